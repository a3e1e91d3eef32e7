"""The autosave journal: one JSON line per event, on disk before the next action is taken.

A journal lives in ``paths.state_dir()/journal/journal-<time>-<random>.jsonl``. Its first line is
a header, the rest are events::

    {"journal": 1, "app_version": "0.1.0", "started_at": "...", "setup": {...}, "mode": "enforced",
     "seats": ["human", "computer:strong"]}
    {"op": "add", "entry": {"action": "draw 0"}}
    {"op": "undo"}                      (or {"op": "undo", "n": 3})
    {"op": "redo"}
    {"op": "mode", "mode": "manual"}

Each line is written at once with ``os.write`` on a file opened for appending, so it survives a
crash of the app. It is flushed to disk (``os.fsync``) at most every :data:`SYNC_INTERVAL`
seconds: a write that comes later than that after the last flush flushes, an earlier one leaves
the flush pending for :meth:`Journal.sync`, which the app calls at every reveal, turn end and
quit (and on a timer). A power cut may so cost the last tenth of a second; ``fsync=False``
never flushes, ``sync_interval=0`` flushes every line. The file is created complete with its
header (temporary file, fsync, rename), so a journal is never empty.
:meth:`Journal.finish` deletes it: any journal left behind belongs to a game that ended with a
crash or a power cut, and :func:`find_unfinished` lists them (skipping those another running
Tabletop holds open: a journal keeps an OS lock for its lifetime).

Recovery takes the old journal with :func:`~tabletop.storage.claims.claim_unfinished`, which
locks it as it chooses it, and deletes it or keeps it aside once the game runs again (see
:mod:`tabletop.storage.claims`).

:func:`recover` folds the events into a log, a redo tail and a mode. A garbled or cut-off line
(the last one, after a crash) ends the recovery there: everything before it is kept and
``dropped_tail`` says that something was lost. The caller then replays the log one entry at a
time and may stop at the first one its controller refuses.

``seats`` (optional: both human when absent, as in a journal of an older version) says who plays
each seat, as in a save file (:func:`~tabletop.storage.save.parse_seats`).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Final

from tabletop import __version__
from tabletop.engine.controller import Mode
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup

from .atomic import (
    create_temp,
    fsync_dir,
    remove_stale_temps,
    try_lock,
    unlock,
    write_all,
)
from .claims import (  # noqa: F401 - the finding functions, re-exported
    JOURNAL_GLOB,
    TEMP_STEM,
    discard,
    find_unfinished,
    in_use,
    journal_dir,
)
from .errors import StorageError, io_error
from .migrations import migrate
from .reading import decode_json_text, decode_text
from .save import (
    HUMAN_SEATS,
    MAX_ACTIONS,
    Seats,
    check_action_count,
    parse_entry,
    parse_seats,
    parse_setup,
    prepare_game,
)

JOURNAL_VERSION: Final = 1
#: A journal bigger than this is refused; a long game is well under 10 MB.
MAX_JOURNAL_BYTES: Final = 32 * 1024 * 1024
#: A line longer than this is garbled (an entry is a few hundred bytes at most, the header a
#: few kilobytes).
MAX_LINE_BYTES: Final = 1024 * 1024
#: More event lines than this are refused before they are folded (each action is one line; undo
#: and redo add a few): folding and replaying more would take more than a few seconds.
MAX_EVENTS: Final = 5 * MAX_ACTIONS
#: Seconds between two flushes to disk (os.fsync) of a journal at most.
SYNC_INTERVAL: Final = 0.1
_APPEND = os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)


_lock = try_lock
_unlock = unlock


# ------------------------------------------------------------------ writing


def _line(obj: dict[str, Any]) -> bytes:
    """One event as a line of UTF-8 JSON; ``bad_field`` for a text that is not valid Unicode
    (a lone surrogate in a name), which no reader would take back."""
    try:
        return (json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
    except UnicodeEncodeError as exc:
        raise StorageError("bad_field", field="setup", cause="bad_text") from exc


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Journal:
    """An open autosave journal. Create one with :meth:`start`; every method writes one line.

    Methods raise :class:`StorageError` (``io_error``) when the disk refuses; the journal then
    cuts off the partial line, so the file stays recoverable up to the last complete event.
    Calling :meth:`undo` or :meth:`redo` with nothing to undo or redo is a ValueError.
    Flushes to disk follow the policy of the module docstring (see :meth:`sync`).
    """

    def __init__(
        self,
        path: Path,
        fd: int,
        size: int,
        done: int,
        undone: int,
        fsync: bool,
        sync_interval: float = SYNC_INTERVAL,
    ) -> None:
        self.path = path
        self._fd: int | None = fd
        self._size = size
        self._done = done
        self._undone = undone
        self._fsync = fsync
        self._interval = sync_interval
        self._synced_at = time.monotonic()
        self._unsynced = False

    @classmethod
    def start(
        cls,
        setup: GameSetup,
        mode: Mode,
        folder: str | os.PathLike[str] | None = None,
        *,
        log: Sequence[LogEntry] = (),
        redo: Sequence[LogEntry] = (),
        fsync: bool = True,
        sync_interval: float = SYNC_INTERVAL,
        seats: Seats = HUMAN_SEATS,
    ) -> Journal:
        """Create a new journal for a game starting from ``setup`` in ``mode``.

        ``log`` and ``redo`` continue a loaded or recovered game (written in one go, with one
        fsync). ``fsync`` and ``sync_interval``: see the module docstring. ``seats``: who plays
        each seat (``bad_field`` unless :func:`parse_seats` takes it). Raises ``io_error`` if
        the folder cannot be created or written.
        """
        header = {
            "journal": JOURNAL_VERSION,
            "app_version": __version__,
            "started_at": _now(),
            "setup": setup.to_json(),
            "mode": Mode(mode).value,  # ValueError for any other
            "seats": list(parse_seats(list(seats))),
        }
        data = [_line(header)]
        data.extend(_line({"op": "add", "entry": e.to_json()}) for e in (*log, *redo))
        if redo:
            data.append(_line({"op": "undo", "n": len(redo)}))
        blob = b"".join(data)
        target = journal_dir(folder)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        try:
            target.mkdir(parents=True, exist_ok=True)
            remove_stale_temps(target, TEMP_STEM)
            fd, temp = create_temp(target, TEMP_STEM)
        except OSError as exc:
            raise StorageError("io_error", errno=exc.errno, op="write") from exc
        path = target / f"journal-{stamp}-{temp.name.split('.')[-2]}.jsonl"
        try:
            write_all(fd, blob)
            if fsync:
                os.fsync(fd)
            if sys.platform == "win32":  # Windows cannot rename an open file
                os.close(fd)
                fd = -1
            os.replace(temp, path)
            if fsync:
                fsync_dir(target)
            if fd < 0:
                fd = os.open(path, _APPEND)
                _lock(fd)
        except OSError as exc:
            if fd >= 0:
                os.close(fd)
            for leftover in (temp, path):
                with contextlib.suppress(OSError):
                    os.unlink(leftover)
            raise StorageError("io_error", errno=exc.errno, op="write") from exc
        return cls(path, fd, len(blob), len(log), len(redo), fsync, sync_interval)

    # -- events

    def append(self, entry: LogEntry) -> None:
        """Record an applied action; it clears the redo tail."""
        self._write({"op": "add", "entry": entry.to_json()})
        self._done += 1
        self._undone = 0

    def undo(self, count: int = 1) -> None:
        """Record that the last ``count`` entries were undone (they join the redo tail)."""
        if not 1 <= count <= self._done:
            raise ValueError(f"cannot undo {count} of {self._done} entries")
        self._write({"op": "undo"} if count == 1 else {"op": "undo", "n": count})
        self._done -= count
        self._undone += count

    def redo(self, count: int = 1) -> None:
        """Record that the first ``count`` entries of the redo tail were played again."""
        if not 1 <= count <= self._undone:
            raise ValueError(f"cannot redo {count} of {self._undone} entries")
        self._write({"op": "redo"} if count == 1 else {"op": "redo", "n": count})
        self._done += count
        self._undone -= count

    def set_mode(self, mode: Mode) -> None:
        """Record a switch between enforced and manual mode."""
        self._write({"op": "mode", "mode": Mode(mode).value})  # ValueError for any other

    @property
    def closed(self) -> bool:
        return self._fd is None

    @property
    def sync_pending(self) -> bool:
        """True when lines were written since the last flush to disk (see :meth:`sync`)."""
        return self._unsynced and self._fd is not None

    @property
    def entries(self) -> tuple[int, int]:
        """(actions in the log, actions in the redo tail) as the journal holds them."""
        return self._done, self._undone

    def sync(self) -> None:
        """Flush the lines written so far to disk now, if any are not yet (a reveal, a turn's
        end, quitting). Raises ``io_error`` (op ``sync``) when the disk refuses."""
        if self._fd is None or not self._unsynced:
            return
        try:
            os.fsync(self._fd)
        except OSError as exc:
            raise StorageError("io_error", errno=exc.errno, op="sync") from exc
        self._unsynced = False
        self._synced_at = time.monotonic()

    def _write(self, event: dict[str, Any]) -> None:
        if self._fd is None:
            raise StorageError("io_error", errno=None, op="closed")
        data = _line(event)
        try:
            write_all(self._fd, data)
        except OSError as exc:
            self._cut_back()
            raise StorageError("io_error", errno=exc.errno, op="write") from exc
        self._size += len(data)
        if self._fsync:
            self._unsynced = True
            if time.monotonic() - self._synced_at >= self._interval:
                self.sync()

    def _cut_back(self) -> None:
        """After a failed write, remove any partial line so later lines stay readable."""
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, self._size)
            os.lseek(self._fd, self._size, os.SEEK_SET)
        except OSError:
            # Cannot repair: stop writing rather than append after a partial line.
            self._close_fd()

    # -- ending

    def _close_fd(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)

    def close(self) -> None:
        """Flush, stop writing but keep the file (it will be offered for recovery)."""
        with contextlib.suppress(StorageError):
            self.sync()
        self._close_fd()

    def finish(self) -> None:
        """The game ended normally (saved, or discarded by the user): delete the journal."""
        self._close_fd()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError("io_error", errno=exc.errno, op="delete") from exc

    def __enter__(self) -> Journal:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Leaving the block closes the journal; it does not finish (delete) it."""
        self.close()

    def __del__(self) -> None:
        self._close_fd()


