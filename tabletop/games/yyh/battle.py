"""Attacks and damage (yyh.md §4 Attack, §5): available attacks, final values, the damage
preview, damage and healing as rotation, defeat."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .actions import AttackWith
from .attack_needs import (
    attack_target,
    minimum_barred,
    technique_damage_barred,
    villain_boost,
)
from .board import (
    MINIMUM,
    RESPONSE,
    V_ACTIVE,
    V_ATTACKS,
    V_LAST_ATK,
    V_LAST_DEF,
    V_LAST_POINTS,
    V_MOMENT,
    V_PENDING_CARD,
    V_PENDING_INDEX,
    V_PENDING_VALUE,
    CardLookup,
    damage_of,
    fighter,
    generation,
    int_value,
    slot_of,
    zone,
)
from .card_effects import attached_bonus, defense_value, modifier
from .card_moves import discard_attachments, expire, set_aside
from .conditions import folded, struck
from .costs_gf import cost_change
from .damage_caps import capped
from .event_record import note_hurt
from .gf2_marks import doubled, fading_bonus, note_strike, plays_bonus, spend_double
from .lone_boost import lone_atk
from .matches import end_attack, end_match
from .profile import DEFEAT_POINTS, YyhParams
from .rules_gf import (
    USED_GENERATION,
    again_key,
    cost_penalty,
    exact_points,
    forbidden,
    guarded,
    minimum_cost,
    note_attack,
)
from .sideline_lasting import damage_reactions
from .use_locks import boost_next


@dataclass(frozen=True)
class AttackOption:
    """An attack ``seat`` may choose: its card (the fighter or a Technique), attack number,
    cost, printed value (None: variable), name and Japanese name."""

    card: int
    index: int
    cost: int
    value: int | None
    name: str | None
    name_ja: str | None = None


def available_attacks(state: GameState, cards: CardLookup, seat: int) -> list[AttackOption]:
    """The attacks printed on ``seat``'s fighter and on its face-up attached Techniques, at
    their Attack Cost after card effects (see :mod:`.costs_gf`)."""
    uid = fighter(state, seat)
    idle = state.values.get(V_MOMENT) is None  # a declared attack resolves whatever comes
    if uid is None or (idle and forbidden(state, "attacks")):  # a card forbids attacks now
        return []
    out = list(_printed_attacks(cards, uid, state.cards[uid].card_id, False))
    for tech in state.zones[zone(seat, "techs")].cards:
        card = state.cards[tech]
        if card.face_up and card.owner == seat:  # never the opponent's given to it
            out += _printed_attacks(cards, tech, card.card_id, True)
    if idle:
        out = [o for o in out if not forbidden(state, again_key(seat, state.cards[o.card].card_id))]
    change = cost_change(state, cards, seat, uid)  # a card effect's (generation 4)
    if change:
        out = [replace(o, cost=max(0, o.cost + change)) for o in out]
    return out


def _printed_attacks(
    cards: CardLookup, uid: int, card_id: str, technique: bool
) -> tuple[AttackOption, ...]:
    """The attacks printed on card ``uid``: a Character's (``technique`` False) or a
    Technique's; worked out once per card and card id (kept in ``cards.attacks``)."""
    key = (uid, card_id, technique)
    found = cards.attacks.get(key)
    if found is None:
        out: list[AttackOption] = []
        character = None if technique else cards.character(card_id)
        if character is not None:
            for i, attack in enumerate(character.attacks):
                out.append(AttackOption(uid, i, attack.cost, attack.value, attack.name,
                                        attack.name_ja))  # fmt: skip
        tech = cards.technique(card_id) if technique else None
        if tech is not None and tech.attack is not None:
            a = tech.attack
            named = a if a.name else tech  # an unnamed one is called by its card's name
            out.append(AttackOption(uid, 0, a.cost, a.value, named.name, named.name_ja))
        found = cards.attacks[key] = tuple(out)
    return found  # type: ignore[return-value]


def find_attack(
    state: GameState, cards: CardLookup, seat: int, source: int, index: int
) -> AttackOption | None:
    """The attack an :class:`AttackWith` names, if ``seat`` has it."""
    for option in available_attacks(state, cards, seat):
        if option.card == source and option.index == index:
            return option
    return None


