"""Rules a card turns off for a while (the ``forbid`` kind of
:mod:`tabletop.cards.yyh_effect_models_gf`, rules generation 4): no attacks, no healing, not
the same card's attack again (``again``, by its player). Each
is a game value ``forbid.<what>.<scope>`` set in the transaction of the card's action and
cleared by the turn machine when its scope ends (:func:`.card_moves.expire`: a turn, a player's
next Draw Step, the match), so undo and replay need nothing more.
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import V_ACTIVE, CardLookup, damage_of, int_value

#: Refusals: an attack while a card forbids attacks, a heal while one forbids healing.
NO_ATTACKS = "yyh.no_attacks"
NO_HEAL = "yyh.no_heal"
NOT_AGAIN = "yyh.not_again"
_PREFIX = "forbid."
#: The card counter ``<stat>_twice.turn`` on an attached card: its + bonus of ``stat``
#: counts twice this turn (the ``double_item`` choice; ended by :func:`.card_moves.expire`).
TWICE = "_twice.turn"


#: The card counter of a card attached to the fighter this turn (rules generation 4; ended
#: by :func:`.card_moves.expire` with the turn).
FRESH = "fresh.turn"
#: The rules generation that marks them.
FRESH_GENERATION = 4
#: What an ``exact_points`` attack deals: ``points<seat>_<n>`` until the attack is over.
POINTS = "points"


def exact_points(state: GameState, seat: int) -> int | None:
    """The damage points ``seat``'s attack deals instead of the damage rule's, if a card
    says so."""
    prefix = f"{_PREFIX}{POINTS}{seat}_"
    for name, value in state.values.items():
        if name.startswith(prefix) and value:
            points = name[len(prefix) :].partition(".")[0]
            if points.isdigit():
                return int(points)
    return None


#: What a ``guard`` forbids: ``guard<seat>_<most>``, damage to ``seat``'s characters from
#: attacks of at most ``most`` ATK.
GUARD = "guard"


def guarded(state: GameState, seat: int, atk: int) -> bool:
    """Whether an attack of ``atk`` deals no damage to ``seat``'s characters now."""
    prefix = f"{_PREFIX}{GUARD}{seat}_"
    for name, value in state.values.items():
        if name.startswith(prefix) and value:
            most = name[len(prefix) :].partition(".")[0]
            if most.isdigit() and atk <= int(most):
                return True
    return False


#: What a ``free_minimum`` forbids: ``freemin<seat>``, the cards ``seat`` discards for
#: minimum damage, until the attack is over.
FREE_MINIMUM = "freemin"


def minimum_cost(state: GameState, seat: int, printed: int) -> int:
    """The cards ``seat`` discards for minimum damage now: ``printed`` (the profile's
    ``min_damage_discard``), or none for an attack whose card says so."""
    return 0 if forbidden(state, f"{FREE_MINIMUM}{seat}") else printed


#: What a ``forbid`` of ``opponent_costs`` forbids: ``eventcosts<seat>``, ``seat`` paying an
#: Attack Cost with a card that is not an Event.
EVENT_COSTS = "eventcosts"
EVENTS_ONLY = "yyh.events_only"


def cost_cards(state: GameState, cards: CardLookup, seat: int) -> list[int]:
    """The cards of ``seat``'s hand that may pay an Attack Cost now (only its Events while a
    card says so), in the hand's order."""
    held = state.zones[f"p{seat}.hand"].cards
    if not forbidden(state, f"{EVENT_COSTS}{seat}"):
        return list(held)
    return [uid for uid in held if cards.event(state.cards[uid].card_id) is not None]


#: The card counter of a character whose alignment a card changed for the rest of the game
#: (``align``): 1 a hero, 2 a villain (no scope: :func:`.card_moves.expire` leaves it).
CC_ALIGNED = "aligned"
_ALIGNED = {1: "hero", 2: "villain"}


def alignment_of(state: GameState, cards: CardLookup, uid: int) -> str | None:
    """Character ``uid``'s alignment now: a card's change, else the printed one."""
    changed = _ALIGNED.get(state.cards[uid].counters.get(CC_ALIGNED, 0))
    if changed is not None:
        return changed
    return getattr(cards.character(state.cards[uid].card_id), "alignment", None)


