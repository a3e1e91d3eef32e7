"""Choices the opponent makes besides a discard of their hand (rules generation 4): the
Ghost Files kinds ``shuffle_chosen`` (the chosen cards of the hand go into the deck,
shuffled), ``discard_or_spirit`` (the choice of no card loses Spirit Energy instead) and
``trim_attached`` (the chosen cards are attached to the chooser's fighter).

They use the chosen discard's machinery (:mod:`.opponent_choice`): the cards owed are its
game value ``yyh.owed.<seat>``, the game waits for the player's
:class:`~.actions.ChooseDiscards`; three more game values of the owing player say where the
cards come from (``yyh.owed_from.<seat>``: ``attached``), where they go
(``yyh.owed_to.<seat>``: ``deck``) and the Spirit Energy a choice of no card costs instead
(``yyh.owed_or.<seat>``). They are cleared with the choice, so a game without them reads as
before.
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import C_SPIRIT, counter, int_value, zone
from .card_moves import leave_play

#: The game values of a choice of another kind (each followed by the owing seat).
OWED_FROM = "yyh.owed_from."
OWED_TO = "yyh.owed_to."
OWED_OR = "yyh.owed_or."


def _owed_value(seat: int) -> str:
    return f"yyh.owed.{seat}"


def pool(state: GameState, seat: int) -> list[int]:
    """The cards ``seat``'s owed choice takes from: its hand, or (``trim_attached``) the cards
    attached to its fighter."""
    if state.values.get(OWED_FROM + str(seat)) == "attached":
        return _attached(state, seat)
    return list(state.zones[zone(seat, "hand")].cards)


def _attached(state: GameState, seat: int) -> list[int]:
    return [uid for area in ("items", "techs") for uid in state.zones[zone(seat, area)].cards]


def spirit_instead(state: GameState, seat: int) -> int:
    """The Spirit Energy ``seat`` may lose instead of its owed discard (0: no such choice)."""
    return int_value(state, OWED_OR + str(seat))


def _owe(state: GameState, tx: Transaction, side: int, count: int) -> None:
    tx.set_value(_owed_value(side), int_value(state, _owed_value(side)) + count)


def shuffle_chosen(state: GameState, tx: Transaction, side: int, count: int) -> None:
    """``side`` must shuffle ``count`` cards of their choice from their hand into their deck:
    the whole hand at once when it holds no more, else owed."""
    hand = state.zones[zone(side, "hand")].cards
    if int_value(state, _owed_value(side)):
        return  # another choice is owed: one at a time
    if len(hand) <= count:
        for uid in list(hand):
            tx.move(uid, zone(side, "deck"), -1, False)
        if hand:
            tx.shuffle(zone(side, "deck"))
        return
    tx.set_value(OWED_TO + str(side), "deck")
    _owe(state, tx, side, count)


def discard_or_spirit(
    state: GameState, tx: Transaction, side: int, count: int, spirit: int
) -> None:
    """``side`` must discard ``count`` cards of their choice or lose ``spirit`` Spirit
    Energy: only the one they can do when they cannot do both (a hand of no more cards than
    owed is discarded at once), nothing when neither."""
    hand = state.zones[zone(side, "hand")].cards
    may_lose = counter(state, side, C_SPIRIT) >= spirit
    if int_value(state, _owed_value(side)):
        return  # another choice is owed: one at a time
    if not hand:
        if may_lose:
            tx.set_counter(side, C_SPIRIT, counter(state, side, C_SPIRIT) - spirit)
        return
    if not may_lose and len(hand) <= count:
        for uid in list(hand):
            tx.move(uid, zone(side, "discard"), face_up=True)
        return
    if may_lose:
        tx.set_value(OWED_OR + str(side), spirit)
    _owe(state, tx, side, min(count, len(hand)))


def trim_attached(state: GameState, tx: Transaction, side: int, keep: int) -> None:
    """``side`` must discard cards of their choice attached to their fighter until ``keep``
    are left (all at once when ``keep`` is 0; nothing with no more than ``keep``)."""
    if int_value(state, _owed_value(side)):
        return  # another choice is owed: one at a time
    attached = _attached(state, side)
    extra = len(attached) - keep
    if extra <= 0:
        return
    if keep == 0:
        for uid in attached:
            _discard_attached(state, tx, uid)
        return
    tx.set_value(OWED_FROM + str(side), "attached")
    _owe(state, tx, side, extra)


def _discard_attached(state: GameState, tx: Transaction, uid: int) -> None:
    leave_play(state, tx, uid, zone(state.cards[uid].owner, "discard"), True)


def apply_other_choice(
    state: GameState, tx: Transaction, seat: int, discards: tuple[int, ...]
) -> bool:
    """Carry out a choice of another kind owed by ``seat`` (the cards ``discards``); False
    when the choice is a plain discard of the hand (the caller discards them). The values of
    the choice are cleared either way."""
    key = str(seat)
    where_from, where_to = state.values.get(OWED_FROM + key), state.values.get(OWED_TO + key)
    spirit = spirit_instead(state, seat)
    for name in (OWED_FROM, OWED_TO, OWED_OR):
        if state.values.get(name + key) is not None:
            tx.set_value(name + key, None)
    if spirit and not discards:  # the Spirit Energy instead of a card
        tx.set_counter(seat, C_SPIRIT, max(0, counter(state, seat, C_SPIRIT) - spirit))
        return True
    if where_from == "attached":
        for uid in discards:
            _discard_attached(state, tx, uid)
        return True
    if where_to == "deck":
        for uid in discards:
            tx.move(uid, zone(seat, "deck"), -1, False)
        tx.shuffle(zone(seat, "deck"))
        return True
    return False
