"""The game log: one sentence per applied step, rendered from the structured history, so it
re-renders in the other language when the language changes, and from the view of the seat at
the computer, so a row is re-worded when a card it names is revealed or hidden from that seat
(a card hidden from it is "a card").

The log follows the history: a new step appends a row, an undo removes the last; only the rows
naming a card the seat at the computer now sees otherwise are re-worded. A long game shows its
latest rows first, the earlier ones behind a "show earlier steps" row at the top. Between the steps it
also shows notes of the table itself, not rule actions: the hands shown to both players, and
hidden again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QDockWidget, QListWidgetItem, QWidget
from typing_extensions import override

from tabletop.engine.history import AppliedAction
from tabletop.i18n.noop import QT_TRANSLATE_NOOP

from .steps import SHOWN_ROWS, CardRows, StepWords, WrappingList, common_start, first_shown

HANDS_SHOWN = "hands_shown"
HANDS_HIDDEN = "hands_hidden"
NOTES: dict[str, str] = {
    HANDS_SHOWN: QT_TRANSLATE_NOOP("LogDock", "Hands shown to both players"),
    HANDS_HIDDEN: QT_TRANSLATE_NOOP("LogDock", "Hands hidden again"),
}
"""The notes the window may add (:meth:`LogDock.add_note`), by code."""
NOTE_COLOUR = "#2e6da4"
WARNING_COLOUR = "#b26a00"


@dataclass(eq=False)
class Note:
    """A note shown after the first ``after`` steps of the game."""

    after: int
    code: str


class LogDock(QDockWidget):
    """The game log of a session (set with :meth:`set_session`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogDock")
        self.list = WrappingList(self)
        self.list.setAlternatingRowColors(True)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.setWidget(self.list)
        self._session = None
        self._words: StepWords | None = None
        self._notes: list[Note] = []
        self._shown: list[AppliedAction | Note] = []
        self._cards = CardRows()
        self._first = 0
        """The first row of the game shown; the rows before it wait behind the top row."""
        self._earlier: QListWidgetItem | None = None
        self.worded = 0
        """Rows worded so far (a new row, or one re-worded): what a refresh cost."""
        self.retranslate_ui()

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        self._session = session
        self._words = StepWords(session)
        self._notes = []
        self._first = -1  # the latest rows
        self.render_all()

    def add_note(self, code: str) -> None:
        """Add a note (a code of :data:`NOTES`) after the steps played so far."""
        if self._session is None:
            return
        self._notes.append(Note(len(self._session.controller.history.done), code))
        self.refresh()

    def line(self, step: AppliedAction) -> str:
        """The row of ``step``: its sentence, and the warning manual mode gave it."""
        assert self._words is not None
        text = self._words.sentence(step)
        if step.warning is not None:
            text += "  ⚠ " + self._session.verdict_message(step.warning)  # type: ignore[attr-defined]
        return text

    def _text(self, row: AppliedAction | Note) -> str:
        self.worded += 1
        if isinstance(row, Note):
            return "— " + QCoreApplication.translate("LogDock", NOTES[row.code]) + " —"
        return self.line(row)

    def _rows(self) -> list[AppliedAction | Note]:
        """The steps played, with the notes where they were made (a note made after steps
        since undone comes after the steps left)."""
        assert self._session is not None
        done = self._session.controller.history.done
        if not self._notes:
            return list(done)
        rows: list[AppliedAction | Note] = []
        notes = sorted(self._notes, key=lambda n: min(n.after, len(done)))
        index = 0
        for count, step in enumerate([*done, None]):
            while index < len(notes) and min(notes[index].after, len(done)) == count:
                rows.append(notes[index])
                index += 1
            if step is not None:
                rows.append(step)
        return rows

    def refresh(self) -> None:
        """Follow the session's history: append new steps, drop undone ones, and re-word the
        rows naming a card the seat at the computer now sees otherwise (a card revealed since
        is named in the earlier lines too; a card hidden from this seat is "a card", also after
        a hand-over)."""
        if self._session is None or self._words is None:
            return
        every = self._rows()
        if first_shown(len(every), self._first) != self._first:
            self._first = first_shown(len(every), self._first)
            self.render_all()
            return
        rows = every[self._first :]
        top = 0 if self._earlier is None else 1
        kept = common_start(rows, self._shown, tail_only=not self._notes)  # notes move
        while self.list.count() > kept + top:
            self.list.takeItem(self.list.count() - 1)
        self._cards.truncate(kept)
        for index in self._cards.rows_of(self._words.relabelled(self._cards.named())):
            self.list.set_text(self.list.item(index + top), self._text(rows[index]))
        for row in rows[kept:]:
            self._add(row)
        self._shown = rows
        if len(rows) > kept:
            self.list.scroll_to_end()

    def _add(self, row: AppliedAction | Note) -> None:
        item = self.list.add_text(self._text(row))
        if isinstance(row, Note):
            item.setForeground(QBrush(QColor(NOTE_COLOUR)))
            self._cards.append(set())
        else:
            if row.warning is not None:
                item.setForeground(QBrush(QColor(WARNING_COLOUR)))
            assert self._words is not None
            self._cards.append(self._words.cards(row))

    def render_all(self) -> None:
        """Word every shown row again (a new session, another language)."""
        self.list.clear()
        self._earlier = None
        if self._session is not None:
            count = len(self._rows())
            if self._first < 0:
                self._first = max(0, count - SHOWN_ROWS)
            self._first = first_shown(count, self._first)
            if self._first > 0:
                self._earlier = self.list.add_text(self._earlier_text())
                self._earlier.setForeground(QBrush(QColor(NOTE_COLOUR)))
        self._shown = []
        self._cards = CardRows()
        if self._words is not None:
            self._words.forget_labels()
        self.refresh()

    def _earlier_text(self) -> str:
        return self.tr("▲ Show %n earlier step(s)", "", self._first)

    def show_earlier(self) -> None:
        """Show :data:`SHOWN_ROWS` more of the rows before the first one shown."""
        if self._first > 0:
            self._first = max(0, self._first - SHOWN_ROWS)
            self.render_all()
            self.list.set_current(0)

    def _activated(self, item: QListWidgetItem) -> None:
        if item is self._earlier:
            self.show_earlier()

    @property
    def first_shown(self) -> int:
        """How many of the game's rows wait behind the "show earlier" row."""
        return max(0, self._first)

    def lines(self) -> list[str]:
        """The texts of the game's rows shown (not the "show earlier" row)."""
        top = 0 if self._earlier is None else 1
        return [self.list.item(i).text() for i in range(top, self.list.count())]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game Log"))
        self.render_all()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