#: What a ``costly_attacks`` forbids: ``costly<seat>_<amount>``, ``seat``'s attacks at full
#: ATK (each loses ``amount`` for each card of its cost).
COSTLY = "costly"


def cost_penalty(state: GameState, seat: int, cost: int) -> int:
    """The ATK ``seat``'s attack of Attack Cost ``cost`` loses to the cards that say so."""
    prefix = f"{_PREFIX}{COSTLY}{seat}_"
    total = 0
    for name, value in state.values.items():
        if name.startswith(prefix) and value:
            amount = name[len(prefix) :].partition(".")[0]
            total += int(amount) * cost if amount.isdigit() else 0
    return total


#: The attacks a player used this turn and in their last turn (rules generation 4): game
#: values ``used<seat>`` / ``used_last<seat>``, the attacks' folded names joined by ``|``.
USED, USED_LAST = "used", "used_last"
USED_GENERATION = 4


def note_attack(state: GameState, tx: Transaction, seat: int, name: str) -> None:
    """``seat`` used the attack named ``name`` this turn."""
    key = f"{USED}{seat}"
    before = state.values.get(key)
    tx.set_value(key, f"{before}|{name}" if isinstance(before, str) else name)


def turn_attacks(state: GameState, tx: Transaction, seat: int) -> None:
    """``seat`` begins a turn: the attacks of its turn before become its last turn's."""
    now, last = f"{USED}{seat}", f"{USED_LAST}{seat}"
    if state.values.get(now) is not None or state.values.get(last) is not None:
        tx.set_value(last, state.values.get(now))
        tx.set_value(now, None)


def used_this_turn(state: GameState, seat: int, name: str) -> int:
    """How many times ``seat`` used an attack named ``name`` (folded) this turn."""
    now = state.values.get(f"{USED}{seat}")
    return str(now).split("|").count(name) if isinstance(now, str) else 0


def used_last_turn(state: GameState, seat: int, name: str) -> int:
    """How many times ``seat`` used an attack named ``name`` (folded) in its last turn."""
    last = state.values.get(f"{USED_LAST}{seat}")
    return str(last).split("|").count(name) if isinstance(last, str) else 0


def opponent_attacks_last_turn(state: GameState, seat: int) -> int:
    """How many attacks ``seat``'s opponent used in their last turn: in ``seat``'s turn the
    one just before (its attacks not yet rolled over), in the opponent's own turn the one
    before that."""
    other = 1 - seat
    used = state.values.get(f"{USED_LAST if int_value(state, V_ACTIVE) == other else USED}{other}")
    return len(used.split("|")) if isinstance(used, str) and used else 0


def again_key(seat: int, card_id: str) -> str:
    """What a ``forbid`` of ``again`` forbids: ``seat`` using the attack of ``card_id``."""
    return f"again_{seat}_{card_id}"


def forbid_value(what: str, scope: str) -> str:
    """The game value that forbids ``what`` until ``scope`` ends."""
    return f"{_PREFIX}{what}.{scope}"


def forbidden(state: GameState, what: str) -> bool:
    """Whether a card forbids ``what`` (``attacks`` / ``heal``) now."""
    prefix = f"{_PREFIX}{what}."
    return any(k.startswith(prefix) and v for k, v in state.values.items())


def end_forbids(state: GameState, tx: Transaction, scopes: tuple[str, ...]) -> None:
    """Clear what the cards forbid until one of ``scopes`` ends."""
    for name, value in list(state.values.items()):
        if name.startswith(_PREFIX) and value is not None and name.rpartition(".")[2] in scopes:
            tx.set_value(name, None)


def heal(state: GameState, tx: Transaction, uid: int, points: int) -> None:
    """Heal damage: turn the character back, never past upright (not while a card forbids
    healing)."""
    if forbidden(state, "heal"):
        return
    tx.set_rotation(uid, 90 * max(0, damage_of(state, uid) - max(0, points)))
