"""The answers offered beside "<name>: show my hand" while both hands are face down.

Nothing acts behind the face-down prompt: the step bar is off, since whoever sits at the
computer is not known. The prompt's own buttons say who acts: "<name>: show my hand", and,
above it, one "<name>: <action>" button for each action of the step bar that the player can
make now without looking at a hand (take the attack, pass, the defender's draw…). Pressing
one is that player's answer in one gesture; the hands stay face down.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from tabletop.engine import Action

GAP = 8
"""Pixels between the answers and the show-my-hand button."""

STYLE = (
    "QPushButton { font-size: 14px; padding: 5px 14px; background: #fff8e1; color: #14201a;"
    " border: 2px solid #14201a; border-radius: 6px; }"
)


class AnswerButtons(QWidget):
    """A row of "<name>: <action>" buttons over the table; ``chosen`` gives the action."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Answers")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(GAP)
        self.buttons: list[QPushButton] = []
        self._actions: list[Action] = []
        self.hide()

    def show_for(self, player: str, offers: list[tuple[str, str, Action]], cover: QRect) -> None:
        """Offer ``player`` the ``offers`` (text, tooltip, action), above ``cover`` (the
        show-my-hand button's geometry); hidden when there are none."""
        while len(self.buttons) < len(offers):
            button = QPushButton(self)
            button.setObjectName(f"Answer{len(self.buttons) + 1}")
            button.setStyleSheet(STYLE)
            index = len(self.buttons)
            button.clicked.connect(lambda _=False, i=index: self._choose(i))
            self._row.addWidget(button)
            self.buttons.append(button)
        self._actions = [action for _text, _tip, action in offers]
        for index, button in enumerate(self.buttons):
            if index >= len(offers):
                button.hide()
                continue
            text, tip, _action = offers[index]
            button.setText(self.tr("{player}: {action}").format(player=player, action=text))
            button.setToolTip(tip)
            button.show()
        if not offers:
            self.hide()
            return
        self._place(cover)
        self.raise_()
        self.show()

    def _place(self, cover: QRect) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        area = parent.rect()
        x = cover.center().x() - self.width() // 2
        x = min(max(0, x), max(0, area.width() - self.width()))
        y = cover.top() - GAP - self.height()
        if y < 0:
            y = cover.bottom() + GAP
        self.move(QPoint(x, y))

    def _choose(self, index: int) -> None:
        if index < len(self._actions):
            self.chosen.emit(self._actions[index])
