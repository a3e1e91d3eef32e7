"""Small per-turn records (rules generation 4). The Events each player played this turn: two
game values per seat (the turn of the last Event played, and how many were played in it), set
as an Event is played (:func:`note_event`, from :func:`.plays.play_event`) and read by the
``events_this_turn`` count of the card conditions (:mod:`.conditions`), e.g. an Event that must
be the first its player plays in a turn (a ``play_unless`` bar). The last turn of each player in
which the opposing fighter took damage (:func:`note_hurt`, from :func:`.battle.deal_damage`),
read by the ``damage_last_turn`` count. Set in the action's own transaction, each is undone and
replayed with it.
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, V_TURN, generation, int_value

#: The game values: the turn of ``seat``'s last Event played; the Events played in it.
V_EVENT_TURN = "yyh.event_turn."
V_EVENT_COUNT = "yyh.event_count."
#: The game value of the last turn of ``seat``'s in which the opposing fighter took damage.
V_HURT_FOE = "yyh.hurt_foe_turn."
#: The first rules generation that keeps the record (older games replay without it).
RECORD_GENERATION = 4


def events_this_turn(state: GameState, seat: int) -> int:
    """How many Events ``seat`` played this turn."""
    turn = state.values.get(V_EVENT_TURN + str(seat))
    if turn is None or turn != state.values.get(V_TURN):
        return 0
    return int_value(state, V_EVENT_COUNT + str(seat))


def note_event(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` played an Event (recorded from rules generation 4 only)."""
    if generation(state) < RECORD_GENERATION:
        return
    played = events_this_turn(state, seat)
    tx.set_value(V_EVENT_TURN + str(seat), state.values.get(V_TURN))
    tx.set_value(V_EVENT_COUNT + str(seat), played + 1)


def note_hurt(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat``'s fighter takes damage: in the opponent's turn, the opponent hurt it then."""
    if generation(state) < RECORD_GENERATION:
        return
    active = state.values.get(V_ACTIVE)
    if active is None or int(active) != 1 - seat:
        return
    tx.set_value(V_HURT_FOE + str(active), state.values.get(V_TURN))


def hurt_foe_last_turn(state: GameState, seat: int) -> int:
    """1 if ``seat`` damaged the opposing fighter in the turn before this one, else 0."""
    turn = state.values.get(V_HURT_FOE + str(seat))
    return int(turn is not None and int(turn) == int_value(state, V_TURN) - 1)
