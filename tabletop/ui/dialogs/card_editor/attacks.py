"""The attacks of a Yu Yu Hakusho card: rows of name, Japanese name, Attack Cost and Attack
Value."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QSpinBox, QWidget


class Attacks(QWidget):
    """Up to ``rows`` attacks: name, Japanese name, Attack Cost, Attack Value (a row with no
    value and no name is unused)."""

    changed = Signal()

    def __init__(self, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.headers = [QLabel(self), QLabel(self), QLabel(self), QLabel(self)]
        for column, label in enumerate(self.headers):
            grid.addWidget(label, 0, column)
        self.rows: list[tuple[QLineEdit, QLineEdit, QSpinBox, QLineEdit]] = []
        for row in range(rows):
            name, name_ja = QLineEdit(self), QLineEdit(self)
            cost, value = QSpinBox(self), QLineEdit(self)
            cost.setRange(0, 10)
            value.setMaxLength(6)
            name.setMaxLength(120)
            name_ja.setMaxLength(120)
            for column, widget in enumerate((name, name_ja, cost, value)):
                grid.addWidget(widget, row + 1, column)
            name.textChanged.connect(self.changed)
            name_ja.textChanged.connect(self.changed)
            value.textChanged.connect(self.changed)
            cost.valueChanged.connect(self.changed)
            self.rows.append((name, name_ja, cost, value))
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(3, 1)

    def retranslate_ui(self) -> None:
        for label, text in zip(
            self.headers,
            (
                QCoreApplication.translate("_Attacks", "Attack name"),
                QCoreApplication.translate("_Attacks", "Japanese name"),
                QCoreApplication.translate("_Attacks", "Cost"),
                QCoreApplication.translate("_Attacks", "Value"),
            ),
            strict=True,
        ):
            label.setText(text)

    def value(self) -> list[dict[str, Any]]:
        """The attacks typed, as JSON."""
        out: list[dict[str, Any]] = []
        for name, name_ja, cost, value in self.rows:
            text = value.text().strip()
            words = {
                "name": " ".join(name.text().split()),
                "name_ja": " ".join(name_ja.text().split()),
            }
            if not text and not any(words.values()):
                continue
            entry: dict[str, Any] = {"cost": cost.value()}
            if text.upper() == "X":  # variable on the card
                entry["value"] = None
            else:
                entry["value"] = int(text) if text.isdigit() and text.isascii() else text
            entry.update((key, word) for key, word in words.items() if word)
            out.append(entry)
        return out

    def set_value(self, attacks: list[dict[str, Any]] | None) -> None:
        """Show these attacks (JSON), clearing the other rows."""
        attacks = attacks or []
        for index, (name, name_ja, cost, value) in enumerate(self.rows):
            attack = attacks[index] if index < len(attacks) else {}
            name.setText(attack.get("name") or "")
            name_ja.setText(attack.get("name_ja") or "")
            cost.setValue(int(attack.get("cost", 0)))
            shown = attack.get("value")
            value.setText(("X" if attack else "") if shown is None else str(shown))
