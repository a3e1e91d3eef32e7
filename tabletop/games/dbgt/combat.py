"""Combat: the defender's draw, alternating attack phases, attacks and defenses, costs, the
Physical Attack Table, control of Combat, Life Card Capture and Endurance (dbgt.md §5, §6).
"""

from __future__ import annotations

from typing import Any

from tabletop.cards.models import CombatCardBase, EnergyCombat, PhysicalCombat
from tabletop.engine import verdict as codes
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import (
    attack_twice,
    card_effects,
    combat_effects,
    discard_cost,
    drill_rules,
    life_prevention,
    pat,
    power_defense,
)
from .actions import (
    ATTACK_KINDS,
    ENERGY,
    PHYSICAL,
    Attack,
    Capture,
    DeclareAndDraw,
    DeclareCombat,
    Defend,
    DefenderDraw,
    Endure,
    Pass,
    Take,
    TakeControl,
)
from .damage import capture_ball, take_cards
from .table import (
    BATTLE,
    COMBAT,
    DECLARE,
    DISCARD,
    DRILLS,
    HAND,
    LIFE_DECK,
    REMOVED,
    SETUPS,
    STAGE,
    TableFacts,
    int_value,
    other,
    uid_list,
    zid,
)
from .turn import end_combat, own_card, own_step

# ---------------------------------------------------------------- attack facts


def attack_kind(facts: TableFacts, state: GameState, uid: int, given: str | None) -> str | None:
    """The kind of an attack made with ``uid``: printed on Energy/Physical Combat cards, else
    as given (a plain DBZ Combat card without a kind: physical unless it deals life cards)."""
    card = facts.card(state, uid)
    if isinstance(card, EnergyCombat):
        return ENERGY
    if isinstance(card, PhysicalCombat):
        return PHYSICAL
    printed = card_effects.printed_kind(facts, state, uid)
    if printed is not None:
        return printed
    if given in ATTACK_KINDS:
        return given
    if isinstance(card, CombatCardBase):
        return ENERGY if card.damage is not None and card.damage.kind == "life" else PHYSICAL
    return None


def defense_kind(card: CombatCardBase) -> str:
    """What a defense stops: printed, else by card type (a plain Combat card: any)."""
    if card.defends is not None:
        return card.defends
    if isinstance(card, EnergyCombat):
        return ENERGY
    if isinstance(card, PhysicalCombat):
        return PHYSICAL
    return "any"


def attack_cost(facts: TableFacts, state: GameState, uid: int, kind: str) -> int:
    """Stages an attack costs: printed, else the energy-attack default (physical: 0)."""
    card = facts.combat_card(state, uid) or card_effects.setup_attack(facts, state, uid)
    if card is not None and card.cost_stages is not None:
        cost = card.cost_stages
    else:
        cost = facts.params.combat.energy_attack_cost if kind == ENERGY else 0
    return drill_rules.changed_cost(facts, state, state.cards[uid].owner, kind, cost)


def _source(facts: TableFacts, state: GameState, seat: int, uid: int) -> str | None:
    zone = state.cards[uid].zone
    if zone == zid(seat, HAND):
        return "hand"
    if zone == zid(seat, SETUPS):
        return "setup"
    if uid in facts.personalities(state, seat):
        return "power"
    if zone == zid(seat, DRILLS) and card_effects.power_use(facts, state, uid):
        return "drill"  # used in place of an attack, once a Combat
    return None


# ---------------------------------------------------------------- costs


