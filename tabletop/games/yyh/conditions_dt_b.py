"""The Dark Tournament's further conditions (rules generation 4): the player's Match Slot 5
is empty (``fifth_empty``); the opponent used an attack in their last turn
(``opponent_attacked``), read from the attacks each player used this turn and in their last
one (:data:`.rules_gf.USED`, game values set in the attack's own transaction, so undo and
replay need nothing more).

:func:`.card_effects.condition_holds` hands these kinds to this module.
"""

from __future__ import annotations

from tabletop.cards.yyh_conditions import Condition
from tabletop.engine.state import GameState

from .board import V_ACTIVE, int_value, slot_zone
from .rules_gf import USED, USED_LAST

#: The condition kinds this module decides.
DT_B_KINDS = frozenset({"opponent_attacked", "fifth_empty"})


def opponent_attacked(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s opponent used an attack in their last turn: in ``seat``'s turn the
    one just before (its attacks not yet rolled over), in the opponent's own turn the one
    before that."""
    other = 1 - seat
    key = f"{USED_LAST if int_value(state, V_ACTIVE) == other else USED}{other}"
    return bool(state.values.get(key))


def dt_b_holds(state: GameState, seat: int, condition: Condition) -> bool:
    """Whether ``condition`` (one of :data:`DT_B_KINDS`) holds now for ``seat``."""
    match condition.kind:
        case "opponent_attacked":
            return opponent_attacked(state, seat)
        case "fifth_empty":
            return not state.zones[slot_zone(seat, 5)].cards
        case _:
            return False
