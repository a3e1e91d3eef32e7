"""The computer's seat survives its worker (issue 29, point 10): a worker killed twice in a row
is started again (with back-off) and the computer moves; killed more times than it is restarted,
the computer waits for "Let the computer try again", which works; no refusal names a seat
counted from 0."""

from __future__ import annotations

import os
import random
import signal

import pytest
from pytestqt.qtbot import QtBot

from tabletop.engine.table_actions import NextStep
from tabletop.ui import computer_restart
from tabletop.ui.computer_seat import ComputerSeat, thinker
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions

from .conftest import shown_window
from .mouse import click_widget

WAIT_MS = 20_000

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = shown_window(qtbot, "free")
    seat = win.hot_seat.computer
    seat.gap_ms = 0
    seat.rng = random.Random(11)
    win.settings.update(computer_think_ms=1000)  # long enough to be killed while it thinks
    return win


def _first_move_made(qtbot: QtBot, window: MainWindow) -> int:
    """Computer against computer in DBGT, once its first move is made (the worker warmed up:
    a kill from now on ends a search, not the warm-up); the moves so far."""
    assert window.start_game(
        NewGameOptions(game="dbgt", seed=4, seats=("computer:strong", "computer:strong"))
    )
    controller = window.session.controller
    moves = len(controller.log)
    qtbot.waitUntil(lambda: len(controller.log) > moves, timeout=WAIT_MS)
    return len(controller.log)


def _kill_while_thinking(qtbot: QtBot, seat: ComputerSeat, killed: list[int]) -> None:
    """Wait until the computer thinks in a worker not killed yet, and SIGKILL that worker."""

    def fresh() -> bool:
        pid = thinker().pid
        return seat.thinking and pid is not None and pid not in killed

    qtbot.waitUntil(fresh, timeout=WAIT_MS)
    pid = thinker().pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    killed.append(pid)


def test_two_worker_deaths_in_a_row_and_the_computer_moves(
    qtbot: QtBot, window: MainWindow
) -> None:
    moves = _first_move_made(qtbot, window)
    seat, session = window.hot_seat.computer, window.session
    killed: list[int] = []
    _kill_while_thinking(qtbot, seat, killed)
    _kill_while_thinking(qtbot, seat, killed)
    assert len(session.controller.log) == moves  # no answer came from either
    qtbot.waitUntil(lambda: len(session.controller.log) > moves, timeout=WAIT_MS)
    assert thinker().pid not in (None, *killed)
    assert not seat.restarts.waiting and seat.restarts.deaths == 0
    assert "could not" not in window.message() and "stopped" not in window.message()


def test_past_the_restarts_the_computer_waits_for_try_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer_restart, "BACKOFF_MS", (0,))  # one restart, then wait
    moves = _first_move_made(qtbot, window)
    seat, session = window.hot_seat.computer, window.session
    killed: list[int] = []
    _kill_while_thinking(qtbot, seat, killed)
    _kill_while_thinking(qtbot, seat, killed)
    button = seat.restarts.button
    qtbot.waitUntil(button.isVisible, timeout=WAIT_MS)
    assert not seat.thinking and len(session.controller.log) == moves
    assert "stopped" in window.message() and "2 times" in window.message()
    assert button.text() == "Let the computer try again"
    click_widget(button)
    assert button.isHidden()
    qtbot.waitUntil(lambda: len(session.controller.log) > moves, timeout=WAIT_MS)


def test_a_refused_step_names_the_player_not_a_seat_from_0(window: MainWindow) -> None:
    assert window.start_game(
        NewGameOptions(game="dbgt", seed=4, players=("Ann", "Bob"), seats=("human", "human"))
    )
    session = window.session
    actor = session.actor()
    assert actor is not None
    other = 1 - actor
    verdict = session.check(NextStep(other))
    assert not verdict.legal and verdict.code == "dbgt.not_your_step"
    text = session.verdict_message(verdict)
    assert text.startswith(session.player_name(other)) and "Player" not in text, text
