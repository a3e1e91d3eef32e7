"""Following the computer (issue 25, finding 11): the table stays still a moment after each of
its moves (the pause of the settings, 0 allowed), the status bar sums up what it did when the
game comes back to the human, and after a recovery it waits until the "Actions recovered" box is
closed before it plays."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import NextStep
from tabletop.ui.app import offer_recovery
from tabletop.ui.audit import hidden_cards, leaks, screen_texts
from tabletop.ui.docks.steps import StepWords
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.turn_summary import move_text, turn_summary

from .conftest import shown_window
from .test_computer_opponent import WAIT_MS, computer, put_on_table, wait_for_human
from .test_computer_saves import until_the_computer_acts

AGAINST = ("human", "computer:random")


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = shown_window(qtbot, "free")
    computer(win).gap_ms = 0  # only the pause
    computer(win).rng = random.Random(11)
    win.settings.update(computer_pause_ms=0)
    return win


def computer_move_times(window: MainWindow, clock: QElapsedTimer) -> list[int]:
    """When each of the computer's moves (not a step passing by itself) was made."""
    times: list[int] = []
    session = window.session
    session.changed.connect(
        lambda _c, initiator: times.append(clock.elapsed()) if initiator is window.scene else None
    )
    return times


def test_the_table_stays_still_after_each_of_the_computers_moves(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.update(computer_pause_ms=500)
    put_on_table(window, "dbgt", 5, ("computer:random", "human"))  # the computer begins
    session = window.session
    clock = QElapsedTimer()
    clock.start()
    times = computer_move_times(window, clock)
    qtbot.waitUntil(lambda: len(times) >= 4 or session.actor() == 1, timeout=WAIT_MS)
    assert len(times) >= 3, times
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= 490, gaps
    # the computer looks whether it must act again at the event loop's next turn after a move
    # (a 0 ms timer): waitUntil may stop right after the move, before that turn
    QApplication.processEvents()
    assert computer(window).label.isVisible() or session.actor() == 1  # it says it is at work


def test_the_settings_dialog_sets_the_pause(qtbot: QtBot, window: MainWindow) -> None:
    from tabletop.ui.dialogs.settings import SettingsDialog

    window.settings.update(computer_pause_ms=800)
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.pause.value() == 0.8  # about a second by default
    dialog.pause.setValue(0.0)
    assert dialog.pause.text() == "No pause"
    window.apply_settings(dialog.settings())
    assert window.settings.current.computer_pause_ms == 0
    dialog.pause.setValue(1.5)
    window.apply_settings(dialog.settings())
    assert SettingsDialog(window).pause.value() == 1.5


def test_no_pause_with_the_pause_set_to_0(qtbot: QtBot, window: MainWindow) -> None:
    put_on_table(window, "dbgt", 5, ("computer:random", "human"))
    session = window.session
    qtbot.waitUntil(lambda: len(session.controller.log) > 6, timeout=WAIT_MS)
    assert computer(window)._pause_left(session) == 0


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_the_status_bar_sums_up_the_computers_moves(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    put_on_table(window, game, 5, AGAINST)
    session = window.session
    rng = random.Random(3)
    start = len(session.controller.log)
    found: list[str] = []
    summaries = 0
    for _ in range(30):
        wait_for_human(qtbot, window)
        if session.winner() is not None:
            break
        done = session.controller.history.done
        theirs = [
            i for i in range(start, len(done))
            if done[i].action.seat == 1 and not session.is_automatic(i)
        ]  # fmt: skip
        words = StepWords(session)
        if any(move_text(session, words, done[i]) for i in theirs):  # it did something
            summaries += 1
            name = session.player_name(1)
            assert window.message().startswith(f"{name} played: "), window.message()
            assert computer(window).summary == window.message()
            hidden = hidden_cards(session.controller.state, session.seat, session.database)
            found.extend(leaks(screen_texts(window, menus=False), hidden))
        legal = [a for a in session.ruleset.legal_actions(session.controller.state, 0)
                 if not session.ruleset.is_card_effect(a)]  # fmt: skip
        nexts = [a for a in legal if isinstance(a, NextStep)]
        action = nexts[0] if nexts and rng.random() < 0.5 else rng.choice(legal)
        start = len(session.controller.log)
        assert session.submit(action, window.scene).applied
    assert summaries >= 2
    assert not found, "\n".join(found)


def test_the_summary_names_what_the_log_says() -> None:
    session = GameSession.new_game(NewGameOptions(game="dbgt", seed=6, seats=AGAINST),
                                   autosave=False)  # fmt: skip
    session.automatic_steps = True
    until_the_computer_acts(session)
    first = len(session.controller.log)
    rng = random.Random(4)
    while session.actor() == 1 and session.winner() is None:
        legal = [a for a in session.ruleset.legal_actions(session.controller.state, 1)
                 if not session.ruleset.is_card_effect(a)]  # fmt: skip
        assert session.submit(rng.choice(legal)).applied
    text = turn_summary(session, 1, range(first, len(session.controller.log)))
    assert text.startswith("Player 2 played: ")
    assert turn_summary(session, 0, range(first, len(session.controller.log))) == ""
    assert turn_summary(session, 1, range(len(session.controller.log), 999)) == ""
    session.close()


def test_after_a_recovery_the_computer_waits_for_the_box_to_close(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    crashed = GameSession.new_game(NewGameOptions(game="dbgt", seed=6, seats=AGAINST))
    crashed.automatic_steps = True
    until_the_computer_acts(crashed)  # the computer's move is the next
    journal = crashed.journal
    assert journal is not None
    journal.sync()
    crashed.close(keep_journal=True)  # as a kill leaves it
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: yes)
    window = MainWindow("free", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    window.show()
    seat = computer(window)
    seat.gap_ms = 0
    window.settings.update(computer_pause_ms=0)
    seen: dict[str, int] = {}

    def while_the_box_is_up() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        session = window.session
        moves = len(session.controller.log)
        qtbot.waitUntil(lambda: seat._answer is not None or len(session.controller.log) > moves,
                        timeout=WAIT_MS)  # fmt: skip
        qtbot.wait(300)  # time enough to play it
        seen["behind the box"] = len(session.controller.log) - moves
        seen["moves"] = moves
        box.accept()

    QTimer.singleShot(0, while_the_box_is_up)
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.complete
    assert seen["behind the box"] == 0  # nothing played while the box was up
    session = window.session
    qtbot.waitUntil(lambda: len(session.controller.log) > seen["moves"], timeout=WAIT_MS)
