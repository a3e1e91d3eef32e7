"""Tools → Import card set… on a large file (issue 29): the rows are checked off the window's
thread, so the window keeps running (the longest gap between the ticks of a 5 ms timer stays
short), *Cancel* stops the check, and the dialog lists a screenful of problems, then a count.

(20,000 rows froze the window 18 s and listed 15,000 problems.)"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMessageBox,
    QProgressDialog,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.ui.card_labels import game_label
from tabletop.ui.dialogs.card_editor import import_task
from tabletop.ui.dialogs.card_editor.transfer import SHOWN_PROBLEMS, ImportDialog, import_card_set

T = TypeVar("T")
HEADER = "set,number,type,name,character,level,alignment,pur,stages,text\n"
LONGEST_GAP_S = 0.25
"""The longest the window may go without running its timers during an import (the planning
itself takes seconds on this machine; a tick every 5 ms is asked for)."""


def _rows(count: int, bad_every: int = 0) -> str:
    lines = []
    for n in range(1, count + 1):
        level = 9 if bad_every and n % bad_every == 0 else 1 + n % 4
        lines.append(f"ZZQ,{n},personality,Card {n},Goku,{level},hero,3,0 500 600 700,Text {n}\n")
    return HEADER + "".join(lines)


def _longest_gap(run: Callable[[], T]) -> tuple[float, T]:
    """Run ``run`` with a 5 ms timer ticking; the longest time between two ticks (or the
    start, or the end) and what ``run`` returned. The garbage the earlier tests of this process
    left is collected first: a full round of the collector over it, due by chance during
    ``run``, is no part of the import (which keeps its own objects out of the rounds)."""
    gc.collect()
    stamps = [time.perf_counter()]
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: stamps.append(time.perf_counter()))
    timer.start()
    result = run()
    stamps.append(time.perf_counter())
    timer.stop()
    return max(b - a for a, b in pairwise(stamps)), result


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []

    def tell(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        texts.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", tell)
    monkeypatch.setattr(QMessageBox, "warning", tell)
    default_database(reload=True)
    game_label("dbgt")  # the game's package is imported, as in the window that imports
    return texts


def _shown(monkeypatch: pytest.MonkeyPatch) -> list[ImportDialog]:
    """``ImportDialog.exec`` notes the dialog and cancels it."""
    shown: list[ImportDialog] = []

    def exec_(self: ImportDialog) -> int:
        shown.append(self)
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(ImportDialog, "exec", exec_)
    return shown


def test_a_20000_row_file_is_refused_at_its_row_5002_and_the_window_keeps_running(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    source = tmp_path / "huge.csv"
    source.write_text(_rows(20_000), encoding="utf-8")
    shown = _shown(monkeypatch)
    # The file is read on the worker thread (its refusal takes a tenth of a second: too short
    # for a measured gap to tell the window's own pauses from the import's, the next test's is)
    readers: list[str] = []
    read = import_task.read_import

    def noted(*args: Any, **kwargs: Any) -> Any:
        readers.append(threading.current_thread().name)
        return read(*args, **kwargs)

    monkeypatch.setattr(import_task, "read_import", noted)
    written = import_card_set(None, source)
    assert written == [] and shown == []
    assert told == [
        "huge.csv: The file has more than 5000 rows (row 5002 is one too many); a card set "
        "holds at most 5000 cards. Split the file."
    ]
    assert readers == ["card-import"]


def test_5000_rows_are_checked_off_the_window_thread_and_a_screenful_of_problems_listed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    source = tmp_path / "big.csv"
    source.write_text(_rows(5_000, bad_every=50), encoding="utf-8")
    shown = _shown(monkeypatch)
    gap, written = _longest_gap(lambda: import_card_set(None, source))
    assert gap < LONGEST_GAP_S, f"the window froze {gap:.3f} s"
    assert written == [] and len(shown) == 1
    dialog = shown[0]
    qtbot.addWidget(dialog)
    assert dialog.plan.rows == 5_000 and len(dialog.plan.cards) == 4_900
    assert len(dialog.plan.problems) == 100
    assert dialog.table.rowCount() == SHOWN_PROBLEMS
    assert dialog.more.isVisibleTo(dialog)
    assert dialog.more.text().startswith("…and 60 more problems, up to row 5001")


def test_cancel_stops_the_check_and_nothing_is_shown_or_written(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    source = tmp_path / "big.csv"
    source.write_text(_rows(5_000), encoding="utf-8")
    shown = _shown(monkeypatch)
    cancelled: list[int] = []

    def press_cancel() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QProgressDialog) and widget.objectName() == "ImportProgress":
                cancelled.append(widget.value())
                widget.findChild(QPushButton).click()
                return
        QTimer.singleShot(5, press_cancel)

    QTimer.singleShot(5, press_cancel)
    started = time.perf_counter()
    assert import_card_set(None, source) == []
    assert cancelled and shown == [] and told == []
    assert time.perf_counter() - started < 5
    assert default_database(reload=True).get("ZZQ-1") is None
