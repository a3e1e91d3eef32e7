"""Card figures: loading every bundled card database, and drawing a card face."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from common import Figure, at_least, at_most, best_of, best_of_each, ratio_at_most


def figures() -> Iterator[Figure]:
    """Load time of all bundled sets (goal < 0.3 s), validated and from the cache of validated
    sets (against validating them), drawn-face render time per card against blitting a ready
    pixmap of the same size (the cost of a cache hit), a CSV import, and large CSV imports
    through the window (rows checked a second; the window's longest freeze). The user's folders
    are a folder of this run (the cache of validated sets is not the user's)."""
    home = os.environ.get("TABLETOP_HOME")
    with tempfile.TemporaryDirectory(prefix="tabletop-home-") as folder:
        os.environ["TABLETOP_HOME"] = folder
        try:
            yield from _figures(Path(folder) / "cache")
        finally:
            if home is None:
                os.environ.pop("TABLETOP_HOME", None)
            else:
                os.environ["TABLETOP_HOME"] = home


def _figures(cache_dir: Path) -> Iterator[Figure]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QApplication

    from tabletop.cards import cache
    from tabletop.cards.database import CardDatabase, _bundled
    from tabletop.ui.card_face import card_pixmap, card_size, clear_cache
    from tabletop.ui.card_images import CardImages

    def load(cached: bool) -> Callable[[], None]:
        def run() -> None:  # as a start does: a new cache object, read from its file
            _bundled.cache_clear()
            cache._CACHE.clear()
            if not cached:
                (cache_dir / cache.CACHE_FILE).unlink(missing_ok=True)
            CardDatabase.load(include_user=False)

        return run

    cold, cached = best_of_each(5, load(cached=False), load(cached=True))
    cache._CACHE.clear()
    db = CardDatabase.load(include_user=False)
    yield Figure(
        "cards.load_bundled",
        cold * 1000,
        "ms",
        (at_most(300),),
        label="load every bundled card set, validating each card",
    )
    yield Figure(
        "cards.load_bundled_cached",
        cached * 1000,
        "ms",
        (ratio_at_most(0.5),),
        baseline=cold * 1000,
        label="the same from the cache of validated sets (baseline: validating them)",
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
    yield _gt_import()
    yield from _window_import(app)
    del app


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


def _window_import(app: object) -> Iterator[Figure]:
    """Issue 29: the rows of a 5,000-row file (the most a file may hold) checked a second, and
    the window's longest freeze (the longest gap between the ticks of a 5 ms timer) while
    *Import card set…* checks it, and while it refuses a 20,000-row file (at its row 5,002);
    the baseline of a freeze is the longest gap of the same timer over an idle second."""
    import time
    from itertools import pairwise

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QDialog, QMessageBox

    from tabletop.cards.database import default_database
    from tabletop.storage.card_io import plan_import
    from tabletop.ui.card_labels import game_label
    from tabletop.ui.dialogs.card_editor.transfer import ImportDialog, import_card_set

    header = "set,number,type,name,character,level,alignment,pur,stages,text\n"

    def rows(count: int) -> str:
        return header + "".join(
            f"ZZQ,{n},personality,Card {n},Goku,{1 + n % 4},hero,3,0 500 600 700,Text {n}\n"
            for n in range(1, count + 1)
        )

    def longest_gap(run: Callable[[], object]) -> float:
        stamps = [time.perf_counter()]
        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(lambda: stamps.append(time.perf_counter()))
        timer.start()
        run()
        stamps.append(time.perf_counter())
        timer.stop()
        return max(b - a for a, b in pairwise(stamps))

    def idle() -> None:
        loop = QEventLoop()
        QTimer.singleShot(1000, loop.quit)
        loop.exec()

    ImportDialog.exec = lambda self: QDialog.DialogCode.Rejected.value  # type: ignore[method-assign]
    QMessageBox.warning = lambda *args: QMessageBox.StandardButton.Ok  # type: ignore[assignment,method-assign]
    database = default_database(reload=True)
    game_label("dbgt")
    with tempfile.TemporaryDirectory() as tmp:
        big, huge = Path(tmp) / "big.csv", Path(tmp) / "huge.csv"
        big.write_text(rows(5_000), encoding="utf-8")
        huge.write_text(rows(20_000), encoding="utf-8")
        data = big.read_bytes()
        seconds = best_of(3, lambda: plan_import(data, "csv", database=database))
        calm = longest_gap(idle)
        checking = max(longest_gap(lambda: import_card_set(None, big)) for _ in range(3))
        refusing = max(longest_gap(lambda: import_card_set(None, huge)) for _ in range(3))
    yield Figure(
        "cards.import_rows_per_second",
        5_000 / seconds,
        "rows/s",
        (at_least(2_000),),
        label="rows of a 5,000-row CSV file checked a second (planning an import)",
    )
    yield Figure(
        "cards.import_window_longest_freeze",
        checking * 1000,
        "ms",
        (at_most(100),),
        baseline=calm * 1000,
        label="the window's longest freeze while it checks those 5,000 rows (worst of 3; "
        "baseline: an idle second)",
    )
    yield Figure(
        "cards.import_20000_rows_longest_freeze",
        refusing * 1000,
        "ms",
        (at_most(100),),
        baseline=calm * 1000,
        label="the same while it refuses a 20,000-row file at its row 5,002 (worst of 3)",
    )
