"""The fast legal-action lists equal the verdict's answer on every candidate.

Each game's ``legal_actions`` is generated from the facts of the step; ``legal_by_verdict`` asks
the full verdict of every candidate the menus offer. On thousands of seeded random positions,
for both seats, the two lists are the same (same actions, same order). The positions come from
enforced games played by the legal lists themselves and from manual-mode games pushed into odd
corners by random candidates, legal or not, from either seat.
"""

from __future__ import annotations

import dataclasses
import random
from types import ModuleType

import pytest

from tabletop.engine import Controller, Mode
from tabletop.games.dbgt import legal as dbgt_legal
from tabletop.games.yyh import legal as yyh_legal

from .dbgt.helpers import new_game as new_dbgt
from .yyh.play import new_game as new_yyh

POSITIONS = 1500  # per game and mode
GAMES = {"dbgt": (new_dbgt, dbgt_legal), "yyh": (new_yyh, yyh_legal)}


def _positions(game: Controller, rng: random.Random, legal: ModuleType, steps: int) -> int:
    """Play up to ``steps`` random actions, checking both seats' lists before each; returns
    the number of positions checked."""
    rules = game.ruleset
    checked = 0
    for _ in range(steps):
        seat = rules.actor(game.state)
        if seat is None:
            break
        for anyone in (0, 1):
            expected = legal.legal_by_verdict(rules, game.state, anyone)
            assert legal.legal_actions(rules, game.state, anyone) == expected, game.state.values
            assert rules.legal_actions(game.state, anyone) == expected  # remembered: the same
        checked += 1
        if game.mode is Mode.MANUAL and rng.random() < 0.5:
            action = rng.choice(legal.menu_candidates(rules, game.state, rng.randint(0, 1)))
            if rng.random() < 0.2:
                action = dataclasses.replace(action, seat=1 - action.seat)
        else:
            options = rules.legal_actions(game.state, seat)
            assert options, game.state.values
            action = rng.choice(options)
        game.submit(action)
    return checked


@pytest.mark.parametrize("mode", [Mode.ENFORCED, Mode.MANUAL])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_legal_actions_equal_the_verdicts(name: str, mode: Mode) -> None:
    new_game, legal = GAMES[name]
    checked, seed = 0, 0
    while checked < POSITIONS:
        game = new_game(seed, mode)
        checked += _positions(game, random.Random(seed), legal, 400)
        seed += 1
