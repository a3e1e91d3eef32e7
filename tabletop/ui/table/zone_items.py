"""Zones on the table: each draws its place on the felt and lays out its own cards.

One class, one layout rule per :class:`ZoneKind`: a pile stacks its cards (only the top shows,
with a count), a row puts them side by side, a fan overlaps them from left to right, a stack
overlaps them downwards, a slot holds one card as it lies.

A zone is drawn on the felt, not as an item of its own: the scene paints every zone in its
background (:meth:`ZoneItem.draw`), which the view caches, so a table with thirty zones costs
no more per frame than the bare felt. The item stays in the scene, contentless, for the mouse
(drops, menus, double-clicks) and asks the scene to redraw that part of the background whenever
what it draws changes.

The light of a drag's legal zones is not on the felt: each zone has a :class:`ZoneLight`, a
small cached item over the felt and under the cards, shown while the zone is lit. Lighting a
zone, or moving the pointer from one zone to another, never repaints the felt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from typing_extensions import override

from tabletop.engine.layout import PlacedZone, TableLayout, ZoneKind, card_widths
from tabletop.engine.view import StateView
from tabletop.ui.table.card_item import CARD_H, CARD_W, MM, CardItem
from tabletop.ui.table.drag import PlacedGeometry
from tabletop.ui.table.host import TableHost
from tabletop.ui.table.zone_paint import (
    NARROW,
    LabelPlace,
    ZoneLook,
    draw_look,
    label_extent,
    look_extent,
    only_label_differs,
)

GAP = 8.0
Z_ZONE = -10.0
Z_CARDS = 0.0
VISIBLE_PILE_CARDS = 2
SIDEBAR = 280.0
"""Width of the strip at the right of the layout that holds the players' plates."""


