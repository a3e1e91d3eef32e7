"""Dark Tournament cards automated by a cap on the damage a player's characters take
(``damage_cap``) and an Event its own card bars (``play_unless``): Persevere (DT-TR9) and
Advantage Team Urameshi (DT-C66). For each, a position where the effect applies, the change
it makes (the damage taken), its badge, undo and replay."""

from __future__ import annotations

import pytest

from tabletop.cards.yyh_conditions import Condition
from tabletop.cards.yyh_effect_models_dt_b import PlayUnless
from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh import play_limits
from tabletop.games.yyh.actions import AttackWith, DealDamage, PassMoment, PlayEvent
from tabletop.games.yyh.battle import preview_attack
from tabletop.games.yyh.board import V_ACTIVE, damage_of, fighter, int_value, slot_zone, zone
from tabletop.games.yyh.card_effects import condition_holds
from tabletop.games.yyh.conditions_dt_b import named_winner
from tabletop.games.yyh.matches import team_bonuses
from tabletop.games.yyh.play_limits import PLAY_BARRED, play_barred

from .rules_helpers import game_at, hand, legal, new_fighter, put, refused, set_spirit, with_pick


def _end_turn(game: Controller, seat: int) -> None:
    """``seat`` passes its steps to the end of its turn."""
    while int_value(game.state, V_ACTIVE) == seat:
        legal(game, NextStep(seat))


