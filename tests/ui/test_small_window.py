"""A small window leaves the table most of the width: narrow, tabbed docks and a compact step bar."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow


def test_small_window_gives_the_table_most_of_the_width(qtbot: QtBot) -> None:
    window = MainWindow("dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(800, 560)
    window.show()
    qtbot.waitExposed(window)
    assert window.width() == 800  # nothing holds the window wider
    assert window.docks_compact
    assert window.preview_dock in window.tabifiedDockWidgets(window.history_dock)
    assert window.view.width() >= 0.7 * window.width()
    assert window.step_bar.compact
    shown = [label for label in window.step_bar.findChildren(type(window.status.notice_label))
             if label.isVisible() and label.text() == "Draw"]  # fmt: skip
    assert shown  # the current step stays visible

    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not window.docks_compact)
    assert window.preview_dock not in window.tabifiedDockWidgets(window.history_dock)
    assert not window.step_bar.compact