def payable(
    facts: TableFacts,
    state: GameState,
    seat: int,
    cost: int,
    payer: int | None,
    paid_by: tuple[int, ...] = (),
) -> Verdict:
    """A cost is paid from the stages of the seat's personalities, as the payer chooses
    (``paid_by``: one personality per stage; ``payer``: one for all), in full or not at all."""
    mine = facts.personalities(state, seat)
    if paid_by:
        if payer is not None:
            return Verdict.impossible(codes.BAD_VALUE, field="payer", value=payer)
        for uid in paid_by:
            if uid not in state.cards:
                return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
            if uid not in mine:
                return Verdict.illegal("dbgt.not_your_personality", card=uid)
        if len(paid_by) != cost:
            return Verdict.illegal("dbgt.payment_not_cost", paid=len(paid_by), cost=cost)
        for uid in dict.fromkeys(paid_by):
            share, stage = paid_by.count(uid), facts.stage(state, uid)
            if share > stage:
                return Verdict.illegal("dbgt.share_unpayable", card=uid, share=share, stage=stage)
        return Verdict.ok()
    if payer is not None:
        if payer not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=payer)
        if payer not in mine:
            return Verdict.illegal("dbgt.not_your_personality", card=payer)
        available = facts.stage(state, payer)
    else:
        available = sum(facts.stage(state, uid) for uid in mine)
    if available < cost:
        return Verdict.illegal("dbgt.cost_unpayable", cost=cost, available=available)
    return Verdict.ok()


def suggested_payment(facts: TableFacts, state: GameState, seat: int, cost: int) -> tuple[int, ...]:
    """The app's suggestion for paying ``cost``: the personality in control first, then the
    others in play order (one entry per stage, as ``paid_by``; shorter when unpayable)."""
    control = facts.in_control(state, seat)
    order = [control] if control is not None else []
    out: list[int] = []
    for uid in dict.fromkeys([*order, *facts.personalities(state, seat)]):
        take = min(facts.stage(state, uid), cost - len(out))
        out += [uid] * max(0, take)
    return tuple(out)


def pay(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    cost: int,
    payer: int | None,
    paid_by: tuple[int, ...] = (),
) -> None:
    """Lower stages by ``cost``: as ``paid_by`` splits it, else the named payer, else the one
    in control, then the others."""
    if paid_by:
        for uid in dict.fromkeys(paid_by):
            if uid in facts.personalities(state, seat):
                stage = facts.stage(state, uid)
                tx.set_card_counter(uid, STAGE, max(0, stage - paid_by.count(uid)))
        return
    order = [payer] if payer is not None else []
    control = facts.in_control(state, seat)
    order += [control] if control is not None else []
    order += facts.personalities(state, seat)
    for uid in dict.fromkeys(order):
        if cost <= 0:
            return
        if uid not in facts.personalities(state, seat):
            continue
        stage = facts.stage(state, uid)
        taken = min(stage, cost)
        tx.set_card_counter(uid, STAGE, stage - taken)
        cost -= taken


# ---------------------------------------------------------------- declaring and phases


def check_declare(
    facts: TableFacts, state: GameState, action: DeclareCombat | DeclareAndDraw
) -> Verdict:
    """Declare step, active player (not when a card made them skip this Combat)."""
    if card_effects.combat_skipped(state, action.seat):
        return Verdict.illegal("dbgt.combat_skipped")
    return own_step(facts, state, action.seat, DECLARE)


def apply_declare(
    facts: TableFacts, state: GameState, action: DeclareCombat, tx: Transaction
) -> None:
    """Enter Combat: the moment for "when entering Combat" effects, before the defender's
    draw (``entering``); the attacker has the first attack phase."""
    seat = action.seat
    tx.set_value("step", COMBAT)
    tx.set_value("combat_declared", True)
    tx.set_value("phase", seat)
    tx.set_value("passes", 0)
    tx.set_value("entering", True)


def entering(state: GameState) -> bool:
    """True between entering Combat and the defender's draw."""
    return bool(state.values.get("entering"))


def check_defender_draw(facts: TableFacts, state: GameState, action: DefenderDraw) -> Verdict:
    """Right after Combat is entered, by the attacker (who acts in that moment)."""
    verdict = own_step(facts, state, action.seat, COMBAT)
    if not verdict.legal:
        return verdict
    if not entering(state):
        return Verdict.illegal("dbgt.defender_has_drawn")
    return Verdict.ok()


