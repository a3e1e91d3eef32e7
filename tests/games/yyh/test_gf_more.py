"""Ghost Files cards that make the opponent discard cards of their own choice
(``discard_chosen``, rules generation 4, the Dark Tournament's machinery): the game waits for
the opponent's :class:`ChooseDiscards` (their one legal action, offered in the legal lists),
the chosen cards go to their discard pile, and undo and redo take the choice back and forth.
And the switch of the player's choice (``switch``): I'm Callin' You Out! (GF-G180),
Substitute (GF-U112)."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import (
    AttackWith,
    ChooseDiscards,
    PassMoment,
    PlayEvent,
    UseCard,
)
from tabletop.games.yyh.board import fighter, slot_zone, zone
from tabletop.games.yyh.choice_effects import BAD_PICK
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import owed

from .rules_helpers import game_at, hand, legal, new_fighter, refused, set_spirit

FOE = "GF-ST6"  # Chu: an attack without an effect


def _attack(card_id: str) -> tuple[Controller, int]:
    """Player 0's Attack Step, ``card_id`` its fighter against Chu, 5 Spirit each."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    new_fighter(game, 1, FOE)
    return game, new_fighter(game, 0, card_id)


def _trim_hand(game: Controller, seat: int, keep: int) -> None:
    """``seat``'s hand cut to its first ``keep`` cards (the others discarded; a fixture)."""
    tx = Transaction(game.state, SeededChance(0, 0))
    for uid in hand(game, seat)[keep:]:
        tx.move(uid, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()


def _choose(game: Controller, count: int) -> tuple[int, ...]:
    """The opponent owes ``count`` cards, offered only choices of that many of their hand;
    the last ``count`` cards of the hand are chosen (checked to reach the discard pile)."""
    theirs = hand(game, 1)
    assert owed(game.state, 1) == count and game.ruleset.actor(game.state) == 1
    rules = game.ruleset
    offered = rules.work_out_legal_actions(game.state, 1)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(rules, game.state, 1)  # type: ignore[arg-type]
    assert offered and all(isinstance(a, ChooseDiscards) for a in offered)
    assert all(
        len(a.discards) == count and set(a.discards) <= set(theirs)
        for a in offered
        if isinstance(a, ChooseDiscards)
    )
    chosen = tuple(theirs[-count:])
    legal(game, ChooseDiscards(1, chosen))
    assert all(game.state.cards[uid].zone == zone(1, "discard") for uid in chosen)
    assert owed(game.state, 1) == 0 and hand(game, 1) == theirs[:-count]
    return chosen


def _undo_redo(game: Controller, before: object, steps: int) -> None:
    after = game.state.copy()
    for _ in range(steps):
        assert game.undo() is not None
    assert game.state == before
    for _ in range(steps):
        assert game.redo() is not None
    assert game.state == after


def test_hiei_the_swordsmans_precise_strike_makes_the_opponent_choose_a_discard() -> None:
    game, hiei = _attack("GF-R32")
    before = game.state.copy()
    legal(game, AttackWith(0, hiei, 0, tuple(hand(game, 0)[:1])))
    _choose(game, 1)
    legal(game, PassMoment(1))
    _undo_redo(game, before, 3)


@pytest.mark.parametrize("cards", [5, 2])
def test_ura_urashimas_deception_makes_a_hand_of_three_or_more_discard_three(cards: int) -> None:
    game, ura = _attack("GF-C31")
    _trim_hand(game, 1, cards)
    before = game.state.copy()
    legal(game, AttackWith(0, ura, 0, tuple(hand(game, 0)[:3])))
    if cards < 3:
        assert owed(game.state, 1) == 0 and len(hand(game, 1)) == cards
        return
    _choose(game, 3)
    legal(game, PassMoment(1))
    _undo_redo(game, before, 3)


@pytest.mark.parametrize("hiei", [False, True])
def test_jagan_eye_makes_the_opponent_choose_unless_hiei_uses_it_then_at_random(
    hiei: bool,
) -> None:
    """Jagan Eye (GF-C148): the opponent chooses the discard; attached to Hiei, the card is
    discarded at random instead (nothing to choose)."""
    game, _ = _attack("GF-R32" if hiei else FOE)
    game.state.derived.clear()
    eye = game.state.add_card("GF-C148", 0, zone(0, "techs"), face_up=True)
    theirs = hand(game, 1)
    before = game.state.copy()
    legal(game, AttackWith(0, eye, 0, tuple(hand(game, 0)[:2])))
    if not hiei:
        _choose(game, 1)
        legal(game, PassMoment(1))
        _undo_redo(game, before, 3)
        return
    assert owed(game.state, 1) == 0 and game.ruleset.actor(game.state) == 1
    left = hand(game, 1)
    assert len(left) == len(theirs) - 1 and set(left) < set(theirs)
    gone = (set(theirs) - set(left)).pop()
    assert game.state.cards[gone].zone == zone(1, "discard")
    assert game.undo() is None  # a card chosen at random is not taken back (as every chance)


@pytest.mark.parametrize(("card", "side"), [("GF-G180", 1), ("GF-U112", 0)])
def test_the_chosen_sideline_character_switches_in(card: str, side: int) -> None:
    """I'm Callin' You Out! (GF-G180) and Substitute (GF-U112): the player chooses a
    character on the opponent's (their own) Sideline, the Event's pick, offered for each; it
    becomes that side's fighter and the old fighter takes its Match Slot."""
    game = game_at("main")
    set_spirit(game, 0, 5)
    game.state.derived.clear()
    event = game.state.add_card(card, 0, zone(0, "hand"), face_up=True)
    old = fighter(game.state, side)
    waiting = [game.state.zones[slot_zone(side, s)].cards[-1] for s in (2, 3, 4)]
    rules = game.ruleset
    offered = rules.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(rules, game.state, 0)  # type: ignore[arg-type]
    plays = {a.picks for a in offered if isinstance(a, PlayEvent) and a.card == event}
    assert plays == {(uid,) for uid in waiting}
    refused(game, PlayEvent(0, event, "now", ()), BAD_PICK)
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", (waiting[1],)))
    assert fighter(game.state, side) == waiting[1]
    assert old is not None and game.state.cards[old].zone == slot_zone(side, 3)
    _undo_redo(game, before, 1)


@pytest.mark.parametrize("mine", [3, 0])
def test_desperate_decision_each_player_discards_of_their_own_choice(mine: int) -> None:
    """Desperate Decision (GF-ST96): with a card in the player's hand, the player discards 1
    card of their choice and the opponent 2 of theirs (both owed at once, the player choosing
    first); with an empty hand nothing happens (narrower: the cost read as a discard)."""
    game = game_at("main")
    _trim_hand(game, 0, mine)
    game.state.derived.clear()
    event = game.state.add_card("GF-ST96", 0, zone(0, "hand"), face_up=True)
    theirs = hand(game, 1)
    before = game.state.copy()
    legal(game, PlayEvent(0, event, "now", ()))
    if not mine:
        assert owed(game.state, 0) == owed(game.state, 1) == 0 and hand(game, 1) == theirs
        return
    assert owed(game.state, 0) == 1 and owed(game.state, 1) == 2
    assert game.ruleset.actor(game.state) == 0
    held = hand(game, 0)
    legal(game, ChooseDiscards(0, (held[0],)))
    assert game.state.cards[held[0]].zone == zone(0, "discard") and owed(game.state, 0) == 0
    _choose(game, 2)
    _undo_redo(game, before, 3)


def test_serpent_yo_yos_is_discarded_to_make_the_opponent_choose_a_discard() -> None:
    """Serpent Yo-Yos (GF-ST136): in the Main Step its player discards it (a use, offered in
    the legal lists) and the opponent discards a card of their choice."""
    game = game_at("main")
    game.state.derived.clear()
    yoyos = game.state.add_card("GF-ST136", 0, zone(0, "items"), face_up=True)
    rules = game.ruleset
    offered = rules.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert UseCard(0, yoyos) in offered
    before = game.state.copy()
    legal(game, UseCard(0, yoyos))
    assert game.state.cards[yoyos].zone == zone(0, "discard")
    _choose(game, 1)
    _undo_redo(game, before, 2)


@pytest.mark.parametrize("cards", [6, 4])
def test_suzukas_laughter_makes_the_opponent_choose_down_to_four_cards(cards: int) -> None:
    """Suzuka (GF-R3), Laughter: an opponent holding more than 4 cards discards cards of
    their choice until 4 are left (a new field ``keep`` of discard_chosen); 4 or fewer: no
    discard. His Amusing Joke stays by hand."""
    game, suzuka = _attack("GF-R3")
    game.state.derived.clear()
    for _ in range(6):  # enough cards in the opponent's hand for either case
        game.state.add_card(FOE, 1, zone(1, "hand"), face_up=False)
    _trim_hand(game, 1, cards)
    before = game.state.copy()
    legal(game, AttackWith(0, suzuka, 0, tuple(hand(game, 0)[:1])))
    if cards <= 4:
        assert owed(game.state, 1) == 0 and len(hand(game, 1)) == cards
        return
    _choose(game, cards - 4)
    assert len(hand(game, 1)) == 4
    legal(game, PassMoment(1))
    _undo_redo(game, before, 3)
