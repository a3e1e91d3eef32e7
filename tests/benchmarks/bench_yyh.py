"""Yu Yu Hakusho figures: whole random games per second, and engine actions per second.

Games: the two demo teams, enforced mode, random legal actions (the random player asks the
ruleset for the verdict of each candidate, so this includes that choosing). Actions: the same
games' logs replayed through the controller (verdict + apply + bookkeeping + history).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from common import Figure, best_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.engine import Controller
from tests.games.yyh.play import new_game, play_random

GAMES = 100


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
    elapsed, games = _games()
    yield Figure(
        "yyh.random_games_per_second",
        GAMES / elapsed,
        "games/s",
        ">= 20 games/s (whole five-match games, random legal play)",
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
        ">= 5000 actions/s (replay: verdict, apply, after, history)",
    )
