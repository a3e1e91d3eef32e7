"""Frames over TCP with plain blocking sockets (stdlib only): the host serves one guest, the
guest connects and reconnects.

A connection that breaks, stays silent past the idle limit or sends a frame that breaks the
protocol is closed; the session outlives it. The host goes back to waiting (the game pauses
while the guest is away) and the guest connects again and resumes with its token, a bounded
number of times in a row.
"""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable, Iterable

from .guest import GuestSession
from .host import HostSession
from .protocol import FrameReader, Message, ProtocolError, encode

READ_SIZE = 65536
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


def serve(
    session: HostSession,
    listener: socket.socket,
    *,
    wait: float = 300.0,
    idle: float = 120.0,
    tap: Tap | None = None,
) -> None:
    """Serve ``session`` until the guest acknowledged the game's end, or left after it and did
    not come back within :data:`END_GRACE` (TimeoutError when no guest comes, or comes back
    during the game, within ``wait`` seconds: the game pauses while the guest is away)."""
    while not session.finished:
        listener.settimeout(min(wait, END_GRACE) if session.over else wait)
        try:
            conn, _peer = listener.accept()
        except TimeoutError:
            if session.over:
                return  # the last event was sent; the guest left without saying it got it
            raise TimeoutError("no guest came") from None
        with conn:
            _serve_connection(session, conn, idle, tap)


def _serve_connection(
    session: HostSession, conn: socket.socket, idle: float, tap: Tap | None
) -> None:
    conn.settimeout(idle)
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    reader = FrameReader()
    try:
        while not session.finished:
            data = conn.recv(READ_SIZE)
            if not data:
                return
            for message in reader.feed(data):
                replies = session.receive(message)
                send_all(conn, replies, tap)
                if any(reply["type"] == "refused" for reply in replies):
                    return
                if session.finished:
                    return
    except ProtocolError as error:
        with contextlib.suppress(OSError):
            send_all(conn, [{"type": "error", "reason": error.reason}], tap)
    except OSError:
        return


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
