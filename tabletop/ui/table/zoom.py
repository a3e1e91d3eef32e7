"""The zoomed card: the card under the pointer drawn large over the table while the player
holds Z (or the middle mouse button). A card the seat at the computer may not see never zooms
to its face: nothing is shown for it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget

from tabletop.ui.table.card_item import CardItem, card_pixmap

SHARE = 0.94
"""The most of the table view's height (and 60 % of its width) the zoomed card takes."""
CARD_ASPECT = 88 / 63


def card_under(item: QGraphicsItem | None) -> CardItem | None:
    """The card ``item`` belongs to (a card, or a part of one such as its scouter)."""
    while item is not None and not isinstance(item, CardItem):
        item = item.parentItem()
    return item


def shows_face(card: CardItem | None) -> bool:
    """True when the seat at the computer may see ``card``'s face now."""
    return (
        card is not None
        and card.card is not None
        and card.view is not None
        and not card.hidden
        and card.view.face_up
    )


class CardZoom(QLabel):
    """The zoomed card, a child of the table view's viewport, on top of the table."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setObjectName("CardZoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hide()
        self._card: CardItem | None = None

    def card(self) -> CardItem | None:
        """The card zoomed (None: none)."""
        return self._card if self.isVisible() else None

    def zoom(self, card: CardItem | None) -> bool:
        """Show ``card`` large in the middle of the view; False (and nothing shown) for no card
        or a card whose face the seat may not see."""
        if not shows_face(card):
            self.release()
            return False
        assert card is not None
        parent = self.parentWidget()
        assert parent is not None
        height = min(parent.height() * SHARE, parent.width() * 0.6 * CARD_ASPECT)
        size = QSize(max(60, round(height / CARD_ASPECT)), max(84, round(height)))
        self.setPixmap(
            card_pixmap(card.card, size.width(), size.height(), True, self.devicePixelRatioF())
        )
        self.resize(size)
        self.move((parent.width() - size.width()) // 2, (parent.height() - size.height()) // 2)
        self._card = card
        self.show()
        self.raise_()
        return True

    def release(self) -> None:
        """Take the zoomed card away."""
        self._card = None
        self.clear()
        self.hide()

    def follow(self) -> None:
        """Take the card away when the seat may no longer see it (or it left the table)."""
        card = self._card
        if card is not None and (not shows_face(card) or card.scene() is None):
            self.release()
