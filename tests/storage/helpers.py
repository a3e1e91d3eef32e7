"""Test data for the storage tests."""

from __future__ import annotations

import hashlib
from pathlib import Path

from tabletop.engine.log import LogEntry
from tabletop.engine.setup import DeckSpec, GameSetup
from tabletop.engine.table_actions import Draw, MoveCard, Rotate, Shuffle


def make_setup() -> GameSetup:
    decks = (
        DeckSpec("Goku demo", {"main personality": ("SAI-158",), "life deck": ("SAI-1",) * 3}),
        DeckSpec("ベジータ", {"main personality": ("SAI-159",), "life deck": ("SAI-2", "SAI-3")}),
    )
    profile = {"pat_table": "standard", "survival_draws": 3, "variants": {"drills": [1, 2]}}
    return GameSetup("dbgt", 123456789, ("悟空の人", "Player 2"), decks, profile)


def make_log() -> list[LogEntry]:
    return [
        LogEntry(Shuffle(0, "p0.life"), ((2, 0, 1, 3),)),
        LogEntry(Shuffle(1, "p1.life"), ((1, 0, 2),)),
        LogEntry(Draw(0, 2)),
        LogEntry(MoveCard(0, 3, "p0.discard")),
        LogEntry(MoveCard(1, 7, "p1.hand", 0, True), forced=True),
        LogEntry(Rotate(1, 7, -1)),
    ]


def digest(path: Path) -> str:
    """SHA-256 of a file's bytes (to prove a file was not touched)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()
