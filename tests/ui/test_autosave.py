"""Autosave on a full disk: the user is told once, and when space returns the journal is
written whole again, so that it replays to the game on the table."""

from __future__ import annotations

import errno
import os
import random

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.games.replay import replay_record
from tabletop.storage import StorageError, find_unfinished, recover
from tabletop.storage import journal as journal_module
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tests.app_child import choose


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning boxes shown."""
    shown: list[str] = []

    def warning(parent: object, title: str, text: str, *rest: object) -> object:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """``disk[0] = True`` fills the disk: every os.write fails with ENOSPC until set back."""
    full = [False]
    real = os.write

    def write(fd: int, data: bytes) -> int:
        if full[0]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(fd, data)

    monkeypatch.setattr(os, "write", write)
    return full


def play(window: MainWindow, rng: random.Random, count: int) -> None:
    for _ in range(count):
        assert window.session.submit(choose(window.session, rng), window).applied


def test_full_disk_is_told_once_and_the_journal_comes_back_whole(
    qtbot: QtBot, boxes: list[str], disk: list[bool]
) -> None:
    window = MainWindow("dbgt", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    assert window.start_game(NewGameOptions(game="dbgt", seed=7))
    session = window.session
    rng = random.Random(7)
    play(window, rng, 10)
    first = session.journal
    assert first is not None and window.autosave_notice() == ""
    disk[0] = True
    play(window, rng, 12)
    for _ in range(60):
        if session.can_undo():
            break
        play(window, rng, 1)
    assert session.undo()  # an undo on the full disk too: the redo tail must come back
    qtbot.wait(20)  # the box is shown once the gesture is over
    notice = window.autosave_notice()
    print(notice)
    assert notice.startswith("Autosave failed: ") and notice.endswith("at the next action.")
    assert boxes == [notice]  # one box for the whole failure, not one per action
    assert session.autosave_error is not None
    assert session.autosave_error.params["errno"] == errno.ENOSPC
    disk[0] = False
    play(window, rng, 1)  # space is back: the journal is written whole again
    qtbot.wait(20)
    assert window.autosave_notice() == "" and session.autosave_error is None
    assert boxes == [notice]
    assert "Autosave works again" in window.message()
    journal = session.journal
    assert journal is not None and journal.path != first.path
    assert not first.path.exists()  # the broken journal went
    for _ in range(60):  # and the journal goes on from there
        if session.can_undo():
            break
        play(window, rng, 1)
    assert session.undo()
    journal.close()
    recovered = recover(journal.path)
    live = session.controller
    assert recovered.log == live.log
    assert recovered.redo == [step.entry for step in live.history.undone]
    assert not recovered.dropped_tail
    replayed = replay_record(recovered)
    assert replayed.error is None and replayed.controller.state == live.state


def test_autosave_that_cannot_start_is_told_and_retried(
    qtbot: QtBot, boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_start = journal_module.Journal.start.__func__  # type: ignore[attr-defined]
    broken = [True]

    def start(cls: type, *args: object, **kwargs: object) -> object:
        if broken[0]:
            raise StorageError("io_error", errno=errno.EACCES, op="write")
        return real_start(cls, *args, **kwargs)

    monkeypatch.setattr(journal_module.Journal, "start", classmethod(start))
    window = MainWindow("dbgt", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    qtbot.wait(20)
    assert window.session.journal is None
    assert window.autosave_notice() and len(boxes) == 1
    rng = random.Random(3)
    play(window, rng, 3)  # still failing: tried at each action, told once
    qtbot.wait(20)
    assert len(boxes) == 1 and window.session.journal is None
    broken[0] = False
    play(window, rng, 1)
    journal = window.session.journal
    assert journal is not None and window.autosave_notice() == ""
    assert recover(journal.path).log == window.session.controller.log
    window.session.close()
    assert find_unfinished() == []
