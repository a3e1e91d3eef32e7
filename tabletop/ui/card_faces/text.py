"""Setting text on a drawn card face (see :mod:`tabletop.ui.card_face`): the inks, the fonts
(never below :data:`SMALLEST_PIXELS`), a line elided when too long, a chip, a power rating as
printed, and how a card's name is set on its band (:func:`name_layout`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from tabletop.ui.line_breaks import name_pieces

INK = QColor("#1b1b1b")
"""The ink of a face's text."""
MUTED = QColor("#4a4a4a")
"""The ink of a face's lesser text (the type line, the footer)."""


def format_power(value: int | str) -> str:
    """A power rating as printed, with digit grouping (``12,000``)."""
    return f"{value:,}" if isinstance(value, int) else str(value)


SMALLEST_PIXELS = 5
"""No text on a face is set smaller: what does not fit at this size is elided."""


def face_font(pixel_size: float, *, bold: bool = False) -> QFont:
    """The font of a face's text at ``pixel_size`` (never below :data:`SMALLEST_PIXELS`)."""
    font = QFont()
    font.setPixelSize(max(SMALLEST_PIXELS, round(pixel_size)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferFullHinting)
    return font


def fitted_font(
    text: str, width: float, size: float, minimum: float, *, bold: bool = False
) -> QFont:
    """The largest font from ``size`` down to ``minimum`` in which ``text`` fits ``width``
    (never below :data:`SMALLEST_PIXELS`: a face drawn tiny elides its text instead)."""
    font = face_font(size, bold=bold)
    floor = max(SMALLEST_PIXELS, minimum)
    while font.pixelSize() > floor and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> None:
    """One line of ``text`` in ``rect``, elided at the right when too long."""
    painter.setFont(font)
    painter.setPen(colour)
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)


def draw_chip(painter: QPainter, rect: QRectF, text: str, fill: QColor, colour: QColor) -> None:
    """Text on a rounded chip."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    radius = rect.height() * 0.3
    painter.drawRoundedRect(rect, radius, radius)
    font = fitted_font(text, rect.width() - rect.height() * 0.4, rect.height() * 0.7, 5, bold=True)
    draw_text(painter, rect, text, font, colour, Qt.AlignmentFlag.AlignHCenter)


LINE = 1.05 / 1.08
"""A name line's height over its font's pixel size (lines may use the band's edges a little)."""
READABLE_PX = 8


def _splits(parts: list[str], joiner: str, lines: int) -> list[list[str]]:
    """Every way to cut ``parts`` into ``lines`` non-empty runs, each joined by ``joiner``."""
    if lines == 1:
        return [[joiner.join(parts)]]
    out: list[list[str]] = []
    for cut in range(1, len(parts) - lines + 2):
        head = joiner.join(parts[:cut])
        out += [[head, *rest] for rest in _splits(parts[cut:], joiner, lines - 1)]
    return out


def name_layout(name: str, header: QRectF) -> tuple[QFont, list[str]]:
    """How a name is set on its band: the font and the lines. One line, shrunk to fit down to
    a readable size; else two (or, on a band tall enough, three) lines, cut where they fit,
    at words, or for a name without spaces such as a Japanese one where
    :func:`~tabletop.ui.line_breaks.name_pieces` allows;
    else one line at the readable size, elided when drawn."""
    pad = header.height() * 0.22
    width = header.width() - 2 * pad
    readable = max(float(READABLE_PX), header.height() * 0.46)
    font = fitted_font(name, width, header.height() * 0.62, readable, bold=True)
    if QFontMetricsF(font).horizontalAdvance(name) <= width:
        return font, [name]
    # cut after a space or a hyphen; a Japanese name between words, else between characters
    for parts in name_pieces(name):
        for lines in (2, 3):
            if len(parts) < lines or header.height() / (lines * LINE) < READABLE_PX:
                break
            cuts = [[line.strip() for line in cut] for cut in _splits(parts, "", lines)]
            pixels = math.floor(min(header.height() / (lines * LINE), header.height() * 0.5))
            while pixels >= READABLE_PX:
                candidate = face_font(pixels, bold=True)
                metrics = QFontMetricsF(candidate)
                fitting = [(max(metrics.horizontalAdvance(ln) for ln in cut), cut) for cut in cuts]
                fitting = [(widest, cut) for widest, cut in fitting if widest <= width]
                if fitting:
                    return candidate, min(fitting)[1]
                pixels -= 1
    return font, [name]


def set_whole(name: str, header: QRectF) -> bool:
    """Whether ``name`` is set whole (no line elided) on the band ``header``."""
    font, lines = name_layout(name, header)
    width = header.width() - 2 * header.height() * 0.22
    metrics = QFontMetricsF(font)
    return all(metrics.horizontalAdvance(line) <= width for line in lines)
