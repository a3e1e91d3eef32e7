"""Card effects at the moments of a turn (rules generation 4): the player's Draw Step and
the start of their Main Step fire the effects of their fighter and its face-up attachments
that apply then (``draw_step`` / ``main_step``), each point of damage their attack deals fires
its ``on_hit`` effects, and an attached card used by discarding it
(:class:`~.actions.UseCard`) applies its ``use_draw`` / ``use_main`` effects in that step.

All run inside the action's own transaction (the Next Step that reaches the moment, the pass
that lets an attack resolve, the use itself; a use's ``pick`` effect takes the use's own
``picks``), so the log, undo and replay need nothing more; a game of an older generation reads
those effects as by hand (:func:`.card_effects.effects_of`), so nothing fires in it.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_kinds import UseCost
from tabletop.cards.yyh_effect_models import USES
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import checks
from .abilities import end_abilities, fire_sideline
from .actions import MinimumDamage, UseCard
from .apply_effects import apply_card_effects
from .attack_needs import attack_target, stood_off, techniques_locked
from .battle import (
    clear_pending,
    deal_damage,
    find_attack,
    pending_attack,
    resolve_pending,
    take_minimum,
)
from .board import (
    CC_HURT_AT_END,
    CC_LEAVE_AT_END,
    RESPONSE,
    V_ACTIVE,
    V_GAME_OVER,
    V_LAST_POINTS,
    V_STEP,
    CardLookup,
    fighter,
    int_value,
    zone,
)
from .card_effects import condition_holds, effects_of
from .card_moves import clear_card, draw_cards, gain_spirit, leave_play
from .choice_effects import check_picks, pick_effect, pick_options
from .choice_effects_dt_b import end_switch
from .choice_effects_gf import return_borrowed
from .effects_gf2 import end_of_turn_gf2, use_blocked
from .end_draws import end_draws
from .gf2_marks import main_skipped
from .matches import draw_step, end_turn
from .profile import YyhParams
from .sideline_lasting import blow_draws
from .use_locks import uses_locked

#: The verdict's codes: a card with nothing to use now; a use paid with the wrong cards.
NOT_USABLE = "yyh.not_usable"
USE_COST = "yyh.use_cost"
#: A use that costs nothing but the card, discarded.
_NO_COST = UseCost(do="use_cost", discard=1).model_copy(update={"discard": 0})
#: The step each use belongs to, by step.
_USE_OF_STEP = {step: when for when, step in USES.items()}


def _sources(state: GameState, seat: int) -> list[int]:
    """The cards whose step effects count for ``seat``: its fighter, then the face-up Items
    and Techniques attached to it."""
    own = fighter(state, seat)
    if own is None:
        return []
    out = [own]
    for area in ("items", "techs"):
        out += [uid for uid in state.zones[zone(seat, area)].cards if state.cards[uid].face_up]
    return out


def fire_step(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, seat: int, when: str
) -> None:
    """Apply the ``when`` effects (``draw_step`` / ``main_step`` / ``opponent_draw_step``) of
    ``seat``'s fighter and
    its face-up attachments, card by card; stops if the fighter leaves on the way (a match
    won by one of them)."""
    own = fighter(state, seat)
    for source in _sources(state, seat):
        if fighter(state, seat) != own or state.values.get(V_GAME_OVER):
            return
        apply_card_effects(state, tx, params, cards, seat, source, when, attached_to=own)


def end_draw_step(state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup) -> None:
    """The Draw Step passes: the other player's cards that act at its start, its bookkeeping
    (draw, Spirit), its card effects, then the Main Step begins with its own."""
    seat = int_value(state, V_ACTIVE)
    fire_step(state, tx, params, cards, 1 - seat, "opponent_draw_step")  # before the draw
    fire_sideline(state, tx, params, cards, 1 - seat, "sideline_opponent_draw_step")
    draw_step(state, tx, params)
    fire_step(state, tx, params, cards, seat, "draw_step")
    fire_sideline(state, tx, params, cards, seat, "sideline_draw_step")
    if state.values.get(V_STEP) == "draw" and int_value(state, V_ACTIVE) == seat:
        if main_skipped(state):  # a card's skip_main: on to the Attack Step
            tx.set_value(V_STEP, "attack")
            return
        tx.set_value(V_STEP, "main")
        fire_step(state, tx, params, cards, seat, "main_step")


def _use_of(state: GameState, cards: CardLookup, params: YyhParams, seat: int, uid: int) -> str:
    """The use (``use_draw`` / ``use_main``) card ``uid`` offers ``seat`` now, or "": a
    face-up attachment of the seat's fighter with an effect of the current step's use whose
    condition holds."""
    card = state.cards[uid]
    if card.zone not in (zone(seat, "items"), zone(seat, "techs")) or not card.face_up:
        return ""
    if card.zone == zone(seat, "techs") and techniques_locked(state, cards, seat):
        return ""  # the opponent's card bars Techniques
    if uses_locked(state):
        return ""  # a card bars Items and Techniques (.use_locks)
    when = _USE_OF_STEP.get(str(state.values.get(V_STEP)), "")
    if when and stood_off(state, cards, uid, when):
        return ""  # no milling of the opponent's deck this match
    if when and use_blocked(state, cards, seat, uid, when):
        return ""  # one doubling a turn, Match Slot 5 taken (.effects_gf2)
    threshold = params.team_bonus_threshold
    found = when and any(
        effect.when == when
        and effect.do != "use_cost"
        and condition_holds(state, cards, seat, effect.only_if, threshold)
        for effect in effects_of(state, cards, card.card_id)
    )
    return when if found else ""


def use_cost(state: GameState, cards: CardLookup, uid: int, when: str) -> UseCost:
    """What using card ``uid`` (its ``when`` use) costs besides itself (none: discarded, no
    cards from hand): the first of its ``use_cost`` effects whose condition holds now."""
    seat = state.cards[uid].owner
    for effect in effects_of(state, cards, state.cards[uid].card_id):
        if (
            isinstance(effect, UseCost)
            and effect.when == when
            and condition_holds(state, cards, seat, effect.only_if)
        ):
            return effect
    return _NO_COST


def check_use(state: GameState, cards: CardLookup, params: YyhParams, action: UseCard) -> Verdict:
    """:class:`UseCard`: known cards, the seat's own turn in its Draw or Main Step, no attack
    awaiting its moment, a card with an effect to use now and, when the use costs cards from
    hand, exactly that many different cards of the seat's hand."""
    seat = action.seat
    paid = checks.paid_from_hand(state, seat, action.card, action.discards)
    if not paid.legal:
        return paid
    when = _use_of(state, cards, params, seat, action.card)
    if not when:
        return Verdict.illegal(NOT_USABLE, card=action.card)
    cost = use_cost(state, cards, action.card, when).discard
    if len(action.discards) != cost:
        return Verdict.illegal(USE_COST, cost=cost, count=len(action.discards))
    effect = pick_effect(state, cards, seat, action.card, when, None, params.team_bonus_threshold)
    return check_picks(state, cards, seat, effect, action.picks, (action.card, *action.discards))


