"""Yu Yu Hakusho figures: whole random games per second, and engine actions per second.

Games: the two demo teams, enforced mode, each decision chosen uniformly among the ruleset's
``legal_actions``, as for Dragon Ball GT (issue 17's definition; the random-play tests pass
over ``next`` more often and add card effects); the median of many rounds against the goal of
200 games/s on one core. Actions: the same games' logs replayed through the controller
(verdict + apply + bookkeeping + history).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from common import GAMES_A_ROUND, Figure, at_least, best_of, games_per_second, uniform_games

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.engine import Controller
from tests.games.yyh.play import new_game


def figures() -> Iterator[Figure]:
    """Games per second and actions per second."""
    low, median, per_game = games_per_second(new_game)
    yield Figure(
        "yyh.random_games_per_second",
        median,
        "games/s",
        (at_least(200),),
        label="Yu Yu Hakusho: whole random games per second, one core",
        note=f"median; min {low:.1f}, {per_game:.0f} actions a game",
    )
    games = uniform_games(new_game, GAMES_A_ROUND, keep=True)[2]
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
