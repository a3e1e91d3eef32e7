"""A card's effects in words on its drawn face and in the Card Preview, in the interface
language, with a "By hand" mark when the rules do not apply them all; a card with printed
effect text only (no effects as data yet) keeps its "Effect text" mark."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.cards.models import Character
from tabletop.ui.card_face import card_pixmap, card_size, paint_card_face
from tabletop.ui.card_faces import kinds
from tabletop.ui.card_faces.effect_text import BY_HAND_FILL, effect_font_pixels, effect_lines
from tabletop.ui.card_faces.text import SMALLEST_PIXELS
from tabletop.ui.card_images import CardImages
from tabletop.ui.main_window import MainWindow

AUTOMATED, BY_HAND = "SAI-22", "SAI-192"  # Power Up!, and a card with a timing by hand


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow("dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.set_language("en")


def _drawn_texts(monkeypatch: pytest.MonkeyPatch, card: object, width: int = 200) -> list[str]:
    """The one-line texts a drawn face of ``card`` sets, and the wrapped ones."""
    texts: list[str] = []
    one_line = kinds.draw_text

    def recording(painter: QPainter, rect: QRectF, text: str, *args: object) -> None:
        texts.append(text)
        one_line(painter, rect, text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(kinds, "draw_text", recording)
    original = QPainter.drawText

    def wrapped(painter: QPainter, *args: object) -> None:
        if len(args) == 3 and isinstance(args[2], str):
            texts.append(args[2])
        original(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", wrapped)
    size = card_size(width)
    image = QImage(size, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    paint_card_face(painter, QRectF(0, 0, size.width(), size.height()), card)  # type: ignore[arg-type]
    painter.end()
    return texts


def _has_colour(pixmap: QImage, colour: str) -> bool:
    target = BY_HAND_FILL.rgb() if colour == "by_hand" else 0
    return any(
        pixmap.pixel(x, y) & 0xFFFFFF == target & 0xFFFFFF
        for y in range(0, pixmap.height(), 2)
        for x in range(0, pixmap.width(), 2)
    )


def test_the_face_reads_the_effects_and_marks_a_card_applied_by_hand(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = default_database()
    drawn = " ".join(_drawn_texts(monkeypatch, db[AUTOMATED]))
    for line in effect_lines(db[AUTOMATED]):
        assert line in drawn
    assert "By hand" not in drawn
    monkeypatch.undo()
    images = CardImages(None)
    automated = card_pixmap(db[AUTOMATED], card_size(200), images=images).toImage()
    by_hand = card_pixmap(db[BY_HAND], card_size(200), images=images).toImage()
    assert _has_colour(by_hand, "by_hand") and not _has_colour(automated, "by_hand")
    bare = db[AUTOMATED].model_copy(update={"effects": ()})
    assert card_pixmap(bare, card_size(200), images=images).toImage() != automated


def test_a_card_with_printed_effect_text_only_keeps_its_mark(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = default_database()
    printed = next(c for c in db if isinstance(c, Character) and c.has_effect_text)
    # every bundled card with printed text now carries its effects as data: a player's own
    # card typed in with the text but no effects yet is built here
    card = printed.model_copy(update={"effects": ()})
    assert card.has_effect_text and effect_lines(printed) != []
    assert effect_lines(card) == []
    assert "Effect text" in _drawn_texts(monkeypatch, card)


@pytest.mark.parametrize("width", [24, 40, 63, 90, 140, 300])
def test_effects_fit_any_face_size_without_going_below_the_smallest_size(
    qapp: QApplication, width: int
) -> None:
    db = default_database()
    for card_id in (AUTOMATED, BY_HAND, "SAI-23"):
        pixmap = card_pixmap(db[card_id], card_size(width), images=CardImages(None))
        assert pixmap.deviceIndependentSize().toSize() == card_size(width)
    lines = effect_lines(db["SAI-23"])
    assert effect_font_pixels(lines, 10, 5, 40) == SMALLEST_PIXELS
    assert effect_font_pixels(lines, 2000, 2000, 12) == 12


def _preview_text(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.preview_dock.findChildren(QLabel))


def test_the_preview_reads_the_effects_in_the_interface_language(window: MainWindow) -> None:
    db = default_database()
    window.preview_dock.show_card(db[BY_HAND], True)
    english = _preview_text(window)
    assert "By hand" in english
    assert "Then remove this card from the game." in english
    window.set_language("ja")
    QApplication.processEvents()
    japanese = _preview_text(window)
    assert "その後、このカードを除外する。" in japanese and "手動" in japanese
    assert "Then remove this card" not in japanese
    window.preview_dock.show_card(db[AUTOMATED], True)
    assert "手動" not in _preview_text(window).replace("手動で適用", "")
    assert "ステージを5上げる" in _preview_text(window)
    window.set_language("en")
    QApplication.processEvents()
    assert "Raise one of your personalities 5 power stages." in _preview_text(window)


def test_the_faces_follow_the_language(window: MainWindow) -> None:
    db = default_database()
    size = QSize(180, round(180 * 88 / 63))
    english = card_pixmap(db[BY_HAND], size).toImage()
    window.set_language("ja")
    QApplication.processEvents()
    assert card_pixmap(db[BY_HAND], size).toImage() != english
    window.set_language("pseudo")  # it has English's locale, not its words
    QApplication.processEvents()
    assert card_pixmap(db[BY_HAND], size).toImage() != english
    window.set_language("en")
    QApplication.processEvents()
    assert card_pixmap(db[BY_HAND], size).toImage() == english
