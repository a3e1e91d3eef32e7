"""Card effects: the adjustments players make to carry out a card's text (dbgt.md §8).

They are legal for either player at any time of a begun game, within the structural rules
that always hold (stages within the ladder, the MP and Mastery never leave play, one Dragon
Ball of each number in play, cards stay on their owner's side).
"""

from __future__ import annotations

from tabletop.cards.models import DragonBall, Personality
from tabletop.engine import verdict as codes
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from .actions import EffectCapture, EffectDamage, EffectDraw, EffectLevel, EffectMove, EffectStage
from .damage import capture_ball, deal_damage, take_cards
from .levels import change_level, level_card
from .table import (
    ALLIES,
    CAPTURED_BY,
    DRAGON_BALLS,
    HAND,
    MASTERY,
    MP,
    STAGE,
    TableFacts,
    zid,
    zone_name,
)

#: Zones whose cards are in play (their counters and rotation mean something there).
PLAY_ZONES = frozenset((MP, MASTERY, *ALLIES, "setups", "drills", DRAGON_BALLS, "battle"))


def _begun(facts: TableFacts, state: GameState) -> Verdict:
    if facts.step(state) is None:
        return Verdict.illegal("dbgt.not_started")
    return Verdict.ok()


def check_effect_stage(facts: TableFacts, state: GameState, action: EffectStage) -> Verdict:
    """A personality in play, a stage on its ladder."""
    uid = action.card
    seat = state.cards[uid].owner
    if uid not in facts.personalities(state, seat):
        return Verdict.impossible("dbgt.not_in_play", card=uid)
    top = facts.top_stage(state, uid)
    if not 0 <= action.stage <= top:
        return Verdict.impossible("dbgt.stage_out_of_ladder", stage=action.stage, top=top)
    return _begun(facts, state)


def apply_effect_stage(
    facts: TableFacts, state: GameState, action: EffectStage, tx: Transaction
) -> None:
    """Set the stage."""
    tx.set_card_counter(action.card, STAGE, action.stage)


def check_effect_move(facts: TableFacts, state: GameState, action: EffectMove) -> Verdict:
    """Any move a card's text may make, except those the rules never allow."""
    uid, to_zone = action.card, action.to_zone
    card = state.cards[uid]
    here, there = zone_name(card.zone), zone_name(to_zone)
    if state.zones[to_zone].owner != card.owner:
        return Verdict.illegal("dbgt.other_side", card=uid, zone=to_zone)
    if here == MP and there != MP:
        return Verdict.illegal("dbgt.mp_never_leaves", card=uid)
    if here == MASTERY and there != MASTERY:
        return Verdict.illegal("dbgt.mastery_never_leaves", card=uid)
    if there == MP and here != MP:
        return Verdict.illegal("dbgt.wrong_zone", card=uid, zone=to_zone)
    data = facts.card(state, uid)
    if there in ALLIES and type(data) is not Personality:
        return Verdict.illegal("dbgt.wrong_zone", card=uid, zone=to_zone)
    if there == DRAGON_BALLS:
        if type(data) is not DragonBall:
            return Verdict.illegal("dbgt.wrong_zone", card=uid, zone=to_zone)
        if here != DRAGON_BALLS and facts.ball_in_play(state, data.db_number):
            return Verdict.illegal("dbgt.dragon_ball_in_play", number=data.db_number)
    return _begun(facts, state)


