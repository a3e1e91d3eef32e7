"""The joining player's side of a remote game in a window (see :mod:`.play`): only the views
the host sends are drawn (:class:`~.sessions.GuestViewSession`); a game kept after a crash is
rejoined with its resume token (:mod:`.kept`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Action, Mode
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.remote import requests as rq
from tabletop.remote.guest import GuestSession, Refused
from tabletop.remote.guest_file import GuestFile
from tabletop.remote.invitation import Invitation
from tabletop.remote.link import CONNECTED, REFUSED, GuestLink
from tabletop.remote.protocol import Message, ProtocolError
from tabletop.remote.relay import dialer_for

from .dock import said
from .kept import GameLock, forget_guest, note_path, write_note
from .play import RemoteGame, game_words
from .sessions import GuestViewSession

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

GUEST_RUNS = QT_TRANSLATE_NOOP(
    "RemoteGame", "The hosting player's computer runs this game; you see only your own view."
)

REFUSALS: dict[str, str] = {
    "protocol": QT_TRANSLATE_NOOP("RemoteGame", "the other app speaks another protocol."),
    "version": QT_TRANSLATE_NOOP("RemoteGame", "the two apps are different versions."),
    "cards": QT_TRANSLATE_NOOP("RemoteGame", "the two apps have different card databases."),
    "key": QT_TRANSLATE_NOOP("RemoteGame", "the invitation's key is wrong or was used already."),
    "fingerprint": QT_TRANSLATE_NOOP(
        "RemoteGame",
        "its certificate is not the invitation's: this is not the host who invited you.",
    ),
    "seated": QT_TRANSLATE_NOOP("RemoteGame", "another player has joined this game already."),
    "token": QT_TRANSLATE_NOOP("RemoteGame", "this game cannot be resumed from here."),
    "game": QT_TRANSLATE_NOOP("RemoteGame", "the game is not one this app plays."),
}


class GuestGame(RemoteGame):
    """The guest's side: only views are drawn (see :class:`GuestViewSession`)."""

    def __init__(
        self,
        window: MainWindow,
        invitation: Invitation,
        *,
        folder: Path | None = None,
        guest: GuestSession | None = None,
    ) -> None:
        """Join ``invitation``'s game, or rejoin ``guest``'s (read from its file after a
        crash); ``folder``: where the game is kept."""
        super().__init__(window)
        self.guest = guest if guest is not None else GuestSession(human=True)
        self.guest.human = True
        self.invitation = invitation
        self.folder = folder
        self.lock: GameLock | None = None
        if folder is not None:
            self.guest.keep = GuestFile(folder, invitation.text()).keep
            self.lock = GameLock(note_path(folder, invitation.text()))
        self.session: GuestViewSession | None = None
        self.refusal = ""
        self.asking = False  # a request of this player waits for its answer
        self.link = GuestLink(self.received.emit, self.link_changed.emit, invitation.address,
                              dialer=dialer_for(invitation))  # fmt: skip
        kept = self.guest
        if kept.token is not None and kept.setup is not None and kept.seat in (0, 1):
            self._seat_window(kept.setup.to_json())  # rejoining: the last view at once
            to_act = kept.seat if kept.offers else 1 - kept.seat
            self._show(to_act)
            for seat, line in kept.chat_lines:
                self.dock.add_line(said(f"{self.window.session.player_name(seat)}: {line}"))
        self.link.start()
        self.refresh()

    def other_name(self) -> str:
        if self.session is None:
            return ""
        return super().other_name()

    def _on_link(self, state: str) -> None:
        if state == REFUSED:  # the host's certificate is not the invitation's
            self._refused(self.link.refusal)
            return
        if state == CONNECTED and not self.refusal:
            start = self.guest.start()
            if self.invitation.key:
                start = [{**m, "key": self.invitation.key} if m["type"] == "hello" else m
                         for m in start]  # fmt: skip
            self.link.send(start, self.link.epoch)
        super()._on_link(state)

    def _on_message(self, epoch: int, message: Message) -> None:
        kind = message.get("type")
        if kind == "bye":
            if not self.guest.done:
                self.other_left()
            return
        before = self.guest.last_seq
        try:
            replies = self.guest.receive(message)
        except Refused as refused:
            self._refused(refused.reason)
            return
        except (ProtocolError, KeyError, TypeError, ValueError):
            if epoch == self.link.epoch:  # a frame out of shape, or a gap: the resume
                self.link.cut()  # after the cut asks again for what was missed
            return
        self._after(kind, epoch, message, before, replies)

    def _refused(self, reason: str) -> None:
        """The host refused this guest (or is not the invitation's): said, and the link ends."""
        self.refusal = reason or "protocol"
        reason_words = REFUSALS.get(self.refusal, REFUSALS["protocol"])

        def refused() -> str:
            text = QCoreApplication.translate("RemoteGame", "The host refused: {reason}")
            return text.format(reason=game_words(reason_words))

        self.window.show_message("✖ " + refused(), error=True)
        self.dock.add_line(refused)
        self.ended = True
        self.link.close()
        self.refresh()

    def _after(
        self, kind: object, epoch: int, message: Message, before: int, replies: list[Message]
    ) -> None:
        """Answer a frame of the host, and show what it changed."""
        self.link.send(replies, epoch)
        if kind == "welcome" and self.session is None and self.guest.seat in (0, 1):
            self._seat_window(message["setup"])
            if self.folder is not None:
                write_note(self.folder, self.invitation.text())
        if kind == "event" and self.session is not None and self.guest.last_seq > before:
            self._show(message.get("to_act"))
            if self.guest.done:
                self.ended = True
                self._tell_audit()
                self._forget()
        self.hear()
        self.refresh()

    def _seat_window(self, setup: dict[str, Any]) -> None:
        """Put the game on the window's table, at this guest's seat."""
        self.seat = self.guest.seat
        session = GuestViewSession(self.guest.game_id, setup, self.seat, parent=self.window)
        session.send_move = self._move
        session.ask_undo, session.ask_mode = self.ask_undo, self.ask_mode
        session.may_ask_undo = self.may_undo
        self.session = session
        self.window.set_session(session)
        self.window.show_message(game_words(GUEST_RUNS))

    def _show(self, to_act: object) -> None:
        assert self.session is not None
        guest = self.guest
        self.session.controller.mode = Mode.MANUAL if guest.manual else Mode.ENFORCED
        self.session.show(guest.view or {}, to_act, guest.end, guest.steps, guest.words)

    def _forget(self) -> None:
        if self.folder is not None:
            forget_guest(self.folder, self.invitation.text())
        if self.lock is not None:
            self.lock.release()

    def _tell_audit(self) -> None:
        audit = self.guest.audit
        if audit is not None and audit.passed:

            def checked() -> str:
                return QCoreApplication.translate(
                    "RemoteGame", "Game checked: the shuffles were fair and every view was true."
                )

            self.dock.add_line(checked)
            self.window.show_message(checked())
        else:
            problem = audit.problem if audit is not None else ""

            def failed() -> str:
                text = QCoreApplication.translate(
                    "RemoteGame", "The game's check failed ({problem})."
                )
                return text.format(problem=problem)

            self.dock.add_line(failed)
            self.window.show_message("✖ " + failed(), error=True)

    def _move(self, action: Action) -> bool:
        try:
            message = self.guest.command(action)
        except ValueError:
            return False
        self.link.send([message], self.link.epoch)
        return True

    def _send(self, messages: list[Message | Any]) -> None:
        sent = [m for m in messages if m is not None]
        if sent:
            self.link.send(sent, self.link.epoch)

    def _notices(self) -> list[Message]:
        if any(n.get("type") in ("answered", "declined") for n in self.guest.notices):
            self.asking = False
        return self.guest.notices

    def _request(self, kind: str) -> list[Message]:
        if kind == rq.UNDO and not self.may_undo():
            self.guest.notices.append({"type": "declined", "reason": rq.NOTHING_TO_UNDO})
            return []
        self.asking = kind in rq.ASKED
        return [self.guest.request(kind)]

    def _answer(self, accept: bool) -> list[Message]:
        return [self.guest.answer(accept)]

    def _chat(self, text: str) -> list[Message]:
        message = self.guest.chat(text)
        return [message] if message is not None else []

    def request_waiting(self) -> bool:
        return self.asking or self.guest.asked is not None

    def may_undo(self) -> bool:
        return self.guest.may_undo and not self.guest.done and not self.asking

    def _close_link(self) -> None:
        self.link.close()
        self._forget()  # left on purpose: nothing to rejoin
