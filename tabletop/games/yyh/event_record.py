"""The Events each player played this turn (rules generation 4): a small per-turn record, two
game values per seat (the turn of the last Event played, and how many were played in it), set
as an Event is played (:func:`note_event`, from :func:`.plays.play_event`) and read by the
``events_this_turn`` count of the card conditions (:mod:`.conditions`), e.g. an Event that must
be the first its player plays in a turn (a ``play_unless`` bar). Set in the play's own
transaction, it is undone and replayed with it.
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_TURN, generation, int_value

#: The game values: the turn of ``seat``'s last Event played; the Events played in it.
V_EVENT_TURN = "yyh.event_turn."
V_EVENT_COUNT = "yyh.event_count."
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
