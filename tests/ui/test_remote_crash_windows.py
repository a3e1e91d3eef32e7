"""A crash costs a pause, not the game, in the window too: the hosting window and the joining
one each keep their game on disk (:mod:`tabletop.ui.remote.kept`); an app that died (its
connection dropped without a word, nothing written after) is started again as a fresh window,
which offers the kept game back at start-up; taken up, the other window (still trying, or still
waiting) carries on with it, and the game is played to its end with every step once and the
guest's audit passing. Each window has its own state folder, as two computers have."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine.actions import parse_action
from tabletop.remote.invitation import Invitation
from tabletop.ui.remote.guest_game import GuestGame
from tabletop.ui.remote.kept import GUEST, HOST, kept_folder, kept_games, offer_kept_games
from tabletop.ui.remote.play import HostGame, RemoteGame
from tabletop.ui.remote.sessions import GuestViewSession, HostedSession
from tabletop.ui.window.main_window import MainWindow

from .conftest import shown_window
from .test_remote_windows import MAX_MOVES, WAIT_MS, Table

YES = QMessageBox.StandardButton.Yes
CHILD_WAIT_MS = 60_000
"""Waits on an app in a child process (it starts from nothing, on a busy machine too)."""


def crash(window: MainWindow) -> None:
    """The app is killed: its connection drops, nothing more is said or written."""
    game = window.remote.game
    assert game is not None
    window.remote.game = None  # (so closing the window later says no goodbye)
    game.link.close()
    if game.lock is not None:  # (the system lets a killed app's locks go)
        game.lock.release()
    window.hide()


@pytest.fixture
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The hosting computer's folder and the joining one's (the tests switch between them)."""
    host, guest = tmp_path / "host", tmp_path / "guest"
    monkeypatch.setenv("TABLETOP_HOME", str(host))
    return host, guest


def started_again(
    qtbot: QtBot, game: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[MainWindow, list[str]]:
    """The app started again on the computer of ``home``: a fresh window, the kept game
    offered (and accepted); the questions asked."""
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return YES

    monkeypatch.setattr(QMessageBox, "question", question)
    window = shown_window(qtbot, game, (1200, 800))
    assert offer_kept_games(window)
    return window, asked


def played(
    qtbot: QtBot, game: str, guest_home: Path, monkeypatch: pytest.MonkeyPatch, seed: int,
    moves: int,
) -> tuple[Table, random.Random]:  # fmt: skip
    """Two windows, the joining one with its own state folder (``guest_home``), after
    ``moves`` moves of a game played with ``random.Random(seed)``; and that generator."""
    table = Table(qtbot, game, before_join=lambda: monkeypatch.setenv("TABLETOP_HOME",
                                                                      str(guest_home)))  # fmt: skip
    rng = random.Random(seed)
    for _ in range(moves):
        table.move(rng)
    return table, rng


def crashed(table: Table, window: MainWindow, other: RemoteGame) -> None:
    """``window``'s app is killed, and the ``other`` window says the connection was lost."""
    crash(window)
    lost = other.label
    table.qtbot.waitUntil(lambda: lost.text().startswith("Connection lost"), timeout=WAIT_MS)


def play_to_the_end(table: Table, rng: random.Random) -> None:
    moves = 0
    while not table.guest.done and moves < MAX_MOVES:
        table.move(rng)
        moves += 1
    assert table.guest.done, f"the game did not end in {moves} moves"
    ours, theirs = table.host.result(), table.guest.result()
    assert theirs["audit"], theirs["audit_problem"]
    assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]