def apply_effect_move(
    facts: TableFacts, state: GameState, action: EffectMove, tx: Transaction
) -> None:
    """Move the card; a card leaving play loses its counters and turn; a personality arriving on
    an ally stack becomes its top with a stage."""
    uid, to_zone = action.card, action.to_zone
    from_zone = state.cards[uid].zone
    was_top = state.zones[from_zone].cards[-1] == uid
    target = state.zones[to_zone].cards
    below = target[-1] if target and zone_name(to_zone) in ALLIES else None
    tx.move(uid, to_zone, action.index, action.face_up)
    if zone_name(to_zone) not in PLAY_ZONES or zone_name(to_zone) != zone_name(from_zone):
        for name in list(state.cards[uid].counters):
            tx.set_card_counter(uid, name, None)
        tx.set_rotation(uid, 0)
    if zone_name(from_zone) in ALLIES and was_top and state.zones[from_zone].cards:
        new_top = state.zones[from_zone].cards[-1]
        if STAGE not in state.cards[new_top].counters:
            tx.set_card_counter(new_top, STAGE, 0)
    if zone_name(to_zone) in ALLIES and state.zones[to_zone].cards[-1] == uid:
        if below is not None:
            tx.set_card_counter(below, STAGE, None)
        stage = min(facts.params.turn.ally_entry_stage, facts.top_stage(state, uid))
        tx.set_card_counter(uid, STAGE, stage)
    elif zone_name(to_zone) in ALLIES:  # slid under the top card: no stage of its own
        tx.set_card_counter(uid, STAGE, None)


def check_effect_level(facts: TableFacts, state: GameState, action: EffectLevel) -> Verdict:
    """One level up or down, if that level is there."""
    if action.player not in SEATS:
        return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=action.player)
    if action.delta not in (1, -1):
        return Verdict.impossible(codes.BAD_VALUE, field="delta", value=action.delta)
    if level_card(facts, state, action.player, action.delta) is None:
        code = "dbgt.no_higher_level" if action.delta > 0 else "dbgt.no_lower_level"
        return Verdict.impossible(code, level=facts.mp_level(state, action.player))
    return _begun(facts, state)


def apply_effect_level(
    facts: TableFacts, state: GameState, action: EffectLevel, tx: Transaction
) -> None:
    """Change the level (drills discarded; level-down to the profile's stage)."""
    change_level(facts, state, tx, action.player, action.delta)


def check_effect_capture(facts: TableFacts, state: GameState, action: EffectCapture) -> Verdict:
    """A Dragon Ball in play that the seat does not control."""
    uid = action.card
    if facts.dragon_ball(state, uid) is None or zone_name(state.cards[uid].zone) != DRAGON_BALLS:
        return Verdict.impossible("dbgt.not_capturable", card=uid)
    if facts.ball_controller(state, uid) == action.seat:
        return Verdict.illegal("dbgt.not_capturable", card=uid)
    return _begun(facts, state)


def apply_effect_capture(
    facts: TableFacts, state: GameState, action: EffectCapture, tx: Transaction
) -> None:
    """Take control of the ball."""
    capture_ball(facts, state, tx, action.seat, action.card)


def check_effect_damage(facts: TableFacts, state: GameState, action: EffectDamage) -> Verdict:
    """Non-negative amounts."""
    if action.player not in SEATS:
        return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=action.player)
    for name, value in (("stages", action.stages), ("life", action.life)):
        if not 0 <= value <= 99:
            return Verdict.impossible(codes.BAD_VALUE, field=name, value=value)
    return _begun(facts, state)


def apply_effect_damage(
    facts: TableFacts, state: GameState, action: EffectDamage, tx: Transaction
) -> None:
    """Stages first, then life cards (Dragon Balls skipped as for attack damage)."""
    deal_damage(facts, state, tx, action.player, action.stages, action.life)


def check_effect_draw(facts: TableFacts, state: GameState, action: EffectDraw) -> Verdict:
    """A positive count."""
    if not 1 <= action.count <= 99:
        return Verdict.impossible(codes.BAD_VALUE, field="count", value=action.count)
    return _begun(facts, state)


def apply_effect_draw(
    facts: TableFacts, state: GameState, action: EffectDraw, tx: Transaction
) -> None:
    """Draw from the Life Deck (an empty one loses by Survival)."""
    take_cards(facts, state, tx, action.seat, action.count, zid(action.seat, HAND))


def captured(state: GameState, uid: int) -> bool:
    """True for a captured Dragon Ball."""
    return CAPTURED_BY in state.cards[uid].counters
