"""A card's effects on its drawn face: the sentences of its effects in the interface language
(:mod:`tabletop.games.effect_words`) and a "By hand" mark when the rules do not apply them all.

The sentences are set as large as the room lets them be, wrapped between words, from a size
the rest of the face uses down to :data:`~tabletop.ui.card_face.SMALLEST_PIXELS`; what does
not fit even then is cut at the last line that fits, elided (the Card Preview shows it whole).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from tabletop.games.effect_words import all_automated, card_effect_lines, card_effects
from tabletop.ui.card_faces.text import INK, SMALLEST_PIXELS, draw_chip, face_font

BY_HAND_FILL = QColor("#e65100")
"""The colour of the "By hand" mark (the players apply the effect themselves)."""
_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def _qt_translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def effect_lines(card: object) -> list[str]:
    """The sentences of ``card``'s effects in the interface language (none without effects)."""
    return card_effect_lines(card, _qt_translate)


def has_effects(card: object) -> bool:
    """Whether ``card`` carries effects as data (a card with only printed text does not)."""
    return bool(card_effects(card))


def by_hand_label() -> str:
    """The words of the mark of a card whose effects are not all applied by the rules."""
    return QCoreApplication.translate("CardFace", "By hand")


def _height(lines: list[str], width: float, pixels: int) -> float:
    metrics = QFontMetricsF(face_font(pixels))
    gap = pixels * 0.3
    return sum(
        metrics.boundingRect(QRectF(0, 0, width, 1e6), _WRAP, t).height() + gap for t in lines
    )


def effect_font_pixels(lines: list[str], width: float, height: float, start: float) -> int:
    """The largest pixel size from ``start`` down to the smallest at which ``lines``, wrapped
    at ``width``, take at most ``height`` (the smallest when none does)."""
    pixels = max(SMALLEST_PIXELS, round(start))
    while pixels > SMALLEST_PIXELS and _height(lines, width, pixels) > height:
        pixels -= 1
    return pixels


def paint_effects(painter: QPainter, rect: QRectF, card: object, line_h: float) -> float:
    """Draw ``card``'s effects in ``rect`` (the mark first when by hand); the height taken
    (0 for a card without effects or without room)."""
    lines = effect_lines(card)
    if not lines or rect.height() < SMALLEST_PIXELS or rect.width() < 10:
        return 0.0
    y = rect.top()
    if not all_automated(card):
        mark_h = min(line_h * 0.9, rect.height() / 3)
        label = by_hand_label()
        width = min(
            rect.width(),
            QFontMetricsF(face_font(mark_h * 0.7, bold=True)).horizontalAdvance(label)
            + mark_h * 0.8,
        )
        draw_chip(
            painter,
            QRectF(rect.right() - width, y, width, mark_h),
            label,
            BY_HAND_FILL,
            QColor("#ffffff"),
        )
        y += mark_h * 1.15
    room = QRectF(rect.left(), y, rect.width(), rect.bottom() - y)
    pixels = effect_font_pixels(lines, room.width(), room.height(), line_h * 0.62)
    font = face_font(pixels)
    metrics = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(INK)
    for text in lines:
        left = room.bottom() - y
        if left < metrics.height():
            break
        need = metrics.boundingRect(QRectF(0, 0, room.width(), 1e6), _WRAP, text).height()
        if need > left:  # the last lines that fit, the rest elided
            rows = max(1, int(left // metrics.lineSpacing()))
            text = _elided_rows(text, metrics, room.width(), rows)
            need = rows * metrics.lineSpacing()
        painter.drawText(QRectF(room.left(), y, room.width(), need), _WRAP, text)
        y += need + pixels * 0.3
    return y - rect.top()


def _elided_rows(text: str, metrics: QFontMetricsF, width: float, rows: int) -> str:
    """``text`` cut to what ``rows`` wrapped lines of ``width`` hold, ending in an ellipsis."""
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width * rows * 0.92)
