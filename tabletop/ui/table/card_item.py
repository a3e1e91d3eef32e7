"""A card on the table: draws its face (or back) from the card renderer, follows drags.

Items hold the card's uid (None for a card the seat cannot see) and its :class:`CardView`; the
engine never holds items. Drags stay inside the scene (no QDrag): past the start-drag distance
the card follows the mouse and the scene lights the legal zones; on release the scene turns the
drop into an action.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from typing_extensions import override

from tabletop.cards import Card
from tabletop.engine.layout import CARD_SIZE
from tabletop.engine.view import CardView
from tabletop.i18n.names import badge_text
from tabletop.ui.card_face import card_pixmap as face_pixmap
from tabletop.ui.card_labels import display_name

if TYPE_CHECKING:
    from tabletop.ui.table.host import TableHost

MM = 2.0
"""Scene units per millimetre of the table layout."""
CARD_W = CARD_SIZE[0] * MM
CARD_H = CARD_SIZE[1] * MM
CARD_RADIUS = 7.0

STAGE_COLUMN = (0.04, 0.19, 0.2, 0.74)
"""The personality's stage column on a drawn face, relative to the card (x, y, w, h): the top
row is the highest stage, the bottom row stage 0. The scouter uses the same geometry."""


def card_pixmap(card: Card | None, width: int, height: int, face_up: bool, dpr: float) -> QPixmap:
    """The card's face (or back) at ``width`` × ``height`` device-independent pixels.

    The table's way of asking :func:`tabletop.ui.card_face.card_pixmap`, which draws and
    caches every face (keyed by the card, size, pixel ratio and language).
    """
    return face_pixmap(
        card, QSize(width, height), face_up=face_up and card is not None, device_pixel_ratio=dpr
    )


def _quarter_turn(transform: QTransform) -> bool:
    """True when ``transform`` turns by a quarter turn (90 or 270 degrees), without shear."""
    return (
        transform.type().value <= QTransform.TransformationType.TxRotate.value
        and abs(transform.m11()) < 1e-9
        and abs(transform.m22()) < 1e-9
    )


def _bucket(scale: float) -> float:
    """Round a scale to a step of 1.25 so that zooming reuses pixmaps."""
    if scale <= 0:
        return 1.0
    return float(1.25 ** math.ceil(math.log(scale, 1.25) - 1e-6))


class CardItem(QGraphicsObject):
    """One card. Its position is its centre, so rotating it turns it about its middle."""

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.host = host
        """The table the card reports its gestures to (the scene it is added to)."""
        self.uid: int | None = None
        self.zone_id: str = ""
        self.view: CardView | None = None
        self.card: Card | None = None
        self.scale_factor = 1.0
        self._rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        self._bounds = self._rect.adjusted(-4, -4, 4, 4)  # asked for on every mouse move
        self._hover = False
        self._dragging = False
        self._press_pos: QPointF | None = None
        self._home = QPointF()
        self._pos_anim: QPropertyAnimation | None = None
        self._rot_anim: QPropertyAnimation | None = None
        self.scouter: QGraphicsItem | None = None
        self._turned: tuple[tuple[object, ...], QPixmap] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _set_turn(self, degrees: float) -> None:
        """Turn the card to ``degrees``, caching its drawing only while it lies square.

        A device-pixel cache is worth having for a card upright or upside down (it is then
        copied to the screen as it is). Qt does not keep such a cache for an item turned by
        any other angle, and would draw it anew into a new cache on every frame: a card
        turned sideways (or turning) is drawn directly, which costs less.
        """
        self.setRotation(degrees)
        self._cache_drawing(math.isclose(math.remainder(degrees, 180.0), 0.0, abs_tol=1e-6))

    def _cache_drawing(self, cached: bool) -> None:
        """Keep the card's (and its scouter's) drawing in a device-pixel cache, or not."""
        cache = QGraphicsItem.CacheMode.DeviceCoordinateCache
        mode = cache if cached else QGraphicsItem.CacheMode.NoCache
        if self.cacheMode() != mode:
            self.setCacheMode(mode)
        if cached:
            self._turned = None
        if self.scouter is not None and self.scouter.cacheMode() != mode:
            self.scouter.setCacheMode(mode)

    # ---------------------------------------------------------------- data

    def set_view(self, view: CardView, zone_id: str, card: Card | None, animate: bool) -> None:
        """Show ``view`` (a card of ``zone_id``); rotation changes turn the card smoothly."""
        old = self.view
        self.view = view
        self.uid = view.uid
        self.zone_id = zone_id
        self.card = card
        face_changed = old is None or (old.card_id, old.face_up) != (view.card_id, view.face_up)
        counters_changed = old is None or dict(old.counters) != dict(view.counters)
        if face_changed or counters_changed:
            self.update()
        self.turn_to(view.rotation, animate and old is not None)
        self.retranslate()

    def retranslate(self) -> None:
        """The tooltip names the card in the interface language."""
        card, view = self.card, self.view
        shown = card is not None and view is not None and not view.hidden
        self.setToolTip(display_name(card) if shown and card is not None else "")

    def turn_to(self, rotation: int, animate: bool) -> None:
        """Turn the card to ``rotation`` degrees, animated by the shortest way."""
        current = self.rotation()
        target = float(rotation % 360)
        delta = (target - current % 360 + 540) % 360 - 180
        if abs(delta) < 0.5:
            return
        if self._rot_anim is not None:
            self._rot_anim.stop()
        duration = self.host.animation_ms(360)
        if not animate or duration <= 0:
            self._set_turn(target)
            return
        self._cache_drawing(False)  # while it turns
        anim = QPropertyAnimation(self, b"rotation", self)
        anim.setDuration(duration)
        anim.setStartValue(current)
        anim.setEndValue(current + delta)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.finished.connect(lambda: self._set_turn(target))
        self._rot_anim = anim
        anim.start()

    def move_to(self, pos: QPointF, animate: bool) -> None:
        """Slide to ``pos`` (the card's home in its zone)."""
        self._home = QPointF(pos)
        if self._pos_anim is not None:
            self._pos_anim.stop()
            self._pos_anim = None
        duration = self.host.animation_ms(220)
        if not animate or duration <= 0 or (self.pos() - pos).manhattanLength() < 1.0:
            self.setPos(pos)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(duration)
        anim.setStartValue(self.pos())
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._pos_anim = anim
        anim.start()

    def go_home(self) -> None:
        """Animate back to the place the zone gave the card (after a refused drop)."""
        self.move_to(self._home, True)

    @property
    def home(self) -> QPointF:
        return QPointF(self._home)

    def set_card_scale(self, factor: float) -> None:
        if not math.isclose(factor, self.scale_factor):
            self.scale_factor = factor
            self.setScale(factor)

    @property
    def hidden(self) -> bool:
        return self.view is None or self.view.hidden

    @property
    def dragging(self) -> bool:
        return self._dragging

    # ---------------------------------------------------------------- painting

    @override
    def boundingRect(self) -> QRectF:
        return self._bounds

    @override
    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, CARD_RADIUS, CARD_RADIUS)
        return path

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        transform = painter.worldTransform()
        scale = _bucket(math.hypot(transform.m11(), transform.m12()))
        width = max(8, round(CARD_W * scale))
        height = max(8, round(CARD_H * scale))
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        dpr = 1.0 if dpr <= 0 else dpr
        face_up = self.view is not None and not self.view.hidden and self.view.face_up
        pixmap = card_pixmap(self.card if not self.hidden else None, width, height, face_up, dpr)
        if self.cacheMode() == QGraphicsItem.CacheMode.NoCache and _quarter_turn(transform):
            self._paint_turned(painter, transform, pixmap, dpr)
        else:
            self._draw(painter, pixmap)

    def _paint_turned(
        self, painter: QPainter, transform: QTransform, face: QPixmap, dpr: float
    ) -> None:
        """Paint a card lying at a quarter turn through a cache of its own, in device pixels.

        Qt keeps no device cache for a turned item, and drawing a turned pixmap with smooth
        transformation costs many times a plain copy. The card is drawn turned once into a
        pixmap, kept while nothing it shows changes (face, counters, highlight, zoom, place
        within a pixel), and copied to the screen untransformed, as Qt's cache does for the
        upright cards.
        """
        view = self.view
        bounds = transform.mapRect(self._bounds)
        origin = QPoint(math.floor(bounds.left()), math.floor(bounds.top()))
        key = (
            face.cacheKey(),
            tuple(sorted(view.counters.items())) if view is not None else (),
            self.scouter is not None,
            self.isSelected(),
            self._hover,
            self.hasFocus(),
            round(transform.m11(), 9),
            round(transform.m12(), 9),
            round(transform.m21(), 9),
            round(transform.m22(), 9),
            round(bounds.left() - origin.x(), 3),  # where it lies within the pixel
            round(bounds.top() - origin.y(), 3),
            dpr,
        )
        if self._turned is None or self._turned[0] != key:
            width = math.ceil(bounds.right()) - origin.x() + 1
            height = math.ceil(bounds.bottom()) - origin.y() + 1
            cache = QPixmap(math.ceil(width * dpr), math.ceil(height * dpr))
            cache.setDevicePixelRatio(dpr)
            cache.fill(Qt.GlobalColor.transparent)
            cache_painter = QPainter(cache)
            cache_painter.setRenderHints(painter.renderHints())
            cache_painter.setWorldTransform(
                transform * QTransform.fromTranslate(-origin.x(), -origin.y())
            )
            self._draw(cache_painter, face)
            cache_painter.end()
            self._turned = (key, cache)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(origin, self._turned[1])
        painter.restore()

    def _draw(self, painter: QPainter, face: QPixmap) -> None:
        """The card as it shows: its face (or back), counters, and highlight."""
        painter.drawPixmap(self._rect, face, QRectF(face.rect()))
        if self.view is not None and self.view.counters:
            self._paint_badges(painter)
        if self.isSelected() or self._hover or self.hasFocus():
            colour = QColor("#ffd54a") if self.isSelected() else QColor(255, 255, 255, 170)
            painter.setPen(QPen(colour, 3.0 if self.isSelected() else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                self._rect.adjusted(-1.5, -1.5, 1.5, 1.5), CARD_RADIUS, CARD_RADIUS
            )

    def _paint_badges(self, painter: QPainter) -> None:
        assert self.view is not None
        shown = [
            text
            for k, v in sorted(self.view.counters.items())
            if not (k == "stage" and self.scouter is not None)
            and (text := badge_text(k, v)) is not None
        ]
        if not shown:
            return
        painter.save()
        painter.rotate(-self.rotation())  # badges stay upright on a turned card
        font = QFont()
        font.setBold(True)
        for pixels in range(16, 10, -1):  # a smaller font before the text is cut ("ATK +1,000")
            font.setPixelSize(pixels)
            painter.setFont(font)
            metrics = painter.fontMetrics()
            if max(metrics.horizontalAdvance(text) for text in shown) <= CARD_W - 24:
                break
        y = -CARD_H / 2 + 46
        for full in shown:
            text = metrics.elidedText(full, Qt.TextElideMode.ElideRight, round(CARD_W - 24))
            width = metrics.horizontalAdvance(text) + 14
            badge = QRectF(CARD_W / 2 - width - 4, y, width, 28)
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(QColor(150, 20, 20, 230))
            painter.drawRoundedRect(badge, 12, 12)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
            y += 32
        painter.restore()

    # ---------------------------------------------------------------- mouse

    @override
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        self.host.card_hovered(self)
        super().hoverEnterEvent(event)

    @override
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        self.host.card_unhovered(self)
        super().hoverLeaveEvent(event)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_pos = QPointF(self.pos())
            control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if not control and not self.isSelected():
                assert self.scene() is not None
                self.scene().clearSelection()
            self.setSelected(True)
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.host.card_selected(self)
            event.accept()
            return
        super().mousePressEvent(event)

    @override
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_pos is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        if not self._dragging:
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            if not self.host.begin_drag(self):
                self._press_pos = None
                return
            self._dragging = True
            if self._pos_anim is not None:
                self._pos_anim.stop()
        offset = event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton)
        self.setPos(self._press_pos + offset)
        self.host.drag_move(self, event.scenePos())

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._dragging:
            self._dragging = False
            self._press_pos = None
            self.host.end_drag(self, event.scenePos())
            event.accept()
            return
        self._press_pos = None
        super().mouseReleaseEvent(event)

    @override
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.host.card_double_clicked(self)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    @override
    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.host.card_context_menu(self, event.screenPos())
        event.accept()

    def cancel_drag(self) -> None:
        """Stop a drag in progress (the scene was rebuilt under it)."""
        self._dragging = False
        self._press_pos = None
