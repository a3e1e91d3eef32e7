"""Non-Combat placements (shared/rules/dbgt.md §4): where each kind of card goes when played
from hand, its own limits and what placing it does, in one table, :data:`PLACING`, that the
rule of :class:`~.actions.PlayCard` (:func:`.turn.check_play`, :func:`.turn.apply_play`), the
legal-action list (:mod:`.legal`) and the card menus (:mod:`.ruleset`) read. A new kind of
placeable card is one row.

A row's functions take the card's database card (of the row's class) and, for the zone and
the limits, the slot or stack the player named (``target``: an ally slot 1.., or the uid of the
stack an overlay goes on; None: the first that fits).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from tabletop.cards.models import DragonBall, Drill, NonCombat, Personality, Setup
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import card_effects
from .table import ALLIES, DRAGON_BALLS, DRILLS, SETUPS, STAGE, TableFacts, zid


class Placing(NamedTuple):
    """What playing one kind of card from hand means."""

    #: The zone it goes to, None when there is no room: ``(facts, state, seat, card, target)``.
    zone: Callable[[TableFacts, GameState, int, Any, int | None], str | None]
    #: Its own limits once it has a zone (its step, owner and hand checked before):
    #: ``(facts, state, seat, uid, card, target) -> Verdict``.
    check: Callable[[TableFacts, GameState, int, int, Any, int | None], Verdict]
    #: What placing it does once moved, face up, onto ``below`` (the card it covers, if any):
    #: ``(facts, state, tx, seat, uid, card, below)``; None: nothing more.
    placed: Callable[[TableFacts, GameState, Transaction, int, int, Any, int | None], None] | None
    #: The code of the verdict when it has no zone (the player's ``target`` in its params).
    no_room: str = ""


def ally_with(facts: TableFacts, state: GameState, seat: int, character: str) -> int | None:
    """The seat's ally in play of ``character`` (the stack an overlay of it goes on)."""
    for uid in facts.ally_tops(state, seat):
        card = facts.personality(state, uid)
        if card is not None and card.character == character:
            return uid
    return None


def free_slot(state: GameState, seat: int, target: int | None) -> str | None:
    """The empty ally zone a new ally goes to: slot ``target`` (1..), or the first free one."""
    if target is not None:
        if 1 <= target <= len(ALLIES) and not state.zones[zid(seat, ALLIES[target - 1])].cards:
            return zid(seat, ALLIES[target - 1])
        return None
    for name in ALLIES:
        if not state.zones[zid(seat, name)].cards:
            return zid(seat, name)
    return None


def _ally_zone(
    facts: TableFacts, state: GameState, seat: int, card: Personality, target: int | None
) -> str | None:
    """An ally's stack (the overlay of an ally in play) or a free ally slot."""
    ally = ally_with(facts, state, seat, card.character)
    if ally is not None:
        return state.cards[ally].zone
    return free_slot(state, seat, target)


def _ally_check(
    facts: TableFacts, state: GameState, seat: int, uid: int, card: Personality, target: int | None
) -> Verdict:
    """Not the Main Personality's character; an overlay one level above the ally it covers
    (on that ally), a new ally no higher than the Main Personality."""
    mp_top = facts.mp_top(state, seat)
    mp = None if mp_top is None else facts.personality(state, mp_top)
    if mp is not None and mp.character == card.character:
        return Verdict.illegal("dbgt.ally_is_mp", character=card.character)
    ally = ally_with(facts, state, seat, card.character)
    if ally is not None:
        current = facts.personality(state, ally)
        needed = (current.level if current else 0) + 1
        if card.level != needed:
            return Verdict.illegal("dbgt.overlay_level", level=card.level, needed=needed)
        if target is not None and target != ally:
            return Verdict.illegal("dbgt.overlay_target", card=uid)
        return Verdict.ok()
    level = facts.mp_level(state, seat)
    if card.level > level:
        return Verdict.illegal("dbgt.ally_above_mp", level=card.level, mp_level=level)
    return Verdict.ok()


def _ally_placed(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    uid: int,
    card: Personality,
    below: int | None,
) -> None:
    """A new ally enters at the profile's entry stage, an overlay at its top stage."""
    if below is not None:
        tx.set_card_counter(below, STAGE, None)
        stage = card.top_stage
    else:
        stage = min(facts.params.turn.ally_entry_stage, card.top_stage)
    tx.set_card_counter(uid, STAGE, stage)


def _setups(
    facts: TableFacts, state: GameState, seat: int, card: object, target: int | None
) -> str:
    return zid(seat, SETUPS)


def _drills(
    facts: TableFacts, state: GameState, seat: int, card: object, target: int | None
) -> str:
    return zid(seat, DRILLS)


def _balls(facts: TableFacts, state: GameState, seat: int, card: object, target: int | None) -> str:
    return zid(seat, DRAGON_BALLS)


def _no_limit(
    facts: TableFacts, state: GameState, seat: int, uid: int, card: object, target: int | None
) -> Verdict:
    return Verdict.ok()


def _drill_check(
    facts: TableFacts, state: GameState, seat: int, uid: int, card: Drill, target: int | None
) -> Verdict:
    """One Drill of a style in play at a time."""
    if card.style is not None:
        for other_uid in state.zones[zid(seat, DRILLS)].cards:
            placed = facts.card(state, other_uid)
            if type(placed) is Drill and placed.style == card.style:
                return Verdict.illegal("dbgt.drill_style_in_play", style=card.style)
    return Verdict.ok()


def _ball_check(
    facts: TableFacts, state: GameState, seat: int, uid: int, card: DragonBall, target: int | None
) -> Verdict:
    """One copy of each Dragon Ball in play."""
    if facts.ball_in_play(state, card.db_number):
        return Verdict.illegal("dbgt.dragon_ball_in_play", number=card.db_number)
    return Verdict.ok()


def _ball_placed(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    uid: int,
    card: DragonBall,
    below: int | None,
) -> None:
    """Marks the turn's placed ball and carries out the ball's placement effect."""
    tx.set_value("placed_ball", seat)
    card_effects.apply_used(facts, state, tx, seat, uid, None)


#: Each kind of card the Non-Combat step places, by its exact class (a Backer, a Mastery, an
#: Event and the Combat cards are not placed).
PLACING: dict[type, Placing] = {
    Personality: Placing(_ally_zone, _ally_check, _ally_placed, "dbgt.no_ally_slot"),
    Setup: Placing(_setups, _no_limit, None),
    NonCombat: Placing(_setups, _no_limit, None),
    Drill: Placing(_drills, _drill_check, None),
    DragonBall: Placing(_balls, _ball_check, _ball_placed),
}


def placeable(card: object) -> bool:
    """True for the kinds of card the Non-Combat step places."""
    return type(card) in PLACING


def placement(
    facts: TableFacts, state: GameState, seat: int, uid: int, target: int | None
) -> str | None:
    """The zone a card from hand goes to in the Non-Combat step (None: nowhere)."""
    card = facts.card(state, uid)
    row = PLACING.get(type(card))
    return None if row is None else row.zone(facts, state, seat, card, target)


def playable(facts: TableFacts, state: GameState, seat: int, uid: int, card: object) -> bool:
    """Whether the seat's card ``uid`` of its hand (``card``, its database card) may be placed
    now, in the seat's Non-Combat step (:func:`.turn.check_play` with no target)."""
    row = PLACING.get(type(card))
    return (
        row is not None
        and row.zone(facts, state, seat, card, None) is not None
        and row.check(facts, state, seat, uid, card, None).legal
    )
