"""When the window's chrome (the step bar, the Undo and Redo texts, the history, the log and the
calculators) follows a change: at once, or, after a card dropped on the table, right after the
table's next paint.

A drop changes the table and then every dock; painting the docks first would keep the card off
its new place for their time. So a change made while the table handles the mouse button's
release is noted, and the chrome refreshed once (however many steps the drop made) when the
event loop comes back after the table's paint: a zero-timer, then a low-priority event, which Qt
delivers after its own low-priority repaint request (the table paints, then the docks, in the
same breath of the event loop). Any other change (a menu, a key, the computer's move, a test's
submit) refreshes the chrome at once, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from typing_extensions import override

_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())
"""The low-priority event that refreshes the chrome after the table's repaint."""
LOW_PRIORITY = Qt.EventPriority.LowEventPriority.value
"""``Qt::LowEventPriority``, as ``postEvent`` takes it (an int)."""


class ChromeRefresh(QObject):
    """Runs ``refresh`` now, or once after the table's next paint (see the module)."""

    def __init__(self, refresh: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._refresh = refresh
        self._due = False

    @property
    def due(self) -> bool:
        """Whether a refresh waits for the table's paint."""
        return self._due

    def request(self, after_paint: bool) -> None:
        """Refresh now, or (``after_paint``) once the table has painted the change."""
        if not after_paint:
            self.now()
        elif not self._due:
            self._due = True
            # the scene's own queued update comes before this timer, and asks for the repaint
            # (a low-priority event): the event posted here comes after that repaint
            QTimer.singleShot(0, self._after_scene)

    def now(self) -> None:
        """Refresh at once (a refresh waiting for the paint is done with it)."""
        self._due = False
        self._refresh()

    def _after_scene(self) -> None:
        QCoreApplication.postEvent(self, QEvent(_AFTER_PAINT), LOW_PRIORITY)

    @override
    def customEvent(self, event: QEvent) -> None:
        if event.type() == _AFTER_PAINT and self._due:
            self.now()
