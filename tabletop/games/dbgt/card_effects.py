"""A card's effects in the rules (rules generation 2): what a Setup or an Event does when used,
and whether a Setup attacks, read from the card's data (:mod:`tabletop.cards.effect_models`).

Generation 1 (games begun before effects were data) keeps the old behaviour: any Setup may be
used as an attack, and a used card is only discarded (its text applied by hand).
"""

from __future__ import annotations

from typing import Final

from tabletop.cards.effect_models import (
    Anger,
    DrawCards,
    MillLife,
    RaiseStages,
    RejuvenateCards,
    SetupAttack,
)
from tabletop.cards.effect_models_more import (
    AllyCost,
    BuryFoeBall,
    DiscardFoeDrills,
    GiftStages,
    KeepHand,
    LockFoeAnger,
    LowerFoeLevel,
    NeedsAlly,
    PowerUse,
    RemoveFoeCard,
    RemoveUser,
    ReuseBy,
    SearchPlay,
    SetStages,
    SkipNextCombat,
    StealBall,
    TurnEndOnly,
)
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction
from tabletop.engine.verdict import Verdict

from . import drill_rules, search_effects
from .damage import MAIN_REMOVED, capture_ball, lose, take_cards
from .generations import EFFECTS_GENERATION, effects_of, generation
from .levels import change_level
from .table import (
    DISCARD,
    DISCARD_STEP,
    DRILLS,
    HAND,
    LIFE_DECK,
    REJUVENATION,
    REMOVED,
    SETUPS,
    STAGE,
    TableFacts,
    int_value,
    other,
    zid,
)

#: A player's counter of DBZ anger (absent: 0).
ANGER: Final = "anger"
#: The steps of a turn before its Combat (a skip of the next Combat made in one of them is
#: this turn's).
_BEFORE_COMBAT: Final = frozenset({"draw", "non_combat", "power_up", "declare"})


#: The hand limit of a player who keeps their whole hand.
_NO_LIMIT: Final = 10_000


def hand_limit(facts: TableFacts, state: GameState, seat: int) -> int:
    """The hand limit ``seat`` discards down to now: the profile's, or none while a card it
    played lets it keep its hand (``keep_hand``: through the turn the game value names)."""
    until = int_value(state, f"keep_hand{seat}")
    if until is not None and until >= (int_value(state, "turn") or 0):
        return _NO_LIMIT
    return facts.params.turn.hand_limit


def combat_skipped(state: GameState, seat: int) -> bool:
    """Whether ``seat`` skips this turn's Combat step (a card's ``skip_next_combat``)."""
    marked = int_value(state, f"no_combat{seat}")
    return marked is not None and marked == (int_value(state, "turn") or 0)


#: The kinds that act while their card stays in play: a card with no other kind is not used.
LASTING: Final = frozenset(
    {"shield", "modify_damage", "entering_combat", "after_damage", "prevent_life"}
    | {"boost_attack"}
)


