"""UI test set-up: no modal question may block a test (closing a window with unsaved play, the
confirmations before a forced or irreversible move)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow
from tabletop.ui.window.shell import EarlySettings

REAL_ASK = MainWindow._ask
"""The real confirmation question, for the tests of the question itself."""


@pytest.fixture(autouse=True)
def _no_blocking_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard
    )
    monkeypatch.setattr(MainWindow, "_ask", lambda self, title, text, go: (True, False))


def shown_window(qtbot: QtBot, game: str, size: tuple[int, int] = (1400, 900)) -> MainWindow:
    """A shown main window at a new game of ``game``, animations off (for table tests)."""
    win = MainWindow(game=game, remember_geometry=False)
    win.scene.set_animation_speed(0)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def opened_window(
    qtbot: QtBot, game: str, size: tuple[int, int] = (1280, 800), mode: str | None = None
) -> MainWindow:
    """A window opened as the app opens one: sized first, then completed (so the docks take
    their default share of that width), animations off, shown."""
    window = MainWindow(game, mode, remember_geometry=False, early=EarlySettings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.complete()
    window.scene.set_animation_speed(0)
    window.show()
    qtbot.waitExposed(window)
    return window
