"""Frames over TCP with plain blocking sockets (stdlib only): the host serves one guest, the
guest connects and reconnects.

A connection that breaks, stays silent past the idle limit or sends a frame that breaks the
protocol is closed; the session outlives it. The host goes back to waiting (the game pauses
while the guest is away) and the guest connects again and resumes with its token, a bounded
number of times in a row. A guest that comes back while its old connection still looks open
to the host (half-open: a router that dropped it says nothing) takes over at once with its
token; a stranger's connection meanwhile is answered and closed.

The command line and the window add three things (each optional here, so that the tests can
look at plain frames): TLS (``serve(tls=...)``, and a guest's dialer from :mod:`.secure` that
checks the host's certificate against the invitation's fingerprint), the invitation's one-time
key (``serve(key=...)``/``join(key=...)``: every hello carries it) and a relay (the host's
listener a :class:`~.relay.RelayListener`, the guest's dialer :func:`~.relay.dialer_for`)::

    identity = host_identity()
    serve(session, listener, key=invitation.key, tls=identity.context())
    join(guest, dialer_for(invitation), key=invitation.key)
"""

from __future__ import annotations

import contextlib
import hmac
import select
import socket
import ssl
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from tabletop.engine.errors import FormatError

from .channel import Channel
from .guest import GuestSession
from .host import HostSession
from .invitation import BAD_KEY
from .protocol import BAD_TOKEN, FrameReader, Message, ProtocolError, encode
from .secure import Dialer, wrap_server
from .spectator import Spectator

READ_SIZE = 65536
PINGS_A_WAIT = 4
"""A silent host is pinged this many times within the guest's idle limit."""
HELLO_WAIT = 10.0
"""Seconds a new connection has to say hello."""
END_GRACE = 10.0
"""Seconds the host still waits for a guest that left after the game's last event was sent
(it may come back for it) before it stops."""
FOLLOW_WAIT = 0.05
"""Seconds the host waits, after answering a guest's command, for the guest's ack of it before
it plays its own moves: the host thinks once the guest has its answer (on one computer the two
do not contend for it; across a network it costs the host one round trip at most)."""
Tap = Callable[[bytes], None]
"""Hears every frame one side sends (the tests' frame audit)."""


class Listener(Protocol):
    """Where the host takes connections: a listening socket, or a relay's offers
    (:class:`~.relay.RelayListener`)."""

    def fileno(self) -> int: ...
    def settimeout(self, value: float | None, /) -> None: ...
    def accept(self) -> tuple[socket.socket, Any]: ...


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
    spectators: int = 0


@dataclass
class _Link:
    """One connection of the host: its socket, its frames, and whether a hello on it was
    welcomed or resumed (until then it may say nothing else)."""

    sock: socket.socket
    reader: FrameReader = field(default_factory=FrameReader)
    trusted: bool = False
    channel: Channel | None = None  # a spectator's (None: the guest's)


MAX_SPECTATORS = 16
"""The most spectators a hosted game has at once (more are refused ``full``)."""


