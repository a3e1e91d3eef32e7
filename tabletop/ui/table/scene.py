"""The table scene: the felt, the zones of the game's layout, the cards, scouters and plates.

The scene draws what the session's view shows and nothing else. It redraws only the zones a
change set touched. Gestures (drops, double-clicks, menu choices, scouter moves, counter clicks)
become actions submitted to the session; the scene never changes a card's zone itself: a card
moves when the change comes back, and a refused drop slides home.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, Signal, SignalInstance
from PySide6.QtGui import QPainter, QRegion
from PySide6.QtWidgets import QGraphicsScene, QMenu
from typing_extensions import override

from tabletop.engine import Action, ChangeSet, Draw, MoveTop, SetCardCounter, SetCounter
from tabletop.engine.layout import PlacedZone, TableLayout, ZoneKind
from tabletop.engine.zones import Visibility
from tabletop.i18n.names import seat_name, zone_label
from tabletop.i18n.reasons import verdict_text
from tabletop.ui.table.card_item import CARD_H, CARD_W, MM, CardItem
from tabletop.ui.table.combat_items import CombatLayer
from tabletop.ui.table.counter_items import PlayerPlate
from tabletop.ui.table.drag import DRAG_OPACITY, PlacedGeometry, drop_action, drop_target
from tabletop.ui.table.felt import SURROUND, Felt
from tabletop.ui.table.menus import build_card_menu, build_zone_menu
from tabletop.ui.table.scouter_item import ScouterItem
from tabletop.ui.table.zone_items import SIDEBAR, ZoneItem, reflow, zone_rect, zone_widths

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.host import Chooser

TABLE_RECT = QRectF(-800.0, -500.0, 1600.0, 1000.0)
"""The default playing surface in scene units (before a game is set), centred on the origin."""

MARGIN = 16.0
"""Room around the table, in scene units; the scene rect is the table plus this margin."""

Z_DRAG = 1000.0


def grid_layout(zones: dict[str, Visibility]) -> tuple[tuple[float, float], list[PlacedZone]]:
    """A plain layout (mm) for a ruleset that supplies none: each seat's zones in a row."""
    width = 900.0
    placed: list[PlacedZone] = []
    rows: dict[int | None, list[str]] = {0: [], 1: [], None: []}
    for zone in zones:
        seat = (
            int(zone[1]) if zone[:1] == "p" and zone[1:2].isdigit() and zone[2:3] == "." else None
        )
        rows.setdefault(seat, []).append(zone)
    kinds = {Visibility.OWNER: ZoneKind.FAN, Visibility.HIDDEN: ZoneKind.PILE}
    bands = {1: 10.0, None: 250.0, 0: 480.0}
    for seat, ids in rows.items():
        if not ids:
            continue
        step = (width - 20) / len(ids)
        for i, zone in enumerate(ids):
            rect = (10 + i * step, bands.get(seat, 250.0), step - 10, 200.0)
            kind = kinds.get(zones[zone], ZoneKind.ROW)
            label = zone.split(".", 1)[1] if seat is not None else zone
            placed.append(PlacedZone(zone, seat, kind, rect, label, seat == 1))
    return (width, 700.0), placed


def _seat_rect(
    zone: PlacedZone, rects: dict[str, tuple[float, float, float, float]], size: tuple[float, float]
) -> tuple[float, float, float, float]:
    """Where ``zone`` goes when seat 1 is at the computer: each seat's zone takes the place of
    the other seat's copy; a shared zone turns a half turn about the centre."""
    if zone.seat is not None:
        other = f"p{1 - zone.seat}.{zone.zone.split('.', 1)[1]}"
        if other in rects:
            return rects[other]
    x, y, w, h = zone.rect
    return (size[0] - x - w, size[1] - y - h, w, h)


