"""A combat card's damage typed as its parts: kind (Physical Attack Table, life cards or power
stages), amount, bonus and multiplier; an empty part is left out of the card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox, QWidget

KINDS = ("pat", "life", "stages")


class DamageEdit(QWidget):
    """The kind list and three optional spin boxes (each one below its range when empty)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox(self)
        self.kind.addItem("", None)
        for kind in KINDS:
            self.kind.addItem(kind, kind)
        self.amount = self._spin(0, 99)
        self.bonus = self._spin(-20, 20)
        self.multiplier = self._spin(1, 10)
        self.multiplier.setPrefix("×")
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for widget in self.widgets():
            box.addWidget(widget)
        self.setFocusProxy(self.kind)
        self.kind.currentIndexChanged.connect(self.changed)

    def _spin(self, low: int, high: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low - 1, high)
        spin.setValue(low - 1)
        spin.valueChanged.connect(self.changed)
        return spin

    def widgets(self) -> tuple[QComboBox, QSpinBox, QSpinBox, QSpinBox]:
        """Kind, amount, bonus and multiplier."""
        return (self.kind, self.amount, self.bonus, self.multiplier)

    def value(self) -> dict[str, Any] | None:
        """The damage as card data (None: no kind chosen, no damage)."""
        kind = self.kind.currentData()
        if kind is None:
            return None
        damage: dict[str, Any] = {"kind": kind}
        for key, spin in (("amount", self.amount), ("bonus", self.bonus)):
            if spin.value() > spin.minimum():
                damage[key] = spin.value()
        if self.multiplier.value() > self.multiplier.minimum():
            damage["multiplier"] = self.multiplier.value()
        return damage

    def set_value(self, damage: dict[str, Any] | None) -> None:
        """Show a card's damage (None: empty)."""
        damage = damage or {}
        self.kind.setCurrentIndex(max(0, self.kind.findData(damage.get("kind"))))
        for key, spin in (
            ("amount", self.amount),
            ("bonus", self.bonus),
            ("multiplier", self.multiplier),
        ):
            part = damage.get(key)
            spin.setValue(spin.minimum() if part is None else int(part))
