"""Help → How to play opens a guide of each game (steps, buttons, keys) in the interface's
language, every word of it translated."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.games import GAME_PACKAGES
from tabletop.ui.dialogs.how_to_play import KEYS, HowToPlayDialog, game_guide
from tabletop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow("yyh", remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.set_language("en")


def open_guide(window: MainWindow) -> HowToPlayDialog:
    assert window.how_to_play_action in window.help_menu.actions()
    window.how_to_play_action.trigger()
    shown = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, HowToPlayDialog) and w.isVisible()
    ]
    assert len(shown) == 1
    return shown[0]


def sources(game: str) -> list[tuple[str, str]]:
    """(context, text) of every text of the guide of ``game``."""
    guide = game_guide(game)
    assert guide is not None
    title, sections = guide
    out = [("HowToPlay", title)]
    for heading, paragraphs in sections:
        out += [("HowToPlay", heading), *(("HowToPlay", p) for p in paragraphs)]
    return out + [("HowToPlayDialog", text) for text in KEYS]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guide_of_each_game_opens_in_the_language(window: MainWindow, language: str) -> None:
    window.set_language(language)
    QApplication.processEvents()
    dialog = open_guide(window)
    assert list(dialog.pages) == ["yyh", "dbgt"]  # the game on the table first
    assert set(dialog.pages) == set(GAME_PACKAGES)
    for index, game in enumerate(dialog.pages):
        title, sections = game_guide(game)  # type: ignore[misc]
        assert dialog.tabs.tabText(index) == QCoreApplication.translate("HowToPlay", title)
        text = dialog.page_text(game)
        for context, source in sources(game):
            translated = QCoreApplication.translate(context, source)
            if language == "ja":
                assert translated != source, f"untranslated: {source!r}"
            else:
                assert translated == source
        heading = QCoreApplication.translate("HowToPlay", sections[0][0])
        assert heading in text
        assert ("ステップバー" in text) == (language == "ja")
        assert ("step bar" in text) == (language == "en")
    dialog.close()


def test_the_guide_follows_a_language_switch(window: MainWindow) -> None:
    dialog = open_guide(window)
    english = dialog.page_text("dbgt")
    assert "Declare Combat" in english and "N: next step" in english
    window.set_language("ja")
    QApplication.processEvents()
    japanese = dialog.page_text("dbgt")
    assert japanese != english and "戦闘を宣言" in japanese
    assert dialog.windowTitle() == "遊び方"
