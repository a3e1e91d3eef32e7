"""The Attack Cost changed by card effects (the ``cost`` kind of
:mod:`tabletop.cards.yyh_effect_models_gf`, rules generation 4): the fighter's modifier
counters ``cost.<scope>`` (set by an Event or an attack, ended by the turn machine like the
ATK/DEF ones, see :func:`.card_moves.expire`) and its own ``in_play`` abilities whose condition
holds. :func:`.battle.available_attacks` applies the change to every attack of the fighter
and of its Techniques (never below 0), so the checks, the legal lists and the computer read
one cost.
"""

from __future__ import annotations

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import CardLookup, fighter
from .card_effects import add_modifier, condition_holds, count_per, effects_of, effects_on
from .sideline_lasting import sideline_cost_change


def cost_change(state: GameState, cards: CardLookup, seat: int, uid: int) -> int:
    """How many cards more (negative: fewer) the attacks of ``seat``'s fighter ``uid`` cost
    now (0 in a game of an older generation)."""
    if not effects_on(state):
        return 0
    total = sum(v for k, v in state.cards[uid].counters.items() if k.startswith("cost."))
    for effect in effects_of(state, cards, state.cards[uid].card_id):
        if (
            effect.do == "cost"
            and effect.when == "in_play"
            and condition_holds(state, cards, seat, effect.only_if)
        ):
            total += getattr(effect, "amount", 0)
    return total + sideline_cost_change(state, cards)  # a Sideline Effect's, for every attack


def technique_boost(
    state: GameState, tx: Transaction, cards: CardLookup, seat: int, source: int
) -> None:
    """An attack of Technique ``source`` declared by ``seat``: the fighter's own
    ``technique_boost`` abilities naming it add their ATK for the attack."""
    own = fighter(state, seat)
    if own is None or cards.technique(state.cards[source].card_id) is None:
        return
    name = str(getattr(cards.card(state.cards[source].card_id), "name", "")).casefold()
    for effect in effects_of(state, cards, state.cards[own].card_id):
        title = str(getattr(effect, "title", "")).casefold()
        if (
            effect.do == "technique_boost"
            and title in name
            and condition_holds(state, cards, seat, effect.only_if)
        ):
            per = count_per(state, seat, getattr(effect, "per", None), cards)
            add_modifier(state, tx, seat, own, "atk", getattr(effect, "amount", 0) * per, "attack")
