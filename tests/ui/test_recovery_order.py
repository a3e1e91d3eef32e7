"""Several crashed games: the oldest is offered first, declining one offers the next; a start's
own game writes no journal until the crashed games were offered (tabletop.ui.journal_hold)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import LogEntry
from tabletop.storage import Journal, find_unfinished
from tabletop.ui import journal_hold
from tabletop.ui.app import offer_recovery
from tabletop.ui.main_window import MainWindow
from tests.test_crash_recovery import play


def _crashed(actions: int, age: float) -> tuple[Path, list[LogEntry]]:
    """A journal a crash left, ``actions`` actions played, last written ``age`` seconds ago."""
    game = play(actions)
    journal = Journal.start(game.setup, "enforced", log=game.log, fsync=False)
    journal.close()
    moment = time.time() - age
    os.utime(journal.path, (moment, moment))
    return journal.path, list(game.log)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow("free", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[list[bool], list[str]]]:
    """Answers to give "Resume?" in turn (Yes when they run out), and the questions asked."""
    given: list[bool] = []
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *rest: object) -> object:
        asked.append(text)
        yes = given.pop(0) if given else True
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    yield given, asked


def test_the_oldest_crashed_game_is_offered_first(
    window: MainWindow, answers: tuple[list[bool], list[str]]
) -> None:
    """A long game a crash cut short, then a fresh game's journal a kill during the next start
    left: the long game comes back, not the fresh one."""
    old, old_log = _crashed(12, age=60)
    fresh, _ = _crashed(1, age=5)
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.recovered == len(old_log)
    assert window.session.controller.log == old_log
    assert not old.exists() and fresh.exists()
    assert "2 games were left unfinished" in answers[1][0]


def test_declining_the_oldest_offers_the_next(
    window: MainWindow, answers: tuple[list[bool], list[str]]
) -> None:
    old, _ = _crashed(12, age=60)
    newer, newer_log = _crashed(3, age=5)
    answers[0].append(False)
    recovery = offer_recovery(window)
    assert recovery is not None and window.session.controller.log == newer_log
    assert not old.exists() and not newer.exists()
    assert len(answers[1]) == 2 and "2 games" in answers[1][0]
    assert "did not close properly" in answers[1][1] and "games" not in answers[1][1]


def test_a_held_start_writes_no_journal_until_released(qtbot: QtBot) -> None:
    journal_hold.hold()
    try:
        window = MainWindow("dbgt", remember_geometry=False, autosave=True)
        qtbot.addWidget(window)
        session = window.session  # the default game, its automatic actions played
        assert len(session.controller.log) > 0
        assert session.journal is None and find_unfinished() == []
    finally:
        journal_hold.release()
    journal = session.journal
    assert journal is not None and journal.path.exists()
    assert find_unfinished() == []  # held open by this game
    window.close()
