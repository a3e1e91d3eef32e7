"""The wire: length-prefixed JSON frames, the handshake's checks and the seed's commitment.

A frame is a 4-byte big-endian length, then that many bytes of UTF-8 JSON holding one object
with a ``type`` word. A frame longer than :data:`MAX_FRAME` is refused from its header alone,
before its body is read, so a peer cannot make the other side hold gigabytes.

The guest's ``hello`` names the protocol, the app's version and a digest of the game's card
database; a host whose own differ refuses it with a ``refused`` frame that says which
(:func:`hello_problem`): two different card databases would play two different games.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import struct
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from tabletop import __version__

PROTOCOL = 1
"""The version of this protocol; a peer speaking another is refused."""
MAX_FRAME = 2 * 1024 * 1024
"""The longest frame either side reads or writes (a whole game's log at its end fits)."""
HEADER = struct.Struct(">I")
MAX_STEPS_SENT = 10_000
"""The most steps of the game log a guest keeps from one event."""
SEED_MASK = 2**62 - 1
"""A game seed is below 2^62 (as ``--seed`` of ``tabletop selfplay``)."""

Message = dict[str, Any]

# Reasons a hello is refused (the command line words them).
WRONG_PROTOCOL = "protocol"
WRONG_VERSION = "version"
WRONG_CARDS = "cards"
BAD_TOKEN = "token"
ALREADY_SEATED = "seated"
WRONG_GAME = "game"


class ProtocolError(Exception):
    """A frame that breaks the protocol: too long, not JSON, not an object with a type."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def encode(message: Mapping[str, Any]) -> bytes:
    """One frame holding ``message`` (compact JSON, keys sorted); ProtocolError past
    :data:`MAX_FRAME`."""
    data = json.dumps(message, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode()
    if len(data) > MAX_FRAME:
        raise ProtocolError("oversized")
    return HEADER.pack(len(data)) + data


class FrameReader:
    """Bytes in, whole messages out: frames may arrive split anywhere, or several at once."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self._limit = limit

    def feed(self, data: bytes) -> list[Message]:
        """The messages ``data`` completes (ProtocolError on a frame that breaks the protocol:
        the connection is then closed, and the session may resume on a new one)."""
        self._buffer += data
        out: list[Message] = []
        while len(self._buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buffer)
            if size > self._limit:
                raise ProtocolError("oversized")
            if len(self._buffer) < HEADER.size + size:
                break
            body = bytes(self._buffer[HEADER.size : HEADER.size + size])
            del self._buffer[: HEADER.size + size]
            out.append(decode(body))
        return out


def decode(body: bytes) -> Message:
    """The message of one frame's body (ProtocolError when it is not a JSON object with a
    string ``type``)."""
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("malformed") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("malformed")
    return message


GAMES = ("dbgt", "yyh")
"""The games a guest may be seated at (its hello carries a card digest of each)."""


@cache
def card_digest(game_id: str) -> str:
    """A digest of the card database's cards of ``game_id`` (every field of every card)."""
    from tabletop.cards.database import default_database
    from tabletop.games.base import descriptor

    descriptor(game_id)  # the game's card models registered first
    digest = hashlib.sha256()
    cards = sorted((c for c in default_database() if c.game == game_id), key=lambda c: c.id)
    for card in cards:
        digest.update(card.model_dump_json().encode())
        digest.update(b"\n")
    return digest.hexdigest()


def hello(resume: Mapping[str, Any] | None = None) -> Message:
    """The guest's first frame (``resume``: the token and the last event seen): the protocol,
    the app's version and the card digest of each game."""
    message: Message = {
        "type": "hello",
        "proto": PROTOCOL,
        "app": __version__,
        "cards": {game: card_digest(game) for game in GAMES},
    }
    if resume is not None:
        message["resume"] = dict(resume)
    return message


def hello_problem(message: Mapping[str, Any], game_id: str, cards: str) -> str | None:
    """Why the host refuses a hello (None: it does not)."""
    if message.get("proto") != PROTOCOL:
        return WRONG_PROTOCOL
    if message.get("app") != __version__:
        return WRONG_VERSION
    digests = message.get("cards")
    if not isinstance(digests, dict) or digests.get(game_id) != cards:
        return WRONG_CARDS
    return None


def fresh_half() -> str:
    """A random half of a game seed (128 bits, hex)."""
    return secrets.token_hex(16)


def half_ok(half: object) -> bool:
    """Whether ``half`` may be a half of a seed (text of 16 to 128 characters, no ``:``)."""
    return isinstance(half, str) and 16 <= len(half) <= 128 and ":" not in half


def commitment(half: str, nonce: str) -> str:
    """What the host sends before the guest's half: binds its half without showing it."""
    return hashlib.sha256(f"tabletop-commit:{half}:{nonce}".encode()).hexdigest()


def commitment_holds(commit: str, half: str, nonce: str) -> bool:
    """Whether the revealed ``half`` and ``nonce`` are the ones committed to."""
    return hmac.compare_digest(commitment(half, nonce), commit)


def game_seed(host_half: str, guest_half: str) -> int:
    """The game's seed, from both halves: neither side chose it alone."""
    digest = hashlib.sha256(f"tabletop-seed:{host_half}:{guest_half}".encode()).digest()
    return int.from_bytes(digest[:8], "big") & SEED_MASK


def log_digest(log: Sequence[Mapping[str, Any]]) -> str:
    """The digest of a whole game's log (entries as :meth:`LogEntry.to_json` writes them)."""
    data = json.dumps(log, separators=(",", ":"), sort_keys=True).encode()
    return hashlib.sha256(data).hexdigest()