def apply_use(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: UseCard
) -> None:
    """The cards from hand and the used card go (the card to its owner's discard pile, the
    bottom of their deck, or shuffled into it), then its effects of the step apply (the
    character it was attached to is the fighter)."""
    seat, uid = action.seat, action.card
    when = _USE_OF_STEP.get(str(state.values.get(V_STEP)), "")
    own = fighter(state, seat)
    for held in action.discards:
        tx.move(held, zone(seat, "discard"), face_up=True)
    owner = state.cards[uid].owner
    where = use_cost(state, cards, uid, when).to
    if where in ("deck_bottom", "deck"):
        clear_card(state, tx, uid)
        tx.move(uid, zone(owner, "deck"), 0, face_up=False)
        if where == "deck":
            tx.shuffle(zone(owner, "deck"))
    else:
        leave_play(state, tx, uid, zone(owner, "discard"), face_up=True)
    apply_card_effects(state, tx, params, cards, seat, uid, when, attached_to=own,
                       picks=action.picks)  # fmt: skip


def _with_picks(
    state: GameState, cards: CardLookup, params: YyhParams, uses: list[UseCard], when: str
) -> list[UseCard]:
    """Each use of ``uses`` with each pick offered for its ``pick`` effect (see
    :func:`.choice_effects.pick_options`)."""
    out: list[UseCard] = []
    threshold = params.team_bonus_threshold
    for use in uses:
        effect = pick_effect(state, cards, use.seat, use.card, when, None, threshold)
        for picks in pick_options(state, cards, use.seat, effect, (use.card, *use.discards)):
            out.append(UseCard(use.seat, use.card, use.discards, picks))
    return out


