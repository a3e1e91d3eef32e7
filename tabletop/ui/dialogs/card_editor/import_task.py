"""Planning a card-set import off the window's thread, with a progress bar and *Cancel*.

Checking every row of a large file against the card models takes a while (5,000 rows, the most
a file may hold, take seconds on a slow machine); done on the window's thread it froze the
window. :class:`ImportPlanning` runs :func:`tabletop.storage.card_io.read_import` in a worker
thread and the window shows a progress dialog meanwhile (only when the planning lasts long
enough to be seen), polled by a timer on the window's thread; *Cancel* stops the worker at its
next hundred rows. :func:`plan_in_background` waits for it in a local event loop, so the window
keeps painting and answering while the caller simply gets the plan.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from tabletop.cards.database import CardDatabase
from tabletop.cards.models import Game
from tabletop.storage.card_io import CardFileError, ImportCancelled, ImportPlan, read_import

POLL_MS: Final = 25
"""How often the window looks at the worker's progress."""
SHOW_AFTER_MS: Final = 400
"""A planning shorter than this never shows its progress dialog."""


@dataclass
class PlanningResult:
    """How a planning ended: its plan, or why there is none (``cancelled``, or ``error``)."""

    plan: ImportPlan | None = None
    error: CardFileError | None = None
    cancelled: bool = False


class ImportPlanning(QObject):
    """The planning of one import in a worker thread; ``finished`` (on this object's thread)
    once, when :attr:`result` is there."""

    finished = Signal()

    def __init__(
        self, path: Path, game: Game | None, database: CardDatabase, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.result = PlanningResult()
        self.checked = 0
        """Rows checked so far (written by the worker)."""
        self.rows = 0
        """Rows of the file, once they are read (written by the worker)."""
        self._game = game
        self._database = database
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="card-import", daemon=True)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._ended = False

    def start(self) -> None:
        """Start planning. The objects already there are left out of the garbage collector's
        rounds meanwhile (``gc.freeze``): a full round, run by the worker as it makes its cards,
        walked the whole app's objects holding the interpreter's lock, and froze the window
        for 0.2 s."""
        gc.freeze()
        self._thread.start()
        self._timer.start()

    def cancel(self) -> None:
        """Ask the worker to stop (it does at its next hundred rows)."""
        self._stop.set()

    @property
    def running(self) -> bool:
        """True until :attr:`finished` was emitted."""
        return not self._ended

    def _progress(self, checked: int, rows: int) -> bool:
        self.checked, self.rows = checked, rows
        return not self._stop.is_set()

    def _run(self) -> None:
        try:
            self.result.plan = read_import(
                self.path, game=self._game, database=self._database, progress=self._progress
            )
        except CardFileError as error:
            self.result.error = error
        except ImportCancelled:
            self.result.cancelled = True
        except Exception as bug:  # a bug must not leave the window waiting for ever
            self.result.error = CardFileError("unreadable", detail=repr(bug)[:200])

    def _poll(self) -> None:
        if self._thread.is_alive():
            return
        self._timer.stop()
        self._thread.join()
        gc.unfreeze()
        if self._stop.is_set() and self.result.error is None:  # Cancel wins, however late
            self.result.plan, self.result.cancelled = None, True
        self._ended = True
        self.finished.emit()


def plan_in_background(
    parent: QWidget | None, path: Path, game: Game | None, database: CardDatabase
) -> PlanningResult:
    """Plan the import of ``path`` in a worker thread, showing its progress (with *Cancel*)
    when it takes a while; the window keeps running meanwhile."""
    planning = ImportPlanning(path, game, database)
    title = QCoreApplication.translate("CardSets", "Import card set")
    dialog = QProgressDialog(
        QCoreApplication.translate("CardSets", "Checking {file}…").format(file=path.name),
        QCoreApplication.translate("CardSets", "Cancel"),
        0,
        0,
        parent,
    )
    dialog.setObjectName("ImportProgress")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.canceled.connect(planning.cancel)
    loop = QEventLoop()
    planning.finished.connect(loop.quit)
    ticks = QTimer(dialog)
    ticks.setInterval(POLL_MS * 4)

    def show_progress() -> None:
        if planning.rows and dialog.maximum() != planning.rows:
            dialog.setMaximum(planning.rows)
        if planning.rows:
            dialog.setValue(min(planning.checked, planning.rows))
            dialog.setLabelText(
                QCoreApplication.translate(
                    "CardSets", "Checking {file}: row {checked} of {rows}…"
                ).format(file=path.name, checked=planning.checked, rows=planning.rows)
            )

    ticks.timeout.connect(show_progress)
    planning.start()
    ticks.start()
    if planning.running:
        loop.exec()
    ticks.stop()
    dialog.close()
    dialog.deleteLater()
    planning.deleteLater()
    return planning.result
