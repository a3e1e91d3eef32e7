"""Strong keeps its time budget by its own clock; a forced move is answered at once.

The budget is checked against a clock the test drives, not against the machine's: each look at
the clock costs a seeded, uneven amount of time (now and then a slow step), so the test sees
the search's stopping rule at work the same on a quiet or a loaded machine. How long decisions
take in real time is a benchmark figure (``tests/benchmarks/bench_ai.py``: the 99th percentile
against budget + 10 %)."""

from __future__ import annotations

import random
import time
import types

import pytest

from tabletop.ai import Knowledge, Level, decide, judge, search
from tabletop.ai import decisive as look_ahead
from tabletop.ai.match import new_game

from .positions import GAMES, positions

BUDGET_MS = 150


class UnevenClock:
    """``perf_counter`` for the search: each call moves time on by 0.2–2 ms, and one call in
    40 by a slow step of 5–25 ms (a long playout move, a pause of the machine)."""

    def __init__(self, seed: int) -> None:
        self.now = 1000.0
        self.rng = random.Random(seed)
        self.calls = 0

    def perf_counter(self) -> float:
        self.calls += 1
        slow = self.rng.random() < 1 / 40
        self.now += self.rng.uniform(0.005, 0.025) if slow else self.rng.uniform(0.0002, 0.002)
        return self.now


@pytest.mark.parametrize("game_id", GAMES)
def test_strong_keeps_its_budget(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each decision within the budget + 10 % of the search's clock (the look-ahead for decisive
    moves gives up at 25 %; the search plans for 80 %, starts no iteration as slow as its
    slowest that would overrun that, and stops a playout still running at 90 %), and it does
    use most of it (but for a move that wins by force, played at once)."""
    clock = UnevenClock(seed=21)
    fake_time = types.SimpleNamespace(perf_counter=clock.perf_counter)
    monkeypatch.setattr(search, "time", fake_time)
    monkeypatch.setattr(judge, "time", fake_time)
    monkeypatch.setattr(look_ahead, "time", fake_time)
    spent = []
    for game, seat in positions(game_id, 6, seed=21):
        knowledge = Knowledge.of(game, seat)
        if len(knowledge.legal_actions) < 2:
            continue  # answered without a search
        start = clock.now
        action = decide(knowledge, Level.STRONG, budget_ms=BUDGET_MS, seed=1)
        spent.append((clock.now - start) * 1000)
        assert action in knowledge.legal_actions
    assert spent, "no position needed a search"
    assert max(spent) <= BUDGET_MS * 1.1, spent
    assert min(spent) >= BUDGET_MS * search.SAFETY * 0.5, spent  # it thought, not gave up


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
