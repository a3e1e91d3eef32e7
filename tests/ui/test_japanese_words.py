"""The Japanese words of single places a Japanese player met in English or cut badly: the
refusal that names a card, the card's tooltip, the Card Preview's title and counters, the
card-effect menu's stats, a named card's face, the bundled decks, a level change, and the
zone labels of narrow slots (cut between words only, or written down the slot)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from typing_extensions import override

from tabletop.cards import default_database
from tabletop.engine import GameState
from tabletop.games.dbgt.actions import EffectLevel
from tabletop.games.yyh.actions import Modify
from tabletop.i18n.reasons import verdict_text
from tabletop.ui.card_face import paint_card_face
from tabletop.ui.line_breaks import name_pieces
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.table.zone_paint import paint_label

from .conftest import shown_window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot, "yyh", (1280, 800))
    win.set_language("ja")
    yield win
    win.set_language("en")


class Recording(QPainter):
    """A painter that keeps every text drawn through it, with its flags."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.drawn: list[tuple[str, int]] = []

    @override
    def drawText(self, *args: object) -> None:  # type: ignore[override]
        texts = [a for a in args if isinstance(a, str)]
        flags = [int(a) for a in args if isinstance(a, int) or hasattr(a, "value")]  # type: ignore[call-overload]
        self.drawn += [(text, flags[0] if flags else 0) for text in texts]
        super().drawText(*args)  # type: ignore[call-overload]


def test_a_refusal_names_the_card_in_japanese(window: MainWindow) -> None:
    text = verdict_text("yyh.same_character", {"name": "Karasu"})
    assert "鴉" in text and "Karasu" not in text
    text = verdict_text("dbgt.named_card", {"name": "Goku's Physical Attack",
                                                           "character": "Goku"})  # fmt: skip
    assert "Goku" not in text and "孫悟空" in text


def _state(window: MainWindow) -> GameState:
    return window.session.controller.state


def test_tooltips_preview_and_menus_speak_japanese(window: MainWindow) -> None:
    session = window.session
    state = _state(window)
    fighter = state.zones["p0.arena"].cards[0]
    item = window.scene.card_item(fighter)
    assert item is not None and item.card is not None
    assert item.toolTip() == item.card.name_ja  # the name the face shows, not "Yusuke"
    card = default_database()["GF-C16"]
    window.preview_dock.show_card(card, True, {"duration": 3, "played_by": 0})
    preview = " ".join(label.text() for label in window.preview_dock.findChildren(QLabel))
    assert "<b>獄門鬼 (Gokumonki)</b>" in preview  # the interface language first
    assert "duration" not in preview and "played_by" not in preview
    modify = Modify(session.seat, fighter, "atk", 1000, "turn")
    words = session.action_text(modify)
    assert "atk" not in words and "攻撃力 +1000" in words, words


def test_a_level_change_says_whose_main_personality(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    window.set_language("ja")
    try:
        words = window.session.action_text(EffectLevel(0, 0, 1))
        assert "メイン人物のレベルを+1" in words, words
    finally:
        window.set_language("en")


def test_a_named_card_names_its_character_in_japanese(window: MainWindow) -> None:
    card = default_database()["SAI-215"]  # a Drill named for Krillin
    image = QImage(252, 352, QImage.Format.Format_ARGB32_Premultiplied)
    painter = Recording(image)
    paint_card_face(painter, QRectF(0, 0, 252, 352), card)
    painter.end()
    texts = [text for text, _ in painter.drawn]
    assert any("クリリン" in text and "ネームド" in text for text in texts), texts
    assert not any("Krillin" in text for text in texts), texts


def test_the_bundled_decks_have_japanese_names(window: MainWindow) -> None:
    from tabletop.ui.dialogs.new_game import NewGameDialog

    for game in ("yyh", "dbgt"):
        dialog = NewGameDialog(window, game=game)
        names = [dialog.decks[0].itemText(i) for i in range(dialog.decks[0].count())]
        dialog.deleteLater()
        assert any("チーム" in n or "デモ" in n for n in names), names
        assert not any("Team" in n or "demo" in n for n in names), names


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_slot_labels_break_only_between_words(qtbot: QtBot, game: str) -> None:
    window = shown_window(qtbot, game, (1280, 800))
    window.set_language("ja")
    try:
        assert window.start_game(NewGameOptions(game=game, seed=3))
        narrow = [z for z in window.scene.zone_items().values()
                  if not z.cards and z.scene_rect().width() < 130]  # fmt: skip
        assert narrow
        checked = 0
        for zone in narrow:
            image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
            painter = Recording(image)
            paint_label(painter, zone.look())  # what the zone's picture is written with
            painter.end()
            label = zone.label_text()
            if label.isascii() or " " in label:
                continue
            cuts, at = set(), 0
            for word in name_pieces(label)[0]:  # where a line may end: between words
                at += len(word)
                cuts.add(at)
            for text, flags in painter.drawn:
                assert not flags & 0x2000, (label, "wrapped anywhere")  # Qt.TextWrapAnywhere
                lines = text.split("\n")
                if len(lines) > 1 and all(len(line) == 1 for line in lines):
                    checked += 1  # written down the slot (縦書き): no word is cut
                    continue
                assert "".join(lines) == label
                ends = [sum(len(line) for line in lines[: i + 1]) for i in range(len(lines))]
                assert set(ends) <= cuts, (label, lines)
                checked += 1
        assert checked
    finally:
        window.set_language("en")
