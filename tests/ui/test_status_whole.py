"""A refusal's reason shows whole in the status bar at 1280 × 800 (it was cut under the rules
mode's label): the message wraps and the bar grows to hold it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tabletop.ui.main_window import MainWindow
from tabletop.ui.window.shell import EarlySettings

LONG = (
    "Against the rules (manual mode): No rule moves card Saibaimen Lv1 to Player 2's Setups "
    "now; use a card-effect action. The Double-Power Rule: the stronger starts at a low stage."
)


def _shows_whole(label: QLabel) -> bool:
    metrics = label.fontMetrics()
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height()
    return metrics.horizontalAdvance(label.text()) <= label.contentsRect().width()


def test_a_long_refusal_shows_whole_beside_the_mode(qtbot: QtBot) -> None:
    window = MainWindow("dbgt", remember_geometry=False, early=EarlySettings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.complete()
    window.show()
    qtbot.waitExposed(window)
    status = window.status
    status.show_mode("dbgt", None)
    status.show_message(LONG, error=True)
    qtbot.wait(20)
    label, mode = status.message_label, status.game_label
    assert label.isVisible() and label.text() == LONG
    assert _shows_whole(label), (label.width(), label.height())
    assert label.geometry().right() < mode.geometry().left()  # not under the mode's label
    assert window.view.height() > 500  # the bar grew a line or two, the table kept its room
