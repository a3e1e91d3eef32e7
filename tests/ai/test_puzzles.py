"""No obvious blunders: in the puzzle positions of a few seeded games (:mod:`.puzzles`: a move
wins by force, or some moves lose by force), Strong plays the win and avoids the loss in at
least 90 % of them (the issue's goal at its default budget; here at a fixed number of search
iterations, the same on any machine). The full counts are a benchmark
(``tests/benchmarks/bench_puzzles.py``)."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ai import Level, decide

from .puzzles import WIN, puzzles

WANTED = {"dbgt": 10, "yyh": 4}
"""Puzzles taken per game here, from the first seeded games that hold them (the benchmark
takes more; Yu Yu Hakusho's games are slower to mine and hold fewer)."""
MOST_GAMES = 12
GOAL = 0.9


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(WANTED))
def test_strong_solves_the_puzzles_of_real_games(game_id: str) -> None:
    found = list(itertools.islice(puzzles(game_id, MOST_GAMES), WANTED[game_id]))
    assert len(found) == WANTED[game_id], f"{MOST_GAMES} games held {len(found)} puzzles"
    missed = [
        f"{p.where} ({p.kind})"
        for p in found
        if not p.solved_by(decide(p.knowledge, Level.STRONG, seed=1, iterations=300))
    ]
    assert len(missed) <= (1 - GOAL) * len(found), (missed, len(found))


def test_a_win_puzzle_is_solved_only_by_a_winning_move() -> None:
    found = next(p for p in puzzles("dbgt", 6) if p.kind == WIN)
    winning = [a for a, verdict in found.verdicts.items() if verdict == WIN]
    other = [a for a, verdict in found.verdicts.items() if verdict != WIN]
    assert winning and other
    assert all(found.solved_by(a) for a in winning)
    assert not any(found.solved_by(a) for a in other)
