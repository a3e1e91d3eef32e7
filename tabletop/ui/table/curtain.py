"""The hot-seat curtain: covers the table until the next player is at the computer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from typing_extensions import override


class Curtain(QWidget):
    """An opaque cover over its parent widget. ``confirmed`` when the named player is ready."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        self._player = ""
        self._last_move = ""
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self._title = QLabel(self)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        self._title.setStyleSheet("color: #ffffff; font-size: 26px; font-weight: bold;")
        self._hint = QLabel(self)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self._hint.setStyleSheet("color: #d0d8d0; font-size: 15px;")
        self._last = QLabel(self)
        self._last.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._last.setWordWrap(True)
        self._last.setStyleSheet("color: #ffe082; font-size: 17px;")
        self.button = QPushButton(self)
        self.button.setMinimumHeight(40)
        self.button.setStyleSheet("font-size: 16px; padding: 6px 24px;")
        self.button.clicked.connect(self._confirm)
        layout.addWidget(self._title)
        layout.addSpacing(10)
        layout.addWidget(self._hint)
        layout.addSpacing(14)
        layout.addWidget(self._last)
        layout.addSpacing(20)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, player: str, last_move: str = "") -> None:
        """Cover the table and ask to hand the computer to ``player``, telling them the other
        player's ``last_move`` (as they may see it) when given."""
        self._player = player
        self._last_move = last_move
        self.retranslate_ui()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()

    def retranslate_ui(self) -> None:
        self._title.setText(self.tr("Hand the computer to {player}").format(player=self._player))
        self._hint.setText(
            self.tr("The table is hidden so that nobody sees the other player's hand.")
        )
        self.button.setText(self.tr("I am {player}: show the table").format(player=self._player))
        self._last.setText(
            self.tr("Last move: {move}").format(move=self._last_move) if self._last_move else ""
        )
        self._last.setVisible(bool(self._last_move))

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#14201a"))

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._confirm()
            return
        super().keyPressEvent(event)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
