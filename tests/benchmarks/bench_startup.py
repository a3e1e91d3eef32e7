"""Start-up figures: ``python -m tabletop`` against a bare PySide6 window, each timed from the
start of the process to its window's first paint, both in the same run, taking turns.

``--first-paint`` quits at the main window's first paint (what the user first sees: the window
with its menus and the empty table); ``--smoke`` once the game on the table has been painted.
The bare window does the same as ``--first-paint``: a QApplication, a shown QMainWindow, and
quitting right after its first paint, seen the same way (an event filter on the window).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator

from common import Figure, best_of_each, ratio_at_most

ROUNDS = 7
XDG_FOLDERS = ("CONFIG", "DATA", "STATE", "CACHE")

FIRST_PAINT_GOAL = ratio_at_most(1.5)
"""Issue 17: the window painted in at most 1.5 times a bare PySide6 window's time."""

BARE_WINDOW = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class QuitAtFirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)  # once the paint pass (the children too) is over
        return False


app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
watch = QuitAtFirstPaint(window)
window.installEventFilter(watch)
window.show()
raise SystemExit(app.exec())
"""


def _runner(pycache: str, home: str, *args: str) -> Callable[[], None]:
    # Bytecode goes to (and is read from) the folder ``pycache`` even where
    # PYTHONDONTWRITEBYTECODE is set, so the warm-up runs leave bytecode for the timed ones.
    # Without it every run compiled the app's own modules from source (about 100 ms), which an
    # installed app never does (the wheel is byte-compiled, the frozen build ships bytecode) and
    # the baseline never pays (its modules have bytecode in site-packages). The source tree
    # gets no __pycache__ folders. The user's folders are folders of this run, found the way a
    # user's are (the XDG variables, not TABLETOP_HOME): the user's own settings and card sets
    # do not change the figures (the warm-up writes the caches).
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=pycache)
    env.update({f"XDG_{kind}_HOME": f"{home}/{kind.lower()}" for kind in XDG_FOLDERS})
    for name in ("PYTHONDONTWRITEBYTECODE", "TABLETOP_HOME"):
        env.pop(name, None)

    def run() -> None:
        subprocess.run([sys.executable, *args], env=env, check=True, capture_output=True)

    return run


def measure(rounds: int = ROUNDS) -> tuple[float, float, float]:
    """The shortest times in seconds, over ``rounds`` rounds taken in turn: the app to its
    first paint, a bare PySide6 window to its first paint, the app to its game painted."""
    with (
        tempfile.TemporaryDirectory(prefix="tabletop-pycache-") as pycache,
        tempfile.TemporaryDirectory(prefix="tabletop-home-") as home,
    ):
        first_paint = _runner(pycache, home, "-m", "tabletop", "--first-paint")
        bare = _runner(pycache, home, "-c", BARE_WINDOW)
        game = _runner(pycache, home, "-m", "tabletop", "--smoke")
        for warm_up in (game, first_paint, bare):  # the file cache, bytecode, card-set cache
            warm_up()
        times = best_of_each(rounds, first_paint, bare, game)
    return times[0], times[1], times[2]


def figures() -> Iterator[Figure]:
    """The app's start-up to its first paint and to its game, a bare window as the baseline."""
    first_paint, bare, game = measure()
    yield Figure(
        "startup.first_paint",
        first_paint * 1000,
        "ms",
        (FIRST_PAINT_GOAL,),
        baseline=bare * 1000,
        label="start-up to the first painted window (baseline: a bare PySide6 window, in turns)",
    )
    yield Figure(
        "startup.game_painted",
        game * 1000,
        "ms",
        baseline=bare * 1000,
        label="start-up to the demo game painted (comes after the first paint; for information)",
    )
