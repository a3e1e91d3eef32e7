"""Attack rules a card changes (rules generation 4). An attack a card allows only under a
condition (its ``attack_needs`` effect, :class:`~tabletop.cards.yyh_effect_models_dt.AttackNeeds`)
is refused while the condition does not hold (:func:`.checks.check_attack`) and left out of
the legal actions (:func:`.legal.legal_actions`). Minimum damage a card bars (``no_minimum``,
:class:`~tabletop.cards.yyh_effect_models_dt.NoMinimum`) is never offered: a 0-damage result
ends the attack (:func:`.battle.resolve_pending`). An attack a card turns on a Sideline
character (``redirect``) hits it instead of the opposing fighter (:func:`attack_target`)."""

from __future__ import annotations

from tabletop.cards.yyh_effect_kinds import PickCards
from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import (
    V_ATTACK_TARGET,
    V_MATCH,
    V_PENDING_CARD,
    V_TURN,
    CardLookup,
    fighter,
    slot_of,
    slot_zone,
    zone,
)
from .card_effects import condition_holds, effects_of, effects_on
from .choice_effects import eligible, pick_effect
from .use_locks import uses_locked

#: The refusal of an attack whose card's condition does not hold now.
ATTACK_NEEDS = "yyh.attack_needs"
#: The refusal of an Event played outside an answer, of an attack above the opponent's cap.
ANSWER_ONLY = "yyh.only_an_answer"
NEEDS_FIFTH = "yyh.no_fifth_character"
ATTACK_CAPPED = "yyh.attack_capped"
#: Card counters barring minimum damage: the attacker's, for the declared attack; the
#: fighter's, against it until its player's next Draw Step (``nomin_take.draw<seat>``).
NO_MINIMUM_DEAL = "nomin_deal.attack"
NO_MINIMUM_TAKE = "nomin_take."


def attack_allowed(
    state: GameState, cards: CardLookup, seat: int, card: int, number: int, threshold: int = 3
) -> bool:
    """Whether attack ``number`` (1 the first) of card ``card`` may be used by ``seat`` now:
    every ``attack_needs`` effect of that attack holds (none: always)."""
    if not effects_on(state) or card not in state.cards:
        return True
    for effect in effects_of(state, cards, state.cards[card].card_id):
        if effect.do != "attack_needs" or effect.attack != number:
            continue
        if getattr(effect, "pick", False):  # a card for the attack's own pick, its cost
            found = pick_effect(state, cards, seat, card, "on_attack", number, threshold)
            if not isinstance(found, PickCards) or not eligible(state, cards, seat, found, (card,)):
                return False
        elif not condition_holds(state, cards, seat, effect.only_if, threshold):
            return False
    return True


def needs_fifth(state: GameState, cards: CardLookup, seat: int, card: int) -> bool:
    """Whether Event ``card`` waits for a character in ``seat``'s Match Slot 5 (its
    ``needs_fifth``) that is not there."""
    if not effects_on(state) or card not in state.cards:
        return False
    found = effects_of(state, cards, state.cards[card].card_id)
    wanted = any(effect.do == "needs_fifth" for effect in found)
    return wanted and not state.zones[slot_zone(seat, 5)].cards


def bar_minimum(state: GameState, tx: Transaction, seat: int, lasts: str) -> None:
    """A ``no_minimum`` effect of ``seat``'s applied: ``this_attack``, the declared attack of
    its fighter cannot deal minimum damage; ``until_draw``, its fighter cannot be dealt it
    until ``seat``'s next Draw Step (a counter of the fighter, ending by itself)."""
    own = fighter(state, seat)
    if own is None:
        return
    name = NO_MINIMUM_DEAL if lasts == "this_attack" else f"{NO_MINIMUM_TAKE}draw{seat}"
    tx.set_card_counter(own, name, 1)


def minimum_barred(state: GameState, cards: CardLookup, seat: int) -> bool:
    """Whether minimum damage is barred for ``seat``'s declared attack: by the attack itself,
    or for the defending fighter (a lasting effect on it, or its own ``in_play`` ability)."""
    if not effects_on(state):
        return False
    attacker, defender = fighter(state, seat), fighter(state, 1 - seat)
    if attacker is not None and state.cards[attacker].counters.get(NO_MINIMUM_DEAL):
        return True
    if any(e.do == "no_minimum" for side in (0, 1) for e in _attached_effects(state, cards, side)):
        return True  # a card attached face up bars it for every player
    card = state.values.get(V_PENDING_CARD)
    if isinstance(card, int) and technique_damage_barred(state, card):
        return True
    if defender is None:
        return False
    if any(name.startswith(NO_MINIMUM_TAKE) for name in state.cards[defender].counters):
        return True
    return any(
        effect.do == "no_minimum"
        and effect.when == "in_play"
        and condition_holds(state, cards, 1 - seat, effect.only_if)
        for effect in effects_of(state, cards, state.cards[defender].card_id)
    )


def attack_target(state: GameState, seat: int) -> int | None:
    """The character ``seat``'s declared attack hits: the Sideline character a ``redirect``
    chose, while it stays on the opponent's Sideline; else the opposing fighter."""
    uid = state.values.get(V_ATTACK_TARGET)
    if isinstance(uid, int) and not isinstance(uid, bool) and uid in state.cards:
        where = slot_of(state, uid)
        if where is not None and where[0] == 1 - seat and where[1] != 1:
            return uid
    return fighter(state, 1 - seat)


