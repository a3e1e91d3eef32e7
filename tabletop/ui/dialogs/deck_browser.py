"""The deck editor's card browser and deck pane: the cards of a game as a table (id, name,
type, and the card field the game's descriptor groups its cards by: Dragon Ball GT the style,
Yu Yu Hakusho the team), its filters, and the deck as a tree with its legality report.
Functions of the editor, split from :mod:`.deck_editor` to keep it short; the words are the
editor's (context ``DeckEditor``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QTreeWidgetItem
from typing_extensions import override

from tabletop.cards.decklist import allows_style, sections
from tabletop.cards.models import Card
from tabletop.games.base import descriptor
from tabletop.ui.card_labels import display_name, field_label, type_label, use_japanese_names

if TYPE_CHECKING:
    from tabletop.ui.dialogs.deck_editor import DeckEditor

ID_ROLE = Qt.ItemDataRole.UserRole
SECTION_ROLE = Qt.ItemDataRole.UserRole + 1
ANY = "\x00any"
FREESTYLE = "\x00none"
_ROOT = QModelIndex()


class CardBrowserModel(QAbstractTableModel):
    """The cards shown in the browser: id, name, type, style or team."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []

    def set_cards(self, cards: list[Card]) -> None:
        self.beginResetModel()
        self._cards = cards
        self.endResetModel()

    def card(self, row: int) -> Card | None:
        return self._cards[row] if 0 <= row < len(self._cards) else None

    def row_of(self, card_id: str) -> int:
        return next((i for i, c in enumerate(self._cards) if c.id == card_id), -1)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)
        if self._cards:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._cards) - 1, 3))

    @override
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    @override
    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 4

    @override
    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        card = self.card(index.row())
        if card is None:
            return None
        if role == ID_ROLE:
            return card.id
        if role == Qt.ItemDataRole.DisplayRole:
            column = index.column()
            if column == 0:
                return card.id
            if column == 1:
                return display_name(card)
            if column == 2:
                return type_label(card.game, card.type)
            found = descriptor(card.game)
            group = found.card_group if found is not None else None
            value = getattr(card, group, None) if group else None
            return field_label(group, value) if group and value else ""
        if role == Qt.ItemDataRole.ToolTipRole and card.name_ja:
            return f"{card.name} / {card.name_ja}"
        return None

    @override
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            (self.tr("Id"), self.tr("Name"), self.tr("Type"), self.tr("Style / team"))[section]
            if 0 <= section < 4
            else None
        )


def fill_filters(editor: DeckEditor) -> None:
    game = editor.draft.game
    for combo in (editor.set_combo, editor.type_combo, editor.group_combo):
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(QCoreApplication.translate("DeckEditor", "All"), ANY)
    for info in editor.draft.database.sets(game):
        set_name = info.name_ja if use_japanese_names() and info.name_ja else info.name
        editor.set_combo.addItem(f"{info.code} — {set_name}", info.code)
    types = sorted(
        {c.type for c in editor.draft.database.by_game(game)}, key=lambda t: type_label(game, t)
    )
    for card_type in types:
        editor.type_combo.addItem(type_label(game, card_type), card_type)
    group = editor._descriptor().card_group
    fixed = editor._descriptor().card_group_values
    if group is not None and fixed is not None:  # every value, and "none" (freestyle)
        for value in fixed:
            editor.group_combo.addItem(field_label(group, value), value)
        editor.group_combo.addItem(field_label(group, None), FREESTYLE)
    elif group is not None:  # the values the cards have
        found = {getattr(c, group, None) or "" for c in editor.draft.database.by_game(game)} - {""}
        for value in sorted(found):
            editor.group_combo.addItem(field_label(group, value), value)
    for combo in (editor.set_combo, editor.type_combo, editor.group_combo):
        combo.blockSignals(False)


def fill_targets(editor: DeckEditor) -> None:
    names = editor._descriptor().section_names
    current = editor.target_combo.currentData()
    editor.target_combo.clear()
    for section in sections(editor.draft.game):
        title = names.get(section)
        editor.target_combo.addItem(
            QCoreApplication.translate("DeckSection", title) if title else section, section
        )
    index = editor.target_combo.findData(current)
    editor.target_combo.setCurrentIndex(index if index >= 0 else editor.target_combo.count() - 1)


def refresh_browser(editor: DeckEditor) -> None:
    """Re-filter the browser (search text, set, type, style or team)."""
    if editor._filling:
        return
    set_code, card_type, group = (
        editor.set_combo.currentData(),
        editor.type_combo.currentData(),
        editor.group_combo.currentData(),
    )
    cards = []
    for card in editor.draft.database.search(editor.search_edit.text(), game=editor.draft.game):
        if set_code not in (None, ANY) and card.set != set_code:
            continue
        if card_type not in (None, ANY) and card.type != card_type:
            continue
        field = editor._descriptor().card_group
        if group not in (None, ANY) and field is not None:
            value = getattr(card, field, None)
            if (value or FREESTYLE) != group:
                continue
        cards.append(card)
    current = editor.browser_model.card(editor.browser.currentIndex().row())
    editor.browser_model.set_cards(cards)
    editor.browser.resizeColumnToContents(0)
    row = editor.browser_model.row_of(current.id) if current is not None else -1
    if row < 0 and cards:
        row = 0
    if row >= 0:
        editor.browser.selectRow(row)


def refresh_deck(editor: DeckEditor, select: tuple[str, str | None] | None) -> None:
    tree = editor.deck_tree
    tree.blockSignals(True)
    tree.clear()
    chosen: QTreeWidgetItem | None = None
    bold = tree.font()
    bold.setBold(True)
    for section in sections(editor.draft.game):
        rows = editor.draft.rows(section)
        head = QTreeWidgetItem(tree)
        head.setText(0, "")
        head.setText(1, f"{editor.section_title(section)} ({sum(count for _, count in rows)})")
        head.setFont(1, bold)
        head.setData(0, SECTION_ROLE, section)
        head.setFirstColumnSpanned(False)
        for card_id, count in rows:
            card = editor.draft.database.get(card_id)
            item = QTreeWidgetItem(head)
            item.setText(0, f"{count}×")
            item.setText(1, display_name(card) if card is not None else card_id)
            item.setText(2, card_id)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(0, SECTION_ROLE, section)
            item.setData(0, ID_ROLE, card_id)
            if select is not None and select == (section, card_id):
                chosen = item
        if select is not None and select == (section, None):
            chosen = head
    tree.expandAll()
    tree.resizeColumnToContents(0)
    tree.resizeColumnToContents(2)
    tree.blockSignals(False)
    if chosen is not None:
        tree.setCurrentItem(chosen)
    editor._refresh_report()


def set_game(editor: DeckEditor, game: str) -> None:
    """Empty the editor for a deck of ``game``: its sections, filters, style choice."""
    editor._filling = True
    editor.draft.restart(game)
    editor.game_combo.setCurrentIndex(editor.games.index(game))
    editor.search_edit.clear()
    editor.name_edit.clear()
    editor.style_combo.setCurrentIndex(0)
    editor.style_combo.setEnabled(allows_style(game))
    editor._style_label.setEnabled(allows_style(game))
    fill_filters(editor)
    fill_targets(editor)
    editor._filling = False
    editor.refresh_browser()
    editor._refresh_deck(None)
