"""The rules of the Ghost Files kinds of :mod:`tabletop.cards.yyh_effect_models_gf2` (rules
generation 4): applied by :func:`apply_gf2` from :func:`.apply_effects.apply_card_effects`,
inside the action's transaction (so logged, undone and replayed like every effect), and read
where the rules need them:

- the opponent's choices (``shuffle_chosen``, ``discard_or_spirit``, ``trim_attached``):
  :mod:`.opponent_choice_gf`;
- a pick of cards attached to any of the player's characters (``pick_own_attached``) and the
  two Sideline characters trading Match Slots (``swap_sideline``): the action's picks;
- a card name the opponent may not play (``ban_named``): :func:`banned`, and no Events until
  the end of the player's next turn (``no_events``, a game value of that turn):
  :func:`.gf2_marks.events_barred`, both read by :func:`.checks.check_event` and the legal lists;
- a fading ATK bonus for the match (``fading_atk``): game values ``yyh.fading.<seat>.<match>.
  <turn>.<step>`` holding the bonus played that turn, read by :func:`.gf2_marks.fading_bonus` (the
  attack's ATK, :func:`.battle.preview_attack`), dead once another match is played;
- Main Steps skipped (``skip_main``, a game value of the last turn): :func:`.gf2_marks.main_skipped`,
  read by :func:`.timed_effects.end_draw_step`;
- an ATK bonus for each card played after this one this turn (``play_boost``): game values
  ``yyh.plays_after.<seat>.<turn>.<n>.<kind>.<amount>`` counting the plays that fit
  (:func:`note_play`, from the play's action), read by :func:`.gf2_marks.plays_bonus`;
- the opponent's next fighter switched out when the match ends this turn (``switch_next``: a
  game value of the turn), read by :func:`.matches.end_match` (:func:`.gf2_marks.restrained`,
  :func:`.opponent_choice.restrain`);
- a Team Symbol gained (``befriend``: a card counter of the character), read by
  :func:`.gf2_marks.team_of` wherever the rules read a character's Team Symbol;
- cards of the hand the opponent discards to play an Event (``event_tax``): :func:`untaxed`
  (the check and the legal lists), :func:`pay_event_tax` (the Event's action);
- cards attached to the opposing fighter (``foe_attach``: the Attach action's target, see
  :func:`foe_attached`; ``give_away``: a card counter, moved at the turn's end) never used by
  that fighter's player (:func:`.gf2_marks.foreign`), and a mill at the end of the holder's turn
  (``end_mill``): :func:`end_of_turn_gf2`;
- a strike effect whose requirement went unmet in a turn (:func:`.gf2_marks.note_strike` as an attack
  resolves, :func:`.gf2_marks.note_missed_strike` as the turn ends), read by the count
  ``opponent_strike_missed`` (:func:`.gf2_marks.strike_missed`);
- both fighters' attachments discarded (``sweep_arena``, the source at the turn's end):
  :func:`sweep_arena`;
- the next attack's Attack Value doubled (``double_atk``, a use of the Attack Step): game
  values of the turn, read by :func:`.gf2_marks.doubled` (:func:`.battle.preview_attack`), spent by
  :func:`.gf2_marks.spend_double` as the attack resolves, the use barred again that turn
  (:func:`double_used`);
- the best printed attack of a face-up Sideline character added this turn, when paid
  (``sideline_best``): :func:`sideline_best`;
- the opponent's Team Bonus needing so many characters (``strict_bonus``): a game value
  ``yyh.strict_bonus.<seat>.<least>`` holding the match, read by :func:`.gf2_marks.strict_least`
  (:func:`.matches.team_bonuses`).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_kinds import PickCards
from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import (
    CC_LEAVE_AT_END,
    V_ACTIVE,
    V_MATCH,
    V_STEP,
    V_TURN,
    CardLookup,
    characters_in_play,
    fighter,
    int_value,
    sideline_zones,
    slot_of,
    slot_zone,
    zone,
)
from .card_effects import add_modifier, condition_holds, effects_of, effects_on
from .card_moves import leave_play, mill_cards
from .choice_effects import apply_pick
from .gf2_marks import (
    CC_GIVE_AWAY,
    CC_TEAM,
    DOUBLE,
    FADING,
    NO_EVENTS,
    PLAYS,
    RESTRAINT,
    SKIP_MAIN,
    STRICT,
    TEAMS,
    foreign,
    has_symbol,
    team_of,
)
from .opponent_choice import discard_chosen
from .opponent_choice_gf import discard_or_spirit, shuffle_chosen, trim_attached

#: The refusal of a card the opponent's attached card bars by name (``ban_named``), of an
#: Event while a ``no_events`` lasts.
BANNED = "yyh.banned_name"
EVENTS_BARRED = "yyh.events_barred"
EVENT_TAX = "yyh.event_tax"


def apply_gf2(
    state: GameState,
    tx: Transaction,
    cards: CardLookup,
    seat: int,
    effect: YyhEffect,
    picks: tuple[int, ...],
    source: int = 0,
) -> None:
    """Carry out ``effect`` of a card of ``seat``'s if it is one of this module's kinds
    (``picks``: the action's chosen cards); nothing for any other kind (``by_hand``)."""
    other = 1 - seat
    side = other if getattr(effect, "side", "opponent") == "opponent" else seat
    match effect.do:
        case "shuffle_chosen":
            shuffle_chosen(state, tx, side, getattr(effect, "count", 1))
        case "discard_or_spirit":
            count, spirit = getattr(effect, "count", 1), getattr(effect, "spirit", 1)
            discard_or_spirit(state, tx, side, count, spirit)
        case "trim_attached":
            trim_attached(state, tx, side, getattr(effect, "keep", 0))
        case "pick_own_attached" | "pick_at_spirit" if isinstance(effect, PickCards):
            apply_pick(state, tx, seat, effect, picks, cards)
        case "befriend":  # the chosen character's Team Symbol for those without one
            befriend(state, tx, cards, seat, picks)
        case "swap_sideline":
            swap_sideline(state, tx, seat, picks)
        case "fading_atk":
            step = getattr(effect, "step", 1000)
            name = f"{FADING}{seat}.{int_value(state, V_MATCH)}.{int_value(state, V_TURN)}.{step}"
            tx.set_value(name, int_value(state, name) + getattr(effect, "amount", 0))
        case "no_events":  # to the end of the player's next turn
            turn = int_value(state, V_TURN) + (2 if int_value(state, V_ACTIVE) == seat else 1)
            tx.set_value(NO_EVENTS, max(turn, int_value(state, NO_EVENTS)))
        case "skip_main":  # the next turns' Main Steps (see .timed_effects.end_draw_step)
            last = int_value(state, V_TURN) + getattr(effect, "turns", 1)
            tx.set_value(SKIP_MAIN, max(last, int_value(state, SKIP_MAIN)))
            now = getattr(effect, "now", False)
            if now and state.values.get(V_STEP) == "main" and int_value(state, V_ACTIVE) == seat:
                tx.set_value(V_STEP, "attack")  # the player's own Main Step ends
        case "play_boost":  # a marker counting the player's later plays (see note_play)
            main = "_main" if getattr(effect, "main_only", False) else ""
            kind = getattr(effect, "kind", "any") + main
            turn = int_value(state, V_TURN)
            for name in [n for n in state.values if n.startswith(f"{PLAYS}{seat}.")]:
                if not name.startswith(f"{PLAYS}{seat}.{turn}."):
                    tx.set_value(name, None)  # an earlier turn's: over
            mark = sum(1 for n in state.values if n.startswith(f"{PLAYS}{seat}.{turn}."))
            amount = getattr(effect, "amount", 0)
            tx.set_value(f"{PLAYS}{seat}.{turn}.{mark}.{kind}.{amount}", 0)
        case "switch_next":  # read as the match ends (see .gf2_marks.restrained)
            tx.set_value(f"{RESTRAINT}{side}", int_value(state, V_TURN))
        case "sweep_arena":  # both fighters' attachments; the source at the turn's end
            sweep_arena(state, tx, source)
        case "double_atk":  # the next attack this turn (see .gf2_marks.doubled)
            tx.set_value(f"{DOUBLE}{seat}", int_value(state, V_TURN))
            tx.set_value(f"{DOUBLE}used{seat}", int_value(state, V_TURN))
        case "sideline_best" if picks:  # paid: the best printed attack of the Sideline
            sideline_best(state, tx, cards, seat)
        case "give_away":  # at the end of the turn (see end_of_turn_gf2)
            tx.set_card_counter(source, CC_GIVE_AWAY, 1)
        case "strict_bonus":
            tx.set_value(
                f"{STRICT}{other}.{getattr(effect, 'least', 3)}", state.values.get(V_MATCH)
            )
        case _:
            pass  # by_hand: the players apply it; ban_named works while attached


def swap_sideline(state: GameState, tx: Transaction, seat: int, picks: tuple[int, ...]) -> None:
    """The two picked characters of ``seat``'s Sideline trade Match Slots, each with the
    cards attached to it (as they lie, face up or down)."""
    where = [slot_of(state, uid) for uid in picks]
    if len(picks) != 2 or any(w is None or w[0] != seat or w[1] == 1 for w in where):
        return
    first, second = (w[1] for w in where if w is not None)
    held = {
        slot: list(state.zones[zone(seat, f"slot{slot}_att")].cards) for slot in (first, second)
    }
    for uid, to in ((picks[0], second), (picks[1], first)):
        tx.move(uid, zone(seat, f"slot{to}"), -1, state.cards[uid].face_up)
    for slot, to in ((first, second), (second, first)):
        for uid in held[slot]:
            tx.move(uid, zone(seat, f"slot{to}_att"), -1, state.cards[uid].face_up)


def banned(state: GameState, cards: CardLookup, seat: int, uid: int) -> bool:
    """Whether ``seat`` may not play card ``uid``: a face-up card attached to the opposing
    fighter bars its name (``ban_named``)."""
    if not effects_on(state) or uid not in state.cards:
        return False
    found = cards.card(state.cards[uid].card_id)
    name = getattr(found, "name", "").casefold()
    other = 1 - seat
    for area in ("items", "techs"):
        for held in state.zones[zone(other, area)].cards:
            if not state.cards[held].face_up:
                continue
            for effect in effects_of(state, cards, state.cards[held].card_id):
                title = getattr(effect, "title", "")
                if (
                    effect.do == "ban_named"
                    and title.casefold() in name
                    and condition_holds(state, cards, other, effect.only_if)
                ):
                    return True
    return False


def note_play(state: GameState, tx: Transaction, cards: CardLookup, seat: int, uid: int) -> None:
    """``seat`` played card ``uid`` (attached, an Event, into Match Slot 5): each
    ``play_boost`` marker of this turn it fits counts it."""
    prefix = f"{PLAYS}{seat}.{int_value(state, V_TURN)}."
    marks = [n for n in state.values if n.startswith(prefix)]
    if not marks:
        return
    raises = state.cards[uid].face_up and _raises_atk(state, cards, uid)  # not on the Sideline
    for name in marks:
        kind = name[len(prefix) :].split(".")[1]
        if kind == "any_main" and state.values.get(V_STEP) != "main":
            continue
        if kind == "atk_up" and not raises:
            continue
        tx.set_value(name, int_value(state, name) + 1)


def _raises_atk(state: GameState, cards: CardLookup, uid: int) -> bool:
    """Whether card ``uid`` has an effect raising an Attack Value."""
    return any(
        effect.do == "atk" and getattr(effect, "amount", 0) > 0
        for effect in effects_of(state, cards, state.cards[uid].card_id)
    )


def befriend(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, picks: tuple[int, ...]
) -> None:
    """Each of ``seat``'s characters in play without a Team Symbol gains the picked
    character's (a card counter, gone when the character leaves play)."""
    team = team_of(state, cards, picks[0]) if picks else None
    if team not in TEAMS:
        return
    for uid in characters_in_play(state, seat):
        if not has_symbol(state, cards, uid):
            tx.set_card_counter(uid, CC_TEAM, TEAMS.index(team) + 1)


def event_tax(state: GameState, cards: CardLookup, seat: int) -> int:
    """How many cards of its hand ``seat`` discards to play an Event: the ``event_tax``
    effects of the face-up cards attached to the opposing fighter."""
    if not effects_on(state):
        return 0
    other, total = 1 - seat, 0
    for area in ("items", "techs"):
        for held in state.zones[zone(other, area)].cards:
            if state.cards[held].face_up:
                total += sum(
                    getattr(effect, "count", 1)
                    for effect in effects_of(state, cards, state.cards[held].card_id)
                    if effect.do == "event_tax"
                    and condition_holds(state, cards, other, effect.only_if)
                )
    return total


def untaxed(state: GameState, cards: CardLookup, seat: int, uid: int) -> bool:
    """Whether ``seat`` may not play Event ``uid`` for want of the other cards in hand its
    ``event_tax`` asks."""
    tax = event_tax(state, cards, seat)
    return bool(tax) and len(state.zones[zone(seat, "hand")].cards) - 1 < tax


def pay_event_tax(state: GameState, tx: Transaction, cards: CardLookup, seat: int) -> None:
    """``seat`` played an Event: the cards an ``event_tax`` asks are owed, its own choice."""
    tax = event_tax(state, cards, seat)
    if tax:
        discard_chosen(state, tx, seat, tax)


def _has_kind(state: GameState, cards: CardLookup, uid: int, kind: str) -> bool:
    return any(e.do == kind for e in effects_of(state, cards, state.cards[uid].card_id))


def foe_attached(state: GameState, cards: CardLookup, uid: int) -> bool:
    """Whether card ``uid`` is attached from the hand to the opposing fighter only
    (``foe_attach``)."""
    return uid in state.cards and _has_kind(state, cards, uid, "foe_attach")


def end_of_turn_gf2(state: GameState, tx: Transaction, cards: CardLookup) -> None:
    """The turn's end: the cards to give away (``give_away``) go to the opposing fighter;
    then the active player's fighter's face-up ``end_mill`` cards of the opponent's mill the
    active player's deck."""
    if not effects_on(state):
        return
    for card in [c for c in state.cards.values() if c.counters.get(CC_GIVE_AWAY)]:
        tx.set_card_counter(card.uid, CC_GIVE_AWAY, None)
        where = card.zone.partition(".")
        side = int(where[0][1:]) if where[0][1:].isdigit() else None
        if side is None or where[2] not in ("items", "techs") or fighter(state, 1 - side) is None:
            continue
        tx.move(card.uid, zone(1 - side, where[2]), -1, True)
    seat = int_value(state, V_ACTIVE)
    for area in ("items", "techs"):
        for held in list(state.zones[zone(seat, area)].cards):
            if not state.cards[held].face_up or not foreign(state, seat, held):
                continue
            for effect in effects_of(state, cards, state.cards[held].card_id):
                if effect.do == "end_mill" and condition_holds(state, cards, seat, effect.only_if):
                    mill_cards(state, tx, seat, getattr(effect, "count", 1))


def sweep_arena(state: GameState, tx: Transaction, source: int) -> None:
    """Every card attached to either fighter goes to its owner's discard pile, but
    ``source``, which leaves at the end of the turn (its own attack still resolving)."""
    for side in (0, 1):
        for area in ("items", "techs"):
            for uid in list(state.zones[zone(side, area)].cards):
                if uid == source:
                    tx.set_card_counter(uid, CC_LEAVE_AT_END, 1)
                else:
                    leave_play(state, tx, uid, zone(state.cards[uid].owner, "discard"), True)


def double_used(state: GameState, seat: int, uid: int, cards: CardLookup) -> bool:
    """Whether card ``uid`` is a ``double_atk`` use and ``seat`` used one this turn already."""
    if state.values.get(f"{DOUBLE}used{seat}") != int_value(state, V_TURN):
        return False
    return _has_kind(state, cards, uid, "double_atk")


def sideline_best(state: GameState, tx: Transaction, cards: CardLookup, seat: int) -> None:
    """``seat``'s fighter gains ATK this turn: the highest printed Attack Value of the attacks
    of ``seat``'s face-up Sideline characters (none: nothing)."""
    best = 0
    for zone_id in sideline_zones(seat):
        for uid in state.zones[zone_id].cards:
            found = cards.character(state.cards[uid].card_id)
            if state.cards[uid].face_up and found is not None:
                best = max([best, *(a.value or 0 for a in found.attacks)])
    own = fighter(state, seat)
    if best and own is not None:
        add_modifier(state, tx, seat, own, "atk", best, "turn")


def use_blocked(state: GameState, cards: CardLookup, seat: int, uid: int, when: str) -> bool:
    """Whether ``seat`` may not use card ``uid`` (its ``when`` use) now for want of what the
    use needs: a ``double_atk`` used already this turn, or a Match Slot 5 to fill
    (``search_fifth``) that is taken."""
    if when == "use_attack" and double_used(state, seat, uid, cards):
        return True
    fills = any(
        e.do == "search_fifth" and e.when == when
        for e in effects_of(state, cards, state.cards[uid].card_id)
    )
    return fills and bool(state.zones[slot_zone(seat, 5)].cards)
