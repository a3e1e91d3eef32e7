"""Switching fighters: the fighter and a Sideline character change places (the card-effect
action :class:`~.actions.SwitchFighter`, and from rules generation 4 the ``switch`` effect of
a card, :class:`~tabletop.cards.yyh_effect_models_dt.SwitchFighter`, whose Sideline character
is chosen like a pick: a parameter of the action, offered in the legal lists)."""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import C_SPIRIT, CardLookup, generation, slot_of, slot_zone, zone
from .card_moves import leave_arena_to_slot, pay_spirit
from .profile import YyhParams


def switch_fighter(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, seat: int, slot: int
) -> None:
    """``seat``'s fighter and the character of Sideline slot ``slot`` change places: the old
    fighter's attachments go face down under it (its Techniques to the discard pile, unless
    ``techniques_on_sideline``), the new fighter's turn face up, paid (those its player cannot
    pay are discarded)."""
    incoming = state.zones[slot_zone(seat, slot)].cards[-1]
    attached = list(state.zones[zone(seat, f"slot{slot}_att")].cards)
    if not params.techniques_on_sideline and generation(state) >= 2:
        for uid in list(state.zones[zone(seat, "techs")].cards):  # Techniques: fighter only
            tx.move(uid, zone(seat, "discard"), face_up=True)
    leave_arena_to_slot(state, tx, seat, slot)
    tx.move(incoming, slot_zone(seat, 1), face_up=True)
    for uid in attached:
        card_id = state.cards[uid].card_id
        cost = cards.spirit_cost(card_id)
        if state.counters[seat].get(C_SPIRIT, 0) < cost:
            tx.move(uid, zone(seat, "discard"), face_up=True)
            continue
        pay_spirit(state, tx, seat, cost)
        area = "techs" if cards.technique(card_id) else "items"
        tx.move(uid, zone(seat, area), face_up=True)


def switch_picked(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    picks: tuple[int, ...],
) -> None:
    """Each picked Sideline character (still on its owner's Sideline) becomes its owner's
    fighter, the fighter going to its Match Slot."""
    for uid in picks:
        where = slot_of(state, uid)
        if where is not None and where[1] != 1:
            switch_fighter(state, tx, params, cards, *where)