def preview_attack(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int, attack: AttackWith
) -> dict[str, int]:
    """The final ATK, DEF, the points the attack would deal before minimum damage, and the
    Attack Cost: ``{"atk", "def", "points", "cost"}`` (all 0 when the attack is unknown)."""
    option = find_attack(state, cards, seat, attack.card, attack.index)
    own, target = fighter(state, seat), attack_target(state, seat)
    if option is None or own is None or target is None:
        return {"atk": 0, "def": 0, "points": 0, "cost": 0}
    printed = option.value if option.value is not None else (attack.value or 0)
    bonus = attached_bonus(state, cards, own, "atk") + villain_boost(state, cards, own)
    bonus += fading_bonus(state, seat) + plays_bonus(state, seat)  # see .gf2_marks
    bonus += lone_atk(state, cards, seat, params.team_bonus_threshold)  # .lone_boost
    bonus += boost_next(state, cards, seat, attack.card)  # .use_locks
    atk = printed + modifier(state, own, "atk") + bonus
    atk *= 2 if doubled(state, seat) else 1  # a double_atk of this turn (.gf2_marks)
    atk = max(0, atk - cost_penalty(state, seat, option.cost))  # a card's, for the cost
    defense = defense_value(state, cards, target)
    points = exact_points(state, seat)  # a card's own number, else the damage rule's
    if points is None:
        points = struck(state, seat, atk, defense, params.damage_points(atk, defense))
    if points and technique_damage_barred(state, attack.card):  # a card's rule: no damage
        points = 0
    return {
        "atk": atk,
        "def": defense,
        "points": 0 if guarded(state, 1 - seat, atk) else points,  # weak attacks spared
        "cost": option.cost,
    }


def pending_attack(state: GameState) -> AttackWith | None:
    """The declared attack awaiting its moment (the attacker is the active player)."""
    uid = state.values.get(V_PENDING_CARD)
    if not isinstance(uid, int) or isinstance(uid, bool) or uid not in state.cards:
        return None
    value = state.values.get(V_PENDING_VALUE)
    return AttackWith(
        int_value(state, V_ACTIVE),
        uid,
        int_value(state, V_PENDING_INDEX),
        value=value if isinstance(value, int) and not isinstance(value, bool) else None,
    )


