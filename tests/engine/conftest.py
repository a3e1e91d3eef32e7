"""Shared engine fixtures: small free-table games."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, Mode


def small_setup(seed: int = 7, cards: int = 6) -> GameSetup:
    """Two decks of ``cards`` distinct cards each."""
    decks = tuple(
        DeckSpec(f"deck {seat}", {"deck": tuple(f"T{seat}-{i}" for i in range(cards))})
        for seat in (0, 1)
    )
    return GameSetup("free", seed, ("Ann", "Bo"), (decks[0], decks[1]))


def new_game(seed: int = 7, cards: int = 6, mode: Mode = Mode.ENFORCED) -> Controller:
    """A started free-table game (both decks shuffled)."""
    return Controller.new_game(FreeTable(), small_setup(seed, cards), mode)


@pytest.fixture
def game() -> Controller:
    return new_game()