def _with_costs(
    state: GameState, cards: CardLookup, seat: int, uid: int, when: str
) -> list[UseCard]:
    """Using card ``uid``, its cost paid with the oldest cards in hand, and with the newest."""
    count = use_cost(state, cards, uid, when).discard
    hand = state.zones[zone(seat, "hand")].cards
    if not count:
        return [UseCard(seat, uid)]
    if len(hand) < count:
        return []
    out = [UseCard(seat, uid, tuple(hand[:count]))]
    if len(hand) > count:
        out.append(UseCard(seat, uid, tuple(hand[-count:])))
    return out


def usable(state: GameState, cards: CardLookup, params: YyhParams, seat: int) -> list[UseCard]:
    """Every :class:`UseCard` ``seat`` may take now (the verdict's rules, read at once), a cost
    in cards paid with the oldest cards in hand, and with the newest."""
    if (
        state.values.get(V_GAME_OVER)
        or int_value(state, V_ACTIVE) != seat
        or state.values.get(V_STEP) not in _USE_OF_STEP
        or checks.moment(state) is not None
    ):
        return []
    out: list[UseCard] = []
    for area in ("items", "techs"):
        for uid in state.zones[zone(seat, area)].cards:
            when = _use_of(state, cards, params, seat, uid)
            if when:
                out += _with_picks(
                    state, cards, params, _with_costs(state, cards, seat, uid, when), when
                )
    return out


def use_candidates(state: GameState, cards: CardLookup, seat: int) -> list[UseCard]:
    """Every use ``seat`` could name (each card attached to its fighter, a cost in cards paid
    as :func:`usable` pays it), legal or not."""
    out: list[UseCard] = []
    for area in ("items", "techs"):
        for uid in state.zones[zone(seat, area)].cards:
            for when in USES:
                out += _with_costs(state, cards, seat, uid, when)
    return out


def offered_uses(state: GameState, cards: CardLookup, seat: int, uid: int) -> list[UseCard]:
    """The menu's use of card ``uid`` if it is attached to ``seat``'s fighter and has a use
    (legal now or not: the menu shows why not), its cost paid with the oldest cards in hand."""
    if state.cards[uid].zone not in (zone(seat, "items"), zone(seat, "techs")):
        return []
    found = {e.when for e in effects_of(state, cards, state.cards[uid].card_id)} & set(USES)
    out: list[UseCard] = []
    for when in sorted(found):
        out += _with_costs(state, cards, seat, uid, when)[:1]
    return out[:1]


def blow(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: Action
) -> None:
    """The declared attack's moment passes (:class:`~.actions.PassMoment`: the defender lets it
    resolve, or the attacker declines minimum damage; :class:`~.actions.MinimumDamage`), then
    the ``on_hit`` effects of the attacker's fighter and its face-up attachments (as they were
    before the blow: a defeat sends them away) apply once for each point the blow dealt, and
    the ``on_hurt`` abilities of the fighter it hurt once (for that fighter's player), and
    the ``after_blow`` effects of the attack and its fighter once (see :func:`_after_blow`)."""
    seat = int_value(state, V_ACTIVE)
    attack = pending_attack(state)
    live = attack is not None and find_attack(state, cards, seat, attack.card, attack.index)
    sources = _sources(state, seat) if live else []
    own, hurt = fighter(state, seat), fighter(state, 1 - seat)
    redirected = live and attack_target(state, seat) != hurt  # a Sideline character is hit
    draws = blow_draws(state, cards, seat, own) if live else 0  # read before a defeat
    if isinstance(action, MinimumDamage):
        take_minimum(state, tx, params, cards, action.seat, action.discards)
    elif checks.moment(state) == RESPONSE:
        resolve_pending(state, tx, params, cards)
    else:  # the attacker declines minimum damage
        clear_pending(state, tx)
    if draws and checks.moment(state) is None and int_value(state, V_LAST_POINTS):
        draw_cards(state, tx, seat, draws)  # a Sideline Effect's, as the blow dealt damage
    if not sources or checks.moment(state) is not None or redirected:
        return  # no attack, its minimum-damage moment open, or no blow on the fighter
    points = int_value(state, V_LAST_POINTS)
    for _ in range(points):
        for source in sources:
            apply_card_effects(state, tx, params, cards, seat, source, "on_hit", attached_to=own)
    if points and hurt is not None:  # the character hurt: its own ``on_hurt`` abilities, once
        apply_card_effects(state, tx, params, cards, 1 - seat, hurt, "on_hurt", attached_to=hurt)
    if points and attack is not None and own is not None:
        _after_blow(state, tx, params, cards, (attack.card, attack.index + 1), own, hurt, points)
        if fighter(state, seat) == own:  # it still fights: its own ``on_blow`` abilities
            apply_card_effects(state, tx, params, cards, seat, own, "on_blow", attached_to=own)


