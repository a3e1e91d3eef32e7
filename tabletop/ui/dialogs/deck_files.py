"""The deck editor's files: open a deck file (showing what cannot be read), save it atomically,
ask before unsaved changes are lost, and remember recent decks. Functions of the editor, split
from :mod:`.deck_editor` to keep it short; the words are the editor's (context ``DeckEditor``)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabletop.cards.decklist import DeckIssue, DeckList, read_deck, serialise
from tabletop.i18n.reasons import describe
from tabletop.storage.atomic import atomic_write_bytes
from tabletop.storage.errors import StorageError
from tabletop.ui.settings_owner import settings_owner

if TYPE_CHECKING:
    from tabletop.ui.dialogs.deck_editor import DeckEditor


def ask(editor: DeckEditor, kind: str, text: str, detail: str = "") -> QMessageBox.StandardButton:
    """Ask the user (a hook tests replace). ``kind``: ``unsaved`` (Save/Discard/Cancel),
    ``partial`` (Open/Cancel) or ``error`` (OK)."""
    box = QMessageBox(editor)
    box.setWindowTitle(QCoreApplication.translate("DeckEditor", "Deck editor"))
    box.setText(text)
    if detail:
        box.setInformativeText(detail)
    if kind == "unsaved":
        box.setIcon(QMessageBox.Icon.Question)
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
    elif kind == "partial":
        box.setIcon(QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    else:
        box.setIcon(QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return QMessageBox.StandardButton(box.exec())


def maybe_discard(editor: DeckEditor) -> bool:
    """True when there are no unsaved changes, or the user saved or discarded them."""
    if not editor.draft.dirty:
        return True
    answer = editor.ask(
        "unsaved",
        QCoreApplication.translate("DeckEditor", "The deck has unsaved changes. Save them?"),
    )
    if answer == QMessageBox.StandardButton.Save:
        return editor._save_clicked()
    return answer == QMessageBox.StandardButton.Discard


def issue_lines(issues: tuple[DeckIssue, ...]) -> str:
    lines = []
    for issue in issues:
        message = describe(issue.code, issue.params)
        if issue.line is not None:
            message = QCoreApplication.translate("DeckEditor", "Line {line}: {message}").format(
                line=issue.line, message=message
            )
        lines.append(message)
    return "\n".join(lines)


def open_file(editor: DeckEditor, path: str | os.PathLike[str]) -> bool:
    """Read a deck file into the editor (the current deck must be saved or discarded first).

    A file with errors is never opened silently: the errors are shown; if part of it could
    be read the user may open that part, as a new untitled deck (the file is not touched).
    """
    if not editor.maybe_discard():
        return False
    result = read_deck(path, editor._db)
    if result.deck is None:
        editor.ask(
            "error",
            QCoreApplication.translate("DeckEditor", "The deck file cannot be opened."),
            issue_lines(result.errors),
        )
        return False
    partial = bool(result.errors)
    if partial:
        answer = editor.ask(
            "partial",
            QCoreApplication.translate(
                "DeckEditor",
                "Some lines of the deck file cannot be read. Open the rest as a new deck?",
            ),
            issue_lines(result.errors),
        )
        if answer != QMessageBox.StandardButton.Open:
            return False
    editor._load(result.deck)
    editor.draft.opened(Path(path), partial)
    editor._update_title()
    if not partial:
        remember(Path(path))
    return True


def save_to(editor: DeckEditor, path: str | os.PathLike[str]) -> bool:
    """Write the deck to ``path`` atomically; on failure the reason is shown and nothing
    (neither the old file nor the deck in the editor) is lost."""
    text = serialise(editor.to_decklist())
    try:
        atomic_write_bytes(path, text.encode("utf-8"))
    except StorageError as error:
        errno = error.params.get("errno")
        detail = os.strerror(errno) if isinstance(errno, int) else ""
        message = QCoreApplication.translate(
            "DeckEditor", "The deck could not be saved to {path}."
        ).format(path=str(path))
        editor.ask("error", message, detail)
        return False
    editor.draft.saved(Path(path))
    editor._update_title()
    remember(Path(path))
    return True


def remember(path: Path) -> None:
    """Put the deck first among the recent decks in the settings (best effort)."""
    with contextlib.suppress(StorageError, OSError, ValueError):
        owner = settings_owner()
        owner.update(owner.current.with_recent_deck(str(path.resolve())))


def start_folder(editor: DeckEditor) -> str:
    if editor.draft.path is not None:
        return str(editor.draft.path.parent)
    recent = settings_owner().current.recent_decks
    return str(Path(recent[0]).parent) if recent else str(Path.home())


def file_filter() -> str:
    return QCoreApplication.translate("DeckEditor", "Deck files (*.deck);;All files (*)")


def open_clicked(editor: DeckEditor) -> bool:
    if not editor.maybe_discard():
        return False
    path, _ = QFileDialog.getOpenFileName(
        editor,
        QCoreApplication.translate("DeckEditor", "Open deck"),
        start_folder(editor),
        file_filter(),
    )
    return bool(path) and editor.open_file(path)


def save_clicked(editor: DeckEditor) -> bool:
    if editor.draft.path is None:
        return editor._save_as_clicked()
    return editor.save_to(editor.draft.path)


def save_as_clicked(editor: DeckEditor) -> bool:
    suggested = editor.name_edit.text().strip() or "deck"
    start = str(Path(start_folder(editor)) / f"{suggested}.deck")
    path, _ = QFileDialog.getSaveFileName(
        editor, QCoreApplication.translate("DeckEditor", "Save deck"), start, file_filter()
    )
    if not path:
        return False
    if not path.lower().endswith(".deck"):
        path += ".deck"
    return editor.save_to(path)


def load(editor: DeckEditor, deck: DeckList) -> None:
    """Put ``deck`` in the editor (its game chosen, its cards in their sections)."""
    editor._set_game(deck.game)
    editor.draft.load(deck)
    editor._filling = True
    editor.name_edit.setText(editor.draft.name)
    editor.style_combo.setCurrentIndex(max(0, editor.style_combo.findData(editor.draft.style)))
    editor._filling = False
    editor._refresh_deck(None)


def new_deck(editor: DeckEditor, game: str) -> bool:
    """Start an empty deck of ``game`` (once unsaved changes are saved or discarded)."""
    if not editor.maybe_discard():
        return False
    editor._set_game(game)  # an empty deck, not saved anywhere
    editor._update_title()
    return True


def update_title(editor: DeckEditor) -> None:
    """The window title: the deck file's name, marked while there are unsaved changes."""
    name = (
        editor.draft.path.name
        if editor.draft.path is not None
        else QCoreApplication.translate("DeckEditor", "Untitled deck")
    )
    title = QCoreApplication.translate("DeckEditor", "Deck editor — {name}").format(name=name)
    editor.setWindowTitle(title + "[*]")
    editor.setWindowModified(editor.draft.dirty)
