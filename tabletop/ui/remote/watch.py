"""Game → Watch Game…: a spectator's table in the window.

A spectator (:class:`~tabletop.remote.spectator.Spectator`) takes the spectators' invitation of
a hosted game (``tabletop host``, a hosting window) or of a served match (``tabletop match``),
and is sent the game for no seat: both hands, both decks and every face-down card stay backs
without handle or card id. :class:`SpectatorSession` draws those views on the ordinary table,
read-only (every move is refused: "You are watching this game."), with both hands face down
and the game log as the host words it for spectators; hidden cards have no card in the table's
state at all (an empty card id), so nothing on the screen can name them. The status bar says
"Spectating" with the players' names until the spectator leaves (Game → Leave Remote Game, a
new game, an opened one, or another remote game).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel
from typing_extensions import override

from tabletop.engine import Action, Mode, Outcome, Verdict
from tabletop.engine.setup import GameSetup
from tabletop.engine.state import GameState
from tabletop.engine.view import StateView
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.remote.agent import state_from_view
from tabletop.remote.guest import Refused
from tabletop.remote.invitation import Invitation
from tabletop.remote.link import CONNECTED, FAILED, LOST, REFUSED, GuestLink
from tabletop.remote.protocol import Message, ProtocolError
from tabletop.remote.relay import dialer_for
from tabletop.remote.spectator import Spectator
from tabletop.ui.covered import covered_view

from .guest_game import REFUSALS
from .play import STATUS_STYLE, game_words
from .sessions import GuestViewSession

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

SPECTATING = "spectating"
"""The verdict code of a move made on a spectator's table."""
CONNECTING = QT_TRANSLATE_NOOP("RemoteGame", "Spectating: connecting to the game…")
WATCHING = QT_TRANSLATE_NOOP("RemoteGame", "Spectating {first} vs {second} (both hands hidden)")
WATCH_LOST = QT_TRANSLATE_NOOP("RemoteGame", "Spectating: the connection was lost — trying again…")
WATCH_OVER = QT_TRANSLATE_NOOP("RemoteGame", "Spectating: the game is over. {result}")
WON = QT_TRANSLATE_NOOP("RemoteGame", "{name} won.")
NO_WINNER = QT_TRANSLATE_NOOP("RemoteGame", "Nobody won.")
WATCH_REFUSED = QT_TRANSLATE_NOOP("RemoteGame", "The game cannot be watched: {reason}")
WATCH_FULL = QT_TRANSLATE_NOOP("RemoteGame", "it has as many spectators as it takes.")


class SpectatorSession(GuestViewSession):
    """A spectator's table: the views for no seat, drawn from seat 0's side with both hands
    face down; nothing can be moved."""

    spectating = True

    def __init__(
        self,
        game_id: str,
        players: list[str],
        profile: Mapping[str, Any],
        parent: QObject | None = None,
    ) -> None:
        named = GameSetup(game_id, 0).players  # (when the host names nobody)
        first, second = (players[i] if i < len(players) else named[i] for i in (0, 1))
        setup = GameSetup(game_id, 0, (first, second), profile=dict(profile))
        super().__init__(game_id, setup.to_json(), 0, parent)

    def _state_from(self, view: Mapping[str, Any]) -> GameState:
        """No deck lists: a hidden card is a card without an id."""
        return state_from_view(self.controller.ruleset, self.game_setup, view, deal=False)

    def view(self) -> StateView:
        """Only what both players may see (both hands face down, whatever the seat)."""
        if self._view_cache is None:
            self._view_cache = covered_view(self.controller.state, self.seat)
        return self._view_cache

    def uncover(self) -> None:
        """A spectator has no hand to show."""

    def can_undo(self) -> bool:
        return False

    def set_mode(self, mode: Mode) -> None:
        """The players choose the mode; the menu shows it as it is."""
        self.reset.emit()

    def undo(self) -> bool:
        return False

    def check(self, action: Action) -> Verdict:
        """Every move is refused here (the step bar's buttons and the card menus say why)."""
        return Verdict.illegal(SPECTATING)

    def submit(
        self, action: Action, initiator: object = None, *, from_menu: bool = False
    ) -> Outcome:
        """Refused: a spectator makes no move."""
        verdict = Verdict.illegal(SPECTATING)
        self.refused.emit(verdict, action)
        return Outcome(False, verdict)


