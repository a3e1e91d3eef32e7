"""Real game records for tests: seeded games of both kinds played through their rule actions."""

from __future__ import annotations

import random

from tabletop.engine import Controller, Mode
from tabletop.storage import SavedGame

GAMES = ("dbgt", "yyh")


def played_game(game: str, actions: int = 60, seed: int = 7) -> Controller:
    """A game of ``game`` after ``actions`` random legal actions (fewer if it ends first)."""
    rng = random.Random(seed)
    if game == "dbgt":
        from tests.games.dbgt.helpers import new_game as new_dbgt
        from tests.games.dbgt.test_random_play import choose

        controller = new_dbgt(seed=seed)
        rules = controller.ruleset

        def pick() -> object:
            return choose(rng, rules, controller)  # type: ignore[arg-type]
    else:
        from tests.games.yyh.play import new_game as new_yyh
        from tests.games.yyh.play import random_legal_action

        controller = new_yyh(seed=seed)

        def pick() -> object:
            return random_legal_action(controller, rng)

    while len(controller.log) < actions and controller.winner is None:
        outcome = controller.submit(pick())  # type: ignore[arg-type]
        assert outcome.applied, outcome.verdict
    return controller


def saved(controller: Controller) -> SavedGame:
    """The game as a save file holds it."""
    mode = "manual" if controller.mode is Mode.MANUAL else "enforced"
    return SavedGame(controller.setup, controller.log, mode)
