"""Damage and victory: stages first, then life cards one at a time, Dragon Balls turned up,
Life Card Capture, and the three ways to win (shared/rules/dbgt.md §1, §5).
"""

from __future__ import annotations

from typing import Final

from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction

from .table import (
    DISCARD,
    LIFE_DECK,
    LIFE_DECKS,
    REMOVED,
    STAGE,
    TableFacts,
    int_value,
    other,
    zid,
)

SURVIVAL: Final = "survival"
DRAGON_BALL: Final = "dragon_ball"
DRAGON_BALL_CAPTURE: Final = "dragon_ball_capture"
DRAGON_BALL_LOOP: Final = "dragon_ball_loop"
#: The opponent's Main Personality left the game (a card's effect removed it).
MAIN_REMOVED: Final = "main_removed"
WIN_REASONS: Final = (SURVIVAL, DRAGON_BALL, DRAGON_BALL_CAPTURE, DRAGON_BALL_LOOP, MAIN_REMOVED)


def lose(state: GameState, tx: Transaction, seat: int, reason: str) -> None:
    """``seat`` loses (the first result stands)."""
    if int_value(state, "winner") is None:
        tx.set_value("winner", other(seat))
        tx.set_value("win_reason", reason)


def win(state: GameState, tx: Transaction, seat: int, reason: str) -> None:
    """``seat`` wins (the first result stands)."""
    lose(state, tx, other(seat), reason)


def survival(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> bool:
    """With ``survival_timing`` "deck_empty", an empty Life Deck loses at once (Survival);
    True once the game is over."""
    if not state.zones[LIFE_DECKS[seat]].cards and facts.params.victory.survival_timing == (
        "deck_empty"
    ):
        lose(state, tx, seat, SURVIVAL)
    return type(state.values.get("winner")) is int


def take_cards(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, count: int, to_zone: str
) -> int:
    """Move ``count`` cards from the top of the seat's Life Deck (a draw); taking a card from an
    empty Life Deck loses the game (Survival), and so does emptying it when the profile says
    the instant counts. Returns how many were taken."""
    deck = state.zones[zid(seat, LIFE_DECK)].cards
    for taken in range(count):
        if not deck:
            lose(state, tx, seat, SURVIVAL)
            return taken
        tx.move(deck[-1], to_zone)
        if survival(facts, state, tx, seat):
            return taken + 1
    return count


def life_damage(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, count: int
) -> list[int]:
    """Discard ``count`` life cards of ``seat`` one at a time; returns the cards discarded.

    A Dragon Ball turned up goes face down to the bottom of the Life Deck, or out of the game
    if a ball of its number is in play; it does not count and another card is turned up,
    unless the profile's ``dragon_ball_damage_counts`` says it is one of the damage cards. An
    empty Life Deck loses by Survival (at once with ``survival_timing`` "deck_empty"); one
    holding only Dragon Balls by the Dragon Ball Loop.
    """
    counts = facts.params.combat.dragon_ball_damage_counts
    deck = state.zones[zid(seat, LIFE_DECK)].cards
    lost: list[int] = []
    for _ in range(count):
        while True:
            if int_value(state, "winner") is not None:
                return lost
            if not deck:
                lose(state, tx, seat, SURVIVAL)
                return lost
            # From the top: the balls turned up lie at the bottom, a card that ends it on top.
            if all(facts.dragon_ball(state, uid) is not None for uid in reversed(deck)):
                lose(state, tx, seat, DRAGON_BALL_LOOP)
                return lost
            uid = deck[-1]
            ball = facts.dragon_ball(state, uid)
            if ball is None:
                tx.move(uid, zid(seat, DISCARD), face_up=True)
                lost.append(uid)
                survival(facts, state, tx, seat)
                break
            if facts.ball_in_play(state, ball.db_number):
                tx.move(uid, zid(seat, REMOVED), face_up=True)
                survival(facts, state, tx, seat)
            else:
                tx.set_face(uid, True)  # turned up for both players to see
                tx.move(uid, zid(seat, LIFE_DECK), 0, face_up=False)
            if counts:
                break
    return lost


def stage_damage(
    facts: TableFacts, state: GameState, tx: Transaction, target: int, stages: int
) -> int:
    """Lower ``target`` by ``stages`` (not below 0); returns the stages left over, which become
    life cards."""
    stage = facts.stage(state, target)
    new = max(0, stage - stages)
    tx.set_card_counter(target, STAGE, new)
    return stages - (stage - new)


def deal_damage(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, stages: int, life: int
) -> list[int]:
    """Stage damage to the seat's personality in control, the rest and ``life`` as life cards."""
    target = facts.in_control(state, seat)
    leftover = stages if target is None else stage_damage(facts, state, tx, target, stages)
    return life_damage(facts, state, tx, seat, leftover + life)


def capture_ball(facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int) -> None:
    """``seat`` takes control of a Dragon Ball in play: sideways on its owner's side, or upright
    again when it takes back its own. Capturing a whole set starts the next-turn check."""
    owner_side = state.zones[state.cards[uid].zone].owner
    if owner_side == seat:
        tx.set_card_counter(uid, "captured_by", None)
        tx.set_rotation(uid, 0)
    else:
        tx.set_card_counter(uid, "captured_by", seat)
        tx.set_rotation(uid, 90)
    if facts.complete_set(state, seat) is not None:
        tx.set_value("capture_win", seat)


def check_victory(facts: TableFacts, state: GameState, tx: Transaction) -> None:
    """Win checks after every action: a placed seventh ball wins at once (``placed_ball``), a
    captured set is forgotten as soon as the captor no longer holds it (the win itself is
    decided at the start of the captor's next turn, :func:`tabletop.games.dbgt.turn.start_turn`);
    with ``survival_timing`` "deck_empty", a Life Deck emptied by any action (an effect's move
    too) loses at once, the active player's checked first."""
    values = state.values  # after every action: the values read in place
    if "winner" in values and type(values["winner"]) is int:
        return
    if facts.params.victory.survival_timing == "deck_empty" and isinstance(values.get("step"), str):
        active = values.get("active")  # facts.active, read in place
        if type(active) is not int or active not in SEATS:
            active = 0
        zones = state.zones
        for seat in (active, 1 - active):  # survival() of each, the active seat's first
            if not zones[LIFE_DECKS[seat]].cards:
                lose(state, tx, seat, SURVIVAL)
                return
    if "placed_ball" in values:
        placer = int_value(state, "placed_ball")
        if placer is not None:
            tx.set_value("placed_ball", None)
            if facts.complete_set(state, placer) is not None:
                win(state, tx, placer, DRAGON_BALL)
                return
    if "capture_win" in values:
        for seat in SEATS:
            pending = int_value(state, "capture_win")
            if pending == seat and facts.complete_set(state, seat) is None:
                tx.set_value("capture_win", None)
