"""The main window's actions are one table: each row is a menu entry that calls its handler."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow
from tabletop.ui.window.actions import ACTIONS, MENUS, ActionSpec, WindowActions


def _handler(window: object, path: str) -> object:
    for name in path.split("."):
        window = getattr(window, name)
    return window


def test_every_row_names_a_handler_of_the_window(qtbot: QtBot) -> None:
    window = MainWindow("free", remember_geometry=False)
    qtbot.addWidget(window)
    for spec in ACTIONS:
        assert callable(_handler(window, spec.handler)), spec.id
        action = getattr(window, f"{spec.id}_action")
        assert action is window.menu_actions[spec.id]
        assert action in window.menu_actions.menu(spec.menu).actions()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Tools", "&Language", "&Help"]
    assert len(titles) == len(MENUS)


class _Window(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[object, ...]] = []

    def greet(self, *args: object) -> None:
        self.calls.append(args)


def test_a_row_is_a_menu_entry(qtbot: QtBot) -> None:
    window = _Window()
    qtbot.addWidget(window)
    table = (
        ActionSpec("first", "First", "help", "greet", ("Ctrl+1",), "a"),
        ActionSpec("second", "Second", "help", "greet", (), "b", args=("x",)),
        ActionSpec("third", "Third", "help", "greet", (), "b", checkable=True),
    )
    actions = WindowActions(window, table, (("help", "Help"),))
    actions.retranslate()
    menu = actions.menu("help")
    entries = [(a.text(), a.isSeparator()) for a in menu.actions()]
    assert entries == [("First", False), ("", True), ("Second", False), ("Third", False)]
    assert menu.title() == "Help" and actions["first"].shortcut().toString() == "Ctrl+1"
    for action_id in ("first", "second", "third"):
        action = getattr(window, f"{action_id}_action")
        assert isinstance(action, QAction)
        action.trigger()
    assert window.calls == [(), ("x",), (True,)]
