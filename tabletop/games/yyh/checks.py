"""Verdicts of the Yu Yu Hakusho actions: what cannot be done at all (impossible, refused in
every mode) and what the rules forbid (illegal: refused in enforced mode, a warning in manual
mode). Every reason code is ``yyh.``-namespaced (messages: tabletop/games/yyh/messages.py).

:func:`.legal.legal_actions` lists the legal rule actions from the conditions these checks
test, without asking them: a rule changed here is changed there too (tests hold the two equal).
"""

from __future__ import annotations

from tabletop.engine import verdict as codes
from tabletop.engine.actions import Action
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.verdict import Verdict

from .actions import (
    DURATIONS,
    SCOPES,
    STATS,
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
    PlaceFifth,
    PlayEvent,
    StartGame,
    SwitchFighter,
)
from .attack_needs import (
    ANSWER_ONLY,
    ATTACK_BARRED,
    ATTACK_CAPPED,
    ATTACK_NEEDS,
    EVENTS_LOCKED,
    NEEDS_FIFTH,
    STAND_OFF,
    TECHNIQUES_LOCKED,
    answer_only,
    attack_allowed,
    attack_barred,
    attack_cap,
    events_locked,
    needs_fifth,
    stood_off,
    techniques_locked,
)
from .battle import find_attack, preview_attack
from .board import (
    C_SPIRIT,
    RULES_GENERATION,
    SETUP,
    V_ACTIVE,
    V_ATTACKS,
    V_ATTACKS_ALLOWED,
    V_GAME_OVER,
    V_MOMENT,
    V_PLACED,
    V_STEP,
    CardLookup,
    character_name,
    characters_in_play,
    counter,
    fighter,
    generation,
    int_value,
    slot_of,
    slot_zone,
    v_fifth,
    zone,
)
from .choice_effects import check_picks, pick_effect
from .effects_gf2 import BANNED, EVENT_TAX, EVENTS_BARRED, banned, foe_attached, untaxed
from .end_step_events import end_only, end_step_verdict
from .event_lasting import WRONG_DURATION, own_duration
from .gf2_marks import events_barred
from .opponent_choice import owing_seat
from .play_limits import PLAY_BARRED, play_barred
from .profile import YyhParams
from .rules_gf import (
    EVENTS_ONLY,
    NO_ATTACKS,
    NO_HEAL,
    NOT_AGAIN,
    again_key,
    cost_cards,
    forbidden,
    minimum_cost,
)

NOT_YOUR_TURN = "yyh.not_your_turn"
WRONG_STEP = "yyh.wrong_step"
GAME_OVER = "yyh.game_over"
NOT_STARTED = "yyh.not_started"
ALREADY_STARTED = "yyh.already_started"
SPIRIT_SHORT = "yyh.spirit_short"
SPIRIT_RANGE = "yyh.spirit_range"
NOT_IN_HAND = "yyh.not_in_hand"
NOT_ATTACHABLE = "yyh.not_attachable"
NOT_YOUR_CHARACTER = "yyh.not_your_character"
NOT_EVENT = "yyh.not_event"
BAD_DURATION = "yyh.bad_duration"
NOT_CHARACTER = "yyh.not_character"
FIFTH_USED = "yyh.fifth_used"
SLOT_TAKEN = "yyh.slot_taken"
ATTACK_USED = "yyh.attack_used"
NO_FIGHTER = "yyh.no_fighter"
NO_TARGET = "yyh.no_target"
NO_SUCH_ATTACK = "yyh.no_such_attack"
TECH_FACE_DOWN = "yyh.technique_face_down"
ATTACK_VALUE_NEEDED = "yyh.attack_value_needed"
HAND_SHORT = "yyh.hand_short"
ATTACK_COST = "yyh.attack_cost"
NOT_FROM_HAND = "yyh.discard_not_in_hand"
MIN_DAMAGE_NOT_NEEDED = "yyh.min_damage_not_needed"
MIN_DAMAGE_COST = "yyh.min_damage_cost"
NOT_IN_PLAY = "yyh.not_in_play"
EMPTY_SLOT = "yyh.empty_slot"
BAD_SLOT = "yyh.bad_slot"
BAD_STAT = "yyh.bad_stat"
NO_MATCH = "yyh.no_match"
BAD_POINTS = "yyh.bad_points"
NOT_YOUR_CARD = "yyh.not_your_card"
MOVE_NOT_ALLOWED = "yyh.move_not_allowed"
TECH_FIGHTER_ONLY = "yyh.technique_fighter_only"
CHARACTERS_PER_TURN = "yyh.characters_per_turn"
SAME_CHARACTER = "yyh.same_character"
ATTACK_PENDING = "yyh.attack_pending"
MIN_DAMAGE_LATER = "yyh.min_damage_later"
NO_MOMENT = "yyh.no_moment"
NOT_YOUR_MOMENT = "yyh.not_your_moment"


