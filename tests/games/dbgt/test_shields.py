"""Defense Shields and other cards that act while in play, as the Saiyan Saga cards say (rules
generation 3): for every bundled card with a shield, the first attack of its kind its owner takes does nothing, and the shield is
used (a Setup leaves play) or spent for the Combat (a Drill stays); an attack of another kind,
and the next one, get through; undone and replayed alike; a game of generation 2 leaves the
shield to the players. An armour Setup lowers damage and is not used; a Drill acts as its owner
enters Combat."""

from __future__ import annotations

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.effect_models import DefenseShield
from tabletop.cards.models import Drill
from tabletop.engine import Controller
from tabletop.engine.state import GameState
from tabletop.games.dbgt import combat
from tabletop.games.dbgt.actions import (
    Attack,
    DeclareCombat,
    DefenderDraw,
    Pass,
    Take,
    UseCard,
)

from .effect_cases import ATTACK_OF, cards_with, combat_position, effect_of, submit, undo_and_redo
from .helpers import arrange, ruleset, set_step, to_hand
from .test_combat_effects import _mp


def _hurt(state: GameState) -> tuple[int, int]:
    """Seat 1's Main Personality's stage and its Life Deck's size."""
    return state.cards[_mp(state, 1)].counters.get("stage", 0), len(
        state.zones["p1.life_deck"].cards
    )


def _position(card_id: str, rules: int = 3) -> tuple[Controller, int]:
    game = combat_position(
        *cards_with(DefenseShield), "SAI-81", "SAI-129", "SAI-101", "SAI-102", "SAI-103", "SAI-196"
    )
    state = game.state
    state.values["rules"] = rules
    arrange(state).set_card_counter(_mp(state, 1), "stage", 5)
    zone = "p1.drills" if isinstance(default_database().get(card_id), Drill) else "p1.setups"
    uid = to_hand(state, 1, card_id)
    arrange(state).move(uid, zone, face_up=True)
    return game, uid


def _attack(game: Controller, kind: str) -> None:
    submit(game, Attack(0, to_hand(game.state, 0, ATTACK_OF[kind])))
    submit(game, Take(1))


@pytest.mark.parametrize("card_id", cards_with(DefenseShield))
def test_a_shield_stops_the_first_attack_its_owner_takes(card_id: str) -> None:
    shield = effect_of(card_id, DefenseShield)
    kind = "energy" if shield.kind == "energy" else "physical"
    game, uid = _position(card_id)
    state = game.state
    zone = state.cards[uid].zone
    probe = to_hand(state, 0, ATTACK_OF[kind])
    assert combat.preview_attack(ruleset().facts, state, 0, probe).get("stopped")
    before, start = state.copy(), len(game.log)
    _attack(game, kind)
    assert _hurt(state) == _hurt(before), "the shielded attack did damage"
    if shield.uses == "once":
        assert state.cards[uid].zone in ("p1.discard", "p1.removed")
    else:
        assert state.cards[uid].zone == zone
    after = state.copy()
    undo_and_redo(game, start, before)
    submit(game, Pass(1))
    _attack(game, kind)  # the next one gets through
    assert _hurt(game.state) != _hurt(after)


@pytest.mark.parametrize(
    "card_id", [c for c in cards_with(DefenseShield) if effect_of(c, DefenseShield).kind != "any"]
)
def test_an_attack_of_the_other_kind_gets_through(card_id: str) -> None:
    other = "physical" if effect_of(card_id, DefenseShield).kind == "energy" else "energy"
    game, uid = _position(card_id)
    zone = game.state.cards[uid].zone
    before = _hurt(game.state)
    _attack(game, other)
    assert _hurt(game.state) != before and game.state.cards[uid].zone == zone


def test_generation_2_leaves_the_shield_to_the_players() -> None:
    game, uid = _position("SAI-30", rules=2)
    before = _hurt(game.state)
    _attack(game, "physical")
    assert _hurt(game.state) != before and game.state.cards[uid].zone == "p1.setups"


def test_an_armour_in_play_lowers_the_damage_and_is_not_used() -> None:
    """Saiyan Armor (SAI-81), a Setup: energy attacks against its owner, 1 life card fewer."""
    game, uid = _position("SAI-81")
    state = game.state
    probe = to_hand(state, 0, ATTACK_OF["energy"])
    plain = combat.preview_attack(ruleset().facts, state, 0, probe)["life"]
    arrange(state).move(uid, "p1.discard", face_up=True)
    assert combat.preview_attack(ruleset().facts, state, 0, probe)["life"] == plain + 1
    arrange(state).move(uid, "p1.setups", face_up=True)
    deck = len(state.zones["p1.life_deck"].cards)
    _attack(game, "energy")
    assert deck - len(state.zones["p1.life_deck"].cards) == plain
    set_step(state, "main", active=1)
    assert game.check(UseCard(1, uid)).code == "dbgt.lasts_in_play"
    assert not [a for a in game.ruleset.legal_actions(state, 1) if isinstance(a, UseCard)]


def test_a_drill_gains_stages_for_its_defender_entering_combat() -> None:
    """Blue Deceiving Drill (SAI-129): its owner, entering Combat as the defender, +3 stages."""
    game, _ = _position("SAI-129")
    state = game.state
    set_step(state, "declare")
    arrange(state).set_card_counter(_mp(state, 1), "stage", 1)
    submit(game, DeclareCombat(0))
    submit(game, DefenderDraw(0))
    assert state.cards[_mp(state, 1)].counters.get("stage") == 4


@pytest.mark.parametrize("card_id", ["SAI-101", "SAI-102", "SAI-103", "SAI-196"])
def test_an_honor_duel_draws_from_the_discard_pile_instead(card_id: str) -> None:
    """The defender's Setup: the bottom 3 cards of its discard pile instead of its draw; the
    Setup is then removed from the game."""
    game, uid = _position(card_id)
    state = game.state
    set_step(state, "declare")
    pile = [to_hand(state, 1, "SAI-1"), to_hand(state, 1, "SAI-17"), to_hand(state, 1, "SAI-66")]
    pile.append(to_hand(state, 1, "SAI-129"))
    for card in pile:
        arrange(state).move(card, "p1.discard", face_up=True)
    deck, hand = len(state.zones["p1.life_deck"].cards), len(state.zones["p1.hand"].cards)
    submit(game, DeclareCombat(0))
    submit(game, DefenderDraw(0))
    assert len(state.zones["p1.life_deck"].cards) == deck
    assert len(state.zones["p1.hand"].cards) == hand + 3
    assert all(state.cards[card].zone == "p1.hand" for card in pile[:3])
    assert state.cards[uid].zone == "p1.removed"
