"""The main window's docks: card preview, history, game log and calculators, right of the table.

They take a share of the window's width that leaves the table most of it; in a narrow window
the card preview becomes a tab beside the others (and comes back above them when the window
is wide again). The window geometry and dock state are kept in the user's settings.

The table always keeps most of the window: a saved dock state is restored only once the docks
have been laid out (restored into a window that is already shown, before its docks have their
first geometry, Qt gave them all the room and left the table a strip), and a state that still
leaves the table less than :data:`TABLE_SHARE` of the window is dropped for the default layout,
and said. *View → Reset Layout* brings the default layout back at any time.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from tabletop.storage import Settings, StorageError
from tabletop.ui.docks.calculator import CalculatorDock
from tabletop.ui.docks.history import HistoryDock
from tabletop.ui.docks.log import LogDock
from tabletop.ui.docks.preview import PreviewDock
from tabletop.ui.settings_owner import SettingsOwner

COMPACT_WIDTH = 1000
"""Below this window width the card preview becomes a tab beside the other docks."""
DOCK_SHARE = 0.2
DOCK_MIN_WIDTH = 170
DOCK_MAX_WIDTH = 280
TABLE_SHARE = 0.5
"""The least share of the window's width the table keeps after a restore or a resize."""


class WindowDocks:
    """The docks of ``window``, placed at its right and sized to its width."""

    def __init__(self, window: QMainWindow, tell: Callable[[str], None] | None = None) -> None:
        self._window = window
        self.tell: Callable[[str], None] = tell or (lambda _text: None)
        """Says a notice to the user (the window's status bar)."""
        self.preview = PreviewDock(window)
        self.log = LogDock(window)
        self.history = HistoryDock(window)
        self.calculator = CalculatorDock(window)
        self._compact = False
        self._wide_state: QByteArray | None = None
        self._place()

    def _place(self) -> None:
        """The default layout: the preview above the history, log and calculators as tabs."""
        window = self._window
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.preview)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        window.tabifyDockWidget(self.history, self.log)
        window.tabifyDockWidget(self.log, self.calculator)
        self.history.raise_()
        self._compact = False
        self._wide_state = None
        self.size_to_window()

    def reset(self) -> None:
        """View → Reset Layout: every dock shown, docked and in its default place and size."""
        window = self._window
        for dock in self.all:
            dock.setFloating(False)
            window.removeDockWidget(dock)
        self._place()
        for dock in self.all:
            dock.show()
        self.adapt()

    def restore(self, state: QByteArray) -> None:
        """Restore a saved dock ``state`` once the docks have been laid out, then make sure it
        leaves the table its room (see the module docstring)."""
        QTimer.singleShot(0, lambda: self._restore_now(state))

    def _restore_now(self, state: QByteArray) -> None:
        window = self._window
        # The docks get their first geometry from a posted layout request: let it come first.
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        if not window.restoreState(state):
            return
        self._wide_state = None
        self._compact = window.width() < COMPACT_WIDTH  # the docks as the player left them
        QTimer.singleShot(0, self._after_restore)

    def _after_restore(self) -> None:
        if self.keep_table_room():
            self.tell(
                QCoreApplication.translate(
                    "MainWindow",
                    "The saved window layout left the table too little room: "
                    "the docks are back in their default places.",
                )
            )

    def keep_table_room(self) -> bool:
        """Give the table back its room when the docks leave it less than its share of the
        window (the default layout); True when they did."""
        window = self._window
        table = window.centralWidget()
        if table is None or not window.isVisible() or window.isMinimized():
            return False
        if self.table_has_room(table):
            return False
        self.reset()
        return True

    def table_has_room(self, table: QWidget) -> bool:
        """Does the ``table`` have at least its share of the window's width?"""
        return table.width() >= TABLE_SHARE * self._window.width()

    @property
    def all(self) -> tuple[PreviewDock, HistoryDock, LogDock, CalculatorDock]:
        """The docks in the order of the View menu."""
        return (self.preview, self.history, self.log, self.calculator)

    @property
    def compact(self) -> bool:
        """True when the window is narrow and the card preview is a tab beside the others."""
        return self._compact

    def size_to_window(self) -> None:
        """Give the docks a share of the width that leaves the table most of the window."""
        window = self._window
        width = max(DOCK_MIN_WIDTH, min(DOCK_MAX_WIDTH, round(window.width() * DOCK_SHARE)))
        window.resizeDocks([self.history], [width], Qt.Orientation.Horizontal)
        if not self._compact:
            height = window.height()
            window.resizeDocks(
                [self.preview, self.history],
                [round(height * 0.45), round(height * 0.4)],
                Qt.Orientation.Vertical,
            )

    def adapt(self) -> None:
        """In a narrow window, tabify the card preview with the other docks (and back)."""
        window = self._window
        compact = window.width() < COMPACT_WIDTH
        if compact == self._compact:
            return
        preview = self.preview
        docked_right = (
            window.dockWidgetArea(preview) == Qt.DockWidgetArea.RightDockWidgetArea
            and not preview.isFloating()
        )
        if compact and docked_right and not window.tabifiedDockWidgets(preview):
            self._wide_state = window.saveState()
            window.tabifyDockWidget(self.calculator, preview)
            self.history.raise_()
            self._compact = True
        elif not compact and self._compact:
            self._compact = False
            if self._wide_state is not None and window.restoreState(self._wide_state):
                self._wide_state = None
                return
        else:
            return
        self.size_to_window()


def restore_geometry(window: QMainWindow, docks: WindowDocks, settings: Settings) -> None:
    """Restore the window geometry and the state of its ``docks`` saved in the user's
    settings, if any (the docks' state once they are laid out)."""
    if settings.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
    if settings.window_state:
        docks.restore(QByteArray.fromBase64(settings.window_state.encode("ascii")))


def store_geometry(window: QMainWindow, owner: SettingsOwner) -> None:
    """Save the window geometry and state in the user's settings (best effort)."""
    try:
        owner.update(
            window_geometry=_base64(window.saveGeometry()), window_state=_base64(window.saveState())
        )
    except StorageError as error:  # an unwritable config folder must not stop the app closing
        print(f"tabletop: window geometry not saved: {error}", file=sys.stderr)


def _base64(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")
