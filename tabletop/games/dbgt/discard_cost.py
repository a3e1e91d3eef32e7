"""Defenses that cost a card of the hand (rules generation 3, the data's ``discard_cost``):
the defender discards one other card of their hand to play the defense. The card is the
:class:`.actions.Defend`'s ``discard`` (none named: the first other card of the hand, the
app's suggestion); the legal actions offer the defense naming none and one per card that may pay
(:func:`variants`), and the table asks which (:func:`choices`).

A game of an older generation sees no such effect (:func:`.generations.effects_of`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tabletop.cards.effect_models_more import DiscardCost
from tabletop.engine.actions import Action
from tabletop.engine.ruleset import Choice
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import generations
from .actions import Defend
from .table import DISCARD, HAND, TableFacts, zid


def costs_a_card(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether playing ``uid`` costs a card of the hand."""
    return any(isinstance(e, DiscardCost) for e in generations.effects_of(facts, state, uid))


def _others(state: GameState, action: Defend) -> list[int]:
    """The cards of the defender's hand other than the defense."""
    return [c for c in state.zones[zid(action.seat, HAND)].cards if c != action.card]


def paid_with(facts: TableFacts, state: GameState, action: Defend) -> int | None:
    """The card ``action`` discards to pay its defense (None: the defense costs none, or no
    card may pay)."""
    if not costs_a_card(facts, state, action.card):
        return None
    if action.discard:
        return action.discard[0]
    others = _others(state, action)
    return others[0] if others else None


def refusal(facts: TableFacts, state: GameState, action: Defend) -> Verdict | None:
    """Why the discard ``action`` names (or lacks) may not pay its defense; None when it
    may."""
    if not costs_a_card(facts, state, action.card):
        return Verdict.illegal("dbgt.no_discard_cost") if action.discard else None
    others = _others(state, action)
    if not others:
        return Verdict.illegal("dbgt.discard_cost_none")
    if action.discard and (len(action.discard) != 1 or action.discard[0] not in others):
        return Verdict.illegal("dbgt.discard_cost_not_in_hand")
    return None


def pay(facts: TableFacts, state: GameState, tx: Transaction, action: Defend) -> None:
    """Discard the card that pays ``action``'s defense (when it costs one)."""
    card = paid_with(facts, state, action)
    if card is not None:
        tx.move(card, zid(action.seat, DISCARD), face_up=True)


def may_pay(facts: TableFacts, state: GameState, seat: int, uid: int) -> bool:
    """Whether ``seat`` may pay the card ``uid`` of its hand costs (it costs none, or another
    card is in the hand)."""
    return not costs_a_card(facts, state, uid) or len(state.zones[zid(seat, HAND)].cards) > 1


def variants(facts: TableFacts, state: GameState, offered: Sequence[Action]) -> list[Action]:
    """Each defense of ``offered`` that costs a card of the hand (naming none, paid as
    suggested), once per card that may pay it, in the order offered."""
    out: list[Action] = []
    for action in offered:
        if not isinstance(action, Defend) or action.paid_by or action.discard:
            continue
        if costs_a_card(facts, state, action.card):
            out += [replace(action, discard=(card,)) for card in _others(state, action)]
    return out


def choices(facts: TableFacts, state: GameState, action: Defend) -> list[Choice]:
    """The card to discard for a defense that costs one, when the action names none."""
    card = None if action.discard else paid_with(facts, state, action)
    if card is None:
        return []
    hand = zid(action.seat, HAND)
    return [Choice("cards", "discard", 1, hand, (card,), prompt="dbgt.choose.discard_cost")]