def calculation(
    state: GameState, cards: CardLookup, params: YyhParams, inputs: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The damage calculation of the declared attack, or else of the attack being chosen: the
    active player's fighter against the other fighter, final ATK (the declared attack, or the
    fighter's first attack with a printed value; modifiers included) and final DEF, by :func:`preview_attack`, which the attack itself resolves with.
    ``inputs`` (``atk``, ``def``) replace those figures."""
    seat = int_value(state, V_ACTIVE)
    own, target = fighter(state, seat), fighter(state, 1 - seat)
    atk = defense = 0
    declared = pending_attack(state)
    options = [
        AttackWith(seat, option.card, option.index, ())
        for option in available_attacks(state, cards, seat)
        if option.value is not None
    ]
    if declared is not None:
        options = [declared]
    for attack in options:
        preview = preview_attack(state, cards, params, seat, attack)
        atk, defense = preview["atk"], preview["def"]
        break
    else:
        if target is not None:
            defense = defense_value(state, cards, target)
    given = dict(inputs or {})
    atk = int(given.get("atk", atk))
    defense = max(1, int(given.get("def", defense)))
    return {
        "calculator": "points",
        "attacker_seat": seat,
        "attacker": own,
        "defender": target,
        "atk": atk,
        "def": defense,
        "points": struck(state, seat, atk, defense, params.damage_points(atk, defense)),
    }


def note_points(state: GameState, tx: Transaction, points: int) -> None:
    """A blow's points as the last points, in the step's operations even when they are the
    last blow's too (cleared first): the log reads a blow that defeats the fighter from them,
    as a defeated card is not turned."""
    if state.values.get(V_LAST_POINTS) == points:
        tx.set_value(V_LAST_POINTS, None)
    tx.set_value(V_LAST_POINTS, points)


def deal_damage(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, uid: int, points: int
) -> None:
    """Turn a character 90° clockwise per point; the fourth point defeats it. A defeated
    fighter loses the match; a defeated Sideline character goes face down to its owner's
    Winner's Circle with its attachments discarded. A card may cap the points
    (:func:`.damage_caps.capped`)."""
    where = slot_of(state, uid)
    points = capped(state, uid, points)  # a card's cap (.damage_caps)
    if where is None or points <= 0:
        return
    first, then = damage_reactions(state, cards, uid, points)  # Sideline Effects answering it
    for other, more in first:
        deal_damage(state, tx, params, cards, other, more)
    _hurt(state, tx, params, cards, uid, points)
    for other, more in then:
        deal_damage(state, tx, params, cards, other, more)


def _hurt(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, uid: int, points: int
) -> None:
    """The damage itself: turned, or defeated (see :func:`deal_damage`)."""
    where = slot_of(state, uid)
    if where is None:
        return
    if where[1] == 1:
        note_hurt(state, tx, where[0])  # the opponent's turn's damage (.event_record)
    total = damage_of(state, uid) + points
    if total < DEFEAT_POINTS:
        tx.set_rotation(uid, 90 * total)
        return
    seat, slot = where
    if slot == 1:
        end_match(state, tx, params, cards, loser=seat)
    else:
        discard_attachments(state, tx, seat, slot)
        set_aside(state, tx, uid, won=False)


def resolve_attack(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, attack: AttackWith
) -> None:
    """Pay the Attack Cost (and the minimum-damage discard), then deal the damage."""
    seat = attack.seat
    result = preview_attack(state, cards, params, seat, attack)
    for uid in (*attack.discards, *attack.minimum):
        tx.move(uid, zone(seat, "discard"), face_up=True)
    points = result["points"]
    if points == 0 and attack.min_damage:
        points = 1
    tx.set_value(V_ATTACKS, int_value(state, V_ATTACKS) + 1)
    tx.set_value(V_LAST_ATK, result["atk"])
    tx.set_value(V_LAST_DEF, result["def"])
    note_points(state, tx, points)
    expire(state, tx, ("attack",))
    target = fighter(state, 1 - seat)
    if target is not None:
        deal_damage(state, tx, params, cards, target, points)


def declare_attack(
    state: GameState, tx: Transaction, cards: CardLookup, attack: AttackWith
) -> None:
    """Rules generation 2: pay the Attack Cost and declare the attack; the defender's response
    moment opens (the damage resolves when they pass, see :func:`resolve_pending`)."""
    seat = attack.seat
    for uid in attack.discards:
        tx.move(uid, zone(seat, "discard"), face_up=True)
    tx.set_value(V_ATTACKS, int_value(state, V_ATTACKS) + 1)
    tx.set_value(V_PENDING_CARD, attack.card)
    tx.set_value(V_PENDING_INDEX, attack.index)
    tx.set_value(V_PENDING_VALUE, attack.value)
    tx.set_value(V_MOMENT, RESPONSE)
    option = find_attack(state, cards, seat, attack.card, attack.index)
    if generation(state) >= USED_GENERATION and option is not None and option.name:
        note_attack(state, tx, seat, folded(option.name))  # for "in your last turn"


def clear_pending(state: GameState, tx: Transaction) -> None:
    """The declared attack is over: its moment closes, "this attack" modifiers expire."""
    end_attack(state, tx)
    expire(state, tx, ("attack",))


def resolve_pending(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup
) -> None:
    """The defender has passed: the declared attack's damage from the final ATK and DEF now.
    A 0-damage result whose attacker could pay for minimum damage opens the attacker's
    minimum-damage moment instead (:class:`~.actions.MinimumDamage` or a pass), unless a
    card bars it (:func:`.attack_needs.minimum_barred`)."""
    attack = pending_attack(state)
    if attack is None or find_attack(state, cards, attack.seat, attack.card, attack.index) is None:
        clear_pending(state, tx)  # the attacking fighter left the Arena: the attack fizzles
        return
    result = preview_attack(state, cards, params, attack.seat, attack)
    points = result["points"]
    tx.set_value(V_LAST_ATK, result["atk"])
    tx.set_value(V_LAST_DEF, result["def"])
    note_strike(state, tx, attack.seat, result["atk"], result["def"])  # .gf2_marks
    spend_double(state, tx, attack.seat)
    note_points(state, tx, points)
    hand = len(state.zones[zone(attack.seat, "hand")].cards)
    spared = guarded(state, 1 - attack.seat, result["atk"])  # minimum damage too
    cost = minimum_cost(state, attack.seat, params.min_damage_discard)
    barred = points == 0 and minimum_barred(state, cards, attack.seat)  # a card's rule
    if points == 0 and hand >= cost and not spared and not barred:
        tx.set_value(V_MOMENT, MINIMUM)
        return
    target = attack_target(state, attack.seat)  # before the attack's values are cleared
    clear_pending(state, tx)
    if target is not None:
        deal_damage(state, tx, params, cards, target, points)


def take_minimum(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    seat: int,
    discards: tuple[int, ...],
) -> None:
    """The attacker discards ``discards`` to deal 1 point of minimum damage."""
    for uid in discards:
        tx.move(uid, zone(seat, "discard"), face_up=True)
    target = attack_target(state, seat)  # before the attack's values are cleared
    clear_pending(state, tx)
    note_points(state, tx, 1)
    if target is not None:
        deal_damage(state, tx, params, cards, target, 1)
