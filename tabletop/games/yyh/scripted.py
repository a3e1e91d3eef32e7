"""The scripted player of Yu Yu Hakusho: the obvious good move, always the same in the same
position, the reference the computer's levels are measured against.

In order: put a character into Match Slot 5 when the rules let it; attach Techniques to its
own fighter, the costliest first (it keeps its Items and Events); attack with the attack that deals the most
damage if the defender lets it through (the cheapest of equals); take minimum damage when an
attack dealt none; let the opponent's attack through (no Events: it plays none); else go on
to the next step.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from tabletop.cards.database import default_database
from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.games.computer import Trial

from .actions import Attach, AttackWith, MinimumDamage, PassMoment, PlaceFifth
from .board import C_MATCH_WINS, CardLookup, counter, damage_of, fighter


@cache
def _cards() -> CardLookup:
    return CardLookup(default_database())


def hurt(state: GameState, seat: int) -> int:
    """How badly ``seat`` is hurt: the matches its opponent won, then its fighter's damage."""
    own = fighter(state, seat)
    return 100 * counter(state, 1 - seat, C_MATCH_WINS) + (
        0 if own is None else damage_of(state, own)
    )


def scripted_move(state: GameState, seat: int, legal: Sequence[Action], trial: Trial) -> Action:
    """The scripted player's move among ``legal`` (the rule actions ``seat`` may take)."""
    fifth = [a for a in legal if isinstance(a, PlaceFifth)]
    if fifth:
        return fifth[0]
    own = fighter(state, seat)
    cards = _cards()
    techniques = [
        a
        for a in legal
        if isinstance(a, Attach)
        and a.target == own
        and cards.technique(state.cards[a.card].card_id) is not None
    ]
    if techniques:
        return max(techniques, key=lambda a: cards.spirit_cost(state.cards[a.card].card_id))
    attacks = [a for a in legal if isinstance(a, AttackWith)]
    if attacks:
        return max(attacks, key=lambda a: (_dealt(state, seat, a, trial), -len(a.discards)))
    minimum = [a for a in legal if isinstance(a, MinimumDamage)]
    if minimum:
        return min(minimum, key=lambda a: len(a.discards))
    for kind in (PassMoment, NextStep):
        found = [a for a in legal if type(a) is kind]
        if found:
            return found[0]
    return legal[0]


def _dealt(state: GameState, seat: int, attack: AttackWith, trial: Trial) -> int:
    """The damage ``attack`` deals if the defender lets it through."""
    other = 1 - seat
    after = trial.after(state, attack)
    let_through = next((a for a in trial.legal(after, other) if isinstance(a, PassMoment)), None)
    if let_through is not None:
        after = trial.after(after, let_through)
    return hurt(after, other) - hurt(state, other)
