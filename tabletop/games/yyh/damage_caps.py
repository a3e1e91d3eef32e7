"""The damage a player's characters take, capped by a card (the ``damage_cap`` effect, rules
generation 4; see :class:`~tabletop.cards.yyh_effect_models_dt_b.DamageCap`).

A cap of the opponent's next turn is a game value of the player (``yyh.cap.<seat>``: that
turn's number and the most points, ``"<turn>:<points>"``), inert once that turn is over; a
cap of the Sideline for the rest of the match is a value the match's end clears
(:func:`.card_moves.expire`). Both are set in the applying action's transaction and read as
damage is dealt (:func:`.battle.deal_damage`), so the log, undo and replay need nothing more.
The player's fighter shows each as a badge (a card counter that ends with it: ``dmgcap.draw<seat>``
at the player's next Draw Step, ``sideguard.match`` with the match).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_b import DamageCap
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_TURN, fighter, int_value, slot_of
from .rules_gf import forbid_value

#: A seat's cap during the opponent's next turn (``<prefix><seat>``).
V_CAP = "yyh.cap."
#: The Sideline's cap for the match (a seat's characters there take no damage).
SIDELINE_CAP = "sidecap"


def note_cap(state: GameState, tx: Transaction, seat: int, effect: DamageCap) -> None:
    """``seat``'s characters take at most ``effect.points`` damage at a time during the
    opponent's next turn, or its Sideline characters none this match."""
    shown = fighter(state, seat)
    if effect.lasts == "match":
        tx.set_value(forbid_value(f"{SIDELINE_CAP}{seat}", "match"), True)
        if shown is not None:
            tx.set_card_counter(shown, "sideguard.match", 1)
        return
    turn = int_value(state, V_TURN) + 1  # the opponent's next turn (played in one's own)
    old = _turn_cap(state, seat, turn)
    points = effect.points if old is None else min(old, effect.points)
    tx.set_value(V_CAP + str(seat), f"{turn}:{points}")
    if shown is not None:
        tx.set_card_counter(shown, f"dmgcap.draw{seat}", points)


def _turn_cap(state: GameState, seat: int, turn: int) -> int | None:
    """The most points ``seat``'s characters take at a time in turn ``turn`` (None: no cap)."""
    value = state.values.get(V_CAP + str(seat))
    if not isinstance(value, str):
        return None
    when, _, points = value.partition(":")
    return int(points) if when == str(turn) else None


def capped(state: GameState, uid: int, points: int) -> int:
    """The points character ``uid`` takes of ``points`` dealt now, after the caps of its
    owner's cards."""
    where = slot_of(state, uid)
    if where is None:
        return points
    seat, slot = where
    if slot != 1 and state.values.get(forbid_value(f"{SIDELINE_CAP}{seat}", "match")):
        return 0
    cap = _turn_cap(state, seat, int_value(state, V_TURN))
    return points if cap is None else min(points, cap)