class ZoneItem(QGraphicsItem):
    """A zone's place on the table. ``rect`` is in scene units; the item sits at its top-left."""

    def __init__(
        self,
        zone_id: str,
        kind: ZoneKind,
        rect: QRectF,
        label: str,
        seat: int | None,
        on_context: object = None,
        scale: float = 1.0,
    ) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.kind = kind
        self.label = label
        self.seat = seat
        self.title = label
        self.base_scale = scale
        self.cards: list[CardItem] = []
        self._size = QRectF(0, 0, rect.width(), rect.height())
        self._bounds = self._size.adjusted(-34, -36, 34, 36)  # the labels outside the zone
        self._lit = False
        self._hot = False
        self._mine = False
        self._drawn_look: ZoneLook | None = None
        self._drawn: QRectF | None = None  # where it was last drawn on the felt (scene)
        self._drawn_at = QPointF()
        self._asked: tuple[ZoneLook, QPointF] | None = None  # redrawn since it was drawn
        # with the number of cards it shows and its extent
        self._look: tuple[int, ZoneLook, QRectF] | None = None
        self._flowed: tuple[object, ...] | None = None  # the placing it was last given
        self._felt: tuple[object, QRectF] | None = None  # felt_rect, for the look and place
        self.setPos(rect.topLeft())
        self.setZValue(Z_ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        # drawn by the scene on the felt (draw()); the item is still found under the mouse
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.badge = CountBadge(self) if kind == ZoneKind.PILE else None
        self.light = ZoneLight(self, self._size)

    def scene_rect(self) -> QRectF:
        return self._size.translated(self.pos())

    def flow_to(self, placed: PlacedZone, origin: QPointF) -> bool:
        """Take the place the table's flow gives the zone (:meth:`set_rect`): nothing to do
        when it is the place it was given last (most zones, at most moves)."""
        key = (placed.rect, origin.x(), origin.y())
        if key == self._flowed:
            return False
        moved = self.set_rect(zone_rect(placed, origin))
        self._flowed = key
        return moved

    def set_rect(self, rect: QRectF) -> bool:
        """Move and resize the zone (scene units); True when it changed. Its cards are laid
        out anew by the caller (:meth:`relayout`)."""
        self._flowed = None
        if rect == self.scene_rect():
            return False
        self._felt = None
        self.prepareGeometryChange()
        if rect.size() != self._size.size() or rect.top() != self.y():
            self._look = None  # its outline, or the side its label goes on
        self._size = QRectF(0, 0, rect.width(), rect.height())
        self._bounds = self._size.adjusted(-34, -36, 34, 36)
        self.setPos(rect.topLeft())
        self.light.set_size(self._size)
        if self.badge is not None:
            self.badge.set_count(self.badge.count())
        self.redraw()
        return True

    def set_title(self, title: str) -> None:
        """Re-label the zone (also called after a language switch: the label's form may have
        changed even when the title did not)."""
        self.title = title
        self._look = None
        if self.look() != self._drawn_look:
            self.redraw()

    def set_lit(self, lit: bool, hot: bool = False) -> None:
        """Light the zone as a legal drop target (``hot``: the pointer is over it)."""
        if (lit, hot) != (self._lit, self._hot):
            self._lit, self._hot = lit, hot
            self.light.set_state(lit, hot)  # over the felt: the felt is not repainted

    def set_mine(self, mine: bool) -> None:
        """Mark the zone as belonging to the seat at the computer."""
        if mine != self._mine:
            self._mine = mine
            self._look = None
            self.redraw()

    def redraw(self) -> None:
        """Have the scene repaint this zone's part of the felt (the view's cached background):
        where it was drawn last, and where it draws now; only the label's part when the label
        alone changed in place (a fan's count)."""
        scene = self.scene()
        if scene is None:
            return
        look, drawn, at = self.look(), self._drawn_look, self.pos()
        if self._asked is not None and self._asked[0] is look and self._asked[1] == at:
            return  # asked already since the zone was last drawn (a move, then its relayout)
        self._asked = (look, at)
        background = QGraphicsScene.SceneLayer.BackgroundLayer
        if drawn is not None and self._drawn_at == at and only_label_differs(look, drawn):
            scene.invalidate(label_extent(drawn).translated(self._drawn_at), background)
            scene.invalidate(label_extent(look).translated(self._drawn_at), background)
            return
        now, old = look_extent(look).translated(at), self._drawn
        if old is not None and old != now:
            both = now.united(old)  # one request when the two places lie side by side
            if _area(both) <= 1.25 * (_area(now) + _area(old)):
                now, old = both, None
        scene.invalidate(now, background)
        if old is not None and old != now:
            scene.invalidate(old, background)

    @override
    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        """The felt under a zone is repainted when the zone leaves or joins a scene."""
        if change in (
            QGraphicsItem.GraphicsItemChange.ItemSceneChange,
            QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged,
        ):
            self._look = None  # the side of an outside label follows the table's middle
            self.redraw()
        return super().itemChange(change, value)

    # ---------------------------------------------------------------- layout

    def card_scale(self) -> float:
        """The zone's card scale, shrunk to fit a zone lower or narrower than a card (a row or
        fan with room for one card: its cards overlap when crowded)."""
        flexible = self.kind in (ZoneKind.ROW, ZoneKind.FAN)
        usable = self._size.height() - (30.0 if flexible else 0.0)
        width = (self._size.width() - (8.0 if flexible else 0.0)) / CARD_W
        return max(0.3, min(self.base_scale, usable / CARD_H, width))

    def positions(self, count: int) -> list[QPointF]:
        """The centre of each card, in scene coordinates, for ``count`` cards."""
        rect = self.scene_rect()
        scale = self.card_scale()
        w, h = CARD_W * scale, CARD_H * scale
        if count == 0:
            return []
        if self.kind in (ZoneKind.PILE, ZoneKind.SLOT):
            centre = rect.center()
            if self.kind == ZoneKind.SLOT and count > 1:
                step = min(24.0, (rect.height() - h) / (count - 1)) if rect.height() > h else 6.0
                top = centre.y() - step * (count - 1) / 2
                return [QPointF(centre.x(), top + i * step) for i in range(count)]
            return [QPointF(centre.x() - min(i, 3) * 0.0, centre.y()) for i in range(count)]
        if self.kind == ZoneKind.STACK:
            top = rect.top() + h / 2 + 4
            room = rect.height() - h - 8
            step = min(h * 0.22, room / (count - 1)) if count > 1 else 0.0
            places = self._stack_places(count)
            return [QPointF(rect.center().x(), top + places[i] * step) for i in range(count)]
        # ROW and FAN: left to right, labels above the cards
        y = rect.top() + 28 + (rect.height() - 28) / 2
        widths = [self._footprint(card, w, h) for card in self.cards[:count]]
        widths += [w] * (count - len(widths))
        full = sum(widths) + GAP * (count - 1)
        room = rect.width() - 8
        if self.kind == ZoneKind.ROW and full <= room:
            x = rect.left() + 4 + (room - full) / 2 if count < 3 else rect.left() + 4
            out = []
            for width in widths:
                out.append(QPointF(x + width / 2, y))
                x += width + GAP
            return out
        step_full = max(widths) + GAP
        step = min(step_full, (room - max(widths)) / (count - 1)) if count > 1 else 0.0
        left = rect.left() + 4 + max(widths) / 2
        if self.kind == ZoneKind.FAN and full <= room:
            left = rect.center().x() - (step * (count - 1)) / 2
        return [QPointF(left + i * step, y) for i in range(count)]

    def _stack_places(self, count: int) -> list[int]:
        """Where each card of a stack lies, from the top edge down (0: the highest). A level
        stack reads in level order, the highest level at the top, whatever order the levels
        came in: the current level (the top card, drawn over the others) shows whole at its
        level's place, the spent ones under it. Any other stack lies in its own order."""
        levels = [getattr(card.card, "level", None) for card in self.cards[:count]]
        if len(levels) < count or not all(isinstance(level, int) for level in levels):
            return list(range(count))
        by_level = sorted(range(count), key=lambda i: -levels[i])  # type: ignore[operator]
        places = [0] * count
        for place, index in enumerate(by_level):
            places[index] = place
        return places

    @staticmethod
    def _footprint(card: CardItem, w: float, h: float) -> float:
        turned = card.view is not None and card.view.rotation % 180 == 90
        return h if turned else w

    def set_cards(self, cards: Sequence[CardItem], animate: bool) -> None:
        """Take these cards (bottom first) and lay them out."""
        self.cards = list(cards)
        if self.badge is not None:
            self.badge.set_count(len(self.cards))
        self.relayout(animate)

    def relayout(self, animate: bool) -> None:
        scale = self.card_scale()
        positions = self.positions(len(self.cards))
        base = Z_CARDS + self.zValue() + 10.0
        count = len(self.cards)
        for index, (card, pos) in enumerate(zip(self.cards, positions, strict=True)):
            card.zone_id = self.zone_id
            card.set_card_scale(scale)
            if not card.dragging:
                card.setZValue(base + index * 0.01)
                card.move_to(pos, animate)
            visible = self.kind != ZoneKind.PILE or index >= count - VISIBLE_PILE_CARDS
            card.setVisible(visible or card.dragging)
        if self.look() != self._drawn_look:
            self.redraw()  # a fan's label counts its cards; an empty zone is a slot

    def geometry(self) -> PlacedGeometry:
        """This zone as the drop rule sees it."""
        rect = self.scene_rect()
        if self.kind == ZoneKind.STACK:
            centres = tuple(card.home.y() for card in self.cards)
        else:
            centres = tuple(card.home.x() for card in self.cards)
        return PlacedGeometry(
            self.zone_id,
            (rect.x(), rect.y(), rect.width(), rect.height()),
            self.kind.value,
            centres,
        )

    # ---------------------------------------------------------------- painting

    @override
    def boundingRect(self) -> QRectF:
        return self._bounds

    def _label_outside_above(self) -> bool:
        """Outside labels go on the side away from the table's middle line (above the zones of
        the player across the table, below the zones of the player at the computer)."""
        scene = self.scene()
        if scene is None:
            return False
        return self.mapToScene(self._size.center()).y() < scene.sceneRect().center().y()

    def label_text(self) -> str:
        """The zone's label as drawn: its title (with the card count on a fan)."""
        if self.kind == ZoneKind.FAN:
            return QCoreApplication.translate("ZoneItem", "{zone} ({count})").format(
                zone=self.title, count=len(self.cards)
            )
        return self.title

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Not called by the scene (the item has no contents); draws the zone if asked."""
        self.draw(painter)

    def look(self) -> ZoneLook:
        """What the zone draws on the felt now, wherever it lies (:mod:`.zone_paint`);
        remembered until its size, row, title, owner, scene or number of cards changes."""
        if self._look is not None and self._look[0] == len(self.cards):
            return self._look[1]
        if not self.cards and self._size.width() - 2 < NARROW:
            place = LabelPlace.SLOT  # an empty zone shrunk to a slot: its label inside
        elif self.kind in (ZoneKind.PILE, ZoneKind.SLOT, ZoneKind.STACK):
            # outside the zone, where its cards do not cover the label
            place = LabelPlace.ABOVE if self._label_outside_above() else LabelPlace.BELOW
        else:
            place = LabelPlace.INSIDE
        spill = 30.0 if self.kind == ZoneKind.STACK else 4.0  # piles lie side by side
        look = ZoneLook(
            self._size.width(),
            self._size.height(),
            self._mine,
            self.label_text(),
            place,
            spill,
            QFont().key(),
        )
        self._look = (len(self.cards), look, look_extent(look))
        return look

    def felt_rect(self) -> QRectF:
        """The part of the felt the zone draws on now, in scene coordinates."""
        self.look()
        assert self._look is not None
        if self._felt is None or self._felt[0] is not self._look:
            self._felt = (self._look, self._look[2].translated(self.pos()))
        return self._felt[1]

    def draw(self, painter: QPainter, transform: QTransform | None = None) -> None:
        """Paint the zone (the scene calls this from its background): its picture, copied
        (:func:`~.zone_paint.draw_look`); in item coordinates, or through ``transform`` from
        them to the painter's device."""
        look = self._drawn_look = self.look()
        self._drawn_at, self._asked = self.pos(), None
        self._drawn = self.felt_rect()
        draw_look(painter, look, transform)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # so that a double-click reaches the zone
            return
        super().mousePressEvent(event)

    @override
    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableHost):
            scene.zone_context_menu(self, event.screenPos())
            event.accept()
            return
        super().contextMenuEvent(event)

    @override
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableHost):
            scene.zone_double_clicked(self)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)


