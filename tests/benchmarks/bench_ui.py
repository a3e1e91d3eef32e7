"""Table UI figures: full-table render, drag cost per mouse move, resident memory.

Each figure has a baseline measured in the same run: plain ``QGraphicsPixmapItem`` s of the same
count for the render, a movable pixmap item in a bare ``QGraphicsView`` for the drag, and a bare
QApplication with a shown main window for the memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from common import Figure, best_of

REPO = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
MOVES = 300
CARDS_ON_TABLE = 30
"""Cards each player moves from the Life Deck to the table (face up) for a "full table"."""

# The app in its own process: a shown main window, a full table, one grab; then VmRSS.
APP_RSS = textwrap.dedent(
    """
    import sys
    sys.path[:0] = [{bench!r}]
    from bench_ui import full_table_window, rss_kib
    app, window = full_table_window()
    window.grab()
    print(rss_kib())
    """
)

BARE_RSS = textwrap.dedent(
    """
    import sys
    sys.path[:0] = [{bench!r}]
    from bench_ui import rss_kib
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication([])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.grab()
    print(rss_kib())
    """
)


def rss_kib() -> int:
    """This process's resident set size (VmRSS) in KiB."""
    with open("/proc/self/status", encoding="utf-8") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def _application() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tabletop.ui.app import create_application, silence_offscreen_notices

    app = create_application()
    silence_offscreen_notices(app)
    return app


def fill_table(session: Any) -> int:
    """Move CARDS_ON_TABLE cards of each player's deck to their table row; the card count."""
    from tabletop.engine import MoveCard

    state = session.controller.state
    for seat in (0, 1):
        deck = state.zones[f"p{seat}.deck"].cards
        for uid in list(deck[:CARDS_ON_TABLE]):
            session.set_seat(seat)
            session.submit(MoveCard(seat, uid, f"p{seat}.table"))
    session.set_seat(0)
    return sum(len(zone.cards) for zone in state.zones.values())


def full_table_window() -> tuple[Any, Any]:
    """The main window with a full free table (the Dragon Ball GT demo decks, both hands open)."""
    app = _application()
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.session import GameSession, NewGameOptions

    window = MainWindow("free", remember_geometry=False, autosave=False)
    session = GameSession.new_game(
        NewGameOptions(game="free", seed=7, open_hands=True), autosave=False, parent=window
    )
    fill_table(session)
    window.set_session(session)
    window.scene.set_animation_speed(0)
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    return app, window


