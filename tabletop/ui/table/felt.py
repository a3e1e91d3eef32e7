"""The felt of the table: a dark surround, a green cloth with a radial shade and a fine grain,
a rim, a faint centre line and the line of the sidebar (the zones are drawn on it by the
scene)."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from tabletop.ui.table.zone_items import SIDEBAR

SURROUND = QColor("#1b231e")
FELT_CENTRE = QColor("#2e7d4b")
FELT_EDGE = QColor("#1c5632")
RIM = QColor("#0f3320")
CORNER_RADIUS = 36.0
PICTURE_PIXELS = 12_000_000
"""The largest picture of the felt kept (about 48 MB; zoomed in further, it is painted)."""
_TEXTURE_SIZE = 64
_TEXTURE_SEED = 20040


def _felt_texture() -> QImage:
    """A small tileable speckle pattern that gives the felt its grain (deterministic)."""
    rng = random.Random(_TEXTURE_SEED)
    pixels = bytearray(_TEXTURE_SIZE * _TEXTURE_SIZE * 4)  # premultiplied BGRA, transparent
    for offset in range(0, len(pixels), 4):
        shade = rng.random()
        if shade < 0.3:
            pixels[offset + 3] = rng.randint(6, 22)  # a dark speck: black, premultiplied
        elif shade > 0.75:
            alpha = rng.randint(3, 12)  # a light speck: white, premultiplied
            pixels[offset : offset + 4] = bytes((alpha, alpha, alpha, alpha))
    image = QImage(
        bytes(pixels),
        _TEXTURE_SIZE,
        _TEXTURE_SIZE,
        _TEXTURE_SIZE * 4,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    return image.copy()  # own the pixels (the bytes above are temporary)


class Felt:
    """The felt of a table of the given rectangle (scene units)."""

    _grain: QBrush | None = None  # one grain for every table

    def __init__(self, table: QRectF) -> None:
        self.table = QRectF(table)
        self.outline = QPainterPath()
        self.outline.addRoundedRect(self.table, CORNER_RADIUS, CORNER_RADIUS)
        self._picture: tuple[object, QPixmap] | None = None  # the felt at the view's scale
        if Felt._grain is None:
            Felt._grain = QBrush(_felt_texture())

    def paint(self, painter: QPainter, exposed: QRectF, *, sidebar: bool) -> None:
        """Paint the surround and, where ``exposed`` meets it, the felt (with the sidebar's line
        when a game is on the table): upright, a picture of the felt at the painter's scale put
        pixel for pixel (a gradient and a grain over a row that moved cost many times more).
        The picture holds the surround in its corners, so it is copied, not blended."""
        transform = painter.transform()
        upright = transform.m12() == 0 and transform.m21() == 0 and transform.m11() > 0
        size = self.table.width() * transform.m11() * self.table.height() * transform.m22()
        pictured = upright and size <= PICTURE_PIXELS
        if not pictured or not self.table.contains(exposed):
            painter.fillRect(exposed, SURROUND)
        if not exposed.intersects(self.table):
            return
        if not pictured:
            self._draw(painter, sidebar=sidebar)
            return
        corner = transform.map(self.table.topLeft())
        whole = QPoint(math.floor(corner.x()), math.floor(corner.y()))
        offset = (round(corner.x() - whole.x(), 2), round(corner.y() - whole.y(), 2))
        key = (round(transform.m11(), 4), round(transform.m22(), 4), offset, sidebar)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, self._pictured(key[0], key[1], offset, sidebar))
        shown = transform.mapRect(exposed.intersected(self.table)).toAlignedRect()
        source = shown.translated(-whole.x(), -whole.y())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(shown.topLeft(), self._picture[1], source)
        painter.restore()

    def _pictured(
        self, sx: float, sy: float, offset: tuple[float, float], sidebar: bool
    ) -> QPixmap:
        """The felt drawn at ``sx`` × ``sy`` device pixels a unit, ``offset`` into its first
        pixel (as the view places it)."""
        table = self.table
        width = math.ceil(table.width() * sx + offset[0]) + 1
        height = math.ceil(table.height() * sy + offset[1]) + 1
        picture = QPixmap(width, height)
        picture.fill(SURROUND)  # opaque: copied to the screen, not blended
        painter = QPainter(picture)
        painter.translate(offset[0], offset[1])
        painter.scale(sx, sy)
        painter.translate(-table.left(), -table.top())
        self._draw(painter, sidebar=sidebar)
        painter.end()
        return picture

    def _draw(self, painter: QPainter, *, sidebar: bool) -> None:
        """The felt itself: gradient, grain, centre line, sidebar line and rim."""
        table = self.table
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        gradient = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.6)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillPath(self.outline, QBrush(gradient))
        assert Felt._grain is not None
        painter.fillPath(self.outline, Felt._grain)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2.0))
        inset = CORNER_RADIUS
        middle = table.center().y()
        right = table.right() - (SIDEBAR if sidebar else 0) - inset / 2
        painter.drawLine(QPointF(table.left() + inset, middle), QPointF(right, middle))
        if sidebar:
            x = table.right() - SIDEBAR
            painter.setPen(QPen(QColor(0, 0, 0, 50), 2.0))
            painter.drawLine(QPointF(x, table.top() + inset), QPointF(x, table.bottom() - inset))
        painter.setPen(QPen(RIM, 8.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.outline)
        painter.restore()