class ZoneLight(QGraphicsItem):
    """A zone's light while a drag may drop there: a rounded yellow outline and a wash over
    the zone's place on the felt, under the zone's cards; brighter where the pointer is.

    A child of its zone, hidden while the zone is not lit. It is drawn once into a
    device-pixel cache, so a dragged card passing over it costs a copy, and it brightens
    by its opacity, which the cache does not depend on: the pointer moving from zone to zone
    draws neither the felt nor the light anew (the view copies both). Its outline covers the
    zone's dashed one.
    """

    PEN = 4.0
    DIM = 0.6
    """The opacity of a lit zone the pointer is not over (1.0: the one it is over)."""

    def __init__(self, zone: ZoneItem, size: QRectF) -> None:
        super().__init__(zone)
        self._rect = QRectF()
        self._bounds = QRectF()
        self.set_size(size)
        self.setVisible(False)
        self.setOpacity(self.DIM)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, size: QRectF) -> None:
        """Fit the light to the zone's rectangle (``size``, in the zone's coordinates)."""
        rect = size.adjusted(1, 1, -1, -1)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            half = self.PEN / 2 + 1
            self._bounds = rect.adjusted(-half, -half, half, half)

    def set_state(self, lit: bool, hot: bool) -> None:
        """Show the light (``lit``), brighter when ``hot``; hide it when not lit."""
        self.setOpacity(1.0 if hot else self.DIM)
        self.setVisible(lit)

    def hot(self) -> bool:
        """True while the light shows the zone under the pointer."""
        return self.isVisible() and self.opacity() == 1.0

    @override
    def boundingRect(self) -> QRectF:
        return self._bounds

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffe066"), self.PEN))
        painter.setBrush(QColor(255, 230, 120, 95))
        painter.drawRoundedRect(self._rect, 10, 10)


