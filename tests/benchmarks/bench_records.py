"""The engine's records (issue 28): what one costs to make, and what a game costs to pickle.

Every action makes a few records (the verdict, the log entry, the change set, the history
entry, the outcome; a game sets up some 120 card instances), and the computer's worker gets a
game pickled. The figures tell whether a plainer form of the records (no hand-written
``__init__`` or ``__reduce__``) costs anything, on the engine that runs (Python or compiled).
"""

from __future__ import annotations

import pickle
import random
import statistics
import time
from collections.abc import Callable, Iterator

from common import Figure

from tabletop.ai.match import new_game
from tabletop.engine import ChangeSet, Controller, MoveCard, Verdict
from tabletop.engine.controller import Outcome
from tabletop.engine.history import AppliedAction
from tabletop.engine.log import LogEntry
from tabletop.engine.state import CardInstance

ROUNDS = 9
COUNT = 20_000


def _per_call(make: Callable[[], object]) -> float:
    """µs a call of ``make`` (the median of :data:`ROUNDS` rounds, a loop's cost taken off)."""

    def loop(run: Callable[[], object]) -> float:
        start = time.perf_counter()
        for _ in range(COUNT):
            run()
        return time.perf_counter() - start

    def empty() -> None:
        return None

    times = [loop(make) - loop(empty) for _ in range(ROUNDS)]
    return statistics.median(times) / COUNT * 1e6


def _game(game_id: str) -> Controller:
    """A whole game of random moves."""
    game, rng = new_game(game_id, 3), random.Random(1)
    while (seat := game.ruleset.actor(game.state)) is not None:
        game.submit(rng.choice(game.ruleset.legal_actions(game.state, seat)))
    return game


def figures() -> Iterator[Figure]:
    """Construction µs of the main records; a game's state and history (its records, not its
    ruleset) pickled and unpickled, in ms."""
    action = MoveCard(0, 7, "p0.table")
    entry = LogEntry(action, ((2, 0, 1),))
    changes = ChangeSet(frozenset({"p0.hand"}), frozenset({7}), frozenset(), frozenset({"turn"}))
    verdict = Verdict.illegal("not_your_turn", seat=1)
    step = AppliedAction(entry, (), changes)
    params = {"seat": 1}
    makes: dict[str, Callable[[], object]] = {
        "MoveCard": lambda: MoveCard(0, 7, "p0.table"),
        "LogEntry": lambda: LogEntry(action, ()),
        "Verdict": lambda: Verdict(False, "not_your_turn", params),
        "ChangeSet": lambda: ChangeSet(
            frozenset(), frozenset(), frozenset(), frozenset(), True, False
        ),
        "AppliedAction": lambda: AppliedAction(entry, (), changes, None),
        "Outcome": lambda: Outcome(True, verdict, changes, step),
        "CardInstance": lambda: CardInstance(1, "GT-1", 0, "p0.deck", False),
    }
    for name, make in makes.items():
        yield Figure(
            f"records.make.{name}",
            _per_call(make),
            "µs",
            label=f"engine: make one {name} (median)",
        )
    for game_id in ("dbgt", "yyh"):
        game = _game(game_id)
        records = (game.state, game.history)
        blob = pickle.dumps(records)
        state, history = pickle.loads(blob)
        assert state == game.state and list(history.done) == list(game.history.done)
        times = []
        for _ in range(ROUNDS):
            start = time.perf_counter()
            pickle.loads(pickle.dumps(records))
            times.append(time.perf_counter() - start)
        yield Figure(
            f"records.pickle.{game_id}",
            statistics.median(times) * 1e3,
            "ms",
            label=f"{game_id}: a whole random game's state and history ({len(game.log)} "
            f"actions), pickled and unpickled (median; {len(blob) / 1024:.0f} KB)",
        )
