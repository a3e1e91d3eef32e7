"""The levels of the computer opponent and :func:`decide`, the move it makes."""

from __future__ import annotations

import random
from enum import StrEnum

from tabletop.engine.actions import Action

from .knowledge import Knowledge


class Level(StrEnum):
    """How well the computer plays (the values are written in settings, saves and the CLI).

    ``RANDOM``: uniform among the legal actions. ``GREEDY``: the move whose position the
    game's evaluation scores best, one ply ahead. ``STRONG``: a tree search over re-dealt
    copies of the game within a time budget."""

    RANDOM = "random"
    GREEDY = "greedy"
    STRONG = "strong"


def decide(knowledge: Knowledge, level: Level, *, budget_ms: int = 1000, seed: int = 0) -> Action:
    """The action the computer takes for ``knowledge.seat``: always one of
    ``knowledge.legal_actions``. Pure: the same knowledge (the same view) and ``seed`` give the
    same action. Raises ValueError when the seat has no legal action.

    For now every level plays as ``RANDOM`` (Greedy and Strong come next)."""
    legal = knowledge.legal_actions
    if not legal:
        raise ValueError("the seat has no legal action")
    rng = random.Random(f"tabletop.ai:{seed}")
    return legal[rng.randrange(len(legal))]
