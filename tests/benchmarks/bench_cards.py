"""Card figures: loading every bundled card database, and drawing a card face."""

from __future__ import annotations

import os
from collections.abc import Iterator

from common import Figure, at_most, best_of


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
    yield Figure(
        "cards.load_bundled",
        load_time * 1000,
        "ms",
        (at_most(300),),
        label="load every bundled card set",
    )

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
        (at_most(5),),
        baseline=blit * 1000,
        label="draw one card face (then cached; baseline: a cached blit)",
    )
    del app
    yield _gt_import()


def _gt_import() -> Figure:
    """Planning and writing the import of a 200-card Dragon Ball GT set from CSV into an empty
    data folder (goal < 1 s), against parsing the same file with the csv module alone."""
    import csv
    import io
    import tempfile
    from pathlib import Path

    from tabletop.cards.database import CardDatabase
    from tabletop.storage.card_csv import write_csv
    from tabletop.storage.card_io import apply_import, plan_import
    from tabletop.storage.user_sets import validate_card

    cards = []
    for n in range(1, 201):
        base = {"id": f"SHD-{n}", "set": "SHD", "number": str(n), "name": f"Card {n}"}
        if n % 4 == 0:
            ladder = [0, *range(1000 + n, 1000 + n + 1300, 100)]
            base |= {
                "type": "personality",
                "character": "Omega Shenron",
                "level": 1 + n % 4,
                "alignment": "villain",
                "pur": 3,
                "stages": ladder,
                "text": "Power: ...",
            }
        elif n % 4 == 1:
            base |= {
                "type": "physical_combat",
                "style": "black",
                "attack": True,
                "damage": {"kind": "pat", "bonus": 1},
            }
        else:
            base |= {"type": "drill", "style": "red", "note": "a ruling"}  # fmt: skip
        cards.append(validate_card("dbgt", base))
    data = write_csv("dbgt", cards, {"SHD": ("Shadow Dragon", None)})

    def run() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            plan = plan_import(data, "csv", database=CardDatabase.load(user_root=root))
            assert plan.ok and len(plan.cards) == 200
            apply_import(plan, root=root)

    def parse_only() -> None:
        list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))

    seconds = best_of(3, run)
    baseline = best_of(3, parse_only)
    return Figure(
        "cards.import_200_gt_csv",
        seconds * 1000,
        "ms",
        (at_most(1000),),
        baseline=baseline * 1000,
        label="import a 200-card Dragon Ball GT set from CSV (baseline: csv.reader alone)",
    )