def moment(state: GameState) -> str | None:
    """The moment of a declared attack: ``"response"``, ``"minimum"`` or None."""
    value = state.values.get(V_MOMENT)
    return value if isinstance(value, str) and value else None


def moment_actor(state: GameState) -> int | None:
    """Who acts in the attack's moment: the defender answers, the attacker takes or declines
    minimum damage; None outside an attack. A player who owes a choice of their own acts
    before anyone (see :mod:`.opponent_choice`)."""
    values = state.values
    chooser = owing_seat(state)
    if chooser is not None:
        return chooser
    current = values.get(V_MOMENT)
    if not (current and isinstance(current, str)) or values.get(V_GAME_OVER):
        return None
    active = values.get(V_ACTIVE)
    active = active if type(active) is int else 0  # int_value
    return 1 - active if current == "response" else active


def same_character_in_play(state: GameState, cards: CardLookup, seat: int, uid: int) -> str | None:
    """The name of a character already in play on ``seat``'s side that is the same character
    as card ``uid`` (the name before any comma), if any."""
    card = cards.character(state.cards[uid].card_id)
    if card is None:
        return None
    name = character_name(card.name)
    for other in characters_in_play(state, seat):
        placed = cards.character(state.cards[other].card_id)
        if other != uid and placed is not None and character_name(placed.name) == name:
            return placed.name
    return None


def _turn(state: GameState, seat: int, step: str | None = None) -> Verdict:
    """Game running, ``seat`` active and (if given) the current step is ``step``."""
    if state.values.get(V_GAME_OVER):
        return Verdict.illegal(GAME_OVER)
    current = state.values.get(V_STEP)
    if current == SETUP:
        return Verdict.illegal(NOT_STARTED)
    if int_value(state, V_ACTIVE) != seat:
        return Verdict.illegal(NOT_YOUR_TURN, seat=seat)
    if step is not None and current != step:
        return Verdict.illegal(WRONG_STEP, step=str(current), needed=step)
    return Verdict.ok()


def _running(state: GameState) -> Verdict:
    """Card effects and table actions: any time until the game is over."""
    if state.values.get(V_GAME_OVER):
        return Verdict.illegal(GAME_OVER)
    return Verdict.ok()


def _known(state: GameState, *uids: int) -> Verdict:
    for uid in uids:
        if uid not in state.cards:
            return Verdict.impossible(codes.NO_SUCH_CARD, card=uid)
    return Verdict.ok()


def paid_from_hand(state: GameState, seat: int, card: int, discards: tuple[int, ...]) -> Verdict:
    """What a use of ``card`` paid with ``discards`` of ``seat``'s hand must be, whatever it
    uses: known cards, different cards of that hand (not ``card`` itself), the seat's own turn,
    no attack awaiting its moment (:func:`.timed_effects.check_use`,
    :func:`.abilities.check_ability`)."""
    known = _known(state, card, *discards)
    if not known.possible:
        return known
    if len(set(discards)) != len(discards) or card in discards:
        return Verdict.impossible(codes.BAD_VALUE, field="discards")
    for uid in discards:
        if state.cards[uid].zone != zone(seat, "hand"):
            return Verdict.impossible(NOT_FROM_HAND, card=uid)
    turn = _turn(state, seat)
    if not turn.legal:
        return turn
    if moment(state) is not None:
        return Verdict.illegal(ATTACK_PENDING)
    return Verdict.ok()


