"""What the interface shows of Yu Yu Hakusho: its name, card types and colours, deck sections,
demo decks, its announcements and the damage-points calculator."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.base import Calculator, CardBand, GameDescriptor
from tabletop.paths import resource_path

from .evaluation import computer_play
from .profile import GAME_ID, YyhParams

ALIGNMENT_COLOURS: dict[str, tuple[str, str]] = {
    "hero": ("#1e63b8", "#ffffff"),
    "villain": ("#a31515", "#ffffff"),
    "neutral": ("#616161", "#ffffff"),
    "both": ("#6a1b9a", "#ffffff"),
}

CARD_TYPES: dict[str, str] = {
    "character": QT_TRANSLATE_NOOP("CardType", "Character"),
    "technique": QT_TRANSLATE_NOOP("CardType", "Technique"),
    "item": QT_TRANSLATE_NOOP("CardType", "Item"),
    "event": QT_TRANSLATE_NOOP("CardType", "Event"),
}

MESSAGES: dict[str, str] = {
    "yyh.match_won": QT_TRANSLATE_NOOP("Reason", "{player} wins the match."),
    "yyh.next_match": QT_TRANSLATE_NOOP("Reason", "Next match: {fighter} against {opponent}."),
}


def demo_decks() -> list[Path]:
    """The bundled Yu Yu Hakusho demo decks."""
    return sorted(resource_path("decks").glob("yyh-*.deck"))


def points_calculation(figures: Mapping[str, Any]) -> dict[str, Any]:
    """The damage points of a final ``atk`` against a final ``def`` by the printed rule."""
    atk, defense = int(figures.get("atk", 0)), max(1, int(figures.get("def", 1)))
    return {
        "calculator": "points",
        "atk": atk,
        "def": defense,
        "points": YyhParams().damage_points(atk, defense),
    }


DESCRIPTOR = GameDescriptor(
    GAME_ID,
    QT_TRANSLATE_NOOP("Game", "Yu Yu Hakusho"),
    card_types=CARD_TYPES,
    section_names={
        "team": QT_TRANSLATE_NOOP("DeckSection", "Team"),
        "deck": QT_TRANSLATE_NOOP("DeckSection", "Deck"),
    },
    paper="#f2f5fa",
    band=CardBand(("alignment",), ALIGNMENT_COLOURS, "neutral"),
    demo_decks=demo_decks,
    messages=MESSAGES,
    card_group="team",
    calculators=(Calculator("points", points_calculation),),
    computer=computer_play,
)
