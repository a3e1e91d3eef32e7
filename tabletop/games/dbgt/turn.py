"""Setup and the turn: the seven steps, power up, level changes, Non-Combat placements,
discards and rejuvenation (shared/rules/dbgt.md §3, §4, §7).

Each rule is a pair: ``check_<action>(rules, state, action) -> Verdict`` and
``apply_<action>(rules, state, action, tx)``; apply functions carry out a merely illegal action
too (manual mode) and never raise for one the check called possible.
"""

from __future__ import annotations

from tabletop.cards.models import (
    DbgtEvent,
    Mastery,
    Personality,
)
from tabletop.engine import verdict as codes
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.table_actions import NextStep
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import card_effects
from .actions import Begin, DiscardCard, DoublePower, LevelUp, PlayCard, Rejuvenate, UseCard
from .damage import DRAGON_BALL_CAPTURE, take_cards, win
from .levels import change_level, level_card
from .placing import PLACING
from .table import (
    COMBAT,
    DECLARE,
    DISCARD,
    DISCARD_STEP,
    DRAW,
    HAND,
    LIFE_DECK,
    MASTERY,
    MP,
    NON_COMBAT,
    POWER_UP,
    REJUVENATION,
    REMOVED,
    SETUPS,
    STAGE,
    ZONES,
    TableFacts,
    int_value,
    other,
    zid,
)

MAIN_PERSONALITY_SECTION = "main personality"
LIFE_DECK_SECTION = "life deck"

# ---------------------------------------------------------------- setup


def build_state(facts: TableFacts, setup: GameSetup) -> GameState:
    """The table before the first action: zones made, Main Personality level 1 in play at the
    starting stage (Double-Power Rule applied), the Mastery of a declared style in play.

    A Life Deck holding a Mastery declares that Mastery's style (a deck may hold only the one
    Mastery of its declared style).
    """
    state = GameState()
    for seat in SEATS:
        for name, visibility, face in ZONES:
            state.add_zone(zid(seat, name), seat, visibility, face_up=face)
    for seat in SEATS:
        sections = setup.decks[seat].sections
        levels: list[tuple[int, str]] = []
        for card_id in sections.get(MAIN_PERSONALITY_SECTION, ()):
            card = facts.cards_by_id[card_id]
            level = card.level if type(card) is Personality else 99
            levels.append((-level, card_id))
        # Backers at the bottom, then the highest level down to level 1 on top.
        ordered = [cid for lvl, cid in levels if lvl == -99] + [
            cid for lvl, cid in sorted(levels) if lvl != -99
        ]
        for card_id in ordered:
            state.add_card(card_id, seat, zid(seat, MP))
        for card_id in sections.get(LIFE_DECK_SECTION, ()):
            card = facts.cards_by_id[card_id]
            if type(card) is Mastery and facts.style(state, seat) is None:
                state.add_card(card_id, seat, zid(seat, MASTERY))
                state.values[f"style{seat}"] = card.style
            else:
                state.add_card(card_id, seat, zid(seat, LIFE_DECK), face_up=False)
        top = facts.mp_top(state, seat)
        if top is not None:
            stage = min(facts.params.setup.starting_stage, facts.top_stage(state, top))
            state.cards[top].counters[STAGE] = stage
    state.values.update(turn=0, active=0, first=first_player(facts, state))
    return state


def first_player(facts: TableFacts, state: GameState) -> int | None:
    """Apply the Double-Power Rule and say who goes first (None: decided by chance).

    The weaker side of a Double-Power pair goes first; else the Hero if the alignments differ.
    """
    tops = [facts.mp_top(state, seat) for seat in SEATS]
    if tops[0] is None or tops[1] is None:
        return None
    mps = [facts.personality(state, uid) for uid in (tops[0], tops[1])]
    if mps[0] is None or mps[1] is None:
        return None
    powers = [facts.power(state, tops[0]), facts.power(state, tops[1])]
    ratio = facts.params.setup.double_power_ratio
    for strong in SEATS:
        weak = other(strong)
        a, b = powers[strong], powers[weak]
        if isinstance(a, int) and isinstance(b, int) and b > 0 and a >= ratio * b:
            strong_uid, weak_uid = tops[strong], tops[weak]
            assert strong_uid is not None and weak_uid is not None
            top = facts.top_stage(state, strong_uid)
            stage = min(facts.params.setup.double_power_stronger_stage, top)
            state.cards[strong_uid].counters[STAGE] = stage
            state.cards[weak_uid].counters[STAGE] = facts.top_stage(state, weak_uid)
            state.values["double_power"] = strong
            state.values["double_power_powers"] = f"{a},{b}"
            return weak
    alignments = [mps[0].alignment, mps[1].alignment]
    if alignments[0] != alignments[1] and "hero" in alignments:
        return alignments.index("hero")
    return None


