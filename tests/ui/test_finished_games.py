"""What a recovery and a finished game are called: a recovered game names its own game (a
Yu Yu Hakusho recovery says nothing of Dragon Ball GT), and a finished game is neither kept
for resuming after a crash nor called "in progress"."""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import Controller
from tabletop.storage import Journal, SavedGame, find_unfinished
from tabletop.ui.app import offer_recovery
from tabletop.ui.audit import screen_texts
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession
from tests.records import played_game, saved


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow("dbgt", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    return window


@cache
def finished_yyh() -> Controller:
    """A whole random game of Yu Yu Hakusho, played to its end by a move that shows no hidden
    card, so that it may be undone (seed 4's game, then seed 1's and 2's, as more of the cards'
    effects were applied, came to end on a step that shows hidden cards or on an automatic step
    that one redo does not bring back)."""
    game = played_game("yyh", 5000, seed=5)
    assert game.winner is not None
    return game


def test_a_recovered_game_names_its_own_game(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *args, **kwargs: None)
    game = played_game("yyh", 12)
    Journal.start(game.setup, "enforced", log=game.log, fsync=False).close()
    assert window.game_id == "dbgt"  # the window the last game left: Dragon Ball GT
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.complete and window.game_id == "yyh"
    assert window.status.notice_label.text() == ""
    texts = [text for _, text in screen_texts(window, menus=False)]
    assert not [t for t in texts if "Dragon Ball" in t or "not available" in t]
    assert "Yu Yu Hakusho" in window.windowTitle()


def near_the_end(window: MainWindow) -> GameSession:
    """The finished game, its winning action not yet played, on the table (autosave on)."""
    game = finished_yyh()
    record = saved(game)
    last = record.log[-1]
    almost = SavedGame(record.setup, record.log[:-1], record.mode)
    session = GameSession.from_saved(almost, autosave=True, parent=window)
    window.set_session(session)
    assert session.journal is not None and session.winner() is None
    assert session.submit(last.action).applied
    return session


def test_a_finished_game_is_not_kept_for_resuming(window: MainWindow) -> None:
    session = near_the_end(window)
    assert session.winner() is not None
    assert session.journal is None  # nothing left to offer after a crash
    window.session.close()  # as a crash leaves it: the journal not deleted by a goodbye
    assert find_unfinished() == []


def test_an_undone_win_is_kept_again(window: MainWindow) -> None:
    session = near_the_end(window)
    assert session.undo() and session.winner() is None
    journal = session.journal
    assert journal is not None and journal.path.exists()  # in progress again: kept
    assert session.redo() and session.winner() is not None
    assert session.journal is None and not journal.path.exists()


def test_a_finished_game_is_not_called_in_progress(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *rest: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", question)
    session = near_the_end(window)
    assert session.dirty and session.winner() is not None
    assert window.files.may_discard()
    (text,) = asked
    assert "in progress" not in text and "finished game" in text
