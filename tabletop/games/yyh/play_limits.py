"""Events whose own card limits their play (rules generation 4): one barred while a
condition holds for its player (``play_unless``, :class:`~tabletop.cards.yyh_effect_models_dt_b.PlayUnless`).
The Event's verdict refuses it (:func:`.checks.check_event`) and the legal lists leave it out
(:mod:`.legal`); the state is only read, so nothing is recorded.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models_dt_b import PlayUnless
from tabletop.engine.state import GameState

from .board import CardLookup
from .card_effects import condition_holds, effects_of, effects_on

#: The verdict's code: the Event's own card bars it now.
PLAY_BARRED = "yyh.play_barred"


def play_barred(
    state: GameState, cards: CardLookup, seat: int, card: int, threshold: int = 3
) -> bool:
    """Whether Event ``card`` may not be played by ``seat`` now: a ``play_unless`` of its
    own whose bar holds."""
    if not effects_on(state) or card not in state.cards:
        return False
    return any(
        isinstance(effect, PlayUnless)
        and condition_holds(state, cards, seat, effect.bar, threshold)
        for effect in effects_of(state, cards, state.cards[card].card_id)
    )
