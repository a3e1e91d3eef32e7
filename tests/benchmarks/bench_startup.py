"""Start-up figures: ``python -m tabletop --smoke`` against a bare PySide6 window."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator

from common import Figure, best_of, ratio_at_most

# The smallest program that does what --smoke does: a QApplication, a shown main window, one
# pass of the event loop.
BARE_WINDOW = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
raise SystemExit(app.exec())
"""


def _run(pycache: str, *args: str) -> None:
    # Bytecode goes to (and is read from) the folder ``pycache`` even where
    # PYTHONDONTWRITEBYTECODE is set, so the warm-up runs leave bytecode for the timed ones.
    # Without it every run compiled the app's own modules from source (about 100 ms), which an
    # installed app never does (the wheel is byte-compiled, the frozen build ships bytecode) and
    # the baseline never pays (its modules have bytecode in site-packages). The source tree
    # gets no __pycache__ folders.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, *args], env=env, check=True, capture_output=True)


def figures() -> Iterator[Figure]:
    """The start-up time of the app, with a bare PySide6 window as the baseline."""
    with tempfile.TemporaryDirectory(prefix="tabletop-pycache-") as pycache:
        _run(pycache, "-m", "tabletop", "--smoke")  # warm the file cache and bytecode first
        _run(pycache, "-c", BARE_WINDOW)
        app = best_of(5, lambda: _run(pycache, "-m", "tabletop", "--smoke"))
        bare = best_of(5, lambda: _run(pycache, "-c", BARE_WINDOW))
    yield Figure(
        "startup.smoke",
        app * 1000,
        "ms",
        (ratio_at_most(1.5),),
        baseline=bare * 1000,
        label="start-up (baseline: a bare PySide6 window)",
    )
