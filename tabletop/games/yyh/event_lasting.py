"""How long a played Event stays in its player's effects area.

Up to rules generation 4 the player says it (a :class:`~.actions.PlayEvent` of each of
:data:`~.actions.DURATIONS`), since the rules applied only some of the cards' effects. From
generation 5 an Event whose effects are all in its data (none ``by_hand``, none of a later
generation) is played for its own duration only: the longest of its effects' (see
:mod:`tabletop.cards.yyh_effect_lasting`), ``now`` (straight to the discard pile) when they are
all done at once. Any other duration is refused (:data:`WRONG_DURATION`); an Event with an
effect the players apply by hand keeps the player's choice. A game recorded under an older
generation replays, and goes on, with the choice it was played with.
"""

from __future__ import annotations

from tabletop.engine.state import GameState

from .actions import DURATIONS
from .board import CardLookup, generation

#: The first rules generation that plays an Event for its own duration.
OWN_DURATION_GENERATION = 5
#: The reason a :class:`~.actions.PlayEvent` of another duration than the card's is refused.
WRONG_DURATION = "yyh.wrong_duration"


def own_duration(state: GameState, cards: CardLookup, uid: int) -> str | None:
    """The duration card ``uid`` is played for as an Event (None: the player chooses one of
    :data:`~.actions.DURATIONS`: an older game, a card with an effect applied by hand, or
    not an Event)."""
    played = generation(state)
    if played < OWN_DURATION_GENERATION:
        return None
    facts = cards.facts(state.cards[uid].card_id)
    return facts.span if facts.since <= played else None


def durations(state: GameState, cards: CardLookup, uid: int) -> tuple[str, ...]:
    """The durations card ``uid`` may be played as an Event for: its own, or every one."""
    own = own_duration(state, cards, uid)
    return DURATIONS if own is None else (own,)
