"""Ghost Files cards that make the opponent discard cards of their own choice
(``discard_chosen``, rules generation 4, the Dark Tournament's machinery): the game waits for
the opponent's :class:`ChooseDiscards` (their one legal action, offered in the legal lists),
the chosen cards go to their discard pile, and undo and redo take the choice back and forth."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, ChooseDiscards, PassMoment
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.opponent_choice import owed

from .rules_helpers import game_at, hand, legal, set_spirit

FOE = "GF-ST6"  # Chu: an attack without an effect


def _fighter(game: Controller, seat: int, card_id: str) -> int:
    """``seat``'s fighter set aside and ``card_id`` put in its place (a test fixture)."""
    old = fighter(game.state, seat)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()
    return game.state.add_card(card_id, seat, zone(seat, "arena"), face_up=True)


def _attack(card_id: str) -> tuple[Controller, int]:
    """Player 0's Attack Step, ``card_id`` its fighter against Chu, 5 Spirit each."""
    game = game_at("attack")
    set_spirit(game, 0, 5)
    set_spirit(game, 1, 5)
    _fighter(game, 1, FOE)
    return game, _fighter(game, 0, card_id)


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
