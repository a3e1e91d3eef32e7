"""What a benchmark reports: one figure, its baseline measured in the same run, and its goals as
numbers the runner compares."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine import Controller

# Whole random games (issue 17): rounds of games, the median round against the goal. The
# machine's speed drifts by a fifth from one second to the next: many short rounds, over seconds.
GAME_ROUNDS = 40
GAMES_A_ROUND = 20


@dataclass(frozen=True)
class Goal:
    """A limit on a figure's value, or on its ratio to the baseline (``on_ratio``)."""

    limit: float
    at_least: bool = False
    on_ratio: bool = False

    def met(self, figure: Figure) -> bool | None:
        """Whether ``figure`` meets this goal; None when a ratio goal has no baseline."""
        value = figure.ratio if self.on_ratio else figure.value
        if value is None:
            return None
        return value >= self.limit if self.at_least else value <= self.limit

    def text(self, unit: str) -> str:
        """The goal as a reader writes it: ``<= 25 µs``, ``ratio <= 1.5``, ``>= 200 games/s``."""
        sign = ">=" if self.at_least else "<="
        if self.on_ratio:
            return f"ratio {sign} {self.limit:g}"
        return f"{sign} {self.limit:,g} {unit}"


def at_most(limit: float) -> Goal:
    """The value must not exceed ``limit``."""
    return Goal(limit)


def at_least(limit: float) -> Goal:
    """The value must reach ``limit``."""
    return Goal(limit, at_least=True)


def ratio_at_most(limit: float) -> Goal:
    """value / baseline must not exceed ``limit``."""
    return Goal(limit, on_ratio=True)


@dataclass(frozen=True)
class Figure:
    """One measured figure. ``ratio`` is value / baseline when there is a baseline.

    ``goals`` are checked by the runner (a figure with none is for information only);
    ``label`` names the figure for a reader (the README table), ``note`` adds what was measured
    (for example the median's spread).
    """

    name: str
    value: float
    unit: str
    goals: tuple[Goal, ...] = ()
    baseline: float | None = None
    label: str = ""
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.baseline in (None, 0):
            return None
        return self.value / self.baseline

    def verdicts(self) -> list[bool | None]:
        """Whether each goal is met, in order."""
        return [goal.met(self) for goal in self.goals]

    @property
    def met(self) -> bool | None:
        """True when every goal is met, False when one is missed, None without goals."""
        verdicts = self.verdicts()
        if not verdicts:
            return None
        return all(v is True for v in verdicts)

    def goal_text(self) -> str:
        """The goals joined for a line of output, or ``-``."""
        return " and ".join(goal.text(self.unit) for goal in self.goals) or "-"

    def to_json(self) -> dict[str, object]:
        return {
            "label": self.label or self.name,
            "value": self.value,
            "unit": self.unit,
            "baseline": self.baseline,
            "ratio": self.ratio,
            "goals": [
                {
                    "limit": g.limit,
                    "at_least": g.at_least,
                    "on_ratio": g.on_ratio,
                    "text": g.text(self.unit),
                    "met": g.met(self),
                }
                for g in self.goals
            ],
            "met": self.met,
            "note": self.note,
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


def uniform_games(
    new_game: Callable[[int], Controller], count: int, keep: bool = False
) -> tuple[float, int, list[Controller]]:
    """Seconds and actions of ``count`` whole games (seeds 0 to ``count - 1``), each decision
    chosen uniformly among ``ruleset.legal_actions`` of the seat that acts until none may; with
    ``keep``, the games too (kept while timed, they would slow the garbage collector)."""
    actions, games = 0, []
    start = time.perf_counter()
    for seed in range(count):
        game = new_game(seed)
        rules, rng = game.ruleset, random.Random(seed)
        while (seat := rules.actor(game.state)) is not None:
            game.submit(rng.choice(rules.legal_actions(game.state, seat)))
            actions += 1
        if keep:
            games.append(game)
    return time.perf_counter() - start, actions, games


def games_per_second(new_game: Callable[[int], Controller]) -> tuple[float, float, float]:
    """Whole uniform random games a second over :data:`GAME_ROUNDS` rounds of
    :data:`GAMES_A_ROUND` games: (min, median, actions a game)."""
    rates, actions = [], 0
    for _ in range(GAME_ROUNDS):
        elapsed, actions, _ = uniform_games(new_game, GAMES_A_ROUND)
        rates.append(GAMES_A_ROUND / elapsed)
    return min(rates), statistics.median(rates), actions / GAMES_A_ROUND