class TableScene(QGraphicsScene):
    """The scene every table item lives in (their :class:`~.host.TableHost`); draws a green felt
    table as its background."""

    status = Signal(str)
    """A message for the status bar (a refusal's reason is shown by the window, not here)."""
    card_focused = Signal(object)
    """The card item hovered or selected (for the preview dock), or None."""
    table_resized = Signal()
    look_requested = Signal(str)
    """The player asked to look through a zone (the window opens the pile viewer)."""
    synced = Signal()
    """The table shows the session's view anew (after a change, a seat change or a rebuild):
    what follows the cards checks them now. (Nothing connects to Qt's ``changed``: a slot on it
    puts the scene on its slower way of sending updates to the views.)"""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session: GameSession | None = None
        self._zones: dict[str, ZoneItem] = {}
        self._by_uid: dict[int, CardItem] = {}
        self._plates: list[PlayerPlate] = []
        self._speed = 1.0
        self._flipped = False
        self._drag_geometry: list[PlacedGeometry] = []
        self._drag_lit: set[str] = set()
        self._drag_hot: str | None = None
        self._drag_card: CardItem | None = None
        self._held_reflow = False  # the table changed during a drag: its zones move after it
        self.felt = Felt(QRectF(TABLE_RECT))
        self.combat = CombatLayer(self, self)
        self._layout: TableLayout | None = None
        self._origin = QPointF()
        self.chooser: Chooser | None = None
        """Asks the choices an action leaves open (the window installs its dialogs)."""
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._set_table_rect(QRectF(TABLE_RECT))

    # ---------------------------------------------------------------- geometry

    def _set_table_rect(self, rect: QRectF) -> None:
        self._table_rect = QRectF(rect)
        self.setSceneRect(rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        self.felt = Felt(rect)
        self.table_resized.emit()

    def table_rect(self) -> QRectF:
        """The playing surface, in scene coordinates (what "fit to window" shows)."""
        return QRectF(self._table_rect)

    def animation_ms(self, base: int) -> int:
        """An animation's duration at the user's animation speed (0: no animation)."""
        return 0 if self._speed <= 0 else round(base / self._speed)

    def set_animation_speed(self, speed: float) -> None:
        self._speed = speed

    # ---------------------------------------------------------------- the game

    @property
    def session(self) -> GameSession | None:
        return self._session

    def set_session(self, session: GameSession | None) -> None:
        """Show ``session`` (None: an empty table) and follow its changes."""
        if self._session is not None:
            for signal, slot in self._connections(self._session):
                signal.disconnect(slot)
        self._session = session
        if session is not None:
            for signal, slot in self._connections(session):
                signal.connect(slot)
        self.rebuild()

    def _connections(self, session: GameSession) -> list[tuple[SignalInstance, Callable[..., Any]]]:
        return [
            (session.changed, self._on_changed),
            (session.seat_changed, self._on_seat_changed),
            (session.reset, self._on_reset),
        ]

    def rebuild(self) -> None:
        """Drop every item and build the table of the current game from scratch."""
        for item in list(self.items()):
            if item.parentItem() is None:
                self.removeItem(item)
        self._zones.clear()
        self._by_uid.clear()
        self._drag_card = None
        self._plates.clear()
        session = self._session
        if session is None:
            self._set_table_rect(QRectF(TABLE_RECT))
            self.synced.emit()
            return
        layout = self._layout = session.layout()
        view = session.view()
        if layout is not None:
            size, placed = layout.size, layout.place(zone_widths(view), bottom=session.seat)
        else:
            size, placed = grid_layout({z: v.visibility for z, v in view.zones.items()})
        width, height = size[0] * MM + SIDEBAR, size[1] * MM
        origin = self._origin = QPointF(-width / 2, -height / 2)
        self._set_table_rect(QRectF(origin.x(), origin.y(), width, height))
        known = set(session.zone_ids())
        self._flipped = session.seat == 1
        rects = {zone.zone: zone.rect for zone in placed}
        for zone in placed:
            if zone.zone not in known:
                continue
            if self._flipped and layout is None:
                zone = PlacedZone(
                    zone.zone,
                    zone.seat,
                    zone.kind,
                    _seat_rect(zone, rects, size),
                    zone.label,
                    zone.mirrored,
                )
            rect = zone_rect(zone, origin)
            item = ZoneItem(zone.zone, zone.kind, rect, zone.label, zone.seat, scale=zone.scale)
            self.addItem(item)
            self._zones[zone.zone] = item
        plate_w = SIDEBAR - 30
        for seat in (0, 1):
            plate = PlayerPlate(seat, plate_w, self._counter_clicked)
            self.addItem(plate)
            self._plates.append(plate)
        self.retranslate()
        self.sync(self._zones, animate=False)
        self.update_plates()

    def _place_plates(self) -> None:
        rect = self._table_rect
        x = rect.right() - SIDEBAR + 10
        for plate in self._plates:
            height = plate.boundingRect().height()
            bottom = plate.seat == (1 if self._flipped else 0)
            y = rect.bottom() - 24 - height if bottom else rect.top() + 24
            plate.setPos(x, y)

    def refresh_faces(self) -> None:
        """Repaint every card (after the card images changed): their item caches are stale."""
        for card in self.card_items():
            card.update()
        self.update()

    def zone_items(self) -> dict[str, ZoneItem]:
        return dict(self._zones)

    def zone_item(self, zone_id: str) -> ZoneItem | None:
        return self._zones.get(zone_id)

    def card_item(self, uid: int) -> CardItem | None:
        return self._by_uid.get(uid)

    def card_items(self) -> list[CardItem]:
        return [card for zone in self._zones.values() for card in zone.cards]

    def plates(self) -> list[PlayerPlate]:
        return list(self._plates)

    def retranslate(self) -> None:
        """Re-label the items (they are not QObjects and get no LanguageChange)."""
        session = self._session
        for item in self._zones.values():
            title = zone_label(item.label)
            if session is not None and item.seat is not None and item.label in ("hand",):
                title = f"{title} — {seat_name(session.players, item.seat)}"
            item.set_title(title)
            item.update()
        for card in self.card_items():
            card.update()  # a drawn face speaks the interface language
            card.retranslate()
            if isinstance(card.scouter, ScouterItem):
                card.scouter.retranslate()
        self.update_plates(force=True)

    # ---------------------------------------------------------------- following changes

    def _on_changed(self, changes: ChangeSet, initiator: object) -> None:
        session = self._session
        if session is None:
            return
        self.sync(session.zones_touched(changes), animate=True)
        self.update_plates()

    def _on_seat_changed(self, seat: int) -> None:
        if self._flipped != (seat == 1):
            self.rebuild()  # the player at the computer sits at the bottom of the table
            return
        self.sync(self._zones, animate=False)
        self.update_plates()

    @property
    def flipped(self) -> bool:
        """True when seat 1 is at the computer, so its zones are drawn at the bottom."""
        return self._flipped

    def _on_reset(self) -> None:
        self.sync(self._zones, animate=False)
        self.update_plates()

    def update_plates(self, force: bool = False) -> None:
        session = self._session
        if session is None:
            return
        view = session.view()
        active = session.active_seat()
        winner = session.winner()
        for plate in self._plates:
            if force:
                plate.update()
            plate.set_state(
                seat_name(session.players, plate.seat),
                view.counters[plate.seat],
                active=active == plate.seat and winner is None,
                at_computer=session.seat == plate.seat and not session.spectating,
                winner=winner == plate.seat,
            )
            notes = session.ruleset.seat_notes(view, plate.seat)
            plate.set_notes([verdict_text(code) for code in notes])
        self._place_plates()
        for zone in self._zones.values():
            zone.set_mine(zone.seat == session.seat)
        self.combat.update()

    def sync(self, zone_ids: Iterable[str], animate: bool) -> None:
        """Redraw the named zones from the session's view (reusing card items by uid)."""
        session = self._session
        if session is None:
            return
        view = session.view()
        released: list[CardItem] = []
        claimed: set[int] = set()
        dragging = self._drag_card is not None  # zones keep their place while a card is dragged
        self._held_reflow = dragging
        moved = (
            []
            if self._layout is None or dragging
            else reflow(self._zones, self._layout, view, int(self._flipped), self._origin)
        )
        touched = list(dict.fromkeys(z for z in [*zone_ids, *moved] if z in self._zones))
        for zone_id in touched:
            zone = self._zones[zone_id]
            zview = view.zones.get(zone_id)
            if zview is None:
                continue
            old = zone.cards
            spare = [card for card in old if card.uid is None]
            new: list[CardItem] = []
            for card_view in zview.cards:
                if card_view.uid is not None:
                    item = self._by_uid.get(card_view.uid)
                    if item is None:
                        item = self._new_card(zone)
                        self._by_uid[card_view.uid] = item
                    elif item.zone_id != zone_id and item.zone_id not in touched:
                        self._take_from(item)  # it left a zone the change did not name
                else:
                    item = spare.pop(0) if spare else self._new_card(zone)
                was_new = item.view is None
                item.set_view(
                    card_view, zone_id, session.card(card_view.card_id), animate and not was_new
                )
                self._sync_scouter(item, animate and not was_new)
                new.append(item)
                claimed.add(id(item))
            released.extend(card for card in old if id(card) not in claimed)
            zone.set_cards(new, animate)
        for item in released:
            if id(item) in claimed:
                continue
            if item.uid is not None and self._by_uid.get(item.uid) is item:
                del self._by_uid[item.uid]
            if item.scene() is self:
                self.removeItem(item)
        self.synced.emit()

    def _take_from(self, item: CardItem) -> None:
        zone = self._zones.get(item.zone_id)
        if zone is not None and item in zone.cards:
            zone.cards.remove(item)
            zone.relayout(True)

    def _new_card(self, zone: ZoneItem) -> CardItem:
        item = CardItem(self)
        rect = zone.scene_rect()
        item.setPos(rect.center())
        self.addItem(item)
        return item

    def _sync_scouter(self, item: CardItem, animate: bool) -> None:
        view = item.view
        stages = getattr(item.card, "stages", None)
        stage = view.counters.get("stage") if view is not None and not view.hidden else None
        if isinstance(stages, tuple) and len(stages) > 1 and isinstance(stage, int):
            if isinstance(item.scouter, ScouterItem):
                item.scouter.set_ladder(stages, stage, animate)
            else:
                item.scouter = ScouterItem(item, stages, stage)
                item.update()
        elif item.scouter is not None:
            scene = item.scouter.scene()
            if scene is not None:
                scene.removeItem(item.scouter)
            item.scouter = None
            item.update()

    # ---------------------------------------------------------------- drags

    def begin_drag(self, card: CardItem) -> bool:
        """A card starts to follow the mouse; light the zones it may go to."""
        session = self._session
        if session is None:
            return False
        zone = self._zones.get(card.zone_id)
        if card.uid is None:
            if zone is None or zone.kind != ZoneKind.PILE or zone.cards[-1:] != [card]:
                self.status.emit(self._tr("You cannot see that card, so you cannot move it."))
                return False
            lit = {
                z
                for z in self._zones
                if z != card.zone_id and session.check(MoveTop(session.seat, card.zone_id, z)).legal
            }
        else:
            lit = set(session.destinations(card.uid))
        self._drag_lit = lit & set(self._zones)
        self._drag_hot = None
        self._drag_geometry = [zone.geometry() for zone in self._zones.values()]
        for zone_id in self._drag_lit:
            self._zones[zone_id].set_lit(True)
        self._drag_card = card
        card.setZValue(Z_DRAG)
        card.setVisible(True)
        card.setOpacity(DRAG_OPACITY)  # the lit zones show through the card
        return True

    def _target(self, card: CardItem, point: QPointF) -> tuple[str, int] | None:
        reach = card.sceneBoundingRect().width()  # a drop a card's width from a legal zone
        return drop_target((point.x(), point.y()), self._drag_geometry, self._drag_lit, reach)

    def drag_move(self, card: CardItem, point: QPointF) -> None:
        """The dragged card moved: light the zone under the pointer."""
        target = self._target(card, point)
        hot = target[0] if target is not None else None
        if hot == self._drag_hot:
            return
        for zone_id in (self._drag_hot, hot):
            item = self._zones.get(zone_id) if zone_id is not None else None
            if item is not None:
                item.set_lit(zone_id in self._drag_lit or zone_id == hot, zone_id == hot)
        self._drag_hot = hot

    def end_drag(self, card: CardItem, point: QPointF) -> None:
        """The card was let go: the drop becomes an action, or the card goes home."""
        target = self._target(card, point)
        for zone in self._zones.values():
            zone.set_lit(False)
        self._drag_lit, self._drag_hot, self._drag_geometry, self._drag_card = set(), None, [], None
        card.setOpacity(1.0)
        if self._held_reflow:  # what changed during the drag moves the zones now
            self.sync((), animate=True)
        session = self._session
        source = self._zones.get(card.zone_id)
        if session is None or target is None:
            self.status.emit(self.tr("That is not a place on the table: the card went back."))
            self._send_home(card)
            return
        if source is not None:
            geometry = source.geometry()
            position = source.cards.index(card) if card in source.cards else -1
        else:
            geometry, position = PlacedGeometry(card.zone_id, (0.0, 0.0, 0.0, 0.0), ""), -1
        action = drop_action(session.seat, card.uid, geometry, position, target)
        if action is None:
            self._send_home(card)
            return
        outcome = session.submit(action, self)
        if not outcome.applied:
            self._send_home(card)

    def _send_home(self, card: CardItem) -> None:
        zone = self._zones.get(card.zone_id)
        if zone is not None:
            zone.relayout(True)
        card.go_home()

    # ---------------------------------------------------------------- other gestures

    def card_hovered(self, card: CardItem) -> None:
        self.card_focused.emit(card)

    def card_unhovered(self, card: CardItem) -> None:
        """The pointer left a card: the preview goes back to the selected card, or to none."""
        self.card_focused.emit(self.selected_card())

    def card_selected(self, card: CardItem) -> None:
        self.card_focused.emit(card)

    def selected_card(self) -> CardItem | None:
        for item in self.selectedItems():
            if isinstance(item, CardItem):
                return item
        return None

    def card_double_clicked(self, card: CardItem) -> None:
        zone = self._zones.get(card.zone_id)
        if zone is not None:
            self.zone_double_clicked(zone)

    def zone_double_clicked(self, zone: ZoneItem) -> None:
        """Double-clicking a deck draws (the ruleset's draw for that zone, else a plain Draw)."""
        action = self.draw_action(zone.zone_id)
        if action is not None and self._session is not None:
            self._session.submit(action, self)

    def draw_action(self, zone_id: str) -> Action | None:
        session = self._session
        if session is None:
            return None
        for action in session.zone_actions(zone_id):
            if isinstance(action, Draw):
                return action
        if session.deck_zone(session.seat) == zone_id:
            return Draw(session.seat, 1)
        return None

    def scouter_moved(self, card: CardItem, stage: int) -> None:
        """The scouter was let go on another row: set the card's stage (an action)."""
        session = self._session
        if session is None or card.uid is None:
            return
        outcome = session.submit(SetCardCounter(session.seat, card.uid, "stage", stage), self)
        if not outcome.applied and isinstance(card.scouter, ScouterItem):
            stages = getattr(card.card, "stages", ())
            view = card.view
            card.scouter.set_ladder(stages, view.counters.get("stage", 0) if view else 0, True)

    def _counter_clicked(self, seat: int, name: str, value: int) -> None:
        if self._session is not None:
            self._session.submit(SetCounter(self._session.seat, seat, name, value), self)

    def card_menu(self, card: CardItem) -> QMenu:
        """The context menu of a card (built when opened, so it is always current)."""
        return build_card_menu(self, card)

    def zone_menu(self, zone: ZoneItem) -> QMenu:
        """The context menu of a zone."""
        return build_zone_menu(self, zone)

    def card_context_menu(self, card: CardItem, screen_pos: QPoint) -> None:
        if not card.isSelected():
            self.clearSelection()
            card.setSelected(True)
        menu = self.card_menu(card)
        menu.exec(screen_pos)
        menu.deleteLater()

    def zone_context_menu(self, zone: ZoneItem, screen_pos: QPoint) -> None:
        menu = self.zone_menu(zone)
        menu.exec(screen_pos)
        menu.deleteLater()

    def look_through(self, zone_id: str) -> None:
        self.look_requested.emit(zone_id)

    @staticmethod
    def _tr(text: str) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("TableScene", text)

    # ---------------------------------------------------------------- background

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paint the surround, then the felt (gradient, grain, rim and a faint centre line),
        then the zones on it (the view caches all of it: see :mod:`.zone_items`): only the
        zones that meet the part repainted, which is often a row that moved and not the
        rectangle round it."""
        exposed = QRectF(rect)
        painter.save()
        clip = painter.clipRegion() if painter.hasClipping() else None  # in scene units
        if clip is not None and clip.rectCount() > 1:
            # Copies through a clip of many rectangles cost ten times those through one: the
            # rectangle round them is drawn, what lies between them again as it was (felt
            # and zones: the view's cache of the background)
            clip = QRegion(clip.boundingRect())
            painter.setClipRegion(clip)
        self.felt.paint(painter, exposed, sidebar=self._session is not None)
        scale = max(painter.transform().m11(), painter.transform().m22(), 1e-3)
        bleed = max(2.0, 2.0 / scale)  # a device pixel or two: the region was rounded
        base = painter.transform()
        for zone in self._zones.values():  # in the order they were added, as items stack
            if not zone.isVisible():
                continue
            felt = zone.felt_rect()
            if not exposed.intersects(felt):
                continue
            if clip is not None and not clip.intersects(
                felt.adjusted(-bleed, -bleed, bleed, bleed).toAlignedRect()
            ):
                continue
            zone.draw(painter, zone.sceneTransform() * base)
        painter.restore()


__all__ = ["CARD_H", "CARD_W", "MARGIN", "SURROUND", "TABLE_RECT", "TableScene"]
