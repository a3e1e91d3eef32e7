"""A character's own abilities and Sideline Effects (rules generation 4; the kinds of
:mod:`tabletop.cards.yyh_effect_models_dt_a`).

A character's ability of a character moment (``ability_main`` / ``ability_attack`` /
``ability_end`` while it is the fighter, ``sideline_main`` / ``sideline_end`` while it waits
face up on the Sideline: a Sideline Effect) is used with :class:`~.actions.UseAbility` in its player's
step of that name, once a turn for each moment, with no attack awaiting its moment: the card
stays where it is, the cost of its ``ability`` effect is paid (cards of the hand of the
player's choice, given with the use, or at random, a recorded chance), then its effects of
that moment apply (its ``pick`` takes the use's own ``picks``). The once-a-turn mark is a game
value the turn's end clears. A face-up Sideline character's ``sideline_draw_step`` effects fire
by themselves at its player's Draw Step, its ``sideline_opponent_draw_step`` ones at the start
of the other player's (see :func:`fire_sideline`).

Everything runs inside the action's own transaction, so the log, undo and replay need nothing
more; a game of an older generation reads those effects as by hand
(:func:`.card_effects.effects_of`), so nothing is offered or fires in it.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_base import ITEM_MOMENTS
from tabletop.cards.yyh_effect_models_dt_a import ABILITY_STEPS, Ability
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import checks
from .actions import UseAbility
from .apply_effects import apply_card_effects
from .attack_needs import stood_off
from .board import (
    C_SPIRIT,
    V_ACTIVE,
    V_GAME_OVER,
    V_STEP,
    V_TURN,
    CardLookup,
    counter,
    fighter,
    int_value,
    sideline_zones,
    slot_of,
    zone,
)
from .card_effects import condition_holds, effects_of, effects_on
from .card_moves import gain_spirit
from .choice_effects import check_picks, pick_effect, pick_options
from .profile import YyhParams

#: The verdict's codes: a character with no ability to use now; a use paid with the wrong
#: cards.
NO_ABILITY = "yyh.no_ability"
ABILITY_COST = "yyh.ability_cost"
#: The game value marking a character's ability of a moment used this turn (its card, the
#: moment), cleared at the turn's end.
V_USED_ABILITY = "ability_used."


def _used_key(uid: int, when: str) -> str:
    return f"{V_USED_ABILITY}{uid}.{when}"


def _place(state: GameState, seat: int, uid: int) -> str:
    """Where character ``uid`` of ``seat`` is: ``fighter``, ``sideline`` (face up), or "";
    for an Item of the seat's: ``attached`` while attached face up to the seat's fighter."""
    if uid in _items(state, seat):
        return "attached"
    where = slot_of(state, uid)
    if where is None or where[0] != seat or state.cards[uid].owner != seat:
        return ""
    if where[1] == 1:
        return "fighter"
    return "sideline" if state.cards[uid].face_up else ""


def ability_cost(state: GameState, cards: CardLookup, uid: int, when: str) -> Ability | None:
    """The ``ability`` effect of card ``uid`` for ``when`` (None: the use costs nothing)."""
    for effect in effects_of(state, cards, state.cards[uid].card_id):
        if isinstance(effect, Ability) and effect.when == when:
            return effect
    return None


def _items(state: GameState, seat: int) -> list[int]:
    """The Items of ``seat``'s attached face up to its fighter, in attach order."""
    if fighter(state, seat) is None:
        return []
    held = state.zones[zone(seat, "items")].cards
    return [uid for uid in held if state.cards[uid].face_up and state.cards[uid].owner == seat]


def _payable(state: GameState, cards: CardLookup, seat: int, cost: Ability | None) -> bool:
    """Whether ``seat``'s hand holds the cards ``cost`` takes (its Spirit, the Spirit)."""
    if cost is not None and cost.spirit:
        return counter(state, seat, C_SPIRIT) >= cost.spirit
    if cost is None or not cost.discard:
        return True
    return len(_cost_cards(state, cards, seat, cost)) >= cost.discard


