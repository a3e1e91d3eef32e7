"""A personality's power that attacks twice in a row (rules generation 3, the data's
``attack_twice``: Multi-Form): once its physical attack is over, the opponent's next attack
phase is skipped and the attacker's phase comes again, in which that power alone may attack
(once more: its second use this turn) or the attacker passes.

Game values: ``again`` (``uid:turn``, the phase of the second attack is open; any attack or
pass closes it) and ``twice`` (``uid:turn``, the power has had its second attack phase this
turn)."""

from __future__ import annotations

from tabletop.cards.effect_models_more import AttackTwice
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import generations
from .table import TableFacts, int_value


def _mark(state: GameState, uid: int) -> str:
    return f"{uid}:{int_value(state, 'turn') or 0}"


def open_for(state: GameState, uid: int) -> bool:
    """Whether the phase of ``uid``'s second attack is open now."""
    return state.values.get("again") == _mark(state, uid)


def refusal(facts: TableFacts, state: GameState, seat: int, uid: int) -> Verdict | None:
    """Why ``seat`` may not attack with ``uid`` now: the phase is the second attack's of
    another power; None when it may."""
    raw = state.values.get("again")
    if not isinstance(raw, str) or open_for(state, uid):
        return None
    power = int(raw.split(":")[0])
    if power in state.cards and state.cards[power].owner == seat:
        return Verdict.illegal("dbgt.attack_again_only", card=power)
    return None


def after_attack(facts: TableFacts, state: GameState, tx: Transaction, uid: int | None) -> bool:
    """The attack with ``uid`` is over: True when it was a power's first attack of two (its
    attacker's phase comes again, the opponent's is skipped), marked so."""
    if uid is None or state.values.get("twice") == _mark(state, uid):
        return False
    if not any(isinstance(e, AttackTwice) for e in generations.effects_of(facts, state, uid)):
        return False
    tx.set_value("again", _mark(state, uid))
    tx.set_value("twice", _mark(state, uid))
    return True
