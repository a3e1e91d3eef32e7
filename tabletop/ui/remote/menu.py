"""Game → Host Game…, Join Game…, Watch Game… and Leave Remote Game of a window
(``window.remote``).

One remote game at a time per window: hosting or joining ends the one before, and so does a
new game, an opened one or the window closing (the other player is told).
"""

from __future__ import annotations

import contextlib
import dataclasses
import ipaddress
import json
import socket
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox

from tabletop.engine import Controller, Mode
from tabletop.engine.setup import GameSetup
from tabletop.games import make_ruleset
from tabletop.play.seats import BOTH_HUMAN
from tabletop.remote.guest_file import GuestFile
from tabletop.remote.host import HostSession
from tabletop.remote.host_file import HostFile
from tabletop.remote.host_table import computer_move
from tabletop.remote.invitation import Invitation, format_address, new_room
from tabletop.remote.relay import RelayListener
from tabletop.ui.deck_checks import DecksRefused, deck_report
from tabletop.ui.game_choice import NewGameOptions

from .dialogs import HostSetupDialog, InvitationDialog, JoinDialog, WatchDialog
from .guest_game import GuestGame
from .kept import GUEST, KeptGame, kept_folder
from .play import HostGame, RemoteGame
from .watch import WatchGame

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.window.main_window import MainWindow


