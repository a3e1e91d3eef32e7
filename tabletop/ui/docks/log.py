"""The game log: one line per applied step, rendered from the structured history, so it
re-renders in the other language when the language changes, and from the view of the seat at
the computer, so it re-renders when that seat changes or a card is revealed (a card hidden from
that seat is "a card").

Between the steps it also shows notes of the table itself, not rule actions: the hands shown to
both players, and hidden again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget
from typing_extensions import override

from tabletop.engine.history import Step
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.i18n.names import verdict_text

HANDS_SHOWN = "hands_shown"
HANDS_HIDDEN = "hands_hidden"
NOTES: dict[str, str] = {
    HANDS_SHOWN: QT_TRANSLATE_NOOP("LogDock", "Hands shown to both players"),
    HANDS_HIDDEN: QT_TRANSLATE_NOOP("LogDock", "Hands hidden again"),
}
"""The notes the window may add (:meth:`LogDock.add_note`), by code."""
NOTE_COLOUR = "#2e6da4"


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
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)
        self._session = None
        self._notes: list[Note] = []
        self._shown: list[Step | Note] = []
        self.retranslate_ui()

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        self._session = session
        self._notes = []
        self.render_all()

    def add_note(self, code: str) -> None:
        """Add a note (a code of :data:`NOTES`) after the steps played so far."""
        if self._session is None:
            return
        self._notes.append(Note(len(self._session.controller.history.done), code))
        self.refresh()

    def line(self, step: Step) -> str:
        session = self._session
        assert session is not None
        text = self.tr("{player}: {action}").format(
            player=session.player_name(step.action.seat), action=session.action_text(step.action)
        )
        if step.warning is not None:
            text += "  ⚠ " + verdict_text(step.warning.code, step.warning.params)
        return text

    def _text(self, row: Step | Note) -> str:
        if isinstance(row, Note):
            return "— " + QCoreApplication.translate("LogDock", NOTES[row.code]) + " —"
        return self.line(row)

    def _rows(self) -> list[Step | Note]:
        """The steps played, with the notes where they were made (a note made after steps
        since undone comes after the steps left)."""
        assert self._session is not None
        done = list(self._session.controller.history.done)
        rows: list[Step | Note] = []
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
        """Follow the session's history: append new steps, drop undone ones, and name every
        card as the seat at the computer sees it now (a card revealed since is named in the
        earlier lines too; a card hidden from this seat is "a card", also after a hand-over)."""
        if self._session is None:
            return
        rows = self._rows()
        kept = 0
        while kept < min(len(rows), len(self._shown)) and rows[kept] is self._shown[kept]:
            kept += 1
        while self.list.count() > kept:
            self.list.takeItem(self.list.count() - 1)
        for index, row in enumerate(rows[:kept]):
            item = self.list.item(index)
            text = self._text(row)
            if item.text() != text:
                item.setText(text)
        for row in rows[kept:]:
            self._add(row)
        self._shown = rows
        if len(rows) > kept:
            self.list.scrollToBottom()

    def _add(self, row: Step | Note) -> None:
        item = QListWidgetItem(self._text(row))
        if isinstance(row, Note):
            item.setForeground(QBrush(QColor(NOTE_COLOUR)))
        elif row.warning is not None:
            item.setForeground(QBrush(QColor("#b26a00")))
        self.list.addItem(item)

    def render_all(self) -> None:
        self.list.clear()
        self._shown = []
        self.refresh()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game Log"))
        self.render_all()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