class WatchGame(QObject):
    """The window's spectator: the link, the spectator's session, the status."""

    received = Signal(int, object)
    """(epoch, message), from the link's thread (queued)."""
    link_changed = Signal(str)

    def __init__(self, window: MainWindow, invitation: Invitation) -> None:
        super().__init__(window)
        self.window = window
        self.invitation = invitation
        self.spectator = Spectator()
        self.session: SpectatorSession | None = None
        self.ended = False
        self.lost = False
        self.refusal = ""
        self.label: QLabel = QLabel(window)
        self.label.setObjectName("SpectatingStatus")
        self.label.setStyleSheet(STATUS_STYLE)
        window.statusBar().addWidget(self.label)
        self.label.installEventFilter(self)  # its words again after a change of language
        self.received.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self.link_changed.connect(self._on_link, Qt.ConnectionType.QueuedConnection)
        self.link = GuestLink(self.received.emit, self.link_changed.emit, invitation.address,
                              dialer=dialer_for(invitation))  # fmt: skip
        self.link.start()
        self.refresh()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        return super().eventFilter(watched, event)

    def _on_link(self, state: str) -> None:
        if state == REFUSED:  # the host's certificate is not the invitation's
            self._refused("fingerprint")
            return
        if state == CONNECTED and not self.refusal:
            self.lost = False
            start = self.spectator.start()
            if self.invitation.key:
                start = [{**m, "key": self.invitation.key} if m["type"] == "hello" else m
                         for m in start]  # fmt: skip
            self.link.send(start, self.link.epoch)
        elif state in (LOST, FAILED):
            self.lost = True
        self.refresh()

    def _on_message(self, epoch: int, message: Message) -> None:
        kind = message.get("type")
        before = self.spectator.last_seq
        try:
            replies = self.spectator.receive(message)
        except Refused as refused:
            self._refused(refused.reason)
            return
        except (ProtocolError, KeyError, TypeError, ValueError):
            if epoch == self.link.epoch:  # a frame out of shape, or a gap: the resume
                self.link.cut()  # after the cut asks again for what was missed
            return
        self.link.send(replies, epoch)
        if kind == "welcome" and self.session is None:
            self._seat_window()
        if kind == "event" and self.session is not None and self.spectator.last_seq > before:
            watched = self.spectator
            self.session.show(watched.view or {}, watched.to_act, watched.end, watched.steps,
                              watched.words)  # fmt: skip
            if watched.done:
                self.ended = True
                self.link.close()
        self.refresh()

    def _seat_window(self) -> None:
        """Put the watched game on the window's table."""
        watched = self.spectator
        session = SpectatorSession(watched.game_id, watched.players, watched.profile,
                                   parent=self.window)  # fmt: skip
        self.session = session
        self.window.set_session(session)

    def _refused(self, reason: str) -> None:
        """The host refused this spectator (or is not the invitation's): said, the link ends."""
        self.refusal = reason or "protocol"
        if self.refusal == "full":
            words = game_words(WATCH_FULL)
        else:
            words = game_words(REFUSALS.get(self.refusal, REFUSALS["protocol"]))
        self.window.show_message("✖ " + game_words(WATCH_REFUSED).format(reason=words),
                                 error=True)  # fmt: skip
        self.ended = True
        self.link.close()
        self.refresh()

    def status(self) -> str:
        """What the status bar says of the watching."""
        watched = self.spectator
        if self.refusal:
            return ""
        if watched.end is not None:
            winner = watched.end.get("winner")
            session = self.session
            result = (
                game_words(WON).format(name=session.player_name(winner))
                if session is not None and isinstance(winner, int) and winner in (0, 1)
                else game_words(NO_WINNER)
            )
            return game_words(WATCH_OVER).format(result=result)
        if self.lost:
            return game_words(WATCH_LOST)
        if self.session is None:
            return game_words(CONNECTING)
        first, second = self.session.player_name(0), self.session.player_name(1)
        return game_words(WATCHING).format(first=first, second=second)

    def refresh(self) -> None:
        """The status bar after any change."""
        text = self.status()
        self.label.setText(text)
        self.label.setVisible(bool(text))

    def close(self) -> None:
        """Stop watching: the host is told, the link closed, the status gone."""
        if not self.ended:
            self.link.send([{"type": "bye"}], self.link.epoch)
        self.link.close()
        self.window.statusBar().removeWidget(self.label)
        self.label.deleteLater()
