"""Verdicts of the table's own entries in a YYH game (Turn Over, Rotate, Shuffle, counters) and
of card-effect moves: what no rule action or card effect does is illegal (refused in enforced
mode, a warning in manual mode), with its reason.

- Only the rules turn a card over (a face-down attachment or Match Slot 5 character turns face
  up as it enters the Arena), so a Flip is never a player's to make.
- Only a character in play turns sideways (a quarter turn is damage, see the ruleset's
  ``translate``); other rotations are refused.
- A card effect shuffles one's own deck (one's hand is one's own to order); no other zone.
- The rules keep the match wins and the cards' counters; Spirit Energy may be set within its
  range (card effects give and take it, the other player's too).
- A card-effect move leaves the table in shape: the card stays on its owner's side, the fighter
  stays in the Arena (it leaves by defeat, a lost match or a switch), a Sideline slot holds one
  character with its attachments, Items and Techniques go where attachments go (Techniques on
  the fighter only, unless ``techniques_on_sideline``), and a card of
  the other player hidden from the mover is not one it can aim at.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import Flip, Rotate, SetCardCounter, SetCounter, Shuffle
from tabletop.engine.verdict import Verdict

from .actions import EffectMove
from .board import C_SPIRIT, SLOTS, CardLookup, generation, slot_of, v_fifth, zone
from .checks import (
    EMPTY_SLOT,
    FIFTH_USED,
    NO_FIGHTER,
    SLOT_TAKEN,
    TECH_FIGHTER_ONLY,
    check_spirit_value,
)
from .profile import YyhParams

FLIP_BY_RULES = "yyh.flip_by_rules"
ROTATE_CHARACTERS = "yyh.rotate_characters"
SHUFFLE_OWN = "yyh.shuffle_own"
COUNTER_BY_RULES = "yyh.counter_by_rules"
FIGHTER_STAYS = "yyh.fighter_stays"
OTHER_SIDE = "yyh.other_side"
HIDDEN_CARD = "yyh.hidden_card"
ALREADY_THERE = "yyh.already_there"
EFFECT_PLACE = "yyh.effect_place"


def check_table_action(state: GameState, params: YyhParams, action: Action) -> Verdict | None:
    """The verdict on a table action no rule action stands for (None: not one of those)."""
    match action:
        case Flip():
            return Verdict.illegal(FLIP_BY_RULES)
        case Rotate():  # a character in play was translated into damage or healing
            return Verdict.illegal(ROTATE_CHARACTERS)
        case Shuffle(seat=seat, zone=zone_id):
            if zone_id in (zone(seat, "deck"), zone(seat, "hand")):
                return None
            return Verdict.illegal(SHUFFLE_OWN)
        case SetCardCounter():
            return Verdict.illegal(COUNTER_BY_RULES)
        case SetCounter(name=name, value=value):
            if name != C_SPIRIT:
                return Verdict.illegal(COUNTER_BY_RULES)
            spirit = check_spirit_value(params, value)
            return None if spirit.legal else spirit
    return None


def check_effect_move(
    state: GameState, cards: CardLookup, params: YyhParams, action: EffectMove
) -> Verdict:
    """Where a card-effect move may take a card (see the module docstring); the card and the
    zone exist."""
    card = state.cards[action.card]
    to = action.to_zone
    side = state.zones[to].owner
    if card.zone == to:
        return Verdict.illegal(ALREADY_THERE)
    if card.owner != action.seat and not state.can_see(action.seat, action.card):
        return Verdict.illegal(HIDDEN_CARD)
    if side is not None and side != card.owner:
        return Verdict.illegal(OTHER_SIDE)
    where = slot_of(state, action.card)
    if where is not None and where[1] == 1:
        return Verdict.illegal(FIGHTER_STAYS)
    name = to.partition(".")[2]
    card_id = card.card_id
    if name in ("arena", "winners_circle"):
        return Verdict.illegal(EFFECT_PLACE)
    if name.startswith("slot") and name.endswith("_att"):
        slot = int(name[4:-4])
        if cards.attachable(card_id) is None or action.face_up:
            return Verdict.illegal(EFFECT_PLACE)
        if not state.zones[zone(card.owner, f"slot{slot}")].cards:
            return Verdict.illegal(EMPTY_SLOT, slot=slot)
        if (
            cards.technique(card_id) is not None
            and not params.techniques_on_sideline
            and generation(state) >= 2
        ):
            return Verdict.illegal(TECH_FIGHTER_ONLY)
    elif name.startswith("slot"):
        slot = int(name[4:])
        if slot not in SLOTS or cards.character(card_id) is None:
            return Verdict.illegal(EFFECT_PLACE)
        if state.zones[to].cards:
            return Verdict.illegal(SLOT_TAKEN, slot=slot)
        if slot == 5 and state.values.get(v_fifth(card.owner)):
            return Verdict.illegal(FIFTH_USED)
    elif name in ("items", "techs"):
        technique = cards.technique(card_id) is not None
        if cards.attachable(card_id) is None or technique != (name == "techs"):
            return Verdict.illegal(EFFECT_PLACE)
        if not state.zones[zone(card.owner, "arena")].cards:
            return Verdict.illegal(NO_FIGHTER)
    return Verdict.ok()