def double_power(state: GameState) -> DoublePower | None:
    """The announcement of the Double-Power Rule applied at setup (None: not applied)."""
    strong = int_value(state, "double_power")
    powers = str(state.values.get("double_power_powers") or "").split(",")
    if strong is None or len(powers) != 2 or not all(p.isdigit() for p in powers):
        return None
    return DoublePower(0, strong, int(powers[0]), int(powers[1]))


def check_double_power(facts: TableFacts, state: GameState, action: DoublePower) -> Verdict:
    """Only the announcement of what setup did, once, before turn 1."""
    if facts.step(state) is not None or state.values.get("double_power_announced"):
        return Verdict.impossible("dbgt.game_started")
    if action != double_power(state):
        return Verdict.impossible("dbgt.no_double_power")
    return Verdict.ok()


def apply_double_power(
    facts: TableFacts, state: GameState, action: DoublePower, tx: Transaction
) -> None:
    """Note that it was announced (the stages were set at setup)."""
    tx.set_value("double_power_announced", True)


def check_begin(facts: TableFacts, state: GameState, action: Begin) -> Verdict:
    """The opening action, once, before any turn."""
    if facts.step(state) is not None:
        return Verdict.impossible("dbgt.game_started")
    return Verdict.ok()


def apply_begin(facts: TableFacts, state: GameState, action: Begin, tx: Transaction) -> None:
    """First player (recorded chance when undecided), then turn 1."""
    if action.rules > 1:
        tx.set_value("rules", action.rules)
    first = int_value(state, "first")
    if first is None:
        first = tx.random_int(0, 1)
        tx.set_value("first", first)
    start_turn(facts, state, tx, first)


# ---------------------------------------------------------------- the step machine

TURN_VALUES = (
    *("combat_declared", "rejuvenated", "phase", "passes", "discarding", "entering"),
    *("control0", "control1", "capture_offer", "damage_cards", "damage_seat"),
    "powers_used",
)
"""The game values of a turn, cleared as the next one begins."""