# ------------------------------------------------------------------ recovering


@dataclass
class RecoveredGame:
    """A game folded from a journal. ``complete_lines`` counts the event lines used;
    ``dropped_tail`` is True when a garbled or cut-off line (and all after it) was dropped."""

    setup: GameSetup
    log: list[LogEntry]
    redo: list[LogEntry]
    mode: Mode
    complete_lines: int
    dropped_tail: bool
    app_version: str = ""
    started_at: str | None = None
    path: Path | None = field(default=None, compare=False)
    seats: Seats = HUMAN_SEATS


def _lines(handle: IO[bytes]) -> Iterator[tuple[bytes, bool]]:
    """(line without newline, complete?) pairs; an over-long line is reported incomplete."""
    while True:
        raw = handle.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        if raw.endswith(b"\n"):
            yield raw[:-1].rstrip(b"\r"), True
        else:
            yield raw, False
            if len(raw) > MAX_LINE_BYTES:
                return


#: Faults of a header's text that keep their own code (what is wrong is known, not only where).
_TEXT_FAULTS: Final = frozenset({"bad_text", "bad_number", "too_deep"})


def _header(raw: bytes, complete: bool) -> tuple[GameSetup, Mode, str, str | None, Seats]:
    text = decode_text(raw)
    try:
        data = decode_json_text(text)
    except StorageError as err:
        if (not complete and err.code == "truncated") or err.code in _TEXT_FAULTS:
            raise
        raise StorageError("not_json", part="header") from None
    if not isinstance(data, dict) or "journal" not in data:
        raise StorageError("not_a_save", kind="journal")
    data = migrate("journal", data, JOURNAL_VERSION, key="journal")
    try:
        mode = Mode(data.get("mode", ""))
    except ValueError:
        raise StorageError("bad_field", field="mode") from None
    version = data.get("app_version", "")
    started = data.get("started_at")
    if not isinstance(version, str) or not (started is None or isinstance(started, str)):
        raise StorageError("bad_field", field="app_version")
    seats = parse_seats(data.get("seats"))
    setup = data.get("setup")
    if not isinstance(setup, dict):
        raise StorageError("bad_field", field="setup")
    prepare_game(setup.get("game"))
    return parse_setup(setup), mode, version[:100], started, seats


