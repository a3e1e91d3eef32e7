"""Player plates: a seat's name, whose turn it is, that seat's counters and its standing
effects (a Team Bonus: its name on the plate, the description as the tooltip).

Counters with a known range (Spirit Energy 0–10, match wins 0–3) are drawn as a track of pips
that can be clicked to set the value; others show as a number with − and + buttons. Every click
becomes a ``SetCounter`` action through the scene.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from typing_extensions import override

from tabletop.i18n.names import counter_name

COUNTER_RANGES: dict[str, tuple[int, int]] = {"spirit": (0, 10), "match_wins": (0, 3)}
"""Counters drawn as a track of pips (inclusive range); others are shown as a number."""

ROW_H = 70.0
HEAD_H = 84.0
NOTE_H = 34.0
PAD = 16.0


class PlayerPlate(QGraphicsItem):
    """One seat's plate. ``on_set(seat, name, value)`` is called when a counter is clicked."""

    def __init__(self, seat: int, width: float, on_set: Callable[[int, str, int], None]) -> None:
        super().__init__()
        self.seat = seat
        self._width = width
        self._on_set = on_set
        self._name = ""
        self._active = False
        self._at_computer = False
        self._counters: dict[str, int] = {}
        self._winner = False
        self._hover: tuple[str, int] | None = None
        self._hits: list[tuple[QRectF, str, int]] = []
        self._notes: list[str] = []
        self.setAcceptHoverEvents(True)
        self.setZValue(-5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(
        self,
        name: str,
        counters: Mapping[str, int],
        *,
        active: bool,
        at_computer: bool,
        winner: bool,
    ) -> None:
        new = (name, dict(counters), active, at_computer, winner)
        if new != (self._name, self._counters, self._active, self._at_computer, self._winner):
            if len(counters) != len(self._counters):
                self.prepareGeometryChange()
            self._name, self._counters, self._active, self._at_computer, self._winner = new
            self.update()

    def set_notes(self, notes: list[str]) -> None:
        """The seat's standing effects, each "Name: description" (translated)."""
        if notes != self._notes:
            if len(notes) != len(self._notes):
                self.prepareGeometryChange()
            self._notes = list(notes)
            self.setToolTip("\n".join(notes))
            self.update()

    def counters(self) -> dict[str, int]:
        return dict(self._counters)

    def notes(self) -> list[str]:
        """The names shown of the seat's standing effects (the text before the colon)."""
        return [note.partition(":")[0].strip() for note in self._notes]

    def _height(self) -> float:
        return HEAD_H + ROW_H * len(self._counters) + NOTE_H * len(self._notes) + PAD

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._width + 4, self._height() + 4)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._width, self._height())
        edge = QColor("#ffd54a") if self._active else QColor(255, 255, 255, 60)
        painter.setPen(QPen(edge, 3.0 if self._active else 1.5))
        painter.setBrush(QColor(8, 24, 14, 200))
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont()
        font.setPixelSize(38)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        head = QRectF(PAD, 6, self._width - 2 * PAD, 44)
        painter.drawText(
            head,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                self._name, Qt.TextElideMode.ElideRight, round(head.width())
            ),
        )
        font.setPixelSize(26)
        font.setBold(False)
        painter.setFont(font)
        if self._winner:
            status = QCoreApplication.translate("PlayerPlate", "Winner!")
            painter.setPen(QColor("#ffd54a"))
        elif self._active:
            status = (
                QCoreApplication.translate("PlayerPlate", "Playing now")
                if self._at_computer
                else QCoreApplication.translate("PlayerPlate", "Their turn")
            )
            painter.setPen(QColor("#ffd54a"))
        elif self._at_computer:
            status = QCoreApplication.translate("PlayerPlate", "At the computer")
            painter.setPen(QColor("#b9ffd4"))
        else:
            status = QCoreApplication.translate("PlayerPlate", "Waiting")
            painter.setPen(QColor(255, 255, 255, 150))
        painter.drawText(
            QRectF(PAD, 50, self._width - 2 * PAD, 30),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            status,
        )
        self._hits = []
        y = HEAD_H
        for name, value in sorted(self._counters.items()):
            self._paint_counter(painter, y, name, value)
            y += ROW_H
        painter.setPen(QColor("#ffd54a"))
        for note in self.notes():
            painter.drawText(
                QRectF(PAD, y, self._width - 2 * PAD, NOTE_H),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                painter.fontMetrics().elidedText(
                    "★ " + note, Qt.TextElideMode.ElideRight, round(self._width - 2 * PAD)
                ),
            )
            y += NOTE_H

    def _paint_counter(self, painter: QPainter, y: float, name: str, value: int) -> None:
        font = QFont()
        font.setPixelSize(26)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 220))
        painter.drawText(
            QRectF(PAD, y, self._width - 2 * PAD, 30),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"{counter_name(name)}: {value}",
        )
        low, high = COUNTER_RANGES.get(name, (None, None))
        if low is not None and high is not None:
            count = high - low + 1
            room = self._width - 2 * PAD
            size = min(30.0, room / count - 4)
            for i in range(count):
                pip_value = low + i
                rect = QRectF(PAD + i * (size + 4), y + 33, size, size)
                filled = (pip_value <= value and pip_value > low) or (pip_value == low == value)
                hover = self._hover == (name, pip_value)
                colour = QColor("#5ec8ff") if name == "spirit" else QColor("#ffd54a")
                painter.setPen(QPen(QColor(255, 255, 255, 200 if hover else 90), 1.5))
                painter.setBrush(colour if filled and pip_value > low else QColor(0, 0, 0, 90))
                if pip_value == low:
                    painter.setBrush(QColor(0, 0, 0, 60))
                    painter.drawRoundedRect(rect, 4, 4)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "0")
                else:
                    painter.drawEllipse(rect)
                self._hits.append((rect, name, pip_value))
        else:
            for sign, x in ((-1, self._width - PAD - 70), (1, self._width - PAD - 32)):
                rect = QRectF(x, y + 2, 30, 30)
                painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
                painter.setBrush(QColor(0, 0, 0, 90))
                painter.drawRoundedRect(rect, 5, 5)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "+" if sign > 0 else "−")
                self._hits.append((rect, name, value + sign))

    def _hit(self, pos: QPointF) -> tuple[str, int] | None:
        for rect, name, value in self._hits:
            if rect.contains(pos):
                return name, value
        return None

    @override
    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        hit = self._hit(event.pos())
        if hit != self._hover:
            self._hover = hit
            self.setCursor(Qt.CursorShape.PointingHandCursor if hit else Qt.CursorShape.ArrowCursor)
            self.update()

    @override
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = None
        self.update()

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        hit = self._hit(event.pos())
        if hit is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        hit = self._hit(event.pos())
        if hit is not None:
            name, value = hit
            if value != self._counters.get(name):
                self._on_set(self.seat, name, value)
        event.accept()
