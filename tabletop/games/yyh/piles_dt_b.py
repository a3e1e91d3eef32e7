"""Deck and discard pile effects of the Dark Tournament (rules generation 4): the deck
discarded down to a card of a kind, which is attached to the fighter unpaid (``dig_attach``),
the top of the discard pile shuffled back with Spirit Energy for its cards of a kind
(``recycle_top``), a random card of the hand and the top of the deck discarded, cards drawn if
both are of a kind (``twin_discard``; the random pick a recorded chance). Each runs in the applying action's own transaction (a shuffle or a card
shown from the deck ends what undo can take back, as every such move does).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_b import DigAttach, RecycleTop, TwinDiscard
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import CardLookup, fighter, zone
from .card_moves import draw_cards, gain_spirit, mill_cards
from .profile import YyhParams


def _of_kind(cards: CardLookup, card_id: str, kind: str) -> bool:
    """Whether the card is of ``kind`` (``item`` / ``technique`` / ``event`` /
    ``character``)."""
    return getattr(cards.card(card_id), "type", None) == kind


def dig_attach(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, effect: DigAttach
) -> None:
    """``seat`` discards the top card of its deck until one of ``effect.kind`` comes, and
    attaches that one face up to its fighter, unpaid (none: the deck is discarded)."""
    deck, discard = zone(seat, "deck"), zone(seat, "discard")
    own = fighter(state, seat)
    while state.zones[deck].cards:
        uid = state.zones[deck].cards[-1]
        tx.move(uid, discard, face_up=True)
        if _of_kind(cards, state.cards[uid].card_id, effect.kind):
            if own is not None:
                area = "techs" if effect.kind == "technique" else "items"
                tx.move(uid, zone(seat, area), face_up=True)
            return


def recycle_top(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    seat: int,
    effect: RecycleTop,
) -> None:
    """``seat`` shuffles the top ``effect.count`` cards of its discard pile into its deck and
    gains ``effect.spirit`` Spirit Energy for each of ``effect.per`` among them."""
    pile = state.zones[zone(seat, "discard")].cards
    taken = list(pile[-effect.count :])
    found = sum(1 for uid in taken if _of_kind(cards, state.cards[uid].card_id, effect.per))
    for uid in taken:
        tx.move(uid, zone(seat, "deck"), face_up=False)
    if taken:
        tx.shuffle(zone(seat, "deck"))
    if found and effect.spirit:
        gain_spirit(state, tx, params, seat, effect.spirit * found)


def twin_discard(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, effect: TwinDiscard
) -> None:
    """``seat`` discards a card at random from its hand and the top card of its deck, then
    draws ``effect.draw`` cards if both are of ``effect.kind``."""
    held = state.zones[zone(seat, "hand")].cards
    chosen = held[tx.random_int(0, len(held) - 1)] if held else None
    if chosen is not None:
        tx.move(chosen, zone(seat, "discard"), face_up=True)
    deck = state.zones[zone(seat, "deck")].cards
    top = deck[-1] if deck else None
    mill_cards(state, tx, seat, 1)
    both = (chosen, top)
    if all(
        uid is not None and _of_kind(cards, state.cards[uid].card_id, effect.kind) for uid in both
    ):
        draw_cards(state, tx, seat, effect.draw)