class CountBadge(QGraphicsItem):
    """The number of cards of a pile, in a pill on the pile's top-right corner (over the cards)."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__()
        self._zone = zone
        self._count = 0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_count(self, count: int) -> None:
        if self.scene() is None and self._zone.scene() is not None:
            self._zone.scene().addItem(self)
        rect = self._zone.scene_rect()
        self.setPos(rect.right() - 8, rect.top() - 8)
        if count != self._count:
            self._count = count
            self.update()

    def count(self) -> int:
        return self._count

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-62, -4, 70, 40)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        text = str(self._count)
        width = max(36, painter.fontMetrics().horizontalAdvance(text) + 18)
        pill = QRectF(4 - width, 0, width, 34)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 2))
        painter.setBrush(QColor(20, 20, 20, 220) if self._count else QColor(20, 20, 20, 120))
        painter.drawRoundedRect(pill, 17, 17)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def zone_rect(placed: PlacedZone, origin: QPointF) -> QRectF:
    """A placed zone's rectangle in scene units, the table's top-left at ``origin``."""
    x, y, w, h = placed.rect
    return QRectF(origin.x() + x * MM, origin.y() + y * MM, w * MM, h * MM)


def zone_widths(view: StateView) -> dict[str, float]:
    """How wide each zone's cards are side by side, in upright cards (what the bands flow by)."""
    return {
        zone_id: card_widths(card.rotation for card in zone.cards)
        for zone_id, zone in view.zones.items()
    }


def reflow(
    zones: dict[str, ZoneItem], layout: TableLayout, view: StateView, bottom: int, origin: QPointF
) -> list[str]:
    """Give each zone its place for what the view holds now (the zones of a band share it by
    their cards, :func:`tabletop.engine.layout.flow`); the ids of the zones that moved, whose
    cards are to be laid out anew."""
    counts = zone_widths(view)
    moved: list[str] = []
    for placed in layout.place(counts, bottom):
        item = zones.get(placed.zone)
        if item is not None and item.flow_to(placed, origin):
            moved.append(placed.zone)
    return moved