def _thin_deck(game: Controller, seat: int, count: int) -> None:
    """``count`` cards of ``seat``'s deck discarded (a test fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in game.state.zones[zone(seat, "deck")].cards[
        len(game.state.zones[zone(seat, "deck")].cards) - count :
    ]:
        tx.move(uid, zone(seat, "discard"), face_up=True)


@pytest.mark.parametrize("bui", [False, True])
@pytest.mark.parametrize("holds", [False, True])
def test_persevere_caps_the_damage_of_the_opponents_next_turn(holds: bool, bui: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 3)
    if bui:
        new_fighter(game, 0, "DT-C47")  # Bui, Tormented Soul
    _thin_deck(game, 0 if holds else 1, 5)  # the player's deck smaller, or the opponent's
    own = fighter(game.state, 0)
    assert own is not None
    event = put(game, 0, "DT-TR9", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "draw"))
    cap = 0 if bui else 1 if holds else None
    assert game.state.cards[own].counters.get("dmgcap.draw0") == cap
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, DealDamage(0, own, 1))  # the player's own turn: no cap yet
    assert damage_of(game.state, own) == 1
    _end_turn(game, 0)
    legal(game, DealDamage(1, own, 2))
    taken = 2 if cap is None else cap
    assert damage_of(game.state, own) == 1 + taken
    _end_turn(game, 1)
    legal(game, NextStep(0))  # the player's next Draw Step: the cap is over, its badge gone
    assert "dmgcap.draw0" not in game.state.cards[own].counters
    if cap is not None:
        legal(game, DealDamage(0, own, 1))
        assert damage_of(game.state, own) == 2 + taken


@pytest.mark.parametrize("heroes", [False, True])
def test_advantage_team_urameshi_guards_the_sideline_for_the_match(heroes: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 3)
    side = game.state.zones[slot_zone(0, 2)].cards[0]
    if not heroes:  # a villain on the Sideline
        Transaction(game.state, SeededChance(0, 0)).move(side, zone(0, "discard"), face_up=True)
        side = put(game, 0, "GF-C1", "slot2")  # Risho, a villain
    event = put(game, 0, "DT-C66", "hand")
    assert not play_barred(game.state, game.ruleset.cards, 0, event)  # type: ignore[attr-defined]
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "match"))
    own = fighter(game.state, 0)
    assert own is not None
    assert game.state.cards[own].counters.get("sideguard.match") == (1 if heroes else None)
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, DealDamage(0, side, 1))
    assert damage_of(game.state, side) == (0 if heroes else 1)
    legal(game, DealDamage(0, own, 1))  # the fighter is not guarded
    assert damage_of(game.state, own) == 1


def test_a_card_face_up_in_the_winners_circle_bars_its_event(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = game_at("main")
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    winner = put(game, 0, "DT-C57", "winners_circle")  # Makintaro won a match
    assert named_winner(game.state, cards, 0, "makintaro")
    assert not named_winner(game.state, cards, 1, "makintaro")
    game.state.cards[winner].face_up = False  # a loser is face down
    assert not named_winner(game.state, cards, 0, "makintaro")
    game.state.cards[winner].face_up = True
    bar = PlayUnless(do="play_unless", bar=Condition(kind="named_winner", value="makintaro"))
    assert condition_holds(game.state, cards, 0, bar.bar)
    monkeypatch.setattr(play_limits, "effects_of", lambda *_: (bar,))  # the Event's data
    set_spirit(game, 0, 3)
    event = put(game, 0, "DT-C66", "hand")
    refused(game, PlayEvent(0, event, "match"), PLAY_BARRED)
    found = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert not [a for a in found if isinstance(a, PlayEvent) and a.card == event]


def _attack_atk(game: Controller, seat: int) -> int:
    """The ATK of ``seat``'s fighter's first attack, paid with the first cards of the hand."""
    uid = fighter(game.state, seat)
    assert uid is not None
    rules = game.ruleset
    options = rules.attacks(game.state, seat)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == uid and o.index == 0)
    attack = AttackWith(seat, uid, 0, tuple(hand(game, seat)[:cost]))
    return int(preview_attack(game.state, rules.cards, rules.params, seat, attack)["atk"])  # type: ignore[attr-defined]


@pytest.mark.parametrize("bonus", [False, True])
def test_allied_forces_boosts_a_player_without_a_team_bonus(bonus: bool) -> None:
    game = game_at("main")
    if not bonus:  # two Sideline characters of other teams: no Team Bonus left
        tx = Transaction(game.state, SeededChance(0, 0))
        for slot in (2, 3):
            for uid in list(game.state.zones[slot_zone(0, slot)].cards):
                tx.move(uid, zone(0, "discard"), face_up=True)
        put(game, 0, "GF-C1", "slot2")  # Risho (Masho)
        put(game, 0, "GF-ST6", "slot3")  # Chu (Rokuyukai)
    cards = game.ruleset.cards  # type: ignore[attr-defined]
    assert bool(team_bonuses(game.state, cards, 0, 3)) == bonus
    first, second = put(game, 0, "DT-U7", "hand"), put(game, 0, "DT-U7", "hand")
    atk = _attack_atk(game, 0)
    before = game.state.copy()
    legal(game, PlayEvent(0, first, "game"))
    assert _attack_atk(game, 0) == atk + (0 if bonus else 1000)
    refused(game, PlayEvent(0, second, "game"), PLAY_BARRED)  # one copy a game
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, NextStep(0))  # to the Attack Step
    own = fighter(game.state, 0)
    assert own is not None
    held = len(hand(game, 0))
    options = game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == own and o.index == 0)
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:cost]))))
    assert len(hand(game, 0)) == held - cost + (0 if bonus else 1)


def test_living_the_nightmare_bars_items_and_techniques_until_the_next_turn() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    tech = put(game, 0, "DT-C113", "techs")  # Kuwabara's Spirit Push: a Technique attack
    theirs = put(game, 1, "DT-C113", "techs")
    event = put(game, 0, "DT-C82", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "draw"))
    for seat in (0, 1):
        held = fighter(game.state, seat)
        assert held is not None and game.state.cards[held].counters.get("uselock.draw0") == 1
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, NextStep(0))  # to the Attack Step
    own_attacks = game.ruleset.attacks(game.state, 0)  # type: ignore[attr-defined]
    paid = tuple(hand(game, 0)[:1])
    refused(game, AttackWith(0, tech, 0, paid), "yyh.techniques_locked")
    found = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert not [a for a in found if isinstance(a, AttackWith) and a.card == tech]
    assert any(o.card == tech for o in own_attacks)  # printed, but barred
    _end_turn(game, 0)
    legal(game, NextStep(1))  # the opponent's Main Step
    legal(game, NextStep(1))  # its Attack Step: still barred
    refused(game, AttackWith(1, theirs, 0, tuple(hand(game, 1)[:1])), "yyh.techniques_locked")
    _end_turn(game, 1)
    legal(game, NextStep(0))  # the player's next turn: over
    own = fighter(game.state, 0)
    assert own is not None and not any(
        k.startswith("uselock.") for k in game.state.cards[own].counters
    )


@pytest.mark.parametrize("quick", [False, True])
def test_one_two_setup_raises_quick_blow_in_the_next_turn(quick: bool) -> None:
    game = game_at("attack")
    setup = put(game, 0, "DT-C115", "techs")
    before = game.state.copy()
    legal(game, with_pick(game, AttackWith(0, setup, 0, tuple(hand(game, 0)[:1]))))
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, PassMoment(1))
    _end_turn(game, 0)
    _end_turn(game, 1)
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    blow = put(game, 0, "DT-C117" if quick else "DT-C113", "techs")
    rules = game.ruleset
    attack = AttackWith(0, blow, 0, tuple(hand(game, 0)[:2]))
    atk = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    game.state.values.pop("yyh.boost_next.0")  # without the boost (a fixture)
    plain = preview_attack(game.state, rules.cards, rules.params, 0, attack)["atk"]  # type: ignore[attr-defined]
    assert atk - plain == (4000 if quick else 0)
