"""The rules generation a Dragon Ball GT game was begun under (its ``rules`` game value), and
a card's effects as data as that generation sees them: none in generation 1 (the players
apply them), an effect of a later generation (its ``since``) left to the players, by hand."""

from __future__ import annotations

from typing import Final

from tabletop.cards.effect_models import ByHand
from tabletop.engine.state import GameState

from .table import TableFacts, int_value

#: The rules generation new games begin under (the ``rules`` game value; absent: 1): 2 applies
#: the cards' effects, 3 the effects whose data says ``"since": 3``.
RULES_GENERATION: Final = 3
#: The first rules generation that applies the cards' effects.
EFFECTS_GENERATION: Final = 2
#: What an effect of a later generation is in an older game: the players apply it.
_LATER: Final = ByHand(do="by_hand", reason="other")


def generation(state: GameState) -> int:
    """The rules generation of the game (1: begun before card effects were data)."""
    return int_value(state, "rules") or 1


def effects_of(facts: TableFacts, state: GameState, uid: int) -> tuple[object, ...]:
    """The card's effects as data (empty in generation 1, where the players apply them); an
    effect a later generation applies (its ``since``) is left to the players, by hand."""
    played = generation(state)
    if played < EFFECTS_GENERATION:
        return ()
    return tuple(
        e if (getattr(e, "since", None) or EFFECTS_GENERATION) <= played else _LATER
        for e in getattr(facts.card(state, uid), "effects", ())
    )
