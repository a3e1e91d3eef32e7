"""Checking a save shown from its snapshot: its log replayed in a worker thread.

The window shows a save's snapshot at once (behind the hand-over curtain) and replays its log
meanwhile (:class:`BackgroundCheck`). Moves are refused with "still being checked" until the
check is done (the game shown has no history to add them to); the check is finished at once,
waiting for the replay, whenever the table is about to be seen or the game written: when the
player at the computer takes away the curtain, and before a save. So no position but the
replayed one is ever seen uncovered, whatever the snapshot says.

The replay runs in a thread of its own, on a controller of its own (it shares no state with
the game shown); the window learns that it ended from a timer polling the thread, on the
window's thread.
"""

from __future__ import annotations

import threading
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop.engine.errors import CodedError, ReplayError
from tabletop.storage import SavedGame
from tabletop.storage.snapshot_game import SaveCheck, check_save

POLL_MS: Final = 15
"""How often the window looks whether the replay has ended."""


class BackgroundCheck(QObject):
    """The replay of ``saved``'s record in a worker thread; ``done`` (on the thread of this
    object) once, when :attr:`result` or :attr:`failure` is there."""

    done = Signal()

    def __init__(self, saved: SavedGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._saved = saved
        self.result: SaveCheck | None = None
        self.failure: CodedError | None = None
        """Why the game could not even be set up (then there is no result)."""
        self._thread = threading.Thread(target=self._run, name="save-check", daemon=True)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._ended = False

    def start(self) -> None:
        """Start replaying."""
        self._thread.start()
        self._timer.start()

    @property
    def running(self) -> bool:
        """True until :attr:`done` was emitted."""
        return not self._ended

    def finish(self) -> None:
        """Wait for the replay to end (at once if it has) and emit :attr:`done`, if not yet."""
        if self._ended:
            return
        self._thread.join()
        self._end()

    def _run(self) -> None:
        try:
            self.result = check_save(self._saved)
        except CodedError as error:
            self.failure = error
        except Exception as bug:  # a ruleset bug must not leave the game unchecked for ever
            self.failure = ReplayError("bad_log_entry", index=0, detail=repr(bug)[:200])

    def _poll(self) -> None:
        if not self._thread.is_alive():
            self._end()

    def _end(self) -> None:
        if self._ended:
            return
        self._ended = True
        self._timer.stop()
        self.done.emit()
