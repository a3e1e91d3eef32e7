"""The message a computer's decision sends to its worker process (issue 28), per game: the
second decision's message once the worker has the game's ruleset (goal: 16 KB at most), the
first one's (the ruleset with its card database goes with it), each against the call pickled
whole as it was sent before the ruleset was shared (the baseline).

The position: a game some seeded random moves in; the decisions go to a real worker
(:class:`tabletop.ui.thinker.Thinker`, the ruleset shared as the window shares it)."""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

from common import Figure, at_most

from tabletop.ai import Knowledge, Level
from tabletop.ai.match import new_game
from tabletop.engine import Controller, Ruleset
from tabletop.ui.computer_seat import _decide
from tabletop.ui.thinker import Thinker

GOAL_KB = 16
MOVES = 30
GAMES = {"dbgt": "Dragon Ball GT", "yyh": "Yu Yu Hakusho"}


def _position(game_id: str) -> tuple[Controller, int]:
    game, rng = new_game(game_id, 3), random.Random(1)
    for _ in range(MOVES):
        seat = game.ruleset.actor(game.state)
        assert seat is not None
        game.submit(rng.choice(game.ruleset.legal_actions(game.state, seat)))
    seat = game.ruleset.actor(game.state)
    assert seat is not None
    return game, seat


def figures() -> Iterator[Figure]:
    """Per game: the first and the second decision's message, in KB."""
    worker = Thinker(shared=(Ruleset,))
    try:
        for game_id, name in GAMES.items():
            game, seat = _position(game_id)
            sizes, whole = [], 0.0
            for seed in (1, 2):
                args = (Knowledge.of(game, seat), Level.GREEDY.value, 100, seed)
                whole = len(pickle.dumps((_decide, args))) / 1024
                worker.submit(_decide, *args).result(timeout=120)
                sizes.append(len(worker.last_message) / 1024)
            yield Figure(
                f"worker.{game_id}.first_message",
                sizes[0],
                "KB",
                baseline=whole,
                label=f"{name}: the first decision's message to the worker, the ruleset with it "
                "(baseline: the call pickled whole)",
            )
            yield Figure(
                f"worker.{game_id}.message",
                sizes[1],
                "KB",
                (at_most(GOAL_KB),),
                baseline=whole,
                label=f"{name}: a decision's message to the worker that has the ruleset "
                "(baseline: the call pickled whole)",
            )
    finally:
        worker.shutdown()
