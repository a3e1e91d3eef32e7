"""How a zone looks on the felt: a dashed outline over a faint shade, and its label (inside a
row or a fan, outside a pile, a slot or a stack, inside an empty zone shrunk to a slot).

What a zone shows is a :class:`ZoneLook`, which says nothing of where the zone lies. A look is
drawn once into a picture at the view's scale (:func:`look_picture`, remembered) and put on the
felt pixel for pixel: a change that moves a row of zones repaints them as copies, with no text
laid out and no dashed outline drawn. :func:`look_extent` is the part of the felt a look covers,
the part of the view's cached background a zone repaints when it moves or changes.
"""

from __future__ import annotations

import enum
import functools
import math
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QTransform,
)

from tabletop.ui.line_breaks import name_pieces

NARROW = 130.0
"""An empty zone narrower than this (scene units) is a slot with its label inside."""
VERTICAL_FORMS = {"ー": "︱", "—": "︱"}
"""Characters written differently in a column (the long-vowel mark stands upright)."""
SLOT_MIN_PX = 11
"""The smallest label across a slot; a word that needs less is written down the slot."""
LABEL_COLOUR = QColor(255, 255, 255, 200)
BLEED = 3.0
"""Room (scene units) round the outline and the label's box kept in a look's extent: the
outline's pen and the glyphs' antialiased edges."""


