"""Combat cards' effects in the rules (rules generation 2): what an attack or a defense does
beyond its printed cost and damage, and what a Drill or a personality in play changes in
Combat, read from the cards' data (:mod:`tabletop.cards.effect_models`).

The moments: a card is *played* (an attack, or a defense in answer to one); an attack
*succeeds* (the defender took damage); a player *enters Combat* (before the defender's draw).
Lasting effects are game values tied to the turn they were made in, so they end with that
turn's Combat by themselves: ``stopped{seat}`` (the attacks stopped against ``seat``, entries
``kind:lasts:turn``) and ``no_attacks{seat}`` (the turn in which ``seat`` may attack no more).

Every function does nothing in generation 1 (:func:`generations.effects_of` is empty there),
so older games replay as they were played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.cards.effect_models import (
    AnswerOnly,
    DefenseShield,
    DrawCards,
    EffectOnly,
    EndCombat,
    EnteringCombat,
    HeritageOnly,
    LowerStages,
    ModifyDamage,
    NoMoreAttacks,
    PartialDefense,
    PowerDefense,
    StopAttacks,
)
from tabletop.cards.effect_models_more import PowerUse, SpareAlignment, StealBall
from tabletop.cards.models import CombatCardBase, Personality
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import (
    attack_twice,
    boost,
    card_effects,
    damage_triggers,
    drill_rules,
    generations,
    life_prevention,
)
from .damage import capture_ball, life_damage, stage_damage, take_cards
from .table import (
    BATTLE,
    COMBAT,
    DISCARD,
    DRILLS,
    HAND,
    SETUPS,
    STAGE,
    TableFacts,
    int_value,
    other,
    zid,
)
from .turn import end_combat

#: What :func:`tabletop.games.dbgt.combat.attack_damage` is: (facts, state, seat, uid, kind).
DamageOf = Callable[[TableFacts, GameState, int, int, str], dict[str, Any]]


def _effects(facts: TableFacts, state: GameState, uid: int) -> tuple[object, ...]:
    return generations.effects_of(facts, state, uid)


def _played_effects(facts: TableFacts, state: GameState, uid: int) -> tuple[object, ...]:
    """A combat card's effects, or a personality's as it attacks with its power (a Setup's
    apply at other moments)."""
    if not isinstance(facts.card(state, uid), CombatCardBase | Personality):
        return _effects(facts, state, uid) if card_effects.power_use(facts, state, uid) else ()
    return _effects(facts, state, uid)


def _in_play(facts: TableFacts, state: GameState, seat: int) -> list[int]:
    """The seat's cards whose lasting effects count: its personalities, Drills and Setups."""
    zones = state.zones
    return [
        *facts.personalities(state, seat),
        *zones[zid(seat, DRILLS)].cards,
        *zones[zid(seat, SETUPS)].cards,
    ]


def _lasting(facts: TableFacts, state: GameState, seat: int) -> list[object]:
    return [e for uid in _in_play(facts, state, seat) for e in _effects(facts, state, uid)]


def _turn(state: GameState) -> int:
    return int_value(state, "turn") or 0


def _kind_fits(of: str, kind: str) -> bool:
    return of == "any" or of == kind


# ---------------------------------------------------------------- stopped attacks


def _stops(state: GameState, seat: int) -> list[tuple[str, str]]:
    """The (kind, lasts) of the attacks stopped against ``seat`` in this turn's Combat."""
    raw = state.values.get(f"stopped{seat}")
    if not isinstance(raw, str) or state.values.get("step") != COMBAT:
        return []
    out = []
    for entry in raw.split(","):
        kind, lasts, turn = entry.split(":")
        if int(turn) == _turn(state):
            out.append((kind, lasts))
    return out


def _write_stops(
    state: GameState, tx: Transaction, seat: int, stops: list[tuple[str, str]]
) -> None:
    turn = _turn(state)
    text = ",".join(f"{kind}:{lasts}:{turn}" for kind, lasts in dict.fromkeys(stops))
    if text != (state.values.get(f"stopped{seat}") or ""):
        tx.set_value(f"stopped{seat}", text or None)