def apply_defender_draw(
    facts: TableFacts, state: GameState, action: DefenderDraw, tx: Transaction
) -> None:
    """The defender draws; the attack phases begin."""
    tx.set_value("entering", None)
    defender = other(facts.active(state))
    if not combat_effects.entering_combat(facts, state, tx):
        draw = facts.params.combat.defender_draw
        take_cards(facts, state, tx, defender, draw, zid(defender, HAND))


def apply_declare_and_draw(
    facts: TableFacts, state: GameState, action: DeclareAndDraw, tx: Transaction
) -> None:
    """The two moments at once (older saves)."""
    apply_declare(facts, state, DeclareCombat(action.seat), tx)
    apply_defender_draw(facts, state, DefenderDraw(action.seat), tx)


def _close_window(tx: Transaction) -> None:
    """A new attack phase action ends the capture offer and the Endurance window."""
    tx.clear_values(("capture_offer", "damage_cards", "damage_seat", "again"))


def _next_phase(state: GameState, tx: Transaction) -> None:
    phase = int_value(state, "phase")
    tx.set_value("phase", other(phase if phase is not None else 0))


def check_attack(facts: TableFacts, state: GameState, action: Attack) -> Verdict:
    """An attack: the seat in its attack phase, no attack pending; the personality in control
    attacks; the kind known; the cost payable."""
    seat, uid = action.seat, action.card
    if action.attack_kind is not None and action.attack_kind not in ATTACK_KINDS:
        return Verdict.impossible(codes.BAD_VALUE, field="attack_kind", value=action.attack_kind)
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    if int_value(state, "pending") is not None and facts.step(state) == COMBAT:
        return Verdict.illegal("dbgt.attack_pending")
    verdict = own_step(facts, state, seat, COMBAT)
    if not verdict.legal:
        return verdict
    if entering(state):
        return Verdict.illegal("dbgt.defender_draw_first")
    source = _source(facts, state, seat, uid)
    if source is None:
        return Verdict.illegal("dbgt.not_an_attack", card=uid)
    if source == "hand":
        card = facts.combat_card(state, uid)
        if card is None or not card.attack:
            return Verdict.illegal("dbgt.not_an_attack", card=uid)
    refused = card_effects.attack_refusal(facts, state, uid, source, action.attack_kind)
    if refused is not None:
        return refused
    if source == "power" and uid != facts.in_control(state, seat):
        return Verdict.illegal("dbgt.not_in_control", card=uid)
    used = uid in uid_list(state, "powers_used") and not attack_twice.open_for(state, uid)
    if source in ("power", "drill") and used:
        return Verdict.illegal("dbgt.power_used", card=uid)
    kind = attack_kind(facts, state, uid, action.attack_kind)
    if kind is None:
        return Verdict.illegal("dbgt.attack_kind_needed", card=uid)
    refused = card_effects.attack_target_refusal(facts, state, seat, uid, action.target)
    if refused is not None:
        return refused
    cost = attack_cost(facts, state, uid, kind)
    refused = combat_effects.refusal(facts, state, seat, uid, True)
    return refused or payable(facts, state, seat, cost, action.payer, action.paid_by)


def apply_attack(facts: TableFacts, state: GameState, action: Attack, tx: Transaction) -> None:
    """Pay, put the card in the battle zone, and wait for the defender's answer."""
    seat, uid = action.seat, action.card
    kind = attack_kind(facts, state, uid, action.attack_kind) or PHYSICAL
    _close_window(tx)
    pay(facts, state, tx, seat, attack_cost(facts, state, uid, kind), action.payer, action.paid_by)
    if _source(facts, state, seat, uid) not in ("power", "drill"):
        tx.move(uid, zid(seat, BATTLE), face_up=True)
    else:  # a personality power: once per turn (a new level is a new card, so refreshed)
        used = [*uid_list(state, "powers_used"), uid]
        tx.set_value("powers_used", ",".join(map(str, used)))
    tx.set_value("pending", uid)
    tx.set_value("pending_kind", kind)
    tx.set_value("pending_target", action.target)
    tx.set_value("passes", 0)
    if int_value(state, "phase") is None:
        tx.set_value("phase", seat)
    combat_effects.attack_played(facts, state, tx, seat, uid)