def answer_only(state: GameState, cards: CardLookup, card: int) -> bool:
    """Whether Event ``card`` may be played only to answer an attack (``answer_only``)."""
    if not effects_on(state) or card not in state.cards:
        return False
    found = effects_of(state, cards, state.cards[card].card_id)
    return any(effect.do == "answer_only" for effect in found)


def attack_cap(state: GameState, cards: CardLookup, seat: int) -> int | None:
    """The highest final Attack Value ``seat``'s attacks may have now: the lowest cap of the
    opposing fighter's ``attack_cap`` abilities (None: no cap)."""
    target = fighter(state, 1 - seat)
    if not effects_on(state) or target is None:
        return None
    caps = [
        int(getattr(effect, "most", 0))
        for effect in effects_of(state, cards, state.cards[target].card_id)
        if effect.do == "attack_cap" and condition_holds(state, cards, 1 - seat, effect.only_if)
    ]
    return min(caps) if caps else None


#: The refusal of an attack while the opposing fighter's ``attack_bar`` holds.
ATTACK_BARRED = "yyh.attack_barred"


def attack_barred(state: GameState, cards: CardLookup, seat: int) -> bool:
    """Whether ``seat`` may not attack now: an ``attack_bar`` of the opposing fighter whose
    ``only_if`` holds for the fighter's player."""
    target = fighter(state, 1 - seat)
    if not effects_on(state) or target is None:
        return False
    return any(
        effect.do == "attack_bar" and condition_holds(state, cards, 1 - seat, effect.only_if)
        for effect in effects_of(state, cards, state.cards[target].card_id)
    )


#: A fighter's counters: Technique attacks deal no damage (until a player's Draw Step).
NO_TECHNIQUE_DAMAGE = "notech."
#: The refusal of a Technique the opponent's card bars.
TECHNIQUES_LOCKED = "yyh.techniques_locked"


def _attached_effects(state: GameState, cards: CardLookup, side: int) -> list[YyhEffect]:
    """The effects of the face-up cards attached to ``side``'s fighter."""
    out: list[YyhEffect] = []
    for area in ("items", "techs"):
        for uid in state.zones[zone(side, area)].cards:
            if state.cards[uid].face_up:
                out += effects_of(state, cards, state.cards[uid].card_id)
    return out


def techniques_locked(state: GameState, cards: CardLookup, seat: int) -> bool:
    """Whether ``seat`` may not use Techniques now: a face-up card attached to the opposing
    fighter bars them (``technique_lock``)."""
    if not effects_on(state):
        return False
    if uses_locked(state):  # a card barring Items and Techniques to both (.use_locks)
        return True
    return any(e.do == "technique_lock" for e in _attached_effects(state, cards, 1 - seat))


def bar_technique_damage(state: GameState, tx: Transaction, seat: int) -> None:
    """Technique attacks deal no damage until ``seat``'s next Draw Step: a counter of each
    fighter of the moment (ending by itself)."""
    for side in (seat, 1 - seat):
        held = fighter(state, side)
        if held is not None:
            tx.set_card_counter(held, f"{NO_TECHNIQUE_DAMAGE}draw{seat}", 1)


def technique_damage_barred(state: GameState, card: int) -> bool:
    """Whether the attack of card ``card`` deals no damage: it is a Technique's, and a fighter
    holds the counter of a ``no_technique_damage`` effect."""
    if card not in state.cards or not state.cards[card].zone.endswith(".techs"):
        return False
    for side in (0, 1):
        held = fighter(state, side)
        counters = state.cards[held].counters if held is not None else {}
        if any(name.startswith(NO_TECHNIQUE_DAMAGE) for name in counters):
            return True
    return False


#: The game value of the turn in which ``seat`` may play no more Events (``lock_events``).
V_EVENTS_LOCKED = "yyh.events_locked."
#: The refusal of an Event after a card locked them for the turn.
EVENTS_LOCKED = "yyh.events_locked"


def events_locked(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may play no more Events this turn."""
    turn = state.values.get(V_EVENTS_LOCKED + str(seat))
    return turn is not None and turn == state.values.get(V_TURN)


def lock_events(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` may play no more Events this turn."""
    tx.set_value(V_EVENTS_LOCKED + str(seat), state.values.get(V_TURN))


#: The game value of the ATK every villain fighter's attacks gain (``villain_boost``).
V_VILLAIN_BOOST = "yyh.villain_boost"
#: The game value of the match in which cards milling the opponent's deck are barred.
V_STAND_OFF = "yyh.stand_off"
STAND_OFF = "yyh.stood_off"


def villain_boost(state: GameState, cards: CardLookup, uid: int) -> int:
    """The ATK a ``villain_boost`` gives the attacks of fighter ``uid`` (0 unless a villain)."""
    boost = state.values.get(V_VILLAIN_BOOST)
    if not isinstance(boost, int) or isinstance(boost, bool) or not boost:
        return 0
    found = cards.character(state.cards[uid].card_id)
    return boost if found is not None and found.alignment in ("villain", "both") else 0


def stood_off(state: GameState, cards: CardLookup, card: int, when: str, number: int = 0) -> bool:
    """Whether card ``card`` may not be used now (its ``when`` effects, for an attack its
    number ``number``): a ``stand_off`` holds this match and they discard cards from the
    opponent's deck."""
    if state.values.get(V_STAND_OFF) != state.values.get(V_MATCH) or card not in state.cards:
        return False
    return any(
        effect.do == "mill"
        and getattr(effect, "side", "opponent") == "opponent"
        and effect.when == when
        and (when != "on_attack" or effect.attack == number)
        for effect in effects_of(state, cards, state.cards[card].card_id)
    )
