"""The rule actions a seat may take now (card-effect adjustments left out).

:func:`menu_candidates` lists every rule action a seat could name now, legal or not: next,
pass, minimum damage, each card in hand attached to each of the seat's characters, played as
an Event for each duration (from rules generation 5, an Event whose effects are all in its
data for its own duration only: :mod:`.event_lasting`) and placed in Match Slot 5, each available attack paid with the
oldest or the newest cards in hand, each card attached to the fighter used for its effect, the
cards a player discards by their own choice (:mod:`.opponent_choice`), and each character's
ability (:mod:`.abilities`).
:func:`legal_by_verdict` keeps those the verdict finds legal — the plain definition.
:func:`legal_actions` gives the same list without asking a verdict: it reads the facts the
verdicts check (whose turn and step, the attack's moment, each card's kind and cost, the
Spirit, the attacks left) once, and lists a candidate only when every rule its verdict checks
holds. Tests hold the two equal on random positions
(tests/games/yyh/test_legal_lists.py, tests/games/test_legal_actions.py): a rule changed in
:mod:`.checks` is changed here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from . import checks
from .abilities import ability_candidates, usable_abilities
from .actions import Attach, AttackWith, MinimumDamage, PassMoment, PlaceFifth, PlayEvent
from .attack_needs import (
    answer_only,
    attack_allowed,
    attack_barred,
    attack_cap,
    events_locked,
    needs_fifth,
    stood_off,
    techniques_locked,
)
from .battle import AttackOption, available_attacks, preview_attack
from .board import (
    C_SPIRIT,
    MINIMUM,
    RESPONSE,
    SETUP,
    V_ACTIVE,
    V_ATTACKS,
    V_ATTACKS_ALLOWED,
    V_GAME_OVER,
    V_PLACED,
    V_STEP,
    CardLookup,
    characters_in_play,
    fighter,
    generation,
    int_value,
    sideline_zones,
    slot_zone,
    v_fifth,
    zone,
)
from .choice_effects import pick_effect, pick_options
from .effects_gf2 import banned, foe_attached, untaxed
from .end_step_events import end_events, end_only
from .event_lasting import durations
from .gf2_marks import events_barred
from .opponent_choice import choice_candidates, choice_options, owing_seat
from .play_limits import play_barred
from .profile import YyhParams
from .rules_gf import cost_cards, minimum_cost
from .timed_effects import usable, use_candidates

if TYPE_CHECKING:
    from .ruleset import YyhRuleset


def _targets(state: GameState, seat: int) -> list[int]:
    """The seat's characters a card may be attached to: the fighter, then each Sideline
    character, slot by slot."""
    own = fighter(state, seat)
    out = [] if own is None else [own]
    zones = state.zones
    for zone_id in sideline_zones(seat):
        held = zones[zone_id].cards
        if held:
            out.append(held[-1])
    return out


def _picks(
    ruleset: YyhRuleset,
    state: GameState,
    seat: int,
    uid: int,
    attack: int | None = None,
    exclude: tuple[int, ...] = (),
) -> list[tuple[int, ...]]:
    """The picks offered for card ``uid``'s ``pick`` effect (an Event's, or with attack
    number ``attack``): see :func:`.choice_effects.pick_options`; ``[()]`` for none."""
    when = "on_play" if attack is None else "on_attack"
    threshold = ruleset.params.team_bonus_threshold
    effect = pick_effect(state, ruleset.cards, seat, uid, when, attack, threshold)
    return pick_options(state, ruleset.cards, seat, effect, (uid, *exclude))


def _paid(
    ruleset: YyhRuleset, state: GameState, seat: int, card: int, index: int, paid: tuple[int, ...]
) -> list[Action]:
    """Attack ``index`` of ``card`` paid with ``paid``, with each pick offered for it."""
    return [
        AttackWith(seat, card, index, paid, picks=picks)
        for picks in _picks(ruleset, state, seat, card, index + 1, paid)
    ]


def _events(
    ruleset: YyhRuleset, state: GameState, seat: int, uid: int
) -> tuple[PlayEvent, ...] | list[PlayEvent]:
    """Card ``uid`` played as an Event for each duration it may be played for (its own, or
    every one: :func:`.event_lasting.durations`), with each pick offered for it."""
    options = _picks(ruleset, state, seat, uid)
    spans = durations(state, ruleset.cards, uid)
    if options == [()]:
        return _MADE.events(seat, uid, spans)
    return [PlayEvent(seat, uid, d, picks) for picks in options for d in spans]


def _attacks(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """Each available attack paid with the oldest cards in hand, and with the newest."""
    hand = cost_cards(state, ruleset.cards, seat)  # the cards that may pay
    out: list[Action] = []
    for option in available_attacks(state, ruleset.cards, seat):
        cost = option.cost
        out += _paid(ruleset, state, seat, option.card, option.index, tuple(hand[:cost]))
        if cost and len(hand) > cost:
            out += _paid(ruleset, state, seat, option.card, option.index, tuple(hand[-cost:]))
    return out


def menu_candidates(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """Every rule action ``seat`` could name now, legal or not (see the module's text)."""
    hand = state.zones[zone(seat, "hand")].cards
    out: list[Action] = [
        NextStep(seat),
        PassMoment(seat),
        MinimumDamage(
            seat, tuple(hand[: minimum_cost(state, seat, ruleset.params.min_damage_discard)])
        ),
    ]
    targets = _targets(state, seat)
    for uid in hand:
        out += [Attach(seat, uid, target) for target in targets]
        out += _events(ruleset, state, seat, uid)
        out.append(PlaceFifth(seat, uid))
    out += choice_candidates(state, seat, ruleset.cards)
    out += _attacks(ruleset, state, seat)
    out += use_candidates(state, ruleset.cards, seat)
    return out + ability_candidates(state, ruleset.cards, ruleset.params, seat)


def _once_legal(ruleset: YyhRuleset, state: GameState, offered: list[Action]) -> list[Action]:
    """The legal ones of ``offered``, each once, by the verdict."""
    out: list[Action] = []
    seen: set[Action] = set()
    for action in offered:
        if action not in seen:
            seen.add(action)
            if ruleset.verdict(state, action).legal:
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


class _Made:
    """The actions the lists name, each made once: an action is a value, so one object serves
    every list of every game (making a new one for each list cost more than the list's rules)."""

    def __init__(self) -> None:
        self.next_step = (NextStep(0), NextStep(1))
        self.pass_moment = (PassMoment(0), PassMoment(1))
        self._attach: dict[tuple[int, int, int], Attach] = {}
        self._events: dict[tuple[int, int, tuple[str, ...]], tuple[PlayEvent, ...]] = {}
        self._fifth: dict[tuple[int, int], PlaceFifth] = {}

    def attach(self, seat: int, uid: int, target: int) -> Attach:
        """``Attach(seat, uid, target)``."""
        key = (seat, uid, target)
        made = self._attach.get(key)
        if made is None:
            made = self._attach[key] = Attach(seat, uid, target)
        return made

    def events(self, seat: int, uid: int, spans: tuple[str, ...]) -> tuple[PlayEvent, ...]:
        """Card ``uid`` played as an Event for each duration of ``spans``."""
        key = (seat, uid, spans)
        made = self._events.get(key)
        if made is None:
            made = self._events[key] = tuple(PlayEvent(seat, uid, d) for d in spans)
        return made

    def fifth(self, seat: int, uid: int) -> PlaceFifth:
        """``PlaceFifth(seat, uid)``."""
        key = (seat, uid)
        made = self._fifth.get(key)
        if made is None:
            made = self._fifth[key] = PlaceFifth(seat, uid)
        return made


_MADE = _Made()


def legal_actions(ruleset: YyhRuleset, state: GameState, seat: int) -> list[Action]:
    """The same list as :func:`legal_by_verdict`, built from the facts of the moment: each
    candidate is listed only when every rule its verdict checks holds (the checks of
    :mod:`.checks`, read once for the whole list), so no verdict is asked."""
    values = state.values
    if values.get(V_GAME_OVER) or ruleset.actor(state) != seat:
        return []
    if owing_seat(state) is not None:  # the seat's own choice, and nothing else, now
        return choice_options(state, seat, ruleset.cards)
    params = ruleset.params
    step = values.get(V_STEP)
    current = checks.moment(state)
    turn = step != SETUP and int_value(state, V_ACTIVE) == seat  # checks._turn
    hand = state.zones[zone(seat, "hand")].cards
    out: list[Action] = []
    if turn and current is None:
        out.append(_MADE.next_step[seat])
    if current is not None:  # the seat is the moment's actor (it acts now)
        out.append(_MADE.pass_moment[seat])
        cost = minimum_cost(state, seat, params.min_damage_discard)
        if current == MINIMUM and len(hand) >= cost:
            out.append(MinimumDamage(seat, tuple(hand[:cost])))
    main = turn and step == "main"
    if hand and (main or current == RESPONSE):
        out += _from_hand(ruleset, state, seat, main)
    if hand and turn and current is None and step == "end":  # the End Step's Events
        for uid in end_events(state, ruleset.cards, seat):
            out += _events(ruleset, state, seat, uid)
    if turn and step == "attack":
        out += _legal_attacks(ruleset, state, seat, current is None)
    if turn and current is None and step in ("draw", "main", "attack"):
        out += usable(state, ruleset.cards, params, seat)
    if turn and current is None:  # a character's ability of the step
        out += usable_abilities(state, ruleset.cards, params, seat)
    return out


def _from_hand(ruleset: YyhRuleset, state: GameState, seat: int, main: bool) -> list[Action]:
    """The legal Attach, PlayEvent and PlaceFifth actions, card by card in hand order; ``main``:
    the seat's Main Step (else it answers an attack: Events only)."""
    cards, params = ruleset.cards, ruleset.params
    modern = generation(state) >= 2
    spirit = state.counters[seat].get(C_SPIRIT, 0)
    targets = _targets(state, seat) if main else []
    arena = fighter(state, seat)
    sideline_techniques = params.techniques_on_sideline or not modern
    fifth = main and _fifth_open(state, params, seat, modern)
    taken = _names_in_play(state, cards, seat) if fifth and modern else set()
    unique = params.unique_characters and modern
    locked = events_locked(state, seat)  # no more Events this turn
    out: list[Action] = []
    for uid in state.zones[zone(seat, "hand")].cards:
        facts = cards.facts(state.cards[uid].card_id)
        if main and facts.attachable:
            foe = fighter(state, 1 - seat) if foe_attached(state, cards, uid) else None
            for target in (
                targets if foe is None else [foe]
            ):  # the fighter's are paid now; Techniques on it only
                if (
                    spirit >= facts.spirit_cost
                    if target in (arena, foe)
                    else sideline_techniques or not facts.technique
                ):
                    out.append(_MADE.attach(seat, uid, target))
        answering_only = main and facts.event and answer_only(state, cards, uid)
        waiting = facts.event and (
            locked
            or end_only(state, cards, uid)
            or needs_fifth(state, cards, seat, uid)
            or stood_off(state, cards, uid, "on_play")
            or banned(state, cards, seat, uid)  # the opponent's card bars its name
            or events_barred(state)  # no Events to the end of a player's next turn
            or untaxed(state, cards, seat, uid)  # too few cards for the opponent's tax
            or play_barred(state, cards, seat, uid, params.team_bonus_threshold)
        )
        if facts.event and spirit >= facts.spirit_cost and not answering_only and not waiting:
            out += _events(ruleset, state, seat, uid)  # some Events only answer an attack
        if fifth and facts.character is not None and not (unique and facts.character in taken):
            out.append(_MADE.fifth(seat, uid))
    return out


def _fifth_open(state: GameState, params: YyhParams, seat: int, modern: bool) -> bool:
    """Match Slot 5 may take a character now: unused, empty, and (rules generation 2) fewer
    than ``characters_per_turn`` characters placed this turn."""
    return (
        not state.values.get(v_fifth(seat))
        and not state.zones[slot_zone(seat, 5)].cards
        and (not modern or int_value(state, V_PLACED) < params.characters_per_turn)
    )


def _names_in_play(state: GameState, cards: CardLookup, seat: int) -> set[str]:
    """The folded names of ``seat``'s characters in play (see
    :func:`.checks.same_character_in_play`)."""
    names = (
        cards.facts(state.cards[uid].card_id).character for uid in characters_in_play(state, seat)
    )
    return {name for name in names if name is not None}


def _legal_attacks(ruleset: YyhRuleset, state: GameState, seat: int, calm: bool) -> list[Action]:
    """The legal ones of :func:`_attacks` in the seat's Attack Step (``calm``: no attack
    awaits its moment): attacks left this turn, a fighter to hit, a printed value, the cost
    in hand (paid with exactly that many cards)."""
    if not calm and generation(state) >= 2:
        return []
    if int_value(state, V_ATTACKS) >= int_value(state, V_ATTACKS_ALLOWED, 1):
        return []
    if fighter(state, 1 - seat) is None or attack_barred(state, ruleset.cards, seat):
        return []
    hand = cost_cards(state, ruleset.cards, seat)  # the cards that may pay
    count = len(hand)
    out: list[Action] = []
    threshold = ruleset.params.team_bonus_threshold
    cap = attack_cap(state, ruleset.cards, seat)
    locked = techniques_locked(state, ruleset.cards, seat)
    for option in available_attacks(state, ruleset.cards, seat):
        cost = option.cost
        if option.value is None or not 0 <= cost <= count:
            continue
        if not attack_allowed(state, ruleset.cards, seat, option.card, option.index + 1, threshold):
            continue  # the card's condition for the attack does not hold
        if cap is not None and _capped(ruleset, state, seat, option, cap):
            continue  # the opposing fighter allows no attack this strong
        if option.card != fighter(state, seat) and locked:
            continue  # the opponent's card bars Techniques
        if stood_off(state, ruleset.cards, option.card, "on_attack", option.index + 1):
            continue  # no milling of the opponent's deck this match
        out += _paid(ruleset, state, seat, option.card, option.index, tuple(hand[:cost]))
        if cost and count > cost:
            out += _paid(ruleset, state, seat, option.card, option.index, tuple(hand[-cost:]))
    return out


def _capped(
    ruleset: YyhRuleset, state: GameState, seat: int, option: AttackOption, cap: int
) -> bool:
    """Whether the attack ``option`` would have a final Attack Value above ``cap``."""
    attack = AttackWith(seat, option.card, option.index)
    return preview_attack(state, ruleset.cards, ruleset.params, seat, attack)["atk"] > cap
