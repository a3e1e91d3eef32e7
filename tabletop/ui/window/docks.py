"""The main window's docks: card preview, history, game log and calculators, right of the table.

They take a share of the window's width that leaves the table most of it; in a narrow window
the card preview becomes a tab beside the others (and comes back above them when the window
is wide again). The window geometry and dock state are kept in the user's settings.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QMainWindow

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


class WindowDocks:
    """The docks of ``window``, placed at its right and sized to its width."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        self.preview = PreviewDock(window)
        self.log = LogDock(window)
        self.history = HistoryDock(window)
        self.calculator = CalculatorDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.preview)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        window.tabifyDockWidget(self.history, self.log)
        window.tabifyDockWidget(self.log, self.calculator)
        self.history.raise_()
        self._compact = False
        self._wide_state: QByteArray | None = None
        self.size_to_window()

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


def restore_geometry(window: QMainWindow, settings: Settings) -> None:
    """Restore the window geometry and state saved in the user's settings, if any."""
    if settings.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
    if settings.window_state:
        window.restoreState(QByteArray.fromBase64(settings.window_state.encode("ascii")))


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
