"""A short strength check (slow): over a few seeded games, seats swapped, Greedy and Strong
beat Random in most. The full figures come from tests/benchmarks/bench_ai.py."""

from __future__ import annotations

import pytest

from tabletop.ai import Level
from tabletop.ai.match import new_game
from tabletop.play.selfplay import play_game

from .positions import GAMES

GAMES_PER_PAIR = 6


STRONG_ITERATIONS = 20
"""The Strong level's search, fixed so that the games are the same on any machine and under any
load (a time budget of 60 ms lost a game under load: 3 wins of 6)."""


def _wins(game_id: str, player: Level) -> int:
    wins = 0
    for index in range(GAMES_PER_PAIR):
        seats = (player, Level.RANDOM) if index % 2 == 0 else (Level.RANDOM, player)
        game = new_game(game_id, 500 + index)
        result = play_game(game, seats, seed=index, iterations=STRONG_ITERATIONS)
        wins += result.winner == index % 2
    return wins


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", [Level.GREEDY, Level.STRONG])
def test_the_computer_beats_random_play(game_id: str, level: Level) -> None:
    assert _wins(game_id, level) >= GAMES_PER_PAIR // 2 + 1
