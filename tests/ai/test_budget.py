"""Strong keeps its time budget; a forced move is answered at once."""

from __future__ import annotations

import time

import pytest

from tabletop.ai import Knowledge, Level, decide
from tabletop.ai.match import new_game

from .positions import GAMES, positions

BUDGET_MS = 150


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_keeps_its_budget(game_id: str) -> None:
    """Each decision, Knowledge.of included, within the budget + 10% (the search plans for
    80% of it, starts no iteration as slow as its slowest that would overrun that, and stops
    a playout still running at 90%)."""
    times = []
    for game, seat in positions(game_id, 6, seed=21):
        start = time.perf_counter()
        knowledge = Knowledge.of(game, seat)
        action = decide(knowledge, Level.STRONG, budget_ms=BUDGET_MS, seed=1)
        times.append((time.perf_counter() - start) * 1000)
        assert action in knowledge.legal_actions
    assert max(times) <= BUDGET_MS * 1.1, times


def test_a_forced_move_is_answered_at_once() -> None:
    game = new_game("dbgt", 4)
    seat = game.ruleset.actor(game.state)
    assert seat is not None
    knowledge = Knowledge.of(game, seat)
    only = knowledge.legal_actions[:1]
    forced = Knowledge(
        knowledge.ruleset, knowledge.setup, knowledge.mode, seat, knowledge.state, only
    )
    start = time.perf_counter()
    assert decide(forced, Level.STRONG, budget_ms=5000) == only[0]
    assert time.perf_counter() - start < 0.5