def _pending(state: GameState, seat: int) -> Verdict:
    if int_value(state, "pending") is None:
        return Verdict.impossible("dbgt.no_attack_pending")
    return Verdict.ok()


def _finish_attack(facts: TableFacts, state: GameState, tx: Transaction) -> None:
    """The attack (and any defense) go to the discard pile (or as their data says); next phase."""
    for seat in (0, 1):
        for uid in list(state.zones[zid(seat, BATTLE)].cards):
            tx.move(uid, card_effects.leaving_battle(facts, state, tx, seat, uid), face_up=True)
    attack = int_value(state, "pending")
    tx.clear_values(("pending", "pending_kind", "pending_target", "boost"))
    if not attack_twice.after_attack(facts, state, tx, attack):
        _next_phase(state, tx)


def check_defend(facts: TableFacts, state: GameState, action: Defend) -> Verdict:
    """A defense card from hand, of the kind the attack needs, its cost payable."""
    seat, uid = action.seat, action.card
    verdict = _pending(state, seat)
    if not verdict.legal:
        return verdict
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    verdict = own_step(facts, state, seat, COMBAT)
    if not verdict.legal:
        return verdict
    if power_defense.defends(facts, state, seat, uid):
        paying = discard_cost.refusal(facts, state, action)
        return paying or power_defense.refusal(facts, state, seat, uid)
    if state.cards[uid].zone != zid(seat, HAND):
        return Verdict.illegal("dbgt.not_in_hand", card=uid)
    card = facts.combat_card(state, uid)
    if card is None or not card.defense:
        return Verdict.illegal("dbgt.not_a_defense", card=uid)
    kind = state.values.get("pending_kind")
    stops = defense_kind(card)
    if stops != "any" and stops != kind:
        return Verdict.illegal("dbgt.defense_kind", attack=str(kind), defends=stops)
    cost = card.cost_stages or 0
    refused = combat_effects.refusal(facts, state, seat, uid, False)
    refused = refused or discard_cost.refusal(facts, state, action)
    refused = refused or card_effects.defense_refusal(facts, state, seat, uid, action.target)
    return refused or payable(facts, state, seat, cost, action.payer, action.paid_by)


def apply_defend(facts: TableFacts, state: GameState, action: Defend, tx: Transaction) -> None:
    """The attack is stopped: no damage (a power lets through what its data says)."""
    if power_defense.defends(facts, state, action.seat, action.card):
        combat_effects.defended(facts, state, tx, action.seat, action.card, attack_damage)
        power_defense.answer(facts, state, tx, action.seat, action.card, attack_damage)
        _finish_attack(facts, state, tx)
        return
    card = facts.combat_card(state, action.card)
    cost = (card.cost_stages or 0) if card is not None else 0
    pay(facts, state, tx, action.seat, cost, action.payer, action.paid_by)
    discard_cost.pay(facts, state, tx, action)
    tx.move(action.card, zid(action.seat, BATTLE), face_up=True)
    combat_effects.defended(
        facts, state, tx, action.seat, action.card, attack_damage, action.target
    )
    _finish_attack(facts, state, tx)


def attack_damage(
    facts: TableFacts, state: GameState, seat: int, uid: int, kind: str
) -> dict[str, Any]:
    """What an attack by ``seat`` with ``uid`` of ``kind`` would deal now: ``stages`` and
    ``life``, and for PAT damage the table, powers and ranks."""
    card = facts.combat_card(state, uid) or card_effects.setup_attack(facts, state, uid)
    printed = card.damage if card is not None else None
    out: dict[str, Any] = {"kind": kind, "stages": 0, "life": 0}
    if printed is not None and printed.kind == "life":
        out["life"] = printed.amount or 0
    elif printed is not None and printed.kind == "stages":
        out["stages"] = printed.amount or 0
    elif kind == ENERGY and printed is None:
        out["life"] = facts.params.combat.energy_attack_damage
    else:
        attacker = facts.in_control(state, seat)
        defender = facts.in_control(state, other(seat))
        a_power = facts.power(state, attacker) if attacker is not None else 0
        d_power = facts.power(state, defender) if defender is not None else 0
        table = facts.params.combat.pat_table
        result = pat.damage(table, a_power, d_power)
        base = result.damage
        if printed is not None:
            base = (base + (printed.bonus or 0)) * (printed.multiplier or 1)
        out.update(
            stages=max(0, base),
            table=table,
            attacker_power=a_power,
            defender_power=d_power,
            ranks=(result.attacker_rank, result.defender_rank),
            pat_damage=result.damage,
        )
    return combat_effects.adjusted(facts, state, seat, uid, kind, out)


