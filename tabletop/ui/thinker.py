"""The worker process the computer thinks in (Qt-free).

:class:`Thinker` starts ``python -c "from tabletop.ui.thinker import serve; serve()"`` once
and sends it calls, each a message (:class:`Outbox`) on its standard input, answered by a
pickled ``(ok, result)`` on its standard output. A message is a pickled ``(function, args)``
in which each *shared* object (the ruleset, which holds the card database: some 280 KB of the
290 KB a decision took when everything was pickled each time) stands as a key: the worker is
sent it once, before the first call that needs it, keeps it under that key (:class:`Inbox`),
and each later decision is a message of a few KB. A new worker (one started again after a
crash) has none: it is sent each again. A thread of this process waits for the answer
(waiting releases the GIL), so the caller gets a :class:`~concurrent.futures.Future`. A search
in a thread of the app itself would hold the GIL and slow the window down. The process is
started with the interpreter's own command line, not with :mod:`multiprocessing`, which runs
the main script of the app again in the child. The frozen app has no interpreter to start: it
starts itself with :data:`THINKER_ENV` set, and its launcher (packaging/launch.py) then serves.
"""

from __future__ import annotations

import contextlib
import io
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import IO, Any

from typing_extensions import override

import tabletop

SERVE = "from tabletop.ui.thinker import serve; serve()"
THINKER_ENV = "TABLETOP_THINKER"
"""Set to ``1`` in the worker's environment: the frozen app's launcher serves instead of opening
a window."""
NICE = 5
"""The worker runs at a lower priority than the window (where the system has priorities)."""
KEEP_SHARED = 4
"""How many shared objects (the rulesets of the latest games) a worker keeps."""
PROTOCOL = pickle.HIGHEST_PROTOCOL


class Outbox:
    """The caller's side of the messages to one worker at a time: each instance of a
    ``shared`` type is pickled as a key; the message first names the keys the worker keeps
    (those of the :data:`KEEP_SHARED` latest used that it has or needs now), with the object
    for each it needs and has not been sent yet."""

    def __init__(self, shared: tuple[type, ...] = ()) -> None:
        self._shared = shared
        self._kept: dict[int, tuple[int, object]] = {}
        """id of a shared object → (its key, the object), the latest used last."""
        self._next_key = 0
        self._sent: set[int] = set()
        """The keys the current worker was sent."""

    def new_worker(self) -> None:
        """A new worker started: it has no shared object yet."""
        self._sent.clear()

    def message(self, function: Callable[..., Any], args: tuple[Any, ...]) -> bytes:
        """The bytes that ask the worker for ``function(*args)`` (this worker being sent the
        shared objects it lacks, which it then has)."""
        body, used = io.BytesIO(), set[int]()

        def key(obj: object) -> int | None:
            found = self._key(obj)
            if found is not None:
                used.add(found)
            return found

        _KeyPickler(body, key).dump((function, args))
        header = {
            key: None if key in self._sent else obj
            for key, obj in self._kept.values()
            if key in self._sent or key in used
        }
        self._sent = set(header)
        return pickle.dumps(header, PROTOCOL) + body.getvalue()

    def _key(self, obj: object) -> int | None:
        if not isinstance(obj, self._shared):
            return None
        entry = self._kept.pop(id(obj), None)
        if entry is None:
            entry = (self._next_key, obj)
            self._next_key += 1
        self._kept[id(obj)] = entry  # the latest used last
        while len(self._kept) > KEEP_SHARED:
            del self._kept[next(iter(self._kept))]
        return entry[0]


class _KeyPickler(pickle.Pickler):
    def __init__(self, file: IO[bytes], key: Callable[[object], int | None]) -> None:
        super().__init__(file, PROTOCOL)
        self._key_of = key

    @override
    def persistent_id(self, obj: object) -> int | None:
        return self._key_of(obj)


class Inbox:
    """The worker's side: reads each message, keeping the shared objects it is sent."""

    def __init__(self) -> None:
        self.shared: dict[int, object] = {}

    def read(self, stream: IO[bytes]) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        """The next call of ``stream`` (EOFError when it is closed)."""
        header: dict[int, object] = pickle.load(stream)
        kept = self.shared
        self.shared = {key: kept[key] if obj is None else obj for key, obj in header.items()}
        call: tuple[Callable[..., Any], tuple[Any, ...]] = _KeyUnpickler(stream, self.shared).load()
        return call


class _KeyUnpickler(pickle.Unpickler):
    def __init__(self, file: IO[bytes], shared: dict[int, object]) -> None:
        super().__init__(file)
        self._shared = shared

    @override
    def persistent_load(self, pid: object) -> object:
        assert isinstance(pid, int)
        return self._shared[pid]


def serve() -> None:
    """The worker's loop: answer each call read from standard input until it closes."""
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    if hasattr(os, "nice"):
        os.nice(NICE)  # on a busy machine the window goes first, the search gets the rest
    sys.stdout = sys.stderr  # a stray print must not break the answers
    inbox = Inbox()
    while True:
        try:
            function, args = inbox.read(requests)
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
    """One worker process, started at the first call; instances of the ``shared`` types are
    sent to it once (see :class:`Outbox`)."""

    def __init__(self, shared: tuple[type, ...] = ()) -> None:
        self._waiter = ThreadPoolExecutor(1, thread_name_prefix="computer")
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._outbox = Outbox(shared)
        self.last_message = b""
        """The bytes of the latest call sent (for the tests and the benchmarks)."""

    def submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``function(*args)`` in the worker; its result (or its exception) comes in the
        future. ``function`` and ``args`` must be picklable."""
        return self._waiter.submit(self._call, function, args)

    def _call(self, function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        with self._lock:
            process = self._started()
        assert process.stdin is not None and process.stdout is not None
        try:
            with self._lock:
                message = self._outbox.message(function, args)
            self.last_message = message
            process.stdin.write(message)
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
            self._outbox.new_worker()
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
