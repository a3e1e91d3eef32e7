"""Table UI figures: late-game table render, drag cost per mouse move, resident memory, and
the cost of an action through the window late in a long game.

The table is a Dragon Ball GT game brought to a late state through the session, action by
action, as players would: both seats' cards spread over discard piles, the removed pile, allies,
drills, setups, Dragon Balls (some captured, so turned sideways), the battle zone and the hands,
with scouters on both Main Personalities and on their allies. The bundled demo decks are grown
to :data:`DECK_SIZE` legal cards each so that the table holds more than :data:`MIN_CARDS` card
items.

Each figure has a baseline measured in the same run: plain ``QGraphicsPixmapItem`` s of the same
count for the render, a movable pixmap item in a bare ``QGraphicsView`` for the drag, a bare
QApplication with a shown main window for the memory, and the same action at
:data:`SHORT_GAME` steps for an action at :data:`LONG_GAME` steps (the log and the history follow
each change; they must not rebuild their rows, so a long game is hardly slower).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from common import Figure, at_most, best_of, best_of_each, ratio_at_most

REPO = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
MOVES = 300
RENDERS = 30
"""Grabs of each view for the render figure (the table's and the baseline's taken in turn)."""
DECK_SIZE = 80
"""Cards in each grown demo deck, Main Personality levels included (the default allows 85)."""
MIN_CARDS = 150
"""The render figure is of a table with at least this many card items."""
SHORT_GAME = 150
LONG_GAME = 2000
"""Steps in the history for the action figure: its baseline, and the figure itself."""
ACTIONS = 30
"""Actions timed at each length (the best one counts)."""
GROWN = ("combat", "physical_combat", "energy_combat", "drill", "non_combat")
"""Card types the deck grower adds copies of (no allies, no Dragon Balls)."""

# The app in its own process: a shown main window, the late-game table, one grab; then VmRSS.
APP_RSS = textwrap.dedent(
    """
    import sys
    sys.path[:0] = [{bench!r}]
    from bench_ui import late_game_window, rss_kib
    app, window = late_game_window()
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
    from tabletop.ui.app import create_application, route_qt_messages

    app = create_application()
    route_qt_messages(app)
    return app


# ---------------------------------------------------------------- the late-game table


def _deck_count(lines: list[str]) -> int:
    return sum(int(match.group(1)) for line in lines if (match := re.match(r"(\d+) ", line)))


def grown_deck(text: str, size: int = DECK_SIZE) -> str:
    """A Dragon Ball GT deck file grown to ``size`` cards and still legal under the default
    profile: more copies of its own combat, drill and non-combat cards first, then one copy
    each of other such cards of the database, every step checked by the deck checker."""
    from tabletop.cards import default_database
    from tabletop.cards.decklist import parse
    from tabletop.games.deck_check import check_parsed

    db = default_database()

    def legal(lines: list[str]) -> bool:
        return not check_parsed(parse("\n".join(lines) + "\n", db), db).problems

    lines = text.splitlines()
    assert legal(lines), "the demo deck is not legal"
    section = ""
    growable: list[int] = []
    held: set[str] = set()
    for index, line in enumerate(lines):
        if line.startswith("["):
            section = line
        match = re.match(r"(\d+) (\S+)", line)
        if match is not None:
            held.add(match.group(2))
            card = db.get(match.group(2))
            if section == "[life deck]" and card is not None and str(card.type) in GROWN:
                growable.append(index)
    while _deck_count(lines) < size and growable:
        for index in list(growable):
            if _deck_count(lines) >= size:
                break
            count = int(lines[index].split()[0])
            trial = list(lines)
            trial[index] = re.sub(r"^\d+", str(count + 1), lines[index])
            if legal(trial):
                lines = trial
            else:
                growable.remove(index)
    for card in sorted(db.by_game("dbgt"), key=lambda c: c.id):
        if _deck_count(lines) >= size:
            break
        if card.id not in held and str(card.type) in GROWN:
            trial = [*lines, f"1 {card.id} {card.name}"]
            if legal(trial):
                lines = trial
    assert _deck_count(lines) == size, f"could not grow the deck to {size} legal cards"
    return "\n".join(lines) + "\n"


