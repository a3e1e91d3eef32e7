"""The one table of Non-Combat placements (tabletop/games/dbgt/placing.py, issue 28)."""

from __future__ import annotations

import random

from tabletop.ai.match import new_game
from tabletop.cards import models
from tabletop.games.dbgt import placing, turn
from tabletop.games.dbgt.actions import PlayCard
from tabletop.games.dbgt.table import HAND, NON_COMBAT, zid

# The kinds played some other way: kept as a backer, declared as the style, used or fought with.
NOT_PLACED = {models.Backer, models.Mastery, models.DbgtEvent}


def _kinds(base: type) -> set[type]:
    found: set[type] = set()
    for sub in base.__subclasses__():
        found |= {sub} | _kinds(sub)
    return found


def test_every_kind_of_card_is_placed_by_one_row_or_played_otherwise() -> None:
    combat = {models.CombatCardBase} | _kinds(models.CombatCardBase)
    kinds = _kinds(models.DbgtCardBase)
    assert kinds - combat - NOT_PLACED == set(placing.PLACING)
    assert not any(placing.placeable(kind.__new__(kind)) for kind in combat | NOT_PLACED)


def test_the_listed_placements_are_the_ones_the_rule_allows() -> None:
    """In the Non-Combat steps of seeded random games, a card of the hand is listed as
    playable exactly when check_play finds it legal with no target."""
    checked = 0
    for seed in range(6):
        game, rng = new_game("dbgt", seed), random.Random(seed)
        facts = game.ruleset.facts  # type: ignore[attr-defined]
        while (seat := game.ruleset.actor(game.state)) is not None and len(game.log) < 400:
            state = game.state
            if state.values.get("step") == NON_COMBAT:
                for uid in state.zones[zid(seat, HAND)].cards:
                    card = facts.card(state, uid)
                    verdict = turn.check_play(facts, state, PlayCard(seat, uid))
                    assert placing.playable(facts, state, seat, uid, card) == verdict.legal
                    checked += 1
            game.submit(rng.choice(game.ruleset.legal_actions(state, seat)))
    assert checked > 100
