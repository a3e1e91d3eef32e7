"""Dark Tournament cards that make the opponent discard cards of their own choice
(``discard_chosen``, rules generation 4): the game waits for the opponent's
:class:`ChooseDiscards` (their one legal action, offered in the legal lists and on the step
bar; every other rule action refused), the chosen cards go to their discard pile, and undo
and redo take the choice and the card back and forth. A hand of no more cards than asked is
discarded at once.

Narrower readings, as the cards' ``data_note`` says: Hiei, the Stern's Darkness (DT-U5)
answers the damage of the opponent's attack while he is the fighter (the damage of another
card effect is left to the players); Baiting the Dragon (DT-C68) reads "if Hiei is a
fighter" as the player's own fighter."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, NextStep
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, ChooseDiscards, PassMoment, PlayEvent
from tabletop.games.yyh.board import zone
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import CHOICE_PENDING, CHOSEN_COUNT, owed

from .rules_helpers import game_at, hand, legal, new_fighter, put, refused, set_spirit

HERO, VILLAIN = "GF-R5", "GF-ST6"  # Yusuke, Resurrected; Chu


def _attack(card_id: str, foe: str) -> tuple[Controller, int]:
    """Player 0's Attack Step, ``card_id`` its fighter against ``foe``, 5 Spirit each."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    new_fighter(game, 1, foe)
    return game, new_fighter(game, 0, card_id)


def _offered(game: Controller, seat: int) -> list[object]:
    rules = game.ruleset
    found = rules.work_out_legal_actions(game.state, seat)  # type: ignore[attr-defined]
    assert found == legal_by_verdict(rules, game.state, seat)  # type: ignore[arg-type]
    return list(found)


def test_makintaro_makes_a_hero_opponent_discard_a_card_of_their_choice() -> None:
    game, makintaro = _attack("DT-C57", HERO)
    before = game.state.copy()
    legal(game, AttackWith(0, makintaro, 0, tuple(hand(game, 0)[:1])))
    theirs = hand(game, 1)
    assert owed(game.state, 1) == 1 and game.ruleset.actor(game.state) == 1
    offered = _offered(game, 1)
    assert offered and all(isinstance(a, ChooseDiscards) for a in offered)
    assert {a.discards for a in offered if isinstance(a, ChooseDiscards)} <= {
        (uid,) for uid in theirs
    }
    assert _offered(game, 0) == []
    refused(game, PassMoment(1), CHOICE_PENDING)
    refused(game, NextStep(0), CHOICE_PENDING)
    refused(game, ChooseDiscards(1, tuple(theirs[:2])), CHOSEN_COUNT)
    steps = game.ruleset.table_aids().step_actions(game.state, 1)
    assert [type(s.action) for s in steps] == [ChooseDiscards]
    chosen = theirs[-1]
    legal(game, ChooseDiscards(1, (chosen,)))
    assert game.state.cards[chosen].zone == zone(1, "discard")
    assert owed(game.state, 1) == 0 and hand(game, 1) == theirs[:-1]
    legal(game, PassMoment(1))  # the attack's moment goes on where it was
    after = game.state.copy()
    for _ in range(3):
        assert game.undo() is not None
    assert game.state == before
    for _ in range(3):
        assert game.redo() is not None
    assert game.state == after


def test_makintaro_asks_nothing_of_a_villain() -> None:
    game, makintaro = _attack("DT-C57", VILLAIN)
    legal(game, AttackWith(0, makintaro, 0, tuple(hand(game, 0)[:1])))
    assert owed(game.state, 1) == 0 and game.ruleset.actor(game.state) == 1


