"""The YYH steps that pass by themselves: the Draw step, and the Attack step once no attack
can be made; never in an attack's moment, never the End step."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.games.yyh.actions import AttackWith, PassMoment
from tabletop.games.yyh.battle import AttackOption
from tabletop.games.yyh.board import fighter

from .play import new_game, random_legal_action
from .rules_helpers import game_at


@pytest.mark.parametrize("seed", range(4))
def test_steps_pass_by_themselves_only_where_nobody_has_a_choice(seed: int) -> None:
    game = new_game(seed)
    rules = game.ruleset
    rng = random.Random(seed)
    passed: set[str] = set()
    for _ in range(500):
        if game.winner is not None or game.state.values.get("game_over"):
            break
        state = game.state
        automatic = rules.automatic_action(state)
        step = state.values.get("step")
        if automatic is None:
            game.submit(random_legal_action(game, rng))
            continue
        seat = rules.active_seat(state)
        if state.values.get("moment") == "minimum":  # the hand cannot pay minimum damage
            assert automatic == PassMoment(seat)
            hand = state.zones[f"p{seat}.hand"].cards
            assert len(hand) < rules.params.min_damage_discard
            assert game.submit(automatic).applied
            passed.add("minimum")
            continue
        assert automatic == NextStep(seat) and rules.actor(state) == seat
        assert step in ("draw", "attack") and not state.values.get("moment"), step
        if step == "attack":
            assert not any(o for o in rules.attacks(state, seat)
                           if rules.verdict(state, _paid(state, seat, o)).legal)  # fmt: skip
        seen = {uid for uid in state.cards if state.can_see(seat, uid)}
        others = {uid for uid in state.cards if state.can_see(1 - seat, uid)}
        assert game.submit(automatic).applied
        # the draw goes to the active player's hand: the other player sees nothing new
        assert {uid for uid in game.state.cards if game.state.can_see(1 - seat, uid)} <= others
        assert seen  # (the active player saw the table before)
        passed.add(str(step))
    assert "draw" in passed and "attack" in passed, passed


def _paid(state: GameState, seat: int, option: AttackOption) -> AttackWith:
    """The attack paid with the first cards of the hand."""
    hand = state.zones[f"p{seat}.hand"].cards
    return AttackWith(seat, option.card, option.index, tuple(hand[: option.cost]))


def test_the_end_step_and_the_main_step_wait_for_the_player() -> None:
    game = new_game(1)
    rules = game.ruleset
    for _ in range(40):
        automatic = rules.automatic_action(game.state)
        if automatic is None:
            break
        game.submit(automatic)
    assert game.state.values.get("step") == "main"
    seat = rules.active_seat(game.state)
    game.submit(NextStep(seat))
    assert game.state.values.get("step") == "attack"
    game.state.values["attacks"] = 1  # the turn's attack made
    assert rules.automatic_action(game.state) == NextStep(seat)
    game.submit(NextStep(seat))
    assert game.state.values.get("step") == "end"
    assert rules.automatic_action(game.state) is None


def test_an_attack_that_picks_a_card_keeps_the_attack_step() -> None:
    """Kurama (GF-ST41) discards a card of the opponent's hand with his attack: the attack is
    legal only with its pick, and the Attack step waits for it (it passed by itself when the
    check tried the attack without one)."""
    game = game_at("attack")  # Player 0's fighter is Kurama
    own = fighter(game.state, 0)
    assert own is not None and game.state.cards[own].card_id == "GF-ST41"
    assert game.state.zones["p1.hand"].cards  # a card to pick
    assert game.ruleset.automatic_action(game.state) is None
    attacks = [a for a in game.ruleset.legal_actions(game.state, 0) if isinstance(a, AttackWith)]
    assert attacks and all(a.picks for a in attacks if a.card == own)
