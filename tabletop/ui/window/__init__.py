"""The main window, split by job: the window and its chrome (:mod:`.main_window`), the actions
and menus declared as one table (:mod:`.actions`), the docks (:mod:`.docks`), game files
(:mod:`.game_files`), the hot seat (:mod:`.hot_seat`) and the announcements of results
(:mod:`.announcements`)."""

from tabletop.ui.window.game_files import Report
from tabletop.ui.window.main_window import MainWindow

__all__ = ["MainWindow", "Report"]