def _in_hand(state: GameState, seat: int, uid: int) -> Verdict:
    if state.cards[uid].zone != zone(seat, "hand"):
        return Verdict.impossible(NOT_IN_HAND, card=uid)
    return Verdict.ok()


def _spirit(state: GameState, seat: int, cost: int) -> Verdict:
    have = counter(state, seat, C_SPIRIT)
    if have < cost:
        return Verdict.illegal(SPIRIT_SHORT, cost=cost, spirit=have)
    return Verdict.ok()


def _first(*verdicts: Verdict) -> Verdict:
    """The first impossible verdict, else the first illegal one, else legal."""
    for v in verdicts:
        if not v.possible:
            return v
    for v in verdicts:
        if not v.legal:
            return v
    return Verdict.ok()


def check_start(state: GameState, action: StartGame) -> Verdict:
    """The opening action, once, a first seat that exists and a known rules generation."""
    if action.first is not None and action.first not in SEATS:
        return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=action.first)
    if not 1 <= action.rules <= RULES_GENERATION:
        return Verdict.impossible(codes.BAD_VALUE, field="rules", value=action.rules)
    if state.values.get(V_STEP) != SETUP:
        return Verdict.impossible(ALREADY_STARTED)
    return Verdict.ok()


def check_attach(state: GameState, cards: CardLookup, params: YyhParams, action: Attach) -> Verdict:
    """Attach an Item or Technique from hand; the fighter's attachments are paid now; a
    Technique goes on the fighter only (unless ``techniques_on_sideline``)."""
    known = _known(state, action.card, action.target)
    if not known.possible:
        return known
    seat = action.seat
    where = slot_of(state, action.target)
    foe = foe_attached(state, cards, action.card)  # the opposing fighter only (.effects_gf2)
    placed = (
        Verdict.impossible(NOT_YOUR_CHARACTER, card=action.target)
        if where is None or where[0] != (1 - seat if foe else seat) or (foe and where[1] != 1)
        else Verdict.ok()
    )
    card_id = state.cards[action.card].card_id
    kind = Verdict.ok() if cards.attachable(card_id) else Verdict.illegal(NOT_ATTACHABLE)
    cost = (
        _spirit(state, seat, cards.spirit_cost(card_id))
        if where is not None and where[1] == 1
        else Verdict.ok()
    )
    hand = _in_hand(state, seat, action.card)
    fighter_only = (
        Verdict.illegal(TECH_FIGHTER_ONLY)
        if cards.technique(card_id) is not None
        and where is not None
        and where[1] != 1
        and not params.techniques_on_sideline
        and generation(state) >= 2
        else Verdict.ok()
    )
    return _first(hand, placed, _turn(state, seat, "main"), kind, fighter_only, cost)


