"""The matches of a ``tabletop serve`` kept on disk, so that a server that crashed (a ``kill -9``,
a power cut) and is started again on the same port takes every match up where it was and the
guests rejoin with their resume tokens.

One file a match, ``match-ID.json``, in the state folder's ``remote/serve-PORT`` folder: the
session as :func:`~.host_file.saved` has it (both seats' channels and the spectators' too), the
match's id, its keys and its decks. It is written atomically whenever the match changes and
*before* the answers leave (:attr:`~.host.HostSession.keep`), and removed when the match ends
or is dropped (idle). The server's certificate is the host's (:func:`~.secure.host_identity`,
kept in the ``remote`` folder), so a server started again has the same fingerprint and its
players' invitations still hold. A file that cannot be read is logged, moved aside
(``.unreadable``) and skipped.
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.errors import EngineError
from tabletop.engine.setup import DeckSpec

from .host import HostSession
from .host_file import HostFile, restored
from .host_table import NewGame, computer_move

_log = logging.getLogger(__name__)

Decks = tuple[DeckSpec, DeckSpec] | None


def serve_folder(state: Path, port: int) -> Path:
    """Where the server listening on ``port`` keeps its matches (``state``: the state folder's
    ``remote`` folder)."""
    return state / f"serve-{port}"


def game_maker(game_id: str, decks: Decks) -> NewGame:
    """The new games of a served match of ``game_id`` between ``decks`` (None: the demo decks)."""
    from tabletop.ai.match import new_game

    return lambda seed: new_game(game_id, seed, decks)


@dataclass(frozen=True)
class KeptMatch:
    """A match read back from its file."""

    id: str
    keys: dict[str, int]
    decks: Decks
    session: HostSession
    file: MatchFile


class MatchFile(HostFile):
    """The file of one served match (see the module's docstring)."""

    def __init__(self, folder: Path, match_id: str, keys: dict[str, int], decks: Decks) -> None:
        self.path = folder / f"match-{match_id}.json"
        self.failed = False
        self.match_id, self.keys, self.decks = match_id, dict(keys), decks

    def record(self, session: HostSession) -> dict[str, Any]:
        """The session (:func:`~.host_file.saved`), the match's id, keys and decks."""
        data = super().record(session)
        decks = None if self.decks is None else [deck.to_json() for deck in self.decks]
        data["served_match"] = {"id": self.match_id, "keys": self.keys, "decks": decks}
        return data


def kept_matches(folder: Path) -> list[KeptMatch]:
    """Every match kept in ``folder``; a file that cannot be read is logged and set aside."""
    found = []
    for path in sorted(folder.glob("match-*.json")):
        try:
            found.append(_read(path))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, EngineError) as error:
            _log.warning("Skipping the kept match %s, which cannot be read (%s: %s); "
                         "moved aside as .unreadable", path.name, type(error).__name__, error)  # fmt: skip
            with contextlib.suppress(OSError):
                path.replace(path.with_suffix(".unreadable"))
    return found


def _read(path: Path) -> KeptMatch:
    data = json.loads(path.read_bytes())
    if not isinstance(data, dict) or not isinstance(data.get("served"), dict):
        raise ValueError("not a kept served match")
    match = data["served_match"]
    match_id, keys = str(match["id"]), {str(key): int(seat) for key, seat in match["keys"].items()}
    if path.name != f"match-{match_id}.json" or sorted(keys.values()) != [-1, 0, 1]:
        raise ValueError("its id or keys do not hold")
    texts = match["decks"]
    decks: Decks = None
    if texts is not None:
        decks = (DeckSpec.from_json(texts[0]), DeckSpec.from_json(texts[1]))
    game_id = str(data["game_id"])
    session = restored(data, game_maker(game_id, decks), computer_move())
    return KeptMatch(match_id, keys, decks, session, MatchFile(path.parent, match_id, keys, decks))
