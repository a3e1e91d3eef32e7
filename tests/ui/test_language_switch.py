"""Switching the language live, with a game on the table, changes everything visible at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.engine.table_actions import NextStep
from tabletop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow("dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.set_language("en")


def test_title_menus_step_bar_and_refusals_follow_the_language(window: MainWindow) -> None:
    step_bar = window._step_bar
    english = (window.windowTitle(), window.game_menu.title(), step_bar.next_button.text())
    assert english[1] == "&Game" and english[2].startswith("Next Step")
    seat = window.session.active_seat()
    window.session.submit(NextStep(1 - seat))  # the other player's step: refused
    refusal_en = window.message()
    assert refusal_en.startswith("✖ Not allowed")

    window.set_language("ja")
    QApplication.processEvents()  # widgets get their LanguageChange events
    assert window.windowTitle() != english[0] and "ドラゴンボールGT" in window.windowTitle()
    assert window.game_menu.title() == "ゲーム(&G)"
    assert step_bar.next_button.text() != english[2]
    window.session.submit(NextStep(1 - seat))
    assert window.message() != refusal_en
    assert not window.message().startswith("✖ Not allowed")

    window.set_language("en")
    QApplication.processEvents()
    assert (window.windowTitle(), window.game_menu.title(), step_bar.next_button.text()) == english