def serve(
    session: HostSession,
    listener: Listener,
    *,
    wait: float = 300.0,
    idle: float = 120.0,
    tap: Tap | None = None,
    key: str | None = None,
    tls: ssl.SSLContext | None = None,
    watch_key: str | None = None,
) -> Served:
    """Serve ``session`` until the guest acknowledged the game's end, or left after it and did
    not come back within :data:`END_GRACE` (TimeoutError when no guest comes, or comes back
    during the game, within ``wait`` seconds: the game pauses while the guest is away).

    Each connection must begin with a hello that is welcomed or resumes the session with its
    secret token; anything else is refused and the connection closed. With a ``key`` (the
    invitation's one-time key) every hello must also carry it, else it is refused
    (:data:`~.invitation.BAD_KEY`). While a connection is open the host also listens: a
    newcomer that resumes takes over (the old connection is closed); any other is answered and
    closed, the game going on. With ``tls`` each connection begins with a TLS handshake (one
    that fails is closed, the host waiting on). With a ``watch_key`` (the spectators'
    invitation's key) a hello carrying it is a spectator's (:meth:`HostSession.watch`): it is
    sent the game for no seat while the guest plays (at most :data:`MAX_SPECTATORS`)."""
    served = Served()
    link: _Link | None = None
    gate = _Gate(session, key, tap, tls, watch_key)
    try:
        while not session.finished:
            if link is None:
                link = _accept(gate, listener, wait)
                if link is None:
                    return served
                served.connections += 1
            watching = [spectator.sock for spectator in gate.spectators]
            silence = FOLLOW_WAIT if session.owes else idle
            readable, _, _ = select.select([link.sock, listener, *watching], [], [], silence)
            if not readable and session.owes:  # the guest's ack is late: the host moves now
                if not _follow(gate, link):
                    link.sock.close()
                    link = None
            elif not readable:  # silent past the idle limit: gone, or half-open
                link.sock.close()
                link = None
            elif listener in readable:
                newcomer = _newcomer(gate, listener)
                if newcomer is not None and newcomer.channel is not None:
                    gate.spectators.append(newcomer)
                    served.spectators += 1
                elif newcomer is not None:
                    link.sock.close()
                    link = newcomer
                    served.connections += 1
                    served.takeovers += 1
            elif link.sock in readable and not _read(gate, link):
                link.sock.close()
                link = None
            elif link.channel is not None:  # the first connection was a spectator's
                gate.spectators.append(link)
                served.spectators += 1
                link = None
            for spectator in [s for s in gate.spectators if s.sock in readable]:
                if not _read(gate, spectator):
                    spectator.sock.close()
                    gate.spectators.remove(spectator)
    finally:
        for open_link in [link, *gate.spectators]:
            if open_link is not None:
                open_link.sock.close()
    return served


def _accept(gate: _Gate, listener: Listener, wait: float) -> _Link | None:
    """The next connection (None: the game is over and the guest did not come back)."""
    over = gate.session.over
    deadline = time.monotonic() + (min(wait, END_GRACE) if over else wait)
    while True:
        listener.settimeout(max(0.001, deadline - time.monotonic()))
        try:
            conn, _peer = listener.accept()
        except TimeoutError:
            if over:
                return None  # the last event was sent; the guest left without saying it got it
            raise TimeoutError("no guest came") from None
        link = _secure(gate, conn)
        if link is not None:
            return link


def _secure(gate: _Gate, conn: socket.socket) -> _Link | None:
    """A new connection ready for frames: after the TLS handshake when there is TLS (None,
    the connection closed, when it fails)."""
    _configure(conn, HELLO_WAIT)
    if gate.tls is not None:
        try:
            conn = wrap_server(conn, gate.tls)
        except OSError:
            return None
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
    tls: ssl.SSLContext | None = None
    watch_key: str | None = None
    spectators: list[_Link] = field(default_factory=list)

    def spectator(self, message: Message) -> Channel | None:
        """The spectator's channel a hello with the spectators' key is for (a new one, or the
        one its resume token names; None: not a spectator's hello, or too many)."""
        given = message.get("key")
        if self.watch_key is None or not isinstance(given, str):
            return None
        if not hmac.compare_digest(given.encode(), self.watch_key.encode()):
            return None
        resume = message.get("resume")
        token = resume.get("token") if isinstance(resume, dict) else None
        for channel in self.session.spectators:
            if token is not None and channel.token_holds(token):
                return channel
        if len(self.session.spectators) >= MAX_SPECTATORS:
            return None
        return self.session.watch()

    def key_holds(self, message: Message) -> bool:
        """Whether a hello carries the invitation's key (always, without a key)."""
        if self.key is None:
            return True
        given = message.get("key")
        return isinstance(given, str) and hmac.compare_digest(given.encode(), self.key.encode())


def _read(gate: _Gate, link: _Link) -> bool:
    """Read what arrived and answer it; False when the connection is over."""
    try:
        data = _receive(link.sock)
        if not data:
            return False
        return _answer(gate, link, link.reader.feed(data))
    except ProtocolError as error:
        with contextlib.suppress(OSError):
            send_all(link.sock, [{"type": "error", "reason": error.reason}], gate.tap)
        return False
    except OSError:
        return False