def play_late_game(session: Any) -> None:
    """Bring a new Dragon Ball GT game to a late state, every change an action submitted to the
    session (manual mode applies the ones the rules would refuse, with a warning).

    Each seat ends with its Main Personality at a raised stage, three allies with their stages,
    four Dragon Balls in play (two captured by the other seat: turned sideways, with the
    ``captured_by`` counter), two drills, three setups (one turned), a card in the battle zone,
    five cards in hand, six removed from the game, twelve left in the Life Deck and the rest
    in the discard pile.
    """
    from tabletop.engine import MoveCard, Rotate, SetCardCounter

    state = session.controller.state
    db = session.database

    def kind(uid: int) -> str:
        return str(db[state.cards[uid].card_id].type)

    def submit(action: Any) -> None:
        outcome = session.submit(action)
        assert outcome.applied, f"{action} was not applied: {outcome.verdict}"

    def move(seat: int, uid: int, zone: str) -> None:
        submit(MoveCard(seat, uid, f"p{seat}.{zone}", -1, True if zone != "hand" else None))

    for seat in (0, 1):
        other = 1 - seat
        deck = list(reversed(state.zones[f"p{seat}.life_deck"].cards))  # top first

        def take(kinds: tuple[str, ...], count: int, deck: list[int] = deck) -> list[int]:
            chosen = [uid for uid in deck if kind(uid) in kinds][:count]
            for uid in chosen:
                deck.remove(uid)
            return chosen

        mp = state.zones[f"p{seat}.mp"].cards
        submit(SetCardCounter(seat, mp[-1], "stage", 5 - 2 * seat))
        for slot, uid in enumerate(take(("personality",), 3), start=1):
            move(seat, uid, f"ally{slot}")
            submit(SetCardCounter(seat, uid, "stage", 1 + slot))
        for index, uid in enumerate(take(("dragon_ball",), 4)):
            move(seat, uid, "dragon_balls")
            if index % 2:
                submit(Rotate(seat, uid, 1))
                submit(SetCardCounter(seat, uid, "captured_by", other))
        for uid in take(("drill",), 2):
            move(seat, uid, "drills")
        for index, uid in enumerate(take(("non_combat",), 3)):
            move(seat, uid, "setups")
            if index == 1:
                submit(Rotate(seat, uid, 1))
        for uid in take(("combat", "physical_combat", "energy_combat"), 1):
            move(seat, uid, "battle")
        hand = len(state.zones[f"p{seat}.hand"].cards)
        for uid in take(GROWN, 5 - hand):
            move(seat, uid, "hand")
        for uid in take(GROWN, 6):
            move(seat, uid, "removed")
        for uid in deck[: len(deck) - 12]:
            move(seat, uid, "discard")


def late_game_window() -> tuple[Any, Any]:
    """The main window showing the late-game Dragon Ball GT table (seat 0 at the computer)."""
    app = _application()
    from tabletop.engine import Mode
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.session import GameSession, NewGameOptions, bundled_decks

    window = MainWindow("dbgt", Mode.MANUAL.value, remember_geometry=False, autosave=False)
    window.scene.set_animation_speed(0)
    with tempfile.TemporaryDirectory() as folder:
        decks: list[Path] = []
        for path in bundled_decks("dbgt")[:2]:
            grown = Path(folder) / path.name
            grown.write_text(grown_deck(path.read_text(encoding="utf-8")), encoding="utf-8")
            decks.append(grown)
        options = NewGameOptions(
            game="dbgt", decks=(decks[0], decks[1]), mode=Mode.MANUAL.value, seed=7
        )
        session = GameSession.new_game(options, autosave=False, parent=window)
    assert session.game_id == "dbgt" and session.mode is Mode.MANUAL
    play_late_game(session)
    session.set_seat(0)
    window.set_session(session)
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    assert not window.curtain.isVisible(), "the hot-seat curtain covers the table"
    return app, window


# ---------------------------------------------------------------- figures


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
    from tabletop.ui.table.scouter_item import ScouterItem

    view = window.view
    cards = window.scene.card_items()
    count = len(cards)
    shown = sum(card.isVisible() for card in cards)  # under the top two of a pile: hidden
    scouters = sum(isinstance(card.scouter, ScouterItem) for card in cards)
    turned = sum(card.rotation() % 180 == 90 for card in cards)
    assert count >= MIN_CARDS, f"only {count} card items on the table"
    assert all(
        any(card.zone_id == f"p{seat}.mp" and card.scouter is not None for card in cards)
        for seat in (0, 1)
    ), "a Main Personality shows no scouter"
    assert turned, "no card is turned sideways"
    bare_scene, bare_view = _bare_scene(count, (CARD_W * view.zoom(), CARD_H * view.zoom()))
    bare_view.resize(view.size())
    app.processEvents()
    view.grab()  # warm the face cache once, as a running table has
    bare_view.grab()
    table, bare = best_of_each(RENDERS, view.grab, bare_view.grab)
    yield Figure(
        "ui.render.late_game",
        table * 1000,
        "ms",
        (ratio_at_most(1.5), at_most(16)),
        baseline=bare * 1000,
        label=f"render a late-game Dragon Ball GT table ({count} card items, {shown} shown, "
        f"{scouters} scouters, {turned} turned; baseline: as many plain pixmap items)",
    )
    from tabletop.ui.card_face import clear_cache

    def cold() -> None:
        clear_cache()
        window.scene.refresh_faces()
        view.grab()

    yield Figure(
        "ui.render.late_game_cold",
        best_of(3, cold) * 1000,
        "ms",
        (at_most(250),),
        baseline=bare * 1000,
        label="the same with every face drawn anew (a language or image-folder switch)",
    )
    bare_view.close()
    bare_scene.deleteLater()