def _add_stop(state: GameState, tx: Transaction, seat: int, effect: StopAttacks) -> None:
    _write_stops(state, tx, seat, [*_stops(state, seat), (effect.kind, effect.lasts)])


def _phase_over(state: GameState, tx: Transaction, seat: int) -> None:
    """The opponent's attack phase against ``seat`` is over: its next-phase stops lapse."""
    stops = _stops(state, seat)
    kept = [stop for stop in stops if stop[1] != "next_phase"]
    if kept != stops or (not stops and f"stopped{seat}" in state.values):
        _write_stops(state, tx, seat, kept)


def stopped(state: GameState, seat: int, kind: str) -> bool:
    """Whether an attack of ``kind`` against ``seat`` is stopped by an effect now."""
    return any(_kind_fits(of, kind) for of, _ in _stops(state, seat))


# ---------------------------------------------------------------- Defense Shields


def _shields_used(state: GameState, seat: int) -> list[int]:
    """The ``each_combat`` shields of ``seat`` that have stopped an attack in this Combat."""
    raw = state.values.get(f"shields{seat}")
    if not isinstance(raw, str) or state.values.get("step") != COMBAT:
        return []
    turn = str(_turn(state))
    return [int(uid) for uid, made in (e.split(":") for e in raw.split(",")) if made == turn]


def _shield(facts: TableFacts, state: GameState, uid: int) -> DefenseShield | None:
    return next((e for e in _effects(facts, state, uid) if isinstance(e, DefenseShield)), None)


def ready_shield(facts: TableFacts, state: GameState, seat: int, kind: str) -> int | None:
    """``seat``'s Setup or Drill whose Defense Shield stops the next attack of ``kind``
    against it (None: none is ready)."""
    used = _shields_used(state, seat)
    for zone in (SETUPS, DRILLS):
        for uid in state.zones[zid(seat, zone)].cards:
            shield = _shield(facts, state, uid)
            if (
                shield is not None
                and _kind_fits(shield.kind, kind)
                and uid not in used
                and not _style_beside(facts, state, seat, shield.not_with_style)
            ):
                return uid
    return None


def _style_beside(facts: TableFacts, state: GameState, seat: int, style: str | None) -> bool:
    """Whether a Drill of ``style`` is in play on ``seat``'s side (None: no style asked)."""
    drills = state.zones[zid(seat, DRILLS)].cards
    return style is not None and any(
        getattr(facts.card(state, d), "style", None) == style for d in drills
    )


def use_shield(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, dealt: dict[str, Any]
) -> None:
    """The Defense Shield that stopped the attack ``dealt`` describes is used: a ``once``
    shield leaves play, an ``each_combat`` one is spent for this Combat."""
    uid = dealt.get("shield")
    shield = None if uid is None else _shield(facts, state, int(uid))
    if uid is None or shield is None:
        return
    if shield.uses == "once":
        tx.move(uid, card_effects.used_destination(facts, state, seat, uid), face_up=True)
        return
    turn = _turn(state)
    spent = ",".join(f"{card}:{turn}" for card in (*_shields_used(state, seat), uid))
    tx.set_value(f"shields{seat}", spent)


# ---------------------------------------------------------------- damage


def adjusted(
    facts: TableFacts, state: GameState, seat: int, uid: int, kind: str, out: dict[str, Any]
) -> dict[str, Any]:
    """The damage ``out`` of an attack by ``seat`` with ``uid`` once the effects count: none
    when it is stopped or played for its effects alone; else the ``modify_damage`` effects of
    both sides' cards in play (stages to an attack in stages, life cards to one that does any
    damage; never below 0)."""
    if generations.generation(state) < generations.EFFECTS_GENERATION:
        return out
    if stopped(state, other(seat), kind) or any(
        isinstance(e, EffectOnly | PowerUse) for e in _effects(facts, state, uid)
    ):
        out.update(stages=0, life=0, stopped=True)
        return out
    shield = ready_shield(facts, state, other(seat), kind)
    if shield is not None:
        out.update(stages=0, life=0, stopped=True, shield=shield)
        return out
    stages = life = 0
    for side, by in ((seat, "own"), (other(seat), "foe")):
        for effect in _lasting(facts, state, side):
            if not isinstance(effect, ModifyDamage) or effect.by != by:
                continue
            if _kind_fits(effect.attacks, kind):
                stages, life = stages + effect.stages, life + effect.life
    life += boost.bonus(state, uid)
    if stages and ("table" in out or out["stages"] > 0):
        out["stages"] = max(0, out["stages"] + stages)
    if life and (out["stages"] > 0 or out["life"] > 0):
        out["life"] = max(0, out["life"] + life)
    return out


