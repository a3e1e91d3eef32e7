"""The table scene: the felt, and (later) the zones and cards on it."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsScene
from typing_extensions import override

TABLE_RECT = QRectF(-800.0, -500.0, 1600.0, 1000.0)
"""The playing surface in scene units, centred on the origin: seat 0 below, seat 1 above."""

MARGIN = 16.0
"""Room around the table, in scene units; the scene rect is the table plus this margin."""

SURROUND = QColor("#1b231e")
FELT_CENTRE = QColor("#2e7d4b")
FELT_EDGE = QColor("#1c5632")
RIM = QColor("#0f3320")
CORNER_RADIUS = 36.0
_TEXTURE_SIZE = 64
_TEXTURE_SEED = 20040


def _felt_texture() -> QImage:
    """A small tileable speckle pattern that gives the felt its grain (deterministic)."""
    rng = random.Random(_TEXTURE_SEED)
    image = QImage(_TEXTURE_SIZE, _TEXTURE_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    for y in range(_TEXTURE_SIZE):
        for x in range(_TEXTURE_SIZE):
            shade = rng.random()
            if shade < 0.3:
                image.setPixelColor(x, y, QColor(0, 0, 0, rng.randint(6, 22)))
            elif shade > 0.75:
                image.setPixelColor(x, y, QColor(255, 255, 255, rng.randint(3, 12)))
    return image


class TableScene(QGraphicsScene):
    """The scene every table item lives in; draws a green felt table as its background."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(TABLE_RECT.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._texture = QBrush(_felt_texture())
        self._outline = QPainterPath()
        self._outline.addRoundedRect(TABLE_RECT, CORNER_RADIUS, CORNER_RADIUS)

    def table_rect(self) -> QRectF:
        """The playing surface, in scene coordinates (what "fit to window" shows)."""
        return QRectF(TABLE_RECT)

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paint the surround, then the felt (gradient, grain, rim and a faint centre line)."""
        exposed = QRectF(rect)
        painter.save()
        painter.fillRect(exposed, SURROUND)
        if exposed.intersects(TABLE_RECT):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            gradient = QRadialGradient(
                TABLE_RECT.center(), max(TABLE_RECT.width(), TABLE_RECT.height()) * 0.6
            )
            gradient.setColorAt(0.0, FELT_CENTRE)
            gradient.setColorAt(1.0, FELT_EDGE)
            painter.fillPath(self._outline, QBrush(gradient))
            painter.fillPath(self._outline, self._texture)
            centre_line = QPen(QColor(255, 255, 255, 28), 2.0)
            painter.setPen(centre_line)
            inset = CORNER_RADIUS
            painter.drawLine(
                QPointF(TABLE_RECT.left() + inset, 0.0), QPointF(TABLE_RECT.right() - inset, 0.0)
            )
            painter.setPen(QPen(RIM, 8.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._outline)
        painter.restore()
