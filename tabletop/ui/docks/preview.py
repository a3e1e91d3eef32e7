"""The card preview dock: the hovered or selected card, large, with its facts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget
from typing_extensions import override

from tabletop.cards import Card
from tabletop.ui.table.card_item import card_pixmap

PREVIEW = QSize(220, 307)


class PreviewDock(QDockWidget):
    """Shows one card; a hidden card shows its back and nothing else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreviewDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self._image = QLabel(body)
        self._image.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._image.setMinimumSize(60, 84)
        self._text = QLabel(body)
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._image)
        layout.addWidget(self._text, 1)
        self.setWidget(body)
        self._card: Card | None = None
        self._face_up = False
        self._counters: dict[str, int] = {}
        self.retranslate_ui()

    def show_card(
        self, card: Card | None, face_up: bool, counters: dict[str, int] | None = None
    ) -> None:
        self._card, self._face_up, self._counters = card, face_up, dict(counters or {})
        dpr = self.devicePixelRatioF()
        pixmap = card_pixmap(card if face_up else None, PREVIEW.width(), PREVIEW.height(),
                             face_up and card is not None, dpr)  # fmt: skip
        self._image.setPixmap(pixmap)
        self._text.setText(self._describe())

    def card(self) -> Card | None:
        return self._card if self._face_up else None

    def _describe(self) -> str:
        card = self._card
        if card is None or not self._face_up:
            return self.tr("<i>A face-down card.</i>") if card is not None or self._counters else ""
        lines = [f"<b>{card.name}</b>" + (f" ({card.name_ja})" if card.name_ja else ""),
                 f"{card.id} · {str(getattr(card, 'type', '')).replace('_', ' ')}"]  # fmt: skip
        stages = getattr(card, "stages", None)
        if isinstance(stages, tuple):
            stage = self._counters.get("stage")
            lines.append(self.tr("Level {level} · PUR {pur}").format(
                level=getattr(card, "level", "?"), pur=getattr(card, "pur", "?")))  # fmt: skip
            if isinstance(stage, int) and 0 <= stage < len(stages):
                lines.append(self.tr("Stage {stage}: power {power}").format(
                    stage=stage, power=stages[stage]))  # fmt: skip
        defense = getattr(card, "defense", None)
        if isinstance(defense, int):
            lines.append(self.tr("Defense {value}").format(value=f"{defense:,}"))
        for attack in getattr(card, "attacks", ()) or ():
            lines.append(self.tr("{name}: attack {value}, cost {cost}").format(
                name=attack.name or "—", value=attack.value, cost=attack.cost))  # fmt: skip
        cost = getattr(card, "spirit_cost", None)
        if isinstance(cost, int):
            lines.append(self.tr("Spirit cost {cost}").format(cost=cost))
        for name, value in sorted(self._counters.items()):
            if name != "stage":
                lines.append(f"{name}: {value}")
        if card.note:
            lines.append(f"<i>{card.note}</i>")
        return "<br>".join(lines)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card Preview"))
        self._text.setText(self._describe())

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