def lan_address() -> str:
    """This computer's address on its network, as the other player would reach it (the
    loopback address when it has none): the address a datagram socket would leave from (no
    packet is sent)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # a documentation address: only a route is looked up
        return str(probe.getsockname()[0])
    return "127.0.0.1"


class RemotePlay(QObject):
    """The window's remote game, if any, and the dialogs that start one."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.game: RemoteGame | WatchGame | None = None
        self.invitation_dialog: InvitationDialog | None = None

    # ---------------------------------------------------------------- hosting

    def host_game_dialog(self) -> None:
        """Game → Host Game…: the game and decks, then the invitation while it waits."""
        dialog = HostSetupDialog(self.window, game=self.window.game_id)
        if dialog.exec() and self.window.files.may_discard():
            self.host_game(dialog.options(), bind="0.0.0.0", shown_host=lan_address(),
                           relay=dialog.relay)  # fmt: skip

    def host_game(
        self,
        options: NewGameOptions,
        *,
        bind: str = "127.0.0.1",
        port: int = 0,
        shown_host: str | None = None,
        guest_seat: int = 1,
        relay: tuple[str, int] | None = None,
    ) -> HostGame | None:
        """Host ``options``' game (the hosting player at the other seat than ``guest_seat``),
        listening on ``bind:port``, or in a room of ``relay`` (for players behind NAT); None
        (and a message) when its decks cannot be used or the relay cannot."""
        from tabletop.ui.session import GameSession

        chosen = dataclasses.replace(options, seats=BOTH_HUMAN, mode=Mode.ENFORCED,
                                     open_hands=False)  # fmt: skip

        def new_game(seed: int) -> Controller:
            made = GameSession.new_game(dataclasses.replace(chosen, seed=seed), autosave=False)
            made.deleteLater()
            return made.controller

        try:
            new_game(0)
        except DecksRefused as refused:
            QMessageBox.warning(self.window, self._host_title(),
                                deck_report(refused.checks, chosen))  # fmt: skip
            return None
        offers = None
        if relay is not None:
            try:
                offers = RelayListener(relay, new_room())
            except OSError as error:  # (RelayError among them: the relay refused)
                text = QCoreApplication.translate(
                    "RemoteDialogs", "The relay {relay} cannot be used: {error}"
                ).format(relay=format_address(*relay), error=error)
                QMessageBox.warning(self.window, self._host_title(), text)
                return None
        self.end()
        host = HostSession(chosen.game, new_game, guest_seat, "human", local_human=True)
        game = HostGame(self.window, host, bind=bind, port=port, shown_host=shown_host,
                        offers=offers, folder=kept_folder())  # fmt: skip
        self.game = game
        dialog = InvitationDialog(game.invitation, self.window, watch=game.watch)
        game.on_joined = dialog.accept
        dialog.rejected.connect(self.end)
        self.invitation_dialog = dialog
        dialog.show()
        return game

    @staticmethod
    def _host_title() -> str:
        return QCoreApplication.translate("RemoteDialogs", "Host Game")

    # ---------------------------------------------------------------- joining

    def join_game_dialog(self) -> None:
        """Game → Join Game…: the invitation, then the game."""
        dialog = JoinDialog(self.window)
        if dialog.exec() and dialog.invitation is not None and self.window.files.may_discard():
            self.join_game(dialog.invitation)

    def join_game(self, invitation: Invitation) -> GuestGame:
        """Join the game ``invitation`` leads to."""
        self.end()
        game = GuestGame(self.window, invitation, folder=kept_folder())
        self.game = game
        return game

    # ---------------------------------------------------------------- watching

    def watch_game_dialog(self) -> None:
        """Game → Watch Game…: a spectators' invitation, then the game, read-only."""
        dialog = WatchDialog(self.window)
        if dialog.exec() and dialog.invitation is not None and self.window.files.may_discard():
            self.watch_game(dialog.invitation)

    def watch_game(self, invitation: Invitation) -> WatchGame:
        """Watch the game the spectators' ``invitation`` leads to."""
        self.end()
        game = WatchGame(self.window, invitation)
        self.game = game
        return game

    def leave(self) -> None:
        """Game → Leave Remote Game: stop watching, or end the game hosted or joined (the
        other player is told); the table keeps its last view."""
        self.end()

    # ---------------------------------------------------------------- after a crash

    def take_up(self, kept: KeptGame) -> bool:
        """Take up the remote game ``kept`` after a crash: host it again (on the same port,
        with the same invitation) or rejoin it; False (and a message) when it cannot be."""
        folder = kept.path.parent
        if kept.kind == GUEST:
            guest = GuestFile(folder, kept.invitation.text()).load()
            if guest is None or guest.token is None:
                kept.forget()
                return self._not_taken_up(None)
            self.end()
            self.game = GuestGame(self.window, kept.invitation, folder=folder, guest=guest)
            return True
        port = kept.invitation.port
        try:
            setup = GameSetup.from_json(json.loads(kept.path.read_bytes())["setup"])
        except (OSError, ValueError, KeyError, TypeError):
            kept.forget()
            return self._not_taken_up(None)
        ruleset = make_ruleset(kept.game_id, setup.profile)

        def new_game(seed: int) -> Controller:
            return Controller(ruleset, dataclasses.replace(setup, seed=seed), Mode.ENFORCED)

        host = HostFile(folder, kept.game_id, port).load(new_game, computer_move())
        if host is None:  # (the file set aside: it could not be read)
            return self._not_taken_up(None)
        host.local_human = True
        bind = _bind_for(kept.invitation.host)
        try:
            socket.create_server((bind, port)).close()  # free? (else the game stays kept)
        except OSError as error:
            return self._not_taken_up(error)
        self.end()
        self.game = HostGame(self.window, host, bind=bind, port=port,
                             invitation=kept.invitation, folder=folder)  # fmt: skip
        return True

    def _not_taken_up(self, error: OSError | None) -> bool:
        text = QCoreApplication.translate("RemoteKept", "The remote game cannot be taken up.")
        if error is not None:
            again = QCoreApplication.translate(
                "RemoteKept",
                "Its port cannot be listened on again ({error}); it stays kept, to be offered "
                "at the next start.",
            )
            text += " " + again.format(error=error)
        QMessageBox.warning(self.window, self._host_title(), text)
        return False

    # ---------------------------------------------------------------- the end

    def session_replaced(self, session: GameSession) -> None:
        """Another game was put on the window's table: a remote game that is not it ends."""
        game = self.game
        if game is not None and getattr(game, "session", None) is not session:
            self.end()

    def end(self) -> None:
        """End the remote game (the other player is told)."""
        game, self.game = self.game, None
        dialog, self.invitation_dialog = self.invitation_dialog, None
        if dialog is not None:
            with contextlib.suppress(RuntimeError):
                dialog.rejected.disconnect(self.end)
            dialog.close()
        if game is not None:
            game.close()
            game.deleteLater()


def _bind_for(host: str) -> str:
    """Where a host taken up listens: the loopback address when its invitation named one (a
    game on one computer), else every address (as Host Game… does)."""
    try:
        return "127.0.0.1" if ipaddress.ip_address(host).is_loopback else "0.0.0.0"
    except ValueError:
        return "0.0.0.0"
