"""How a game's scripted player tries a move (:class:`tabletop.games.computer.Trial`): on a
copy of the position, with the automatic steps after it and chance from its own generator."""

from __future__ import annotations

import random

from tabletop.engine.actions import Action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState

from .play import apply, choices, settle


class Tryout:
    """Moves tried on copies for the scripted player (the same ``seed``: the same outcomes)."""

    def __init__(self, ruleset: Ruleset, seed: int) -> None:
        self._ruleset = ruleset
        self._seed = seed

    def after(self, state: GameState, action: Action) -> GameState:
        """A copy of ``state`` after ``action`` and the automatic steps that follow it."""
        copy = state.copy()
        rng = random.Random(f"tabletop.scripted:{self._seed}")
        apply(self._ruleset, copy, action, rng)
        settle(self._ruleset, copy, rng)
        return copy

    def legal(self, state: GameState, seat: int) -> list[Action]:
        """The rule actions ``seat`` may take in ``state`` (card-effect adjustments left out)."""
        return choices(self._ruleset, state, seat)
