"""Switching the language live, with a game on the table, changes everything visible at once."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from tabletop.engine.table_actions import NextStep
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.table.card_item import CardItem


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


def _face(item: CardItem) -> QImage:
    """The card item as it paints itself (through the table's pixmap cache), on a blank image."""
    image = QImage(300, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(150, 200)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _main_personality(window: MainWindow) -> CardItem:
    """The face-up Main Personality of the seat to play (a card with a Japanese name)."""
    seat = window.session.seat
    items = window.scene.zone_items()[f"p{seat}.mp"].cards
    item = next(i for i in items if i.card is not None and not i.hidden and i.card.name_ja)
    return item


def test_card_faces_follow_the_language_and_a_new_game_starts_in_it(window: MainWindow) -> None:
    english = _face(_main_personality(window))

    window.set_language("ja")
    QApplication.processEvents()
    japanese = _face(_main_personality(window))
    assert japanese != english

    window.start_game(NewGameOptions(game="dbgt", seed=3))
    QApplication.processEvents()
    assert _face(_main_personality(window)) == japanese

    window.set_language("en")
    QApplication.processEvents()
    assert _face(_main_personality(window)) == english


def _entries(menu: QMenu, path: str = "") -> list[tuple[str, str]]:
    """(where, text) of every entry of ``menu`` and of its submenus, depth first."""
    found: list[tuple[str, str]] = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        found.append((path, action.text()))
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _entries(sub, f"{path}{action.text()} › ")
    return found


def _all_menus(window: MainWindow) -> list[tuple[str, str]]:
    """Every entry of every card and zone context menu on the table, in a fixed order."""
    scene = window.scene
    entries: list[tuple[str, str]] = []
    for zone_id, zone in sorted(scene.zone_items().items()):
        entries += _entries(scene.zone_menu(zone), f"{zone_id}: ")
    for item in sorted(scene.card_items(), key=lambda i: (i.zone_id, i.uid or -1)):
        entries += _entries(scene.card_menu(item), f"card {item.uid} in {item.zone_id}: ")
    return entries


def _without_names(text: str, window: MainWindow) -> str:
    """``text`` without the card names and ids it may rightly hold, and without numbers."""
    for item in window.scene.card_items():
        card = item.card
        if card is not None:
            for word in sorted({card.name, card.name_ja or "", card.id}, key=len, reverse=True):
                if word:
                    text = text.replace(word, "")
    return re.sub(r"[0-9.,+−-]+", "", text)


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_every_card_and_zone_menu_entry_is_translated(qtbot: QtBot, game: str) -> None:
    window = MainWindow(game, remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    try:
        english = _all_menus(window)
        window.set_language("ja")
        QApplication.processEvents()
        japanese = _all_menus(window)
    finally:
        window.set_language("en")
    assert len(japanese) == len(english) > 20
    untranslated = [
        f"{where}{en}"
        for (where, en), (_, ja) in zip(english, japanese, strict=True)
        if ja == en and re.search(r"[A-Za-z]", _without_names(ja, window))
    ]
    assert untranslated == [], "\n".join(sorted({u.rsplit(": ", 1)[-1] for u in untranslated}))
