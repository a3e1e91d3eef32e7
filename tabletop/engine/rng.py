"""Chance: a seeded generator whose outcomes are recorded, and the replay of recorded outcomes.

Outcome ``k`` of a game is drawn from ``random.Random(f"{seed}:{k}")``, so the same game seed
always gives the same sequence of outcomes whatever was undone before; a replay never uses the
generator at all, only the outcomes written in the log.
"""

from __future__ import annotations

import random
from typing import Protocol

from .errors import ReplayError

CHANCE_MISMATCH = "chance_mismatch"


class Chance(Protocol):
    """Where a transaction gets its chance outcomes from."""

    def permutation(self, n: int) -> tuple[int, ...]:
        """A permutation of ``range(n)``: the new order is ``[old[i] for i in outcome]``."""
        ...

    def integer(self, low: int, high: int) -> int:
        """A value in ``low..high`` inclusive."""
        ...

    def outcomes(self) -> tuple[tuple[int, ...], ...]:
        """The outcomes handed out so far, for the log."""
        ...


class SeededChance:
    """Draws fresh outcomes and records them (live play)."""

    def __init__(self, seed: int, first_index: int) -> None:
        self.seed = seed
        self.index = first_index
        self.drawn: list[tuple[int, ...]] = []

    def _next(self) -> random.Random:
        rng = random.Random(f"{self.seed}:{self.index}")
        self.index += 1
        return rng

    def permutation(self, n: int) -> tuple[int, ...]:
        """A recorded shuffle order."""
        order = list(range(n))
        self._next().shuffle(order)
        outcome = tuple(order)
        self.drawn.append(outcome)
        return outcome

    def integer(self, low: int, high: int) -> int:
        """A recorded number in ``low..high``."""
        value = self._next().randint(low, high)
        self.drawn.append((value - low,))
        return value

    def outcomes(self) -> tuple[tuple[int, ...], ...]:
        """The outcomes drawn so far."""
        return tuple(self.drawn)


class RecordedChance:
    """Hands out the outcomes written in a log entry (replay, redo of a journal)."""

    def __init__(self, outcomes: tuple[tuple[int, ...], ...]) -> None:
        self.recorded = outcomes
        self.used = 0

    def _take(self) -> tuple[int, ...]:
        if self.used >= len(self.recorded):
            raise ReplayError(CHANCE_MISMATCH, reason="missing")
        outcome = self.recorded[self.used]
        self.used += 1
        return outcome

    def permutation(self, n: int) -> tuple[int, ...]:
        """The recorded order, checked to be a permutation of ``range(n)``."""
        outcome = self._take()
        if sorted(outcome) != list(range(n)):
            raise ReplayError(CHANCE_MISMATCH, reason="not_permutation")
        return outcome

    def integer(self, low: int, high: int) -> int:
        """The recorded number, checked to be in range."""
        outcome = self._take()
        if len(outcome) != 1 or not 0 <= outcome[0] <= high - low:
            raise ReplayError(CHANCE_MISMATCH, reason="out_of_range")
        return low + outcome[0]

    def outcomes(self) -> tuple[tuple[int, ...], ...]:
        """The recorded outcomes used so far."""
        return self.recorded[: self.used]

    def finish(self) -> None:
        """Check that every recorded outcome was used."""
        if self.used != len(self.recorded):
            raise ReplayError(CHANCE_MISMATCH, reason="unused")


CHANCE_NOT_SEEDED = "chance_not_seeded"


class SeedCheckedChance(RecordedChance):
    """Recorded outcomes that must also be the ones the game's seed gives (``replay --verify``):
    a record whose shuffles were rewritten by hand is refused with ``chance_not_seeded``."""

    def __init__(self, outcomes: tuple[tuple[int, ...], ...], seed: int, first_index: int) -> None:
        super().__init__(outcomes)
        self._seeded = SeededChance(seed, first_index)

    def permutation(self, n: int) -> tuple[int, ...]:
        """The recorded order, checked against the seeded one."""
        outcome = super().permutation(n)
        if self._seeded.permutation(n) != outcome:
            raise ReplayError(CHANCE_NOT_SEEDED)
        return outcome

    def integer(self, low: int, high: int) -> int:
        """The recorded number, checked against the seeded one."""
        value = super().integer(low, high)
        if self._seeded.integer(low, high) != value:
            raise ReplayError(CHANCE_NOT_SEEDED)
        return value
