"""Autosave of a game in progress: its journal, what happens when the disk refuses, and when the
journal goes to disk.

Every event goes to the journal at once (one ``os.write``: it survives a crash of the app). A
write that fails (a full disk) is not retried on the same file, which would then have a hole:
the next event writes a fresh journal of the whole game (log and redo tail, from the
controller) and deletes the broken one. A journal that cannot start is tried again at every
event. The journal is flushed to disk (``fsync``) at every reveal, turn end and close, and
otherwise at most :data:`~tabletop.storage.journal.SYNC_INTERVAL` after a write (a timer).

A game recovered from a crashed journal holds that journal's lock (a :class:`Claim`) until its
own journal holds every recovered action; then the old one is deleted, or kept aside when the
recovery was partial.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.engine import ChangeSet, Controller
from tabletop.storage import Claim, Journal, StorageError
from tabletop.storage.journal import SYNC_INTERVAL
from tabletop.storage.save import HUMAN_SEATS, Seats
from tabletop.ui import journal_hold


class Autosave(QObject):
    """The journal of one game. ``changed`` when autosave stops working (:attr:`error`) or
    works again."""

    changed = Signal()

    def __init__(
        self,
        controller: Controller,
        *,
        enabled: bool,
        journal: Journal | None = None,
        parent: QObject | None = None,
        seats: Seats = HUMAN_SEATS,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._seats = seats
        self._enabled = enabled or journal is not None
        self._journal = journal
        self._error: StorageError | None = None
        self._broken = False  # a write failed: the file misses an event
        self._predecessor: Claim | None = None
        self._predecessor_whole = True
        self._closed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(int(SYNC_INTERVAL * 1000) + 20)
        self._timer.timeout.connect(self.sync)
        self._turn = self._turn_now()
        if self._enabled and journal is None:
            self._open()

    @property
    def journal(self) -> Journal | None:
        """The journal being written (None when autosave is off or has not started)."""
        return self._journal

    @property
    def error(self) -> StorageError | None:
        """Why autosave is not working now (None when it is, or is off)."""
        return self._error

    def set_seats(self, seats: Seats) -> None:
        """Who plays each seat changed: the journal is written anew with them."""
        if seats != self._seats:
            self._seats = seats
            if self._journal is not None:
                self._open()

    # ---------------------------------------------------------------- writing

    def record(self, write: Callable[[Journal], None]) -> None:
        """Write one event (already applied to the game) to the journal, or, when there is none
        or it missed an event, a fresh journal of the whole game (which holds it too)."""
        if not self._enabled:
            return
        if self._journal is None or self._broken:
            self._open()
            return
        try:
            write(self._journal)
        except StorageError as error:
            self._failed(error)
        except ValueError:  # the journal's count disagrees with the game: write it whole
            self._broken = True
            self._open()
        else:
            if self._controller.winner is not None:
                self._finished()

    def after_change(self, changes: ChangeSet) -> None:
        """Flush now after a reveal, a chance outcome or a turn's end; else within the interval."""
        turn, self._turn = self._turn, self._turn_now()
        if changes.revealed or changes.chance or turn != self._turn:
            self.sync()
        elif (
            self._journal is not None and self._journal.sync_pending and not self._timer.isActive()
        ):
            self._timer.start()

    def sync(self) -> None:
        """Flush the journal to disk now."""
        self._timer.stop()
        if self._journal is None or self._broken:
            return
        try:
            self._journal.sync()
        except StorageError as error:
            self._failed(error)

    def _turn_now(self) -> tuple[int, object]:
        state = self._controller.state
        return self._controller.ruleset.active_seat(state), state.values.get("turn")

    def _open(self) -> None:
        """Write a fresh journal of the whole game; the broken one it replaces is deleted. A
        finished game gets none (see :meth:`_finished`). While a start holds new journals
        (:mod:`~tabletop.ui.journal_hold`), a first one waits."""
        if self._journal is None and journal_hold.wait(self._open_held):
            return
        controller = self._controller
        if controller.winner is not None:
            self._finished()
            return
        try:
            journal = Journal.start(
                controller.setup,
                controller.mode,
                log=controller.log,
                redo=[step.entry for step in controller.history.undone],
                seats=self._seats,
            )
        except StorageError as error:
            self._failed(error)
            return
        old, self._journal, self._broken = self._journal, journal, False
        if old is not None:
            try:
                old.finish()
            except StorageError as error:
                print(f"tabletop: broken journal not deleted: {error}", file=sys.stderr)
        self._settle()
        if self._error is not None:
            self._error = None
            self.changed.emit()

    def _open_held(self) -> None:
        """The hold is over: start the journal that waited (unless it is no longer wanted)."""
        if self._enabled and self._journal is None and not self._closed:
            self._open()

    def _finished(self) -> None:
        """The game is over: nothing is left to resume after a crash, so it keeps no journal
        (an undo that takes the win back writes a fresh one of the whole game)."""
        journal, self._journal, self._broken = self._journal, None, False
        if journal is not None:
            try:
                journal.finish()
            except StorageError as error:
                print(f"tabletop: journal not deleted: {error}", file=sys.stderr)
        if self._predecessor is not None:  # a crashed journal of this game: held no more
            self._settle(held=True)
        if self._error is not None:
            self._error = None
            self.changed.emit()

    def _failed(self, error: StorageError) -> None:
        self._broken = self._journal is not None
        first = self._error is None
        self._error = error
        if first:
            print(f"tabletop: autosave failed: {error}", file=sys.stderr)
            self.changed.emit()

    # ---------------------------------------------------------------- the crashed journal

    def adopt(self, claim: Claim, whole: bool) -> None:
        """Hold the crashed journal this game was recovered from (``whole``: every action of it
        came back) until this journal holds the game."""
        self._predecessor, self._predecessor_whole = claim, whole
        self._settle()

    def _settle(self, held: bool = False) -> None:
        """Once the new journal holds the recovered game (or autosave is off, or ``held``: the
        game is over), the old journal goes: deleted after a whole recovery, kept aside after a
        partial one."""
        claim = self._predecessor
        if claim is None or (self._enabled and self._journal is None and not held):
            return
        self._predecessor = None
        try:
            if self._predecessor_whole:
                claim.discard()
            else:
                claim.keep_aside()
        except StorageError as error:
            print(f"tabletop: old journal left in place: {error}", file=sys.stderr)
            claim.release()

    # ---------------------------------------------------------------- ending

    def close(self, *, keep_journal: bool = False) -> None:
        """Stop: the journal is flushed and closed if ``keep_journal``, else deleted.

        A crashed game's journal still held (this journal never started) is let go with
        ``keep_journal`` (it will be offered again), else settled as if this one held it."""
        self._closed = True
        self._timer.stop()
        if self._predecessor is not None:
            if keep_journal:
                self._predecessor.release()
                self._predecessor = None
            else:
                self._enabled = False
                self._settle()
        journal, self._journal = self._journal, None
        if journal is None:
            return
        try:
            if keep_journal:
                journal.close()
            else:
                journal.finish()
        except StorageError as error:
            print(f"tabletop: journal not closed: {error}", file=sys.stderr)