def _lower(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, effect: LowerStages
) -> None:
    foe = other(seat)
    whom = facts.mp_top(state, foe) if effect.whom == "main" else facts.in_control(state, foe)
    if whom is not None:
        tx.set_card_counter(whom, STAGE, max(0, facts.stage(state, whom) - effect.amount))


def _apply_played(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    uid: int,
    named: int | None = None,
) -> None:
    """The effects of the combat card ``seat`` plays that apply as it is played (``named``:
    the card the attack or the defense names)."""
    effects = _played_effects(facts, state, uid)
    if not effects:
        return
    if int_value(state, "pending") == uid:
        named = int_value(state, "pending_target")
    card_effects.apply_used(facts, state, tx, seat, uid, named)  # raise, rejuvenate, mill
    for effect in effects:
        if isinstance(effect, LowerStages) and effect.when == "played":
            _lower(facts, state, tx, seat, effect)
        elif isinstance(effect, StopAttacks) and effect.when == "played":
            _add_stop(state, tx, seat, effect)
        elif isinstance(effect, NoMoreAttacks):
            tx.set_value(f"no_attacks{seat}", _turn(state))
        elif isinstance(effect, SpareAlignment):
            life_prevention.spare(state, tx, effect)


def _apply_success(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int
) -> None:
    """The effects of ``seat``'s attack with ``uid`` that apply once it has succeeded."""
    for effect in _played_effects(facts, state, uid):
        if isinstance(effect, LowerStages) and effect.when == "success":
            _lower(facts, state, tx, seat, effect)
        elif isinstance(effect, StopAttacks) and effect.when == "success":
            _add_stop(state, tx, seat, effect)
        elif isinstance(effect, DrawCards) and effect.when == "success":
            card_effects.draw(facts, state, tx, seat, effect)
        elif isinstance(effect, StealBall) and effect.when == "success":
            named = int_value(state, "pending_target")
            if named is not None and named in card_effects.foe_targets(facts, state, seat, uid):
                capture_ball(facts, state, tx, seat, named)


def _land(
    facts: TableFacts, state: GameState, tx: Transaction, defender: int, life: int
) -> list[int]:
    """Deal damage as an attack taken does (stages, then life cards; Endurance and the capture
    offer noted); ``life`` counts the stages left over already."""
    lost = life_damage(facts, state, tx, defender, life)
    drill_rules.life_lost(facts, state, tx, defender, len(lost))
    tx.set_value("damage_cards", ",".join(map(str, lost)) or None)
    tx.set_value("damage_seat", defender if lost else None)
    if len(lost) >= facts.params.combat.capture_threshold and facts.balls_controlled(
        state, defender
    ):
        tx.set_value("capture_offer", other(defender))
    return lost


# ---------------------------------------------------------------- the moments of Combat


def attack_played(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int
) -> None:
    """``seat`` has played ``uid`` as an attack (paid, in the battle zone, pending): its
    played effects apply; a card played for its effects alone is used up at once, and one
    that ends Combat ends it."""
    _apply_played(facts, state, tx, seat, uid)
    boost.attack_made(facts, state, tx, seat, uid, str(state.values.get("pending_kind")))
    effects = _played_effects(facts, state, uid)
    ends = any(isinstance(e, EndCombat) for e in effects)
    if not ends and not any(isinstance(e, EffectOnly | PowerUse) for e in effects):
        return
    for owner in (0, 1):
        for card in list(state.zones[zid(owner, BATTLE)].cards):
            tx.move(card, card_effects.leaving_battle(facts, state, tx, owner, card), face_up=True)
    tx.clear_values(("pending", "pending_kind", "pending_target", "boost"))
    if ends:
        _combat_over(tx)
        end_combat(facts, state, tx)
    else:
        tx.set_value("phase", other(int_value(state, "phase") or 0))


