"""Yu Yu Hakusho figures: whole random games per second, and engine actions per second.

Games: the two demo teams, enforced mode, each decision a random one of the ruleset's
``legal_actions`` as the project's random-play tests choose it (``next`` passed over four times in
five, now and then a card effect); the median of several rounds against issue 17's goal of 200
games/s on one core. Actions: the same games' logs replayed through the controller (verdict +
apply + bookkeeping + history).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from common import Figure, at_least, best_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.engine import Controller
from tests.games.yyh.play import new_game, play_random

GAMES = 20
ROUNDS = 5


def _games() -> tuple[float, list[Controller]]:
    played: list[Controller] = []
    start = time.perf_counter()
    for seed in range(GAMES):
        game = new_game(seed)
        play_random(game, random.Random(seed))
        played.append(game)
    return time.perf_counter() - start, played


def figures() -> Iterator[Figure]:
    """Games per second and actions per second."""
    rates, games = [], []
    for _ in range(ROUNDS):
        elapsed, games = _games()
        rates.append(GAMES / elapsed)
    median = statistics.median(rates)
    per_game = sum(len(game.log) for game in games) / GAMES
    yield Figure(
        "yyh.random_games_per_second",
        median,
        "games/s",
        (at_least(200),),
        label="Yu Yu Hakusho: whole random games per second, one core",
        note=f"median; min {min(rates):.1f}, {per_game:.0f} actions a game",
    )
    actions = sum(len(game.log) for game in games)

    def replay() -> None:
        for game in games:
            Controller.replay(game.ruleset, game.setup, game.log, game.mode)

    seconds = best_of(2, replay)
    yield Figure(
        "yyh.actions_per_second",
        actions / seconds,
        "actions/s",
        (at_least(5000),),
        label="Yu Yu Hakusho: actions per second in a replay (verdict, apply, after, history)",
    )
