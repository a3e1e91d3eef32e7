"""The power-stage ladder of a personality, typed or pasted as one line and shown as the column
printed on the card (the highest stage at the top, stage 0 at the bottom)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tabletop.storage.card_csv import parse_ladder

USUAL_TOP_STAGES = (10, 17)
"""Dragon Ball GT personalities print 10 to 17 stages above stage 0."""


class LadderEdit(QWidget):
    """A one-line ladder (``0 500 600 700 Z …``) and its rungs in a column beside it."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit(self)
        self.line.setMaxLength(400)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setObjectName("ladderHint")
        self.column = QLabel(self)
        self.column.setObjectName("ladderColumn")
        self.column.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.column.setTextFormat(Qt.TextFormat.PlainText)
        self.column.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.line)
        left.addWidget(self.hint)
        left.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(left, 1)
        box.addWidget(self.column)
        self.setFocusProxy(self.line)
        self.line.textChanged.connect(self._changed)

    def text(self) -> str:
        """The ladder as typed."""
        return self.line.text()

    def set_values(self, values: list[int | str] | tuple[int | str, ...] | None) -> None:
        """Show a card's ladder (None: empty)."""
        self.line.setText(" ".join(str(v) for v in values) if values else "")

    def values(self) -> list[int | str]:
        """The rungs read so far (stage 0 first)."""
        return parse_ladder(self.line.text())[0]

    def rungs(self) -> list[str]:
        """The column as shown, top line first: ``"10  8000"`` … ``"0  0"``."""
        values = self.values()
        width = len(str(len(values) - 1)) if values else 1
        value_width = max((len(str(v)) for v in values), default=1)
        return [
            f"{stage:>{width}}  {values[stage]!s:>{value_width}}"
            for stage in range(len(values) - 1, -1, -1)
        ]

    def _changed(self) -> None:
        text = self.line.text()
        flat = text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ").replace("\t", " ")
        if flat != text:  # a pasted column (one rung per line) becomes one line
            self.line.setText(flat)
            return
        self.column.setText("\n".join(self.rungs()))
        self.retranslate_ui()
        self.changed.emit()

    def retranslate_ui(self) -> None:
        """The hint under the line: how many stages, and whether that is usual for GT."""
        values, reason = parse_ladder(self.line.text())
        low, high = USUAL_TOP_STAGES
        if reason is not None or not values:
            self.hint.setText(self.tr("Stage 0 first, then each stage upward; Z is allowed."))
        elif low <= len(values) - 1 <= high:
            self.hint.setText(self.tr("Stages 0 to {top}.").format(top=len(values) - 1))
        else:
            self.hint.setText(
                self.tr("Stages 0 to {top} (Dragon Ball GT cards have {low} to {high}).").format(
                    top=len(values) - 1, low=low, high=high
                )
            )
