"""The rule actions a seat may take now: the candidates the table's menus offer, and the legal
ones among them worked out from the step the game is in.

:func:`menu_candidates` lists what the context menus and the app's payment choices offer
(legal or not); :func:`legal_by_verdict` asks the full verdict of each, the plain definition of
"legal now". :func:`legal_actions` gives the same list, faster: the facts of the step (which
step, an attack pending, the moment of entering Combat) rule out whole kinds of action before
any verdict is asked, and the rule check of the rest runs without the checks every candidate
passes by construction (a known card, a running game). Tests hold the two equal on random
positions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.cards.models import (
    CombatCardBase,
    DbgtEvent,
)
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from . import (
    attack_twice,
    card_effects,
    combat,
    combat_effects,
    discard_cost,
    drill_rules,
    levels,
    placing,
    power_defense,
)
from .actions import (
    ENERGY,
    PHYSICAL,
    Attack,
    Capture,
    DeclareCombat,
    Defend,
    DefenderDraw,
    DiscardCard,
    LevelUp,
    Pass,
    PlayCard,
    Rejuvenate,
    Take,
    TakeControl,
    UseCard,
    is_card_effect,
)
from .table import (
    COMBAT,
    DECLARE,
    DISCARD,
    DISCARD_STEP,
    DISCARDS,
    DRILLS,
    HAND,
    HANDS,
    MP,
    NON_COMBAT,
    REJUVENATION,
    SETUPS,
    SETUPS_ZONES,
    STAGE,
    TableFacts,
    int_value,
    uid_list,
    zid,
)

if TYPE_CHECKING:
    from .ruleset import DbgtRuleset


def menu_candidates(ruleset: DbgtRuleset, state: GameState, seat: int) -> list[Action]:
    """What the menus offer ``seat`` now (the discard pile's zone menu, the menus of the cards
    in hand, in the Setups area and of the personalities in play, a capture of each ball when
    one is offered) and the payment choices of :meth:`DbgtRuleset.choices`; legal or not."""
    facts = ruleset.facts
    candidates: list[Action] = list(ruleset.zone_actions(state, seat, zid(seat, DISCARD)))
    for zone_id in (zid(seat, HAND), zid(seat, SETUPS)):
        for uid in list(state.zones[zone_id].cards):
            candidates += ruleset.card_actions(state, seat, uid)
    for uid in state.zones[zid(seat, MP)].cards[-1:]:
        candidates += ruleset.card_actions(state, seat, uid)
    for uid in facts.ally_tops(state, seat):
        candidates += ruleset.card_actions(state, seat, uid)
    for uid in state.zones[zid(seat, DRILLS)].cards:
        candidates += ruleset.card_actions(state, seat, uid)
    if int_value(state, "capture_offer") == seat:
        for uid, _ in facts.balls_in_play(state):
            candidates.append(Capture(seat, uid))
    return candidates + ruleset.chosen_variants(state, seat, candidates)


def legal_by_verdict(ruleset: DbgtRuleset, state: GameState, seat: int) -> list[Action]:
    """The menu candidates, card effects left out, whose verdict is legal, each once, in the
    order offered (the definition :func:`legal_actions` must match), asked of a copy of the
    state so that no remembered legal list answers."""
    state = state.copy()
    if int_value(state, "winner") is not None or ruleset.facts.actor(state) != seat:
        return []
    out: list[Action] = []
    seen: set[Action] = set()
    for action in menu_candidates(ruleset, state, seat):
        if action in seen or is_card_effect(action):
            continue
        seen.add(action)
        if ruleset.verdict(state, action).legal:
            out.append(action)
    return out


def legal_actions(ruleset: DbgtRuleset, state: GameState, seat: int) -> list[Action]:
    """The same list as :func:`legal_by_verdict`, generated from the step's facts: each
    candidate is offered only when the conditions its rule check (:mod:`.turn`,
    :mod:`.combat`) asks hold, worked out once for the position, so that no verdict is asked.
    """
    facts = ruleset.facts
    if ruleset.actor(state) != seat:  # None once the game is over
        return []
    made = facts.made
    values = state.values
    step = values["step"]  # set: the seat may act
    zones, cards = state.zones, state.cards
    params = facts.params
    in_combat = step == COMBAT
    entering = in_combat and combat.entering(state)
    pending = in_combat and type(values.get("pending")) is int
    attacking = in_combat and not pending and not entering
    hand = zones[HANDS[seat]].cards
    pile = zones[DISCARDS[seat]].cards
    over_limit = step == DISCARD_STEP and len(hand) > card_effects.hand_limit(facts, state, seat)

    out: list[Action] = []
    if in_combat:
        if entering:
            out.append(made(DefenderDraw, seat))
        else:
            out.append(made(Take, seat) if pending else made(Pass, seat))
    else:
        if not over_limit:
            out.append(made(NextStep, seat))
        if (
            step == DECLARE
            and not combat.entering(state)
            and not card_effects.combat_skipped(state, seat)
        ):
            out.append(made(DeclareCombat, seat))
    if (
        step == REJUVENATION
        and pile
        and not values.get("combat_declared")
        and not values.get("rejuvenated")
    ):
        out.append(made(Rejuvenate, seat))
    cost = params.mp_level_up.cost_removed_from_discard
    level_up = len(pile) >= cost and _may_level_up(facts, state, seat, step)
    if level_up:
        out.append(LevelUp(seat, tuple(pile[-cost:]) if cost else ()))

    mine: list[int] = []  # who pays a cost (in Combat)
    stage_of: dict[int, int] = {}
    total = 0
    if in_combat:
        mine = facts.personalities(state, seat)
        stage_of = {uid: cards[uid].counters.get(STAGE, 0) for uid in mine}
        total = sum(stage_of.values())
    paid: list[tuple[Attack | Defend, int]] = []  # legal attacks and defenses with a cost
    by_id = facts.cards_by_id
    for uid in hand:
        instance = cards[uid]
        if instance.owner != seat:  # every rule of a card needs its owner
            continue
        card = by_id[instance.card_id]
        if step == NON_COMBAT:
            if placing.playable(facts, state, seat, uid, card):
                out.append(made(PlayCard, seat, uid))
        elif in_combat and isinstance(card, CombatCardBase):
            if card.attack and attacking and _allowed(facts, state, seat, uid, True):
                kind = combat.attack_kind(facts, state, uid, None)
                price = combat.attack_cost(facts, state, uid, kind or PHYSICAL)
                if total >= price:
                    for named in card_effects.attack_targets(facts, state, seat, uid):
                        attack = (
                            made(Attack, seat, uid, None)
                            if named is None
                            else (Attack(seat, uid, None, None, (), named))
                        )
                        out.append(attack)
                        paid.append((attack, price))
            if (
                card.defense
                and pending
                and _allowed(facts, state, seat, uid, False)
                and discard_cost.may_pay(facts, state, seat, uid)
            ):
                stops = combat.defense_kind(card)
                price = card.cost_stages or 0
                if (stops == "any" or stops == values.get("pending_kind")) and total >= price:
                    for named in card_effects.defense_targets(facts, state, seat, uid):
                        defense = (
                            made(Defend, seat, uid)
                            if named is None
                            else (Defend(seat, uid, None, (), (), named))
                        )
                        out.append(defense)
                        paid.append((defense, price))
        if type(card) is DbgtEvent:
            out += [
                made(UseCard, seat, uid, who)
                for who in card_effects.use_targets(facts, state, seat, uid)
            ]
        if over_limit:
            out.append(made(DiscardCard, seat, uid))
    for uid in zones[SETUPS_ZONES[seat]].cards:
        if cards[uid].owner != seat:
            continue
        if card_effects.usable(facts, state, uid):
            out += [
                made(UseCard, seat, uid, who)
                for who in card_effects.use_targets(facts, state, seat, uid)
            ]
        if attacking and card_effects.setup_attacks(facts, state, uid):
            _attacks(facts, state, seat, uid, total, out, paid)
    if in_combat:
        control = facts.in_control(state, seat)
        used = uid_list(state, "powers_used") if attacking else []
        mp = facts.mp_top(state, seat)
        mp_high = mp is not None and stage_of[mp] > 1
        for uid in mine:
            if cards[uid].owner != seat:
                continue
            if (
                attacking
                and uid == control
                and (uid not in used or attack_twice.open_for(state, uid))
                and card_effects.setup_attacks(facts, state, uid)
            ):
                _attacks(facts, state, seat, uid, total, out, paid)
            if uid != control and (uid == mp or not mp_high):
                out.append(made(TakeControl, seat, uid))
            if pending and uid == control:
                out += power_defense.offers(facts, state, seat)
        for uid in zones[zid(seat, DRILLS)].cards if attacking else ():
            if uid not in used and card_effects.power_use(facts, state, uid):
                _attacks(facts, state, seat, uid, total, out, paid)
    if int_value(state, "capture_offer") == seat:
        out += [
            Capture(seat, uid)
            for uid, _ in facts.balls_in_play(state)
            if facts.ball_controller(state, uid) != seat
            and not drill_rules.guarded(facts, state, uid)
        ]
    if level_up and cost and len(pile) > cost:
        out.append(LevelUp(seat, tuple(pile[:cost])))
    for costly, price in paid:
        if price:
            payers = [(uid,) * price for uid in mine if stage_of[uid] >= price]
            if isinstance(costly, Attack):
                out += [
                    Attack(seat, costly.card, costly.attack_kind, None, by, costly.target)
                    for by in payers
                ]
            else:
                out += [Defend(seat, costly.card, None, by, (), costly.target) for by in payers]
    return out + discard_cost.variants(facts, state, out)


def _may_level_up(facts: TableFacts, state: GameState, seat: int, step: object) -> bool:
    """Whether a Main Personality level-up is open to ``seat`` now, its cost aside
    (:func:`.turn.check_level_up`: the profile's window, a level above)."""
    if facts.params.mp_level_up.window == "non_combat":
        if step != NON_COMBAT:
            return False
    elif facts.active(state) != seat:
        return False
    return levels.level_card(facts, state, seat, 1) is not None


def _attacks(
    facts: TableFacts,
    state: GameState,
    seat: int,
    uid: int,
    total: int,
    out: list[Action],
    paid: list[tuple[Attack | Defend, int]],
) -> None:
    """The physical and the energy attack with a Setup or the power of the personality in
    control whose cost the seat's stages (``total``) can pay (only the kind its data says, when
    it says one), unless an effect forbids it."""
    if not _allowed(facts, state, seat, uid, True):
        return
    printed = card_effects.printed_kind(facts, state, uid)
    for given in (PHYSICAL, ENERGY):
        if printed is not None and given != printed:
            continue
        kind = combat.attack_kind(facts, state, uid, given)
        price = combat.attack_cost(facts, state, uid, kind or PHYSICAL)
        if total >= price:
            for named in card_effects.attack_targets(facts, state, seat, uid):
                attack = (
                    facts.made(Attack, seat, uid, given)
                    if named is None
                    else (Attack(seat, uid, given, None, (), named))
                )
                out.append(attack)
                paid.append((attack, price))


def _allowed(facts: TableFacts, state: GameState, seat: int, uid: int, attacking: bool) -> bool:
    """Whether no card effect forbids ``seat`` to attack (or defend) with ``uid`` now."""
    return combat_effects.refusal(facts, state, seat, uid, attacking) is None
