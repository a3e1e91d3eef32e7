"""The card editor: enter cards into the user's own card sets (the Dragon Ball GT sets Baby,
Super 17, Shadow Dragon and Lost Episodes are not bundled, players type them in).

The set's cards are listed beside the form (click one to edit it, search, delete with undo);
the form (:mod:`.form`) is validated while typing; *Save* asks before it replaces a card of
the same number, *Save and next* moves on to the next number with the same type and
character. Saving writes the user set file (:mod:`tabletop.storage.user_sets`) and reloads
the card database.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.cards.database import default_database
from tabletop.cards.errors import CardDataError
from tabletop.cards.models import Card, Game
from tabletop.i18n.reasons import describe
from tabletop.storage.errors import StorageError
from tabletop.storage.user_sets import load_user_set, remove_card, save_card
from tabletop.ui.card_face import card_pixmap, card_size
from tabletop.ui.card_images import MAX_FILE_BYTES, default_images
from tabletop.ui.dialogs.tool_window import show_tool

from .card_list import CardList, next_number, number_key
from .form import CardForm
from .images import ImageError, install_card_image

PREVIEW_WIDTH = 220


@dataclass(frozen=True)
class _Deleted:
    game: Game
    code: str
    card: Card


class CardEditor(QDialog):
    """Writes cards into the user's card sets; emits :attr:`card_saved` with the card id."""

    card_saved = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardEditor")
        self._editing: str | None = None  # the id of the card loaded from the list
        self._deleted: list[_Deleted] = []

        self.form = CardForm(self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        self.card_list = CardList(self)
        self.card_list.setMinimumWidth(200)
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH + 8)
        self.image_button = QPushButton(self)
        self.reason_label = QLabel(self)
        self.reason_label.setWordWrap(True)
        self.reason_label.setObjectName("reason")
        self.reason_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(self)
        self.save_button = QPushButton(self)
        self.save_next_button = QPushButton(self)
        self.save_next_button.setDefault(True)
        self.new_button = QPushButton(self)
        for button in (self.new_button, self.save_button, self.save_next_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ApplyRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save)
        self.save_next_button.clicked.connect(self.save_and_next)
        self.new_button.clicked.connect(self.new_card)
        self.image_button.clicked.connect(self.choose_image)
        shortcuts: list[tuple[QKeySequence, Callable[[], object]]] = [
            (QKeySequence(QKeySequence.StandardKey.Save), self.save),
            (QKeySequence("Ctrl+Return"), self.save_and_next),
            (QKeySequence("Ctrl+Enter"), self.save_and_next),
            (QKeySequence(QKeySequence.StandardKey.Undo), self.undo_delete),
        ]
        for keys, slot in shortcuts:
            QShortcut(keys, self).activated.connect(slot)

        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.image_button)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.card_list)
        top.addWidget(scroll, 1)
        top.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.buttons)
        self.setStyleSheet(
            '*[invalid="true"] { border: 2px solid #c62828; background: #fdecea; }'
            " QLabel#reason { color: #b71c1c; }"
        )

        self.form.validated.connect(self._validated)
        self.form.set_changed.connect(self._set_changed)
        self.card_list.card_chosen.connect(self.edit_card)
        self.card_list.delete_requested.connect(self.delete_card)
        self.card_list.undo_requested.connect(self.undo_delete)
        self._set_tab_order()
        self.retranslate_ui()
        self.form.refresh()

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            *self.form.focus_chain(),
            self.save_next_button,
            self.save_button,
            self.new_button,
            self.image_button,
            self.card_list.search,
            self.card_list.list,
            self.card_list.delete_button,
            self.card_list.undo_button,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- the form's state ----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.form.game

    @property
    def set_code(self) -> str:
        return self.form.set_code

    @property
    def card_type(self) -> str:
        return self.form.card_type

    @property
    def card(self) -> Card | None:
        """The card the form describes, when valid."""
        return self.form.card

    @property
    def errors(self) -> dict[str, str]:
        """Invalid fields: field key -> translated reason."""
        return self.form.errors

    def _validated(self) -> None:
        valid = self.form.card is not None
        self.save_button.setEnabled(valid)
        self.save_next_button.setEnabled(valid)
        self.image_button.setEnabled(valid)
        self.reason_label.setText(self.form.reasons_text())
        self._update_preview()

    def _update_preview(self) -> None:
        card = self.form.card
        pixmap = self.preview.pixmap()
        if card is None and pixmap is not None and not pixmap.isNull():
            return  # keep the last valid card while the form is being corrected
        size = card_size(PREVIEW_WIDTH)
        self.preview.setPixmap(card_pixmap(card, size, device_pixel_ratio=self.devicePixelRatioF()))

    def _user_cards(self) -> list[Card]:
        try:
            existing = load_user_set(self.game, self.set_code)
        except (CardDataError, ValueError):
            return []
        return list(existing.cards) if existing is not None else []

    def _set_changed(self, code: str) -> None:
        self.card_list.show_cards(self._user_cards(), self._editing)

    # --- the list ------------------------------------------------------------------------------

    def edit_card(self, card_id: str) -> None:
        """Show the user's card ``card_id`` of the current set in the form, to change it."""
        card = next((c for c in self._user_cards() if c.id == card_id), None)
        if card is None:
            return
        self._editing = card.id
        self.form.load_card(card)
        self.form.name_edit.setFocus()

    def new_card(self) -> None:
        """Empty the card fields for a new card of the set (the number after the highest)."""
        self._editing = None
        numbers = [c.number for c in self._user_cards()]
        last = max(numbers, key=number_key) if numbers else ""
        self.form.clear_for_next(next_number(last, numbers) if last else "1")
        self.form.number_edit.setFocus()

    def delete_card(self, card_id: str) -> None:
        """Remove ``card_id`` from its set now; :meth:`undo_delete` puts it back."""
        card = next((c for c in self._user_cards() if c.id == card_id), None)
        if card is None:
            return
        try:
            remove_card(self.game, self.set_code, card_id)
        except (CardDataError, StorageError) as error:
            self.reason_label.setText(describe(error.code, error.params))
            return
        self._deleted.append(_Deleted(self.game, self.set_code, card))
        if self._editing == card_id:
            self._editing = None
        default_database(reload=True)
        self.card_list.undo_button.setEnabled(True)
        self._set_changed(self.set_code)
        self.reason_label.setText(
            self.tr("Deleted {id} {name}. Undo delete (Ctrl+Z) puts it back.").format(
                id=card.id, name=card.name
            )
        )

    def undo_delete(self) -> bool:
        """Put the last deleted card back into its set; False when there is none."""
        if not self._deleted:
            return False
        last = self._deleted[-1]
        try:
            save_card(last.game, last.code, last.card, replace=False, database=default_database())
        except (CardDataError, StorageError) as error:
            self.reason_label.setText(describe(error.code, error.params))
            return False
        self._deleted.pop()
        self.card_list.undo_button.setEnabled(bool(self._deleted))
        default_database(reload=True)
        self._set_changed(self.set_code)
        self.reason_label.setText(self.tr("{id} is back.").format(id=last.card.id))
        return True

    # --- saving --------------------------------------------------------------------------------

    def _confirm_replace(self, old: Card, new: Card) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Replace card?"),
            self.tr("The set already has {id} “{name}”. Replace it with “{new}”?").format(
                id=old.id, name=old.name, new=new.name
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def save(self) -> bool:
        """Write the card to its user set and reload the database; False (with the reason shown)
        when the card is invalid, the user keeps the card of the same number, or the file cannot
        be written. Replacing a card other than the one chosen in the list asks first."""
        self.form.revalidate()
        card = self.form.card
        if card is None:
            return False
        old = next((c for c in self._user_cards() if c.id == card.id), None)
        asks = old is not None and old.id != self._editing and old != card
        if old is not None and asks and not self._confirm_replace(old, card):
            self.reason_label.setText(self.tr("Not saved: {id} was kept.").format(id=old.id))
            return False
        try:
            path = save_card(
                self.game,
                self.set_code,
                card,
                set_name=" ".join(self.form.set_name_edit.text().split()),
                set_name_ja=" ".join(self.form.set_name_ja_edit.text().split()),
                database=default_database(),
            )
        except CardDataError as error:
            self.reason_label.setText(describe(error.code, error.params))
            return False
        except StorageError as error:
            errno = error.params.get("errno")
            detail = os.strerror(errno) if isinstance(errno, int) else ""
            self.reason_label.setText(
                self.tr("The card set could not be written. {detail}").format(detail=detail)
            )
            return False
        default_database(reload=True)
        self.form.fill_sets(self.set_code)
        self.card_list.show_cards(self._user_cards(), card.id)
        self.reason_label.setText(
            self.tr("Saved {id} to {path}.").format(id=card.id, path=str(path))
        )
        self.card_saved.emit(card.id)
        return True

    def save_and_next(self) -> bool:
        """:meth:`save`, then the next number of the set with the same type and character."""
        card = self.form.card
        if card is None or not self.save():
            return False
        message = self.reason_label.text()
        self._editing = None
        taken = [c.number for c in self._user_cards()]
        self.form.clear_for_next(next_number(card.number, taken))
        self.reason_label.setText(message)
        self.form.name_edit.setFocus()
        return True

    # --- the image -------------------------------------------------------------------------------

    def choose_image(self, source: Path | None = None) -> Path | None:
        """Copy an image file (asked for when ``source`` is None) into the card image folder
        as ``SET-NUMBER.png|jpg`` of the card in the form; the file written, or None."""
        card = self.form.card
        folder = default_images().folder
        if card is None:
            return None
        if folder is None:
            QMessageBox.information(
                self,
                self.tr("Card images"),
                self.tr("Choose a card image folder in Game → Settings first."),
            )
            return None
        if source is None:
            name, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Image of {id}").format(id=card.id),
                "",
                self.tr("Card images (*.png *.jpg *.jpeg)"),
            )
            if not name:
                return None
            source = Path(name)
        try:
            target = install_card_image(source, card.id, folder)
        except ImageError as error:
            self.reason_label.setText(self._image_refusal(error.code, source))
            return None
        except StorageError:
            self.reason_label.setText(
                self.tr("The image could not be written into {folder}.").format(folder=folder)
            )
            return None
        self.preview.clear()
        self._update_preview()
        self.reason_label.setText(self.tr("Image saved as {file}.").format(file=target))
        return target

    def _image_refusal(self, code: str, source: Path) -> str:
        """Why the image ``source`` was not copied (an :class:`ImageError` code)."""
        if code == "too_large":
            return self.tr(
                "{file} is larger than {limit} MB, the most a card image may be."
            ).format(file=source, limit=MAX_FILE_BYTES // (1024 * 1024))
        if code == "unreadable":
            return self.tr("{file} could not be read.").format(file=source)
        return self.tr("{file} is not a PNG or JPEG image that can be read.").format(file=source)

    # --- language ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card editor"))
        self.save_button.setText(self.tr("&Save card"))
        self.save_next_button.setText(self.tr("Save and &next"))
        self.save_next_button.setToolTip(self.tr("Ctrl+Enter"))
        self.new_button.setText(self.tr("Ne&w card"))
        self.image_button.setText(self.tr("Choose &image…"))
        self.card_list.retranslate_ui()
        self.form.retranslate_ui()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1040, 680)


def open_card_editor(parent: QWidget | None = None) -> CardEditor:
    """Show a (non-modal) card editor and return it."""
    return show_tool(CardEditor(parent))