def _receive(sock: socket.socket) -> bytes:
    """What arrived on ``sock``, with the bytes TLS already decrypted and holds (``select``
    does not see those)."""
    data = sock.recv(READ_SIZE)
    if data and isinstance(sock, ssl.SSLSocket):
        while sock.pending():
            data += sock.recv(sock.pending())
    return data


def _answer(gate: _Gate, link: _Link, messages: list[Message]) -> bool:
    """Answer each message; False when the connection is to be closed (a refusal)."""
    session, tap = gate.session, gate.tap
    for message in messages:
        hello = message.get("type") == "hello"
        if hello and not link.trusted and link.channel is None:
            link.channel = gate.spectator(message)
        if link.channel is not None:
            tap = None  # the tap hears the guest's frames
        if not link.trusted and not hello:
            replies: list[Message] = [{"type": "refused", "reason": BAD_TOKEN}]
        elif hello and link.channel is None and not gate.key_holds(message):
            session.refusals += 1
            replies = [{"type": "refused", "reason": BAD_KEY}]
        else:
            replies = session.receive(message, link.channel, follow=False)
        if hello:
            link.trusted = bool(replies) and replies[0]["type"] in ("welcome", "resumed")
        send_all(link.sock, replies, tap)
        _flush(gate)
        if message.get("type") != "cmd":  # (after a command's answer: once it is taken in)
            _follow(gate, link)
        if any(reply["type"] == "refused" for reply in replies):
            return False
        if session.finished:
            return True
    return True


def _follow(gate: _Gate, link: _Link) -> bool:
    """The host's own moves owed after a command's answer, played and sent on the guest's
    ``link`` (never a spectator's; False: the connection broke, they wait in the outbox for
    the guest's resume)."""
    if link.channel is not None:
        return True
    more = gate.session.follow()
    try:
        send_all(link.sock, more, gate.tap)
    except OSError:
        return False
    finally:
        _flush(gate)
    return True


def _flush(gate: _Gate) -> None:
    """Send the spectators what the last message made for them (one that cannot take it is
    dropped: it may come back and resume)."""
    for channel, message in gate.session.take_outgoing():
        for spectator in gate.spectators:
            if spectator.channel is channel:
                try:
                    send_all(spectator.sock, [message])
                except OSError:
                    spectator.sock.close()
                    gate.spectators.remove(spectator)
                break


def _newcomer(gate: _Gate, listener: Listener) -> _Link | None:
    """A connection that arrived while another is open: it takes over when its first frame
    resumes the session (or, before the game began, says hello again); else it is answered and
    closed."""
    listener.settimeout(HELLO_WAIT)
    try:
        conn, _peer = listener.accept()
    except OSError:
        return None
    secured = _secure(gate, conn)
    if secured is None:
        return None
    link, conn = secured, secured.sock
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
    session: GuestSession | Spectator,
    address: tuple[str, int] | Dialer,
    *,
    attempts: int = 12,
    idle: float = 120.0,
    tap: Tap | None = None,
    key: str | None = None,
) -> None:
    """Play ``session`` through the host at ``address`` to the game's end, connecting again
    after a cut (at most ``attempts`` failures in a row; then the last error is raised).
    :class:`~.guest.Refused` is raised at once. ``key``: the invitation's one-time key, sent
    with every hello. ``address`` may be a dialer (:mod:`.secure`, :mod:`.relay`): TLS, and
    the way through a relay."""
    failures = 0
    while not session.done:
        progress = session.last_seq
        try:
            with _dial(address, idle) as sock:
                _play_connection(session, sock, idle, tap, key)
        except (OSError, ProtocolError):
            if session.last_seq > progress:
                failures = 0
            failures += 1
            if failures >= attempts:
                raise
            time.sleep(min(1.0, 0.02 * 2**failures))


def _dial(address: tuple[str, int] | Dialer, timeout: float) -> socket.socket:
    if callable(address):
        return address(timeout)
    sock = socket.create_connection(address, timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _play_connection(
    session: GuestSession | Spectator,
    sock: socket.socket,
    idle: float,
    tap: Tap | None,
    key: str | None,
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
