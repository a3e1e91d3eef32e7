"""The lasting Sideline Effects (rules generation 4; the ``sideline`` moment of
:mod:`tabletop.cards.yyh_effect_models_dt_a`): read from the characters waiting face up on
either Sideline each time a value is worked out, so they stop by themselves when the character
leaves the Sideline or its condition stops holding. Today: the Attack Cost of every attack
(``all_costs``, added by :func:`.costs_gf.cost_change`).
"""

from __future__ import annotations

from tabletop.engine.state import GameState

from .board import CardLookup, sideline_zones
from .card_effects import condition_holds, effects_of, effects_on


def sideline_cost_change(state: GameState, cards: CardLookup) -> int:
    """How many cards more (negative: fewer) every attack costs now by the ``all_costs``
    Sideline Effects of both players' face-up Sideline characters whose condition holds (for
    their own player); 0 in a game of an older generation."""
    if not effects_on(state):
        return 0
    total = 0
    for seat in (0, 1):
        for zone_id in sideline_zones(seat):
            for uid in state.zones[zone_id].cards[-1:]:
                if not state.cards[uid].face_up:
                    continue
                for effect in effects_of(state, cards, state.cards[uid].card_id):
                    if (
                        effect.do == "all_costs"
                        and effect.when == "sideline"
                        and condition_holds(state, cards, seat, effect.only_if)
                    ):
                        total += getattr(effect, "amount", 0)
    return total
