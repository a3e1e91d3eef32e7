"""Playing actions on a copy of a game without a controller: the computer's own chance, the
automatic steps, and the actions a seat may take (card effects left out)."""

from __future__ import annotations

import random

from tabletop.engine.actions import Action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

AUTOMATIC_LIMIT = 50
"""At most this many automatic steps in a row (a game's steps that pass by themselves)."""


class OwnChance:
    """Chance outcomes drawn from the computer's own generator, never the game's seed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.drawn: list[tuple[int, ...]] = []

    def permutation(self, n: int) -> tuple[int, ...]:
        """A fresh shuffle order."""
        order = list(range(n))
        self.rng.shuffle(order)
        return tuple(order)

    def integer(self, low: int, high: int) -> int:
        """A fresh number in ``low..high``."""
        return self.rng.randint(low, high)

    def outcomes(self) -> tuple[tuple[int, ...], ...]:
        """Nothing is recorded: these outcomes are the computer's guesses."""
        return ()


def apply(ruleset: Ruleset, state: GameState, action: Action, rng: random.Random) -> Transaction:
    """Carry out ``action`` (as the game action it means) on ``state``, as the controller
    does, with chance from ``rng``; the transaction can roll it back."""
    action = ruleset.meaning(state, action)
    tx = Transaction(state, OwnChance(rng), action.seat)
    try:
        ruleset.apply(state, action, tx)
        ruleset.after(state, action, tx)
    except BaseException:
        tx.rollback()
        raise
    return tx


def settle(ruleset: Ruleset, state: GameState, rng: random.Random) -> list[Transaction]:
    """Apply the automatic steps the rules leave now (as the table does by itself); returns
    their transactions, oldest first."""
    done: list[Transaction] = []
    for _ in range(AUTOMATIC_LIMIT):
        action = ruleset.automatic_action(state)
        if action is None:
            break
        done.append(apply(ruleset, state, action, rng))
    return done


def choices(ruleset: Ruleset, state: GameState, seat: int) -> list[Action]:
    """The rule actions ``seat`` may take now, card-effect adjustments left out."""
    return [a for a in ruleset.legal_actions(state, seat) if not ruleset.is_card_effect(a)]