def check_take(facts: TableFacts, state: GameState, action: Take) -> Verdict:
    """The defender takes the attack."""
    verdict = _pending(state, action.seat)
    return own_step(facts, state, action.seat, COMBAT) if verdict.legal else verdict


def apply_take(facts: TableFacts, state: GameState, action: Take, tx: Transaction) -> None:
    """Deal the damage; note the life cards lost (Endurance) and offer a capture."""
    defender = action.seat
    attacker = other(defender)
    uid = int_value(state, "pending")
    kind = str(state.values.get("pending_kind") or PHYSICAL)
    if uid is None:
        return
    dealt = attack_damage(facts, state, attacker, uid, kind)
    lost = life_prevention.deal(facts, state, tx, defender, dealt["stages"], dealt["life"], kind)
    combat_effects.attack_taken(facts, state, tx, defender, uid, dealt)
    _finish_attack(facts, state, tx)
    tx.set_value("damage_cards", ",".join(map(str, lost)) or None)
    tx.set_value("damage_seat", defender if lost else None)
    if len(lost) >= facts.params.combat.capture_threshold and facts.balls_controlled(
        state, defender
    ):
        tx.set_value("capture_offer", attacker)


def check_pass(facts: TableFacts, state: GameState, action: Pass) -> Verdict:
    """Pass in your attack phase (not while an attack waits for an answer)."""
    if int_value(state, "pending") is not None and facts.step(state) == COMBAT:
        if facts.actor(state) == action.seat:
            return Verdict.illegal("dbgt.answer_the_attack")
        return Verdict.illegal("dbgt.attack_pending")
    verdict = own_step(facts, state, action.seat, COMBAT)
    if verdict.legal and entering(state):
        return Verdict.illegal("dbgt.defender_draw_first")
    return verdict


def apply_pass(facts: TableFacts, state: GameState, action: Pass, tx: Transaction) -> None:
    """Two passes in a row end Combat."""
    _close_window(tx)
    combat_effects.passed(facts, state, tx, action.seat)
    passes = (int_value(state, "passes") or 0) + 1
    if passes >= 2:
        end_combat(facts, state, tx)
        return
    tx.set_value("passes", passes)
    _next_phase(state, tx)


# ---------------------------------------------------------------- control, capture, Endurance


def check_control(facts: TableFacts, state: GameState, action: TakeControl) -> Verdict:
    """An ally may take control of Combat while the MP is at stage 0 or 1; the MP may take it
    back at any time."""
    seat, uid = action.seat, action.card
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    if uid not in facts.personalities(state, seat):
        return Verdict.impossible("dbgt.not_in_play", card=uid)
    if facts.step(state) != COMBAT:
        return Verdict.illegal("dbgt.wrong_step", step=facts.step(state) or "", needed=COMBAT)
    if uid == facts.in_control(state, seat):
        return Verdict.illegal("dbgt.already_in_control", card=uid)
    mp = facts.mp_top(state, seat)
    if uid != mp and mp is not None and facts.stage(state, mp) > 1:
        return Verdict.illegal("dbgt.control_mp_stage", stage=facts.stage(state, mp))
    return Verdict.ok()


def apply_control(
    facts: TableFacts, state: GameState, action: TakeControl, tx: Transaction
) -> None:
    """Record the personality in control (None: the MP)."""
    mp = facts.mp_top(state, action.seat)
    tx.set_value(f"control{action.seat}", None if action.card == mp else action.card)