def _cost_cards(state: GameState, cards: CardLookup, seat: int, cost: Ability) -> list[int]:
    """The cards of ``seat``'s hand that may pay ``cost``, in hand order."""
    hand = state.zones[zone(seat, "hand")].cards
    if cost.kind == "event":
        return [uid for uid in hand if cards.event(state.cards[uid].card_id) is not None]
    return list(hand)


def ability_of(state: GameState, cards: CardLookup, params: YyhParams, seat: int, uid: int) -> str:
    """The character moment whose ability card ``uid`` offers ``seat`` now, or "": a character
    of the seat's in the place and step the moment names, not used this turn, whose ``ability``
    (if any) holds and is payable and which has an effect of that moment whose condition holds."""
    if not effects_on(state) or uid not in state.cards or state.values.get(V_GAME_OVER):
        return ""
    if int_value(state, V_ACTIVE) != seat or checks.moment(state) is not None:
        return ""
    place, step = _place(state, seat, uid), state.values.get(V_STEP)
    if not place:
        return ""
    threshold = params.team_bonus_threshold
    found = effects_of(state, cards, state.cards[uid].card_id)
    for when, (needed_step, needed_place) in ABILITY_STEPS.items():
        if needed_step != step or needed_place != place:
            continue
        if state.values.get(_used_key(uid, when)) == int_value(state, V_TURN):
            continue
        cost = ability_cost(state, cards, uid, when)
        if cost is not None and not condition_holds(state, cards, seat, cost.only_if, threshold):
            continue
        if not _payable(state, cards, seat, cost) or stood_off(state, cards, uid, when):
            continue
        if any(
            effect.when == when
            and effect.do != "ability"
            and condition_holds(state, cards, seat, effect.only_if, threshold)
            for effect in found
        ):
            return when
    return ""


def check_ability(
    state: GameState, cards: CardLookup, params: YyhParams, action: UseAbility
) -> Verdict:
    """:class:`UseAbility`: known cards, the seat's own turn, no attack awaiting its moment, a
    character with an ability to use now, its cost paid with exactly that many different
    cards of the seat's hand (of the kind it asks; none when they go at random), and the
    picks of its ``pick`` effect."""
    seat = action.seat
    paid = checks.paid_from_hand(state, seat, action.card, action.discards)
    if not paid.legal:
        return paid
    when = ability_of(state, cards, params, seat, action.card)
    if not when:
        return Verdict.illegal(NO_ABILITY, card=action.card)
    cost = ability_cost(state, cards, action.card, when)
    wanted = 0 if cost is None or cost.random else cost.discard
    fits = cost is None or all(
        uid in _cost_cards(state, cards, seat, cost) for uid in action.discards
    )
    if len(action.discards) != wanted or not fits:
        return Verdict.illegal(ABILITY_COST, cost=wanted, count=len(action.discards))
    effect = pick_effect(state, cards, seat, action.card, when, None, params.team_bonus_threshold)
    return check_picks(state, cards, seat, effect, action.picks, (action.card, *action.discards))


def apply_ability(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, action: UseAbility
) -> None:
    """The ability is marked used this turn, its cost paid (the given cards, or as many at
    random from the hand), then the character's effects of the moment apply."""
    seat, uid = action.seat, action.card
    when = ability_of(state, cards, params, seat, uid)
    cost = ability_cost(state, cards, uid, when)
    tx.set_value(_used_key(uid, when), int_value(state, V_TURN))
    for held in action.discards:
        tx.move(held, zone(seat, "discard"), face_up=True)
    if cost is not None and cost.spirit:
        gain_spirit(state, tx, params, seat, -cost.spirit)
    if cost is not None and cost.random:
        for _ in range(cost.discard):
            hand = state.zones[zone(seat, "hand")].cards
            if hand:
                tx.move(hand[tx.random_int(0, len(hand) - 1)], zone(seat, "discard"), True)
    holder = fighter(state, seat) if when in ITEM_MOMENTS else uid  # an Item's: the fighter
    apply_card_effects(state, tx, params, cards, seat, uid, when, attached_to=holder,
                       picks=action.picks)  # fmt: skip


def end_abilities(state: GameState, tx: Transaction) -> None:
    """The turn ends: no ability counts as used any more."""
    for name in [n for n in state.values if n.startswith(V_USED_ABILITY)]:
        tx.set_value(name, None)


