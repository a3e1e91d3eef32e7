"""Combat on the table: the attack waiting for its answer, what it did once resolved, and the
banner announcing a won match.

The game says what to show (:meth:`~tabletop.engine.ruleset.Ruleset.table_aids`): the pending
attack (attacker → defender and the damage it would deal, shown where the game says: the battle
area, between the fighters), and, once an action resolved it, its results (shown for a moment
where they landed). :class:`CombatLayer` follows the session after every change; an undo shows
no result. Every text is a child text item, so the hidden-information audit reads it; the cards
are named as the seat at the computer may see them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)
from typing_extensions import override

from tabletop.engine.table_aids import (
    CARD_KEYS,
    CONTEXT,
    AttackMark,
    Message,
    PrintedName,
    ResultMark,
)
from tabletop.engine.view import StateView
from tabletop.ui.card_labels import use_japanese_names
from tabletop.ui.table.zone_items import SIDEBAR

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.host import TableHost

RESULT_MS = 3000
"""How long a result stays on the table."""
BANNER_MS = 5000
"""How long the banner of a won match stays."""
Z_MARKER = 900.0
Z_RESULT = 950.0
Z_BANNER = 980.0
PADDING = 10.0


def aid_text(message: Message, card_label: Callable[[int], str]) -> str:
    """A game's message in the interface language, its cards named by ``card_label`` (so a
    card hidden from the seat at the computer reads "a card"), printed names (an attack's) in
    the interface language and nested messages filled in."""
    fields: dict[str, Any] = {}
    for key, value in message.params.items():
        if isinstance(value, Message):
            fields[key] = aid_text(value, card_label)
        elif key in CARD_KEYS and isinstance(value, int) and not isinstance(value, bool):
            fields[key] = card_label(value)
        elif isinstance(value, PrintedName):
            fields[key] = value.name_ja if use_japanese_names() and value.name_ja else value.name
        elif value is None:
            fields[key] = "—"
        else:
            fields[key] = value
    translated = QCoreApplication.translate(CONTEXT, message.text)
    try:
        return translated.format(**fields)
    except (KeyError, ValueError, IndexError):  # a translation with a broken placeholder
        return message.text.format(**fields)


class Bubble(QGraphicsItem):
    """A rounded box of text lines, centred on its position; clicks go through it to the
    table below (it is drawn over cards and drop areas)."""

    def __init__(self, fill: QColor, border: QColor, colour: QColor, z: float) -> None:
        super().__init__()
        self._fill, self._border, self._colour = fill, border, colour
        self._lines: list[QGraphicsSimpleTextItem] = []
        self._rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_lines(self, lines: list[tuple[str, int, bool]]) -> None:
        """(text, pixel size, bold) for each line, top to bottom."""
        shown = [i for i in self._lines if i.isVisible()]
        if [(i.text(), i.font().pixelSize(), i.font().bold()) for i in shown] == lines:
            return
        while len(self._lines) < len(lines):
            item = QGraphicsSimpleTextItem(self)
            item.setBrush(QBrush(self._colour))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._lines.append(item)
        for item in self._lines[len(lines) :]:
            item.hide()
        width = height = 0.0
        for item, (text, size, bold) in zip(self._lines, lines, strict=False):
            font = QFont()
            font.setPixelSize(size)
            font.setBold(bold)
            item.setFont(font)
            item.setText(text)
            item.show()
            box = item.boundingRect()
            width, height = max(width, box.width()), height + box.height()
        self.prepareGeometryChange()
        self._rect = QRectF(
            -width / 2 - PADDING, -height / 2 - PADDING / 2, width + 2 * PADDING, height + PADDING
        )
        y = -height / 2
        for item in self._lines[: len(lines)]:
            box = item.boundingRect()
            item.setPos(-box.width() / 2, y)
            y += box.height()

    def texts(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [item.text() for item in self._lines if item.isVisible()]

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    @override
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self._border, 3.0))
        painter.setBrush(QBrush(self._fill))
        painter.drawRoundedRect(self._rect, 12.0, 12.0)


class Banner(QGraphicsTextItem):
    """A wide band of large text across the middle of the table (a won match)."""

    def __init__(self, text: str, width: float) -> None:
        super().__init__()
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        self.setFont(font)
        self.setDefaultTextColor(QColor("#1b1300"))
        self.setTextWidth(width)
        self.setPlainText(text)
        option = self.document().defaultTextOption()
        option.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.document().setDefaultTextOption(option)
        self.setZValue(Z_BANNER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @override
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#7a5500"), 4.0))
        painter.setBrush(QBrush(QColor(255, 200, 61, 235)))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 18.0, 18.0)
        super().paint(painter, option, widget)  # type: ignore[arg-type]


class CombatLayer(QObject):
    """The combat items of a table scene, kept up to date by :meth:`update` (the scene calls it
    after every change, hand-over and rebuild)."""

    def __init__(self, host: TableHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self.marker: Bubble | None = None
        self._marker_zones: tuple[str, ...] = ()
        self.results: list[tuple[Bubble, ResultMark]] = []
        self.banner: Banner | None = None
        self._pending: tuple[AttackMark, StateView] | None = None
        self._steps = -1
        self._session: GameSession | None = None
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(
            lambda: self._when_seen(self._result_timer, self.clear_results)
        )
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(
            lambda: self._when_seen(self._banner_timer, self.clear_banner)
        )

    def _covered(self) -> bool:
        """True while the hot-seat curtain hides the table (nobody sees the markers)."""
        return any(
            curtain.isVisible()
            for view in self._host.views()
            for curtain in view.findChildren(QWidget, "Curtain")
        )

    def _when_seen(self, timer: QTimer, clear: Callable[[], None]) -> None:
        """A marker's time is up: it goes, unless the curtain hid it all along (then it stays
        a while after the curtain is lifted, so the player who comes sees it)."""
        if self._covered():
            timer.start(RESULT_MS)
        else:
            clear()

    def _on_table(self, item: QGraphicsItem) -> bool:
        """True when ``item`` is in the host's scene (not yet added, or left in an old one)."""
        scene: object = item.scene()
        return scene is self._host

    # ---------------------------------------------------------------- following the game

    def update(self) -> None:
        """Show the pending attack; when the action just applied resolved it, its results."""
        session = self._host.session
        if session is not self._session:  # another game: nothing of the old one stays
            self._session, self._pending, self._steps = session, None, -1
            self.clear_results()
            self.clear_banner()
        if session is None:
            self._show_marker(None)
            return
        offers = session.offers()
        mark = offers.pending_attack()
        steps = len(session.controller.history)
        view = session.view()
        if self._pending is not None and mark is None and steps > self._steps >= 0:
            before, attack = self._pending[1], self._pending[0]
            self._show_results(offers.attack_result(before, view, attack))
        self._pending = (mark, view) if mark is not None else None
        self._steps = steps
        self._show_marker(mark)
        for item in (*(bubble for bubble, _ in self.results), self.banner):
            if item is not None and not self._on_table(item):
                self._host.addItem(item)  # the scene was rebuilt (a hand-over turned the table)
        self._place()

    def _label(self, message: Message) -> str:
        session = self._host.session
        return aid_text(message, session.card_label if session is not None else str)

    def _show_marker(self, mark: AttackMark | None) -> None:
        if mark is None:
            if self.marker is not None and self.marker.scene() is not None:
                self._host.removeItem(self.marker)
            self.marker = None
            return
        if self.marker is None:
            self.marker = Bubble(
                QColor(20, 24, 22, 225), QColor("#ffc83d"), QColor("#ffffff"), Z_MARKER
            )
        if not self._on_table(self.marker):
            self._host.addItem(self.marker)
        self.marker.set_lines(
            [("⚔ " + self._label(mark.title), 30, True), (self._label(mark.damage), 28, False)]
        )
        self._marker_zones = mark.zones

    def _show_results(self, marks: list[ResultMark]) -> None:
        self.clear_results()
        for mark in marks:
            bubble = Bubble(
                QColor(198, 40, 40, 235), QColor("#ffffff"), QColor("#ffffff"), Z_RESULT
            )
            bubble.set_lines([(self._label(mark.text), 34, True)])
            self._host.addItem(bubble)
            self.results.append((bubble, mark))
        if marks:
            self._result_timer.start(RESULT_MS)

    def clear_results(self) -> None:
        """Take the results off the table (their time is up)."""
        for bubble, _ in self.results:
            if bubble.scene() is not None:
                bubble.scene().removeItem(bubble)
        self.results = []

    # ---------------------------------------------------------------- the banner

    def show_banner(self, text: str) -> None:
        """Announce ``text`` across the table for a few seconds (a won match)."""
        self.clear_banner()
        width = self._host.table_rect().width() * 0.5
        self.banner = Banner(text, width)
        self._host.addItem(self.banner)
        self._banner_timer.start(BANNER_MS)
        self._place()

    def clear_banner(self) -> None:
        if self.banner is not None and self.banner.scene() is not None:
            self.banner.scene().removeItem(self.banner)
        self.banner = None

    # ---------------------------------------------------------------- where they go

    def _zone_centre(self, zones: tuple[str, ...]) -> QPointF | None:
        rect = QRectF()
        for zone_id in zones:
            item = self._host.zone_item(zone_id)
            if item is not None:
                rect = rect.united(item.scene_rect()) if not rect.isNull() else item.scene_rect()
        return None if rect.isNull() else rect.center()

    def _inside(self, bubble: Bubble, centre: QPointF) -> QPointF:
        """``centre``, moved so that all of ``bubble`` is on the table."""
        table = self._host.table_rect().adjusted(8, 8, -8, -8)
        box = bubble.boundingRect()
        x = min(max(centre.x(), table.left() - box.left()), table.right() - box.right())
        y = min(max(centre.y(), table.top() - box.top()), table.bottom() - box.bottom())
        return QPointF(x, y)

    def _place(self) -> None:
        if self.marker is not None:
            centre = self._zone_centre(self._marker_zones)
            if centre is not None:
                self.marker.setPos(self._inside(self.marker, centre))
        for bubble, mark in self.results:
            card = self._host.card_item(mark.card) if mark.card is not None else None
            if card is not None:  # on the card it describes, where it goes (it may slide)
                centre = card.sceneBoundingRect().center() - card.pos() + card.home
            else:
                centre = self._zone_centre((mark.zone,) if mark.zone else ())
            if centre is not None:
                bubble.setPos(self._inside(bubble, centre))
        if self.banner is not None:
            table = self._host.table_rect()
            box = self.banner.boundingRect()
            self.banner.setPos(
                table.center().x() - box.width() / 2 - _sidebar(self._host) / 2,
                table.center().y() - box.height() / 2,
            )


def _sidebar(host: TableHost) -> float:
    return SIDEBAR if host.session is not None else 0.0


def marker_texts(layer: CombatLayer) -> Mapping[str, list[str]]:
    """What the layer shows now: ``marker``, ``results`` and ``banner`` lines (for tests)."""
    return {
        "marker": layer.marker.texts() if layer.marker is not None else [],
        "results": [text for bubble, _ in layer.results for text in bubble.texts()],
        "banner": [layer.banner.toPlainText()] if layer.banner is not None else [],
    }