def attack_taken(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    defender: int,
    uid: int,
    dealt: dict[str, Any],
) -> None:
    """The defender took ``seat``'s attack with ``uid`` (``dealt``: what it did, as
    :func:`adjusted` gives it): the Defense Shield that stopped it is used; next-phase stops
    against the defender lapse; a successful attack's effects apply."""
    if generations.generation(state) < generations.EFFECTS_GENERATION:
        return
    use_shield(facts, state, tx, defender, dealt)
    _phase_over(state, tx, defender)
    if int(dealt["stages"]) + int(dealt["life"]) > 0:
        _apply_success(facts, state, tx, other(defender), uid)
        _damage_dealt(facts, state, tx, defender)


def defended(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    defender: int,
    card: int,
    damage_of: DamageOf,
    named: int | None = None,
) -> None:
    """``defender`` answered the pending attack with ``card`` (paid, in the battle zone;
    ``named``: the card the defense names): the defense's played effects apply; a partial
    defense or one that does not stop lets the rest of the attack's damage through (and the
    attack's success effects with it)."""
    if generations.generation(state) < generations.EFFECTS_GENERATION:
        return
    _phase_over(state, tx, defender)
    attacker, uid = other(defender), int_value(state, "pending")
    _apply_played(facts, state, tx, defender, card, named)
    effects = _played_effects(facts, state, card)
    partial = next((e for e in effects if isinstance(e, PartialDefense)), None)
    if uid is None or (partial is None and not any(isinstance(e, AnswerOnly) for e in effects)):
        return
    dealt = damage_of(facts, state, attacker, uid, str(state.values.get("pending_kind")))
    let_through(facts, state, tx, defender, dealt, partial)


def let_through(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    defender: int,
    dealt: dict[str, Any],
    limit: PartialDefense | PowerDefense | None,
) -> None:
    """The part of the pending attack (``dealt``: what it deals) that a defense lets through
    is taken: its stages (no more than ``limit.max_stages``), then its life cards (``limit``'s
    ``prevent_life`` fewer, or no more than its ``max_life``); a successful attack's effects
    apply."""
    use_shield(facts, state, tx, defender, dealt)
    target = facts.in_control(state, defender)
    stages, life = int(dealt["stages"]), int(dealt["life"])
    if isinstance(limit, PowerDefense) and limit.max_stages is not None:
        stages = min(stages, limit.max_stages)
    if isinstance(limit, PowerDefense) and limit.prevent_stages is not None:
        stages = max(0, stages - limit.prevent_stages)
    if target is not None:
        leftover = stage_damage(facts, state, tx, target, stages)
        drill_rules.stages_lost(facts, state, tx, defender, stages - leftover)
        life += leftover
    else:
        life += stages
    if limit is not None and limit.prevent_life is not None:
        life = max(0, life - limit.prevent_life)
    elif limit is not None and limit.max_life is not None:
        life = min(life, limit.max_life)
    kind = str(state.values.get("pending_kind") or "physical")
    _land(
        facts,
        state,
        tx,
        defender,
        life_prevention.prevented(facts, state, tx, defender, kind, life),
    )
    uid = int_value(state, "pending")
    if (stages > 0 or life > 0) and uid is not None:
        _apply_success(facts, state, tx, other(defender), uid)
        _damage_dealt(facts, state, tx, defender)


def _damage_dealt(facts: TableFacts, state: GameState, tx: Transaction, defender: int) -> None:
    """The pending attack dealt damage to ``defender``: the cards in play that act on it."""
    kind = str(state.values.get("pending_kind") or "physical")
    damage_triggers.damage_dealt(facts, state, tx, defender, kind)
    boost.hit(facts, state, tx, defender, kind)