def label_font(pixels: int) -> QFont:
    """The zones' label font at ``pixels`` pixels (bold)."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def fitted_font(text: str, width: float, largest: int = 26, smallest: int = 17) -> QFont:
    """The label font, made smaller (down to ``smallest`` pixels) until ``text`` fits."""
    return label_font(_fitted_pixels(text, width, largest, smallest, QFont().key()))


@functools.lru_cache(maxsize=1024)
def _fitted_pixels(text: str, width: float, largest: int, smallest: int, family: str) -> int:
    """The pixel size of :func:`fitted_font` (remembered; ``family`` is the application
    font's, which a language may change)."""
    for pixels in range(largest, smallest - 1, -1):
        if QFontMetricsF(label_font(pixels)).horizontalAdvance(text) <= width:
            return pixels
    return smallest


@functools.lru_cache(maxsize=256)
def _outline(width: int, height: int, mine: bool, scale: float) -> QPixmap:
    """A zone's dashed outline and shade, ``width`` × ``height`` scene units drawn at ``scale``
    device pixels a unit (remembered: a dashed outline costs many times a picture of it)."""
    pixmap = QPixmap(max(1, math.ceil(width * scale)), max(1, math.ceil(height * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.scale(scale, scale)
    # a dashed outline drawn antialiased costs many times a plain one: drawn without
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(QPen(QColor(255, 255, 255, 70 if mine else 45), 2.0, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(0, 0, 0, 38) if mine else QColor(0, 0, 0, 26))
    painter.drawRoundedRect(QRectF(0, 0, width, height), 10, 10)
    painter.end()
    return pixmap


def slot_lines(text: str, width: float, height: float) -> tuple[QFont, str]:
    """A Japanese label in a slot ``width`` × ``height``: the font and the label cut into
    lines between its words (:func:`name_pieces`), its longest word whole on a line; or written
    down the slot (縦書き, a character a line) when that word does not fit across at a readable
    size or reads larger so: never cut inside a word."""
    pieces = name_pieces(text)[0]
    widest = QFontMetricsF(label_font(SLOT_MIN_PX))
    longest = max(pieces, key=lambda piece: widest.horizontalAdvance(piece.strip()))
    font = fitted_font(longest.strip(), width, 20, SLOT_MIN_PX)
    chars = [VERTICAL_FORMS.get(c, c) for c in text if not c.isspace()]
    down = int(min(20, width * 0.85, height / (max(1, len(chars)) * 1.45)))
    across = QFontMetricsF(font).horizontalAdvance(longest.strip()) <= width
    if not across or down > font.pixelSize():  # larger down the slot (or only so)
        return label_font(max(8, down)), "\n".join(chars)
    metrics = QFontMetricsF(font)
    lines = [""]
    for piece in pieces:
        if lines[-1] and metrics.horizontalAdvance((lines[-1] + piece).strip()) > width:
            lines.append("")
        lines[-1] += piece
    return font, "\n".join(line.strip() for line in lines)


class LabelPlace(enum.Enum):
    """Where a zone's label goes."""

    INSIDE = "inside"
    """At the top left of the zone (a row, a fan: its cards lie under the label's line)."""
    SLOT = "slot"
    """Inside an empty zone shrunk to a slot, wrapped."""
    ABOVE = "above"
    """Above the zone (a pile, a slot or a stack of the player across the table)."""
    BELOW = "below"
    """Below the zone (a pile, a slot or a stack of the player at the computer)."""


@dataclass(frozen=True)
class ZoneLook:
    """What a zone draws on the felt, wherever it lies: its size (scene units), whether it is
    the seat at the computer's, its label and where the label goes (``spill``: how far an
    outside label may reach past the zone's sides), and the application font's key (a
    language may change it)."""

    width: float
    height: float
    mine: bool
    text: str
    place: LabelPlace
    spill: float = 4.0
    family: str = ""


def _outline_rect(look: ZoneLook) -> QRectF:
    """The outline's rectangle in the zone's coordinates."""
    return QRectF(0, 0, look.width, look.height).adjusted(1, 1, -1, -1)


def _label(look: ZoneLook) -> tuple[QRectF, Qt.AlignmentFlag, QFont, str]:
    """The label's box, alignment, font and text (as drawn: cut into lines or elided)."""
    rect = _outline_rect(look)
    text = look.text
    if look.place is LabelPlace.SLOT:
        box = rect.adjusted(4, 4, -4, -4)
        if text.isascii():  # words: the longest must fit a line
            longest = max(text.split() or [text], key=len)
            font = fitted_font(longest, rect.width() - 8, 20, 9)
            return box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, font, text
        # Japanese: cut between words only, or written down the slot
        font, text = slot_lines(text, rect.width() - 8, rect.height() - 8)
        return box, Qt.AlignmentFlag.AlignCenter, font, text
    spill = look.spill
    if look.place is LabelPlace.ABOVE:
        box = QRectF(rect.left() - spill, rect.top() - 32, rect.width() + 2 * spill, 30)
        align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
    elif look.place is LabelPlace.BELOW:
        box = QRectF(rect.left() - spill, rect.bottom() + 2, rect.width() + 2 * spill, 30)
        align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    else:
        box = rect.adjusted(10, 1, -10, 0)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    font = fitted_font(text, box.width())
    shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, round(box.width()))
    return box, align, font, shown


def paint_label(painter: QPainter, look: ZoneLook) -> None:
    """Write the zone's label (the painter in the zone's coordinates)."""
    box, align, font, text = _label(look)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(LABEL_COLOUR)
    painter.setFont(font)
    painter.drawText(box, align, text)


@functools.lru_cache(maxsize=512)
def label_extent(look: ZoneLook) -> QRectF:
    """Where the label of ``look`` is written, in the zone's coordinates."""
    box, align, font, text = _label(look)
    written = QFontMetricsF(font).boundingRect(box, int(align.value), text)
    return written.adjusted(-BLEED, -BLEED, BLEED, BLEED)


@functools.lru_cache(maxsize=512)
def look_extent(look: ZoneLook) -> QRectF:
    """The part of the felt ``look`` covers, in the zone's coordinates: its outline and its
    label."""
    outline = _outline_rect(look).adjusted(-BLEED, -BLEED, BLEED, BLEED)
    return outline.united(label_extent(look))


def only_label_differs(one: ZoneLook, other: ZoneLook) -> bool:
    """True when two looks differ in their label's text alone (a fan's count)."""
    return one.text != other.text and (
        one.width,
        one.height,
        one.mine,
        one.place,
        one.spill,
        one.family,
    ) == (other.width, other.height, other.mine, other.place, other.spill, other.family)


@functools.lru_cache(maxsize=256)
def look_picture(look: ZoneLook, scale: float, dpr: float) -> tuple[QPixmap, QPoint]:
    """``look`` drawn at ``scale`` pixels a scene unit (``dpr`` device pixels a pixel), and
    where the outline's corner lies in it (whole device pixels): the outline put pixel for
    pixel, the label at its place from it (remembered: a change moves every zone of a row)."""
    rect = _outline_rect(look)
    extent = look_extent(look)
    pixels = scale * dpr
    corner = QPoint(
        math.ceil((rect.left() - extent.left()) * pixels),
        math.ceil((rect.top() - extent.top()) * pixels),
    )
    width = corner.x() + math.ceil((extent.right() - rect.left()) * pixels) + 1
    height = corner.y() + math.ceil((extent.bottom() - rect.top()) * pixels) + 1
    picture = QPixmap(width, height)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    outline = _outline(round(rect.width()), round(rect.height()), look.mine, round(pixels, 3))
    painter.drawPixmap(corner, outline)
    painter.translate(corner)
    painter.scale(pixels, pixels)
    painter.translate(-rect.topLeft())
    paint_label(painter, look)
    painter.end()
    picture.setDevicePixelRatio(dpr)
    return picture, corner


def draw_look(painter: QPainter, look: ZoneLook, transform: QTransform | None = None) -> None:
    """Paint ``look`` (the painter in the zone's coordinates, or ``transform`` from them to the
    device): upright, its picture copied at the outline's corner rounded to a device pixel;
    turned or sheared, drawn through the transform. The painter's transform is as it was."""
    given = painter.transform()
    if transform is None:
        transform = given
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    dpr = 1.0 if dpr <= 0 else dpr
    rect = _outline_rect(look)
    if transform.m12() == 0 and transform.m21() == 0 and transform.m11() > 0:
        scale = round(transform.m11(), 3)
        picture, corner = look_picture(look, scale, dpr)
        at = transform.map(rect.topLeft())
        x = round(at.x() * dpr) - corner.x()
        y = round(at.y() * dpr) - corner.y()
        painter.resetTransform()
        painter.drawPixmap(QPointF(x / dpr, y / dpr), picture)
        painter.setTransform(given)
        return
    painter.save()
    painter.setTransform(transform)
    scale = math.hypot(transform.m11(), transform.m12())  # zoom, whatever the rotation
    outline = _outline(round(rect.width()), round(rect.height()), look.mine, round(scale, 3))
    painter.drawPixmap(rect, outline, QRectF(outline.rect()))
    paint_label(painter, look)
    painter.restore()
