"""The rule actions a seat may take now (card-effect adjustments left out).

:func:`menu_candidates` lists every rule action a seat could name now, legal or not: next,
pass, minimum damage, each card in hand attached to each of the seat's characters, played as
an Event for each duration and placed in Match Slot 5, and each available attack paid with the
oldest or the newest cards in hand. :func:`legal_by_verdict` keeps those the verdict finds
legal — the plain definition. :func:`legal_actions` gives the same list faster: the facts of
the moment (an attack's moment, the step, the kind of each card) rule out whole kinds of action
before the verdict is asked of the rest. Tests hold the two equal on random positions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from . import checks
from .actions import DURATIONS, Attach, AttackWith, MinimumDamage, PassMoment, PlaceFifth, PlayEvent
from .battle import available_attacks
from .board import MINIMUM, RESPONSE, SLOTS, V_GAME_OVER, V_STEP, fighter, slot_zone, zone

if TYPE_CHECKING:
    from .ruleset import YyhRuleset


def _targets(state: GameState, seat: int) -> list[int]:
    """The seat's characters a card may be attached to: the fighter, then each Sideline
    character, slot by slot."""
    own = fighter(state, seat)
    out = [] if own is None else [own]
    for slot in SLOTS:
        held = state.zones[slot_zone(seat, slot)].cards
        if held:
            out.append(held[-1])
    return out


def _attacks(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """Each available attack paid with the oldest cards in hand, and with the newest."""
    hand = state.zones[zone(seat, "hand")].cards
    out: list[Action] = []
    for option in available_attacks(state, ruleset.cards, seat):
        cost = option.cost
        out.append(AttackWith(seat, option.card, option.index, tuple(hand[:cost])))
        if cost and len(hand) > cost:
            out.append(AttackWith(seat, option.card, option.index, tuple(hand[-cost:])))
    return out


def menu_candidates(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """Every rule action ``seat`` could name now, legal or not (see the module's text)."""
    hand = state.zones[zone(seat, "hand")].cards
    out: list[Action] = [
        NextStep(seat),
        PassMoment(seat),
        MinimumDamage(seat, tuple(hand[: ruleset.params.min_damage_discard])),
    ]
    targets = _targets(state, seat)
    for uid in hand:
        out += [Attach(seat, uid, target) for target in targets]
        out += [PlayEvent(seat, uid, duration) for duration in DURATIONS]
        out.append(PlaceFifth(seat, uid))
    return out + _attacks(ruleset, state, seat)


def _once_legal(
    ruleset: YyhRuleset,
    state: GameState,
    offered: list[Action],
    same: Mapping[Action, Action] | None = None,
) -> list[Action]:
    """The legal ones of ``offered``, each once; an action ``same`` maps to another has that
    one's verdict (asked once)."""
    out: list[Action] = []
    seen: set[Action] = set()
    verdicts: dict[Action, bool] = {}
    for action in offered:
        if action not in seen:
            seen.add(action)
            judged = same.get(action, action) if same else action
            legal = verdicts.get(judged)
            if legal is None:
                legal = verdicts[judged] = ruleset.verdict(state, judged).legal
            if legal:
                out.append(action)
    return out


def legal_by_verdict(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """The menu candidates the verdict finds legal, each once, in the order listed, for the
    seat expected to act (none for the other seat); asked of a copy of the state so that no
    remembered legal list answers."""
    state = state.copy()
    if ruleset.actor(state) != seat:
        return []
    return _once_legal(ruleset, state, menu_candidates(ruleset, state, seat))


def legal_actions(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """The same list as :func:`legal_by_verdict`, generated from the facts of the moment."""
    if ruleset.actor(state) != seat or state.values.get(V_GAME_OVER):
        return []
    cards = ruleset.cards
    hand = state.zones[zone(seat, "hand")].cards
    moment = checks.moment(state)
    out: list[Action] = [NextStep(seat)]
    if moment is not None:  # the seat whose moment it is: pass, minimum damage, Events
        out.append(PassMoment(seat))
        if moment == MINIMUM:
            out.append(MinimumDamage(seat, tuple(hand[: ruleset.params.min_damage_discard])))
    step = state.values.get(V_STEP)
    main = step == "main" and moment is None
    answering = moment == RESPONSE
    targets = _targets(state, seat) if main else []
    same: dict[Action, Action] = {}
    for uid in hand if main or answering else ():
        card_id = state.cards[uid].card_id
        if main and cards.attachable(card_id) is not None:
            out += [Attach(seat, uid, target) for target in targets]
        if cards.event(card_id) is not None:  # the duration is no part of the verdict
            events = [PlayEvent(seat, uid, duration) for duration in DURATIONS]
            same.update((event, events[0]) for event in events)
            out += events
        if main and cards.character(card_id) is not None:
            out.append(PlaceFifth(seat, uid))
    if step == "attack" and moment is None:
        out += _attacks(ruleset, state, seat)
    return _once_legal(ruleset, state, out, same)
