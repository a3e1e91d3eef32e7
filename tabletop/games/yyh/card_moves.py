"""The moves of cards and Spirit Energy the Yu Yu Hakusho rules make (yyh.md §4, §6, §7):
Spirit paid and gained, cards drawn and milled, a character entering the Arena or going back
to its Match Slot, cards leaving play (upright, their counters gone) to the discard pile or a
Winner's Circle, and the effects of a scope expiring. The turn machine that calls them is
:mod:`.matches`."""

from __future__ import annotations

from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction

from .actions import DURATIONS
from .board import (
    C_SPIRIT,
    CC_DURATION,
    CC_PLAYED_BY,
    V_DECK_OUT,
    CardLookup,
    attachment_zones,
    counter,
    fighter,
    slot_zone,
    zone,
)
from .profile import YyhParams
from .rules_gf import end_forbids


def pay_spirit(state: GameState, tx: Transaction, seat: int, cost: int) -> None:
    """Take ``cost`` Spirit Energy from ``seat`` (never below 0)."""
    tx.set_counter(seat, C_SPIRIT, max(0, counter(state, seat, C_SPIRIT) - cost))


def gain_spirit(
    state: GameState, tx: Transaction, params: YyhParams, seat: int, amount: int
) -> None:
    """Add ``amount`` (may be negative) to ``seat``'s Spirit Energy, within 0 and the cap."""
    value = counter(state, seat, C_SPIRIT) + amount
    tx.set_counter(seat, C_SPIRIT, max(0, min(params.spirit_cap, value)))


def draw_cards(state: GameState, tx: Transaction, seat: int, count: int) -> None:
    """``seat`` draws ``count`` cards; a deck too small means that player loses (checked in
    :func:`.matches.check_game_over`)."""
    deck, hand = zone(seat, "deck"), zone(seat, "hand")
    for _ in range(count):
        cards = state.zones[deck].cards
        if not cards:
            tx.set_value(V_DECK_OUT, seat)
            return
        tx.move(cards[-1], hand)


def mill_cards(state: GameState, tx: Transaction, seat: int, count: int) -> None:
    """``seat`` discards the top ``count`` cards of their deck (too few: they lose)."""
    deck, discard = zone(seat, "deck"), zone(seat, "discard")
    for _ in range(count):
        cards = state.zones[deck].cards
        if not cards:
            tx.set_value(V_DECK_OUT, seat)
            return
        tx.move(cards[-1], discard, face_up=True)


def enter_arena(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, slot: int
) -> int | None:
    """The character of Match Slot ``slot`` becomes the fighter: turned face up, its
    face-down attachments turned face up and paid in order (one its owner cannot pay is
    discarded). Returns the fighter, or None when the slot is empty."""
    source = slot_zone(seat, slot)
    chars = list(state.zones[source].cards)
    if not chars:
        return None
    uid = chars[-1]
    tx.move(uid, zone(seat, "arena"), face_up=True)
    for extra in chars[:-1]:  # a crowded slot (manual play): the rest wait in the discard
        leave_play(state, tx, extra, zone(seat, "discard"), face_up=True)
    if slot != 1:
        for att in list(state.zones[zone(seat, f"slot{slot}_att")].cards):
            card_id = state.cards[att].card_id
            cost = cards.spirit_cost(card_id)
            if counter(state, seat, C_SPIRIT) < cost:
                tx.move(att, zone(seat, "discard"), face_up=True)
                continue
            pay_spirit(state, tx, seat, cost)
            where = "techs" if cards.technique(card_id) is not None else "items"
            tx.move(att, zone(seat, where), face_up=True)
    return uid


def leave_arena_to_slot(state: GameState, tx: Transaction, seat: int, slot: int) -> None:
    """The fighter goes to Sideline slot ``slot``; its attachments go face down under it."""
    uid = fighter(state, seat)
    if uid is None:
        return
    tx.move(uid, slot_zone(seat, slot), face_up=True)
    for name in ("items", "techs"):
        for att in list(state.zones[zone(seat, name)].cards):
            tx.move(att, zone(seat, f"slot{slot}_att"), face_up=False)


def discard_attachments(state: GameState, tx: Transaction, seat: int, slot: int) -> None:
    """Discard every card attached to the character of Match Slot ``slot``."""
    for zone_id in attachment_zones(seat, slot):
        for att in list(state.zones[zone_id].cards):
            tx.move(att, zone(seat, "discard"), face_up=True)


def clear_card(state: GameState, tx: Transaction, uid: int) -> None:
    """Turn a card upright and remove its counters (it leaves play)."""
    tx.set_rotation(uid, 0)
    for name in list(state.cards[uid].counters):
        tx.set_card_counter(uid, name, None)


def leave_play(
    state: GameState, tx: Transaction, uid: int, to_zone: str, face_up: bool | None
) -> None:
    """Move a card out of play to ``to_zone``: it arrives upright, its counters gone (every
    move of a card that may be turned, out of the Arena, the Match Slots or the effects, goes
    through here)."""
    clear_card(state, tx, uid)
    tx.move(uid, to_zone, -1, face_up)


def set_aside(state: GameState, tx: Transaction, uid: int, won: bool) -> None:
    """Put a finished fighter into its owner's Winner's Circle: face up if it won."""
    leave_play(state, tx, uid, zone(state.cards[uid].owner, "winners_circle"), face_up=won)


def expire(state: GameState, tx: Transaction, scopes: tuple[str, ...]) -> None:
    """End effects of the given scopes: modifier counters named ``<stat>.<scope>`` on every
    card, and Events of those durations in the effects areas."""
    end_forbids(state, tx, scopes)  # what a card forbade for one of those scopes
    for card in [card for card in state.cards.values() if card.counters]:
        ended = [name for name in card.counters if name.partition(".")[2] in scopes]
        for name in ended:
            tx.set_card_counter(card.uid, name, None)
    for seat in SEATS:
        effects = state.zones[zone(seat, "effects")].cards
        for uid in list(effects) if effects else ():
            counters = state.cards[uid].counters
            code = counters.get(CC_DURATION, 0)
            name = DURATIONS[code] if 0 <= code < len(DURATIONS) else "now"
            if name == "draw":
                name = f"draw{counters.get(CC_PLAYED_BY, seat)}"
            if name in scopes or name == "now":
                leave_play(state, tx, uid, zone(seat, "discard"), face_up=True)