def _characters(state: GameState, seat: int) -> list[int]:
    """``seat``'s fighter, then its Sideline characters in slot order, then the Items attached
    face up to its fighter (whose abilities are used alike)."""
    own = fighter(state, seat)
    out = [] if own is None else [own]
    for zone_id in sideline_zones(seat):
        out += state.zones[zone_id].cards[-1:]
    return out + _items(state, seat)


def _with_costs(
    state: GameState, cards: CardLookup, seat: int, uid: int, cost: Ability | None
) -> list[UseAbility]:
    """Using ``uid``'s ability, its cost paid with the first cards that may pay, and with the
    last ones (none given when they go at random)."""
    if cost is None or not cost.discard or cost.random:
        return [UseAbility(seat, uid)]
    payers = _cost_cards(state, cards, seat, cost)
    if len(payers) < cost.discard:
        return []
    out = [UseAbility(seat, uid, tuple(payers[: cost.discard]))]
    if len(payers) > cost.discard:
        out.append(UseAbility(seat, uid, tuple(payers[-cost.discard :])))
    return out


def _with_picks(
    state: GameState, cards: CardLookup, params: YyhParams, uses: list[UseAbility], when: str
) -> list[UseAbility]:
    """Each use of ``uses`` with each pick offered for its ``pick`` effect."""
    out: list[UseAbility] = []
    for use in uses:
        effect = pick_effect(
            state, cards, use.seat, use.card, when, None, params.team_bonus_threshold
        )
        for picks in pick_options(state, cards, use.seat, effect, (use.card, *use.discards)):
            out.append(UseAbility(use.seat, use.card, use.discards, picks))
    return out


def usable_abilities(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int
) -> list[UseAbility]:
    """Every :class:`UseAbility` ``seat`` may take now (the verdict's rules, read at once), a
    cost in cards paid with the first cards that may pay, and with the last ones."""
    out: list[UseAbility] = []
    for uid in _characters(state, seat):
        when = ability_of(state, cards, params, seat, uid)
        if when:
            uses = _with_costs(state, cards, seat, uid, ability_cost(state, cards, uid, when))
            out += _with_picks(state, cards, params, uses, when)
    return out


def ability_candidates(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int
) -> list[UseAbility]:
    """Every use of an ability ``seat`` could name (each of its characters in play with an
    ability of any moment, paid and picked as :func:`usable_abilities` does), legal or not."""
    out: list[UseAbility] = []
    for uid in _characters(state, seat):
        found = {e.when for e in effects_of(state, cards, state.cards[uid].card_id)}
        for when in sorted(found & set(ABILITY_STEPS)):
            uses = _with_costs(state, cards, seat, uid, ability_cost(state, cards, uid, when))
            out += _with_picks(state, cards, params, uses, when)
    return out


def offered_abilities(
    state: GameState, cards: CardLookup, params: YyhParams, seat: int, uid: int
) -> list[Action]:
    """The menu's use of the ability of character ``uid`` of ``seat`` (legal now or not: the
    menu shows why not), its cost paid with the first cards that may pay."""
    if uid not in _characters(state, seat):
        return []
    found = {e.when for e in effects_of(state, cards, state.cards[uid].card_id)}
    now = ability_of(state, cards, params, seat, uid)
    for when in ([now] if now else []) + sorted(found & set(ABILITY_STEPS)):
        uses = _with_costs(state, cards, seat, uid, ability_cost(state, cards, uid, when))
        if uses:
            return [uses[0]]
    return []


def fire_sideline(
    state: GameState, tx: Transaction, params: YyhParams, cards: CardLookup, seat: int, when: str
) -> None:
    """Apply the ``when`` effects (``sideline_draw_step`` / ``sideline_opponent_draw_step``)
    of ``seat``'s face-up Sideline characters, in slot order."""
    if not effects_on(state):
        return
    for uid in _characters(state, seat):
        if _place(state, seat, uid) == "sideline" and not state.values.get(V_GAME_OVER):
            apply_card_effects(state, tx, params, cards, seat, uid, when, attached_to=uid)
