"""The guest's game kept on disk, so that the same ``join`` started again after a crash (a
``kill -9``, a power cut) resumes it: the secret resume token, the views and offers received
(the end-of-game audit checks them), the commands sent and where they were applied.

The file is written atomically each time the guest took in an event, *before* its
acknowledgement leaves (:attr:`GuestSession.keep` runs inside ``receive``), so the host never
drops an event the guest could lose. It is one file a host address in the state folder's
``remote`` folder, removed once the game is over; a file that cannot be read is set aside (the
game starts afresh), never trusted half.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any

from tabletop.engine.setup import GameSetup
from tabletop.games.base import make_ruleset
from tabletop.storage.atomic import atomic_write_bytes
from tabletop.storage.errors import StorageError

from . import protocol
from .guest import GuestSession

FORMAT = 1
"""The layout of a kept guest file; another is not read."""
_FIELDS = (
    "game_id",
    "level",
    "seed",
    "budget_ms",
    "half",
    "token",
    "seat",
    "commit",
    "last_seq",
    "view",
    "offers",
    "pending",
    "sent",
    "applied_at",
    "problems",
    "decisions",
    "rejects",
    "resumes",
    "resent",
    "asked",
    "may_undo",
    "conceded",
    "steps",
)
_BY_POSITION = ("views", "offers_at", "commands")
"""Fields keyed by a log position (JSON keys are strings)."""


def guest_path(folder: Path, address: str) -> Path:
    """The file that keeps the game joined at ``address`` (any text naming the host)."""
    name = hashlib.sha256(address.encode()).hexdigest()[:20]
    return folder / f"guest-{name}.json"


def saved(session: GuestSession) -> dict[str, Any]:
    """Everything ``session`` needs to go on, as JSON."""
    data: dict[str, Any] = {"format": FORMAT}
    for name in _FIELDS:
        data[name] = getattr(session, name)
    for name in _BY_POSITION:
        data[name] = {str(at): value for at, value in getattr(session, name).items()}
    data["setup"] = session.setup.to_json() if session.setup is not None else None
    data["chat_lines"] = [[seat, line] for seat, line in session.chat_lines]
    data["served"] = session.served
    data["nonce"], data["commits"] = session.nonce, session.commits
    data["manual"], data["manual_seen"] = session.manual, session.manual_seen
    data["words"] = session.words
    return data


def restored(data: dict[str, Any]) -> GuestSession:
    """The session :func:`saved` kept (ValueError when ``data`` is not such a record)."""
    if data.get("format") != FORMAT or data.get("game_id") not in protocol.GAMES:
        raise ValueError("not a kept guest game")
    session = GuestSession(
        str(data["level"]),
        seed=int(data["seed"]),
        budget_ms=int(data["budget_ms"]),
        guest_half=str(data["half"]),
    )
    for name in _FIELDS:
        setattr(session, name, data[name])
    for name in _BY_POSITION:
        setattr(session, name, {int(at): value for at, value in data[name].items()})
    session.chat_lines = [(int(seat), str(line)) for seat, line in data["chat_lines"]]
    session.served = data.get("served") is True  # a served match: the seed has 3 parts
    session.nonce = str(data.get("nonce", session.nonce))
    session.commits = [str(commit) for commit in data.get("commits", [])]
    session.manual = data.get("manual") is True
    session.manual_seen = [int(at) for at in data.get("manual_seen", [])]
    words = data.get("words", [])
    session.words = words if len(words) == len(session.steps) else [[] for _ in session.steps]
    session.ruleset = make_ruleset(session.game_id)
    session.setup = GameSetup.from_json(data["setup"]) if data["setup"] is not None else None
    return session


class GuestFile:
    """The kept game of one host address: :meth:`load` it, let it :meth:`keep` a session."""

    def __init__(self, folder: Path, address: str) -> None:
        self.path = guest_path(folder, address)
        self.failed = False  # a write failed (a full disk): the game could not be resumed

    def load(self) -> GuestSession | None:
        """The game kept here, None when there is none (or it cannot be read: set aside)."""
        try:
            data = json.loads(self.path.read_bytes())
            return restored(data) if isinstance(data, dict) else None
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError):
            with contextlib.suppress(OSError):
                self.path.replace(self.path.with_suffix(".unreadable"))
            return None

    def keep(self, session: GuestSession) -> None:
        """Write ``session`` down (removing the file once its game is over)."""
        if session.done:
            self.remove()
            return
        if session.token is None:
            return  # not welcomed yet: nothing to resume
        data = json.dumps(saved(session), separators=(",", ":")).encode()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.path, data)
        except (OSError, StorageError):
            self.failed = True  # the game goes on; only a crash could not be resumed

    def remove(self) -> None:
        """Forget the kept game."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
