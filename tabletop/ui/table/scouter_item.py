"""The scouter: a translucent lens over a personality's stage column, on the current row.

Drag it up and down, turn the wheel with the pointer on the lens, or use the arrow keys when
it has focus. It snaps to the rows, shows the power at its row, and stops at stage 0 and at the
top stage. Letting go (or each wheel notch or key press) asks the scene to set the card's
``stage`` counter: an action, refused or applied like any other.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from typing_extensions import override

from tabletop.cards import Card
from tabletop.ui.card_labels import display_name
from tabletop.ui.table.card_item import CARD_H, CARD_W, STAGE_COLUMN

if TYPE_CHECKING:
    from tabletop.ui.table.card_item import CardItem

LENS = QColor(60, 255, 140, 70)
LENS_EDGE = QColor(90, 255, 160, 230)
TAG = QColor(10, 40, 25, 230)
HOUSING = QColor(12, 30, 20, 235)
"""The scouter's frame round its window (and round the read-out)."""
TAG_H = 22.0
"""The read-out's height (card-item units)."""
SHADE = QColor(0, 20, 10, 46)
"""The tint over the rows of the column the window does not show."""
PICTURES = 64
"""Pictures of resting scouters kept (a ladder on a row at a scale: a scouter that comes back
into play, or comes back after an undo, is copied, not drawn)."""
_PICTURES: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


def column_rect(card: object = None) -> QRectF:
    """The stage column in card-item coordinates (the card is centred on its origin): the
    drawn face's column (:func:`tabletop.ui.card_faces.geometry.stage_column_rect`) when the renderer
    gives one, else the default calibration :data:`STAGE_COLUMN`."""
    return QRectF(_column_rect(card, _named(card)))


def _named(card: object) -> str:
    """The name a drawn face shows (its header, and so its column, follows it)."""
    return display_name(card) if isinstance(card, Card) else ""


@functools.lru_cache(maxsize=256)
def _column_rect(card: object, name: str) -> QRectF:
    """:func:`column_rect`, remembered for the card under the name its face shows."""
    try:
        from tabletop.ui.card_faces.geometry import stage_column_rect

        rect = stage_column_rect(card, QSizeF(CARD_W, CARD_H))  # type: ignore[arg-type]
    except ImportError:
        rect = QRectF()
    if not rect.isEmpty():
        return rect.translated(-CARD_W / 2, -CARD_H / 2)
    x, y, w, h = STAGE_COLUMN
    return QRectF(-CARD_W / 2 + CARD_W * x, -CARD_H / 2 + CARD_H * y, CARD_W * w, CARD_H * h)


def badges_rect(card: object = None) -> QRectF:
    """The level and PUR badges of the drawn face in card-item coordinates (empty when the
    face draws none): the read-out keeps clear of them."""
    return QRectF(_badges_rect(card, _named(card)))


@functools.lru_cache(maxsize=256)
def _badges_rect(card: object, name: str) -> QRectF:
    """:func:`badges_rect`, remembered for the card under the name its face shows."""
    try:
        from tabletop.ui.card_faces.kinds import stage_badges_rect

        rect = stage_badges_rect(card, QSizeF(CARD_W, CARD_H))  # type: ignore[arg-type]
    except ImportError:
        return QRectF()
    return rect.translated(-CARD_W / 2, -CARD_H / 2)


def power_text(value: int | str) -> str:
    return value if isinstance(value, str) else f"{value:,}"


