"""Choose the amount (and how long) of a card-effect adjustment: "+2,000 ATK for this match"
in one dialog instead of a menu line per step (or the power stage a card effect sets). A spin
box in the question's steps, grouped digits, never a change of 0; a list of scopes when the
action has one. Enter is OK, Escape cancels."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.table.amounts import STAGE, AmountQuestion


class ChooseAmountDialog(QDialog):
    """Asks ``question``; :meth:`answer` gives ``(amount, scope)`` once accepted."""

    def __init__(self, question: AmountQuestion, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChooseAmountDialog")
        self.setWindowTitle(self.tr("Card Effect"))
        self._question = question
        layout = QVBoxLayout(self)
        self.prompt = QLabel(question.purpose, self)
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        form = QFormLayout()
        layout.addLayout(form)
        self.amount = QSpinBox(self)
        self.amount.setObjectName("amountSpin")
        self.amount.setRange(question.low, question.high)
        self.amount.setSingleStep(question.step)
        self.amount.setGroupSeparatorShown(True)
        self.amount.setValue(question.value)
        self.amount.setAccelerated(True)
        self.amount.valueChanged.connect(self._update)
        stage = question.kind == STAGE
        amount_label = QLabel(self.tr("Power &stage:") if stage else self.tr("&Amount:"), self)
        amount_label.setBuddy(self.amount)
        form.addRow(amount_label, self.amount)
        self.scope = QComboBox(self)
        self.scope.setObjectName("scopeCombo")
        for code, words in question.scopes:
            self.scope.addItem(words, code)
        if question.scope is not None:
            self.scope.setCurrentIndex(max(0, self.scope.findData(question.scope)))
        scope_label = QLabel(self.tr("&For:"), self)
        scope_label.setBuddy(self.scope)
        if question.scopes:
            form.addRow(scope_label, self.scope)
        else:
            self.scope.hide()
            scope_label.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        layout.addWidget(buttons)
        self.amount.setFocus()
        self.amount.selectAll()
        self._update()

    def _update(self) -> None:
        zero = self.amount.value() == 0 and self._question.kind != STAGE
        self.ok_button.setEnabled(not zero)
        self.ok_button.setToolTip(self.tr("Choose an amount other than 0.") if zero else "")

    def answer(self) -> tuple[int, str | None]:
        """The amount and the scope chosen (None: the action has no scope)."""
        scope = self.scope.currentData() if self._question.scopes else None
        return self.amount.value(), scope if isinstance(scope, str) else None
