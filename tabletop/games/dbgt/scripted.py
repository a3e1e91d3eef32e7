"""The scripted player of Dragon Ball GT: the obvious good move, always the same in the same
position, the reference the computer's levels are measured against.

In order: capture a Dragon Ball when offered; level up; play cards and use Setups in the
Non-Combat step (the first the rules offer); enter Combat; attack with the move that takes
most from the opponent if the defender took it (life cards first, then power stages), and pass
when no attack takes anything; when attacked, take the answer that loses least (taking the
hit when a block saves nothing); at the hand limit discard the last card offered; else go on
to the next step.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.games.computer import Trial

from .actions import (
    Attack,
    Capture,
    DeclareAndDraw,
    DeclareCombat,
    Defend,
    DiscardCard,
    LevelUp,
    Pass,
    PlayCard,
    Rejuvenate,
    Take,
    UseCard,
)
from .table import LIFE_DECK, TableFacts, zid

#: The kinds of move taken whenever the rules offer one, in this order of preference.
_ALWAYS: tuple[type[Action], ...] = (
    Capture,
    LevelUp,
    PlayCard,
    UseCard,
    Rejuvenate,
    DeclareCombat,
    DeclareAndDraw,
)


def standing(state: GameState, seat: int) -> int:
    """How much ``seat`` has left: its life cards, then its Main Personality's stages."""
    top = TableFacts.mp_top(state, seat)
    stages = 0 if top is None else TableFacts.stage(state, top)
    return 100 * len(state.zones[zid(seat, LIFE_DECK)].cards) + stages


def scripted_move(state: GameState, seat: int, legal: Sequence[Action], trial: Trial) -> Action:
    """The scripted player's move among ``legal`` (the rule actions ``seat`` may take)."""
    for kind in _ALWAYS:
        found = [a for a in legal if type(a) is kind]
        if found:
            return found[0]
    attacks = [a for a in legal if isinstance(a, Attack)]
    if attacks:
        return _best_attack(state, seat, attacks, legal, trial)
    answers = [a for a in legal if isinstance(a, Take | Defend)]
    if answers:
        return max(
            answers, key=lambda a: (standing(trial.after(state, a), seat), isinstance(a, Take))
        )
    discards = [a for a in legal if isinstance(a, DiscardCard)]
    if discards:
        return discards[-1]
    for kind in (NextStep, Pass):
        found = [a for a in legal if type(a) is kind]
        if found:
            return found[0]
    return legal[0]


def _best_attack(
    state: GameState, seat: int, attacks: list[Attack], legal: Sequence[Action], trial: Trial
) -> Action:
    """The attack that takes most if the defender takes it; a pass when none takes anything."""
    other = 1 - seat
    before = standing(state, other)
    best: tuple[int, Action] | None = None
    for attack in attacks:
        after = trial.after(state, attack)
        taken = next((a for a in trial.legal(after, other) if isinstance(a, Take)), None)
        if taken is not None:
            after = trial.after(after, taken)
        loss = before - standing(after, other)
        if best is None or loss > best[0]:
            best = (loss, attack)
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    if best is None or (best[0] <= 0 and passing is not None):
        return passing if passing is not None else attacks[0]
    return best[1]
