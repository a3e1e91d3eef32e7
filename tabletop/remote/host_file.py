"""The host's game kept on disk, so that a host that crashed (a ``kill -9``, a power cut) and is
started again with the same command takes the game up where it was and the guest rejoins with
its resume token: the game (its setup, seed included, and its log), the secrets (the host's half
of the seed, its nonce, the resume token), the handles drawn, the events not yet acknowledged
and the commands applied (a resent command is still answered ``dup``).

The file is written atomically after each frame of the guest was taken in and *before* the
answers leave (:attr:`HostSession.keep`), so nothing the guest was told is lost. It lies in the
state folder's ``remote`` folder, one a game and port (or relay: the room and the host's secret
there are kept, so a host started again offers the same room), and is removed once the game is
over.
Being the host's own secrets, it is only ever read by the host.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from tabletop.engine.controller import Controller, Mode
from tabletop.engine.errors import EngineError
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup
from tabletop.games.base import make_ruleset
from tabletop.play.match import Match
from tabletop.storage.atomic import atomic_write_bytes
from tabletop.storage.errors import StorageError

from . import protocol
from .channel import SPECTATOR, Channel
from .host import HostSession
from .host_table import HostMove, NewGame, host_seats

FORMAT = 1
_FIELDS = (
    "game_id",
    "guest_seat",
    "host_level",
    "token",
    "welcomed",
    "finished",
    "decisions",
    "refusals",
    "duplicates",
    "seq",
    "acked",
    "outbox",
    "applied",
    "invitation",
)


def host_path(folder: Path, game_id: str, port: int | str) -> Path:
    """The file that keeps the game of ``game_id`` hosted on ``port`` (or through a relay:
    ``port`` is :func:`relay_place`)."""
    return folder / f"host-{game_id}-{port}.json"


def relay_place(relay: tuple[str, int]) -> str:
    """What names a game hosted through ``relay`` in its file's name (in place of a port)."""
    host = "".join(c if c.isalnum() or c in ".-" else "_" for c in relay[0])
    return f"relay-{host}-{relay[1]}"


def saved(session: HostSession) -> dict[str, Any]:
    """Everything ``session`` needs to go on, as JSON."""
    data: dict[str, Any] = {name: getattr(session, name) for name in _FIELDS}
    data["format"] = FORMAT
    data["relay_secret"] = session.relay_secret
    data["kept"] = session.kept()
    book = session.book
    data["book"] = {
        "handles": [[uid, handle] for uid, handle in book.known().items()],
        "revealed": [[handle, uid] for handle, uid in book.revealed.items()],
    }
    if session.served:  # both seats guests (tabletop serve): each channel whole, spectators too
        data["served"] = {
            "channels": [_channel_saved(session.channels[seat]) for seat in (0, 1)],
            "spectators": [_channel_saved(c) for c in session.spectators if c.welcomed],
            "shared": sorted(session.shared),
        }
    controller = session.controller
    if controller is not None:
        data["setup"] = controller.setup.to_json()
        data["mode"] = controller.mode.value
        data["log"] = [entry.to_json() for entry in controller.log]
    return data


def restored(data: dict[str, Any], new_game: NewGame, host_move: HostMove) -> HostSession:
    """The session :func:`saved` kept (ValueError, KeyError or an EngineError when ``data`` is
    not such a record, or its log does not replay)."""
    if data.get("format") != FORMAT or data.get("game_id") not in protocol.GAMES:
        raise ValueError("not a kept host game")
    served = data.get("served")
    if served is not None:
        session = HostSession.served_match(str(data["game_id"]), new_game)
    else:
        session = HostSession(
            str(data["game_id"]),
            new_game,
            int(data["guest_seat"]),
            str(data["host_level"]),
            host_move=host_move,
            host_half=str(data["kept"]["half"]),
        )
    for name in _FIELDS:
        setattr(session, name, data[name])
    session.applied = {str(cid): int(at) for cid, at in data["applied"].items()}
    session.relay_secret = str(data.get("relay_secret", ""))
    session.book.restore(
        {int(uid): int(handle) for uid, handle in data["book"]["handles"]},
        {int(handle): int(uid) for handle, uid in data["book"]["revealed"]},
    )
    match = None
    if "setup" in data:
        ruleset = make_ruleset(session.game_id)
        setup = GameSetup.from_json(data["setup"])
        entries = [LogEntry.from_json(entry) for entry in data["log"]]
        controller = Controller.replay(ruleset, setup, entries, Mode(data["mode"]))
        seats = host_seats(session.host_seat, session.host_level)
        match = Match(controller, seats, automatic_steps=False)
    session.take_up(data["kept"], match)
    if served is not None:
        for seat, kept in enumerate(served["channels"]):
            _channel_restored(session.channels[seat], kept)
        session.spectators = [
            _channel_restored(Channel(SPECTATOR), kept) for kept in served["spectators"]
        ]
        session.shared = {int(seat) for seat in served["shared"]}
    return session


_CHANNEL = ("token", "outbox", "seq", "logged", "acked", "applied", "welcomed", "finished",
            "half", "commit", "nonce", "duplicates")  # fmt: skip


def _channel_saved(channel: Channel) -> dict[str, Any]:
    """One connection's share of a served match (:class:`Channel`), as JSON."""
    data: dict[str, Any] = {name: getattr(channel, name) for name in _CHANNEL}
    data["views"] = {str(seq): view for seq, view in channel.views.items()}
    data["handles"] = [[uid, handle] for uid, handle in channel.book.known().items()]
    data["revealed"] = [[handle, uid] for handle, uid in channel.book.revealed.items()]
    return data


def _channel_restored(channel: Channel, data: dict[str, Any]) -> Channel:
    """``channel`` as :func:`_channel_saved` kept it."""
    for name in _CHANNEL:
        setattr(channel, name, data[name])
    channel.seq, channel.acked, channel.logged = (
        int(data["seq"]),
        int(data["acked"]),
        int(data["logged"]),
    )
    channel.applied = {str(cid): int(at) for cid, at in data["applied"].items()}
    channel.views = {int(seq): view for seq, view in data["views"].items()}
    channel.book.restore(
        {int(uid): int(handle) for uid, handle in data["handles"]},
        {int(handle): int(uid) for handle, uid in data["revealed"]},
    )
    return channel


class HostFile:
    """The kept game of one game and port: :meth:`load` it, let it :meth:`keep` a session."""

    def __init__(self, folder: Path, game_id: str, port: int | str) -> None:
        self.path = host_path(folder, game_id, port)
        self.failed = False  # a write failed (a full disk): a crash could not be resumed

    def load(self, new_game: NewGame, host_move: HostMove) -> HostSession | None:
        """The game kept here, None when there is none (or it cannot be read: set aside)."""
        try:
            data = json.loads(self.path.read_bytes())
            if not isinstance(data, dict):
                raise ValueError("not an object")
            return restored(data, new_game, host_move)
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError, EngineError):  # starts afresh
            with contextlib.suppress(OSError):
                self.path.replace(self.path.with_suffix(".unreadable"))
            return None

    def record(self, session: HostSession) -> dict[str, Any]:
        """What :meth:`keep` writes down (:func:`saved`)."""
        return saved(session)

    def keep(self, session: HostSession) -> None:
        """Write ``session`` down (removing the file once its game is over)."""
        if session.finished:
            self.remove()
            return
        data = json.dumps(self.record(session), separators=(",", ":")).encode()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.path, data)
        except (OSError, StorageError):
            self.failed = True

    def remove(self) -> None:
        """Forget the kept game."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
