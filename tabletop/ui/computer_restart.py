"""The computer's seat surviving its worker: restarts with back-off, then "try again".

The computer thinks in a worker process (:mod:`tabletop.ui.thinker`). When it ends before it
answers (killed, out of memory), :class:`WorkerRestarts` has the seat think again in a new
worker, at once the first time and then after growing pauses (:data:`BACKOFF_MS`), so a worker
that dies at every start does not spin. After :data:`BACKOFF_MS` restarts in a row without an
answer, the computer waits: the status bar says so and shows the button "Let the computer try
again", which starts the count anew and has the seat think again. Any answer, and any change
of the game (which has the seat think again anyway), ends the wait.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QPushButton, QWidget
from typing_extensions import override

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

BACKOFF_MS: Final = (0, 500, 2000)
"""The pause before each restart of a worker that died without answering, in a row."""


class TryAgainButton(QPushButton):
    """The button "Let the computer try again", in the status bar while the computer waits."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ComputerTryAgain")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The button's words in the current language."""
        self.setText(QCoreApplication.translate("ComputerSeat", "Let the computer try again"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class WorkerRestarts(QObject):
    """What a computer seat does when its worker ends before answering; ``think_again`` has
    the seat look again whether it must act (and think in a new worker)."""

    def __init__(self, window: MainWindow, think_again: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self.deaths = 0
        """Workers that ended without answering, in a row."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(think_again)
        self._think_again = think_again
        self.button = TryAgainButton(window)
        self.button.hide()
        self.button.clicked.connect(self.try_again)
        window.statusBar().addPermanentWidget(self.button)

    @property
    def waiting(self) -> bool:
        """True while the computer waits for "Let the computer try again"."""
        return not self.button.isHidden()

    def worker_gone(self) -> bool:
        """The worker ended without answering: think again after the next pause (True), or,
        the restarts in a row used up, wait for the user (False)."""
        if self.deaths < len(BACKOFF_MS):
            self._timer.start(BACKOFF_MS[self.deaths])
            self.deaths += 1
            return True
        self.offer()
        self._window.show_message(
            "✖ "
            + QCoreApplication.translate(
                "ComputerSeat",
                "The computer stopped: the process it thinks in ended {count} times in a row.",
            ).format(count=self.deaths + 1),
            error=True,
        )
        return False

    def offer(self) -> None:
        """Show "Let the computer try again" (the computer waits for it)."""
        self._timer.stop()
        self.button.show()

    def answered(self) -> None:
        """The worker answered: the count starts anew."""
        self.deaths = 0

    def changed(self) -> None:
        """The game changed: the seat thinks again anyway, no pause nor button pending."""
        self._timer.stop()
        self.button.hide()

    def try_again(self) -> None:
        """The user lets the computer try again: a new worker, the count anew."""
        self.deaths = 0
        self.button.hide()
        self._think_again()