def check_event(
    state: GameState, cards: CardLookup, action: PlayEvent, threshold: int = 3
) -> Verdict:
    """Play an Event from hand in the Main Step (or to answer an attack; one its card keeps
    for an answer, only then), paying its Spirit cost, for its own duration when its card says
    it (:mod:`.event_lasting`); the cards picked for its effect (see
    :mod:`.choice_effects`; ``threshold``: a Team Bonus's characters)."""
    known = _known(state, action.card)
    if not known.possible:
        return known
    if action.duration not in DURATIONS:
        return Verdict.impossible(BAD_DURATION, duration=action.duration)
    card_id = state.cards[action.card].card_id
    kind = Verdict.ok() if cards.event(card_id) else Verdict.illegal(NOT_EVENT)
    own = own_duration(state, cards, action.card)  # the card says how long (generation 5)
    lasting = (
        Verdict.illegal(f"{WRONG_DURATION}.{own}", duration=action.duration)
        if own is not None and action.duration != own
        else Verdict.ok()
    )
    answering = moment(state) == "response" and moment_actor(state) == action.seat
    only_answer = not answering and answer_only(state, cards, action.card)
    step = "end" if end_only(state, cards, action.card) else "main"  # its step, or answering
    return _first(
        _in_hand(state, action.seat, action.card),
        _running(state) if answering and step == "main" else _turn(state, action.seat, step),
        kind,
        end_step_verdict(state, cards, action.seat, action.card),
        Verdict.illegal(ANSWER_ONLY) if only_answer else Verdict.ok(),
        Verdict.illegal(NEEDS_FIFTH)
        if needs_fifth(state, cards, action.seat, action.card)
        else Verdict.ok(),
        Verdict.illegal(EVENTS_LOCKED) if events_locked(state, action.seat) else Verdict.ok(),
        Verdict.illegal(BANNED) if banned(state, cards, action.seat, action.card) else Verdict.ok(),
        Verdict.illegal(EVENTS_BARRED) if events_barred(state) else Verdict.ok(),
        Verdict.illegal(EVENT_TAX)
        if untaxed(state, cards, action.seat, action.card)
        else Verdict.ok(),
        Verdict.illegal(PLAY_BARRED)
        if play_barred(state, cards, action.seat, action.card, threshold)
        else Verdict.ok(),
        Verdict.illegal(STAND_OFF)
        if stood_off(state, cards, action.card, "on_play")
        else Verdict.ok(),
        _spirit(state, action.seat, cards.spirit_cost(card_id)),
        check_picks(
            state, cards, action.seat,
            pick_effect(state, cards, action.seat, action.card, "on_play", None, threshold),
            action.picks, (action.card,),
        ),
        lasting,
    )  # fmt: skip


def check_fifth(
    state: GameState, cards: CardLookup, params: YyhParams, action: PlaceFifth
) -> Verdict:
    """A character from hand into Match Slot 5, once per game, in the Main Step; at most
    ``characters_per_turn`` characters placed in a turn; not a second copy of a character in
    play on that side (``unique_characters``: the first stays)."""
    known = _known(state, action.card)
    if not known.possible:
        return known
    seat = action.seat
    card_id = state.cards[action.card].card_id
    kind = Verdict.ok() if cards.character(card_id) else Verdict.illegal(NOT_CHARACTER)
    used = Verdict.illegal(FIFTH_USED) if state.values.get(v_fifth(seat)) else Verdict.ok()
    taken = (
        Verdict.illegal(SLOT_TAKEN, slot=5)
        if state.zones[slot_zone(seat, 5)].cards
        else Verdict.ok()
    )
    rules: list[Verdict] = []
    if generation(state) >= 2:
        placed = int_value(state, V_PLACED)
        if placed >= params.characters_per_turn:
            rules.append(Verdict.illegal(CHARACTERS_PER_TURN, limit=params.characters_per_turn))
        same = same_character_in_play(state, cards, seat, action.card)
        if params.unique_characters and same is not None:
            rules.append(Verdict.illegal(SAME_CHARACTER, name=same))
    hand = _in_hand(state, seat, action.card)
    return _first(hand, _turn(state, seat, "main"), kind, used, taken, *rules)


