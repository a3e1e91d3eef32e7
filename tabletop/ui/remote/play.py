"""A remote game in a window: the link on its own thread, the sessions on the window's.

The link (:mod:`tabletop.remote.link`) only carries frames on its thread; each message it
receives reaches the window's thread as a queued Qt signal, where the host or guest session
(:mod:`tabletop.remote`) answers it, so the game stays single-writer. The other player's seat
is driven as the computer's is (the match's ``to_act()``): while it must act the status bar
says "Waiting for the other player…" and a move of this window's player is refused ("not your
turn"). The status bar also says when the connection is lost (with the time left of the grace
period) and when the other player left; the Other Player dock holds the chat and the requests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMessageBox

from tabletop.engine import Action, Mode, Outcome
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.i18n.reasons import verdict_text
from tabletop.remote import requests as rq
from tabletop.remote.channel import Channel
from tabletop.remote.host import HostSession
from tabletop.remote.host_file import HostFile
from tabletop.remote.invitation import Invitation, format_address, new_invitation, new_key
from tabletop.remote.link import CONNECTED, FAILED, LOST, HostLink
from tabletop.remote.protocol import Message
from tabletop.remote.relay import RelayListener
from tabletop.remote.secure import host_identity

from .dock import ANSWERED, ASKED, DECLINED, SENT, RemoteDock, said, worded
from .kept import GameLock
from .sessions import HostedSession

if TYPE_CHECKING:
    from tabletop.play.match import Match
    from tabletop.ui.window.main_window import MainWindow

GRACE_SECONDS = 300
"""How long a lost connection is waited for before the other player is said to have left."""
STATUS_STYLE = "color: #2e6da4; font-weight: bold;"
WAITING_JOIN = QT_TRANSLATE_NOOP("RemoteGame", "Waiting for the other player to join…")
WAITING = QT_TRANSLATE_NOOP("RemoteGame", "Waiting for the other player…")
LOST_WAITING = QT_TRANSLATE_NOOP("RemoteGame", "Connection lost — waiting {time}")
LEFT = QT_TRANSLATE_NOOP("RemoteGame", "The other player left")
UNREACHABLE = QT_TRANSLATE_NOOP("RemoteGame", "The host cannot be reached — trying again…")
HOST_RUNS = QT_TRANSLATE_NOOP(
    "RemoteGame", "Your computer runs this game; the other player sees only their own view."
)


def game_words(text: str) -> str:
    """A text marked in the RemoteGame context, in the interface language."""
    return QCoreApplication.translate("RemoteGame", text)


class _SessionTable:
    """The host session's steps applied through the hosting window's session."""

    def __init__(self, session: HostedSession) -> None:
        self.session = session

    def submit(self, action: Action) -> Outcome:
        """Apply one step in the window (journaled, drawn)."""
        return self.session.apply(action)

    def undo_step(self) -> bool:
        """Take back one step in the window."""
        return self.session.undo_step()


class RemoteGame(QObject):
    """What both ends share: the dock, the status, the grace period, the signals."""

    received = Signal(int, object)
    """(connection or epoch, message), from the link's thread (queued)."""
    link_changed = Signal(str)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dock = RemoteDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.label = QLabel(window)
        self.label.setObjectName("RemoteStatus")
        self.label.setStyleSheet(STATUS_STYLE)
        window.statusBar().addWidget(self.label)
        self.connected = False
        self.ever_connected = False
        self.left = False
        self.ended = False
        self._lost = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)
        self.received.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self.link_changed.connect(self._on_link, Qt.ConnectionType.QueuedConnection)
        self.dock.chat_entered.connect(self.say)
        self.dock.requested.connect(self.ask)
        self.dock.answered.connect(self.answer)

    # ---------------------------------------------------------------- to be given
    seat: int = 0

    def _on_message(self, conn: int, message: Message) -> None:
        raise NotImplementedError

    def _send(self, messages: list[Message]) -> None:
        raise NotImplementedError

    def _request(self, kind: str) -> list[Message]:
        raise NotImplementedError

    def _answer(self, accept: bool) -> list[Message]:
        raise NotImplementedError

    def _chat(self, text: str) -> list[Message]:
        raise NotImplementedError

    def may_undo(self) -> bool:
        """Whether this player may ask an Undo now."""
        raise NotImplementedError

    def request_waiting(self) -> bool:
        """Whether a request (of either player) waits for its answer."""
        return False

    def waiting_words(self) -> str:
        """What the status says while the game waits for the other player."""
        return game_words(WAITING)

    # ---------------------------------------------------------------- the player's words

    def other_name(self) -> str:
        """The other player's name, as the table names them."""
        return self.window.session.player_name(1 - self.seat)

    def say(self, text: str) -> None:
        """Send a chat line."""
        messages = self._chat(text)
        self._send(messages)
        if messages:
            line = rq.clean_chat(text)
            self.dock.add_line(
                lambda: QCoreApplication.translate("RemoteGame", "You: {text}").format(text=line)
            )
        self.hear()

    def ask(self, kind: str) -> None:
        """Ask an Undo or a draw, or concede (asked first)."""
        if kind == rq.CONCEDE:
            answer = QMessageBox.question(
                self.window,
                QCoreApplication.translate("RemoteGame", "Concede"),
                QCoreApplication.translate(
                    "RemoteGame", "Concede this game? The other player wins."
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        messages = self._request(kind)
        self._send(messages)
        declined = self.hear()
        if not declined:
            self.dock.add_line(worded(SENT[kind]))
        self.refresh()

    def ask_undo(self) -> bool:
        """Ask the other player to take back this player's last move (Edit → Undo)."""
        self.ask(rq.UNDO)
        return True

    def ask_mode(self, mode: Mode) -> None:
        """Edit → Manual Mode: ask for manual mode, or turn the rules back on."""
        self.ask(rq.MANUAL if mode is Mode.MANUAL else rq.ENFORCED)

    def answer(self, accept: bool) -> None:
        """Answer the other player's request."""
        self.dock.hide_request()
        self._send(self._answer(accept))
        self.hear()
        self.refresh()

    def hear(self, notices: list[Message] | None = None) -> bool:
        """Show what the other player said, asked or answered; True when one of this player's
        own requests or lines was declined."""
        pending = self._notices() if notices is None else notices
        declined = False
        name = self.other_name()
        for notice in list(pending):
            kind = notice.get("type")
            if kind == "chat":
                self.dock.add_line(said(f"{name}: {notice.get('text', '')}"))
            elif kind == "request" and notice.get("kind") in ASKED:
                asked = ASKED[str(notice["kind"])]
                line = worded(asked, player=name)
                self.dock.add_line(line)
                if notice["kind"] in rq.ASKED:
                    self.dock.show_request(asked, name)
                self.window.show_message(line())
            elif kind == "answered":
                key = (str(notice.get("kind")), notice.get("accept") is True)
                if key in ANSWERED:
                    line = worded(ANSWERED[key], player=name)
                    self.dock.add_line(line)
                    self.window.show_message(line())
            elif kind == "declined":
                declined = True
                line = worded(DECLINED.get(str(notice.get("reason")), DECLINED[rq.BAD_REQUEST]))
                self.dock.add_line(line)
                self.window.show_message("✖ " + line(), error=True)
            elif kind == "reject":
                reason = verdict_text(str(notice.get("reason")))
                self.window.show_message("✖ " + reason, error=True)
        pending.clear()
        return declined

    def _notices(self) -> list[Message]:
        raise NotImplementedError

    # ---------------------------------------------------------------- the link

    def _on_link(self, state: str) -> None:
        if state == CONNECTED:
            self.connected = self.ever_connected = True
            self._tick.stop()
        elif state in (LOST, FAILED) and not self.ended:
            if self.connected or not self._lost.isValid():
                self._lost.start()
            self.connected = False
            self._tick.start()
        self.refresh()

    def refresh(self) -> None:
        """The status bar and the dock's buttons after any change."""
        session = self.window.session
        playing = not self.ended and not self.left and session.winner() is None
        manual = session.mode is Mode.MANUAL
        self.dock.set_playing(playing and self.connected, self.may_undo(), manual,
                              self.request_waiting())  # fmt: skip
        if self.window.menu_actions["manual"].isChecked() != manual:
            self.window.menu_actions["manual"].setChecked(manual)
            session.reset.emit()  # (the status bar's mode too)
        text = ""
        if self.left:
            text = game_words(LEFT)
        elif self.ended:
            text = ""
        elif not self.connected and self._lost.isValid() and not self.ever_connected:
            text = game_words(UNREACHABLE)
        elif not self.connected and self._lost.isValid():
            left = max(0, GRACE_SECONDS - self._lost.elapsed() // 1000)
            if left == 0:
                self.left = True
                text = game_words(LEFT)
            else:
                time = f"{left // 60}:{left % 60:02d}"
                text = game_words(LOST_WAITING).format(time=time)
        elif not self.connected or session.actor() == 1 - self.seat:
            text = self.waiting_words()
        self.label.setText(text)
        self.label.setVisible(bool(text))
        may_undo = self.may_undo()
        self.window.menu_actions["undo"].setEnabled(may_undo)
        self.window.history_dock.undo_button.setEnabled(may_undo)  # (it asks, as the menu does)

    def other_left(self) -> None:
        """The other player closed their game."""
        self.left = True
        self._tick.stop()
        self.refresh()

    def close(self) -> None:
        """End the remote game: the other player is told, the link closed, the dock gone."""
        self._tick.stop()
        self._send([{"type": "bye"}])
        self._close_link()
        self.window.removeDockWidget(self.dock)
        self.dock.deleteLater()
        self.window.statusBar().removeWidget(self.label)
        self.label.deleteLater()

    def _close_link(self) -> None:
        raise NotImplementedError


class HostGame(RemoteGame):
    """The hosting player's side: the game runs here (see :class:`HostSession`)."""

    def __init__(
        self,
        window: MainWindow,
        host: HostSession,
        *,
        bind: str = "127.0.0.1",
        port: int = 0,
        shown_host: str | None = None,
        offers: RelayListener | None = None,
        invitation: Invitation | None = None,
        folder: Path | None = None,
    ) -> None:
        """Listen on ``bind:port`` (the invitation names ``shown_host``), or take the guest
        from a relay's room (``offers``). ``invitation``: the one of a game taken up after a
        crash (``host`` read from its file); ``folder``: where the game is kept (not one
        through a relay)."""
        super().__init__(window)
        self.host = host
        self.seat = host.host_seat
        self.session: HostedSession | None = None
        host._table_factory = self._table
        identity = host_identity()  # the certificate the invitation pins (made once)
        self.link = HostLink(self.received.emit, self.link_changed.emit, bind=bind, port=port,
                             tls=identity.context(), listener=offers)  # fmt: skip
        if invitation is not None:
            pass
        elif offers is not None:
            relay = offers.relay
            invitation = replace(new_invitation(*relay), relay=format_address(*relay),
                                 room=offers.room)  # fmt: skip
        else:
            invitation = new_invitation(shown_host or bind, self.link.port)
        self.invitation: Invitation = replace(invitation, fingerprint=identity.fingerprint)
        self.link.key = self.invitation.key
        self.watch: Invitation | None = None  # the spectators' invitation (not through a relay)
        self.watchers: dict[int, Channel] = {}  # a spectator's connection → its channel
        if offers is None:
            self.watch = replace(self.invitation, key=new_key())
            self.link.watch_key = self.watch.key
        self.kept: HostFile | None = None
        self.lock: GameLock | None = None
        if folder is not None and offers is None:
            self.kept = HostFile(folder, host.game_id, self.link.port)
            self.lock = GameLock(self.kept.path)
            host.invitation = self.invitation.text()
            host.keep = self.kept.keep
        self.on_joined: Callable[[], None] = lambda: None
        if host.match is not None:  # a game taken up: on the table at once
            host.table = self._table(host.match)
            self._put_on_table()
        self.link.start()
        self.refresh()

    def waiting_words(self) -> str:
        return game_words(WAITING_JOIN) if self.session is None else game_words(WAITING)

    def _table(self, match: Match) -> _SessionTable:
        session = HostedSession(self.host, parent=self.window)
        session.outgoing = self._send
        session.ask_undo, session.ask_mode = self.ask_undo, self.ask_mode
        session.may_ask_undo = self.may_undo
        self.session = session
        return _SessionTable(session)

    def _on_message(self, conn: int, message: Message) -> None:
        if conn in self.link.spectators:
            self._spectator(conn, message)
            return
        if message.get("type") == "bye" and not self.host.over:
            self.other_left()
        replies = self.host.receive(message)
        self.link.send(replies, conn)
        self._flush()
        if self.session is not None and self.window.session is not self.session:
            self._put_on_table()
            self.on_joined()
        if self.host.over:
            self.ended = True
        self.hear()
        self.refresh()

    def _spectator(self, conn: int, message: Message) -> None:
        """A spectator's message: answered on its own channel (a resume with its token finds
        the one it had)."""
        channel = self.watchers.get(conn)
        if channel is None:
            resume = message.get("resume")
            token = resume.get("token") if isinstance(resume, dict) else None
            known = [c for c in self.host.spectators if token is not None and c.token_holds(token)]
            channel = known[0] if known else self.host.watch()
            self.watchers = {n: c for n, c in self.watchers.items() if c is not channel}
            self.watchers[conn] = channel
        self.link.send(self.host.receive(message, channel), conn)

    def _flush(self) -> None:
        """Send the spectators what the last change made for them (one gone away gets it
        when it comes back: its missed events)."""
        for channel, message in self.host.take_outgoing():
            for conn, watcher in self.watchers.items():
                if watcher is channel and conn in self.link.spectators:
                    self.link.send([message], conn)

    def _put_on_table(self) -> None:
        assert self.session is not None
        self.window.set_session(self.session)
        self.window.show_message(game_words(HOST_RUNS))

    def _send(self, messages: list[Message]) -> None:
        if messages and self.host.keep is not None:
            self.host.keep(self.host)  # kept before it leaves (the host's own moves too)
        self.link.send_to_guest(messages)
        self._flush()
        if self.host.over:
            self.ended = True
        self.refresh()

    def _notices(self) -> list[Message]:
        return self.host.notices

    def _request(self, kind: str) -> list[Message]:
        return self.host.request(self.seat, kind)

    def _answer(self, accept: bool) -> list[Message]:
        return self.host.answer(self.seat, accept)

    def _chat(self, text: str) -> list[Message]:
        return self.host.chat(self.seat, text)

    def may_undo(self) -> bool:
        return self.host.asked is None and self.host.undo_span(self.seat) > 0

    def request_waiting(self) -> bool:
        return self.host.asked is not None

    def _close_link(self) -> None:
        self.link.close()
        if self.kept is not None:  # ended on purpose: nothing to take up
            self.kept.remove()
        if self.lock is not None:
            self.lock.release()