def _bare_scene(count: int, card_size: tuple[float, float]) -> tuple[Any, Any]:
    """A plain QGraphicsView with ``count`` pixmap items the size of a card, spread out."""
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

    scene = QGraphicsScene()
    pixmap = QPixmap(round(card_size[0]), round(card_size[1]))
    pixmap.fill(QColor("#335577"))
    columns = 20
    for i in range(count):
        item = QGraphicsPixmapItem(pixmap)
        item.setPos((i % columns) * card_size[0] * 1.05, (i // columns) * card_size[1] * 1.05)
        scene.addItem(item)
    view = QGraphicsView(scene)
    view.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    view.resize(SIZE[0] - 300, SIZE[1] - 100)
    view.show()
    return scene, view


def _drag(viewport: Any, start: Any, moves: int) -> None:
    """Press at ``start``, move ``moves`` times across the view (each event processed), release."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier

    def send(kind: QEvent.Type, point: QPointF, button: Qt.MouseButton, buttons: Any) -> None:
        event = QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons, mods)
        QApplication.sendEvent(viewport, event)

    point = QPointF(start)
    send(QEvent.Type.MouseButtonPress, point, left, left)
    width = max(1, viewport.width() - 40)
    for i in range(moves):
        x = 20 + (start.x() + 7 * i) % width
        y = 20 + (start.y() + 3 * i) % max(1, viewport.height() - 40)
        send(QEvent.Type.MouseMove, QPointF(x, y), none, left)
        QApplication.processEvents()
    send(QEvent.Type.MouseButtonRelease, QPointF(start), left, none)
    QApplication.processEvents()


def _render_figure(app: Any, window: Any) -> Iterator[Figure]:
    from tabletop.ui.table.card_item import CARD_H, CARD_W

    view = window.view
    count = len(window.scene.card_items())
    bare_scene, bare_view = _bare_scene(count, (CARD_W * view.zoom(), CARD_H * view.zoom()))
    bare_view.resize(view.size())
    app.processEvents()
    view.grab()  # warm the face cache once, as a running table has
    bare_view.grab()
    table = best_of(10, view.grab)
    bare = best_of(10, bare_view.grab)
    yield Figure(
        f"ui.render.full_table ({count} cards)",
        table * 1000,
        "ms",
        "ratio to plain pixmap items <= 1.5, and <= 16 ms (60 fps)",
        baseline=bare * 1000,
    )
    from tabletop.ui.card_face import clear_cache
    from tabletop.ui.table.card_item import clear_pixmap_cache

    def cold() -> None:
        clear_cache()
        clear_pixmap_cache()
        window.scene.refresh_faces()
        view.grab()

    yield Figure(
        "ui.render.full_table_cold (faces drawn anew)",
        best_of(3, cold) * 1000,
        "ms",
        "<= 250 ms (a language or image-folder switch)",
        baseline=bare * 1000,
    )
    bare_view.close()
    bare_scene.deleteLater()


def _drag_figure(app: Any, window: Any) -> Iterator[Figure]:
    from PySide6.QtWidgets import QGraphicsPixmapItem

    view = window.view
    scene = window.scene
    hand = scene.zone_item("p0.table")
    assert hand is not None and hand.cards, "no card on the table to drag"
    card = hand.cards[-1]
    start = view.mapFromScene(card.sceneBoundingRect().center())
    # A drag that ends where it started is refused by nobody: the card goes home.
    _drag(view.viewport(), start, 20)
    app_time = best_of(3, lambda: _drag(view.viewport(), start, MOVES))

    bare_scene, bare_view = _bare_scene(len(scene.card_items()), (80.0, 112.0))
    bare_view.resize(view.size())
    items = [i for i in bare_scene.items() if isinstance(i, QGraphicsPixmapItem)]
    moving = items[0]
    moving.setFlag(QGraphicsPixmapItem.GraphicsItemFlag.ItemIsMovable, True)
    app.processEvents()
    bare_start = bare_view.mapFromScene(moving.sceneBoundingRect().center())
    _drag(bare_view.viewport(), bare_start, 20)
    bare_time = best_of(3, lambda: _drag(bare_view.viewport(), bare_start, MOVES))
    yield Figure(
        "ui.drag.per_move",
        app_time / MOVES * 1e6,
        "us",
        "<= 1 ms per move; the ratio is for information",
        baseline=bare_time / MOVES * 1e6,
    )
    bare_view.close()
    bare_scene.deleteLater()


def _memory_figure() -> Iterator[Figure]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    here = str(Path(__file__).resolve().parent)

    def measure(code: str) -> int:
        result = subprocess.run(
            [sys.executable, "-c", code.format(bench=here)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            cwd=REPO,
        )
        return int(result.stdout.strip().splitlines()[-1])

    app_kib = min(measure(APP_RSS) for _ in range(2))
    bare_kib = min(measure(BARE_RSS) for _ in range(2))
    yield Figure(
        "ui.memory.rss_full_table",
        app_kib / 1024,
        "MiB",
        "<= 300 MiB",
        baseline=bare_kib / 1024,
    )


def figures() -> Iterator[Figure]:
    """Render, drag and memory figures of the table UI."""
    app, window = full_table_window()
    try:
        yield from _render_figure(app, window)
        yield from _drag_figure(app, window)
    finally:
        window.confirm_discard = False  # no "save first?" question on an unwatched run
        window.close()
        window.deleteLater()
        app.processEvents()
    yield from _memory_figure()
