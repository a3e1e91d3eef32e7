"""The hidden-information audit: every text the window shows, and the cards a seat may not see.

:func:`screen_texts` lists every text a window puts on screen (or one click away from it):
the window title, the menus, the docks, the status bar, the curtain, the table's items
(zone labels, card faces, tooltips), the cards' context menus and the open dialogs.
:func:`hidden_cards` says which card names and ids the seat at the computer may not see, and
:func:`leaks` finds them in the texts. Tests use them after every hand-over of a hot-seat game;
nothing in the app depends on them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from tabletop.cards import CardDatabase
from tabletop.engine.state import GameState
from tabletop.engine.view import view_for
from tabletop.ui.covered import covered_view
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.zone_items import ZoneItem

if TYPE_CHECKING:
    from tabletop.ui.window import MainWindow

Text = tuple[str, str]
"""(where, text): where a text is shown, and the text."""


def screen_texts(
    window: MainWindow, *, menus: bool = True, others: Iterable[QWidget] = ()
) -> list[Text]:
    """Every text ``window`` shows the seat at the computer, as (where, text) pairs.

    Docks count even when closed or behind another tab (one click brings them), other
    widgets only when not hidden. ``menus`` also builds the context menu of every card and
    zone of the table (as a right-click would) and lists its entries. The app's other visible
    windows count too, but ``others`` (another player's window in the same process: the two
    windows of a remote game in a test).
    """
    skipped = set(others)
    out: list[Text] = [("window title", window.windowTitle())]
    out += _action_texts("menu bar", window.menuBar().actions())
    message = window.statusBar().currentMessage()
    if message:
        out.append(("status bar", message))
    out += _widget_texts(window, window)
    out += _scene_texts(window)
    if menus:
        out += _context_menu_texts(window)
    for top in QApplication.topLevelWidgets():
        if top in skipped:
            continue
        if top is not window and top.isVisible() and not isinstance(top, QMenu):
            out.append((_where(top, top), top.windowTitle()))
            out += _widget_texts(top, top)
        elif isinstance(top, QMenu) and top.isVisible():
            out += _action_texts("open menu", top.actions())
    return [(where, text) for where, text in out if text]


def _where(widget: QWidget, root: QWidget) -> str:
    names = []
    current: QWidget | None = widget
    while current is not None and current is not root.parentWidget():
        names.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return "/".join(reversed(names))


def _shown(widget: QWidget, root: QWidget) -> bool:
    """Not hidden below ``root``; a dock counts as shown (the View menu or a tab shows it)."""
    current: QWidget | None = widget
    while current is not None and current is not root:
        if isinstance(current, QDockWidget):
            return True
        if current.isHidden() and not isinstance(current.parentWidget(), QTabWidget | None):
            return False
        current = current.parentWidget()
    return True


def _action_texts(where: str, actions: Iterable[QAction]) -> Iterator[Text]:
    for action in actions:
        place = f"{where}/{action.text() or action.objectName()}"
        yield place, action.text()
        yield place + " (tooltip)", action.toolTip() if action.toolTip() != action.text() else ""
        yield place + " (status tip)", action.statusTip()
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield place, menu.title()
            yield from _action_texts(place, menu.actions())


def _tree_texts(item: QTreeWidgetItem) -> Iterator[str]:
    for column in range(item.columnCount()):
        yield item.text(column)
        yield item.toolTip(column)
    for index in range(item.childCount()):
        child = item.child(index)
        if child is not None:
            yield from _tree_texts(child)


def _own_texts(widget: QWidget) -> Iterator[str]:
    """The texts one widget shows itself (not its children's)."""
    yield widget.toolTip()
    yield widget.statusTip()
    if isinstance(widget, QDockWidget):
        yield widget.windowTitle()
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QLineEdit):
        yield widget.text()
        yield widget.placeholderText()
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield widget.toPlainText()
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QListWidget):
        for row in range(widget.count()):
            item = widget.item(row)
            yield item.text()
            yield item.toolTip()
    elif isinstance(widget, QTreeWidget):
        yield from _tree_texts(widget.invisibleRootItem())
    elif isinstance(widget, QTableWidget):
        for row in range(widget.rowCount()):
            for col in range(widget.columnCount()):
                cell = widget.item(row, col)
                if cell is not None:
                    yield cell.text()
                    yield cell.toolTip()
    elif isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield widget.tabText(index)
            yield widget.tabToolTip(index)


def _widget_texts(root: QWidget, window: QWidget) -> Iterator[Text]:
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, QMenu) or not _shown(widget, root):
            continue
        where = _where(widget, root)
        for text in _own_texts(widget):
            yield where, text


