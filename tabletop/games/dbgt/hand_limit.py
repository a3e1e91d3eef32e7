"""The Discard step's hand limit: discarding down to it at once (:class:`DiscardDown`), as the
step bar offers it, and the discard the app suggests (shared/rules/dbgt.md §4)."""

from __future__ import annotations

from tabletop.engine import verdict as codes
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import card_effects
from .actions import DiscardDown
from .table import DISCARD, DISCARD_STEP, HAND, TableFacts, zid
from .turn import own_step


def excess(facts: TableFacts, state: GameState, seat: int) -> int:
    """How many cards ``seat`` holds above the hand limit (0: none)."""
    return max(
        0, len(state.zones[zid(seat, HAND)].cards) - card_effects.hand_limit(facts, state, seat)
    )


def suggested_discard(facts: TableFacts, state: GameState, seat: int) -> DiscardDown:
    """Discarding down to the limit with the cards held longest (the player chooses which)."""
    hand = state.zones[zid(seat, HAND)].cards
    return DiscardDown(seat, tuple(hand[: excess(facts, state, seat)]))


def check_discard_down(facts: TableFacts, state: GameState, action: DiscardDown) -> Verdict:
    """The discarding seat, in the Discard step, distinct cards of its hand, exactly as many
    as bring it down to the limit."""
    seat = action.seat
    hand = state.zones[zid(seat, HAND)].cards
    for uid in action.discards:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
        if uid not in hand:
            return Verdict.impossible("dbgt.not_in_hand", card=uid)
    if len(set(action.discards)) != len(action.discards):
        return Verdict.impossible("dbgt.discard_twice")
    verdict = own_step(facts, state, seat, DISCARD_STEP)
    if not verdict.legal:
        return verdict
    limit = card_effects.hand_limit(facts, state, seat)
    if len(hand) <= limit:
        return Verdict.illegal("dbgt.hand_at_limit", count=len(hand), limit=limit)
    if len(action.discards) != len(hand) - limit:
        return Verdict.illegal(
            "dbgt.discard_down_count", count=len(hand) - limit, limit=limit, hand=len(hand)
        )
    return Verdict.ok()


def apply_discard_down(
    facts: TableFacts, state: GameState, action: DiscardDown, tx: Transaction
) -> None:
    """Each card, hand to discard pile, face up."""
    for uid in action.discards:
        tx.move(uid, zid(action.seat, DISCARD), face_up=True)
