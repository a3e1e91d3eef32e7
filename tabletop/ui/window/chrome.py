"""When the window's chrome (the step bar, the Undo and Redo texts, the history, the log, the
calculators and the preview) follows a change: at once, or, after a card dropped on the table,
right after the table's next paint.

A drop changes the table and then every dock; painting the docks first would keep the card off
its new place for their time. So a change made while the table handles the mouse button's
release is noted, and the chrome refreshed once (however many steps the drop made) when the
table has painted it: while a refresh waits, an event filter on the table's viewport sees its
paint event, and the refresh runs as soon as the event loop is back from that paint (the table,
then the docks, in the same breath of the event loop; no filter is installed otherwise). Should no paint come (nothing to show), a low-priority event,
delivered after Qt's own low-priority repaint requests, refreshes the chrome after a few turns
of the loop. Any other change (a menu, a key, the computer's move, a test's submit) refreshes
the chrome at once, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from typing_extensions import override

_AFTER_PAINT = QEvent.Type(QEvent.registerEventType())
"""The low-priority event that refreshes the chrome when no paint came."""
LOW_PRIORITY = Qt.EventPriority.LowEventPriority.value
"""``Qt::LowEventPriority``, as ``postEvent`` takes it (an int)."""
PATIENCE = 3
"""Turns of the event loop (each after every repaint request then queued) a refresh waits for
the table's paint before it runs without one."""


class ChromeRefresh(QObject):
    """Runs ``refresh`` now, or once after the table's next paint (see the module)."""

    def __init__(
        self,
        refresh: Callable[[], None],
        table: QObject | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``table``: the widget whose paint the refresh waits for (the view's viewport)."""
        super().__init__(parent)
        self._refresh = refresh
        self._table = table
        self._due = False
        self._waited = 0

    @property
    def due(self) -> bool:
        """Whether a refresh waits for the table's paint."""
        return self._due

    def request(self, after_paint: bool) -> None:
        """Refresh now, or (``after_paint``) once the table has painted the change."""
        if not after_paint:
            self.now()
        elif not self._due:
            self._due, self._waited = True, 0
            if self._table is not None:
                self._table.installEventFilter(self)
            self._wait()

    def now(self) -> None:
        """Refresh at once (a refresh waiting for the paint is done with it)."""
        if self._due and self._table is not None:
            self._table.removeEventFilter(self)
        self._due = False
        self._refresh()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Paint:
            self.table_painted()  # the paint runs now; the refresh once the loop is back
        return False

    def table_painted(self) -> None:
        """The table paints: a waiting refresh runs once the event loop is back."""
        if self._due:
            QTimer.singleShot(0, self._if_due)

    def _if_due(self) -> None:
        if self._due:
            self.now()

    def _wait(self) -> None:
        QCoreApplication.postEvent(self, QEvent(_AFTER_PAINT), LOW_PRIORITY)

    @override
    def customEvent(self, event: QEvent) -> None:
        if event.type() != _AFTER_PAINT or not self._due:
            return
        self._waited += 1
        if self._waited < PATIENCE:
            self._wait()  # behind the repaint request the scene's update has queued by now
        else:
            self.now()
