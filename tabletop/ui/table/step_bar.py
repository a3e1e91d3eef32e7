"""The step bar: the turn's steps with the current one lit, whose turn it is, the current step's
actions for the seat that must act (buttons with the keys 1–9), Next and End Turn.

The actions come from the game (:meth:`~tabletop.engine.ruleset.Ruleset.table_aids`); a button
asks for its action's verdict as a menu entry does (enforced mode: an illegal one is disabled
with its reason; manual mode: marked ⚠) and is submitted the same way (``action_chosen``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget
from typing_extensions import override

from tabletop.engine import Action, Mode, NextStep
from tabletop.engine.table_aids import StepAction
from tabletop.i18n.names import step_name
from tabletop.ui.table.combat_items import aid_text

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession

KEYS = "123456789"
"""The keys of the action buttons, in their order."""
KEY_MARKS = "①②③④⑤⑥⑦⑧⑨"
"""How a button shows its key."""
COMPACT_LABEL_PX = 160
"""In a compact bar, an action's label is cut to the room left, at most this width (the
whole label is in its tooltip)."""

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
    action_chosen = Signal(object)
    """An action button was pressed (clicked or its key): the action to submit."""

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
        self._actions_box = QHBoxLayout()
        self._actions_box.setSpacing(4)
        self._layout.addLayout(self._actions_box)
        self._layout.addSpacing(6)
        self.action_buttons: list[QPushButton] = []
        self._step_actions: list[StepAction] = []
        self._full_texts: list[str] = []
        self._shortcuts = []
        for index, key in enumerate(KEYS):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda i=index: self.press(i))
            self._shortcuts.append(shortcut)
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_clicked)
        self.pass_button = QPushButton(self)
        self.pass_button.clicked.connect(self.pass_clicked)
        self._layout.addWidget(self.next_button)
        self._layout.addWidget(self.pass_button)
        self._turn_text = ("", 0, "")
        self._answering = ""
        self._compact = False
        self._next_tip = ""
        self._session: GameSession | None = None
        self.retranslate_ui()

    @property
    def compact(self) -> bool:
        """True when only the current step is shown (the bar is too narrow for all)."""
        return self._compact

    def _width_for(self, labels: list[QLabel], texts: list[str]) -> int:
        """The width the bar needs with these step ``labels`` shown and the action buttons
        showing ``texts``."""
        margins = self._layout.contentsMargins()
        spacing = self._layout.spacing()
        widgets = [self._turn, *labels, self.next_button, self.pass_button]
        actions = sum(
            self._button_width(button, text) + self._actions_box.spacing()
            for button, text in zip(self.action_buttons, texts, strict=False)
        )
        return (
            margins.left()
            + margins.right()
            + 16
            + actions
            + sum(w.sizeHint().width() for w in widgets)
            + spacing * (len(widgets) + 2)
            + self._steps_box.spacing() * max(0, len(labels) - 1)
        )

    @staticmethod
    def _button_width(button: QPushButton, text: str) -> int:
        """The width ``button`` needs to show ``text``."""
        metrics = button.fontMetrics()
        frame = button.sizeHint().width() - metrics.horizontalAdvance(button.text())
        return frame + metrics.horizontalAdvance(text)

    def _shortest(self) -> list[str]:
        """The buttons' texts cut to their keys (the narrowest bar)."""
        return [text.split(" ", 1)[0] + "…" for text in self._full_texts]

    def _current_labels(self) -> list[QLabel]:
        return [lab for c, lab in zip(self._steps, self._labels, strict=True) if c == self._current]

    @override
    def minimumSizeHint(self) -> QSize:
        """Wide enough for the turn, the current step and the buttons (the compact bar)."""
        hint = super().minimumSizeHint()
        return QSize(self._width_for(self._current_labels(), self._shortest()), hint.height())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_compact()

    def _update_compact(self) -> None:
        compact = self.width() < self._width_for(self._labels, self._full_texts)
        self._compact = compact
        names = " → ".join(step_name(code) for code in self._steps)
        for code, label in zip(self._steps, self._labels, strict=True):
            label.setVisible(not compact or code == self._current)
            label.setToolTip(names if compact else "")
        shortest = self._shortest()
        room = self.width() - self._width_for(self._current_labels(), shortest)
        share = max(0, room) // max(1, len(self._full_texts))
        for button, text, short in zip(self.action_buttons, self._full_texts, shortest,
                                       strict=False):  # fmt: skip
            shown = text
            if compact:  # as much of each label as the room left allows
                metrics = button.fontMetrics()
                width = min(COMPACT_LABEL_PX, metrics.horizontalAdvance(short) + share)
                shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
                if metrics.horizontalAdvance(shown) < metrics.horizontalAdvance(short):
                    shown = short
            if shown != button.text():
                button.setText(shown)

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
        self.next_button.setToolTip(
            self._next_tip or self.tr("End this step and go to the next (N)")
        )
        self.pass_button.setText(self.tr("End Turn ▶▶"))
        self.pass_button.setToolTip(
            self.tr("Go through the remaining steps to the other player's turn (P)")
        )
        self._refresh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self._session is not None:
                self.set_actions(self._session)
            self.retranslate_ui()
        super().changeEvent(event)

    # ---------------------------------------------------------------- the step's actions

    def set_actions(self, session: GameSession | None) -> None:
        """Show the current step's actions of the seat at the computer when it is the seat
        that must act (none otherwise), and say on Next what it will do."""
        self._session = session
        actions: list[StepAction] = []
        if session is not None and session.actor() == session.seat:
            aids = session.ruleset.table_aids()
            actions = aids.step_actions(session.controller.state, session.seat)[: len(KEYS)]
        self._step_actions = actions
        self._full_texts = []
        while len(self.action_buttons) < len(actions):
            index = len(self.action_buttons)
            button = QPushButton(self)
            button.setObjectName(f"StepAction{index + 1}")
            button.clicked.connect(lambda _=False, i=index: self.press(i))
            self._actions_box.addWidget(button)
            self.action_buttons.append(button)
        for index, button in enumerate(self.action_buttons):
            if index >= len(actions) or session is None:
                button.hide()
                continue
            text, tip, enabled = self._describe(session, actions[index], KEYS[index])
            self._full_texts.append(f"{KEY_MARKS[index]} {text}")
            button.setText(self._full_texts[-1])
            button.setMinimumWidth(self._button_width(button, self._shortest()[-1]))
            button.setToolTip(tip)
            button.setEnabled(enabled)
            button.show()
        self._next_tip = self._describe_next(session) if session is not None else ""
        self.next_button.setToolTip(
            self._next_tip or self.tr("End this step and go to the next (N)")
        )
        self._update_compact()
        self.updateGeometry()

    def _describe(self, session: GameSession, step: StepAction, key: str) -> tuple[str, str, bool]:
        """A button's label, tooltip and whether it is enabled (the verdict, as in menus)."""
        label = aid_text(step.label, session.card_label)
        tip = aid_text(step.tip, session.card_label) if step.tip is not None else ""
        tip = label + "\n" + self.tr("{tip} (key {key})").format(tip=tip, key=key)
        verdict = session.check(step.action)
        if verdict.legal:
            return label, tip, True
        reason = session.verdict_message(verdict)
        tip += "\n" + self.tr("Not now: {reason}").format(reason=reason)
        if session.mode is Mode.ENFORCED or not verdict.possible:
            return label, tip, False
        return "⚠ " + label, tip, True

    def _describe_next(self, session: GameSession) -> str:
        """What Next will do now: the step it leads to (and whose turn), the action it stands
        for in an attack's moment, or why it cannot be done."""
        state = session.controller.state
        action = NextStep(session.seat)
        verdict = session.check(action)
        if not verdict.legal:
            reason = session.verdict_message(verdict)
            return self.tr("Next step — not now: {reason} (N)").format(reason=reason)
        meant = session.ruleset.meaning(state, action)
        if not isinstance(meant, NextStep):
            return self.tr("Next: {action} (N)").format(action=session.action_text(meant))
        ruleset = session.ruleset
        facts = session.controller.look_ahead(
            action,
            lambda after: (ruleset.step(after), ruleset.active_seat(after), ruleset.actor(after)),
        )
        if facts is None:
            return ""
        step, active, actor = facts
        name = step_name(step) if step is not None else ""
        if active != ruleset.active_seat(state):
            return self.tr("Next: {player}'s turn, {step} step (N)").format(
                player=session.player_name(active), step=name
            )
        if step == ruleset.step(state) and actor is not None:
            return self.tr("Next: {player} to act in the {step} step (N)").format(
                player=session.player_name(actor), step=name
            )
        return self.tr("Next step: {step} (N)").format(step=name)

    def press(self, index: int) -> None:
        """Press action button ``index`` (its key does the same): a hidden or disabled one, or
        one that is not there, does nothing."""
        if index >= len(self._step_actions) or index >= len(self.action_buttons):
            return
        button = self.action_buttons[index]
        if button.isHidden() or not button.isEnabled() or not self.isVisible():
            return
        self.action_chosen.emit(self._step_actions[index].action)

    def step_actions(self) -> list[Action]:
        """The actions the buttons offer now, in order."""
        return [step.action for step in self._step_actions]
