"""The main window; it lives in :mod:`tabletop.ui.window` (imported from here by the tests)."""

from tabletop.ui.window.game_files import Report
from tabletop.ui.window.main_window import MainWindow

__all__ = ["MainWindow", "Report"]
