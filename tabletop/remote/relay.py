"""The relay: pairs two outbound connections by room and forwards their bytes both ways.

For players behind NAT: the host connects out to a relay anyone runs (``tabletop relay``) and
registers a room; the guest connects out to the same relay and joins it; the relay forwards
the bytes between them without reading them (TLS goes end to end through it: the relay sees
only a room name and ciphertext).

Each connection's first line (ASCII, at most :data:`MAX_GREETING` bytes with its ``\\n``) says
its role::

    TABLETOP-RELAY 1 HOST <room> <secret>     the host offers one connection in its room
    TABLETOP-RELAY 1 JOIN <room>              the guest takes the host's offered connection

A room is made by its first ``HOST`` line and belongs to that line's secret: a ``HOST`` line of
the room with another secret is refused (``owner``). A room holds at most one waiting host
connection (a newer one replaces it). A ``JOIN`` is paired with it: both get ``OK PAIRED`` and
from then on their bytes are forwarded; a ``JOIN`` finding no waiting connection is refused
(``busy``: a room cannot be joined twice through one offer) and an unknown room ``room``. The
host offers a new connection after each pairing (a guest that comes back after a cut joins it
and resumes its game with its token). Answers are one line: ``OK WAIT``, ``OK PAIRED`` or
``ERR <code>`` (:data:`ERRORS`).

Bounded: at most ``max_rooms`` rooms (``full``) and ``max_connections`` open connections (more
are closed at once); a
greeting must come within :data:`GREETING_WAIT` seconds; a room with no pair open expires
``room_ttl`` seconds after its last use; a pair silent both ways for ``pair_idle`` seconds is
closed.
"""

from __future__ import annotations

import contextlib
import re
import secrets
import select
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .invitation import Invitation
from .secure import Dialer, direct_dialer, wrap_client

MAGIC = "TABLETOP-RELAY"
VERSION = "1"
MAX_GREETING = 160
"""The longest greeting line, its ``\\n`` included."""
GREETING_WAIT = 10.0
CHUNK = 65536

# Codes of ERR answers (and of RelayError).
BAD_GREETING = "greeting"
BAD_VERSION = "version"
FULL = "full"
BUSY = "busy"
NO_ROOM = "room"
NOT_OWNER = "owner"
ERRORS = (BAD_GREETING, BAD_VERSION, FULL, BUSY, NO_ROOM, NOT_OWNER)

_ROOM = re.compile(r"[A-Za-z0-9_-]{1,64}")
_SECRET = re.compile(r"[A-Za-z0-9_-]{16,64}")


class RelayError(ConnectionError):
    """The relay refused a connection (``code``: one of :data:`ERRORS`) or broke the relay's
    protocol; a connection error, so a guest tries again."""

    def __init__(self, code: str) -> None:
        super().__init__(f"relay: {code}")
        self.code = code


def read_line(sock: socket.socket, limit: int = MAX_GREETING) -> str:
    """One ``\\n``-ended ASCII line read byte by byte (nothing after it is read: the bytes that
    follow belong to the other side); RelayError(:data:`BAD_GREETING`) when it is longer than
    ``limit``, not ASCII, or the connection ends first."""
    data = bytearray()
    while len(data) < limit:
        byte = sock.recv(1)
        if not byte:
            raise RelayError(BAD_GREETING)
        if byte == b"\n":
            try:
                return data.decode("ascii")
            except UnicodeDecodeError:
                raise RelayError(BAD_GREETING) from None
        data += byte
    raise RelayError(BAD_GREETING)


@dataclass
class _Room:
    secret: str
    waiting: socket.socket | None = None
    pairs: int = 0
    touched: float = field(default_factory=time.monotonic)


@dataclass
class RelayStats:
    """What the relay did (its tests read these)."""

    paired: int = 0
    refused: dict[str, int] = field(default_factory=dict)
    expired: int = 0


