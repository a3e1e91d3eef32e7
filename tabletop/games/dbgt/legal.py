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

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.cards.models import CombatCardBase, DbgtEvent, DragonBall, Personality
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from . import combat, turn
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
    HAND,
    MP,
    NON_COMBAT,
    REJUVENATION,
    SETUPS,
    int_value,
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
    """The same list as :func:`legal_by_verdict`, generated from the step's facts."""
    facts = ruleset.facts
    if int_value(state, "winner") is not None or facts.actor(state) != seat:
        return []
    step = facts.step(state)
    pending = int_value(state, "pending") is not None
    entering = combat.entering(state)
    in_combat = step == COMBAT
    attacking = in_combat and not pending and not entering
    defending = in_combat and pending
    cost = facts.params.mp_level_up.cost_removed_from_discard
    may_level = facts.params.mp_level_up.window != "non_combat" or step == NON_COMBAT
    pile = state.zones[zid(seat, DISCARD)].cards

    out: list[Action] = [NextStep(seat)]
    if entering:
        out.append(DefenderDraw(seat))
    elif in_combat:
        out += [Pass(seat), Take(seat)]
    elif step == DECLARE:
        out.append(DeclareCombat(seat))
    if step == REJUVENATION:
        out.append(Rejuvenate(seat))
    if may_level:
        out.append(ruleset.suggested_level_up(state, seat))
    paid: list[Attack | Defend] = []
    for uid in state.zones[zid(seat, HAND)].cards:
        card = facts.card(state, uid)
        if step == NON_COMBAT and (
            isinstance(card, Personality | DragonBall) or turn.is_placeable(card)
        ):
            out.append(PlayCard(seat, uid))
        if isinstance(card, CombatCardBase):
            if card.attack and attacking:
                paid.append(Attack(seat, uid))
                out.append(paid[-1])
            if card.defense and defending:
                paid.append(Defend(seat, uid))
                out.append(paid[-1])
        if isinstance(card, DbgtEvent):
            out.append(UseCard(seat, uid))
        if step == DISCARD_STEP:
            out.append(DiscardCard(seat, uid))
    for uid in state.zones[zid(seat, SETUPS)].cards:
        out.append(UseCard(seat, uid))
        if attacking:
            paid += [Attack(seat, uid, PHYSICAL), Attack(seat, uid, ENERGY)]
            out += paid[-2:]
    if in_combat:
        for uid in facts.personalities(state, seat):
            if attacking:
                paid += [Attack(seat, uid, PHYSICAL), Attack(seat, uid, ENERGY)]
                out += paid[-2:]
            out.append(TakeControl(seat, uid))
    if int_value(state, "capture_offer") == seat:
        out += [Capture(seat, uid) for uid, _ in facts.balls_in_play(state)]
    if may_level and cost and len(pile) > cost:
        out.append(LevelUp(seat, tuple(pile[:cost])))
    payers = [(uid, facts.stage(state, uid)) for uid in facts.personalities(state, seat)]
    for costly in paid:
        price = combat.action_cost(facts, state, costly)
        if price:
            out += [
                replace(costly, paid_by=(uid,) * price) for uid, stage in payers if stage >= price
            ]

    legal: list[Action] = []
    seen: set[Action] = set()
    check = ruleset.rule_check
    for action in out:
        if action not in seen:
            seen.add(action)
            if check(state, action).legal:
                legal.append(action)
    return legal