def _drag_figure(app: Any, window: Any) -> Iterator[Figure]:
    from PySide6.QtWidgets import QGraphicsPixmapItem

    view = window.view
    scene = window.scene
    hand = scene.zone_item("p0.hand")
    assert hand is not None and hand.cards, "no card in the hand to drag"
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
        "µs",
        (at_most(500),),
        baseline=bare_time / MOVES * 1e6,
        label="one mouse move during a drag, legal zones lit (baseline: a bare movable item)",
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
        "ui.memory.rss_late_game",
        app_kib / 1024,
        "MiB",
        (at_most(300),),
        baseline=bare_kib / 1024,
        label="memory of the app with that table (baseline: a bare window)",
    )


def long_game_window(steps: int) -> tuple[Any, Any, Any]:
    """A shown main window at a free-table game of ``steps`` steps (a card moved back and
    forth between seat 0's table and discard pile, every step in the log and the history);
    also the card that moved."""
    app = _application()
    from tabletop.engine import Draw, MoveCard
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.session import GameSession, NewGameOptions

    window = MainWindow("free", remember_geometry=False, autosave=False)
    window.scene.set_animation_speed(0)
    session = GameSession.new_game(NewGameOptions(game="free", seed=7), autosave=False,
                                   parent=window)  # fmt: skip
    assert session.submit(Draw(0, 1)).applied
    uid = session.controller.state.zones["p0.hand"].cards[-1]
    while len(session.controller.history) < steps:
        zone = "p0.table" if len(session.controller.history) % 2 else "p0.discard"
        assert session.submit(MoveCard(0, uid, zone, -1, True)).applied
    window.set_session(session)
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    return app, window, uid


def _action_figure() -> Iterator[Figure]:
    from tabletop.engine import MoveCard

    def game(steps: int) -> tuple[Any, Callable[[], object], Callable[[], object]]:
        """The window, one action through it (table and docks drawn), and its undo."""
        app, window, uid = long_game_window(steps)
        session = window.session
        history = session.controller.history

        def act() -> None:
            zone = "p0.table" if len(history) % 2 else "p0.discard"
            assert session.submit(MoveCard(0, uid, zone, -1, True)).applied
            app.processEvents()

        def undo() -> None:
            assert session.undo()
            app.processEvents()

        return window, act, undo

    games = {steps: game(steps) for steps in (SHORT_GAME, LONG_GAME)}
    best = dict.fromkeys(games, float("inf"))
    for _ in range(ACTIONS):  # the two lengths take turns, so a disturbance hits both alike
        for steps, (_, act, undo) in games.items():
            start = time.perf_counter()
            act()
            best[steps] = min(best[steps], time.perf_counter() - start)
            undo()  # not timed: back to the same length
    for window, _, _ in games.values():
        window.confirm_discard = False
        window.close()
        window.deleteLater()
    yield Figure(
        f"ui.action.{LONG_GAME}_steps",
        best[LONG_GAME] * 1000,
        "ms",
        (ratio_at_most(1.25),),
        baseline=best[SHORT_GAME] * 1000,
        label=f"one action through the window at {LONG_GAME:,} steps (baseline: at {SHORT_GAME})",
    )


def figures() -> Iterator[Figure]:
    """Render, drag, action and memory figures of the table UI."""
    app, window = late_game_window()
    try:
        yield from _render_figure(app, window)
        yield from _drag_figure(app, window)
    finally:
        window.confirm_discard = False  # no "save first?" question on an unwatched run
        window.close()
        window.deleteLater()
        app.processEvents()
    yield from _action_figure()
    yield from _memory_figure()