@pytest.mark.parametrize("game", ["yyh"])
def test_a_hosting_window_that_crashed_takes_its_game_up_and_the_guest_rejoins(
    qtbot: QtBot, game: str, homes: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    host_home, guest_home = homes
    table, rng = played(qtbot, game, guest_home, monkeypatch, seed=5, moves=12)
    controller = table.host.controller
    assert controller is not None
    steps, seq, port = len(controller.log), table.host.seq, table.host_game.link.port
    crashed(table, table.hosting, table.guest_game)
    label = table.guest_game.label
    monkeypatch.setenv("TABLETOP_HOME", str(host_home))
    assert [kept.kind for kept in kept_games()] == [HOST]  # the guest's game is elsewhere

    fresh, asked = started_again(qtbot, game, host_home, monkeypatch)
    assert len(asked) == 1 and "hosting a game of Yu Yu Hakusho" in asked[0]
    taken = fresh.remote.game
    assert isinstance(taken, HostGame) and isinstance(fresh.session, HostedSession)
    assert taken.link.port == port and taken.invitation == table.host_game.invitation
    revived = taken.host
    assert revived.controller is not None and len(revived.controller.log) == steps
    assert revived.seq == seq
    # the guest, still trying, rejoins with its resume token
    table.hosting, table.host_game, table.host = fresh, taken, revived
    qtbot.waitUntil(lambda: table.guest_game.connected and table.in_step(), timeout=WAIT_MS)
    assert table.guest.resumes == 1 and label.text() != "The other player left"
    assert fresh.log_dock.list.count() == table.joining.log_dock.list.count() > 0
    play_to_the_end(table, rng)
    qtbot.waitUntil(lambda: kept_games() == [], timeout=WAIT_MS)  # the game over: forgotten
    monkeypatch.setenv("TABLETOP_HOME", str(guest_home))
    assert kept_games() == [] and list(kept_folder().iterdir()) == []


@pytest.mark.parametrize("game", ["dbgt"])
def test_a_joining_window_that_crashed_offers_to_rejoin(
    qtbot: QtBot, game: str, homes: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    _host_home, guest_home = homes
    table, rng = played(qtbot, game, guest_home, monkeypatch, seed=8, moves=10)
    shown = table.joining.log_dock.list.count()
    crashed(table, table.joining, table.host_game)
    label = table.host_game.label

    fresh, asked = started_again(qtbot, game, guest_home, monkeypatch)
    assert len(asked) == 1 and "Rejoin it?" in asked[0] and "Dragon Ball GT" in asked[0]
    rejoined = fresh.remote.game
    assert isinstance(rejoined, GuestGame) and isinstance(fresh.session, GuestViewSession)
    assert fresh.session.seat == table.guest.seat  # at its seat, its last view, at once
    assert fresh.log_dock.list.count() == shown
    table.joining, table.guest_game, table.guest = fresh, rejoined, rejoined.guest
    qtbot.waitUntil(lambda: rejoined.connected and table.in_step(), timeout=WAIT_MS)
    assert rejoined.guest.resumes == 1 and label.text() != "The other player left"
    table.audit_guest()
    play_to_the_end(table, rng)
    qtbot.waitUntil(lambda: kept_games() == [], timeout=WAIT_MS)


def test_a_declined_kept_game_is_forgotten(
    qtbot: QtBot, homes: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    host_home, guest_home = homes
    table, _rng = played(qtbot, "yyh", guest_home, monkeypatch, seed=1, moves=4)
    crash(table.joining)
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.No)
    fresh = shown_window(qtbot, "yyh", (1000, 700))
    assert [kept.kind for kept in kept_games()] == [GUEST]
    assert not offer_kept_games(fresh) and fresh.remote.game is None
    assert kept_games() == []
    # a game a running window plays is never offered (another app started meanwhile)
    monkeypatch.setenv("TABLETOP_HOME", str(host_home))
    assert kept_games() == [] and any(kept_folder().glob("host-*.json"))
    # the hosting player ends the game on purpose: nothing is kept to take up
    table.hosting.remote.end()
    assert not any(kept_folder().glob("host-*.json"))


class Child:
    """The hosting app in a child process (:mod:`tests.ui.remote_child`)."""

    def __init__(self, game: str, how: str, home: Path) -> None:
        env = {**os.environ, "TABLETOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.remote_child", game, how],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            text=True,
        )
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], 120)
        assert ready, "the child app said nothing"
        self.invitation = Invitation.parse(self.process.stdout.readline().strip())

    def kill(self) -> None:
        """``kill -9``: the app gets no chance to say or write anything."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)


def guest_plays(qtbot: QtBot, game: GuestGame, rng: random.Random, moves: int) -> None:
    """The joining player makes ``moves`` moves (fewer when the game ends), each among its
    offers, waiting (bounded) for the hosting app's."""
    guest = game.guest
    for _ in range(moves):
        if guest.done:
            return
        qtbot.waitUntil(lambda: guest.done or (game.session is not None and game.session
                        .actor() == guest.seat and bool(guest.offers)
                        and guest.pending is None), timeout=CHILD_WAIT_MS)  # fmt: skip
        if guest.done:
            return
        before = guest.last_seq
        assert game.session is not None
        game.session.submit(parse_action(rng.choice(guest.offers)))
        qtbot.waitUntil(lambda b=before: guest.last_seq > b or guest.pending is None,
                        timeout=CHILD_WAIT_MS)  # fmt: skip


def test_kill_9_of_the_hosting_app_costs_a_pause_not_the_game(
    qtbot: QtBot, homes: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hosting app runs in a child process; it is killed (``kill -9``) mid-game and started
    again: it offers the kept game, takes it up on the same port, and the joining window (still
    trying) rejoins; the game is played to its end and the guest's audit passes."""
    host_home, guest_home = homes
    child = Child("yyh", "host", host_home)
    try:
        monkeypatch.setenv("TABLETOP_HOME", str(guest_home))
        joining = shown_window(qtbot, "yyh", (1200, 800))
        game = joining.remote.join_game(child.invitation)
        guest = game.guest
        rng = random.Random(11)
        guest_plays(qtbot, game, rng, 8)
        seen = guest.last_seq
        assert seen > 0 and not guest.done
        child.kill()
        qtbot.waitUntil(
            lambda: game.label.text().startswith("Connection lost"), timeout=CHILD_WAIT_MS
        )
        child = Child("yyh", "take-up", host_home)
        assert child.invitation == game.invitation  # the same port, key and certificate
        qtbot.waitUntil(lambda: game.connected and guest.resumes == 1, timeout=CHILD_WAIT_MS)
        guest_plays(qtbot, game, rng, MAX_MOVES)
        assert guest.done and guest.last_seq > seen
        assert guest.result()["audit"], guest.result()["audit_problem"]
    finally:
        child.kill()