def _after_blow(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    used: tuple[int, int],
    own: int,
    hurt: int | None,
    points: int,
) -> None:
    """The ``after_blow`` effects of a blow of ``points`` by ``own``: those of the attack used
    (``used``: its card and number) and the fighter's own ``in_play`` ones whose ``least``
    the points reach (and whose condition holds): more damage to the fighter hurt (if it
    still fights), Spirit Energy for the opponent."""
    seat = state.cards[own].owner
    found = [
        effect
        for uid, when in ((used[0], "on_attack"), (own, "in_play"))
        for effect in effects_of(state, cards, state.cards[uid].card_id)
        if effect.do == "after_blow"
        and effect.when == when
        and (when != "on_attack" or effect.attack == used[1])
        and getattr(effect, "least", 1) <= points
        and condition_holds(state, cards, seat, effect.only_if, params.team_bonus_threshold)
    ]
    for effect in found:
        spirit = getattr(effect, "spirit", 0)
        if spirit:
            gain_spirit(state, tx, params, 1 - seat, spirit)
        more = getattr(effect, "damage", 0)
        if more and hurt is not None and getattr(effect, "later", False):
            hurt_at_end(state, tx, hurt, more)
        elif more and hurt is not None and fighter(state, 1 - seat) == hurt:
            deal_damage(state, tx, params, cards, hurt, more)


def hurt_at_end(state: GameState, tx: Transaction, uid: int, points: int) -> None:
    """Character ``uid`` takes ``points`` more damage at the end of the turn."""
    old = state.cards[uid].counters.get(CC_HURT_AT_END, 0)
    tx.set_card_counter(uid, CC_HURT_AT_END, old + points)


def end_of_turn(state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup) -> None:
    """The End Step passes: the damage a card deals at the turn's end (to a character still
    in play), a card its own effect discards at the turn's end goes to its owner's discard
    pile, then the turn ends (:func:`.matches.end_turn`). First the other player's Sideline
    Effects of the end of the turn fire, then the cards a card's ``end_draw`` gives
    (:func:`.end_draws.end_draws`) and a switch put off till then."""
    other = 1 - int_value(state, V_ACTIVE)
    fire_sideline(state, tx, params, cards, other, "sideline_opponent_end")
    end_draws(state, tx, params, cards)
    end_switch(state, tx, params, cards)  # a switch a card put off (.choice_effects_dt_b)
    for card in [c for c in state.cards.values() if c.counters.get(CC_HURT_AT_END)]:
        points = card.counters.get(CC_HURT_AT_END, 0)
        tx.set_card_counter(card.uid, CC_HURT_AT_END, None)
        deal_damage(state, tx, params, cards, card.uid, points)  # none out of play
    for card in [c for c in state.cards.values() if c.counters.get(CC_LEAVE_AT_END)]:
        leave_play(state, tx, card.uid, zone(card.owner, "discard"), face_up=True)
    return_borrowed(state, tx)  # a borrowed Item due back (Theft in the Dark)
    end_of_turn_gf2(state, tx, cards)  # end_mill, give_away (.effects_gf2)
    end_abilities(state, tx)  # the characters' abilities may be used again
    end_turn(state, tx)