def check_attack(
    state: GameState, cards: CardLookup, params: YyhParams, action: AttackWith
) -> Verdict:
    """One attack per turn (unless allowed more) in the Attack Step, printed on the fighter
    or a face-up Technique attached to it (and allowed by its card's condition, see
    :mod:`.attack_needs`), the Attack Cost paid from hand, minimum damage only for a 0-point
    result and at its price."""
    seat = action.seat
    known = _known(state, action.card, *action.discards, *action.minimum)
    if not known.possible:
        return known
    own, target = fighter(state, seat), fighter(state, 1 - seat)
    if own is None:
        return Verdict.impossible(NO_FIGHTER)
    if target is None:
        return Verdict.impossible(NO_TARGET)
    if forbidden(state, "attacks"):
        return Verdict.illegal(NO_ATTACKS)
    if forbidden(state, again_key(seat, state.cards[action.card].card_id)):
        return Verdict.illegal(NOT_AGAIN)
    source = state.cards[action.card]
    option = find_attack(state, cards, seat, action.card, action.index)
    if option is None:
        if source.zone == zone(seat, "techs") and not source.face_up:
            return Verdict.illegal(TECH_FACE_DOWN)
        return Verdict.impossible(NO_SUCH_ATTACK, card=action.card, index=action.index)
    if option.value is None and action.value is None:
        return Verdict.impossible(ATTACK_VALUE_NEEDED)
    paid = (*action.discards, *action.minimum)
    if len(set(paid)) != len(paid):
        return Verdict.impossible(codes.BAD_VALUE, field="discards")
    for uid in paid:
        if state.cards[uid].zone != zone(seat, "hand"):
            return Verdict.impossible(NOT_FROM_HAND, card=uid)
    if action.minimum and not action.min_damage:
        return Verdict.impossible(codes.BAD_VALUE, field="minimum")
    effect = pick_effect(state, cards, seat, action.card, "on_attack", action.index + 1,
                         params.team_bonus_threshold)  # fmt: skip
    picked = check_picks(state, cards, seat, effect, action.picks, (action.card, *paid))
    if not picked.possible:
        return picked
    turn = _turn(state, seat, "attack")
    if not turn.legal:
        return turn
    threshold = params.team_bonus_threshold
    if not attack_allowed(state, cards, seat, action.card, action.index + 1, threshold):
        return Verdict.illegal(ATTACK_NEEDS, card=action.card, number=action.index + 1)
    if source.zone == zone(seat, "techs") and techniques_locked(state, cards, seat):
        return Verdict.illegal(TECHNIQUES_LOCKED)
    if stood_off(state, cards, action.card, "on_attack", action.index + 1):
        return Verdict.illegal(STAND_OFF)
    if attack_barred(state, cards, seat):
        return Verdict.illegal(ATTACK_BARRED)
    cap = attack_cap(state, cards, seat)
    if cap is not None and preview_attack(state, cards, params, seat, action)["atk"] > cap:
        return Verdict.illegal(ATTACK_CAPPED, most=cap)
    modern = generation(state) >= 2
    if modern and moment(state) is not None:
        return Verdict.illegal(ATTACK_PENDING)
    if modern and action.min_damage:
        return Verdict.illegal(MIN_DAMAGE_LATER)
    if int_value(state, V_ATTACKS) >= int_value(state, V_ATTACKS_ALLOWED, 1):
        return Verdict.illegal(ATTACK_USED)
    hand = len(state.zones[zone(seat, "hand")].cards)
    if hand < option.cost:
        return Verdict.illegal(HAND_SHORT, cost=option.cost, hand=hand)
    payable = cost_cards(state, cards, seat)  # Events only, while a card says so
    if any(uid not in payable for uid in action.discards):
        return Verdict.illegal(EVENTS_ONLY)
    if len(action.discards) != option.cost:
        return Verdict.illegal(ATTACK_COST, cost=option.cost, count=len(action.discards))
    if action.min_damage:
        points = preview_attack(state, cards, params, seat, action)["points"]
        if points > 0:
            return Verdict.illegal(MIN_DAMAGE_NOT_NEEDED, points=points)
        if len(action.minimum) != params.min_damage_discard:
            return Verdict.illegal(
                MIN_DAMAGE_COST, cost=params.min_damage_discard, count=len(action.minimum)
            )
    return picked


