"""Cards in play that spare their owner life cards of an attack (rules generation 3, the
data's ``prevent_life``): a Drill or a Non-Combat card in play; an attack against its owner
that would discard life cards (its stages left over counted) discards fewer. Once-a-Combat
cards note their use in the game value ``prevented{seat}`` (see :mod:`.damage_triggers`).

A combat card played may spare the players of an alignment for the rest of the Combat
(``spare_alignment``, the game value ``spared``).

A game of an older generation sees no such effect (:func:`.generations.effects_of`)."""

from __future__ import annotations

from tabletop.cards.effect_models_more import PreventLife, SpareAlignment
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from . import drill_rules, generations
from .damage import life_damage, stage_damage
from .damage_triggers import mark_used, used_this_combat
from .table import COMBAT, DRILLS, SETUPS, TableFacts, int_value, other, zid


def prevented(
    facts: TableFacts, state: GameState, tx: Transaction | None, seat: int, kind: str, life: int
) -> int:
    """The life cards an attack of ``kind`` discards of ``seat`` (``life`` before the
    preventions) once its cards in play have spared what they may (``tx`` None: a preview,
    which marks no once-a-Combat card used)."""
    if life <= 0:
        return life
    life = max(0, life - _spared(facts, state, seat))
    key = f"prevented{seat}"
    for zone in (DRILLS, SETUPS):
        for uid in list(state.zones[zid(seat, zone)].cards):
            for effect in generations.effects_of(facts, state, uid):
                if not isinstance(effect, PreventLife) or life <= 0:
                    continue
                if effect.attacks not in ("any", kind):
                    continue
                if effect.foe_has_ally and not facts.ally_tops(state, other(seat)):
                    continue
                if effect.once_per_combat:
                    if uid in used_this_combat(state, key):
                        continue
                    if tx is not None:
                        mark_used(state, tx, key, uid)
                life = max(0, life - effect.amount)
    return life


def deal(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    stages: int,
    life: int,
    kind: str,
) -> list[int]:
    """Stage damage of an attack of ``kind`` to ``seat``'s personality in control, the rest
    and ``life`` as life cards, fewer by what ``seat``'s cards in play prevent."""
    target = facts.in_control(state, seat)
    leftover = stages if target is None else stage_damage(facts, state, tx, target, stages)
    if target is not None:
        drill_rules.stages_lost(facts, state, tx, seat, stages - leftover)
    count = prevented(facts, state, tx, seat, kind, leftover + life)
    lost = life_damage(facts, state, tx, seat, count)
    drill_rules.life_lost(facts, state, tx, seat, len(lost))
    return lost


def spare(state: GameState, tx: Transaction, effect: SpareAlignment) -> None:
    """A card played spares the players of ``effect``'s alignment life cards for the rest
    of this Combat (the game value ``spared``, entries ``alignment:amount:turn``)."""
    turn = int_value(state, "turn") or 0
    raw = state.values.get("spared")
    entries = [
        *(raw.split(",") if isinstance(raw, str) else []),
        f"{effect.alignment}:{effect.amount}:{turn}",
    ]
    tx.set_value("spared", ",".join(entries))


def _spared(facts: TableFacts, state: GameState, seat: int) -> int:
    """The life cards this Combat's cards played spare ``seat`` of each attack."""
    raw = state.values.get("spared")
    if not isinstance(raw, str) or state.values.get("step") != COMBAT:
        return 0
    mp = facts.mp_top(state, seat)
    card = facts.personality(state, mp) if mp is not None else None
    turn = str(int_value(state, "turn") or 0)
    return sum(
        int(amount)
        for alignment, amount, made in (e.split(":") for e in raw.split(","))
        if made == turn and card is not None and card.alignment == alignment
    )
