"""The history dock: every step by name; undone steps greyed; click a step to go back to it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override


class HistoryDock(QDockWidget):
    """Shows the session's history; row 0 is the start of the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.list = QListWidget(body)
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
        self.retranslate_ui()

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        if self._session is not None:
            self.undo_button.clicked.disconnect()
            self.redo_button.clicked.disconnect()
        self._session = session
        self.undo_button.clicked.connect(lambda: session.undo())
        self.redo_button.clicked.connect(lambda: session.redo())
        self.refresh()

    def refresh(self) -> None:
        session = self._session
        self.list.clear()
        if session is None:
            return
        history = session.controller.history
        done, undone = list(history.done), list(history.undone)
        start = QListWidgetItem(self.tr("Start of the game"))
        start.setData(Qt.ItemDataRole.UserRole, 0)
        self.list.addItem(start)
        barrier = len(done)
        while barrier > 0 and done[barrier - 1].undoable:
            barrier -= 1
        for index, step in enumerate([*done, *undone], start=1):
            text = f"{index}. {session.player_name(step.action.seat)}: {session.action_text(step.action)}"
            if not step.undoable:
                text += "  ✖"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, index)
            if index > len(done):
                item.setForeground(QBrush(QColor("#8a8a8a")))
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            if not step.undoable:
                item.setToolTip(self.tr("This step revealed cards: it cannot be undone."))
            elif index < barrier:
                item.setToolTip(
                    self.tr("Cards were revealed after this step: it cannot be undone.")
                )
            self.list.addItem(item)
        current = self.list.item(len(done))
        font = QFont(current.font())
        font.setBold(True)
        current.setFont(font)
        self.list.setCurrentRow(len(done))
        self.list.scrollToItem(current)
        self.undo_button.setEnabled(session.can_undo())
        self.redo_button.setEnabled(session.can_redo())
        next_undo = history.next_undo()
        self.undo_button.setToolTip(session.action_text(next_undo.action) if next_undo else "")

    def _go_to(self, item: QListWidgetItem) -> None:
        session = self._session
        if session is None:
            return
        target = int(item.data(Qt.ItemDataRole.UserRole))
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
        self.refresh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
