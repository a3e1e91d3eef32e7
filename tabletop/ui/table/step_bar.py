"""The step bar: the turn's steps with the current one lit, whose turn it is, the current step's
actions for the seat that must act (buttons with the keys 1–9), Next and End Turn.

The actions come from the game (:meth:`~tabletop.engine.ruleset.Ruleset.table_aids`); a button
asks for its action's verdict as a menu entry does (enforced mode: an illegal one is disabled
with its reason in its tooltip and status tip, and its key says it in the status bar; manual
mode: marked ⚠) and is submitted the same way (``action_chosen``).

A button shows its action whole: the label and what it costs and deals ("Energy attack: cost
2 stages → 4 life cards"), beside the steps when there is room, else on a row of their own
under them, each on two lines when that row is narrow too; only a bar too narrow for that cuts
them (whole in the tooltips).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
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
INLINE, BELOW, TWO_LINES, CUT = "inline", "below", "two_lines", "cut"
"""Where the action buttons go: beside the steps, on a row under them, there on two lines
each, or there cut to the room (only a bar too narrow for two lines)."""

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
    explained = Signal(str)
    """The key of a disabled button was pressed: why it cannot be done now (for the status
    bar)."""

    offers_changed = Signal()
    """The actions the bar offers were set anew (:meth:`offers`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StepBar")
        self._steps: tuple[str, ...] = ()
        self._current: str | None = None
        self._labels: list[QLabel] = []
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(8, 3, 8, 3)
        self._rows.setSpacing(0)
        self._layout = QHBoxLayout()
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._rows.addLayout(self._layout)
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
        self._below = QHBoxLayout()  # the row under the steps, when the buttons go there
        self._below.setSpacing(4)
        self._below.addStretch(1)
        self._rows.addLayout(self._below)
        self._placement = INLINE
        self._in_below = False
        self.ask_due_at_once = True
        """Whether a due action of the player who just moved is asked at once (see
        :meth:`_ask_due`)."""
        self.action_buttons: list[QPushButton] = []
        self._step_actions: list[StepAction] = []
        self._texts: list[tuple[str, str]] = []
        """Each shown button's key mark and label, and what it costs and deals ('': none)."""
        self._reasons: list[str] = []
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

    @property
    def placement(self) -> str:
        """Where the action buttons are: :data:`INLINE`, :data:`BELOW`, :data:`TWO_LINES` or
        :data:`CUT`."""
        return self._placement

    def _one_line(self, index: int) -> str:
        mark, label, detail = self._parts(index)
        if not detail:
            return f"{mark} {label}"
        return f"{mark} " + self.tr("{label}: {detail}").format(label=label, detail=detail)

    def _two_lines(self, index: int) -> str:
        mark, label, detail = self._parts(index)
        return f"{mark} {label}" + (f"\n{detail}" if detail else "")

    def _parts(self, index: int) -> tuple[str, str, str]:
        label, detail = self._texts[index]
        return KEY_MARKS[index], label, detail

    def _shortest(self, index: int) -> str:
        """A button's text cut to its key (the narrowest bar)."""
        return KEY_MARKS[index] + " …"

    def _frame(self) -> int:
        """What a button adds to its text's width (its bevel and margins)."""
        probe = self.next_button
        return probe.sizeHint().width() - probe.fontMetrics().horizontalAdvance(probe.text())

    def _button_width(self, text: str) -> int:
        """The width a button needs to show ``text`` (each of its lines)."""
        metrics = self.next_button.fontMetrics()
        return self._frame() + max(metrics.horizontalAdvance(line) for line in text.split("\n"))

    def _buttons_width(self, texts: list[str]) -> int:
        spacing = self._actions_box.spacing()
        return sum(self._button_width(text) + spacing for text in texts)

    def _top_width(self, labels: list[QLabel], actions: int = 0) -> int:
        """The width the top row needs with these step ``labels`` shown and ``actions`` pixels
        of buttons beside them."""
        margins = self._rows.contentsMargins()
        spacing = self._layout.spacing()
        widgets = [self._turn, *labels, self.next_button, self.pass_button]
        return (
            margins.left()
            + margins.right()
            + 16
            + actions
            + sum(w.sizeHint().width() for w in widgets)
            + spacing * (len(widgets) + 2)
            + self._steps_box.spacing() * max(0, len(labels) - 1)
        )

    def _below_width(self, texts: list[str]) -> int:
        margins = self._rows.contentsMargins()
        return margins.left() + margins.right() + self._buttons_width(texts)

    def _current_labels(self) -> list[QLabel]:
        return [lab for c, lab in zip(self._steps, self._labels, strict=True) if c == self._current]

    @override
    def minimumSizeHint(self) -> QSize:
        """Wide enough for the turn, the current step and Next (the compact bar), and for the
        buttons cut to their keys on their own row."""
        hint = super().minimumSizeHint()
        shortest = [self._shortest(i) for i in range(len(self._texts))]
        width = max(self._top_width(self._current_labels()), self._below_width(shortest))
        return QSize(width, hint.height())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_compact()

    def _update_compact(self) -> None:
        """Place the buttons (beside the steps, under them, on two lines, cut) and show every
        step that the top row has room for."""
        width = self.width()
        count = len(self._texts)
        one = [self._one_line(i) for i in range(count)]
        two = [self._two_lines(i) for i in range(count)]
        if not count or width >= self._top_width(self._labels, self._buttons_width(one)):
            placement, shown = INLINE, one
        elif width >= self._below_width(one):
            placement, shown = BELOW, one
        elif width >= self._below_width(two):
            placement, shown = TWO_LINES, two
        else:
            placement, shown = CUT, self._cut(two, width)
        self._place(placement)
        compact = width < self._top_width(self._labels)
        self._compact = compact
        names = " → ".join(step_name(code) for code in self._steps)
        for code, label in zip(self._steps, self._labels, strict=True):
            label.setVisible(not compact or code == self._current)
            label.setToolTip(names if compact else "")
        for button, text in zip(self.action_buttons, shown, strict=False):
            if text != button.text():
                button.setText(text)

    def _cut(self, texts: list[str], width: int) -> list[str]:
        """Each two-line text cut to an equal share of the row (never under its key)."""
        metrics = self.next_button.fontMetrics()
        shortest = [self._shortest(i) for i in range(len(texts))]
        room = width - self._below_width(shortest)
        share = max(0, room) // max(1, len(texts))
        out = []
        for text, short in zip(texts, shortest, strict=True):
            least = metrics.horizontalAdvance(short)
            lines = [_elided(metrics, line, least + share) for line in text.split("\n")]
            out.append("\n".join(lines) if metrics.horizontalAdvance(lines[0]) >= least else short)
        return out

    def _place(self, placement: str) -> None:
        """Put the buttons beside the steps (:data:`INLINE`) or on the row under them."""
        self._placement = placement
        below = placement != INLINE
        if below == self._in_below:
            return
        self._in_below = below
        source, target = (
            (self._actions_box, self._below) if below else (self._below, self._actions_box)
        )
        for button in self.action_buttons:
            source.removeWidget(button)
        for index, button in enumerate(self.action_buttons):
            target.insertWidget(index, button)
        self._below.setContentsMargins(0, 3 if below else 0, 0, 0)
        self.updateGeometry()

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
            style = STEP_STYLE.format(
                fg="#1b1300" if lit else "palette(text)",
                bg="#ffc83d" if lit else "transparent",
                weight="bold" if lit else "normal",
            )
            if label.styleSheet() != style:  # a new style sheet re-polishes the label: costly
                label.setStyleSheet(style)
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
            self._turn.setText(
                self._turn.text()
                + " · "
                + self.tr("<b>{player}</b> to answer").format(player=self._answering)
            )
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
            actions = session.offers().step_actions()[: len(KEYS)]
        self._step_actions = actions
        self._texts, self._reasons = [], []
        while len(self.action_buttons) < len(actions):
            index = len(self.action_buttons)
            button = QPushButton(self)
            button.setObjectName(f"StepAction{index + 1}")
            button.clicked.connect(lambda _=False, i=index: self.press(i))
            (self._below if self._in_below else self._actions_box).insertWidget(index, button)
            self.action_buttons.append(button)
        for index, button in enumerate(self.action_buttons):
            if index >= len(actions) or session is None:
                button.hide()
                continue
            label, detail, tip, reason, enabled = self._describe(
                session, actions[index], KEYS[index]
            )
            self._texts.append((label, detail))
            self._reasons.append(reason)
            button.setText(self._one_line(index))
            button.setMinimumWidth(self._button_width(self._shortest(index)))
            button.setToolTip(tip)
            button.setStatusTip(reason)
            button.setEnabled(enabled)
            button.show()
        self._next_tip = self._describe_next(session) if session is not None else ""
        self.next_button.setToolTip(
            self._next_tip or self.tr("End this step and go to the next (N)")
        )
        self._update_compact()
        self.updateGeometry()
        self.offers_changed.emit()

    def offers(self) -> list[tuple[str, str, Action]]:
        """The actions offered now that can be made, Next last: (one-line text, tooltip,
        action)."""
        offered: list[tuple[str, str, Action]] = [
            (
                self._one_line(index).removeprefix(KEY_MARKS[index]).strip(),
                self.action_buttons[index].toolTip(),
                step.action,
            )
            for index, step in enumerate(self._step_actions)
            if index < len(self._reasons) and not self._reasons[index]
        ]
        session = self._session
        if session is not None and session.actor() == session.seat:
            next_step = NextStep(session.seat)
            if session.check(next_step).legal:
                offered.append((self.next_button.text(), self._next_tip, next_step))
        return offered

    def _describe(
        self, session: GameSession, step: StepAction, key: str
    ) -> tuple[str, str, str, str, bool]:
        """A button's label, what it costs and deals, its tooltip, why it cannot be done now
        ('' when it can) and whether it is enabled (the verdict, as in menus)."""
        label = aid_text(step.label, session.card_label)
        detail = aid_text(step.detail, session.card_label) if step.detail is not None else ""
        tip = aid_text(step.tip, session.card_label) if step.tip is not None else ""
        whole = self.tr("{label}: {detail}").format(label=label, detail=detail) if detail else label
        tip = whole + "\n" + self.tr("{tip} (key {key})").format(tip=tip, key=key)
        verdict = session.check(step.action)
        if verdict.legal:
            return label, detail, tip, "", True
        reason = self.tr("Not now: {reason}").format(reason=session.verdict_message(verdict))
        tip += "\n" + reason
        if session.mode is Mode.ENFORCED or not verdict.possible:
            return label, detail, tip, f"{whole} — {reason}", False
        return "⚠ " + label, detail, tip, "", True

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
        if button.isHidden() or not self.isVisible():
            return
        if not button.isEnabled():
            if index < len(self._reasons) and self._reasons[index]:
                self.explained.emit(self._reasons[index])
            return
        self.choose(self._step_actions[index].action)

    def choose(self, action: Action) -> None:
        """Make ``action``, one the bar offers (its button, its key, or the same answer named
        beside the face-down hands), and ask for a due action after it."""
        self.action_chosen.emit(action)
        self._ask_due(action.seat)

    def _ask_due(self, seat: int) -> None:
        """After a move of ``seat`` on the bar: when the step now waits for a due action of
        the same seat (:attr:`StepAction.due`: a discard down to the hand limit), ask for it
        at once, as steps pass by themselves (enforced mode, automatic steps on). The player
        who just moved is still at the computer, so its choice shows nobody else's cards."""
        session = self._session
        if session is None or not self.ask_due_at_once or not self._step_actions:
            return
        if not session.automatic_steps or session.mode is not Mode.ENFORCED:
            return
        if session.seat != seat or session.actor() != seat or not self._step_actions[0].due:
            return
        if self._reasons and not self._reasons[0]:  # it can be made (also while the bar is
            self.action_chosen.emit(self._step_actions[0].action)  # off behind face-down hands)

    def step_actions(self) -> list[Action]:
        """The actions the buttons offer now, in order."""
        return [step.action for step in self._step_actions]


def _elided(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` cut with "…" to ``width`` pixels."""
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
