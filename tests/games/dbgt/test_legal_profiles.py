"""The generated legal-action lists equal the verdicts' answer under other rule profiles too.

tests/games/test_legal_actions.py holds :func:`~tabletop.games.dbgt.legal.legal_actions` to
:func:`~tabletop.games.dbgt.legal.legal_by_verdict` on random positions of the default profile;
the generator also reads the profile (the level-up window and cost, the hand limit, the
energy-attack cost), so each variant here is checked on random positions of its own, in
enforced games and in manual games pushed into odd corners.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Mode
from tabletop.games.dbgt import DbgtRuleset, legal

from ..test_legal_actions import _positions
from .helpers import new_game

POSITIONS = 400  # per profile and mode

PROFILES = {
    "non_combat_window": {"mp_level_up": {"window": "non_combat", "cost_removed_from_discard": 1}},
    "free_level_up": {"mp_level_up": {"cost_removed_from_discard": 0}},
    "hand_limit_2": {"turn": {"hand_limit": 2}},
    "free_energy": {"combat": {"energy_attack_cost": 0, "capture_threshold": 1}},
    "costly_energy": {"combat": {"energy_attack_cost": 9}, "setup": {"starting_stage": 1}},
}


@pytest.mark.parametrize("mode", [Mode.ENFORCED, Mode.MANUAL])
@pytest.mark.parametrize("name", sorted(PROFILES))
def test_generated_lists_equal_the_verdicts(name: str, mode: Mode) -> None:
    rules = DbgtRuleset(PROFILES[name])
    checked, seed = 0, 0
    while checked < POSITIONS:
        game = new_game(seed, mode, rules=rules)
        checked += _positions(game, random.Random(seed), legal, 300)
        seed += 1
