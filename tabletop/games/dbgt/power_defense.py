"""A personality's power used as a defense (its data's ``power_defense``, rules generation 3):
the personality in control answers the pending attack with its own power, once a turn like a
power attack (the game value ``powers_used``), paying nothing and staying in play; the attack
then deals what the power lets through (:func:`.combat_effects.let_through`), or nothing.

A game of an older generation sees no such effect (:func:`.generations.effects_of`), so a
personality never defends there, as before."""

from __future__ import annotations

from tabletop.cards.effect_models import PowerDefense
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import combat_effects, generations
from .actions import Defend
from .table import TableFacts, int_value, other, uid_list

POWERS_USED = "powers_used"


def power_defense(facts: TableFacts, state: GameState, uid: int) -> PowerDefense | None:
    """The defense the power of personality ``uid`` makes (None: its power makes none)."""
    return next(
        (e for e in generations.effects_of(facts, state, uid) if isinstance(e, PowerDefense)),
        None,
    )


def defends(facts: TableFacts, state: GameState, seat: int, uid: int) -> bool:
    """Whether ``uid`` is one of ``seat``'s personalities whose power makes a defense."""
    return uid in facts.personalities(state, seat) and power_defense(facts, state, uid) is not None


def refusal(facts: TableFacts, state: GameState, seat: int, uid: int) -> Verdict:
    """Whether personality ``uid`` of ``seat`` may answer the pending attack with its power:
    the one in control (a power that guards: any, while the one in control is of a character
    it guards), its power not used this turn, of the attack's kind."""
    effect = power_defense(facts, state, uid)
    if effect is None:
        return Verdict.illegal("dbgt.not_a_defense", card=uid)
    control = facts.in_control(state, seat)
    if effect.guards:
        guarded = facts.personality(state, control) if control is not None else None
        if guarded is None or guarded.character not in effect.guards:
            return Verdict.illegal("dbgt.not_guarded", card=uid)
    elif uid != control:
        return Verdict.illegal("dbgt.not_in_control", card=uid)
    if uid in uid_list(state, POWERS_USED):
        return Verdict.illegal("dbgt.power_used", card=uid)
    kind = state.values.get("pending_kind")
    if effect.kind not in ("any", kind):
        return Verdict.illegal("dbgt.defense_kind", attack=str(kind), defends=effect.kind)
    return Verdict.ok()


def offers(facts: TableFacts, state: GameState, seat: int) -> list[Defend]:
    """The power defenses ``seat`` may make now (the pending attack is against it): the one in
    control's, then those of its personalities whose power guards it."""
    control = facts.in_control(state, seat)
    out: list[Defend] = []
    for uid in sorted(facts.personalities(state, seat), key=lambda u: u != control):
        effect = power_defense(facts, state, uid)
        if effect is None or (uid != control and not effect.guards):
            continue
        if refusal(facts, state, seat, uid).legal:
            out.append(Defend(seat, uid))
    return out


def answer(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    uid: int,
    damage_of: combat_effects.DamageOf,
) -> None:
    """``seat``'s personality ``uid`` answers the pending attack with its power: the power is
    used for this turn, and what it lets through of the attack is taken."""
    effect = power_defense(facts, state, uid)
    pending = int_value(state, "pending")
    tx.set_value(POWERS_USED, ",".join(map(str, (*uid_list(state, POWERS_USED), uid))))
    if effect is None or pending is None:
        return
    limits = (effect.max_life, effect.max_stages, effect.prevent_life, effect.prevent_stages)
    if all(limit is None for limit in limits):  # it stops the attack
        return
    kind = str(state.values.get("pending_kind"))
    dealt = damage_of(facts, state, other(seat), pending, kind)
    combat_effects.let_through(facts, state, tx, seat, dealt, effect)
