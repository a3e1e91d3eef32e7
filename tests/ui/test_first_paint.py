"""The window of a start before its game: its menus and the empty table, completed by the
first click or key press (nothing the user does then is lost), closed without being built; and
the calculator dock works out only the page in front (no other game imported for the other)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from tabletop.paths import config_dir
from tabletop.ui.main_window import MainWindow
from tabletop.ui.window.shell import EarlySettings, EmptyTable, InputGate, peek_settings


def early_window(qtbot: QtBot) -> MainWindow:
    """A shown window as a start shows it first, with its input gate."""
    window = MainWindow(remember_geometry=False, early=EarlySettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    InputGate(window, window.complete)
    return window


def test_the_first_paint_shows_the_menus_and_the_empty_table(qtbot: QtBot) -> None:
    window = early_window(qtbot)
    assert not window.completed
    assert isinstance(window.centralWidget(), EmptyTable)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[:2] == ["&Game", "&Edit"]
    assert window.windowTitle() == "Tabletop"  # the title bar, the task bar, Alt+Tab
    assert window.windowHandle().title() == "Tabletop"
    window.complete()
    assert window.completed
    assert window.windowHandle().title() == "Untitled — Dragon Ball GT — Tabletop"
    assert window.centralWidget() is window.view
    assert window.session.game_id == "dbgt"


def test_a_click_on_a_menu_before_the_game_opens_the_menu_of_a_whole_window(
    qtbot: QtBot,
) -> None:
    window = early_window(qtbot)
    bar = window.menuBar()
    game_menu = bar.actions()[0]
    where = bar.mapTo(window, bar.actionGeometry(game_menu).center())
    handle = window.windowHandle()  # as the platform sends it: through the native window
    QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    assert window.completed
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    assert QApplication.activePopupWidget() is game_menu.menu()
    QApplication.activePopupWidget().close()


def test_a_shortcut_before_the_game_reaches_the_whole_window(qtbot: QtBot) -> None:
    window = early_window(qtbot)
    fitted: list[bool] = []
    window.menu_actions["fit"].triggered.connect(lambda: fitted.append(window.completed))
    handle = window.windowHandle()
    QTest.keyClick(handle, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # fit the table
    assert fitted == [True]


def test_a_window_closed_before_its_game_closes_unbuilt(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False, early=EarlySettings())
    qtbot.addWidget(window)
    window.show()
    assert window.close()
    assert not window.completed


def test_the_settings_peek_ignores_what_it_cannot_use() -> None:
    settings = config_dir() / "settings.json"
    settings.unlink(missing_ok=True)
    assert peek_settings() == EarlySettings()  # no file
    for text, expected in [
        ('{"language": "ja", "window_geometry": "AdnQyw=="}', EarlySettings("ja", "AdnQyw==")),
        ('{"language": "klingon", "window_geometry": 5}', EarlySettings()),
        ('{"language": "en", "window_geometry": "ジオ"}', EarlySettings("en")),
        ("[1, 2", EarlySettings()),
        ("[]", EarlySettings()),
    ]:
        settings.write_text(text, encoding="utf-8")
        assert peek_settings() == expected, text
    settings.write_bytes(b"\xff\xfe")
    assert peek_settings() == EarlySettings()
    settings.unlink()
    os.mkfifo(settings)  # read, it would wait for a writer for ever
    assert peek_settings() == EarlySettings()


def test_the_calculator_works_out_the_other_games_page_when_it_comes_to_the_front(
    qtbot: QtBot,
) -> None:
    window = MainWindow("dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    dock = window.calculator_dock
    assert dock.tabs.currentWidget() is dock.pat_page
    assert "stages of damage" in dock.pat_result.text()
    assert dock.points_result.text() == ""  # not worked out behind the PAT page
    dock.tabs.setCurrentWidget(dock.points_page)
    assert "damage" in dock.points_result.text()
