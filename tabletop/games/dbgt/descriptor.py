"""What the interface shows of Dragon Ball GT: its name, card types and colours, deck sections,
demo decks, the prompts of the choices its actions leave open, and the PAT calculator."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tabletop.cards.models import STYLES
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.base import Calculator, CardBand, GameDescriptor
from tabletop.paths import resource_path

from . import pat
from .evaluation import computer_play

GAME_ID = "dbgt"

STYLE_COLOURS: dict[str, tuple[str, str]] = {
    # style: (band, text on the band)
    "red": ("#c62828", "#ffffff"),
    "black": ("#212121", "#ffffff"),
    "blue": ("#1565c0", "#ffffff"),
    "orange": ("#ef6c00", "#ffffff"),
    "saiyan": ("#2e7d32", "#ffffff"),
    "white": ("#eceff1", "#212121"),
    "namekian": ("#7cb342", "#102000"),
    "": ("#607d8b", "#ffffff"),  # no style (freestyle)
}

CARD_TYPES: dict[str, str] = {
    "personality": QT_TRANSLATE_NOOP("CardType", "Personality"),
    "backer": QT_TRANSLATE_NOOP("CardType", "Backer"),
    "mastery": QT_TRANSLATE_NOOP("CardType", "Mastery"),
    "drill": QT_TRANSLATE_NOOP("CardType", "Drill"),
    "setup": QT_TRANSLATE_NOOP("CardType", "Setup"),
    "event": QT_TRANSLATE_NOOP("CardType", "Event"),
    "non_combat": QT_TRANSLATE_NOOP("CardType", "Non-Combat"),
    "dragon_ball": QT_TRANSLATE_NOOP("CardType", "Dragon Ball"),
    "energy_combat": QT_TRANSLATE_NOOP("CardType", "Energy Combat"),
    "physical_combat": QT_TRANSLATE_NOOP("CardType", "Physical Combat"),
    "combat": QT_TRANSLATE_NOOP("CardType", "Combat"),
}

MESSAGES: dict[str, str] = {
    "dbgt.choose.level_up": QT_TRANSLATE_NOOP(
        "Reason",
        "{purpose}: choose the {count} cards of your discard pile to remove from the game.",
    ),
    "dbgt.choose.rejuvenate": QT_TRANSLATE_NOOP(
        "Reason",
        "{purpose}: choose the {count} cards of your discard pile to put at the bottom of your "
        "Life Deck.",
    ),
}


def demo_decks() -> list[Path]:
    """The bundled Dragon Ball GT demo decks."""
    return sorted(resource_path("decks").glob("dbgt-*.deck"))


def pat_tables() -> list[tuple[str, str]]:
    """``(id, name)`` of the bundled Physical Attack Tables."""
    return [(table.id, table.name) for table in pat.bundled_tables().tables]


def pat_calculation(figures: Mapping[str, Any]) -> dict[str, Any]:
    """The PAT damage of the typed figures (``table``, ``attacker_power``,
    ``defender_power``), with the table's ``letters`` and ``grid``; ``error`` and
    ``error_params`` (a reason code) when the PAT refuses them."""
    out: dict[str, Any] = {"calculator": "pat", **figures}
    try:
        table = pat.get_table(str(figures.get("table", "")))
        result = pat.damage(
            table, figures.get("attacker_power", 0), figures.get("defender_power", 0)
        )
    except pat.PatError as error:
        out.update(error=error.code, error_params=dict(error.params))
        return out
    out.update(
        attacker_rank=result.attacker_rank,
        defender_rank=result.defender_rank,
        stages=result.damage,
        letters=table.letters,
        grid=table.grid(),
    )
    return out


DESCRIPTOR = GameDescriptor(
    GAME_ID,
    QT_TRANSLATE_NOOP("Game", "Dragon Ball GT"),
    card_types=CARD_TYPES,
    section_names={
        "main personality": QT_TRANSLATE_NOOP("DeckSection", "Main Personality"),
        "life deck": QT_TRANSLATE_NOOP("DeckSection", "Life Deck"),
    },
    paper="#fff8e6",
    band=CardBand(("style", "backer_style"), STYLE_COLOURS, ""),
    demo_decks=demo_decks,
    messages=MESSAGES,
    card_group="style",
    card_group_values=STYLES,
    calculators=(Calculator("pat", pat_calculation, pat_tables),),
    computer=computer_play,
)
