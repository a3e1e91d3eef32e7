"""Applying a card's one-time effects (rules generation 3): an Event's when it is played, an
Item's or Technique's when it is attached to the fighter, an attack's when it is declared.

Each effect is carried out by the same functions the card-effect actions use (damage,
healing, Spirit, draws, discards, modifier counters), inside the action's own transaction, so
the log, undo and replay need nothing more. ``by_hand`` effects are left to the players.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_kinds import PickCards
from tabletop.cards.yyh_effect_models import SCOPE_OF
from tabletop.cards.yyh_effect_models_dt_b import (
    BoostNext,
    DamageCap,
    DigAttach,
    EndDraw,
    LoneBoost,
    OptSwitch,
    RecycleTop,
    TwinDiscard,
)
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .attack_needs import (
    V_STAND_OFF,
    V_VILLAIN_BOOST,
    bar_minimum,
    bar_technique_damage,
    lock_events,
)
from .battle import deal_damage
from .board import (
    C_SPIRIT,
    CC_HURT_AT_END,
    CC_LEAVE_AT_END,
    V_ATTACK_TARGET,
    V_ATTACKS_ALLOWED,
    V_MATCH,
    CardLookup,
    characters_in_play,
    counter,
    fighter,
    generation,
    int_value,
    slot_of,
    slot_zone,
    zone,
)
from .card_effects import add_modifier, condition_holds, count_per, effects_of, effects_on
from .card_moves import discard_attachments, draw_cards, gain_spirit, leave_play, mill_cards
from .choice_effects import apply_pick, raises_def
from .choice_effects_dt_b import apply_opt_switch
from .choice_effects_gf import apply_chosen
from .conditions import named_character, strike_value
from .conditions_dt_b import asks_match_attacks, note_match_attack
from .costs_gf import technique_boost
from .damage_caps import note_cap
from .effects_gf2 import apply_gf2
from .end_draws import note_end_draw
from .end_step_events import mark_played
from .gf2_marks import team_of
from .lone_boost import lone_draw, note_boost
from .matches import end_match
from .opponent_choice import discard_chosen, switch_chosen
from .piles_dt_b import dig_attach, recycle_top, twin_discard
from .profile import YyhParams
from .rules_gf import (
    COSTLY,
    EVENT_COSTS,
    FREE_MINIMUM,
    FRESH,
    FRESH_GENERATION,
    GUARD,
    POINTS,
    again_key,
    forbid_value,
    heal,
)
from .switching import switch_picked
from .use_locks import lock_uses, note_boost_next


def apply_card_effects(
    state: GameState,
    tx: Transaction,
    params: YyhParams,
    cards: CardLookup,
    seat: int,
    source: int,
    when: str,
    *,
    attack: int | None = None,
    attached_to: int | None = None,
    picks: tuple[int, ...] = (),
) -> None:
    """Carry out the effects of card ``source`` (played by ``seat``) that apply ``when``
    (for ``on_attack``: those of attack number ``attack``, 1 the first); ``attached_to`` is
    the character an attached card went to; ``picks`` the cards chosen for a ``pick`` effect
    (checked by the action's verdict). A count of ``milled_techniques`` reads the cards an
    earlier ``mill`` of the player's own deck discarded in the same call. Nothing happens in
    a game of an older generation."""
    if not effects_on(state):
        return
    if when == "on_attach" and generation(state) >= FRESH_GENERATION:
        tx.set_card_counter(source, FRESH, 1)  # attached this turn (named_attached_turn)
    if when == "on_attack":
        technique_boost(state, tx, cards, seat, source)  # the fighter's for its Technique
        lone_draw(state, tx, cards, seat, params.team_bonus_threshold)  # .lone_boost
        _note_for_match(state, tx, cards, seat, source, attack)
    milled: list[int] = []  # the cards this trigger's mills took from the player's own deck
    for effect in effects_of(state, cards, state.cards[source].card_id):
        if effect.when != when or (when == "on_attack" and effect.attack != attack):
            continue
        threshold = params.team_bonus_threshold
        if not condition_holds(state, cards, seat, effect.only_if, threshold):
            continue
        other = 1 - seat
        match effect.do:
            case "atk" | "def":
                whom = getattr(effect, "whom", "fighter")
                target = (
                    attached_to if whom == "attached"
                    else fighter(state, other if whom == "opponent_fighter" else seat)
                )  # fmt: skip
                scope = SCOPE_OF.get(getattr(effect, "lasts", ""))
                per = getattr(effect, "per", None)
                if target is not None and scope is not None:
                    times = (
                        len(picks) if per == "picked"
                        else _techniques(cards, state, milled) if per == "milled_techniques"
                        else _events(cards, state, milled) if per == "milled_events"
                        else _items(cards, state, list(picks)) if per == "picked_items"
                        else count_per(state, seat, per, cards, getattr(effect, "per_name", None))
                    )  # fmt: skip
                    amount = getattr(effect, "amount", 0) * times
                    if times or per not in MILLED_OR_PICKED:  # none: no change
                        add_modifier(state, tx, seat, target, effect.do, amount, scope)
            case "spirit":
                side = other if getattr(effect, "side", "you") == "opponent" else seat
                gain_spirit(state, tx, params, side, getattr(effect, "amount", 0))
            case "draw":
                side = other if getattr(effect, "side", "you") == "opponent" else seat
                draw_cards(state, tx, side, getattr(effect, "count", 1))
                if side == seat:  # the other fighter's echo (Good with the Ladies)
                    draw_cards(state, tx, other, echo_draws(state, cards, other))
            case "draw_echo" | "technique_boost":
                pass  # while it fights: see echo_draws, .costs_gf.technique_boost
            case "team_boost":  # the other characters of the team, for the game
                team = getattr(effect, "team", "")
                for member in characters_in_play(state, seat):
                    if member != source and team_of(state, cards, member) == team:
                        add_modifier(
                            state, tx, seat, member, "atk", getattr(effect, "amount", 0), "game"
                        )
            case "costly_attacks":  # read by .battle.preview_attack (rules_gf.cost_penalty)
                amount = getattr(effect, "amount", 0)
                tx.set_value(forbid_value(f"{COSTLY}{other}_{amount}", f"draw{seat}"), True)
            case "mill":
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                per = getattr(effect, "per", None)
                times = (
                    len(picks) if per == "picked"
                    else _events(cards, state, milled) if per == "milled_events"
                    else sum(1 for uid in picks if _is_item(cards, state, uid))
                    if per == "picked_items"
                    else count_per(state, seat, per, cards)
                )  # fmt: skip
                count = getattr(effect, "count", 1) * times
                if side == seat and count > 0:
                    milled += state.zones[zone(seat, "deck")].cards[-count:]
                mill_cards(state, tx, side, count)
            case "discard_random":
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                times = count_per(state, seat, getattr(effect, "per", None), cards)
                for _ in range(getattr(effect, "count", 1) * times):
                    held = state.zones[zone(side, "hand")].cards
                    if not held:
                        break
                    pick = held[tx.random_int(0, len(held) - 1)]
                    tx.move(pick, zone(side, "discard"), face_up=True)
            case "shuffle":
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                tx.shuffle(zone(side, "deck"))
            case "recycle":
                kind, bottom = getattr(effect, "kind", ""), getattr(effect, "bottom", None)
                pile = state.zones[zone(seat, "discard")].cards
                found = [
                    uid for uid in (pile if bottom is None else pile[:bottom])
                    if kind == "any"
                    or getattr(cards.card(state.cards[uid].card_id), "type", None) == kind
                ]  # fmt: skip
                for uid in found:
                    tx.move(uid, zone(seat, "deck"), face_up=False)
                if found:
                    tx.shuffle(zone(seat, "deck"))
            case "damage":
                whom = getattr(effect, "whom", "opponent_fighter")
                target = fighter(state, other if whom == "opponent_fighter" else seat)
                if target is not None:
                    deal_damage(state, tx, params, cards, target, getattr(effect, "points", 1))
            case "heal":
                whom = getattr(effect, "whom", "fighter")
                target = (
                    attached_to if whom == "attached"
                    else named_character(state, cards, seat, getattr(effect, "name", ""))
                    if whom == "named"
                    else fighter(state, other if whom == "opponent_fighter" else seat)
                )  # fmt: skip
                if target is not None:
                    heal(state, tx, target, getattr(effect, "points", 1))
            case "discard_attached":
                whom = getattr(effect, "whom", "opponent_fighter")
                discard_attachments(state, tx, other if whom == "opponent_fighter" else seat, 1)
            case "shuffle_self":
                owner = state.cards[source].owner
                leave_play(state, tx, source, zone(owner, "deck"), face_up=False)
                tx.shuffle(zone(owner, "deck"))
            case "discard_fifth":
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                discard_attachments(state, tx, side, 5)
                for uid in list(state.zones[slot_zone(side, 5)].cards):
                    leave_play(state, tx, uid, zone(state.cards[uid].owner, "discard"), True)
            case "strike":
                ratio, points = getattr(effect, "ratio", 2), getattr(effect, "points", 1)
                name = strike_value(seat, ratio)
                tx.set_value(name, max(points, int_value(state, name)))
            case "extra_attack":
                tx.set_value(V_ATTACKS_ALLOWED, int_value(state, V_ATTACKS_ALLOWED, 1) + 1)
            case "discard_self":  # at the end of the turn (see .timed_effects.end_of_turn)
                tx.set_card_counter(source, CC_LEAVE_AT_END, 1)
            case "concede":
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                end_match(state, tx, params, cards, loser=side)
                return  # the match is over: the card's other effects had their match
            case "discard_chosen":  # the player discarding chooses (see .opponent_choice)
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                count, draw = getattr(effect, "count", 1), getattr(effect, "then_draw", 0)
                keep = getattr(effect, "keep", None)
                if keep is not None:  # down to ``keep`` cards in hand
                    count = len(state.zones[zone(side, "hand")].cards) - keep
                unless = getattr(effect, "unless", None)
                if count > 0 and (
                    unless is None or not condition_holds(state, cards, seat, unless, threshold)
                ):
                    discard_chosen(state, tx, side, count, draw)
            case "recycle_named":  # every card of that name in the discard pile
                title = getattr(effect, "title", "").casefold()
                found = [
                    uid for uid in state.zones[zone(seat, "discard")].cards
                    if title in getattr(cards.card(state.cards[uid].card_id), "name", "").casefold()
                ]  # fmt: skip
                for uid in found:
                    tx.move(uid, zone(seat, "deck"), face_up=False)
                if found:
                    tx.shuffle(zone(seat, "deck"))
            case "switch_chosen":  # the switching player chooses (see .opponent_choice)
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                team = getattr(effect, "team", None) or "*"
                switch_chosen(state, tx, params, cards, side, team)
            case "redirect":  # the attack hits the chosen Sideline character (see .battle)
                if picks:
                    tx.set_value(V_ATTACK_TARGET, picks[0])
            case "damage_pick":  # the chosen character on a Sideline is hurt
                side = other if getattr(effect, "source", "") == "opponent_sideline" else seat
                for uid in picks:
                    where = slot_of(state, uid)
                    if where is not None and where[0] == side and where[1] != 1:
                        deal_damage(state, tx, params, cards, uid, getattr(effect, "points", 1))
            case "draw_bottom":  # the discard pile's bottom cards, into the hand
                side = other if getattr(effect, "side", "you") == "opponent" else seat
                pile = state.zones[zone(side, "discard")].cards
                for uid in list(pile[: getattr(effect, "count", 1)]):
                    tx.move(uid, zone(side, "hand"))
            case "toll":  # the opponent pays for the picked Item again, or loses it
                for uid in picks:
                    if state.cards[uid].zone in (zone(p, "items") for p in (seat, other)):
                        cost = cards.spirit_cost(state.cards[uid].card_id)
                        if counter(state, other, C_SPIRIT) >= cost:
                            gain_spirit(state, tx, params, other, -cost)
                        else:
                            leave_play(
                                state, tx, uid, zone(state.cards[uid].owner, "discard"), True
                            )
            case "cost_change":  # a modifier counter ``cost.<scope>`` of each fighter
                scope = SCOPE_OF.get(getattr(effect, "lasts", ""), "attack")
                sides = (seat, other) if getattr(effect, "side", "you") == "both" else (seat,)
                for side in sides:
                    fought = fighter(state, side)
                    if fought is not None:
                        amount = getattr(effect, "amount", 0)
                        add_modifier(state, tx, seat, fought, "cost", amount, scope)
            case "end_draw" if isinstance(effect, EndDraw):  # see .end_draws
                note_end_draw(state, tx, seat, effect)
            case "damage_cap" if isinstance(effect, DamageCap):  # see .damage_caps
                note_cap(state, tx, seat, effect)
            case "lone_boost" if isinstance(effect, LoneBoost):  # see .lone_boost
                note_boost(state, tx, seat, effect)
            case "dig_attach" if isinstance(effect, DigAttach):  # see .piles_dt_b
                dig_attach(state, tx, cards, seat, effect)
            case "recycle_top" if isinstance(effect, RecycleTop):
                recycle_top(state, tx, params, cards, seat, effect)
            case "twin_discard" if isinstance(effect, TwinDiscard):  # see .piles_dt_b
                twin_discard(state, tx, cards, seat, effect)
            case "opt_switch" if isinstance(effect, OptSwitch):  # .choice_effects_dt_b
                apply_opt_switch(state, tx, params, cards, seat, effect, picks)
            case "use_lock":  # see .use_locks
                lock_uses(state, tx, seat)
            case "boost_next" if isinstance(effect, BoostNext):
                note_boost_next(state, tx, seat, effect)
            case "end_damage":  # a counter of the character (see .timed_effects.end_of_turn)
                whom = getattr(effect, "whom", "fighter")
                target = fighter(state, other if whom == "opponent_fighter" else seat)
                if target is not None:
                    old = state.cards[target].counters.get(CC_HURT_AT_END, 0)
                    points = getattr(effect, "points", 1)
                    tx.set_card_counter(target, CC_HURT_AT_END, old + points)
            case "discard_face_down":  # under every Sideline character of that side
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                for slot in (2, 3, 4, 5):
                    for uid in list(state.zones[zone(side, f"slot{slot}_att")].cards):
                        if not state.cards[uid].face_up:
                            tx.move(uid, zone(state.cards[uid].owner, "discard"), face_up=True)
            case "pick_guard" if isinstance(effect, PickCards):  # the picked guards go
                apply_pick(state, tx, seat, effect, picks, cards)
            case "discard_guards":  # the opposing fighter's attached cards raising its DEF
                for area in ("items", "techs"):
                    for uid in list(state.zones[zone(other, area)].cards):
                        if raises_def(state, cards, uid):
                            leave_play(
                                state, tx, uid, zone(state.cards[uid].owner, "discard"), True
                            )
            case "pick_other" if isinstance(effect, PickCards):
                apply_pick(state, tx, seat, effect, picks, cards)
            case "lock_events":
                lock_events(state, tx, seat)
            case "attacked_mill":  # the attacked player's mill weakens the declared attack
                top = state.zones[zone(seat, "deck")].cards[-getattr(effect, "count", 1) :]
                techniques = _techniques(cards, state, list(top))
                mill_cards(state, tx, seat, getattr(effect, "count", 1))
                attacker = fighter(state, other)
                if techniques and attacker is not None:
                    amount = getattr(effect, "amount", 0) * techniques
                    add_modifier(state, tx, other, attacker, "atk", amount, "attack")
            case "villain_boost":  # added up over the cards played, for the game
                boost = int_value(state, V_VILLAIN_BOOST) + getattr(effect, "amount", 0)
                tx.set_value(V_VILLAIN_BOOST, boost)
            case "stand_off":  # this match (see .attack_needs.stood_off)
                tx.set_value(V_STAND_OFF, state.values.get(V_MATCH))
            case "no_technique_damage":
                bar_technique_damage(state, tx, seat)
            case "no_minimum":
                bar_minimum(state, tx, seat, getattr(effect, "lasts", "this_attack"))
            case "switch":  # the picked Sideline character becomes the fighter
                switch_picked(state, tx, params, cards, picks)
            case "pick" if isinstance(effect, PickCards):
                apply_pick(state, tx, seat, effect, picks, cards)
            case (
                "arrange" | "search_fifth" | "heal_chosen" | "keep_hand" | "double_item"
                | "search_attach" | "word_recycle" | "borrow" | "mill_up_to" | "recycle_others"
                | "may_pay" | "refresh_hand" | "align" | "pay_card" | "mulligan"
                | "move_attached" | "trade" | "pick_pair" | "stack_back" | "calling"
            ):  # fmt: skip
                apply_chosen(state, tx, seat, effect, picks, cards, source)
            case "free_minimum":  # read where minimum damage is paid (.rules_gf.minimum_cost)
                tx.set_value(forbid_value(f"{FREE_MINIMUM}{seat}", "attack"), True)
            case "exact_points":  # read by .battle (see .rules_gf.exact_points)
                points = getattr(effect, "points", 1)
                tx.set_value(forbid_value(f"{POINTS}{seat}_{points}", "attack"), True)
            case "guard":  # read by .battle (see .rules_gf.guarded)
                most = getattr(effect, "most", 0)
                tx.set_value(forbid_value(f"{GUARD}{seat}_{most}", f"draw{seat}"), True)
            case "forbid":  # cleared by .card_moves.expire when its scope ends
                scope = SCOPE_OF.get(getattr(effect, "lasts", ""), "turn")
                scope += str(seat) if scope == "draw" else ""
                what = getattr(effect, "what", "")
                if what == "again":  # this card's attack, by its player
                    what = again_key(seat, state.cards[source].card_id)
                elif what == "opponent_costs":  # the other player's Attack Costs
                    what = f"{EVENT_COSTS}{other}"
                tx.set_value(forbid_value(what, scope), True)
            case "cost":  # a lasting change of the Attack Cost (see .battle.available_attacks)
                whom, scope = (
                    getattr(effect, "whom", ""),
                    SCOPE_OF.get(getattr(effect, "lasts", "")),
                )
                target = fighter(state, other if whom == "opponent_fighter" else seat)
                if target is not None and scope is not None:
                    add_modifier(
                        state, tx, seat, target, "cost", getattr(effect, "amount", 0), scope
                    )
            case "end_step":  # a once-a-game Event's name, played (see .end_step_events)
                mark_played(state, tx, cards, seat, source)
            case "boost_all":  # each of the player's characters in play, for the game
                for member in characters_in_play(state, seat):
                    stat, amount = getattr(effect, "stat", "def"), getattr(effect, "amount", 0)
                    add_modifier(state, tx, seat, member, stat, amount, "game")
            case "draw_milled":  # for each Item or Technique the trigger's own mill took
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                taken = sum(1 for u in milled if cards.attachable(state.cards[u].card_id))
                if taken:
                    draw_cards(state, tx, side, getattr(effect, "count", 1) * taken)
            case "random_back":  # a card at random back into the deck, a fresh one drawn
                side = other if getattr(effect, "side", "opponent") == "opponent" else seat
                held = state.zones[zone(side, "hand")].cards
                if held:
                    tx.move(held[tx.random_int(0, len(held) - 1)], zone(side, "deck"), -1, False)
                    tx.shuffle(zone(side, "deck"))
                    draw_cards(state, tx, side, 1)
            case "attach_milled":  # the Items the trigger's own mill took, onto the fighter
                for uid in [u for u in milled if _is_item(cards, state, u)]:
                    tx.move(uid, zone(seat, "items"), face_up=True)
            case "draw_picked":  # as many as the trigger's pick took
                draw_cards(state, tx, seat, len(picks))
            case "heal_all":  # every character in play, either side's
                for side in (seat, other):
                    for uid in characters_in_play(state, side):
                        heal(state, tx, uid, getattr(effect, "points", 1))
            case (
                _
            ):  # the kinds of .effects_gf2; by_hand: the players apply it (``ability``: .abilities)
                apply_gf2(state, tx, cards, seat, effect, picks, source)


def _is_item(cards: CardLookup, state: GameState, uid: int) -> bool:
    """Whether card ``uid`` is an Item."""
    card_id = state.cards[uid].card_id
    return cards.attachable(card_id) is not None and cards.technique(card_id) is None


def _note_for_match(
    state: GameState,
    tx: Transaction,
    cards: CardLookup,
    seat: int,
    source: int,
    attack: int | None,
) -> None:
    """Record the attack used (number ``attack`` of card ``source``) for the match when the
    card's effects read the match's attacks (:func:`.conditions_dt_b.note_match_attack`)."""
    found = cards.character(state.cards[source].card_id)
    if found is None or attack is None or not 0 < attack <= len(found.attacks):
        return
    asked = any(
        asks_match_attacks(effect.only_if)
        for effect in effects_of(state, cards, state.cards[source].card_id)
    )
    note_match_attack(state, tx, seat, found.attacks[attack - 1].name or "", asked)


#: The counts of a trigger's own picks or mills: none of them, no change at all.
MILLED_OR_PICKED = ("picked", "milled_techniques", "milled_events", "picked_items")


def _events(cards: CardLookup, state: GameState, uids: list[int]) -> int:
    """How many of ``uids`` are Events."""
    return sum(1 for uid in uids if cards.event(state.cards[uid].card_id) is not None)


def _items(cards: CardLookup, state: GameState, uids: list[int]) -> int:
    """How many of ``uids`` are Items."""
    return sum(1 for uid in uids if cards.attachable(state.cards[uid].card_id) is not None) - (
        _techniques(cards, state, uids)
    )


def _techniques(cards: CardLookup, state: GameState, uids: list[int]) -> int:
    """How many of ``uids`` are Techniques."""
    return sum(1 for uid in uids if cards.technique(state.cards[uid].card_id) is not None)


def echo_draws(state: GameState, cards: CardLookup, seat: int) -> int:
    """How many cards ``seat`` draws when a card effect of the opponent's makes the opponent
    draw: the ``draw_echo`` abilities of its fighter (rules generation 4)."""
    own = fighter(state, seat)
    if own is None:
        return 0
    return sum(
        getattr(effect, "count", 0)
        for effect in effects_of(state, cards, state.cards[own].card_id)
        if effect.do == "draw_echo" and condition_holds(state, cards, seat, effect.only_if)
    )