def test_a_hand_of_one_card_is_discarded_at_once() -> None:
    game, makintaro = _attack("DT-C57", HERO)
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in hand(game, 1)[1:]:
        tx.move(uid, zone(1, "discard"), face_up=True)
    last = hand(game, 1)[0]
    legal(game, AttackWith(0, makintaro, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[last].zone == zone(1, "discard") and owed(game.state, 1) == 0


@pytest.mark.parametrize("more", [True, False])
def test_hiei_the_stern_makes_the_opponent_discard_with_more_spirit(more: bool) -> None:
    game, hiei = _attack("DT-U5", VILLAIN)
    set_spirit(game, 0, 6 if more else 5)
    legal(game, AttackWith(0, hiei, 0, tuple(hand(game, 0)[:2])))
    assert owed(game.state, 1) == (1 if more else 0)


@pytest.mark.parametrize("damage", [True, False])
def test_hiei_the_stern_hurt_makes_the_attacker_discard(damage: bool) -> None:
    # Kurama, the Tactician: 4500 against Hiei's 4500 deals 1; Chu's 4000 none
    game, attacker = _attack("DT-C51" if damage else VILLAIN, "DT-U5")
    before = game.state.copy()
    legal(game, AttackWith(0, attacker, 0, tuple(hand(game, 0)[:1])))
    legal(game, PassMoment(1))
    if not damage:
        assert owed(game.state, 0) == 0
        return
    assert owed(game.state, 0) == 1 and game.ruleset.actor(game.state) == 0
    refused(game, NextStep(0), CHOICE_PENDING)
    mine = hand(game, 0)
    legal(game, ChooseDiscards(0, (mine[0],)))
    assert game.state.cards[mine[0]].zone == zone(0, "discard")
    legal(game, NextStep(0))
    for _ in range(4):
        assert game.undo() is not None
    assert game.state == before


@pytest.mark.parametrize("hiei", [True, False])
def test_baiting_the_dragon_searches_and_makes_the_opponent_discard_with_hiei(
    hiei: bool,
) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    if hiei:
        new_fighter(game, 0, "DT-U5")
    put(game, 0, "GF-S174", "deck")  # Dragon of the Darkness Flame (the demo holds some)
    bait = put(game, 0, "DT-C68", "hand")
    plays = [a for a in _offered(game, 0) if isinstance(a, PlayEvent) and a.card == bait]
    assert PlayEvent(0, bait, "now", ()) in plays  # "you may"
    action = next(a for a in plays if a.picks and a.duration == "now")
    (dragon,) = action.picks
    assert game.state.cards[dragon].card_id == "GF-S174"
    legal(game, action)
    assert game.state.cards[dragon].zone == zone(0, "hand")
    assert owed(game.state, 1) == (1 if hiei else 0)
    assert game.ruleset.actor(game.state) == (1 if hiei else 0)
    assert game.undo() is None  # a card searched from the deck: no undo (as every search)


def test_baiting_the_dragon_without_a_search_undoes() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    new_fighter(game, 0, "DT-U5")
    bait = put(game, 0, "DT-C68", "hand")
    before = game.state.copy()
    legal(game, PlayEvent(0, bait, "now", ()))
    assert owed(game.state, 1) == 1
    chosen = hand(game, 1)[0]
    legal(game, ChooseDiscards(1, (chosen,)))
    after = game.state.copy()
    assert game.undo() is not None and game.undo() is not None
    assert game.state == before
    assert game.redo() is not None and game.redo() is not None
    assert game.state == after


@pytest.mark.parametrize("own", [HERO, VILLAIN])
def test_confrontation_discards_face_up_cards_for_a_hero_or_asks_a_discard_for_a_villain(
    own: str,
) -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    new_fighter(game, 0, own)
    items = [put(game, 1, "GF-C113", "items") for _ in range(3)]  # face up on their fighter
    event = put(game, 0, "DT-TC14", "hand")
    plays = [a for a in _offered(game, 0) if isinstance(a, PlayEvent) and a.card == event]
    hero = own == HERO
    assert {len(a.picks) for a in plays} == ({0, 1, 2} if hero else {0})
    if not hero:
        refused(game, PlayEvent(0, event, "now", (items[0],)), "yyh.bad_pick")
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", tuple(items[:2]) if hero else ()))
    discarded = [u for u in items if game.state.cards[u].zone == zone(1, "discard")]
    assert discarded == (items[:2] if hero else [])
    assert owed(game.state, 1) == (0 if hero else 1)
    if not hero:
        legal(game, ChooseDiscards(1, (hand(game, 1)[0],)))
    after = game.state.copy()
    for _ in range(1 if hero else 2):
        assert game.undo() is not None
    assert game.state == before
    for _ in range(1 if hero else 2):
        assert game.redo() is not None
    assert game.state == after
