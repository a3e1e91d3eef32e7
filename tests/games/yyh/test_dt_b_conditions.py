"""Dark Tournament cards automated by the opponent's attack in their last turn
(``opponent_attacked``) and the cards drawn at a turn's end (``end_draw``): for each, a
position where its effect applies, the change it makes, undo and redo, and a replay."""

from __future__ import annotations

import pytest

from tabletop.cards.decklist import to_deck_spec
from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PassMoment, PlayEvent
from tabletop.games.yyh.board import V_ACTIVE, damage_of, fighter, int_value, zone
from tabletop.games.yyh.conditions_dt_b import opponent_attacked
from tabletop.games.yyh.end_draws import V_END_DRAW, match_draws
from tabletop.games.yyh.rules_gf import USED, minimum_cost

from .conftest import FILLER, TEAM, make_deck
from .play import demo_decks, new_game
from .rules_helpers import game_at, hand, legal, new_fighter, put, set_spirit, with_pick


def _attacked_before(game: Controller, seat: int, attacked: bool) -> None:
    """``seat`` used an attack in its turn before this one, or none (a test fixture: the game
    value the attack's own transaction sets)."""
    game.state.values[f"{USED}{seat}"] = "street fighting" if attacked else None


def _attack(
    game: Controller, seat: int, uid: int, index: int, skip: tuple[int, ...] = ()
) -> AttackWith:
    """``seat``'s attack number ``index`` (0 the first) of card ``uid``, paid with the first
    cards of the hand (but ``skip``)."""
    options = game.ruleset.attacks(game.state, seat)  # type: ignore[attr-defined]
    cost = next(o.cost for o in options if o.card == uid and o.index == index)
    paid = tuple(u for u in hand(game, seat) if u not in skip)[:cost]
    return with_pick(game, AttackWith(seat, uid, index, paid))


def _end_turn(game: Controller, seat: int) -> None:
    """``seat`` passes its steps to the end of its turn."""
    while int_value(game.state, V_ACTIVE) == seat:
        legal(game, NextStep(seat))


def test_the_opponent_attacked_is_read_from_their_last_turn() -> None:
    game = game_at("attack", seat=1)
    assert not opponent_attacked(game.state, 0)
    attacker = fighter(game.state, 1)
    assert attacker is not None
    legal(game, _attack(game, 1, attacker, 0))
    legal(game, PassMoment(0))
    assert not opponent_attacked(game.state, 0)  # the attacker's own turn is not its last
    _end_turn(game, 1)
    assert int_value(game.state, V_ACTIVE) == 0
    assert opponent_attacked(game.state, 0)  # player 0's turn: the one just before
    _end_turn(game, 0)
    assert opponent_attacked(game.state, 0)  # player 1's new turn: its last is the same
    assert not opponent_attacked(game.state, 1)  # player 0 used no attack in its turn
    again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
    assert again.state == game.state


@pytest.mark.parametrize("attacked", [False, True])
def test_genkai_young_fighter_borrows_energy_after_the_opponent_attacked(attacked: bool) -> None:
    game = game_at("attack")
    genkai = new_fighter(game, 0, "DT-TR7")
    set_spirit(game, 0, 4)
    set_spirit(game, 1, 5)
    _attacked_before(game, 1, attacked)
    before = game.state.copy()
    legal(game, _attack(game, 0, genkai, 0))
    moved = 3 if attacked else 0
    assert game.state.counters[0]["spirit"] == 4 + moved
    assert game.state.counters[1]["spirit"] == 5 - moved
    assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("attacked", [False, True])
def test_backstab_frees_minimum_damage_after_the_opponent_attacked(attacked: bool) -> None:
    game = game_at("attack")
    backstab = put(game, 0, "DT-C107", "techs")
    _attacked_before(game, 1, attacked)
    before = game.state.copy()
    legal(game, _attack(game, 0, backstab, 0))
    assert minimum_cost(game.state, 0, 1) == (0 if attacked else 1)
    assert game.undo() is not None
    assert game.state == before
    assert minimum_cost(game.state, 0, 1) == 1


def _genbu_game(seed: int = 1) -> Controller:
    """A game whose seat-0 team leads with Genbu (DT-R24), in player 0's Attack Step."""
    team = [(1, "DT-R24"), *TEAM[1:]]
    decks = (to_deck_spec(make_deck(team=team, main=FILLER)), demo_decks()[1])
    game = new_game(seed, decks=decks, first=0)
    while game.state.values["step"] != "attack":
        legal(game, NextStep(0))
    return game


