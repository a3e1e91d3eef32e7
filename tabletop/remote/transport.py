"""Frames over TCP with plain blocking sockets (stdlib only): the host serves one guest, the
guest connects and reconnects.

A connection that breaks, stays silent past the idle limit or sends a frame that breaks the
protocol is closed; the session outlives it. The host goes back to waiting (the game pauses
while the guest is away) and the guest connects again and resumes with its token, a bounded
number of times in a row. A guest that comes back while its old connection still looks open
to the host (half-open: a router that dropped it says nothing) takes over at once with its
token; a stranger's connection meanwhile is answered and closed.
"""

from __future__ import annotations

import contextlib
import hmac
import select
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from tabletop.engine.errors import FormatError

from .guest import GuestSession
from .host import HostSession
from .invitation import BAD_KEY
from .protocol import BAD_TOKEN, FrameReader, Message, ProtocolError, encode

READ_SIZE = 65536
PINGS_A_WAIT = 4
"""A silent host is pinged this many times within the guest's idle limit."""
HELLO_WAIT = 10.0
"""Seconds a new connection has to say hello."""
END_GRACE = 10.0
"""Seconds the host still waits for a guest that left after the game's last event was sent
(it may come back for it) before it stops."""
Tap = Callable[[bytes], None]
"""Hears every frame one side sends (the tests' frame audit)."""


def send_all(sock: socket.socket, messages: Iterable[Message], tap: Tap | None = None) -> None:
    """Send each message as one frame."""
    for message in messages:
        frame = encode(message)
        if tap is not None:
            tap(frame)
        sock.sendall(frame)


def listen(bind: str = "127.0.0.1", port: int = 0) -> socket.socket:
    """A listening socket (port 0: any free port; its address is ``getsockname()``)."""
    listener = socket.create_server((bind, port), reuse_port=False)
    listener.listen(4)
    return listener


@dataclass
class Served:
    """How a host's serving went: connections taken, and those that took over a connection
    still open (a guest that came back while its old connection hung half-open)."""

    connections: int = 0
    takeovers: int = 0


@dataclass
class _Link:
    """One connection of the host: its socket, its frames, and whether a hello on it was
    welcomed or resumed (until then it may say nothing else)."""

    sock: socket.socket
    reader: FrameReader = field(default_factory=FrameReader)
    trusted: bool = False


def serve(
    session: HostSession,
    listener: socket.socket,
    *,
    wait: float = 300.0,
    idle: float = 120.0,
    tap: Tap | None = None,
    key: str | None = None,
) -> Served:
    """Serve ``session`` until the guest acknowledged the game's end, or left after it and did
    not come back within :data:`END_GRACE` (TimeoutError when no guest comes, or comes back
    during the game, within ``wait`` seconds: the game pauses while the guest is away).

    Each connection must begin with a hello that is welcomed or resumes the session with its
    secret token; anything else is refused and the connection closed. With a ``key`` (the
    invitation's one-time key) every hello must also carry it, else it is refused
    (:data:`~.invitation.BAD_KEY`). While a connection is open the host also listens: a
    newcomer that resumes takes over (the old connection is closed); any other is answered and
    closed, the game going on."""
    served = Served()
    link: _Link | None = None
    gate = _Gate(session, key, tap)
    try:
        while not session.finished:
            if link is None:
                link = _accept(session, listener, wait)
                if link is None:
                    return served
                served.connections += 1
            readable, _, _ = select.select([link.sock, listener], [], [], idle)
            if not readable:  # silent past the idle limit: gone, or half-open
                link.sock.close()
                link = None
            elif listener in readable:
                newcomer = _newcomer(gate, listener)
                if newcomer is not None:
                    link.sock.close()
                    link = newcomer
                    served.connections += 1
                    served.takeovers += 1
            elif not _read(gate, link):
                link.sock.close()
                link = None
    finally:
        if link is not None:
            link.sock.close()
    return served


def _accept(session: HostSession, listener: socket.socket, wait: float) -> _Link | None:
    """The next connection (None: the game is over and the guest did not come back)."""
    listener.settimeout(min(wait, END_GRACE) if session.over else wait)
    try:
        conn, _peer = listener.accept()
    except TimeoutError:
        if session.over:
            return None  # the last event was sent; the guest left without saying it got it
        raise TimeoutError("no guest came") from None
    _configure(conn, HELLO_WAIT)
    return _Link(conn)


def _configure(conn: socket.socket, timeout: float) -> None:
    conn.settimeout(timeout)
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


