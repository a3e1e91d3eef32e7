"""The DBGT steps that pass by themselves: only where nobody has a choice passing takes away,
and only where passing moves no card the seat that must act has not seen."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Controller
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt.actions import LevelUp, Rejuvenate, UseCard
from tabletop.games.dbgt.table import (
    DISCARD_STEP,
    DRAW,
    NON_COMBAT,
    POWER_UP,
    REJUVENATION,
    zid,
)

from .helpers import new_game
from .test_random_play import choose

SEEDS = range(6)


def play_checking(game: Controller, rng: random.Random, limit: int = 400) -> set[str]:
    """Random play; wherever a step would pass by itself, check why it may. The steps seen
    passing by themselves."""
    rules = game.ruleset
    passed: set[str] = set()
    for _ in range(limit):
        if game.winner is not None:
            break
        state = game.state
        automatic = rules.automatic_action(state)
        step = rules.step(state)
        if automatic is not None:
            seat = rules.actor(state)
            assert automatic == NextStep(seat)
            assert step in (DRAW, POWER_UP, DISCARD_STEP, REJUVENATION), step
            before = {a for a in rules.legal_actions(state, seat) if a != automatic}
            seen = _seen_by(game, seat)
            outcome = game.submit(automatic)
            assert outcome.applied
            passed.add(str(step))
            if step in (DISCARD_STEP, REJUVENATION):
                # nothing was left to choose there but the use of a card (and, in the Discard
                # step, the level-up the Rejuvenation step waits for)
                later = (UseCard, LevelUp) if step == DISCARD_STEP else UseCard
                assert all(isinstance(a, later) for a in before), before
                assert _seen_by(game, seat) <= seen  # nothing new for the player who acted
            else:
                # every choice of the step is open in the next step of the same turn
                after = set(rules.legal_actions(game.state, seat))
                assert before <= after, (step, before - after)
                assert not outcome.changes.revealed and not outcome.changes.chance
            continue
        if step in (DISCARD_STEP, REJUVENATION):
            seat = rules.actor(state)
            choices = set(rules.legal_actions(state, seat)) - {NextStep(seat)}
            later = (UseCard, LevelUp) if step == DISCARD_STEP else UseCard
            assert any(not isinstance(a, later) for a in choices), choices
        game.submit(choose(rng, rules, game))  # type: ignore[arg-type]
    return passed


def _seen_by(game: Controller, seat: int | None) -> set[int]:
    """Cards ``seat`` may see now."""
    state = game.state
    return {uid for uid in state.cards if seat is not None and state.can_see(seat, uid)}


@pytest.mark.parametrize("seed", SEEDS)
def test_steps_pass_by_themselves_only_where_nobody_has_a_choice(seed: int) -> None:
    passed = play_checking(new_game(seed), random.Random(seed))
    assert {DRAW, POWER_UP, DISCARD_STEP} <= passed, passed


def test_rejuvenation_waits_while_the_discard_pile_holds_a_card() -> None:
    game = new_game(3)
    rules = game.ruleset
    state = game.state
    seat = rules.actor(state)
    assert rules.step(state) == DRAW and rules.automatic_action(state) == NextStep(seat)
    game.submit(NextStep(seat))
    assert rules.step(game.state) == NON_COMBAT and rules.automatic_action(game.state) is None
    hand = game.state.zones[zid(seat, "hand")].cards
    game.state.zones[zid(seat, "discard")].cards.append(hand[0])  # a card in the pile
    game.state.cards[hand[0]].zone = zid(seat, "discard")
    hand.remove(hand[0])
    game.state.values["step"] = REJUVENATION
    game.state.forget_derived()  # the state was changed by hand, not by a transaction
    assert rules.verdict(game.state, Rejuvenate(seat)).legal
    assert rules.automatic_action(game.state) is None
    game.state.values["combat_declared"] = True  # after Combat, Rejuvenation is no choice
    game.state.forget_derived()
    assert not rules.verdict(game.state, Rejuvenate(seat)).legal
    assert rules.automatic_action(game.state) == NextStep(seat)


def test_manual_steps_are_not_offered_once_the_game_is_over() -> None:
    game = new_game(1)
    game.state.values["winner"] = 0
    assert game.ruleset.automatic_action(game.state) is None
