"""The game log: one line per applied step, rendered from the structured history, so it
re-renders in the other language when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget
from typing_extensions import override

from tabletop.engine.history import Step
from tabletop.ui.table.names import verdict_text


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
        self._shown: list[Step] = []
        self.retranslate_ui()

    def set_session(self, session) -> None:  # type: ignore[no-untyped-def]
        self._session = session
        self.render_all()

    def line(self, step: Step) -> str:
        session = self._session
        assert session is not None
        text = self.tr("{player}: {action}").format(
            player=session.player_name(step.action.seat), action=session.action_text(step.action)
        )
        if step.warning is not None:
            text += "  ⚠ " + verdict_text(step.warning.code, step.warning.params)
        return text

    def refresh(self) -> None:
        """Follow the session's history: append new steps, or re-render after an undo."""
        if self._session is None:
            return
        done = list(self._session.controller.history.done)
        count = len(self._shown)
        if len(done) >= count and all(
            a is b for a, b in zip(done[:count], self._shown, strict=True)
        ):
            for step in done[count:]:
                self._add(step)
            self._shown = done
            self.list.scrollToBottom()
        else:
            self.render_all()

    def _add(self, step: Step) -> None:
        item = QListWidgetItem(self.line(step))
        if step.warning is not None:
            item.setForeground(QBrush(QColor("#b26a00")))
        self.list.addItem(item)

    def render_all(self) -> None:
        self.list.clear()
        self._shown = []
        if self._session is None:
            return
        self._shown = list(self._session.controller.history.done)
        for step in self._shown:
            self._add(step)
        self.list.scrollToBottom()

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