class Relay:
    """A relay serving on ``listener`` in its own threads until :meth:`close`."""

    def __init__(
        self,
        listener: socket.socket,
        *,
        max_rooms: int = 256,
        max_connections: int | None = None,
        room_ttl: float = 3600.0,
        pair_idle: float = 600.0,
        greeting_wait: float = GREETING_WAIT,
    ) -> None:
        self.listener = listener
        self.max_rooms = max_rooms
        self.room_ttl = room_ttl
        self.pair_idle = pair_idle
        self.greeting_wait = greeting_wait
        self.stats = RelayStats()
        self._rooms: dict[str, _Room] = {}
        self._lock = threading.Lock()
        # Each room holds at most one waiting connection and its open pairs; the default leaves
        # room for greetings and stays under select's 1024 descriptors.
        self._slots = threading.BoundedSemaphore(max_connections or min(900, 2 * max_rooms + 64))
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    @property
    def address(self) -> tuple[str, int]:
        """Where the relay listens."""
        host, port = self.listener.getsockname()[:2]
        return str(host), int(port)

    def rooms(self) -> int:
        """How many rooms are open."""
        with self._lock:
            return len(self._rooms)

    def start(self) -> Relay:
        """Serve in a background thread; the relay itself."""
        self._spawn(self.serve_forever)
        return self

    def serve_forever(self) -> None:
        """Take connections until :meth:`close` (each greeted in its own thread)."""
        self.listener.settimeout(0.5)
        while not self._stop.is_set():
            self.sweep()
            try:
                conn, _peer = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                if self._stop.is_set():
                    return
                time.sleep(0.05)  # out of descriptors, say: breathe, then go on
                continue
            if not self._slots.acquire(blocking=False):
                conn.close()  # too many connections open
                continue
            self._spawn(self._greet, conn)

    def close(self) -> None:
        """Stop serving and close every room's connections."""
        self._stop.set()
        with contextlib.suppress(OSError):
            self.listener.close()
        with self._lock:
            rooms, self._rooms = list(self._rooms.values()), {}
        for room in rooms:
            if room.waiting is not None:
                room.waiting.close()

    def sweep(self, now: float | None = None) -> None:
        """Close the rooms with no pair open that were not used for ``room_ttl`` seconds."""
        now = time.monotonic() if now is None else now
        with self._lock:
            old = [
                name
                for name, room in self._rooms.items()
                if room.pairs == 0 and now - room.touched >= self.room_ttl
            ]
            gone = [self._rooms.pop(name) for name in old]
            self.stats.expired += len(gone)
        for room in gone:
            if room.waiting is not None:
                room.waiting.close()
                self._slots.release()

    # ---------------------------------------------------------------- one connection

    def _spawn(self, target: Callable[..., None], *args: object) -> None:
        thread = threading.Thread(target=target, args=args, daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()]
        self._threads.append(thread)
        thread.start()

    def _greet(self, conn: socket.socket) -> None:
        keep = False
        try:
            conn.settimeout(self.greeting_wait)
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            try:
                keep = self._route(conn, read_line(conn).split(" "))
            except RelayError as error:
                self._refuse(conn, error.code)
        except OSError:
            pass
        finally:
            if not keep:
                conn.close()
                self._slots.release()

    def _refuse(self, conn: socket.socket, code: str) -> None:
        with self._lock:
            self.stats.refused[code] = self.stats.refused.get(code, 0) + 1
        with contextlib.suppress(OSError):
            conn.sendall(f"ERR {code}\n".encode())

    def _route(self, conn: socket.socket, words: list[str]) -> bool:
        """Register or pair ``conn`` by its greeting; whether it is kept open."""
        if len(words) < 3 or words[0] != MAGIC:
            raise RelayError(BAD_GREETING)
        if words[1] != VERSION:
            raise RelayError(BAD_VERSION)
        role, rest = words[2], words[3:]
        if role == "HOST" and len(rest) == 2 and _ROOM.fullmatch(rest[0]):
            if not _SECRET.fullmatch(rest[1]):
                raise RelayError(BAD_GREETING)
            return self._offer(conn, rest[0], rest[1])
        if role == "JOIN" and len(rest) == 1 and _ROOM.fullmatch(rest[0]):
            return self._join(conn, rest[0])
        raise RelayError(BAD_GREETING)

    def _offer(self, conn: socket.socket, name: str, secret: str) -> bool:
        with self._lock:
            room = self._rooms.get(name)
            if room is None:
                if len(self._rooms) >= self.max_rooms:
                    raise RelayError(FULL)
                room = self._rooms[name] = _Room(secret)
            elif not secrets.compare_digest(room.secret, secret):
                raise RelayError(NOT_OWNER)
            old, room.waiting = room.waiting, conn
            room.touched = time.monotonic()
        if old is not None:
            old.close()  # replaced by the newer offer (the old one may hang half-open)
            self._slots.release()
        conn.settimeout(None)
        conn.sendall(b"OK WAIT\n")
        return True  # kept: it waits in its room (its slot is released when paired or closed)

    def _join(self, conn: socket.socket, name: str) -> bool:
        with self._lock:
            room = self._rooms.get(name)
            if room is None:
                raise RelayError(NO_ROOM)
            host = room.waiting
            if host is None:
                raise RelayError(BUSY)
            room.waiting = None
            room.pairs += 1
            room.touched = time.monotonic()
            self.stats.paired += 1
        try:
            host.sendall(b"OK PAIRED\n")
            conn.sendall(b"OK PAIRED\n")
            self._forward(host, conn)
        except OSError:
            pass
        finally:
            host.close()
            self._slots.release()  # the host's connection's slot
            with self._lock:
                room.pairs -= 1
                room.touched = time.monotonic()
        return False

    def _forward(self, one: socket.socket, other: socket.socket) -> None:
        """Copy bytes both ways until either side closes, or both stay silent ``pair_idle``
        seconds (or the relay closes)."""
        peers = {one: other, other: one}
        for sock in peers:
            sock.settimeout(self.pair_idle)
        heard = time.monotonic()
        while not self._stop.is_set():
            readable, _, _ = select.select(list(peers), [], [], min(self.pair_idle, 1.0))
            if not readable:
                if time.monotonic() - heard >= self.pair_idle:
                    return
                continue
            for sock in readable:
                data = sock.recv(CHUNK)
                if not data:
                    return
                peers[sock].sendall(data)
            heard = time.monotonic()


