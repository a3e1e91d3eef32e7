"""Seeded games played on every core: the random-play tests share their seeds out over worker
processes and check the results in the test.

The workers are started fresh (the ``spawn`` start method: nothing of the test process, Qt
least of all, is copied into them), once per test run, and kept for every batch of both
games. A game that fails in a worker fails the test with its seed and the worker's traceback
(the assertion and its message); a worker that stops answering (a game that never ends, a
worker that died) fails it after :data:`STALL` seconds without a finished game, naming the
seeds not played, and the workers are ended. ``TABLETOP_RANDOM_WORKERS`` sets the number of
workers (``1``: every game in the test process, where pytest's assertion messages are fuller);
the default is one per core this process may use.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import queue
import traceback
from collections.abc import Callable, Sequence
from multiprocessing.pool import Pool
from typing import TypeVar

from ..random_games import whole_number

T = TypeVar("T")

ENV = "TABLETOP_RANDOM_WORKERS"
STALL = 300.0
"""Seconds without a finished chunk of games after which the workers count as hung."""
CHUNK = 8
"""The most games a worker is handed at once (fewer when there are few: all workers busy)."""

_pool: Pool | None = None
_size = 0


def workers() -> int:
    """The number of worker processes: ``TABLETOP_RANDOM_WORKERS``, else the cores this
    process may run on."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
    return whole_number(ENV, cores, "processes")


def play_seeds(play: Callable[[int], T], seeds: Sequence[int], *, stall: float = STALL) -> list[T]:
    """``[play(seed) for seed in seeds]``, the games shared out over the worker processes.

    ``play`` must be a module-level function (the workers import it by name). Raises
    AssertionError naming the seed of the first game that failed, with its traceback, or the
    seeds left unplayed when no chunk of games finished for ``stall`` seconds."""
    count = workers()
    if count == 1 or len(seeds) <= 1:
        return [play(seed) for seed in seeds]
    pool = _workers(count)
    size = max(1, min(CHUNK, len(seeds) // (4 * count)))
    chunks = [list(seeds[i : i + size]) for i in range(0, len(seeds), size)]
    answers: queue.SimpleQueue[tuple[int, list[T] | _Failed]] = queue.SimpleQueue()
    for index, chunk in enumerate(chunks):
        done, failed = _answer(answers, index)
        pool.apply_async(_play_chunk, (play, chunk), callback=done, error_callback=failed)
    results: dict[int, list[T]] = {}
    while len(results) < len(chunks):
        try:
            index, result = answers.get(timeout=stall)
        except queue.Empty:
            _stop()
            unplayed = [
                seed for i, chunk in enumerate(chunks) if i not in results for seed in chunk
            ]
            raise AssertionError(
                f"no game finished in {stall:g} s: the workers were ended; seeds not played: "
                f"{_ranges(unplayed)}"
            ) from None
        if isinstance(result, _Failed):
            _stop()  # the other chunks' games are of no use now
            where = f"seed {result.seed}" if result.seed >= 0 else f"seeds {_ranges(chunks[index])}"
            raise AssertionError(f"{where} failed in a worker process:\n{result.text}")
        results[index] = result
    return [item for index in range(len(chunks)) for item in results[index]]


def _answer(
    answers: queue.SimpleQueue[tuple[int, list[T] | _Failed]], index: int
) -> tuple[Callable[[list[T] | _Failed], None], Callable[[BaseException], None]]:
    """The pool's callbacks for chunk ``index``: each puts its answer on ``answers``."""

    def done(result: list[T] | _Failed) -> None:
        answers.put((index, result))

    def failed(error: BaseException) -> None:  # the pool could not run the chunk
        answers.put((index, _Failed(-1, repr(error))))

    return done, failed


class _Failed:
    """A game that raised in a worker: its seed and the formatted traceback."""

    def __init__(self, seed: int, text: str) -> None:
        self.seed = seed
        self.text = text


def _play_chunk(play: Callable[[int], T], seeds: list[int]) -> list[T] | _Failed:
    """Play each seed (in a worker); the first failure ends the chunk."""
    out = []
    for seed in seeds:
        try:
            out.append(play(seed))
        except BaseException:
            return _Failed(seed, traceback.format_exc())
    return out


def _workers(count: int) -> Pool:
    global _pool, _size
    if _pool is None or _size != count:
        _stop()
        _pool = multiprocessing.get_context("spawn").Pool(count)
        _size = count
    return _pool


@atexit.register
def _stop() -> None:
    """End the workers (after a failure, a hang, or at the end of the run)."""
    global _pool
    if _pool is not None:
        _pool.terminate()
        _pool.join()
        _pool = None


def _ranges(seeds: Sequence[int]) -> str:
    """``0-7, 16-23``: seeds as runs."""
    out: list[str] = []
    for seed in sorted(seeds):
        if out and seed == int(out[-1].rpartition("-")[2]) + 1:
            out[-1] = f"{out[-1].partition('-')[0]}-{seed}"
        else:
            out.append(str(seed))
    return ", ".join(out)
