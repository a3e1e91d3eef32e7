"""The Attack Cost changed by card effects (the ``cost`` kind of
:mod:`tabletop.cards.yyh_effect_models_gf`, rules generation 4): the fighter's modifier
counters ``cost.<scope>`` (set by an Event or an attack, ended by the turn machine like the
ATK/DEF ones, see :func:`.matches.expire`) and its own ``in_play`` abilities whose condition
holds. :func:`.battle.available_attacks` applies the change to every attack of the fighter
and of its Techniques (never below 0), so the checks, the legal lists and the computer read
one cost.
"""

from __future__ import annotations

from tabletop.engine.state import GameState

from .board import CardLookup
from .card_effects import condition_holds, effects_of, effects_on


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
    return total
