"""YYH fixtures: the bundled card database and deck builders."""

from __future__ import annotations

import pytest

from tabletop.cards import CardDatabase
from tabletop.cards.decklist import DeckEntry, DeckList, DeckSection, SectionName
from tabletop.cards.models import Game

Lines = list[tuple[int, str]]

#: Team Urameshi from the Ghost Files starter: four characters with attacks.
TEAM: Lines = [(1, "GF-ST41"), (1, "GF-ST39"), (1, "GF-ST42"), (1, "GF-ST9")]
#: A legal 40-card deck: 13 cards three times (no printed limits, no reprints) and one more.
FILLER: Lines = [
    (3, card_id)
    for card_id in (
        "GF-C155", "GF-C154", "DT-C113", "GF-U176", "GF-ST134", "GF-ST128", "GF-TS19",
        "GF-ST137", "GF-C56", "GF-C63", "GF-ST94", "GF-ST95", "GF-C78",
    )
] + [(1, "GF-S174")]  # fmt: skip


def make_deck(
    team: Lines | None = TEAM, main: Lines | None = FILLER, game: Game = "yyh"
) -> DeckList:
    """A deck list; ``None`` leaves the section out."""
    sections = []
    parts: tuple[tuple[SectionName, Lines | None], ...] = (("team", team), ("deck", main))
    for name, lines in parts:
        if lines is not None:
            entries = tuple(DeckEntry(count=n, card_id=card_id) for n, card_id in lines)
            sections.append(DeckSection(name=name, entries=entries))
    return DeckList(game=game, sections=tuple(sections))


@pytest.fixture(scope="session")
def db() -> CardDatabase:
    """Every bundled set (both games), no user sets."""
    return CardDatabase.load(include_user=False)
