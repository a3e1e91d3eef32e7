"""Card figures: loading every bundled card database, and drawing a card face."""

from __future__ import annotations

import os
from collections.abc import Iterator

from common import Figure, best_of


def figures() -> Iterator[Figure]:
    """Load time of all bundled sets (goal < 0.3 s) and drawn-face render time per card,
    against blitting a ready pixmap of the same size (the cost of a cache hit)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QApplication

    from tabletop.cards.database import CardDatabase, _bundled
    from tabletop.ui.card_face import card_pixmap, card_size, clear_cache
    from tabletop.ui.card_images import CardImages

    def load() -> None:
        _bundled.cache_clear()
        CardDatabase.load(include_user=False)

    load_time = best_of(5, load)
    db = CardDatabase.load(include_user=False)
    yield Figure("cards.load_bundled", load_time * 1000, "ms", "< 300 ms", baseline=300.0)

    app = QApplication.instance() or QApplication([])
    cards = list(db)
    images = CardImages(None)
    size = card_size(126)

    def draw_all() -> None:
        clear_cache()
        for card in cards:
            card_pixmap(card, size, device_pixel_ratio=2.0, images=images)

    draw = best_of(3, draw_all) / len(cards)
    ready = QPixmap(size.width() * 2, size.height() * 2)

    def blit_all() -> None:
        target = QPixmap(ready.size())
        painter = QPainter(target)
        for _ in cards:
            painter.drawPixmap(0, 0, ready)
        painter.end()

    blit = best_of(3, blit_all) / len(cards)
    yield Figure(
        "cards.drawn_face_per_card",
        draw * 1000,
        "ms",
        "< 5 ms (drawn once, then cached)",
        baseline=blit * 1000,
    )
    del app