class ScouterItem(QGraphicsObject):
    """The scouter of one personality card (a child of its :class:`CardItem`)."""

    def __init__(self, card: CardItem, stages: tuple[int | str, ...], stage: int) -> None:
        super().__init__(card)
        self._card = card
        self._stages = stages
        self._stage = self._clamp(stage)
        self._preview: int | None = None
        self._row = float(self._stage)
        self._anim: QPropertyAnimation | None = None
        self._column = column_rect(card.card)
        self._badges = badges_rect(card.card)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.SizeVerCursor)
        self.setZValue(5)
        self.setCacheMode(card.cacheMode())  # the card drops the cache while it is turned
        self._update_tooltip()

    # ---------------------------------------------------------------- state

    @property
    def top(self) -> int:
        """The highest stage of the ladder."""
        return len(self._stages) - 1

    @property
    def stage(self) -> int:
        """The stage the scouter shows (the card's counter, or the row being dragged to)."""
        return self._preview if self._preview is not None else self._stage

    def power(self) -> int | str:
        return self._stages[self.stage]

    def _clamp(self, stage: int) -> int:
        return max(0, min(len(self._stages) - 1, stage))

    def set_ladder(self, stages: tuple[int | str, ...], stage: int, animate: bool) -> None:
        """Follow the card: its ladder and its ``stage`` counter."""
        if stages != self._stages:
            self.prepareGeometryChange()
            self._column = column_rect(self._card.card)
            self._badges = badges_rect(self._card.card)
        self._stages = stages
        stage = self._clamp(stage)
        self._preview = None
        if stage != self._stage:
            self._stage = stage
            self._slide_to(stage, animate)
        self._update_tooltip()
        self.update()

    def _slide_to(self, stage: int, animate: bool) -> None:
        if self._anim is not None:
            self._anim.stop()
        duration = self._card.host.animation_ms(260)
        if not animate or duration <= 0:
            self._set_row(float(stage))
            return
        anim = QPropertyAnimation(self, b"row", self)
        anim.setDuration(duration)
        anim.setStartValue(self._row)
        anim.setEndValue(float(stage))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim = anim
        anim.start()

    def _get_row(self) -> float:
        return self._row

    def _set_row(self, value: float) -> None:
        self._row = value
        self.update()

    row = Property(float, _get_row, _set_row)

    def retranslate(self) -> None:
        """Re-label the tooltip in the current language."""
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        self.setToolTip(
            QCoreApplication.translate(
                "ScouterItem", "Stage {stage} of {top}: power {power}. Drag, scroll or use ↑/↓."
            ).format(stage=self.stage, top=self.top, power=power_text(self.power()))
        )

    def row_rect(self, row: float) -> QRectF:
        rows = len(self._stages)
        height = self._column.height() / rows
        top = self._column.bottom() - (row + 1) * height
        return QRectF(self._column.left(), top, self._column.width(), height)

    def _shown(self) -> float:
        return float(self._preview) if self._preview is not None else self._row

    def lens_rect(self) -> QRectF:
        """The window over the row it shows: the scouter itself, which the wheel turns. It
        frames the row, as high as the row, so the rows above and below stay readable."""
        return self.row_rect(self._shown()).adjusted(-4, 0, 4, 0)

    def _tag_font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(14)
        return font

    def tag_rect(self) -> QRectF:
        """The read-out of the power at the lens's row, right of the window: level with the
        row, or lower when it would cover the level and PUR badges."""
        window = self.lens_rect()
        text = power_text(self._stages[self._clamp(round(self._shown()))])
        width = QFontMetricsF(self._tag_font()).horizontalAdvance(text) + 14
        tag = QRectF(window.right() + 5, window.center().y() - TAG_H / 2, width, TAG_H)
        if not self._badges.isEmpty() and tag.intersects(self._badges):
            tag.moveTop(self._badges.bottom() + 2)
        return tag

    def stage_at(self, y: float) -> int:
        """The stage whose row holds ``y`` (card coordinates), clamped to the ladder."""
        rows = len(self._stages)
        height = self._column.height() / rows
        return self._clamp(int((self._column.bottom() - y) // height))

    # ---------------------------------------------------------------- painting

    @override
    def boundingRect(self) -> QRectF:
        return self._column.adjusted(-8, -40, CARD_W * 0.75, 40)

    @override
    def shape(self) -> QPainterPath:
        # Only the column takes the mouse: the rest of the card stays the card's (to select,
        # drag and open its menu); the read-out tag is painted over the card but not grabbed.
        path = QPainterPath()
        path.addRect(self._column.adjusted(-6, -6, 6, 6))
        return path

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Resting on a row, upright: a picture of the scouter at the painter's scale (kept
        for the ladder, the row and the place on the face), put at a whole device pixel; a
        scouter that slides between rows, or on a turned card, is drawn as it goes."""
        transform = painter.worldTransform()
        shown = self._shown()
        upright = transform.m12() == 0 and transform.m21() == 0 and transform.m11() > 0
        if not upright or shown != round(shown):
            self._draw(painter)
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        dpr = 1.0 if dpr <= 0 else dpr
        scale = (round(transform.m11(), 4), round(transform.m22(), 4))
        key = (
            self._stages,
            shown,
            self.hasFocus(),
            self._column.getRect(),
            self._badges.getRect(),
            scale,
            dpr,
            QFont().key(),
        )
        picture = _PICTURES.get(key)
        bounds = self.boundingRect()
        if picture is None:
            picture = self._pictured(bounds, scale, dpr)
            _PICTURES[key] = picture
            while len(_PICTURES) > PICTURES:
                _PICTURES.popitem(last=False)
        else:
            _PICTURES.move_to_end(key)
        corner = transform.map(bounds.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(
            QPointF(round(corner.x() * dpr) / dpr, round(corner.y() * dpr) / dpr), picture
        )
        painter.restore()

    def _pictured(self, bounds: QRectF, scale: tuple[float, float], dpr: float) -> QPixmap:
        """The scouter drawn at ``scale`` (device pixels a unit: ``dpr`` times more)."""
        sx, sy = scale[0] * dpr, scale[1] * dpr
        picture = QPixmap(math.ceil(bounds.width() * sx) + 1, math.ceil(bounds.height() * sy) + 1)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        painter.scale(sx, sy)
        painter.translate(-bounds.topLeft())
        self._draw(painter)
        painter.end()
        picture.setDevicePixelRatio(dpr)
        return picture

    def _draw(self, painter: QPainter) -> None:
        """The scouter: the tinted column, the lens on its row, the housing and the read-out."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        window = self.lens_rect()
        # the rest of the column under a faint tint, so the row in the window stands out
        rest = QPainterPath()
        rest.addRect(self._column)
        glass = QPainterPath()
        glass.addRect(window)
        painter.fillPath(rest.subtracted(glass), SHADE)
        tag = self.tag_rect()
        text = power_text(self._stages[self._clamp(round(self._shown()))])
        # the housing: dark ends left and right of the row and a bridge to the read-out, as
        # the plastic scouter is; over the row only the green glass, edged
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HOUSING)
        end = 4.0
        painter.drawRect(QRectF(window.left(), window.top(), end, window.height()))
        painter.drawRect(QRectF(window.right() - end, window.top(), end, window.height()))
        middle = window.center().y()
        if tag.top() <= middle <= tag.bottom():
            painter.drawRect(
                QRectF(window.right() - 1, middle - 2.5, tag.left() - window.right() + 2, 5)
            )
        else:  # the read-out sits lower, clear of the badges: a bent bridge down to it
            painter.setPen(QPen(HOUSING, 3.0))
            painter.drawPolyline(
                [
                    QPointF(window.right(), middle),
                    QPointF(tag.left() - 2, middle),
                    QPointF(tag.left() - 2, tag.center().y()),
                    QPointF(tag.left(), tag.center().y()),
                ]
            )
        glass_rect = window.adjusted(end, 0.75, -end, -0.75)
        painter.setPen(QPen(LENS_EDGE, 1.5 if self.hasFocus() else 1.0))
        painter.setBrush(LENS)
        painter.drawRect(glass_rect)
        painter.setPen(QPen(HOUSING, 3.0))
        painter.setBrush(TAG)
        painter.drawRoundedRect(tag, 7, 7)
        painter.setPen(QPen(LENS_EDGE, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(tag.adjusted(2, 2, -2, -2), 5, 5)
        painter.setFont(self._tag_font())
        painter.setPen(QColor("#b9ffd4"))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    # ---------------------------------------------------------------- input

    def _commit(self, stage: int) -> None:
        stage = self._clamp(stage)
        self._preview = None
        if stage != self._stage:
            self._card.host.scouter_moved(self._card, stage)
        self.update()

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self._preview = self._stage
            event.accept()
            return
        super().mousePressEvent(event)

    @override
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._preview is None:
            return
        y = self.mapToParent(event.pos()).y()
        stage = self.stage_at(y)
        if stage != self._preview:
            self._preview = stage
            self._update_tooltip()
            self.update()

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._preview is not None:
            self._commit(self._preview)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    @override
    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        # Only with the pointer on the lens: elsewhere on the column (and with Ctrl, which
        # zooms) the wheel goes on to the view, which scrolls or zooms as usual.
        control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if control or not self.lens_rect().contains(event.pos()):
            event.ignore()
            return
        step = 1 if event.delta() > 0 else -1 if event.delta() < 0 else 0
        if step:
            self._commit(self._stage + step)
        event.accept()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Up: 1,
            Qt.Key.Key_Down: -1,
            Qt.Key.Key_PageUp: 3,
            Qt.Key.Key_PageDown: -3,
            Qt.Key.Key_Home: 10**6,
            Qt.Key.Key_End: -(10**6),
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None:
            super().keyPressEvent(event)
            return
        self._commit(self._stage + move)
        event.accept()
