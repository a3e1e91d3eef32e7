"""Choose which cards pay a cost (Dragon Ball GT: which of your personalities in play pay an
attack's stages, split as you choose, dbgt.md §5); the app's suggestion (the one in control
first) is filled in to begin with. The ruleset names the payers (:class:`Choice` ``payment``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession


class ChoosePaymentDialog(QDialog):
    """A stage count per card of ``payers`` (``(uid, stages it has)``); OK once they add up to
    ``cost``. :meth:`paid_by` gives the split in the action's form."""

    def __init__(
        self,
        session: GameSession,
        payers: Sequence[tuple[int, int]],
        cost: int,
        suggested: tuple[int, ...],
        purpose: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ChoosePaymentDialog")
        self.setWindowTitle(self.tr("Pay the Cost"))
        self._cost = cost
        self._purpose = purpose
        layout = QVBoxLayout(self)
        self._prompt = QLabel(self)
        self._prompt.setWordWrap(True)
        layout.addWidget(self._prompt)
        form = QFormLayout()
        layout.addLayout(form)
        self.spins: dict[int, QSpinBox] = {}
        for uid, stage in payers:
            spin = QSpinBox(self)
            spin.setRange(0, min(stage, cost))
            spin.setValue(suggested.count(uid))
            spin.valueChanged.connect(self._update)
            label = self.tr("{card} (stage {stage})").format(
                card=session.card_label(uid), stage=stage
            )
            form.addRow(label, spin)
            self.spins[uid] = spin
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self._update()

    def _update(self) -> None:
        paid = len(self.paid_by())
        ask = self.tr("{purpose}: choose who pays the {cost} stages ({paid} chosen).")
        self._prompt.setText(ask.format(purpose=self._purpose, cost=self._cost, paid=paid))
        self.ok_button.setEnabled(paid == self._cost)

    def paid_by(self) -> tuple[int, ...]:
        """One personality per stage paid, in play order (the action's ``paid_by``)."""
        out: list[int] = []
        for uid, spin in self.spins.items():
            out += [uid] * spin.value()
        return tuple(out)
