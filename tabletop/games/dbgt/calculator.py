"""The Physical Attack Table calculator of the table: the PAT between the sides in control of
Combat, with figures the players may type in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.state import GameState

from . import pat
from .table import COMBAT, TableFacts, int_value, other


def calculation(
    facts: TableFacts, state: GameState, inputs: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The PAT calculation between the personalities in control of the attacking side (of the
    pending attack, else the seat whose attack phase it is, else the active seat) and the
    defending side, with the game's table: what :func:`attack_damage` deals for a physical
    attack without printed damage. ``inputs`` (``table``, ``attacker_power``,
    ``defender_power``) replace the figures taken from the table; figures the PAT refuses
    give ``error`` and ``error_params`` (a reason code) instead of ranks and ``stages``."""
    pending, phase = int_value(state, "pending"), int_value(state, "phase")
    if pending is not None and pending in state.cards:
        seat = state.cards[pending].owner
    elif facts.step(state) == COMBAT and phase is not None:
        seat = phase
    else:
        seat = facts.active(state)
    attacker = facts.in_control(state, seat)
    defender = facts.in_control(state, other(seat))
    given = dict(inputs or {})
    table = given.get("table", facts.params.combat.pat_table)
    a_power = given.get(
        "attacker_power", facts.power(state, attacker) if attacker is not None else 0
    )
    d_power = given.get(
        "defender_power", facts.power(state, defender) if defender is not None else 0
    )
    out: dict[str, Any] = {
        "calculator": "pat",
        "attacker_seat": seat,
        "attacker": attacker,
        "defender": defender,
        "table": table,
        "attacker_power": a_power,
        "defender_power": d_power,
    }
    try:
        result = pat.damage(table, a_power, d_power)
    except pat.PatError as error:  # figures a player typed: the reason, not a crash
        out.update(error=error.code, error_params=dict(error.params))
        return out
    out.update(
        attacker_rank=result.attacker_rank,
        defender_rank=result.defender_rank,
        stages=result.damage,
    )
    return out