def check_moment(state: GameState, cards: CardLookup, params: YyhParams, action: Action) -> Verdict:
    """:class:`PassMoment` by the seat whose moment it is; :class:`MinimumDamage` by the
    attacker after a 0-damage result, discarding ``min_damage_discard`` cards from hand."""
    over = _running(state)
    if not over.legal:
        return over
    current = moment(state)
    if isinstance(action, MinimumDamage):
        known = _known(state, *action.discards)
        if not known.possible:
            return known
        if len(set(action.discards)) != len(action.discards):
            return Verdict.impossible(codes.BAD_VALUE, field="discards")
        for uid in action.discards:
            if state.cards[uid].zone != zone(action.seat, "hand"):
                return Verdict.impossible(NOT_FROM_HAND, card=uid)
        if current != "minimum":
            return Verdict.illegal(NO_MOMENT)
    if current is None:
        return Verdict.illegal(NO_MOMENT)
    if moment_actor(state) != action.seat:
        return Verdict.illegal(NOT_YOUR_MOMENT, seat=action.seat)
    cost = minimum_cost(state, action.seat, params.min_damage_discard)
    if isinstance(action, MinimumDamage) and len(action.discards) != cost:
        return Verdict.illegal(MIN_DAMAGE_COST, cost=cost, count=len(action.discards))
    return Verdict.ok()


def check_next(state: GameState, seat: int) -> Verdict:
    """The step moves on by the active player, not while an attack awaits its moment."""
    turn = _turn(state, seat)
    if turn.legal and moment(state) is not None:
        return Verdict.illegal(ATTACK_PENDING)
    return turn


def check_effect(state: GameState, params: YyhParams, action: Action) -> Verdict:
    """Card-effect adjustments: allowed whenever the game runs, if they can be carried out."""
    match action:
        case DealDamage(card=uid, points=points) | Heal(card=uid, points=points):
            known = _known(state, uid)
            if not known.possible:
                return known
            if points < 1 or points > 4:
                return Verdict.impossible(BAD_POINTS, points=points)
            if slot_of(state, uid) is None:
                return Verdict.impossible(NOT_IN_PLAY, card=uid)
            if isinstance(action, Heal) and forbidden(state, "heal"):
                return Verdict.illegal(NO_HEAL)
        case ChangeSpirit(player=player, amount=amount):
            if player not in SEATS:
                return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=player)
            if abs(amount) > 99:
                return Verdict.impossible(codes.BAD_VALUE, field="amount", value=amount)
        case SwitchFighter(player=player, slot=slot):
            if player not in SEATS:
                return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=player)
            if slot not in (2, 3, 4, 5):
                return Verdict.impossible(BAD_SLOT, slot=slot)
            if fighter(state, player) is None:
                return Verdict.impossible(NO_FIGHTER)
            if not state.zones[slot_zone(player, slot)].cards:
                return Verdict.impossible(EMPTY_SLOT, slot=slot)
        case EffectMove(card=uid, to_zone=to_zone):
            known = _known(state, uid)
            if not known.possible:
                return known
            if to_zone not in state.zones:
                return Verdict.impossible(codes.NO_SUCH_ZONE, zone=to_zone)
        case Mill(player=player, count=count):
            if player not in SEATS:
                return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=player)
            if not 1 <= count <= 60:
                return Verdict.impossible(codes.BAD_VALUE, field="count", value=count)
        case Modify(card=uid, stat=stat, scope=scope, amount=amount):
            known = _known(state, uid)
            if not known.possible:
                return known
            if stat not in STATS or scope not in SCOPES or abs(amount) > 999_999:
                return Verdict.impossible(BAD_STAT, stat=stat, scope=scope)
            if slot_of(state, uid) is None:
                return Verdict.impossible(NOT_IN_PLAY, card=uid)
        case ConcedeMatch(player=player):
            if player not in SEATS:
                return Verdict.impossible(codes.NO_SUCH_PLAYER, seat=player)
            if fighter(state, player) is None:
                return Verdict.impossible(NO_MATCH)
        case AllowAttack():
            pass
    return _running(state)


def check_spirit_value(params: YyhParams, value: int) -> Verdict:
    """A Spirit Energy value set directly must lie within 0 and the cap."""
    if not 0 <= value <= params.spirit_cap:
        return Verdict.illegal(SPIRIT_RANGE, value=value, cap=params.spirit_cap)
    return Verdict.ok()
