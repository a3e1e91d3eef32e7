"""The history dock: every step as the log words it, wrapped; undone steps greyed; click a
step to go back to it.

It follows the history: a new step appends a row (dropping the undone ones it replaces), an
undo or a redo restyles the rows between the old and the new position; only rows naming a card
the seat at the computer now sees otherwise are re-worded. A long game shows its latest steps;
the top row then shows the earlier ones (instead of the start of the game).
"""

from __future__ import annotations

import bisect

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.engine.history import AppliedAction

from .steps import SHOWN_ROWS, CardRows, StepWords, WrappingList, common_start, first_shown

UNDONE_COLOUR = "#8a8a8a"


class HistoryDock(QDockWidget):
    """Shows the session's history; row 0 is the start of the game, or in a long game the row
    that shows the steps before the first one shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.list = WrappingList(body)
        self.list.itemActivated.connect(self._go_to)
        self.list.itemDoubleClicked.connect(self._go_to)
        buttons = QHBoxLayout()
        self.undo_button = QPushButton(body)
        self.redo_button = QPushButton(body)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.setWidget(body)
        self._session = None
        self._words: StepWords | None = None
        self._shown: list[AppliedAction] = []
        self._cards = CardRows()
        self._fixed: list[int] = []
        """Numbers of the shown steps that cannot be undone, in order."""
        self._cursor = 0
        self._barrier = 0
        self._first = 0
        """Steps before the first one shown (behind row 0)."""
        self.worded = 0
        """Rows worded so far (a new row, or one re-worded): what a refresh cost."""
        self.retranslate_ui()

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        if self._session is not None:
            self.undo_button.clicked.disconnect()
            self.redo_button.clicked.disconnect()
        self._session = session
        self._words = StepWords(session)
        self.undo_button.clicked.connect(lambda: session.undo())
        self.redo_button.clicked.connect(lambda: session.redo())
        self._first = -1  # the latest steps
        self.render_all()

    def _text(self, number: int, step: AppliedAction) -> str:
        assert self._words is not None
        self.worded += 1
        text = f"{number}. {self._words.sentence(step)}"
        return text if step.undoable else text + "  ✖"

    def _style(self, number: int) -> None:
        """Grey and italic for an undone step, bold for the current one, and the tooltip."""
        index = number - self._first if number > self._first else 0
        if number < self._first:
            return
        item = self.list.item(index)
        if item is None:
            return
        font = QFont(self.list.font())
        font.setItalic(number > self._cursor)
        font.setBold(number == self._cursor)
        item.setFont(font)
        item.setForeground(QBrush(QColor(UNDONE_COLOUR)) if number > self._cursor else QBrush())
        if index == 0:
            return
        step = self._shown[index - 1]
        if not step.undoable:
            item.setToolTip(self.tr("This step revealed cards: it cannot be undone."))
        elif number < self._barrier:
            item.setToolTip(self.tr("Cards were revealed after this step: it cannot be undone."))
        else:
            item.setToolTip("")

    def refresh(self) -> None:
        """Follow the session's history (see the module's description)."""
        session = self._session
        if session is None or self._words is None:
            return
        history = session.controller.history
        done, undone = history.done, history.undone
        if first_shown(len(done), self._first) != self._first:
            self._first = first_shown(len(done), self._first)
            self.render_all()
            return
        first = self._first
        steps = [*done, *undone][first:]
        kept = common_start(steps, self._shown)
        while self.list.count() > kept + 1:
            self.list.takeItem(self.list.count() - 1)
        self._cards.truncate(kept)
        del self._shown[kept:]
        del self._fixed[bisect.bisect_right(self._fixed, first + kept) :]
        for index in self._cards.rows_of(self._words.relabelled(self._cards.named())):
            self.list.set_text(
                self.list.item(index + 1), self._text(first + index + 1, steps[index])
            )
        for number, step in enumerate(steps[kept:], start=first + kept + 1):
            item = self.list.add_text(self._text(number, step))
            item.setData(Qt.ItemDataRole.UserRole, number)
            self._shown.append(step)
            self._cards.append(self._words.cards(step))
            if not step.undoable:
                self._fixed.append(number)
        cursor = len(done)
        last = bisect.bisect_right(self._fixed, cursor)
        barrier = self._fixed[last - 1] if last else 0
        restyle = {*range(first + kept + 1, first + self.list.count())}
        for old, new in ((self._cursor, cursor), (self._barrier, barrier)):
            restyle |= set(range(min(old, new), max(old, new) + 1))
        self._cursor, self._barrier = cursor, barrier
        for index in sorted(restyle):
            self._style(index)
        self.list.set_current(self._cursor - first)
        self.undo_button.setEnabled(session.can_undo())
        self.redo_button.setEnabled(session.can_redo())
        next_undo = session.next_undo()  # the move one Undo takes back, as the Edit menu names it
        self.undo_button.setToolTip(session.action_text(next_undo.action) if next_undo else "")

    def render_all(self) -> None:
        """Word every shown row again (a new session, another language)."""
        self.list.clear()
        if self._session is not None:
            done = len(self._session.controller.history.done)
            if self._first < 0:
                self._first = max(0, done - SHOWN_ROWS)
            self._first = first_shown(done, self._first)
        first = max(0, self._first)
        if first:
            top = self.list.add_text(self.tr("▲ Show %n earlier step(s)", "", first))
            top.setData(Qt.ItemDataRole.UserRole, -1)
        else:
            top = self.list.add_text(self.tr("Start of the game"))
            top.setData(Qt.ItemDataRole.UserRole, 0)
        self._shown = []
        self._fixed = []
        self._cards = CardRows()
        self._cursor = self._barrier = first
        if self._words is not None:
            self._words.forget_labels()
        self.refresh()
        self._style(first)

    def show_earlier(self) -> None:
        """Show :data:`SHOWN_ROWS` more of the steps before the first one shown."""
        if self._first > 0:
            self._first = max(0, self._first - SHOWN_ROWS)
            self.render_all()

    @property
    def first_shown(self) -> int:
        """How many steps wait behind the top row."""
        return max(0, self._first)

    def _go_to(self, item: QListWidgetItem) -> None:
        session = self._session
        if session is None:
            return
        target = int(item.data(Qt.ItemDataRole.UserRole))
        if target < 0:
            self.show_earlier()
            return
        while len(session.controller.history) > target and session.undo():
            pass
        while len(session.controller.history) < target and session.redo():
            pass

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.render_all()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