def start_turn(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> None:
    """A new turn for ``seat``: the captured-set check, then the Draw step's draw."""
    turn = int_value(state, "turn") or 0
    tx.set_value("turn", turn + 1)
    tx.set_value("active", seat)
    tx.set_value("step", DRAW)
    tx.clear_values(TURN_VALUES)
    if int_value(state, "capture_win") == seat:
        # Dragon Ball victory by capture: decided at the start of the captor's next turn.
        tx.set_value("capture_win", None)
        if facts.complete_set(state, seat) is not None:
            win(state, tx, seat, DRAGON_BALL_CAPTURE)
            return
    take_cards(facts, state, tx, seat, facts.params.turn.draw_count, zid(seat, HAND))


def check_next(facts: TableFacts, state: GameState, action: NextStep) -> Verdict:
    """Ending a step: only the seat that may act; Combat ends by passing; the Discard step
    needs the hand at the limit."""
    step = facts.step(state)
    if step is None:
        return Verdict.illegal("dbgt.not_started")
    actor = facts.actor(state)
    if actor != action.seat:
        return Verdict.illegal("dbgt.not_your_step", step=step, player=action.seat)
    if step == COMBAT:
        return Verdict.illegal("dbgt.combat_ends_by_passing")
    if step == DISCARD_STEP:
        count = len(state.zones[zid(action.seat, HAND)].cards)
        limit = card_effects.hand_limit(facts, state, action.seat)
        if count > limit:
            return Verdict.illegal("dbgt.hand_over_limit", count=count, limit=limit)
    return Verdict.ok()


def apply_next(facts: TableFacts, state: GameState, action: NextStep, tx: Transaction) -> None:
    """Go to the next step, doing its bookkeeping."""
    step = facts.step(state)
    active = facts.active(state)
    if step == DRAW:
        tx.set_value("step", NON_COMBAT)
    elif step == NON_COMBAT:
        tx.set_value("step", POWER_UP)
        power_up(facts, state, tx, active)
    elif step == POWER_UP:
        tx.set_value("step", DECLARE)
    elif step in (DECLARE, COMBAT):
        end_combat(facts, state, tx)
    elif step == DISCARD_STEP:
        discarding = int_value(state, "discarding")
        if discarding in (None, active):
            _discard_turn(facts, state, tx, other(active))
        else:
            tx.set_value("discarding", None)
            tx.set_value("step", REJUVENATION)
    elif step == REJUVENATION:
        start_turn(facts, state, tx, other(active))


#: What a Combat leaves behind, cleared when it ends (the card effects' too: stopped attacks,
#: no more attacks).
_COMBAT_VALUES = (
    "phase",
    "passes",
    "pending",
    "pending_kind",
    "control0",
    "control1",
    "entering",
    "stopped0",
    "stopped1",
    "no_attacks0",
    "no_attacks1",
    "pending_target",
    "again",
    "boost",
)


def end_combat(facts: TableFacts, state: GameState, tx: Transaction) -> None:
    """Combat over (or never declared): control returns to the MPs; the Discard step begins."""
    if "reused" in state.values:
        card_effects.reuse_over(facts, state, tx)
    tx.clear_values(_COMBAT_VALUES)
    tx.set_value("step", DISCARD_STEP)
    _discard_turn(facts, state, tx, facts.active(state))


def _discard_turn(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` discards down to the hand limit; a hand already there is skipped."""
    active = facts.active(state)

    def at_limit(who: int) -> bool:
        return len(state.zones[zid(who, HAND)].cards) <= card_effects.hand_limit(facts, state, who)

    if seat == active and at_limit(seat):
        seat = other(active)
    if seat != active and at_limit(seat):
        tx.set_value("discarding", None)
        tx.set_value("step", REJUVENATION)
        return
    tx.set_value("discarding", seat)


def power_up(facts: TableFacts, state: GameState, tx: Transaction, seat: int) -> None:
    """Power Up step: the MP rises by its PUR (plus the style bonus), each ally by its PUR (or
    1), none above its top stage."""
    params = facts.params.turn
    for index, uid in enumerate(facts.personalities(state, seat)):
        card = facts.personality(state, uid)
        if card is None:
            continue
        if index == 0:
            rise = card.pur + (params.style_pur_bonus if facts.style(state, seat) else 0)
        else:
            rise = card.pur if params.ally_power_up == "pur" else 1
        new = min(card.top_stage, facts.stage(state, uid) + rise)
        tx.set_card_counter(uid, STAGE, max(new, facts.stage(state, uid)))


# ---------------------------------------------------------------- common checks


def own_step(facts: TableFacts, state: GameState, seat: int, *steps: str) -> Verdict:
    """Legal when ``seat`` may act now in one of ``steps``."""
    step = facts.step(state)
    if step is None:
        return Verdict.illegal("dbgt.not_started")
    if facts.actor(state) != seat:
        return Verdict.illegal("dbgt.not_your_step", step=step, player=seat)
    if step not in steps:
        return Verdict.illegal("dbgt.wrong_step", step=step, needed=steps[0])
    return Verdict.ok()


def own_card(state: GameState, seat: int, uid: int) -> Verdict:
    """Impossible when the card belongs to the other player."""
    if state.cards[uid].owner != seat:
        return Verdict.impossible(codes.NOT_YOUR_CARD, card=uid)
    return Verdict.ok()


# ---------------------------------------------------------------- level changes


def check_level_up(facts: TableFacts, state: GameState, action: LevelUp) -> Verdict:
    """MP level-up: your own turn, in the profile's window, one level, paid by removing
    discard-pile cards from the game."""
    seat = action.seat
    for uid in action.cards:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
    if level_card(facts, state, seat, 1) is None:
        return Verdict.impossible("dbgt.no_higher_level", level=facts.mp_level(state, seat))
    cost = facts.params.mp_level_up.cost_removed_from_discard
    pile = state.zones[zid(seat, DISCARD)].cards
    if action.cards:
        if len(set(action.cards)) != len(action.cards) or any(
            uid not in pile for uid in action.cards
        ):
            return Verdict.impossible("dbgt.level_up_cards", count=len(action.cards))
        if len(action.cards) != cost:
            return Verdict.illegal("dbgt.cost_unpayable", cost=cost, available=len(action.cards))
    elif len(pile) < cost:
        return Verdict.illegal("dbgt.cost_unpayable", cost=cost, available=len(pile))
    if facts.params.mp_level_up.window == "non_combat":
        return own_step(facts, state, seat, NON_COMBAT)
    if facts.step(state) is None or facts.active(state) != seat:
        return Verdict.illegal("dbgt.not_your_turn_level_up", seat=seat)
    return Verdict.ok()


def apply_level_up(facts: TableFacts, state: GameState, action: LevelUp, tx: Transaction) -> None:
    """Remove the cost from the game, then go up a level."""
    seat = action.seat
    cost = facts.params.mp_level_up.cost_removed_from_discard
    pile = state.zones[zid(seat, DISCARD)].cards
    paying = list(action.cards) if action.cards else list(pile[-cost:]) if cost else []
    for uid in paying:
        tx.move(uid, zid(seat, REMOVED), face_up=True)
    change_level(facts, state, tx, seat, 1)


# ---------------------------------------------------------------- Non-Combat placements


def check_play(facts: TableFacts, state: GameState, action: PlayCard) -> Verdict:
    """Non-Combat placements and their limits (each kind's in :data:`.placing.PLACING`)."""
    seat, uid = action.seat, action.card
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    card = facts.card(state, uid)
    row = PLACING.get(type(card))
    if row is None:
        kind = card.type if card is not None else "unknown"
        return Verdict.impossible("dbgt.not_placeable", card=uid, type=kind)
    if row.zone(facts, state, seat, card, action.target) is None:
        return Verdict.impossible(row.no_room, slot=action.target)
    verdict = own_step(facts, state, seat, NON_COMBAT)
    if not verdict.legal:
        return verdict
    if state.cards[uid].zone != zid(seat, HAND):
        return Verdict.illegal("dbgt.not_in_hand", card=uid)
    return row.check(facts, state, seat, uid, card, action.target)


def apply_play(facts: TableFacts, state: GameState, action: PlayCard, tx: Transaction) -> None:
    """Place the card where its kind goes, then what placing it does (allies get their entry
    stage, overlays their top stage; a Dragon Ball's placement effect)."""
    seat, uid = action.seat, action.card
    card = facts.card(state, uid)
    row = PLACING.get(type(card))
    zone = None if row is None else row.zone(facts, state, seat, card, action.target)
    if row is None or zone is None:
        return
    below = state.zones[zone].cards[-1] if state.zones[zone].cards else None
    tx.move(uid, zone, face_up=True)
    if row.placed is not None:
        row.placed(facts, state, tx, seat, uid, card, below)


def check_use(facts: TableFacts, state: GameState, action: UseCard) -> Verdict:
    """Events from hand and Setups in play are used at their printed timing, then discarded."""
    seat, uid = action.seat, action.card
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    if facts.step(state) is None:
        return Verdict.illegal("dbgt.not_started")
    card = facts.card(state, uid)
    zone = state.cards[uid].zone
    if not (zone == zid(seat, HAND) and type(card) is DbgtEvent) and zone != zid(seat, SETUPS):
        return Verdict.illegal("dbgt.not_usable", card=uid)
    if card_effects.power_use(facts, state, uid):
        return Verdict.illegal("dbgt.use_in_attack_phase", card=uid)
    if not card_effects.usable(facts, state, uid):
        return Verdict.illegal("dbgt.lasts_in_play", card=uid)
    lacking = card_effects.ally_refusal(facts, state, seat, uid)
    if lacking is None:
        lacking = card_effects.timing_refusal(facts, state, uid)
    if lacking is not None:
        return lacking
    target = action.target
    foes = card_effects.foe_targets(facts, state, seat, uid)
    if foes and target not in foes:
        return Verdict.illegal("dbgt.not_a_foe_target", card=target or uid)
    found = card_effects.search_targets(facts, state, seat, uid)
    if found and target not in found:
        return Verdict.illegal("dbgt.not_a_search_target", card=uid)
    foes = foes or found
    if (
        not foes
        and target is not None
        and (
            not card_effects.wants_target(facts, state, uid)
            or target not in facts.ally_tops(state, seat)
        )
    ):
        return Verdict.illegal("dbgt.not_your_personality", card=target)
    if target is None and card_effects.gifts(facts, state, uid):
        return Verdict.illegal("dbgt.needs_ally", card=uid)
    if action.cards:
        pile = state.zones[zid(seat, DISCARD)].cards
        count = card_effects.chosen_count(facts, state, seat, uid)
        if (
            len(action.cards) != count
            or len(set(action.cards)) != count
            or any(chosen not in pile for chosen in action.cards)
        ):
            return Verdict.impossible("dbgt.rejuvenate_cards", count=count)
    return Verdict.ok()


def apply_use(facts: TableFacts, state: GameState, action: UseCard, tx: Transaction) -> None:
    """Apply the card's automated effects, then discard it (or remove it from the game); an
    effect its data marks by hand is applied with the card-effect actions."""
    seat, uid = action.seat, action.card
    card_effects.apply_used(facts, state, tx, seat, uid, action.target, action.cards)
    tx.move(uid, card_effects.used_destination(facts, state, seat, uid), face_up=True)


# ---------------------------------------------------------------- Discard and Rejuvenation


def check_discard(facts: TableFacts, state: GameState, action: DiscardCard) -> Verdict:
    """Discard step: the discarding seat, a card from its hand, only down to the limit."""
    seat, uid = action.seat, action.card
    verdict = own_card(state, seat, uid)
    if not verdict.legal:
        return verdict
    if state.cards[uid].zone != zid(seat, HAND):
        return Verdict.impossible("dbgt.not_in_hand", card=uid)
    verdict = own_step(facts, state, seat, DISCARD_STEP)
    if not verdict.legal:
        return verdict
    count = len(state.zones[zid(seat, HAND)].cards)
    limit = card_effects.hand_limit(facts, state, seat)
    if count <= limit:
        return Verdict.illegal("dbgt.hand_at_limit", count=count, limit=limit)
    return Verdict.ok()


def apply_discard(
    facts: TableFacts, state: GameState, action: DiscardCard, tx: Transaction
) -> None:
    """Hand to discard pile."""
    tx.move(action.card, zid(action.seat, DISCARD), face_up=True)


def check_rejuvenate(facts: TableFacts, state: GameState, action: Rejuvenate) -> Verdict:
    """Rejuvenation: once, only when Combat was not declared this turn."""
    seat = action.seat
    if not state.zones[zid(seat, DISCARD)].cards:
        return Verdict.impossible(codes.EMPTY_ZONE, zone=zid(seat, DISCARD))
    verdict = own_step(facts, state, seat, REJUVENATION)
    if not verdict.legal:
        return verdict
    if state.values.get("combat_declared"):
        return Verdict.illegal("dbgt.rejuvenation_after_combat")
    if state.values.get("rejuvenated"):
        return Verdict.illegal("dbgt.already_rejuvenated")
    return Verdict.ok()


def apply_rejuvenate(
    facts: TableFacts, state: GameState, action: Rejuvenate, tx: Transaction
) -> None:
    """Top card of the discard pile, face down, to the bottom of the Life Deck."""
    seat = action.seat
    tx.move(state.zones[zid(seat, DISCARD)].cards[-1], zid(seat, LIFE_DECK), 0, face_up=False)
    tx.set_value("rejuvenated", True)