def _scene_texts(window: MainWindow) -> Iterator[Text]:
    for item in window.scene.items():
        where = f"scene/{type(item).__name__}"
        yield where + " (tooltip)", item.toolTip()
        if isinstance(item, CardItem):
            view = item.view
            if item.card is not None and view is not None and not view.hidden and view.face_up:
                yield where + " (face)", f"{item.card.name} {item.card.id}"
        elif isinstance(item, ZoneItem):
            yield where, item.label_text()
        elif isinstance(item, QGraphicsSimpleTextItem):
            yield where, item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield where, item.toPlainText()


def _context_menu_texts(window: MainWindow) -> Iterator[Text]:
    # The menus have no parent: each is deleted as soon as it is dropped (deleteLater would
    # keep thousands of them until the event loop runs).
    scene = window.scene
    for zone in scene.zone_items().values():
        menu = scene.zone_menu(zone)
        texts = list(_action_texts(f"menu of {zone.zone_id}", menu.actions()))
        for card in zone.cards:
            menu = scene.card_menu(card)
            texts += _action_texts(f"menu of a card in {zone.zone_id}", menu.actions())
            del menu
        yield from texts


@dataclass(frozen=True)
class Hidden:
    """What a seat may not see: the names and ids of its hidden cards that it sees nowhere
    else (two copies of a card, one seen and one hidden, give nothing away by name)."""

    names: frozenset[str]
    ids: frozenset[str]
    visible_names: frozenset[str]
    """Names the seat sees: a hidden name inside one of these ("Goku" in "Goku Lv2") is not
    a leak."""


def hidden_cards(
    state: GameState,
    seat: int,
    database: CardDatabase,
    *,
    open_hands: bool = False,
    covered: bool = False,
) -> Hidden:
    """The names (in every language) and ids of the cards ``seat`` does not see in ``state``
    (``covered``: while both hands are face down, neither hand's cards)."""
    view = covered_view(state, seat) if covered else view_for(state, seat, open_hands=open_hands)
    seen = {c.uid for z in view.zones.values() for c in z.cards if c.uid is not None}
    seen_ids = {state.cards[uid].card_id for uid in seen}
    hidden_ids = {c.card_id for uid, c in state.cards.items() if uid not in seen} - seen_ids

    def names(ids: Iterable[str]) -> set[str]:
        out: set[str] = set()
        for card_id in ids:
            card = database.get(card_id)
            if card is not None:
                out.update(n for n in (card.name, card.name_ja) if n)
        return out

    def printed(ids: Iterable[str]) -> set[str]:
        """Every word printed on these cards (names, attack names…): public once one is seen."""
        out: set[str] = set()
        for card_id in ids:
            card = database.get(card_id)
            if card is not None:
                out.update(_strings(card.model_dump()))
                out.update(_effect_words(card))
        return out

    visible = names(seen_ids) | printed(seen_ids)
    return Hidden(frozenset(names(hidden_ids) - visible), frozenset(hidden_ids), frozenset(visible))


def _effect_words(card: object) -> Iterator[str]:
    """The sentences of a card's effects in every language (a seen card's words are public:
    "If your fighter is Kurama" on a face-up Item names no hidden Kurama)."""
    from tabletop.games.effect_words import card_effect_lines
    from tabletop.i18n.plain import command_translate

    for language in ("en", "ja"):
        yield from card_effect_lines(card, command_translate(language))


def _strings(value: object) -> Iterator[str]:
    """The strings anywhere inside a card's dumped model."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _pattern(words: Iterable[str]) -> re.Pattern[str] | None:
    """Any of ``words`` as a whole word (longest first), None for no words."""
    ordered = sorted(set(words), key=len, reverse=True)
    if not ordered:
        return None
    alternatives = "|".join(re.escape(word) for word in ordered)
    return re.compile(r"(?<![A-Za-z0-9])(?:" + alternatives + r")(?![A-Za-z0-9])")


def leaks(texts: Iterable[Text], hidden: Hidden) -> list[str]:
    """Each text naming a hidden card, as "where: text (names …)"; empty when none does."""
    pattern = _pattern(hidden.names | hidden.ids)
    if pattern is None:
        return []
    cover = _pattern(hidden.visible_names)
    found: list[str] = []
    for where, text in dict.fromkeys(texts):
        named = [m for m in pattern.finditer(text)]
        if named and cover is not None:
            spans = [m.span() for m in cover.finditer(text)]
            named = [m for m in named if not any(a <= m.start() and m.end() <= b for a, b in spans)]
        if named:
            words = ", ".join(dict.fromkeys(m.group() for m in named))
            found.append(f"{where}: {text!r} (names {words})")
    return found
