"""The cards already entered in the set, beside the form: search, click to edit, delete."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.cards.models import Card

_DIGITS = re.compile(r"(\d+)")


def number_key(number: str) -> tuple[tuple[int, str], ...]:
    """Sorts card numbers as printed: ``2`` before ``10``, ``BK1`` after ``99``."""
    return tuple((int(p), "") if p.isdigit() else (1 << 30, p) for p in _DIGITS.split(number) if p)


def next_number(number: str, taken: Iterable[str] = ()) -> str:
    """The number after ``number`` that ``taken`` does not hold: ``9`` -> ``10``,
    ``BK1`` -> ``BK2``, ``009`` -> ``010``; ``""`` when it does not end in digits."""
    used = set(taken)
    match = re.search(r"(\d+)$", number)
    if match is None:
        return ""
    head, digits = number[: match.start()], match.group(1)
    value = int(digits)
    for _ in range(10_000):
        value += 1
        candidate = f"{head}{value:0{len(digits)}d}"
        if candidate not in used:
            return candidate
    return ""


def _folded(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


class CardList(QWidget):
    """The set's cards, in number order; emits :attr:`card_chosen` with the id of a card
    clicked (or chosen with Enter) and :attr:`delete_requested` for Delete."""

    card_chosen = Signal(str)
    delete_requested = Signal(str)
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.title.setBuddy(self.list)
        self.delete_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.undo_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.undo_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.search)
        box.addWidget(self.list, 1)
        box.addLayout(buttons)
        self._cards: list[Card] = []
        self.search.textChanged.connect(self._filter)
        self.list.itemClicked.connect(self._chosen)
        self.list.itemActivated.connect(self._chosen)
        self.delete_button.clicked.connect(self._delete)
        self.undo_button.clicked.connect(self.undo_requested)
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self._delete)

    def show_cards(self, cards: Iterable[Card], current: str | None = None) -> None:
        """List ``cards`` (in number order), selecting ``current``."""
        self._cards = sorted(cards, key=lambda c: number_key(c.number))
        self.list.clear()
        for card in self._cards:
            item = QListWidgetItem(f"{card.number}  {card.name}", self.list)
            item.setData(Qt.ItemDataRole.UserRole, card.id)
            item.setToolTip(f"{card.id} {card.name_ja or ''}".strip())
            if card.id == current:
                self.list.setCurrentItem(item)
        self._filter()

    def ids(self) -> list[str]:
        """The ids listed (shown or filtered out), in number order."""
        return [card.id for card in self._cards]

    def shown_ids(self) -> list[str]:
        """The ids the search leaves shown."""
        items = (self.list.item(i) for i in range(self.list.count()))
        return [str(i.data(Qt.ItemDataRole.UserRole)) for i in items if not i.isHidden()]

    def _filter(self) -> None:
        needle = _folded(self.search.text().strip())
        for index, card in enumerate(self._cards):
            haystack = _folded(f"{card.id} {card.name} {card.name_ja or ''}")
            self.list.item(index).setHidden(bool(needle) and needle not in haystack)

    def _chosen(self, item: QListWidgetItem) -> None:
        self.card_chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _delete(self) -> None:
        item = self.list.currentItem()
        if item is not None and not item.isHidden():
            self.delete_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Cards in this set:"))
        self.search.setPlaceholderText(self.tr("Search by number or name"))
        self.delete_button.setText(self.tr("&Delete card"))
        self.undo_button.setText(self.tr("&Undo delete"))