def passed(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` passed its attack phase: the next-phase stops against its opponent lapse; a
    pass that ends Combat ends every lasting combat effect."""
    if generations.generation(state) < generations.EFFECTS_GENERATION:
        return
    if (int_value(state, "passes") or 0) + 1 >= 2:
        _combat_over(tx)
    else:
        _phase_over(state, tx, other(seat))


def _combat_over(tx: Transaction) -> None:
    """Combat ends: so do the effects that lasted for it."""
    tx.clear_values(("stopped0", "stopped1", "no_attacks0", "no_attacks1", "shields0", "shields1"))


def entering_combat(facts: TableFacts, state: GameState, tx: Transaction) -> bool:
    """Combat was entered: the ``entering_combat`` effects of both sides' cards in play, the
    attacker's first, before the defender's draw (a Setup's once: it is used); True when one
    of them replaces the defender's draw."""
    if generations.generation(state) < generations.EFFECTS_GENERATION:
        return False
    attacker = facts.active(state)
    instead = False
    for seat, side in ((attacker, "attacker"), (other(attacker), "defender")):
        setups = state.zones[zid(seat, SETUPS)].cards
        for uid in _in_play(facts, state, seat):
            acted = False
            for effect in _effects(facts, state, uid):
                if isinstance(effect, EnteringCombat) and effect.side in ("either", side):
                    if not _may_gain(facts, state, seat, effect):
                        continue
                    _gain(facts, state, tx, seat, effect)
                    acted, instead = True, instead or effect.instead_of_draw
            if acted and uid in setups:
                tx.move(uid, card_effects.used_destination(facts, state, seat, uid), face_up=True)
    return instead


def _may_gain(facts: TableFacts, state: GameState, seat: int, effect: EnteringCombat) -> bool:
    """Whether ``seat`` gains by ``effect``: of the alignment it needs, its discard pile full
    enough when it needs that."""
    mp = facts.mp_top(state, seat)
    card = facts.personality(state, mp) if mp is not None else None
    if effect.alignment is not None and (card is None or card.alignment != effect.alignment):
        return False
    pile = state.zones[zid(seat, DISCARD)].cards
    return not effect.needs_full_pile or len(pile) >= effect.amount


def _gain(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, effect: EnteringCombat
) -> None:
    if effect.gain == "draw_discard_top":
        pile = state.zones[zid(seat, DISCARD)].cards
        for card in list(pile[::-1][: effect.amount]):
            tx.move(card, zid(seat, HAND))
        return
    if effect.gain == "draw":
        take_cards(facts, state, tx, seat, effect.amount, zid(seat, HAND))
    elif effect.gain == "draw_discard_bottom":
        pile = state.zones[zid(seat, DISCARD)].cards
        for card in list(pile[: effect.amount]):
            tx.move(card, zid(seat, HAND))
    else:
        mp = facts.mp_top(state, seat)
        if mp is not None:
            top = facts.top_stage(state, mp)
            tx.set_card_counter(mp, STAGE, min(top, facts.stage(state, mp) + effect.amount))


# ---------------------------------------------------------------- who may play a card


def refusal(
    facts: TableFacts, state: GameState, seat: int, uid: int, attacking: bool
) -> Verdict | None:
    """Why ``seat`` may not play ``uid`` now by the card's own data (a heritage it needs) or
    by an effect played before (no more attacks this Combat); None when nothing forbids it.
    Asked by the checks of an attack and a defense and by the legal-action generator alike."""
    again = attack_twice.refusal(facts, state, seat, uid) if attacking else None
    if again is not None:
        return again
    locked = int_value(state, f"no_attacks{seat}") == _turn(state)
    if attacking and locked and state.values.get("step") == COMBAT:
        return Verdict.illegal("dbgt.no_more_attacks")
    lacking = card_effects.ally_refusal(facts, state, seat, uid)
    if lacking is not None:
        return lacking
    for effect in _effects(facts, state, uid):
        if isinstance(effect, HeritageOnly):
            control = facts.in_control(state, seat)
            card = facts.personality(state, control) if control is not None else None
            if card is None or card.heritage != effect.heritage:
                return Verdict.illegal("dbgt.heritage_only")
    return None