# -------------------------------------------------------------------- the two players' side


def greet(sock: socket.socket, line: str) -> str:
    """Send a greeting line and read the relay's answer (RelayError on ``ERR``)."""
    sock.sendall(f"{line}\n".encode("ascii"))
    answer = read_line(sock, 64)
    if answer.startswith("ERR "):
        code = answer[4:]
        raise RelayError(code if code in ERRORS else BAD_GREETING)
    return answer


def relay_dialer(relay: tuple[str, int], room: str, expected: str | None) -> Dialer:
    """The guest's way to the host through ``relay``: join ``room``, then TLS end to end with
    the host, its certificate checked against ``expected``."""

    def dial(timeout: float) -> socket.socket:
        sock = socket.create_connection(relay, timeout=timeout)
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if greet(sock, f"{MAGIC} {VERSION} JOIN {room}") != "OK PAIRED":
                raise RelayError(BAD_GREETING)
        except BaseException:
            sock.close()
            raise
        return wrap_client(sock, expected, timeout)

    return dial


class RelayListener:
    """The host's side of a relay, as a listener for :func:`~.transport.serve`: it keeps one
    connection offered in its room, readable (for ``select``) when a guest was paired with it;
    :meth:`accept` returns that connection and offers a new one at the next ``select``.

    Made with the relay unreachable, it raises OSError (:class:`RelayError` when the relay
    refuses); later it offers again, at most every :data:`RETRY` seconds, when the relay
    dropped its offer (the room expired, the relay restarted)."""

    RETRY = 1.0

    def __init__(self, relay: tuple[str, int], room: str, secret: str | None = None) -> None:
        self.relay = relay
        self.room = room
        self.secret = secret or secrets.token_urlsafe(24)
        self._waiting: socket.socket | None = None
        self._timeout: float | None = None
        self._tried = 0.0
        self._idle, self._idle_other = socket.socketpair()  # never readable: while not offered
        self._offer()

    def _offer(self) -> None:
        self._tried = time.monotonic()
        sock = socket.create_connection(self.relay, timeout=GREETING_WAIT)
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if greet(sock, f"{MAGIC} {VERSION} HOST {self.room} {self.secret}") != "OK WAIT":
                raise RelayError(BAD_GREETING)
        except BaseException:
            sock.close()
            raise
        sock.settimeout(None)
        self._waiting = sock

    def _ensure_offered(self) -> None:
        if self._waiting is None and time.monotonic() - self._tried >= self.RETRY:
            with contextlib.suppress(OSError):
                self._offer()

    def fileno(self) -> int:
        """The offered connection's descriptor (readable: a guest came, or the relay dropped
        the offer)."""
        self._ensure_offered()
        return (self._waiting or self._idle).fileno()

    def settimeout(self, value: float | None) -> None:
        """How long :meth:`accept` waits (None: for ever)."""
        self._timeout = value

    def getsockname(self) -> tuple[str, int]:
        """The relay's address (where the guest connects)."""
        return self.relay

    def accept(self) -> tuple[socket.socket, tuple[str, int]]:
        """The next guest's connection through the relay (TimeoutError past the timeout)."""
        deadline = None if self._timeout is None else time.monotonic() + self._timeout
        while True:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            self._ensure_offered()
            sock = self._waiting
            if sock is None:
                if left is not None and left <= 0:
                    raise TimeoutError("the relay cannot be reached")
                time.sleep(min(self.RETRY, left if left is not None else self.RETRY))
                continue
            readable, _, _ = select.select([sock], [], [], left)
            if not readable:
                raise TimeoutError("no guest came")
            self._waiting = None
            try:
                sock.settimeout(GREETING_WAIT)
                if read_line(sock, 64) == "OK PAIRED":
                    self._tried = 0.0  # offer the next connection at once
                    return sock, self.relay
            except OSError:
                pass
            sock.close()  # the relay dropped the offer: offer again
            self._tried = 0.0

    def close(self) -> None:
        """Withdraw the offer."""
        for sock in (self._waiting, self._idle, self._idle_other):
            if sock is not None:
                sock.close()
        self._waiting = None

    def __enter__(self) -> RelayListener:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def dialer_for(invitation: Invitation) -> Dialer:
    """How a guest reaches the host of ``invitation``: through its relay when it names one,
    else straight; TLS either way, the certificate checked against its fingerprint."""
    if invitation.relay is not None and invitation.room is not None:
        return relay_dialer(invitation.address, invitation.room, invitation.fingerprint)
    return direct_dialer(invitation.address, invitation.fingerprint)
