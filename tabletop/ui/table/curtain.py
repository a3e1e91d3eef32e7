"""The hot-seat curtain: covers the table until the next player is at the computer; and the
button that shows a player's own hand while both hands are face down."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from typing_extensions import override


class Curtain(QWidget):
    """An opaque cover over its parent widget. ``confirmed`` when the named player is ready;
    ``visibility_changed`` whenever it is put up or taken down (whoever does it)."""

    confirmed = Signal()
    visibility_changed = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        self._player = ""
        self._last_move = ""
        self.words: Callable[[], tuple[str, str]] | None = None
        """The player and the last move as the curtain's owner names them now: a language
        switch words the curtain anew (names and moves are written in the old language)."""
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

    @override
    def setVisible(self, visible: bool) -> None:
        was = not self.isHidden()
        super().setVisible(visible)
        if was != (not self.isHidden()):
            self.visibility_changed.emit(visible)

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
            if self.words is not None and self.isVisible():
                player, move = self.words()
                self._player = player
                self._last_move = move if self._last_move else ""  # none stays none
            self.retranslate_ui()
        super().changeEvent(event)


class HandCover(QPushButton):
    """The button over the hand of the player at the computer while both hands are face down
    (a hand-over for an answer): "<name>: show my hand". ``place()`` puts it over ``hand``, a
    rectangle of the parent widget (None: low in the middle, where the hand lies)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HandCover")
        self.setMinimumHeight(40)
        self.setStyleSheet(
            "QPushButton { font-size: 16px; padding: 6px 20px; background: #ffe082;"
            " color: #14201a; border: 2px solid #14201a; border-radius: 6px; }"
        )
        self._player = ""
        self.hide()

    def show_for(self, player: str, hand: QRect | None) -> None:
        """Offer ``player`` to turn their own hand face up."""
        self._player = player
        self.retranslate_ui()
        self.place(hand)
        self.raise_()
        self.show()

    def place(self, hand: QRect | None) -> None:
        """Centre the button over ``hand`` (kept inside the parent)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        area = parent.rect()
        centre = hand.center() if hand is not None and area.intersects(hand) else None
        if centre is None:
            centre = QPoint(area.center().x(), area.bottom() - area.height() // 8)
        x = min(max(0, centre.x() - self.width() // 2), max(0, area.width() - self.width()))
        y = min(max(0, centre.y() - self.height() // 2), max(0, area.height() - self.height()))
        self.move(x, y)

    def retranslate_ui(self) -> None:
        self.setText(self.tr("{player}: show my hand").format(player=self._player))
        self.setToolTip(
            self.tr(
                "Both hands are face down so that the other player sees neither. "
                "{player}, turn yours face up when the other player is not looking."
            ).format(player=self._player)
        )

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
