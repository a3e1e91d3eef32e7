"""Look through a pile: the cards of a zone that the seat at the computer may see."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.table.card_item import card_pixmap

THUMB = QSize(90, 126)


class PileViewer(QDialog):
    """Shows a zone's cards, top card first; hidden cards show their backs."""

    def __init__(self, session, zone_id: str, parent: QWidget | None = None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.setObjectName("PileViewer")
        self.setWindowTitle(self.tr("Look Through: {zone}").format(zone=session.zone_name(zone_id)))
        layout = QVBoxLayout(self)
        self.list = QListWidget(self)
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(THUMB)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setWordWrap(True)
        zone = session.view().zones[zone_id]
        for card_view in reversed(zone.cards):
            card = session.card(card_view.card_id)
            face = not card_view.hidden
            pixmap = card_pixmap(
                card if face else None,
                THUMB.width(),
                THUMB.height(),
                face,
                self.devicePixelRatioF(),
            )
            text = card.name if card is not None and face else self.tr("(face down)")
            self.list.addItem(QListWidgetItem(QIcon(pixmap), text))
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 420)