def check_capture(facts: TableFacts, state: GameState, action: Capture) -> Verdict:
    """Life Card Capture: right after an attack that discarded enough life cards, one of the
    defender's Dragon Balls."""
    seat, uid = action.seat, action.card
    if facts.dragon_ball(state, uid) is None or not state.cards[uid].zone.endswith(".dragon_balls"):
        return Verdict.impossible("dbgt.not_capturable", card=uid)
    if facts.ball_controller(state, uid) == seat:
        return Verdict.illegal("dbgt.not_capturable", card=uid)
    if int_value(state, "capture_offer") != seat:
        return Verdict.illegal("dbgt.no_capture", threshold=facts.params.combat.capture_threshold)
    guarded = drill_rules.guarded(facts, state, uid)
    return Verdict.illegal("dbgt.balls_guarded", card=uid) if guarded else Verdict.ok()


def apply_capture(facts: TableFacts, state: GameState, action: Capture, tx: Transaction) -> None:
    """Take the ball; the offer is used."""
    capture_ball(facts, state, tx, action.seat, action.card)
    tx.set_value("capture_offer", None)


def check_endure(facts: TableFacts, state: GameState, action: Endure) -> Verdict:
    """Endurance: a life card just lost to attack damage, with a declared style and its
    Mastery in play."""
    seat, uid = action.seat, action.card
    if action.amount < 1 or action.amount > 99:
        return Verdict.impossible(codes.BAD_VALUE, field="amount", value=action.amount)
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    lost = uid_list(state, "damage_cards")
    if int_value(state, "damage_seat") != seat or uid not in lost:
        return Verdict.illegal("dbgt.endurance_card", card=uid)
    if state.cards[uid].zone != zid(seat, DISCARD):
        return Verdict.impossible("dbgt.endurance_card", card=uid)
    if not facts.style(state, seat) or not facts.mastery_in_play(state, seat):
        return Verdict.illegal("dbgt.endurance_unavailable")
    return Verdict.ok()


def apply_endure(facts: TableFacts, state: GameState, action: Endure, tx: Transaction) -> None:
    """The card leaves the game; up to ``amount`` life cards lost after it return to the top of
    the Life Deck, in their old order. A capture offer lapses below the threshold."""
    seat, uid = action.seat, action.card
    lost = uid_list(state, "damage_cards")
    index = lost.index(uid) if uid in lost else len(lost)
    later = lost[index + 1 :][: action.amount]
    for back in reversed(later):
        if state.cards[back].zone == zid(seat, DISCARD):
            tx.move(back, zid(seat, LIFE_DECK), face_up=False)
    tx.move(uid, zid(seat, REMOVED), face_up=True)
    remaining = [card for card in lost if card != uid and card not in later]
    tx.set_value("damage_cards", ",".join(map(str, remaining)) or None)
    if len(remaining) < facts.params.combat.capture_threshold:
        tx.set_value("capture_offer", None)


# ---------------------------------------------------------------- preview for the UI


def action_cost(facts: TableFacts, state: GameState, action: Attack | Defend) -> int:
    """The stages an attack or a defense costs now."""
    if isinstance(action, Attack):
        kind = attack_kind(facts, state, action.card, action.attack_kind) or PHYSICAL
        return attack_cost(facts, state, action.card, kind)
    card = facts.combat_card(state, action.card)
    return (card.cost_stages or 0) if card is not None else 0


def preview_attack(
    facts: TableFacts, state: GameState, seat: int, card: int, kind: str | None = None
) -> dict[str, Any]:
    """What an attack by ``seat`` with ``card`` would cost and deal now (the life cards the
    defender's cards in play and the cards played this Combat spare counted)."""
    found = attack_kind(facts, state, card, kind) or PHYSICAL
    out = attack_damage(facts, state, seat, card, found)
    if int(out["life"]) > 0:
        out["life"] = life_prevention.prevented(
            facts, state, None, other(seat), found, int(out["life"])
        )
    out["cost"] = attack_cost(facts, state, card, found)
    return out
