"""The window's layout as a returning player meets it: the docks come back as they were left,
a saved state that would squeeze the table is dropped for the default (and said), and
*View → Reset Layout* brings the default back. Each window here is built as a start builds
it: shown at its first paint, its docks added after (tests/test_second_start.py does the
same in real child processes)."""

from __future__ import annotations

import base64

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings_owner import settings_owner
from tabletop.ui.window.docks import TABLE_SHARE
from tabletop.ui.window.shell import EarlySettings

SIZE = (1280, 780)

SQUEEZED = (
    "000000ff00000000fd00000001000000010000043600000283fc0200000002fb00000016005000720065007600"
    "69006500770044006f0063006b0100000037000001710000008a00fffffffc000001ae0000010c0000010c0100"
    "0019fa000000000200000003fb000000160048006900730074006f007200790044006f0063006b0100000000ff"
    "ffffff0000007600fffffffb0000000e004c006f00670044006f0063006b0100000000ffffffff0000005600ff"
    "fffffb0000001c00430061006c00630075006c00610074006f00720044006f0063006b0100000000ffffffff00"
    "0000f200ffffff000000440000028300000004000000040000000800000008fc00000001000000020000000100"
    "00001600530074006500700054006f006f006c0042006100720100000000ffffffff0000000000000000"
)
"""A dock state as today's second start wrote it: the docks 1078 px wide, the table 68."""


def started(qtbot: QtBot, size: tuple[int, int] = SIZE) -> MainWindow:
    """A window started as the app starts one: painted first, completed after."""
    owner = settings_owner()
    window = MainWindow("dbgt", early=EarlySettings(window_geometry=owner.current.window_geometry))
    qtbot.addWidget(window)
    if not owner.current.window_geometry:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.complete(owner)
    qtbot.wait(50)
    return window


def table_share(window: MainWindow) -> float:
    return window.view.width() / window.width()


def test_the_docks_come_back_as_the_player_left_them(qtbot: QtBot) -> None:
    first = started(qtbot, (790, 700))  # (inside the offscreen platform's screen)
    first.resizeDocks([first.history_dock], [320], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: first.view.width() < 500)
    table = first.view.width()
    first.close()
    again = started(qtbot)
    assert again.size() == first.size()
    assert abs(again.view.width() - table) <= 2, (table, again.view.width())
    assert "layout" not in again.message()


def test_a_state_that_squeezes_the_table_is_dropped_and_said(qtbot: QtBot) -> None:
    state = base64.b64encode(bytes.fromhex(SQUEEZED)).decode("ascii")
    settings_owner().update(window_state=state)
    window = started(qtbot)
    qtbot.waitUntil(lambda: "layout" in window.message())  # (not the game's opening words)
    qtbot.waitUntil(lambda: table_share(window) >= TABLE_SHARE)
    assert window.view.is_fitted() and window.view.zoom() > 0.3


@pytest.mark.parametrize("size", [(1280, 780), (760, 560)])
def test_reset_layout_brings_every_dock_back_to_its_place(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = started(qtbot)
    window.resize(*size)
    qtbot.wait(20)
    window.preview_dock.setFloating(True)
    window.log_dock.hide()
    window.resizeDocks([window.history_dock], [900], Qt.Orientation.Horizontal)
    window.menu_actions["reset_layout"].trigger()
    qtbot.wait(20)
    for dock in window.docks.all:
        assert dock.isVisible() or window.tabifiedDockWidgets(dock), dock.objectName()
        assert not dock.isFloating()
        assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert table_share(window) >= TABLE_SHARE
    assert window.docks_compact == (size[0] < 1000)
