"""What the YYH card and zone menus offer: rule actions first, then the card-effect actions
players apply card texts with (damage, healing, ATK/DEF modifiers, switches, a lost match, one
more attack). The UI asks the verdict of each; an illegal one shows disabled with its reason."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import Draw, NextStep, Shuffle

from .abilities import offered_abilities
from .actions import (
    AllowAttack,
    Attach,
    AttackWith,
    ChangeSpirit,
    ConcedeMatch,
    DealDamage,
    EffectMove,
    Heal,
    Mill,
    MinimumDamage,
    Modify,
    PassMoment,
    PlaceFifth,
    PlayEvent,
    SwitchFighter,
)
from .battle import available_attacks
from .board import (
    ATTACH,
    EVENT,
    FIFTH,
    MINIMUM,
    SLOTS,
    V_MOMENT,
    CardLookup,
    fighter,
    slot_of,
    slot_zone,
    zone,
)
from .event_lasting import own_duration
from .profile import YyhParams
from .rules_gf import cost_cards, minimum_cost
from .timed_effects import offered_uses

#: The modifier steps a menu offers (a card's "+3000 ATK" is three of them).
MODIFIER_STEP = 1000
MENU_SCOPES = ("attack", "turn", "match")
#: The durations a card menu offers for an Event the player says the duration of.
MENU_DURATIONS = ("now", "turn", "draw", "match")


def sideline(state: GameState, seat: int) -> list[int]:
    """The seat's Sideline characters (Match Slots 2–5), in slot order."""
    return [
        state.zones[slot_zone(seat, s)].cards[-1]
        for s in SLOTS
        if state.zones[slot_zone(seat, s)].cards
    ]


def card_actions(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int, uid: int
) -> list[Action]:
    """Context menu of a card: rule actions first, then card-effect adjustments."""
    card = state.cards[uid]
    out: list[Action] = []
    if card.zone == zone(seat, "hand"):
        play = cards.hand_play(card.card_id)
        way = None if play is None else play.way
        if way == ATTACH:
            for target in (fighter(state, seat), *sideline(state, seat)):
                if target is not None:
                    out.append(Attach(seat, uid, target))
        elif way == EVENT:
            own = own_duration(state, cards, uid)  # the card says how long (generation 5)
            spans = MENU_DURATIONS if own is None else (own,)
            out += [PlayEvent(seat, uid, d) for d in spans]
        elif way == FIFTH:
            out.append(PlaceFifth(seat, uid))
        out.append(EffectMove(seat, uid, zone(seat, "discard")))
        return out
    payable = cost_cards(state, cards, seat)  # the cards that may pay
    for option in available_attacks(state, cards, seat):
        if option.card == uid:
            out.append(AttackWith(seat, uid, option.index, tuple(payable[: option.cost])))
    out += offered_uses(state, cards, seat, uid) + offered_abilities(
        state, cards, params, seat, uid
    )
    where = slot_of(state, uid)
    if where is not None:
        owner, slot = where
        out += [DealDamage(seat, uid, 1), Heal(seat, uid, 1)]
        for stat in ("atk", "def"):
            for amount in (MODIFIER_STEP, -MODIFIER_STEP):
                out += [Modify(seat, uid, stat, amount, scope) for scope in MENU_SCOPES]
        if slot == 1:
            out.append(ConcedeMatch(seat, owner))
            for other in SLOTS:
                if state.zones[slot_zone(owner, other)].cards:
                    out.append(SwitchFighter(seat, owner, other))
        else:
            out.append(SwitchFighter(seat, owner, slot))
    if card.zone != zone(card.owner, "discard") and where != (card.owner, 1):
        out.append(EffectMove(seat, uid, zone(card.owner, "discard")))
    return out


def zone_actions(state: GameState, params: YyhParams, seat: int, zone_id: str) -> list[Action]:
    """Context menu of a zone: the deck draws, mills and shuffles; the Arena and the hand
    step on, answer an attack (pass, minimum damage), allow one more attack, change Spirit."""
    out: list[Action] = []
    if zone_id == zone(seat, "deck"):
        out += [Draw(seat, 1), Mill(seat, seat, 1), Shuffle(seat, zone_id)]
    if zone_id in (zone(seat, "arena"), zone(seat, "hand")):
        if state.values.get(V_MOMENT):
            out.append(PassMoment(seat))
        if state.values.get(V_MOMENT) == MINIMUM:
            hand = state.zones[zone(seat, "hand")].cards
            cost = minimum_cost(state, seat, params.min_damage_discard)
            out.append(MinimumDamage(seat, tuple(hand[:cost])))
        out += [NextStep(seat), AllowAttack(seat)]
        out += [ChangeSpirit(seat, seat, 1), ChangeSpirit(seat, seat, -1)]
    return out