def usable(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether using ``uid`` (an Event, a Setup) does something: not when every effect of its
    data acts while it stays in play (a Defense Shield, an armour that lowers damage)."""
    effects = effects_of(facts, state, uid)
    if any(isinstance(e, PowerUse) for e in effects):
        return False  # used in its owner's attack phase, in place of an attack
    acting = [e for e in effects if getattr(e, "do", None) != "remove_after_use"]
    return not acting or any(getattr(e, "do", None) not in LASTING for e in acting)


def setup_attack(facts: TableFacts, state: GameState, uid: int) -> SetupAttack | None:
    """The attack the data of a Setup or a personality power says it makes (None: none)."""
    for effect in effects_of(facts, state, uid):
        if isinstance(effect, SetupAttack):
            return effect
    return None


def setup_attacks(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether the Setup or personality power ``uid`` may attack: when its data holds an
    attack, or when the card has no effect data at all (a card typed in without its effects:
    the players judge, as in generation 1, where every Setup and power may attack)."""
    if generation(state) < EFFECTS_GENERATION or setup_attack(facts, state, uid) is not None:
        return True
    if power_use(facts, state, uid):
        return True
    return not getattr(facts.card(state, uid), "effects", ())


def attack_refusal(
    facts: TableFacts, state: GameState, uid: int, source: str, given: str | None
) -> Verdict | None:
    """Why a Setup or a personality power (``source`` ``setup`` or ``power``) may not attack
    as asked (``given``: the kind asked): its data makes no attack, or one of the other kind;
    None when it may."""
    if source not in ("setup", "power"):
        return None
    if not setup_attacks(facts, state, uid):
        return Verdict.illegal("dbgt.not_an_attack", card=uid)
    printed = printed_kind(facts, state, uid)
    if printed is not None and given not in (None, printed):
        return Verdict.illegal("dbgt.attack_kind_printed", card=uid)
    return None


def printed_kind(facts: TableFacts, state: GameState, uid: int) -> str | None:
    """The kind of attack ``uid``'s data says it makes (None: none said); a power used for
    its effects alone counts as physical (it deals nothing, so the kind changes nothing)."""
    printed = setup_attack(facts, state, uid)
    if printed is None:
        return "physical" if power_use(facts, state, uid) else None
    return printed.kind


def power_use(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether ``uid`` is a personality (or a Drill) used for its effects alone in place of an
    attack."""
    return any(isinstance(e, PowerUse) for e in effects_of(facts, state, uid))


def wants_target(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether using ``uid`` raises a personality its user chooses (or takes stages from an
    ally of theirs)."""
    return any(
        (isinstance(e, RaiseStages) and e.whom == "personality") or isinstance(e, GiftStages)
        for e in effects_of(facts, state, uid)
    )


def gifts(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether using ``uid`` needs an ally of its user's to give stages (no ally: no use)."""
    return any(isinstance(e, GiftStages) for e in effects_of(facts, state, uid))


def ally_refusal(facts: TableFacts, state: GameState, seat: int, uid: int) -> Verdict | None:
    """Why ``seat`` may not play or use ``uid`` for lack of the ally (another than ``uid``
    itself, a personality's power) and the Main Personality its ``needs_ally`` effect names;
    None when nothing is lacking."""
    for effect in effects_of(facts, state, uid):
        if not isinstance(effect, NeedsAlly):
            continue
        allies = [facts.personality(state, a) for a in facts.ally_tops(state, seat) if a != uid]
        mp = facts.mp_top(state, seat)
        main = facts.personality(state, mp) if mp is not None else None
        if not any(a is not None and effect.ally in (a.character, "any") for a in allies) or (
            effect.main is not None and (main is None or main.character != effect.main)
        ):
            return Verdict.illegal("dbgt.needs_ally", card=uid)
    return None


def timing_refusal(facts: TableFacts, state: GameState, uid: int) -> Verdict | None:
    """Why ``uid`` may not be used now for its data's moment (the end of a turn); None when it
    may."""
    if state.values.get("step") in (DISCARD_STEP, REJUVENATION):
        return None
    if any(isinstance(e, TurnEndOnly) for e in effects_of(facts, state, uid)):
        return Verdict.illegal("dbgt.turn_end_only", card=uid)
    return None


def use_targets(facts: TableFacts, state: GameState, seat: int, uid: int) -> list[int | None]:
    """The ``target`` choices of a use of ``uid``: none when an ally it needs is lacking;
    each card of the opponent's its effect may remove or capture (when there is one); each
    card its search may put in play (when there is one); else None (the Main Personality),
    then each ally in play when its effect raises a personality its user chooses."""
    if ally_refusal(facts, state, seat, uid) is not None:
        return []
    if timing_refusal(facts, state, uid) is not None:
        return []
    foes = foe_targets(facts, state, seat, uid) or search_targets(facts, state, seat, uid)
    if foes:
        return list(foes)
    allies = facts.ally_tops(state, seat) if wants_target(facts, state, uid) else []
    return list(allies) if gifts(facts, state, uid) else [None, *allies]


def foe_targets(facts: TableFacts, state: GameState, seat: int, uid: int) -> list[int]:
    """The opponent's cards in play a ``remove_foe_card`` effect of ``uid`` may remove."""
    what = {
        k for e in effects_of(facts, state, uid) if isinstance(e, RemoveFoeCard) for k in e.what
    }
    foe = other(seat)
    out: list[int] = []
    if "drill" in what:
        kept = drill_rules.drills_guarded(facts, state, foe)
        out += [d for d in state.zones[zid(foe, DRILLS)].cards if d not in kept]
    if "ally" in what:
        out += facts.ally_tops(state, foe)
    if "non_combat" in what:
        out += state.zones[zid(foe, SETUPS)].cards
    if any(isinstance(e, StealBall) for e in effects_of(facts, state, uid)):
        out += [
            b
            for b in facts.balls_controlled(state, foe)
            if not drill_rules.guarded(facts, state, b)
        ]
    return out


def attack_targets(facts: TableFacts, state: GameState, seat: int, uid: int) -> list[int | None]:
    """The ``target`` choices of an attack with ``uid``: each Dragon Ball of the opponent's
    its effect may capture (when there is one); for a power used for its effects alone that
    puts back a card of its user's choice, each card of the discard pile, its top first (when
    there is one); else None."""
    named: list[int | None] = list(foe_targets(facts, state, seat, uid))
    if not named and chosen_count(facts, state, seat, uid) == 1 and power_use(facts, state, uid):
        named = list(state.zones[zid(seat, DISCARD)].cards[::-1])
    return named or [None]


def attack_target_refusal(
    facts: TableFacts, state: GameState, seat: int, uid: int, target: int | None
) -> Verdict | None:
    """Why an attack with ``uid`` may not name ``target``; None when it may."""
    if target in attack_targets(facts, state, seat, uid):
        return None
    if power_use(facts, state, uid):
        return Verdict.impossible("dbgt.rejuvenate_cards", count=1)
    return Verdict.illegal("dbgt.not_a_foe_target", card=target or uid)


def defense_targets(facts: TableFacts, state: GameState, seat: int, uid: int) -> list[int | None]:
    """The ``target`` choices of a defense with ``uid``: each ally of ``seat``'s its ally cost
    may remove (none: it may not be played); each card its search may put in play (when there
    is one); else None."""
    if any(isinstance(e, AllyCost) for e in effects_of(facts, state, uid)):
        return list(facts.ally_tops(state, seat))
    found: list[int | None] = list(search_targets(facts, state, seat, uid))
    return found or [None]


def defense_refusal(
    facts: TableFacts, state: GameState, seat: int, uid: int, target: int | None
) -> Verdict | None:
    """Why a defense with ``uid`` may not name ``target`` (its ally cost, its search); None
    when it may."""
    if target in defense_targets(facts, state, seat, uid):
        return None
    if any(isinstance(e, AllyCost) for e in effects_of(facts, state, uid)):
        return Verdict.illegal("dbgt.ally_cost", card=uid)
    return Verdict.illegal("dbgt.not_a_search_target", card=uid)


def search_targets(facts: TableFacts, state: GameState, seat: int, uid: int) -> list[int]:
    """The cards of ``seat``'s a ``search_play`` effect of ``uid`` may put in play."""
    return search_effects.search_targets(facts, state, seat, effects_of(facts, state, uid))


def _remove_foe_card(state: GameState, tx: Transaction, seat: int, target: int) -> None:
    """Remove ``target`` from the game; an ally leaves with the cards under it."""
    zone = state.cards[target].zone
    stack = list(state.zones[zone].cards) if zone.split(".")[-1].startswith("ally") else [target]
    for card in reversed(stack):
        tx.move(card, zid(other(seat), REMOVED), face_up=True)


def chosen_count(facts: TableFacts, state: GameState, seat: int, uid: int) -> int:
    """How many discard-pile cards its user chooses when using ``uid`` (as many as the pile
    holds, at most what its effects say)."""
    wanted = sum(
        e.count
        for e in effects_of(facts, state, uid)
        if isinstance(e, RejuvenateCards) and e.pick == "choose"
    )
    return min(wanted, len(state.zones[zid(seat, DISCARD)].cards))


def removed_after_use(facts: TableFacts, state: GameState, uid: int) -> bool:
    """Whether the used card leaves the game rather than going to the discard pile."""
    return any(getattr(e, "do", None) == "remove_after_use" for e in effects_of(facts, state, uid))


def apply_used(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    uid: int,
    target: int | None,
    chosen: tuple[int, ...] = (),
) -> None:
    """Apply the automated effects of the card ``seat`` uses (``target``: the personality
    chosen for a raise, None: the Main Personality; ``chosen``: the discard-pile cards chosen
    for a rejuvenation of the user's choice, empty: the top of the pile)."""
    pile = state.zones[zid(seat, DISCARD)].cards
    if not chosen and target in pile and power_use(facts, state, uid):
        chosen = (target,)  # the card a power's use puts back (its attack's target)
    picked = list(chosen) or pile[::-1][: chosen_count(facts, state, seat, uid)]
    for effect in effects_of(facts, state, uid):
        if isinstance(effect, SearchPlay | BuryFoeBall):
            _search(facts, state, tx, seat, effect, target)
            continue
        if not foe_fits(facts, state, seat, effect):
            continue
        if isinstance(effect, RaiseStages):
            whom = target if effect.whom == "personality" and target is not None else None
            if whom is None:
                whom = facts.mp_top(state, other(seat) if effect.whom == "opponent" else seat)
            if whom is not None:
                top = facts.top_stage(state, whom)
                stage = top if effect.amount is None else facts.stage(state, whom) + effect.amount
                tx.set_card_counter(whom, STAGE, min(top, stage))
        elif isinstance(effect, RejuvenateCards):
            if effect.pick == "choose":
                these, picked = picked[: effect.count], picked[effect.count :]
            else:
                these = (pile[::-1] if effect.pick == "top" else list(pile))[: effect.count]
            for card in these:
                tx.move(card, zid(seat, LIFE_DECK), 0, face_up=False)
        elif isinstance(effect, MillLife):
            foe = other(seat)
            deck = state.zones[zid(foe, LIFE_DECK)].cards
            count = effect.count * (len(facts.ally_tops(state, seat)) if effect.per_ally else 1)
            for card in deck[::-1][:count]:
                tx.move(card, zid(foe, DISCARD), face_up=True)
        elif isinstance(effect, Anger):
            if effect.max_level is not None and facts.mp_level(state, seat) > effect.max_level:
                continue
            change_anger(facts, state, tx, seat if effect.whom == "user" else other(seat), effect)
        elif isinstance(effect, DrawCards) and effect.when == "played":
            draw(facts, state, tx, seat, effect)
        elif isinstance(effect, RemoveFoeCard | StealBall) and getattr(effect, "when", "") != (
            "success"
        ):
            if target is not None and target in foe_targets(facts, state, seat, uid):
                if isinstance(effect, StealBall):
                    capture_ball(facts, state, tx, seat, target)
                else:
                    _remove_foe_card(state, tx, seat, target)
        elif isinstance(effect, SkipNextCombat):
            turn = int_value(state, "turn") or 0
            step = state.values.get("step")
            later = state.values.get("combat_declared") or step not in _BEFORE_COMBAT
            tx.set_value(f"no_combat{seat}", turn + 2 if later else turn)
        elif isinstance(effect, LockFoeAnger):
            tx.set_counter(other(seat), ANGER, None)
            tx.set_value(f"anger_locked{other(seat)}", True)
        elif isinstance(effect, KeepHand):
            turn = int_value(state, "turn") or 0
            tx.set_value(
                f"keep_hand{seat}", turn + (2 if state.values.get("active") == seat else 1)
            )
        elif isinstance(effect, AllyCost):
            _pay_ally(facts, state, tx, seat, target)
        elif isinstance(effect, RemoveUser):
            _remove_user(facts, state, tx, seat, uid)
        elif isinstance(effect, GiftStages):
            mp = facts.mp_top(state, seat)
            if target in facts.ally_tops(state, seat) and mp is not None and target is not None:
                given = min(
                    facts.stage(state, target), facts.top_stage(state, mp) - facts.stage(state, mp)
                )
                tx.set_card_counter(target, STAGE, facts.stage(state, target) - given)
                tx.set_card_counter(mp, STAGE, facts.stage(state, mp) + given)
        elif isinstance(effect, DiscardFoeDrills):
            kept = drill_rules.drills_guarded(facts, state, other(seat))
            for drill in [d for d in state.zones[zid(other(seat), DRILLS)].cards if d not in kept]:
                tx.move(drill, zid(other(seat), DISCARD), face_up=True)
        elif isinstance(effect, LowerFoeLevel):
            if facts.mp_level(state, other(seat)) == effect.at_level:
                change_level(facts, state, tx, other(seat), -1)
        elif isinstance(effect, SetStages):
            foe_mp = facts.mp_top(state, other(seat))
            if foe_mp is not None:
                stage = min(effect.stage, facts.top_stage(state, foe_mp))
                tx.set_card_counter(foe_mp, STAGE, stage)


def _remove_user(facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int) -> None:
    """The personality ``uid`` leaves the game: an ally with the cards under it (the Main
    Personality takes control back); the Main Personality: ``seat`` loses."""
    if uid == facts.mp_top(state, seat):
        lose(state, tx, seat, MAIN_REMOVED)
        return
    for card in reversed(list(state.zones[state.cards[uid].zone].cards)):
        tx.move(card, zid(seat, REMOVED), face_up=True)
    if int_value(state, f"control{seat}") == uid:
        tx.set_value(f"control{seat}", None)


def _pay_ally(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, target: int | None
) -> None:
    """An ally cost: ``seat``'s ally ``target`` leaves the game with the cards under it."""
    if target is not None and target in facts.ally_tops(state, seat):
        _remove_user(facts, state, tx, seat, target)


def _search(
    facts: TableFacts,
    state: GameState,
    tx: Transaction,
    seat: int,
    effect: SearchPlay | BuryFoeBall,
    target: int | None,
) -> None:
    """Apply a search of a deck; a Dragon Ball put in play applies its placement effect."""
    if isinstance(effect, BuryFoeBall):
        search_effects.bury_foe_ball(facts, state, tx, seat)
        return
    ball = search_effects.put_in_play(facts, state, tx, seat, effect, target)
    if ball is not None:
        apply_used(facts, state, tx, seat, ball, None)


def foe_fits(facts: TableFacts, state: GameState, seat: int, effect: object) -> bool:
    """Whether ``seat``'s opponent is of the alignment ``effect`` needs (its
    ``foe_alignment``; none needed, or a game older than generation 3: True)."""
    need = getattr(effect, "foe_alignment", None)
    if need is None or generation(state) < 3:
        return True
    mp = facts.mp_top(state, other(seat))
    card = facts.personality(state, mp) if mp is not None else None
    return card is not None and card.alignment == need


def draw(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, effect: DrawCards
) -> None:
    """``seat`` draws as ``effect`` says: from its Life Deck, or its discard pile's top or
    bottom."""
    hand = zid(seat, HAND)
    if effect.source == "life_deck":
        take_cards(facts, state, tx, seat, effect.count, hand)
        return
    pile = list(state.zones[zid(seat, DISCARD)].cards)
    for card in (pile[::-1] if effect.source == "discard_top" else pile)[: effect.count]:
        tx.move(card, hand)


def change_anger(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, effect: Anger
) -> None:
    """Move ``seat``'s anger by the effect's amount, within 0 and its ``level_at``; reaching
    ``level_at`` moves the Main Personality up a level (when there is one) and anger to 0. An
    anger a card locked (``lock_foe_anger``) goes up no more."""
    if effect.amount > 0 and state.values.get(f"anger_locked{seat}"):
        return
    anger = max(0, min(effect.level_at, state.counters[seat].get(ANGER, 0) + effect.amount))
    if anger >= effect.level_at:
        tx.set_counter(seat, ANGER, None)
        change_level(facts, state, tx, seat, 1)
    else:
        tx.set_counter(seat, ANGER, anger or None)


def used_destination(facts: TableFacts, state: GameState, seat: int, uid: int) -> str:
    """Where a used card goes: the discard pile, or out of the game when its data says so."""
    return zid(seat, REMOVED if removed_after_use(facts, state, uid) else DISCARD)


def _reused(state: GameState) -> list[int]:
    """The combat cards back in their user's hand for a second play in this turn's Combat."""
    raw = state.values.get("reused")
    turn = str(int_value(state, "turn") or 0)
    entries = (e.split(":") for e in raw.split(",")) if isinstance(raw, str) else ()
    return [int(uid) for uid, made in entries if made == turn]


def leaving_battle(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, uid: int
) -> str:
    """Where ``seat``'s combat card ``uid`` goes once its attack or defense is over: back to
    the hand when its data lets its named character play it again this Combat (and the
    personality in control is that character, the first time), else where a used card goes."""
    reuse = next((e for e in effects_of(facts, state, uid) if isinstance(e, ReuseBy)), None)
    control = facts.in_control(state, seat)
    user = facts.personality(state, control) if control is not None else None
    if reuse is None or user is None or user.character != reuse.character:
        return used_destination(facts, state, seat, uid)
    if uid in _reused(state):
        return used_destination(facts, state, seat, uid)
    turn = int_value(state, "turn") or 0
    tx.set_value("reused", ",".join(f"{u}:{turn}" for u in (*_reused(state), uid)))
    return zid(seat, HAND)


def reuse_over(facts: TableFacts, state: GameState, tx: Transaction) -> None:
    """Combat is over: a card back in its user's hand for a second play that was not played
    goes where a used card goes."""
    for uid in _reused(state):
        seat = state.cards[uid].owner
        if state.cards[uid].zone == zid(seat, HAND):
            tx.move(uid, used_destination(facts, state, seat, uid), face_up=True)
    tx.set_value("reused", None)
