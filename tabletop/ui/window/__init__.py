"""The main window, split by job: the window and its chrome (:mod:`.main_window`), what it
shows before its game (:mod:`.shell`) and what it builds after its first paint (:mod:`.build`),
the actions and menus declared as one table (:mod:`.actions`), the docks (:mod:`.docks`), game
files (:mod:`.game_files`), the hot seat (:mod:`.hot_seat`) and the announcements of results
(:mod:`.announcements`).

Only :class:`MainWindow` is imported here: ``Report`` (of :mod:`.game_files`, which imports the
engine and the storage) is looked up when asked for, so that importing the window does not.
"""

from typing import Any

from tabletop.ui.window.main_window import MainWindow


def __getattr__(name: str) -> Any:
    if name == "Report":
        from tabletop.ui.window.game_files import Report

        return Report
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["MainWindow", "Report"]
