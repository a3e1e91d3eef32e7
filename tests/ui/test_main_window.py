"""The main window: table in the middle, menus, status bar, fallback for unregistered games."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.storage import load_settings
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.view import TableView


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = MainWindow(game="free")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_shows_the_table(window: MainWindow) -> None:
    assert window.isVisible()
    assert isinstance(window.centralWidget(), TableView)
    assert window.view.scene() is window.scene
    assert window.game_id == "free"
    assert "Tabletop" in window.windowTitle()


def test_menus_and_standard_shortcuts(window: MainWindow) -> None:
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Tools", "&Language", "&Help"]
    assert window.undo_action.shortcuts() == [QKeySequence("Ctrl+Z")]
    assert set(window.redo_action.shortcuts()) == {
        QKeySequence("Ctrl+Shift+Z"),
        QKeySequence("Ctrl+Y"),
    }
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert window.zoom_in_action.shortcut() == QKeySequence(QKeySequence.StandardKey.ZoomIn)
    assert window.zoom_out_action.shortcut() == QKeySequence(QKeySequence.StandardKey.ZoomOut)
    assert not window.fit_action.shortcut().isEmpty()


def test_zoom_actions_drive_the_view(window: MainWindow) -> None:
    fitted = window.view.zoom()
    window.zoom_in_action.trigger()
    assert window.view.zoom() > fitted
    assert not window.view.is_fitted()
    window.fit_action.trigger()
    assert window.view.zoom() == pytest.approx(fitted)
    window.zoom_out_action.trigger()
    assert window.view.zoom() < fitted


def test_status_bar_shows_zoom(window: MainWindow) -> None:
    window.view.set_zoom(2.0)
    labels = window.statusBar().findChildren(QLabel)
    assert "Zoom 200%" in [label.text() for label in labels]


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_unregistered_game_falls_back_to_a_free_table(
    qtbot: QtBot, game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.games import packages

    # the game's package cannot be imported (missing or broken)
    monkeypatch.setitem(packages.GAME_PACKAGES, game, "tabletop.games.no_such_game")
    monkeypatch.delitem(packages.RULESETS, game, raising=False)
    win = MainWindow(game=game)
    qtbot.addWidget(win)
    assert win.game_id == "free"
    assert "not available yet" in win.notice()
    assert "tabletop.games.no_such_game failed to load" in capsys.readouterr().err


def test_free_table_has_no_notice(window: MainWindow) -> None:
    assert window.notice() == ""


def test_language_change_retranslates(window: MainWindow) -> None:
    window.setWindowTitle("stale")
    window.quit_action.setText("stale")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.windowTitle() != "stale"
    assert window.quit_action.text() == "&Quit"


def test_quit_closes_the_window(window: MainWindow) -> None:
    window.quit_action.trigger()
    assert not window.isVisible()


def test_about_box(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((title, text))
    )
    window.about_action.trigger()
    assert shown and shown[0][0] == "About Tabletop"
    assert "Dragon Ball GT" in shown[0][1]


def test_geometry_is_remembered(qtbot: QtBot, tabletop_home: Path) -> None:
    first = MainWindow(game="free")
    qtbot.addWidget(first)
    first.resize(700, 500)  # inside the 800x600 offscreen screen
    first.show()
    qtbot.waitExposed(first)
    first.close()
    assert load_settings().window_geometry
    assert (tabletop_home / "config" / "settings.json").is_file()

    second = MainWindow(game="free")
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 500)


def test_headless_windows_leave_settings_alone(qtbot: QtBot, tabletop_home: Path) -> None:
    win = MainWindow(game="free", remember_geometry=False)
    qtbot.addWidget(win)
    win.show()
    win.close()
    assert load_settings().window_geometry is None


def test_a_new_game_of_another_kind_shows_only_its_steps(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    from tabletop.ui.session import NewGameOptions

    win = MainWindow(game="dbgt", remember_geometry=False, autosave=False)
    qtbot.addWidget(win)
    win.show()
    assert win.start_game(NewGameOptions(game="yyh", seed=3))
    shown = [label.text() for label in win.step_bar.findChildren(QLabel) if label.isVisible()]
    assert "Main" in shown and "Non-Combat" not in shown and "Rejuvenation" not in shown
