"""The deck editor: browse the card database, build a deck, see at once whether it is legal.

Left, the card browser (search over names, Japanese names and ids; filters for game, set, type,
and style or team). Middle, the deck by section (Dragon Ball GT: Main Personality and Life
Deck, plus the declared style; Yu Yu Hakusho: the team in Match Slot order, and the deck).
Right, the card preview and the legality report (every broken construction rule, in the
interface language). Cards are added with the Add button, a double-click, Enter or ``+``;
removed with the Remove button, ``-`` or Delete. Decks are read and written as ``.deck`` text.

The deck itself, its edits, legality and unsaved changes, is a Qt-free
:class:`~tabletop.games.deck_draft.DeckDraft` (:attr:`DeckEditor.draft`); the dialog shows it
and turns clicks and keys into its edits.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QSize,
    Qt,
)
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.cards.database import CardDatabase, default_database
from tabletop.cards.decklist import (
    DeckList,
)
from tabletop.cards.models import STYLES, Card, Game
from tabletop.games.base import GameDescriptor, descriptor, descriptors
from tabletop.games.deck_check import DeckReport
from tabletop.games.deck_draft import DeckDraft, Selection
from tabletop.i18n.reasons import describe
from tabletop.ui.card_face import card_pixmap, card_size
from tabletop.ui.card_labels import game_label, style_label
from tabletop.ui.dialogs import deck_browser, deck_files
from tabletop.ui.dialogs.deck_browser import ID_ROLE, SECTION_ROLE, CardBrowserModel
from tabletop.ui.dialogs.tool_window import show_tool

PREVIEW_WIDTH = 240


class DeckEditor(QDialog):
    """Build, check, open and save decks of either game."""

    def __init__(self, parent: QWidget | None = None, database: CardDatabase | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeckEditor")
        # The games whose decks can be built (those with deck sections), bundled first.
        self.games: tuple[Game, ...] = tuple(d.id for d in descriptors() if d.sections)
        self._db = database if database is not None else default_database()
        #: The deck being built (this dialog is a view of it).
        self.draft = DeckDraft(self._db, self.games[0])
        self._report = DeckReport(())
        self._filling = False

        # --- browser
        self.search_edit = QLineEdit(self)
        self.search_edit.setClearButtonEnabled(True)
        self.game_combo = QComboBox(self)
        for game in self.games:
            self.game_combo.addItem(game, game)
        self.set_combo = QComboBox(self)
        self.type_combo = QComboBox(self)
        self.group_combo = QComboBox(self)
        self.browser_model = CardBrowserModel(self)
        self.browser = QTableView(self)
        self.browser.setModel(self.browser_model)
        self.browser.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.browser.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.browser.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.browser.verticalHeader().hide()
        self.browser.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.browser.setAlternatingRowColors(True)
        self.browser.setTabKeyNavigation(False)
        self.target_combo = QComboBox(self)
        self.add_button = QPushButton(self)
        self._filter_labels = [QLabel(self) for _ in range(5)]
        filters = QFormLayout()
        for label, widget in zip(
            self._filter_labels,
            (self.search_edit, self.game_combo, self.set_combo, self.type_combo, self.group_combo),
            strict=True,
        ):
            label.setBuddy(widget)
            filters.addRow(label, widget)
        self._target_label = QLabel(self)
        add_row = QHBoxLayout()
        add_row.addWidget(self._target_label)
        add_row.addWidget(self.target_combo, 1)
        add_row.addWidget(self.add_button)
        left = QWidget(self)
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addLayout(filters)
        left_box.addWidget(self.browser, 1)
        left_box.addLayout(add_row)

        # --- deck
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(100)
        self.style_combo = QComboBox(self)
        self.style_combo.addItem("", None)
        for style in STYLES:
            self.style_combo.addItem(style, style)
        self._name_label, self._style_label = QLabel(self), QLabel(self)
        header = QFormLayout()
        header.addRow(self._name_label, self.name_edit)
        header.addRow(self._style_label, self.style_combo)
        self.deck_tree = QTreeWidget(self)
        self.deck_tree.setColumnCount(3)
        self.deck_tree.setRootIsDecorated(False)
        self.deck_tree.setItemsExpandable(False)
        self.deck_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.deck_tree.header().setStretchLastSection(False)
        self.plus_button, self.minus_button, self.delete_button = (
            QPushButton(self),
            QPushButton(self),
            QPushButton(self),
        )
        self.up_button, self.down_button = QPushButton(self), QPushButton(self)
        deck_buttons = QHBoxLayout()
        for button in (
            self.plus_button,
            self.minus_button,
            self.delete_button,
            self.up_button,
            self.down_button,
        ):
            deck_buttons.addWidget(button)
        self.count_label = QLabel(self)
        middle = QWidget(self)
        middle_box = QVBoxLayout(middle)
        middle_box.setContentsMargins(0, 0, 0, 0)
        middle_box.addLayout(header)
        middle_box.addWidget(self.deck_tree, 1)
        middle_box.addLayout(deck_buttons)
        middle_box.addWidget(self.count_label)

        # --- preview and report
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.preview.setMinimumSize(card_size(PREVIEW_WIDTH))
        self.verdict_label = QLabel(self)
        self.verdict_label.setWordWrap(True)
        self.report_list = QListWidget(self)
        self.report_list.setWordWrap(True)
        right = QWidget(self)
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(self.preview)
        right_box.addWidget(self.verdict_label)
        right_box.addWidget(self.report_list, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        for pane in (left, middle, right):
            splitter.addWidget(pane)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 2)

        # --- file buttons
        self.new_button, self.open_button = QPushButton(self), QPushButton(self)
        self.save_button, self.save_as_button = QPushButton(self), QPushButton(self)
        self.close_button = QPushButton(self)
        bottom = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.save_button, self.save_as_button):
            bottom.addWidget(button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)

        # --- connections
        self.search_edit.textChanged.connect(self.refresh_browser)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        for combo in (self.set_combo, self.type_combo, self.group_combo):
            combo.currentIndexChanged.connect(self.refresh_browser)
        self.browser.selectionModel().currentRowChanged.connect(self._browser_current)
        self.browser.doubleClicked.connect(lambda _index: self.add_selected())
        self.add_button.clicked.connect(self.add_selected)
        self.deck_tree.currentItemChanged.connect(self._deck_current)
        self.deck_tree.itemDoubleClicked.connect(lambda _item, _col: self.change_selected(-1))
        self.plus_button.clicked.connect(lambda: self.change_selected(+1))
        self.minus_button.clicked.connect(lambda: self.change_selected(-1))
        self.delete_button.clicked.connect(self.remove_selected)
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(+1))
        self.name_edit.textChanged.connect(self._name_shown)
        self.name_edit.textEdited.connect(self._renamed)
        self.style_combo.currentIndexChanged.connect(self._style_chosen)
        self.new_button.clicked.connect(lambda: self.new_deck(self.draft.game))
        self.open_button.clicked.connect(self._open_clicked)
        self.save_button.clicked.connect(self._save_clicked)
        self.save_as_button.clicked.connect(self._save_as_clicked)
        self.close_button.clicked.connect(self.close)
        self.browser.installEventFilter(self)
        self.deck_tree.installEventFilter(self)

        self.resize(1180, 720)
        self.retranslate_ui()
        self._set_game(self.games[0])
        self._update_title()

    # --- public state --------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.draft.game

    @property
    def path(self) -> Path | None:
        """The deck file being edited (None: not saved yet)."""
        return self.draft.path

    @property
    def dirty(self) -> bool:
        """Are there unsaved changes?"""
        return self.draft.dirty

    @property
    def report(self) -> DeckReport:
        """The legality report of the deck as it is now."""
        return self._report

    def report_lines(self) -> list[str]:
        return [self.report_list.item(i).text() for i in range(self.report_list.count())]

    def sections(self) -> list[str]:
        """The sections of the current game, in file order."""
        return list(self.draft.sections())

    def to_decklist(self) -> DeckList:
        """The deck being edited as a :class:`DeckList`."""
        return self.draft.to_decklist()

    # --- editing ---------------------------------------------------------------------------------

    def add_card(self, card_id: str, section: str | None = None, count: int = 1) -> bool:
        """Add ``count`` copies of a card to ``section`` (default: the chosen target)."""
        section = section or self.target_combo.currentData()
        card = self._db.get(card_id)
        if card is None or not self.draft.add(card_id, section or "", count):
            return False
        self._changed(select=(section or "", card.id))
        return True

    def change_count(self, section: str, card_id: str, delta: int) -> None:
        """Add (``delta`` > 0) or remove copies; a row that reaches 0 goes."""
        select = self.draft.change_count(section, card_id, delta)
        if select is not None:
            self._changed(select=select)

    def add_selected(self) -> bool:
        """Add the card selected in the browser to the target section."""
        card = self.browser_model.card(self.browser.currentIndex().row())
        return card is not None and self.add_card(card.id)

    def _selected_row(self) -> tuple[str, str | None] | None:
        item = self.deck_tree.currentItem()
        if item is None:
            return None
        return item.data(0, SECTION_ROLE), item.data(0, ID_ROLE)

    def change_selected(self, delta: int) -> None:
        selected = self._selected_row()
        if selected is not None and selected[1] is not None:
            self.change_count(selected[0], selected[1], delta)

    def remove_selected(self) -> None:
        selected = self._selected_row()
        if selected is not None and selected[1] is not None:
            self.change_count(selected[0], selected[1], -99)

    def move_selected(self, step: int) -> None:
        """Move the selected card up or down in its section (the team's Match Slot order)."""
        selected = self._selected_row()
        if selected is None or selected[1] is None:
            return
        if self.draft.move(selected[0], selected[1], step):
            self._changed(select=selected)

    def _changed(self, select: Selection | None = None) -> None:
        """The draft changed: redraw the deck, the report and the title."""
        self._refresh_deck(select)
        self._update_title()

    def _name_shown(self, text: str) -> None:
        self.draft.name = text  # as the field shows it (typed, or set when a deck is read)

    def _renamed(self, text: str) -> None:
        self.draft.rename(text)
        self._changed()

    def _style_chosen(self) -> None:
        style = self.style_combo.currentData()
        if self._filling:
            self.draft.style = style  # shown as the draft (a game chosen, a deck read)
        else:
            self.draft.declare_style(style)
            self._changed()

    # --- game and browser ------------------------------------------------------------------------

    def _game_chosen(self) -> None:
        game = self.game_combo.currentData()
        if self._filling or game == self.draft.game:
            return
        if self.draft.has_cards() and not self.maybe_discard():
            self._filling = True
            self.game_combo.setCurrentIndex(self.games.index(self.draft.game))
            self._filling = False
            return
        self._set_game(game)  # an empty deck of that game, not saved anywhere
        self._update_title()

    def _set_game(self, game: Game) -> None:
        deck_browser.set_game(self, game)

    def _fill_filters(self) -> None:
        deck_browser.fill_filters(self)

    def _fill_targets(self) -> None:
        deck_browser.fill_targets(self)

    def _descriptor(self) -> GameDescriptor:
        found = descriptor(self.draft.game)
        if found is None:  # pragma: no cover - only games with a descriptor are offered
            raise LookupError(self.draft.game)
        return found

    def section_title(self, section: str) -> str:
        return self.target_combo.itemText(self.target_combo.findData(section))

    def set_target(self, section: str) -> None:
        """Choose the section that Add puts cards into."""
        index = self.target_combo.findData(section)
        if index >= 0:
            self.target_combo.setCurrentIndex(index)

    def refresh_browser(self) -> None:
        """Re-filter the browser (search text, set, type, style or team)."""
        deck_browser.refresh_browser(self)

    def select_in_browser(self, card_id: str) -> bool:
        """Select a card in the browser (after clearing filters that would hide it)."""
        row = self.browser_model.row_of(card_id)
        if row < 0:
            return False
        self.browser.selectRow(row)
        self.browser.scrollTo(self.browser_model.index(row, 0))
        return True

    def _browser_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._show_preview(self.browser_model.card(current.row()))

    def _deck_current(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        section = item.data(0, SECTION_ROLE)
        if section:
            self.set_target(section)
        card_id = item.data(0, ID_ROLE)
        if card_id:
            self._show_preview(self._db.get(card_id))

    def _show_preview(self, card: Card | None) -> None:
        self._preview_card = card
        if card is None:
            self.preview.clear()
            return
        pixmap = card_pixmap(
            card, card_size(PREVIEW_WIDTH), device_pixel_ratio=self.devicePixelRatioF()
        )
        self.preview.setPixmap(pixmap)

    # --- the deck pane and the report ------------------------------------------------------------

    def _refresh_deck(self, select: tuple[str, str | None] | None) -> None:
        deck_browser.refresh_deck(self, select)

    def _refresh_report(self) -> None:
        self._report = self.draft.report()
        self.report_list.clear()
        for issue in self._report.problems:
            QListWidgetItem(describe(issue.code, issue.params), self.report_list)
        for issue in self._report.warnings:
            QListWidgetItem("⚠ " + describe(issue.code, issue.params), self.report_list)
        problems = len(self._report.problems)
        if problems == 0:
            self.verdict_label.setText(self.tr("✔ The deck is legal."))
            self.verdict_label.setStyleSheet("color: #1b5e20; font-weight: bold;")
        else:
            self.verdict_label.setText(self.tr("✘ %n rule(s) broken:", "", problems))
            self.verdict_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.count_label.setText(self.tr("%n card(s) in the deck", "", self.draft.count()))

    # --- files -------------------------------------------------------------------------------

    def ask(self, kind: str, text: str, detail: str = "") -> QMessageBox.StandardButton:
        """Ask the user (a hook tests replace; see :func:`.deck_files.ask`)."""
        return deck_files.ask(self, kind, text, detail)

    def maybe_discard(self) -> bool:
        """True when there are no unsaved changes, or the user saved or discarded them."""
        return deck_files.maybe_discard(self)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Read a deck file into the editor (see :func:`.deck_files.open_file`)."""
        return deck_files.open_file(self, path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Write the deck to ``path`` atomically (see :func:`.deck_files.save_to`)."""
        return deck_files.save_to(self, path)

    def _open_clicked(self) -> bool:
        return deck_files.open_clicked(self)

    def _save_clicked(self) -> bool:
        return deck_files.save_clicked(self)

    def _save_as_clicked(self) -> bool:
        return deck_files.save_as_clicked(self)

    def _update_title(self) -> None:
        deck_files.update_title(self)

    def new_deck(self, game: Game | None = None) -> bool:
        """Start an empty deck (of ``game``, default the current one)."""
        return deck_files.new_deck(self, game or self.draft.game)

    def _load(self, deck: DeckList) -> None:
        deck_files.load(self, deck)

    # --- events ------------------------------------------------------------------------------

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            plus = key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
            minus = key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore)
            if watched is self.browser and (plus or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
                self.add_selected()
                return True
            if watched is self.deck_tree:
                if plus:
                    self.change_selected(+1)
                    return True
                if minus:
                    self.change_selected(-1)
                    return True
                if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                    self.remove_selected()
                    return True
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter must not close the dialog (it adds the card in the browser instead).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    @override
    def reject(self) -> None:
        if self.maybe_discard():
            self.draft.dirty = False
            super().reject()

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_discard():
            self.draft.dirty = False
            event.accept()
        else:
            event.ignore()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for label, text in zip(
            self._filter_labels,
            (
                self.tr("&Search:"),
                self.tr("Game:"),
                self.tr("Set:"),
                self.tr("Type:"),
                self.tr("Style or team:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.search_edit.setPlaceholderText(self.tr("Name, Japanese name or card id"))
        for index, game in enumerate(self.games):
            self.game_combo.setItemText(index, game_label(game))
        self._target_label.setText(self.tr("Add to:"))
        self.add_button.setText(self.tr("&Add"))
        self.add_button.setToolTip(self.tr("Add the selected card (double-click, Enter or +)"))
        self._name_label.setText(self.tr("Deck name:"))
        self._style_label.setText(self.tr("Declared style:"))
        self.style_combo.setItemText(0, self.tr("(none)"))
        for i in range(1, self.style_combo.count()):
            self.style_combo.setItemText(i, style_label(self.style_combo.itemData(i)))
        self.deck_tree.setHeaderLabels([self.tr("Count"), self.tr("Card"), self.tr("Id")])
        self.plus_button.setText(self.tr("+1"))
        self.plus_button.setToolTip(self.tr("One more copy (+)"))
        self.minus_button.setText(self.tr("−1"))
        self.minus_button.setToolTip(self.tr("One copy fewer (-, double-click)"))
        self.delete_button.setText(self.tr("Remove"))
        self.delete_button.setToolTip(self.tr("Remove every copy (Delete)"))
        self.up_button.setText(self.tr("Up"))
        self.down_button.setText(self.tr("Down"))
        self.up_button.setToolTip(self.tr("Move up (the team's Match Slot order)"))
        self.down_button.setToolTip(self.tr("Move down (the team's Match Slot order)"))
        self.new_button.setText(self.tr("&New"))
        self.open_button.setText(self.tr("&Open…"))
        self.save_button.setText(self.tr("&Save"))
        self.save_as_button.setText(self.tr("Save &as…"))
        self.close_button.setText(self.tr("Close"))
        self.browser_model.retranslate()
        if hasattr(self, "_preview_card"):
            self._show_preview(self._preview_card)
        self._filling = True
        self._fill_filters()
        self._fill_targets()
        self._filling = False
        self.refresh_browser()
        self._refresh_deck(None)
        self._update_title()

    @override
    def sizeHint(self) -> QSize:
        return QSize(1180, 720)


def open_deck_editor(parent: QWidget | None = None) -> DeckEditor:
    """Show a (non-modal) deck editor and return it."""
    return show_tool(DeckEditor(parent))
