"""The worker process the computer thinks in (Qt-free).

:class:`Thinker` starts ``python -c "from tabletop.ui.thinker import serve; serve()"`` once
and sends it calls, each a pickled ``(function, args)`` on its standard input, answered by a
pickled ``(ok, result)`` on its standard output; a thread of this process waits for the answer
(waiting releases the GIL), so the caller gets a :class:`~concurrent.futures.Future`. A search
in a thread of the app itself would hold the GIL and slow the window down. The process is
started with the interpreter's own command line, not with :mod:`multiprocessing`, which runs
the main script of the app again in the child. The frozen app has no interpreter to start: it
starts itself with :data:`THINKER_ENV` set, and its launcher (packaging/launch.py) then serves.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import IO, Any

import tabletop

SERVE = "from tabletop.ui.thinker import serve; serve()"
THINKER_ENV = "TABLETOP_THINKER"
"""Set to ``1`` in the worker's environment: the frozen app's launcher serves instead of opening
a window."""
NICE = 5
"""The worker runs at a lower priority than the window (where the system has priorities)."""


def serve() -> None:
    """The worker's loop: answer each call read from standard input until it closes."""
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    if hasattr(os, "nice"):
        os.nice(NICE)  # on a busy machine the window goes first, the search gets the rest
    sys.stdout = sys.stderr  # a stray print must not break the answers
    while True:
        try:
            function, args = pickle.load(requests)
        except EOFError:
            return
        try:
            answer: tuple[bool, Any] = (True, function(*args))
        except Exception as error:  # sent back to the caller, who raises it
            answer = (False, error)
        pickle.dump(answer, answers)
        answers.flush()


class WorkerGone(RuntimeError):
    """The worker process ended before it answered."""


def worker_command() -> list[str]:
    """The command line of the worker: the frozen app itself, else this interpreter."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-c", SERVE]


class Thinker:
    """One worker process, started at the first call."""

    def __init__(self) -> None:
        self._waiter = ThreadPoolExecutor(1, thread_name_prefix="computer")
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    def submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``function(*args)`` in the worker; its result (or its exception) comes in the
        future. ``function`` and ``args`` must be picklable."""
        return self._waiter.submit(self._call, function, args)

    def _call(self, function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        with self._lock:
            process = self._started()
        assert process.stdin is not None and process.stdout is not None
        try:
            pickle.dump((function, args), process.stdin)
            process.stdin.flush()
            ok, result = pickle.load(process.stdout)
        except (OSError, EOFError, pickle.UnpicklingError) as error:
            self._stop(process)
            raise WorkerGone(str(error)) from error
        if not ok:
            raise result
        return result

    def _started(self) -> subprocess.Popen[bytes]:
        process = self._process
        if process is None or process.poll() is not None:
            env = dict(os.environ, **{THINKER_ENV: "1"})
            root = str(Path(tabletop.__file__).resolve().parent.parent)
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
            process = subprocess.Popen(
                worker_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                env=env,
            )  # fmt: skip
            self._process = process
        return process

    def _stop(self, process: subprocess.Popen[bytes]) -> None:
        """Kill the worker (a read waiting for its answer then ends) and forget it."""
        if process.poll() is None:
            process.kill()
        process.wait()
        _close(process.stdin)
        if self._process is process:
            self._process = None

    def shutdown(self) -> None:
        """End the worker now (a search under way is not waited for)."""
        process = self._process
        if process is not None:
            self._stop(process)
        self._waiter.shutdown(wait=False, cancel_futures=True)
        self._waiter = ThreadPoolExecutor(1, thread_name_prefix="computer")

    @property
    def pid(self) -> int | None:
        """The worker's process id (None while it is not running)."""
        process = self._process
        return process.pid if process is not None and process.poll() is None else None


def _close(stream: IO[bytes] | None) -> None:
    if stream is not None:
        with contextlib.suppress(OSError):
            stream.close()
