"""Drills in play that change a rule for their owner (rules generation 3): the cost of
their attacks of a kind (the data's ``change_cost``), the opponent's Main Personality
lowered for each life card the owner loses to an attack (``life_lost_lowers``) or for the
stages it loses (``stages_lost_lowers``), and their
Dragon Balls kept from capture (``guard_balls``).

A game of an older generation sees no such effect (:func:`.generations.effects_of`)."""

from __future__ import annotations

from tabletop.cards.effect_models_more import (
    ChangeCost,
    GuardBalls,
    GuardDrills,
    LifeLostLowers,
    StagesLostLowers,
)
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from . import generations
from .table import DRILLS, STAGE, TableFacts, other, zid


def _drill_effects(facts: TableFacts, state: GameState, seat: int) -> list[object]:
    return [
        e
        for uid in state.zones[zid(seat, DRILLS)].cards
        for e in generations.effects_of(facts, state, uid)
    ]


def changed_cost(facts: TableFacts, state: GameState, seat: int, kind: str, cost: int) -> int:
    """What an attack of ``kind`` by ``seat`` costing ``cost`` stages costs once ``seat``'s
    Drills in play have changed it."""
    for effect in _drill_effects(facts, state, seat):
        if isinstance(effect, ChangeCost) and effect.attacks == kind and effect.of == cost:
            return effect.to
    return cost


def life_lost(facts: TableFacts, state: GameState, tx: Transaction, seat: int, lost: int) -> None:
    """``seat`` lost ``lost`` life cards to an attack: its Drills that answer it lower the
    opponent's Main Personality; the opponent's anger a card locked is free again."""
    if lost <= 0:
        return
    tx.set_value(f"anger_locked{other(seat)}", None)
    drop = sum(
        effect.stages * lost
        for effect in _drill_effects(facts, state, seat)
        if isinstance(effect, LifeLostLowers)
    )
    _lower_foe(facts, state, tx, seat, drop)


def stages_lost(facts: TableFacts, state: GameState, tx: Transaction, seat: int, lost: int) -> None:
    """``seat``'s personality lost ``lost`` power stages to one attack: its Drills that
    answer it lower the opponent's Main Personality."""
    drop = sum(
        effect.stages * (lost // effect.per)
        for effect in _drill_effects(facts, state, seat)
        if isinstance(effect, StagesLostLowers)
    )
    _lower_foe(facts, state, tx, seat, drop)


def _lower_foe(facts: TableFacts, state: GameState, tx: Transaction, seat: int, drop: int) -> None:
    foe_mp = facts.mp_top(state, other(seat))
    if drop and foe_mp is not None:
        tx.set_card_counter(foe_mp, STAGE, max(0, facts.stage(state, foe_mp) - drop))


def guarded(facts: TableFacts, state: GameState, ball: int) -> bool:
    """Whether the Dragon Ball ``ball`` may not be captured: its controller has a Drill in
    play that guards their balls."""
    seat = facts.ball_controller(state, ball)
    return any(isinstance(e, GuardBalls) for e in _drill_effects(facts, state, seat))


def drills_guarded(facts: TableFacts, state: GameState, seat: int) -> list[int]:
    """``seat``'s Drills a card's effect may not discard or remove: all but the guarding
    ones while a Drill of theirs guards them (``guard_drills``)."""
    drills = state.zones[zid(seat, DRILLS)].cards
    guards = [
        uid
        for uid in drills
        if any(isinstance(e, GuardDrills) for e in generations.effects_of(facts, state, uid))
    ]
    return [uid for uid in drills if uid not in guards] if guards else []
