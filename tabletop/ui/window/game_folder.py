"""Where the game file dialogs (Open, Save As, Replay Viewer) open, and the folder they remember.

They open in the folder a game was last saved to or opened from (``Settings.game_folder``) while
it is still there, else in the saves folder of the user's data folder
(:func:`tabletop.paths.saves_dir`), never in the working directory. A save or an open that
succeeded remembers its folder, in windows that keep their settings (not ``--smoke`` or
``--screenshot``).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop import paths
from tabletop.storage import StorageError

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


def game_folder(window: MainWindow) -> Path:
    """The folder the game file dialogs open in (the saves folder is made when needed)."""
    last = window.settings.current.game_folder
    if last is not None and Path(last).is_dir():
        return Path(last)
    try:
        return paths.saves_dir()
    except OSError:  # a data folder that cannot be made: the dialog still opens somewhere
        return Path.home()


def start_path(window: MainWindow, name: str = "") -> str:
    """What a file dialog is given to start at: the game folder, and ``name`` in it if given."""
    folder = game_folder(window)
    return str(folder / name) if name else str(folder)


def remember_folder(window: MainWindow, path: Path) -> None:
    """A game was saved to or opened from ``path``: its folder is where the dialogs open next."""
    if not window.remember_geometry:
        return
    folder = str(path.expanduser().absolute().parent)
    with contextlib.suppress(StorageError, ValueError):
        window.settings.update(game_folder=folder)
