"""What a benchmark reports: one figure, with the baseline measured in the same run."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured figure. ``ratio`` is value / baseline when there is a baseline."""

    name: str
    value: float
    unit: str
    goal: str
    baseline: float | None = None

    @property
    def ratio(self) -> float | None:
        if self.baseline in (None, 0):
            return None
        return self.value / self.baseline

    def to_json(self) -> dict[str, object]:
        return {
            "value": self.value,
            "unit": self.unit,
            "baseline": self.baseline,
            "ratio": self.ratio,
            "goal": self.goal,
        }


def best_of(repeat: int, run: Callable[[], object]) -> float:
    """The shortest wall time of ``repeat`` runs, in seconds (the least disturbed run)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def best_of_each(repeat: int, *runs: Callable[[], object]) -> tuple[float, ...]:
    """The shortest wall time of each of ``runs`` over ``repeat`` rounds, in seconds.

    The runs take turns within each round, so that a disturbance of the machine (another
    process, a frequency change) falls on all of them alike rather than on one.
    """
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for index, run in enumerate(runs):
            start = time.perf_counter()
            run()
            best[index] = min(best[index], time.perf_counter() - start)
    return tuple(best)