@pytest.mark.parametrize("more", [False, True])
def test_genbu_tail_whip_draws_at_the_turn_end_if_the_opponent_holds_more(more: bool) -> None:
    game = _genbu_game()
    genbu = fighter(game.state, 0)
    assert genbu is not None and game.state.cards[genbu].card_id == "DT-R24"
    if not more:  # the opponent's hand emptied (a fixture: no replay then)
        tx = Transaction(game.state, SeededChance(0, 0))
        for uid in hand(game, 1):
            tx.move(uid, zone(1, "discard"), face_up=True)
    before = game.state.copy()
    legal(game, _attack(game, 0, genbu, 0))
    assert isinstance(game.state.values.get(V_END_DRAW + "0"), str)
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    legal(game, PassMoment(1))
    held = len(hand(game, 0))
    assert (len(hand(game, 1)) > held) == more  # as the turn ends, too
    _end_turn(game, 0)
    assert len(hand(game, 0)) == held + (1 if more else 0)
    assert game.state.values.get(V_END_DRAW + "0") is None
    if more:  # the game as played, from its log
        again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
        assert again.state == game.state


def test_genbu_sneak_attack_draws_the_bottom_cards_after_tail_whip() -> None:
    game = game_at("attack")
    genbu = new_fighter(game, 0, "DT-R24")
    set_spirit(game, 0, 9)
    bottom = [put(game, 0, "GF-C155", "discard") for _ in range(3)]
    pile = game.state.zones[zone(0, "discard")].cards
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in bottom:  # to the bottom of the pile
        tx.move(uid, zone(0, "hand"))
    for uid in bottom:
        tx.move(uid, zone(0, "discard"), face_up=True)
    first_two = list(pile[:2])
    game.state.values["used_last0"] = "tail whip"  # the attack of its last turn (fixture)
    attack = _attack(game, 0, genbu, 1, skip=tuple(first_two))
    before = game.state.copy()
    legal(game, attack)
    assert all(game.state.cards[u].zone == zone(0, "hand") for u in first_two)
    assert game.undo() is not None
    assert game.state == before
    game.state.values["used_last0"] = "street fighting"
    legal(game, attack)
    assert not any(game.state.cards[u].zone == zone(0, "hand") for u in first_two)


@pytest.mark.parametrize("bonus", [False, True])
def test_suzakus_multiform_draws_at_the_end_of_each_opponent_turn(bonus: bool) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    if bonus:  # the opponent's team: three Uraotogi characters in play
        tx = Transaction(game.state, SeededChance(0, 0))
        for slot, card_id in zip((1, 2, 3), ("GF-R3", "GF-R3", "GF-R3"), strict=True):
            name = "arena" if slot == 1 else f"slot{slot}"
            for uid in list(game.state.zones[zone(1, name)].cards):
                tx.move(uid, zone(1, "discard"), face_up=True)
            put(game, 1, card_id, name)
    event = put(game, 0, "DT-C91", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "match"))
    assert match_draws(game.state, 0) == (1 if bonus else 0)
    assert game.undo() is not None
    assert game.state == before
    assert game.redo() is not None
    held = len(hand(game, 0))
    _end_turn(game, 0)  # the player's own turn ends: no draw
    assert len(hand(game, 0)) == held
    _end_turn(game, 1)  # the opponent's turn ends: the draw
    assert len(hand(game, 0)) == held + (1 if bonus else 0)  # before its own Draw Step's draw


@pytest.mark.parametrize("top", ["DT-U11", "DT-C73"])  # an Item, an Event
def test_chorus_of_a_thousand_skulls_deals_nothing_when_an_event_is_discarded(top: str) -> None:
    game = game_at("attack")
    chorus = put(game, 0, "DT-C108", "techs")
    put(game, 0, "DT-U11", "deck")
    milled = (put(game, 0, "DT-U11", "deck"), put(game, 0, top, "deck"))
    target = fighter(game.state, 1)
    assert target is not None
    damage = damage_of(game.state, target)
    legal(game, _attack(game, 0, chorus, 0))
    assert all(game.state.cards[u].zone == zone(0, "discard") for u in milled)
    assert game.undo() is None  # cards shown from the deck: no undo past them
    legal(game, PassMoment(1))
    dealt = damage_of(game.state, target) - damage
    assert (dealt == 0) == (top == "DT-C73")
    assert game.state.values.get("step") == "attack"  # no minimum-damage moment


@pytest.mark.parametrize("mind_games", [False, True])
def test_elder_toguro_frighten_draws_to_the_opponents_hand_after_mind_games(
    mind_games: bool,
) -> None:
    game = game_at("attack")
    toguro = new_fighter(game, 0, "DT-C48")
    if mind_games:
        legal(game, _attack(game, 0, toguro, 1))
        assert "mind games" in str(game.state.values.get("forbid.usedm0.match"))
        legal(game, PassMoment(1))
        _end_turn(game, 0)
        _end_turn(game, 1)
        while game.state.values["step"] != "attack":
            legal(game, NextStep(0))
    legal(game, _attack(game, 0, toguro, 0))
    noted = game.state.values.get(V_END_DRAW + "0")
    assert isinstance(noted, str) == mind_games
    legal(game, PassMoment(1))
    for _ in range(3):  # the opponent holds more cards (a fixture)
        put(game, 1, "DT-C73", "hand")
    held, theirs = len(hand(game, 0)), len(hand(game, 1))
    assert theirs > held
    _end_turn(game, 0)
    assert len(hand(game, 0)) == (theirs if mind_games else held)
