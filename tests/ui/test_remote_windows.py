"""Two real windows, one hosting and one joining over loopback (127.0.0.1, port 0), play a
whole game to its end through their sessions: the hosting player's moves chosen among its legal
actions, the guest's among the offers it received. On the way the guest asks to take back a
move twice: once accepted (in the host's window, with the request bar's Accept) and once
refused; and at every step no text of the guest's window names a card hidden from its seat (the
hidden-card audit of the hot-seat tests, against the host's true state). Waits are bounded
(``qtbot.waitUntil`` with time-outs); nothing is timed."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.ai.play import choices
from tabletop.engine import Mode
from tabletop.engine.actions import parse_action
from tabletop.remote.invitation import format_address
from tabletop.remote.relay import Relay
from tabletop.remote.transport import listen
from tabletop.ui.audit import hidden_cards, leaks, screen_texts
from tabletop.ui.remote.guest_game import GuestGame
from tabletop.ui.remote.play import HostGame
from tabletop.ui.remote.sessions import GuestViewSession, HostedSession
from tabletop.ui.session import NewGameOptions

from .conftest import shown_window

WAIT_MS = 60_000  # bounded waits; generous: the machine may be busy (2 cores, many tests)
MAX_MOVES = 3000
AUDIT_EVERY = 7


class Table:
    """The two windows of one remote game."""

    def __init__(
        self,
        qtbot: QtBot,
        game: str,
        relay: tuple[str, int] | None = None,
        before_join: Callable[[], None] = lambda: None,
    ) -> None:
        """``before_join``: runs between the hosting and the joining (to give the joining
        window another state folder, as another computer has)."""
        self.qtbot = qtbot
        self.hosting = shown_window(qtbot, game, (1200, 800))
        self.joining = shown_window(qtbot, game, (1200, 800))
        made = self.hosting.remote.host_game(NewGameOptions(game=game), bind="127.0.0.1",
                                             relay=relay)  # fmt: skip
        assert isinstance(made, HostGame)
        self.host_game = made
        assert made.label.text() == "Waiting for the other player to join…"
        before_join()
        self.guest_game = self.joining.remote.join_game(made.invitation)
        assert isinstance(self.guest_game, GuestGame)
        qtbot.waitUntil(self.seated, timeout=WAIT_MS)
        self.host = made.host
        self.guest = self.guest_game.guest
        self.host_leaks = 0

    def seated(self) -> bool:
        return (
            isinstance(self.hosting.session, HostedSession)
            and isinstance(self.joining.session, GuestViewSession)
            and self.guest_game.guest.last_seq > 0
            and self.in_step()
        )

    def in_step(self) -> bool:
        """The guest holds the host's last event (and the host holds the guest's last ack)."""
        host, guest = self.host_game.host, self.guest_game.guest
        return guest.last_seq == host.seq and guest.pending is None

    def settle(self) -> None:
        self.qtbot.waitUntil(self.in_step, timeout=WAIT_MS)

    def move(self, rng: random.Random) -> int:
        """One move of the seat that must act, through its window's session; its seat."""
        host = self.host
        assert host.match is not None
        seat = host.match.to_act()
        assert seat is not None
        if seat == host.host_seat:
            controller = host.match.controller
            action = rng.choice(choices(controller.ruleset, controller.state, seat))
            assert self.hosting.session.submit(action).applied
        else:
            assert self.guest.offers, "the guest must act but was offered nothing"
            before = self.guest.last_seq
            self.joining.session.submit(parse_action(rng.choice(self.guest.offers)))
            self.qtbot.waitUntil(lambda: self.guest.last_seq > before, timeout=WAIT_MS)
        self.settle()
        return seat

    def ask_undo(self, accept: bool) -> None:
        """The guest asks (Edit → Undo) to take back its last move; the host's player answers
        in the request bar of its Other Player dock."""
        controller = self.host.controller
        assert controller is not None
        steps = len(controller.history)
        self.joining.menu_actions["undo"].trigger()
        self.qtbot.waitUntil(lambda: self.host.asked is not None, timeout=WAIT_MS)
        dock = self.host_game.dock
        assert dock.ask_bar.isVisibleTo(self.hosting) and "take back" in dock.ask_label.text()
        if accept:  # by its mnemonic (Alt+A), as a player at the keyboard would
            self.hosting.activateWindow()
            self.qtbot.waitUntil(self.hosting.isActiveWindow, timeout=WAIT_MS)
            QTest.keyClick(self.hosting, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        else:
            dock.refuse_button.click()
        word = "accepted" if accept else "refused"
        self.qtbot.waitUntil(lambda: any(word in line for line in self.guest_lines()),
                             timeout=WAIT_MS)  # fmt: skip
        self.settle()
        assert self.host.asked is None and self.guest.notices == []
        assert (len(controller.history) < steps) == accept
        if accept:
            assert self.joining.session.actor() == self.guest.seat  # its move to make again

    def guest_lines(self) -> list[str]:
        lines = self.guest_game.dock.lines
        return [lines.item(i).text() for i in range(lines.count())]

    def audit_guest(self) -> None:
        """No text of the guest's window names a card its seat does not see."""
        controller = self.host.controller
        assert controller is not None
        session = self.joining.session
        hidden = hidden_cards(controller.state, self.guest.seat, session.database)
        texts = screen_texts(self.joining, menus=True, others=[self.hosting])
        found = leaks(texts, hidden)
        assert not found, "\n".join(found)
        # the control: the hosting window shows cards the guest may not see (its own hand)
        self.host_leaks += bool(leaks(screen_texts(self.hosting, menus=False,
                                                   others=[self.joining]), hidden))  # fmt: skip


@pytest.mark.parametrize(("game", "seed"), [("dbgt", 3), ("yyh", 3)])
def test_two_windows_play_a_whole_game_with_an_undo_accepted_and_one_refused(
    qtbot: QtBot, game: str, seed: int
) -> None:
    table = Table(qtbot, game)
    host, guest = table.host, table.guest
    hosting, joining = table.hosting, table.joining
    assert hosting.session.seat == host.host_seat and joining.session.seat == guest.seat
    assert table.host_game.invitation.text().startswith("tabletop://127.0.0.1:")
    rng = random.Random(seed)
    answers = [True, False]
    moves = audited = 0
    while not guest.done and moves < MAX_MOVES:
        seat = table.move(rng)
        moves += 1
        if moves % AUDIT_EVERY == 0 and not guest.done:
            table.audit_guest()
            audited += 1
        if seat == guest.seat and guest.may_undo and answers and not guest.done:
            table.ask_undo(answers.pop(0))
    assert guest.done, f"the game did not end in {moves} moves"
    assert answers == [], "no undo was asked"
    assert audited > 5 and table.host_leaks > audited // 2
    ours, theirs = host.result(), guest.result()
    assert theirs["audit"], theirs["audit_problem"]
    assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"] is not None
    assert hosting.session.winner() == joining.session.winner() == ours["winner"]
    assert table.guest_game.label.text() == ""  # nothing waits any more
    # the guest's game log: a line for each step of the game (undone ones gone)
    assert host.controller is not None and len(guest.steps) == len(host.controller.log)
    assert joining.log_dock.list.count() > 10
    # worded as the host's log words each step (what it did: "draws 3 cards", "takes 1 point of
    # damage"), only the cards named as each seat sees them
    ours, theirs = hosting.log_dock.lines(), joining.log_dock.lines()
    assert len(ours) == len(theirs)
    assert [_parts(line) for line in ours] == [_parts(line) for line in theirs]
    assert sum(a == b for a, b in zip(ours, theirs, strict=True)) > len(ours) * 3 // 4
    assert any(re.search(r"draws \d+ cards|discards \d+ cards", line) for line in theirs)


def _parts(line: str) -> int:
    """How many things a log line says a step did."""
    return line.count(" — ") + line.count("; ")


def test_a_cut_connection_is_resumed_and_a_player_who_leaves_is_told(qtbot: QtBot) -> None:
    table = Table(qtbot, "yyh")
    rng = random.Random(2)
    for _ in range(8):
        table.move(rng)
    label = table.guest_game.label
    table.guest_game.link.cut()
    qtbot.waitUntil(lambda: label.text().startswith("Connection lost — waiting "), timeout=WAIT_MS)
    assert re.fullmatch(r"Connection lost — waiting [45]:\d\d", label.text())
    qtbot.waitUntil(lambda: table.guest_game.connected and table.in_step(), timeout=WAIT_MS)
    assert table.guest.resumes >= 1  # (a connection that fails before its answer counts too)
    for _ in range(8):
        table.move(rng)
    # an event after one that never came (a gap): the guest's window resumes to ask again
    resumed = table.guest.resumes
    gap = {"type": "event", "seq": table.guest.last_seq + 2, "at": 0, "view": {}}
    table.guest_game.received.emit(table.guest_game.link.epoch, gap)
    qtbot.waitUntil(lambda: table.guest.resumes > resumed and table.guest_game.connected
                    and table.in_step(), timeout=WAIT_MS)  # fmt: skip
    for _ in range(4):
        table.move(rng)
    table.hosting.remote.end()
    qtbot.waitUntil(lambda: label.text() == "The other player left", timeout=WAIT_MS)
    assert table.joining.remote.game is table.guest_game  # the table stays, to look at


def test_a_host_whose_certificate_is_not_the_invitations_is_refused(qtbot: QtBot) -> None:
    """The frames are TLS, the host's certificate pinned by the invitation: a guest handed an
    invitation with another fingerprint (a host in the middle) stops, and says why."""
    hosting = shown_window(qtbot, "dbgt", (1000, 700))
    joining = shown_window(qtbot, "dbgt", (1000, 700))
    made = hosting.remote.host_game(NewGameOptions(game="dbgt"), bind="127.0.0.1")
    assert made is not None and made.invitation.fingerprint is not None
    assert "?fp=" in made.invitation.text()
    forged = dataclasses.replace(made.invitation, fingerprint="0" * 64)
    game = joining.remote.join_game(forged)
    qtbot.waitUntil(lambda: game.refusal != "", timeout=WAIT_MS)
    assert game.refusal == "fingerprint" and game.guest.token is None
    assert "not the invitation's" in joining.message()
    assert made.host.match is None and not made.host.welcomed  # the host heard nothing


def test_a_game_through_a_relay_survives_a_cut(qtbot: QtBot) -> None:
    """Both windows connect out to a relay (for players behind NAT): the invitation names it
    and the room; the frames go through it encrypted, and a cut guest comes back through it."""
    relay = Relay(listen("127.0.0.1", 0), greeting_wait=5).start()
    try:
        table = Table(qtbot, "dbgt", relay=relay.address)
        invitation = table.host_game.invitation
        assert invitation.relay == format_address(*relay.address) and invitation.room
        rng = random.Random(4)
        for _ in range(6):
            table.move(rng)
        table.guest_game.link.cut()
        qtbot.waitUntil(lambda: table.guest.resumes == 1 and table.guest_game.connected,
                        timeout=WAIT_MS)  # fmt: skip
        table.settle()
        for _ in range(6):
            table.move(rng)
        table.audit_guest()
        assert relay.rooms() == 1
    finally:
        relay.close()


def test_manual_mode_is_asked_of_the_other_player_in_the_window(qtbot: QtBot) -> None:
    """Edit → Manual Mode in a remote game asks the other player (refused, then accepted with
    Alt+A); the dock's mode button turns the rules back on (told). Both windows show the mode
    the host's game is in."""
    table = Table(qtbot, "dbgt")
    rng = random.Random(6)
    for _ in range(4):
        table.move(rng)
    hosting, joining = table.hosting, table.joining
    host, dock = table.host, table.host_game.dock
    assert host.controller is not None
    for accept in (False, True):
        joining.menu_actions["manual"].trigger()
        assert not joining.menu_actions["manual"].isChecked()  # asked, not switched
        qtbot.waitUntil(lambda: host.asked is not None, timeout=WAIT_MS)
        assert dock.ask_bar.isVisibleTo(hosting) and "manual mode" in dock.ask_label.text()
        # one request at a time: neither player may ask another while it waits
        assert not dock.mode_button.isEnabled() and not dock.draw_button.isEnabled()
        assert not table.guest_game.dock.mode_button.isEnabled()
        if not accept:  # the request bar and the dock's lines follow a change of language
            hosting.set_language("ja")
            qtbot.waitUntil(lambda: "自由操作モード" in dock.ask_label.text(), timeout=WAIT_MS)
            assert "自由操作モード" in dock.lines.item(dock.lines.count() - 1).text()
            hosting.set_language("en")
            qtbot.waitUntil(lambda: "manual mode" in dock.ask_label.text(), timeout=WAIT_MS)
            assert "manual mode" in dock.lines.item(dock.lines.count() - 1).text()
        if accept:
            hosting.activateWindow()
            qtbot.waitUntil(hosting.isActiveWindow, timeout=WAIT_MS)
            QTest.keyClick(hosting, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        else:
            dock.refuse_button.click()
        word = "manual mode is on" if accept else "refused manual mode"
        qtbot.waitUntil(lambda w=word: any(w in line for line in table.guest_lines()),
                        timeout=WAIT_MS)  # fmt: skip
        table.settle()
        assert (host.controller.mode is Mode.MANUAL) == accept == table.guest.manual
        qtbot.waitUntil(lambda a=accept: joining.menu_actions["manual"].isChecked() == a,
                        timeout=WAIT_MS)  # fmt: skip
        assert hosting.menu_actions["manual"].isChecked() == accept
    assert dock.mode_button.text() == "Turn the Ru&les Back On"
    dock.mode_button.click()  # the rules back on: told, not asked
    qtbot.waitUntil(lambda: not table.guest.manual, timeout=WAIT_MS)
    assert host.controller.mode is Mode.ENFORCED and host.asked is None
    assert any("turned the rules back on" in line for line in table.guest_lines())
    qtbot.waitUntil(lambda: not joining.menu_actions["manual"].isChecked(), timeout=WAIT_MS)
    assert not hosting.menu_actions["manual"].isChecked()
    assert table.guest_game.dock.mode_button.text() == "Ask for Manua&l Mode"
    assert table.guest_game.dock.mode_button.isEnabled() and dock.draw_button.isEnabled()
