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
import select
import socket
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .guest import GuestSession
from .host import HostSession
from .protocol import FrameReader, Message, ProtocolError, encode

READ_SIZE = 65536
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


def serve(
    session: HostSession,
    listener: socket.socket,
    *,
    wait: float = 300.0,
    idle: float = 120.0,
    tap: Tap | None = None,
) -> Served:
    """Serve ``session`` until the guest acknowledged the game's end, or left after it and did
    not come back within :data:`END_GRACE` (TimeoutError when no guest comes, or comes back
    during the game, within ``wait`` seconds: the game pauses while the guest is away).

    While a connection is open the host also listens: a newcomer whose hello resumes the
    session with the right token takes over (the old connection is closed); any other is
    answered and closed, the game going on."""
    served = Served()
    conn: socket.socket | None = None
    reader = FrameReader()
    try:
        while not session.finished:
            if conn is None:
                conn = _accept(session, listener, wait)
                if conn is None:
                    return served
                served.connections += 1
                reader = FrameReader()
            readable, _, _ = select.select([conn, listener], [], [], idle)
            if not readable:  # silent past the idle limit: gone, or half-open
                conn.close()
                conn = None
            elif listener in readable:
                newcomer = _newcomer(session, listener, tap)
                if newcomer is not None:
                    conn.close()
                    conn, reader = newcomer
                    served.connections += 1
                    served.takeovers += 1
            elif not _read(session, conn, reader, tap):
                conn.close()
                conn = None
    finally:
        if conn is not None:
            conn.close()
    return served


def _accept(session: HostSession, listener: socket.socket, wait: float) -> socket.socket | None:
    """The next connection (None: the game is over and the guest did not come back)."""
    listener.settimeout(min(wait, END_GRACE) if session.over else wait)
    try:
        conn, _peer = listener.accept()
    except TimeoutError:
        if session.over:
            return None  # the last event was sent; the guest left without saying it got it
        raise TimeoutError("no guest came") from None
    _configure(conn, HELLO_WAIT)
    return conn


def _configure(conn: socket.socket, timeout: float) -> None:
    conn.settimeout(timeout)
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def _read(session: HostSession, conn: socket.socket, reader: FrameReader, tap: Tap | None) -> bool:
    """Read what arrived and answer it; False when the connection is over."""
    try:
        data = conn.recv(READ_SIZE)
        if not data:
            return False
        return _answer(session, conn, reader.feed(data), tap)
    except ProtocolError as error:
        with contextlib.suppress(OSError):
            send_all(conn, [{"type": "error", "reason": error.reason}], tap)
        return False
    except OSError:
        return False


def _answer(
    session: HostSession, conn: socket.socket, messages: list[Message], tap: Tap | None
) -> bool:
    for message in messages:
        replies = session.receive(message)
        send_all(conn, replies, tap)
        if any(reply["type"] == "refused" for reply in replies):
            return False
        if session.finished:
            return True
    return True


def _newcomer(
    session: HostSession, listener: socket.socket, tap: Tap | None
) -> tuple[socket.socket, FrameReader] | None:
    """A connection that arrived while another is open: it takes over when its first frame
    resumes the session (or, before the game began, says hello again); else it is answered and
    closed."""
    listener.settimeout(HELLO_WAIT)
    try:
        conn, _peer = listener.accept()
    except OSError:
        return None
    _configure(conn, HELLO_WAIT)
    reader = FrameReader()
    try:
        messages: list[Message] = []
        while not messages:
            data = conn.recv(READ_SIZE)
            if not data:
                raise ConnectionResetError
            messages = reader.feed(data)
        first, rest = messages[0], messages[1:]
        replies = session.receive(first) if first.get("type") == "hello" else []
        if not replies or replies[0]["type"] not in ("resumed", "welcome"):
            send_all(conn, replies or [{"type": "error", "reason": "busy"}], tap)
            conn.close()
            return None
        send_all(conn, replies, tap)
        if not _answer(session, conn, rest, tap):
            conn.close()
            return None
    except (OSError, ProtocolError):
        conn.close()
        return None
    return conn, reader


def join(
    session: GuestSession,
    address: tuple[str, int],
    *,
    attempts: int = 12,
    idle: float = 120.0,
    tap: Tap | None = None,
) -> None:
    """Play ``session`` through the host at ``address`` to the game's end, connecting again
    after a cut (at most ``attempts`` failures in a row; then the last error is raised).
    :class:`~.guest.Refused` is raised at once."""
    failures = 0
    while not session.done:
        progress = session.last_seq
        try:
            with socket.create_connection(address, timeout=idle) as sock:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                _play_connection(session, sock, tap)
        except (OSError, ProtocolError):
            if session.last_seq > progress:
                failures = 0
            failures += 1
            if failures >= attempts:
                raise
            time.sleep(min(1.0, 0.02 * 2**failures))


def _play_connection(session: GuestSession, sock: socket.socket, tap: Tap | None) -> None:
    reader = FrameReader()
    send_all(sock, session.start(), tap)
    while not session.done:
        data = sock.recv(READ_SIZE)
        if not data:
            raise ConnectionResetError("the host closed the connection")
        for message in reader.feed(data):
            if message.get("type") == "error":
                raise ProtocolError(str(message.get("reason")))
            send_all(sock, session.receive(message), tap)
            if session.done:
                return
