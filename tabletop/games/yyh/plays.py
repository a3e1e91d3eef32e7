"""The plays of a Yu Yu Hakusho turn as the rules carry them out: a card attached (paid, its
``on_attach`` effects), an Event played (paid, kept for its duration, the opponent's tax owed),
a character placed in Match Slot 5, an attack declared (its ``on_attack`` effects, whom it went
the attacked fighter's ``on_attacked`` abilities); each counted by a ``play_boost``."""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .actions import DURATIONS, Attach, AttackWith, PlaceFifth, PlayEvent
from .apply_effects import apply_card_effects
from .attack_needs import attack_target
from .battle import declare_attack
from .board import (
    CC_DURATION,
    CC_PLAYED_BY,
    V_PLACED,
    CardLookup,
    fighter,
    generation,
    int_value,
    slot_of,
    slot_zone,
    v_fifth,
    zone,
)
from .card_moves import pay_spirit
from .effects_gf2 import note_play, pay_event_tax
from .event_record import note_event
from .profile import YyhParams


def attach(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: Attach
) -> None:
    """A card attached to a character: paid and face up on the fighter (its ``on_attach``
    effects), face down under a Sideline character."""
    seat, uid, target = action.seat, action.card, action.target
    where = slot_of(state, target)
    card_id = state.cards[uid].card_id
    if where is not None and where[1] == 1:
        pay_spirit(state, tx, seat, cards.spirit_cost(card_id))
        area = "techs" if cards.technique(card_id) else "items"
        tx.move(uid, zone(where[0], area), face_up=True)  # a foe_attach: theirs
        apply_card_effects(state, tx, params, cards, seat, uid, "on_attach", attached_to=target)
    elif where is not None:
        tx.move(uid, zone(seat, f"slot{where[1]}_att"), face_up=False)
    note_play(state, tx, cards, seat, uid)  # a play_boost counts it


def play_event(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: PlayEvent
) -> None:
    """An Event played: paid, discarded or kept for its duration, its effects applied."""
    seat, uid = action.seat, action.card
    pay_spirit(state, tx, seat, cards.spirit_cost(state.cards[uid].card_id))
    if action.duration == "now":
        tx.move(uid, zone(seat, "discard"), face_up=True)
    else:
        tx.move(uid, zone(seat, "effects"), face_up=True)
        tx.set_card_counter(uid, CC_DURATION, DURATIONS.index(action.duration))
        tx.set_card_counter(uid, CC_PLAYED_BY, seat)
    note_play(state, tx, cards, seat, uid)  # an earlier play_boost counts it
    note_event(state, tx, seat)  # this turn's Events (see .event_record)
    pay_event_tax(state, tx, cards, seat)  # the opponent's card's price, owed
    apply_card_effects(state, tx, params, cards, seat, uid, "on_play", picks=action.picks)


def place_fifth(state: GameState, tx: Transaction, cards: CardLookup, action: PlaceFifth) -> None:
    """A character placed face down in Match Slot 5."""
    seat, uid = action.seat, action.card
    tx.move(uid, slot_zone(seat, 5), face_up=False)
    tx.set_value(v_fifth(seat), True)
    if generation(state) >= 2:
        tx.set_value(V_PLACED, int_value(state, V_PLACED) + 1)
    note_play(state, tx, cards, seat, uid)


def declare(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: AttackWith
) -> None:
    """An attack declared (rules generation 2 on): its ``on_attack`` effects, the attacked
    fighter's ``on_attacked`` abilities."""
    declare_attack(state, tx, cards, action)
    apply_card_effects(
        state, tx, params, cards, action.seat, action.card, "on_attack",
        attack=action.index + 1, picks=action.picks,
    )  # fmt: skip
    attacked = fighter(state, 1 - action.seat)
    if attacked is not None and attacked == attack_target(state, action.seat):
        apply_card_effects(
            state, tx, params, cards, 1 - action.seat, attacked, "on_attacked",
            attached_to=attacked,
        )  # fmt: skip
