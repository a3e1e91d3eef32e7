"""The invitation: the one line a hosting player copies to the guest (chat, e-mail).

Its text is ``tabletop://HOST:PORT/KEY`` followed, when they apply, by ``?fp=FINGERPRINT``,
``&relay=RELAYHOST:RELAYPORT`` and ``&room=ROOM`` (always in this order when written; read in
any order, each at most once)::

    tabletop://192.0.2.7:41630/q3X9bV0mJc2kTq1Yb7sH5w?fp=9f86d0…0a08
    tabletop://relay.example.org:41631/q3X9bV0mJc2kTq1Yb7sH5w?fp=9f86…&relay=relay.example.org:41631&room=Zk2…

- ``HOST:PORT`` is where the guest connects (a name, an IPv4 address or an IPv6 address in
  brackets); through a relay it is the relay's own address, ``relay`` says so and ``room``
  names the host's room there.
- ``KEY`` is a fresh one-time secret (:func:`new_invitation`): the host refuses a guest whose
  first hello does not carry it (reason :data:`BAD_KEY`).
- ``fp`` is the SHA-256 fingerprint (64 hex digits) of the host's TLS certificate: the guest
  refuses a host whose certificate differs (:data:`BAD_FINGERPRINT`), so nobody in between
  (a relay included) can read or change the frames.

A bare ``HOST:PORT`` is read too (a keyless invitation: ``key`` is empty, no fingerprint).
Errors carry a code, not words (:class:`InvitationError`): the window and the command line
word them in the player's language.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
from dataclasses import dataclass

SCHEME = "tabletop://"
MAX_TEXT = 600
"""An invitation longer than this is refused before it is read."""

# Codes of InvitationError (the window and the command line word them).
TOO_LONG = "too_long"
BAD_SCHEME = "scheme"
BAD_ADDRESS = "address"
BAD_PORT = "port"
BAD_KEY_TEXT = "key"
BAD_FINGERPRINT_TEXT = "fingerprint"
BAD_RELAY = "relay"
BAD_ROOM = "room"
BAD_QUERY = "query"

# Reasons the handshake refuses a peer (the host: a wrong key; the guest: a wrong certificate).
BAD_KEY = "key"
BAD_FINGERPRINT = "fingerprint"

_KEY = re.compile(r"[A-Za-z0-9_-]{8,64}")
_ROOM = re.compile(r"[A-Za-z0-9_-]{1,64}")
_FINGERPRINT = re.compile(r"[0-9a-fA-F]{64}")
_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?")
_QUERY_KEYS = ("fp", "relay", "room")


class InvitationError(ValueError):
    """An invitation that cannot be read; ``code`` says what is wrong (see the module)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def parse_address(text: str, code: str = BAD_ADDRESS) -> tuple[str, int]:
    """``HOST:PORT`` (IPv6 in brackets) as (host, port); InvitationError(``code``, or
    :data:`BAD_PORT` for a port out of 1–65535) otherwise."""
    if text.startswith("["):
        inside, bracket, rest = text[1:].partition("]")
        if not bracket or not rest.startswith(":"):
            raise InvitationError(code)
        host, port = inside, rest[1:]
        try:
            if ipaddress.ip_address(host).version != 6:
                raise InvitationError(code)
        except ValueError:
            raise InvitationError(code) from None
    else:
        host, sep, port = text.rpartition(":")
        if not sep or not _NAME.fullmatch(host):
            raise InvitationError(code)
    if not port.isascii() or not port.isdigit() or len(port) > 5:
        raise InvitationError(BAD_PORT if code == BAD_ADDRESS else code)
    number = int(port)
    if not 0 < number <= 65535:
        raise InvitationError(BAD_PORT if code == BAD_ADDRESS else code)
    return host, number


def format_address(host: str, port: int) -> str:
    """``HOST:PORT`` (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


@dataclass(frozen=True)
class Invitation:
    """Where and how a guest joins a hosted game (see the module for its text)."""

    host: str
    port: int
    key: str
    fingerprint: str | None = None
    relay: str | None = None
    room: str | None = None

    @property
    def address(self) -> tuple[str, int]:
        """Where the guest connects first: the relay when there is one, else the host."""
        if self.relay is not None:
            return parse_address(self.relay, BAD_RELAY)
        return self.host, self.port

    def text(self) -> str:
        """The invitation as one line (read back by :meth:`parse`)."""
        address = format_address(self.host, self.port)
        if not self.key and self.fingerprint is None and self.relay is None:
            return address
        query = [
            f"{name}={value}"
            for name, value in (
                ("fp", self.fingerprint),
                ("relay", self.relay),
                ("room", self.room),
            )
            if value is not None
        ]
        tail = "?" + "&".join(query) if query else ""
        return f"{SCHEME}{address}/{self.key}{tail}"

    @classmethod
    def parse(cls, text: str) -> Invitation:
        """The invitation written by :meth:`text`, or a bare ``HOST:PORT`` (InvitationError
        with a code when it cannot be read)."""
        if len(text) > MAX_TEXT:
            raise InvitationError(TOO_LONG)
        text = text.strip()
        if not text.isascii() or any(c.isspace() or not c.isprintable() for c in text):
            raise InvitationError(BAD_ADDRESS if SCHEME not in text else BAD_SCHEME)
        if not text.lower().startswith(SCHEME):
            if "/" in text or "?" in text:
                raise InvitationError(BAD_SCHEME)
            host, port = parse_address(text)
            return cls(host, port, "")
        rest = text[len(SCHEME) :]
        rest, mark, query = rest.partition("?")
        if mark and not query:
            raise InvitationError(BAD_QUERY)
        address, slash, key = rest.partition("/")
        if not slash or not _KEY.fullmatch(key):
            raise InvitationError(BAD_KEY_TEXT)
        host, port = parse_address(address)
        fields = _query(query)
        fingerprint = fields.get("fp")
        if fingerprint is not None:
            if not _FINGERPRINT.fullmatch(fingerprint):
                raise InvitationError(BAD_FINGERPRINT_TEXT)
            fingerprint = fingerprint.lower()
        relay, room = fields.get("relay"), fields.get("room")
        if relay is not None:
            relay = format_address(*parse_address(relay, BAD_RELAY))
        if room is not None and not _ROOM.fullmatch(room):
            raise InvitationError(BAD_ROOM)
        if (relay is None) != (room is None):
            raise InvitationError(BAD_ROOM if room is None else BAD_RELAY)
        return cls(host, port, key, fingerprint, relay, room)


def _query(query: str) -> dict[str, str]:
    """The fields of an invitation's query (each known name at most once)."""
    fields: dict[str, str] = {}
    if not query:
        return fields
    for part in query.split("&"):
        name, equals, value = part.partition("=")
        if not equals or name not in _QUERY_KEYS or name in fields or not value:
            raise InvitationError(BAD_QUERY)
        fields[name] = value
    return fields


def new_key() -> str:
    """A fresh one-time key (128 random bits, URL-safe)."""
    return secrets.token_urlsafe(16)


def new_room() -> str:
    """A fresh room name for a relay (96 random bits, URL-safe)."""
    return secrets.token_urlsafe(12)


def new_invitation(host: str, port: int) -> Invitation:
    """An invitation to ``host:port`` with a fresh one-time key (add the certificate's
    fingerprint and a relay with :func:`dataclasses.replace`)."""
    return Invitation(host, port, new_key())