@dataclass
class _Gate:
    """What the host answers with: its session, the invitation's key, the frame tap."""

    session: HostSession
    key: str | None
    tap: Tap | None

    def key_holds(self, message: Message) -> bool:
        """Whether a hello carries the invitation's key (always, without a key)."""
        if self.key is None:
            return True
        given = message.get("key")
        return isinstance(given, str) and hmac.compare_digest(given.encode(), self.key.encode())


def _read(gate: _Gate, link: _Link) -> bool:
    """Read what arrived and answer it; False when the connection is over."""
    try:
        data = link.sock.recv(READ_SIZE)
        if not data:
            return False
        return _answer(gate, link, link.reader.feed(data))
    except ProtocolError as error:
        with contextlib.suppress(OSError):
            send_all(link.sock, [{"type": "error", "reason": error.reason}], gate.tap)
        return False
    except OSError:
        return False


def _answer(gate: _Gate, link: _Link, messages: list[Message]) -> bool:
    """Answer each message; False when the connection is to be closed (a refusal)."""
    session, tap = gate.session, gate.tap
    for message in messages:
        hello = message.get("type") == "hello"
        if not link.trusted and not hello:
            replies: list[Message] = [{"type": "refused", "reason": BAD_TOKEN}]
        elif hello and not gate.key_holds(message):
            session.refusals += 1
            replies = [{"type": "refused", "reason": BAD_KEY}]
        else:
            replies = session.receive(message)
        if hello:
            link.trusted = bool(replies) and replies[0]["type"] in ("welcome", "resumed")
        send_all(link.sock, replies, tap)
        if any(reply["type"] == "refused" for reply in replies):
            return False
        if session.finished:
            return True
    return True


def _newcomer(gate: _Gate, listener: socket.socket) -> _Link | None:
    """A connection that arrived while another is open: it takes over when its first frame
    resumes the session (or, before the game began, says hello again); else it is answered and
    closed."""
    listener.settimeout(HELLO_WAIT)
    try:
        conn, _peer = listener.accept()
    except OSError:
        return None
    _configure(conn, HELLO_WAIT)
    link = _Link(conn)
    try:
        messages: list[Message] = []
        while not messages:
            data = conn.recv(READ_SIZE)
            if not data:
                raise ConnectionResetError
            messages = link.reader.feed(data)
        if _answer(gate, link, messages) and link.trusted:
            return link
    except (OSError, ProtocolError):
        pass
    conn.close()
    return None


def join(
    session: GuestSession,
    address: tuple[str, int],
    *,
    attempts: int = 12,
    idle: float = 120.0,
    tap: Tap | None = None,
    key: str | None = None,
) -> None:
    """Play ``session`` through the host at ``address`` to the game's end, connecting again
    after a cut (at most ``attempts`` failures in a row; then the last error is raised).
    :class:`~.guest.Refused` is raised at once. ``key``: the invitation's one-time key, sent
    with every hello."""
    failures = 0
    while not session.done:
        progress = session.last_seq
        try:
            with socket.create_connection(address, timeout=idle) as sock:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                _play_connection(session, sock, idle, tap, key)
        except (OSError, ProtocolError):
            if session.last_seq > progress:
                failures = 0
            failures += 1
            if failures >= attempts:
                raise
            time.sleep(min(1.0, 0.02 * 2**failures))


def _play_connection(
    session: GuestSession, sock: socket.socket, idle: float, tap: Tap | None, key: str | None
) -> None:
    """Play on one connection: answer each frame; when the host is silent, ping it every
    quarter of ``idle`` (so that neither side takes a long think for a dead connection), and
    give the connection up after ``idle`` seconds without a frame."""
    reader = FrameReader()
    first = session.start()
    if key is not None:
        first = [{**m, "key": key} if m.get("type") == "hello" else m for m in first]
    send_all(sock, first, tap)
    sock.settimeout(idle / PINGS_A_WAIT)
    heard = time.monotonic()
    while not session.done:
        try:
            data = sock.recv(READ_SIZE)
        except TimeoutError:
            if time.monotonic() - heard >= idle:
                raise
            send_all(sock, [{"type": "ping"}], tap)
            continue
        heard = time.monotonic()
        if not data:
            raise ConnectionResetError("the host closed the connection")
        for message in reader.feed(data):
            if message.get("type") == "error":
                raise ProtocolError(str(message.get("reason")))
            try:
                answers = session.receive(message)
            except (KeyError, TypeError, ValueError, FormatError):  # a host's frame out of shape
                raise ProtocolError("malformed") from None
            send_all(sock, answers, tap)
            if session.done:
                return