class _Fold:
    def __init__(self, mode: Mode) -> None:
        self.log: list[LogEntry] = []
        self.redo: list[LogEntry] = []
        self.mode: Mode = mode

    def apply(self, event: object) -> None:
        """Fold one event; ValueError/StorageError if it is not a valid event here."""
        if not isinstance(event, dict):
            raise ValueError("event")
        op = event.get("op")
        if op == "add" and set(event) == {"op", "entry"}:
            check_action_count(len(self.log) + len(self.redo) + 1)
            self.log.append(parse_entry(event["entry"], "entry"))
            self.redo.clear()
            return
        if op == "mode" and set(event) == {"op", "mode"}:
            self.mode = Mode(event["mode"])  # ValueError for any other
            return
        if op not in ("undo", "redo") or set(event) - {"op", "n"}:
            raise ValueError("op")
        n = event.get("n", 1)
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError("n")
        if op == "undo":
            if n > len(self.log):
                raise ValueError("undo")
            self.redo[:0] = self.log[-n:]
            del self.log[-n:]
        else:
            if n > len(self.redo):
                raise ValueError("redo")
            self.log.extend(self.redo[:n])
            del self.redo[:n]


def recover(path: str | os.PathLike[str]) -> RecoveredGame:
    """Fold an unfinished journal into a game. Never writes to the file.

    A bad header raises :class:`StorageError` (``not_found``, ``io_error``, ``too_large``,
    ``bad_encoding``, ``not_json``, ``truncated``, ``not_a_save``, ``bad_field``,
    ``unknown_schema``, ``newer_schema``). A bad event line ends the recovery there.
    """
    try:
        size = os.stat(path).st_size
        if size > MAX_JOURNAL_BYTES:
            raise StorageError("too_large", size=size, limit=MAX_JOURNAL_BYTES)
        handle = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise io_error(exc, "read") from exc
    with handle:
        try:
            lines = _lines(handle)
            first = next(lines, None)
            if first is None:
                raise StorageError("truncated", part="header")
            setup, mode, version, started, seats = _header(*first)
            fold = _Fold(mode)
            used = 0
            dropped = False
            for raw, _complete in lines:
                if used >= MAX_EVENTS:
                    raise StorageError("too_many_actions", count=used, limit=MAX_EVENTS)
                # A cut-off last line that still parses is whole: only its newline is missing.
                try:
                    fold.apply(decode_json_text(decode_text(raw)))
                except StorageError as err:
                    if err.code == "too_many_actions":
                        raise
                    dropped = True
                    break
                except ValueError:
                    dropped = True
                    break
                used += 1
        except OSError as exc:
            raise io_error(exc, "read") from exc
    return RecoveredGame(
        setup=setup,
        log=fold.log,
        redo=fold.redo,
        mode=fold.mode,
        complete_lines=used,
        dropped_tail=dropped,
        app_version=version,
        started_at=started,
        path=Path(path),
        seats=seats,
    )
