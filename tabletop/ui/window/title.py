"""The main window's title: the game's file, a mark while play is not saved, the game, the app.

"against-goku.tabletop* — Dragon Ball GT — Tabletop"; a game never saved is "Untitled". The
mark is Qt's ``windowModified`` convention (the ``[*]`` placeholder shows ``*`` while the window
is modified). The title ends with the application's display name (``tabletop.ui.app.APP_NAME``,
which the app sets), so that Qt does not add it a second time: on X11 and Windows it appends
the display name to a title that does not end with it ("Tabletop — Dragon Ball GT — Tabletop").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.window.main_window import MainWindow

APP_NAME = "Tabletop"
"""The application's display name (as :func:`tabletop.ui.app.create_application` sets it)."""
SEPARATOR = " — "
"""Between the parts of the title (Qt's own, on X11 and Windows)."""


def window_title(file_name: str | None, game_name: str) -> str:
    """The title of a window with ``file_name`` (None: never saved) of ``game_name``, with the
    ``[*]`` placeholder of the modified mark."""
    file = file_name or QCoreApplication.translate("MainWindow", "Untitled")
    title = QCoreApplication.translate("MainWindow", "{file}[*] — {game}")
    return title.format(file=file, game=game_name) + SEPARATOR + APP_NAME


def show_title(window: MainWindow, session: GameSession | None) -> None:
    """Name ``session``'s file and game in ``window``'s title, marked while not saved."""
    from tabletop.ui.card_labels import game_label

    name = session.path.name if session is not None and session.path is not None else None
    window.setWindowTitle(window_title(name, game_label(window.game_id)))
    window.setWindowModified(session is not None and session.dirty)
