"""Personality powers that defend, as the Saiyan Saga cards say (rules generation 3): for every
bundled personality whose power makes a defense, in control of its side, the rules offer it
against an attack of its kind; the attack then deals what the power lets through, the power is
used for the turn, and the play undoes and redoes; a game of generation 2 offers no such
defense."""

from __future__ import annotations

import pytest

from tabletop.cards.effect_models import PowerDefense
from tabletop.engine import Controller
from tabletop.games.dbgt import combat
from tabletop.games.dbgt.actions import Attack, Defend, Pass, Take

from .effect_cases import ATTACK_OF, cards_with, combat_position, effect_of, submit, undo_and_redo
from .helpers import arrange, ruleset, to_hand
from .test_combat_effects import _mp


def _in_control(card_id: str, rules: int = 3) -> tuple[Controller, int]:
    """Seat 0 in its attack phase; ``card_id`` an ally of seat 1 at stage 5, in control (the
    Main Personality at stage 1)."""
    game = combat_position(*cards_with(PowerDefense), "SAI-83", "SAI-85")
    state = game.state
    state.values["rules"] = rules
    uid = to_hand(state, 1, card_id)
    tx = arrange(state)
    tx.move(uid, "p1.ally1", face_up=True)
    tx.set_card_counter(uid, "stage", 5)
    tx.set_card_counter(_mp(state, 1), "stage", 1)  # so an ally may take control
    tx.set_value("control1", uid)
    return game, uid


#: The powers that answer in control of their side (one that guards others answers for them,
#: in test_sai_gen3b).
IN_CONTROL = [c for c in cards_with(PowerDefense) if not effect_of(c, PowerDefense).guards]


@pytest.mark.parametrize("card_id", IN_CONTROL)
def test_a_power_answers_an_attack_as_its_data_says(card_id: str) -> None:
    power = effect_of(card_id, PowerDefense)
    kind = "physical" if power.kind == "physical" else "energy"
    game, uid = _in_control(card_id)
    state = game.state
    if kind == "physical":  # the table deals stages to a personality of no power
        arrange(state).set_card_counter(uid, "stage", 0)
    attack = to_hand(state, 0, ATTACK_OF[kind])
    plain = combat.preview_attack(ruleset().facts, state, 0, attack)
    submit(game, Attack(0, attack))
    assert Defend(1, uid) in game.ruleset.legal_actions(state, 1)
    deck = len(state.zones["p1.life_deck"].cards)
    before, start = state.copy(), len(game.log)
    submit(game, Defend(1, uid))
    stages = before.cards[uid].counters["stage"] - state.cards[uid].counters.get("stage", 0)
    life = deck - len(state.zones["p1.life_deck"].cards)
    if power.max_life is not None:
        assert (stages, life) == (0, min(int(plain["life"]), power.max_life))
    elif power.prevent_life is not None:
        assert (stages, life) == (0, max(0, int(plain["life"]) - power.prevent_life))
    elif power.prevent_stages is not None:  # at stage 0, the stages left become life cards
        assert (stages, life) == (0, max(0, int(plain["stages"]) - power.prevent_stages))
    elif power.max_stages is not None:
        assert stages + life == min(int(plain["stages"]), power.max_stages) > 0
    else:
        assert (stages, life) == (0, 0)
    assert state.cards[uid].zone == "p1.ally1"
    undo_and_redo(game, start, before)
    submit(game, Pass(1))
    submit(game, Attack(0, to_hand(state, 0, ATTACK_OF[kind])))
    assert game.check(Defend(1, uid)).code == "dbgt.power_used"
    assert Defend(1, uid) not in game.ruleset.legal_actions(state, 1)
    submit(game, Take(1))


def test_only_the_personality_in_control_defends_with_its_power() -> None:
    game, uid = _in_control("SAI-173")
    state = game.state
    arrange(state).set_value("control1", None)
    submit(game, Attack(0, to_hand(state, 0, ATTACK_OF["energy"])))
    assert game.check(Defend(1, uid)).code == "dbgt.not_in_control"


def test_a_power_answers_only_its_kind_of_attack() -> None:
    game, uid = _in_control("SAI-173")  # energy attacks only
    submit(game, Attack(0, to_hand(game.state, 0, ATTACK_OF["physical"])))
    assert game.check(Defend(1, uid)).code == "dbgt.defense_kind"


def test_generation_2_offers_no_power_defense() -> None:
    game, uid = _in_control("SAI-173", rules=2)
    submit(game, Attack(0, to_hand(game.state, 0, ATTACK_OF["energy"])))
    assert game.check(Defend(1, uid)).code == "dbgt.not_in_hand"
    assert Defend(1, uid) not in game.ruleset.legal_actions(game.state, 1)


def test_the_step_bar_offers_the_power_defense() -> None:
    game, uid = _in_control("SAI-173")
    state = game.state
    submit(game, Attack(0, to_hand(state, 0, ATTACK_OF["energy"])))
    buttons = game.ruleset.table_aids().step_actions(state, 1)  # type: ignore[attr-defined]
    defense = [b for b in buttons if b.action == Defend(1, uid)]
    assert len(defense) == 1 and defense[0].label.text == "Defend with its power"


@pytest.mark.parametrize("card_id", ["SAI-83", "SAI-85"])
def test_a_solar_flare_stops_the_opponents_next_attack_phase(card_id: str) -> None:
    """Tien Lv2's and Yamcha Lv2's power: an energy attack that, taken, stops every attack of
    the opponent's next attack phase."""
    game = combat_position(card_id)
    state = game.state
    uid = to_hand(state, 0, card_id)
    tx = arrange(state)
    tx.move(uid, "p0.ally1", face_up=True)
    tx.set_card_counter(uid, "stage", 5)
    tx.set_card_counter(_mp(state, 0), "stage", 1)
    tx.set_value("control0", uid)
    submit(game, Attack(0, uid, "energy"))
    submit(game, Take(1))
    answer = to_hand(state, 1, ATTACK_OF["physical"])
    assert combat.preview_attack(ruleset().facts, state, 1, answer).get("stopped")
