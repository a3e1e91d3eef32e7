"""The step bar: the turn's steps with the current one lit, whose turn it is, and Next."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget
from typing_extensions import override

from tabletop.i18n.names import step_name

STEP_STYLE = (
    "QLabel {{ padding: 3px 9px; border-radius: 9px; color: {fg}; background: {bg};"
    " font-weight: {weight}; }}"
)


class StepBar(QWidget):
    """Shows ``steps`` (codes) with ``current`` lit; ``next_clicked`` asks for the next step.

    When the bar is too narrow for every step, it is *compact*: only the current step shows
    (the whole list is in its tooltip), so a small window is not held wide by the step names.
    """

    next_clicked = Signal()
    pass_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StepBar")
        self._steps: tuple[str, ...] = ()
        self._current: str | None = None
        self._labels: list[QLabel] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 3, 8, 3)
        self._layout.setSpacing(4)
        self._turn = QLabel(self)
        self._turn.setObjectName("TurnLabel")
        self._layout.addWidget(self._turn)
        self._layout.addSpacing(10)
        self._steps_box = QHBoxLayout()
        self._steps_box.setSpacing(3)
        self._layout.addLayout(self._steps_box)
        self._layout.addStretch(1)
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_clicked)
        self.pass_button = QPushButton(self)
        self.pass_button.clicked.connect(self.pass_clicked)
        self._layout.addWidget(self.next_button)
        self._layout.addWidget(self.pass_button)
        self._turn_text = ("", 0, "")
        self._answering = ""
        self._compact = False
        self.retranslate_ui()

    @property
    def compact(self) -> bool:
        """True when only the current step is shown (the bar is too narrow for all)."""
        return self._compact

    def _width_for(self, labels: list[QLabel]) -> int:
        margins = self._layout.contentsMargins()
        spacing = self._layout.spacing()
        widgets = [self._turn, *labels, self.next_button, self.pass_button]
        return (
            margins.left()
            + margins.right()
            + 10
            + sum(w.sizeHint().width() for w in widgets)
            + spacing * (len(widgets) + 1)
            + self._steps_box.spacing() * max(0, len(labels) - 1)
        )

    def _current_labels(self) -> list[QLabel]:
        return [lab for c, lab in zip(self._steps, self._labels, strict=True) if c == self._current]

    @override
    def minimumSizeHint(self) -> QSize:
        """Wide enough for the turn, the current step and the buttons (the compact bar)."""
        hint = super().minimumSizeHint()
        return QSize(self._width_for(self._current_labels()), hint.height())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_compact()

    def _update_compact(self) -> None:
        compact = self.width() < self._width_for(self._labels)
        self._compact = compact
        names = " → ".join(step_name(code) for code in self._steps)
        for code, label in zip(self._steps, self._labels, strict=True):
            label.setVisible(not compact or code == self._current)
            label.setToolTip(names if compact else "")

    def set_steps(self, steps: tuple[str, ...]) -> None:
        if steps == self._steps:
            return
        self._steps = steps
        for label in self._labels:
            self._steps_box.removeWidget(label)
            label.hide()  # now: deleteLater waits for the event loop
            label.deleteLater()
        self._labels = []
        for _ in steps:
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._steps_box.addWidget(label)
            self._labels.append(label)
        self._refresh()

    def set_state(
        self, current: str | None, turn: int, player: str, winner: str, answering: str = ""
    ) -> None:
        """The step lit, the turn and whose it is, the winner once there is one, and the
        player who must answer now when it is not the player whose turn it is."""
        self._current = current
        self._turn_text = (player, turn, winner)
        self._answering = answering
        self._refresh()

    def current(self) -> str | None:
        return self._current

    def _refresh(self) -> None:
        for code, label in zip(self._steps, self._labels, strict=True):
            label.setText(step_name(code))
            lit = code == self._current
            label.setStyleSheet(STEP_STYLE.format(
                fg="#1b1300" if lit else "palette(text)",
                bg="#ffc83d" if lit else "transparent",
                weight="bold" if lit else "normal"))  # fmt: skip
        player, turn, winner = self._turn_text
        if winner:
            self._turn.setText(self.tr("<b>{player} wins!</b>").format(player=winner))
        elif turn:
            self._turn.setText(
                self.tr("Turn {turn}: <b>{player}</b>").format(turn=turn, player=player)
            )
        else:
            self._turn.setText(self.tr("<b>{player}</b> to play").format(player=player))
        if self._answering and not winner:
            self._turn.setText(self._turn.text() + " · " + self.tr(
                "<b>{player}</b> to answer").format(player=self._answering))  # fmt: skip
        self._update_compact()
        self.updateGeometry()

    def retranslate_ui(self) -> None:
        self.next_button.setText(self.tr("Next Step ▶"))
        self.next_button.setToolTip(self.tr("End this step and go to the next (N)"))
        self.pass_button.setText(self.tr("End Turn ▶▶"))
        self.pass_button.setToolTip(
            self.tr("Go through the remaining steps to the other player's turn (P)")
        )
        self._refresh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
