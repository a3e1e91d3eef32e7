"""The network of a window's remote game on its own thread: frames in, frames out, nothing else.

:mod:`.transport` plays a whole game on the thread that calls it (the sessions' ``receive``
runs there). A window's game must stay single-writer on the window's thread, so these links
only carry frames: each runs one thread that reads sockets and writes what :meth:`send` queued,
and hands every whole message to a callback (the window turns it into a queued Qt signal and
answers on its own thread). Nothing here touches a session.

:class:`HostLink` listens and holds one guest at a time: a new connection may only say
``hello`` (with the invitation's key when there is one); what it sends after is held until the
host answers. It becomes *the* guest's connection when the host answers it ``welcome`` or
``resumed`` (the old one is then closed, and what it held is handed on), and is closed after
``refused``. :class:`GuestLink` connects, and after a cut connects again every
:data:`RETRY_SECONDS` until closed; each connection is an *epoch*, and frames queued for an
older epoch are dropped (so a resume's ``hello`` is always the first frame of its connection).
Both say how the link is with ``on_state``: ``connected``, ``lost`` (or ``failed``: the guest
could not connect; ``refused``: the host's certificate is not the invitation's, and the guest
stops). With TLS (the host's ``tls`` context, the guest's ``dialer`` from :mod:`.secure`) every
frame is encrypted and the host's certificate checked against the invitation's fingerprint; a
newcomer's handshake runs on a thread of its own, so a slow one never stalls the game.
"""

from __future__ import annotations

import contextlib
import hmac
import queue
import select
import socket
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .guest import Refused
from .invitation import BAD_KEY
from .protocol import FrameReader, Message, ProtocolError, encode
from .secure import Dialer, wrap_server

READ_SIZE = 65536
RETRY_SECONDS = 1.0
"""How often a guest that lost its connection tries again."""
IDLE_SECONDS = 60.0
"""A connection silent this long is given up (the guest pings four times within it)."""
MAX_NEWCOMERS = 4
"""Connections that have not said hello yet, at most (more are closed at once)."""
MAX_SPECTATORS = 16
"""Spectators of a hosting window at once, at most (as a hosted game's: see
:data:`~.transport.MAX_SPECTATORS`)."""
CONNECTED = "connected"
LOST = "lost"
FAILED = "failed"
REFUSED = "refused"


class Listener(Protocol):
    """Where the host takes connections: a listening socket, or a relay's room
    (:class:`~.relay.RelayListener`)."""

    def fileno(self) -> int: ...
    def settimeout(self, value: float | None, /) -> None: ...
    def accept(self) -> tuple[socket.socket, Any]: ...
    def getsockname(self) -> Any: ...
    def close(self) -> None: ...


OnMessage = Callable[[int, Message], None]
"""(connection or epoch, message): a whole message arrived."""
OnState = Callable[[str], None]


GUEST = 0
"""The connection number :meth:`HostLink.send_to_guest` queues for (connections count from 1)."""
MAX_HELD = 16
"""Frames a connection may send after its hello before the host answered it (more: closed)."""


@dataclass
class _Conn:
    sock: socket.socket
    reader: FrameReader = field(default_factory=FrameReader)
    heard: float = field(default_factory=time.monotonic)
    said_hello: bool = False
    spectator: bool = False  # its hello carried the spectators' key
    held: list[Message] = field(default_factory=list)
    """Frames that came after the hello, held until the host welcomes the connection."""


def receive(sock: socket.socket) -> bytes | None:
    """What arrived on ``sock``, with what TLS already decrypted and holds (``select`` does not
    see those bytes); None when nothing arrived for the frames yet. A TLS socket is read
    without waiting: what made it readable may be TLS's own records (the session tickets a
    server sends after the handshake) or part of one, and a read that waited for frames there
    kept the guest from sending its hello until the read timed out (5 s, then a new
    connection, and again: the host never heard it)."""
    if not isinstance(sock, ssl.SSLSocket):
        return sock.recv(READ_SIZE)
    timeout = sock.gettimeout()
    sock.setblocking(False)
    try:
        data = sock.recv(READ_SIZE)
        while data and sock.pending():
            data += sock.recv(sock.pending())
    except (ssl.SSLWantReadError, ssl.SSLWantWriteError):
        return None
    finally:
        sock.settimeout(timeout)
    return data


class _Thread:
    """A thread woken by :meth:`send` (a socket pair), with a queue of frames to write."""

    def __init__(self, on_message: OnMessage, on_state: OnState) -> None:
        self._on_message = on_message
        self._on_state = on_state
        self._out: queue.SimpleQueue[tuple[int, list[Message]]] = queue.SimpleQueue()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=type(self).__name__, daemon=True)

    def start(self) -> None:
        """Start the link's thread."""
        self._thread.start()

    def send(self, messages: list[Message], conn: int) -> None:
        """Queue ``messages`` for connection (or epoch) ``conn``; any thread may call it."""
        if messages:
            self._out.put((conn, list(messages)))
            with contextlib.suppress(OSError):
                self._wake_w.send(b"\0")

    def close(self, timeout: float = 5.0) -> None:
        """Stop the thread (what is queued is written first) and close every socket."""
        self._stop.set()
        with contextlib.suppress(OSError):
            self._wake_w.send(b"\0")
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout)
        for sock in (self._wake_r, self._wake_w):
            sock.close()

    def _run(self) -> None:
        raise NotImplementedError

    def _drain_wake(self) -> None:
        with contextlib.suppress(OSError):
            while self._wake_r.recv(4096):
                pass


class HostLink(_Thread):
    """The host's side: listens on ``bind:port`` (port 0: any free port; see :attr:`port`)."""

    def __init__(
        self,
        on_message: OnMessage,
        on_state: OnState,
        *,
        bind: str = "127.0.0.1",
        port: int = 0,
        key: str | None = None,
        idle: float = IDLE_SECONDS,
        tls: ssl.SSLContext | None = None,
        listener: Listener | None = None,
        watch_key: str | None = None,
    ) -> None:
        """``key``: the invitation's one-time key every hello must carry (None: none);
        ``tls``: the host's TLS context (None: frames in the clear); ``listener``: where guests
        come from instead of ``bind:port`` (a relay's room: :class:`~.relay.RelayListener`);
        ``watch_key``: the spectators' key (None: no spectators). A connection whose hello
        carries it is a spectator's: its number is in :attr:`spectators` before its first
        message is handed on, and its welcome never makes it the guest's connection (at most
        :data:`MAX_SPECTATORS` at once; more are refused ``full``)."""
        super().__init__(on_message, on_state)
        self._tls = tls
        self._secured: queue.SimpleQueue[socket.socket] = queue.SimpleQueue()
        if listener is None:
            listener = socket.create_server((bind, port))
        listener.settimeout(0.0)
        self._listener: Listener = listener
        self.port: int = int(self._listener.getsockname()[1])
        self.key = key
        self.watch_key = watch_key
        self.spectators: set[int] = set()
        self._idle = idle
        self._conns: dict[int, _Conn] = {}
        self._current: int | None = None
        self._next = 1

    def current(self) -> int | None:
        """The guest's connection, once one was welcomed (None: none now)."""
        return self._current

    def send_to_guest(self, messages: list[Message]) -> None:
        """Queue ``messages`` for the guest's connection as it is when they are written: after
        a resume's answer queued before them, the new connection (asking :meth:`current` when
        queueing would name none, or the old one, until that answer is written). With no
        guest connected they are dropped: the host holds its events until acknowledged, and
        the next resume sends what was missed."""
        self.send(messages, GUEST)

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                socks = [self._listener, self._wake_r, *(c.sock for c in self._conns.values())]
                readable, _, _ = select.select(socks, [], [], 1.0)
                if self._wake_r in readable:
                    self._drain_wake()
                self._write()
                self._take_secured()
                if self._listener in readable:
                    self._accept()
                for number, conn in list(self._conns.items()):
                    if conn.sock in readable:
                        self._read(number, conn)
                    elif time.monotonic() - conn.heard > self._idle:
                        self._drop(number)
            self._write()
        finally:
            for number in list(self._conns):
                self._drop(number, quiet=True)
            self._listener.close()

    def _accept(self) -> None:
        try:
            sock, _peer = self._listener.accept()
        except OSError:
            return
        if self._newcomers() > MAX_NEWCOMERS:
            sock.close()
            return
        sock.setblocking(True)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        tls = self._tls
        if tls is None:
            self._add(sock)
            return

        def handshake() -> None:
            try:
                secured = wrap_server(sock, tls)
            except OSError:
                return  # (closed by wrap_server)
            self._secured.put(secured)
            with contextlib.suppress(OSError):
                self._wake_w.send(b"\0")

        threading.Thread(target=handshake, name="HostLink-handshake", daemon=True).start()

    def _take_secured(self) -> None:
        while True:
            try:
                sock = self._secured.get_nowait()
            except queue.Empty:
                return
            if self._stop.is_set() or self._newcomers() > MAX_NEWCOMERS:
                sock.close()
            else:
                self._add(sock)

    def _newcomers(self) -> int:
        """Connections that are neither the guest's nor a spectator's."""
        return sum(1 for n in self._conns if n != self._current and n not in self.spectators)

    def _add(self, sock: socket.socket) -> None:
        sock.settimeout(5.0)
        self._conns[self._next] = _Conn(sock)
        self._next += 1

    def _read(self, number: int, conn: _Conn) -> None:
        try:
            data = receive(conn.sock)
            if data is None:
                return
            if not data:
                raise ConnectionResetError
            messages = conn.reader.feed(data)
        except (OSError, ProtocolError):
            self._drop(number)
            return
        conn.heard = time.monotonic()
        for message in messages:
            if number != self._current and not conn.spectator:
                if conn.said_hello:  # held until the hello is answered
                    conn.held.append(message)
                    if len(conn.held) > MAX_HELD:
                        self._drop(number)
                        return
                    continue
                if message.get("type") != "hello":
                    self._refuse(number, "token")
                    return
                if _holds(self.watch_key, message.get("key")):
                    if len(self.spectators) >= MAX_SPECTATORS:
                        self._refuse(number, "full")
                        return
                    conn.spectator = True
                    self.spectators.add(number)
                elif not self._key_holds(message.get("key")):
                    self._refuse(number, BAD_KEY)
                    return
                conn.said_hello = True
            self._on_message(number, message)

    def _key_holds(self, given: object) -> bool:
        return self.key is None or _holds(self.key, given)

    def _refuse(self, number: int, reason: str) -> None:
        conn = self._conns.get(number)
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.sock.sendall(encode({"type": "refused", "reason": reason}))
            self._drop(number)

    def _write(self) -> None:
        while True:
            try:
                number, messages = self._out.get_nowait()
            except queue.Empty:
                return
            if number == GUEST and self._current is not None:
                number = self._current
            conn = self._conns.get(number)
            if conn is None:
                continue
            try:
                for message in messages:
                    conn.sock.sendall(encode(message))
            except OSError:
                self._drop(number)
                continue
            kinds = {message.get("type") for message in messages}
            if conn.spectator:  # a spectator's: never the guest's connection
                if "refused" in kinds:
                    self._drop(number)
                continue
            if kinds & {"welcome", "resumed"} and number != self._current:
                old, self._current = self._current, number
                if old is not None:
                    self._drop(old, quiet=True)
                self._on_state(CONNECTED)
                held, conn.held = conn.held, []
                for message in held:
                    self._on_message(number, message)
            if "refused" in kinds:
                self._drop(number)

    def _drop(self, number: int, *, quiet: bool = False) -> None:
        self.spectators.discard(number)
        conn = self._conns.pop(number, None)
        if conn is not None:
            conn.sock.close()
        if number == self._current:
            self._current = None
            if not quiet:
                self._on_state(LOST)


def _holds(key: str | None, given: object) -> bool:
    """Whether ``given`` is ``key`` (never, without a key)."""
    if key is None or not isinstance(given, str):
        return False
    return hmac.compare_digest(given.encode(), key.encode())


class GuestLink(_Thread):
    """The guest's side: connects to ``address``, and again after each cut, until closed."""

    def __init__(
        self,
        on_message: OnMessage,
        on_state: OnState,
        address: tuple[str, int],
        *,
        idle: float = IDLE_SECONDS,
        dialer: Dialer | None = None,
    ) -> None:
        """``dialer``: opens a connection ready for frames (TLS, a relay: see :mod:`.secure`);
        None: a plain TCP connection to ``address``."""
        super().__init__(on_message, on_state)
        self._dialer = dialer
        self.refusal = ""
        self._address = address
        self._idle = idle
        self.epoch = 0
        self._cut = threading.Event()

    def cut(self) -> None:
        """Drop the connection now (the link connects again and the session resumes): what a
        flaky network does, on purpose."""
        self._cut.set()
        with contextlib.suppress(OSError):
            self._wake_w.send(b"\0")

    def _run(self) -> None:
        failed_once = False
        while not self._stop.is_set():
            try:
                sock = self._connect()
            except Refused as refused:  # the host's certificate is not the invitation's
                self.refusal = refused.reason
                self._on_state(REFUSED)
                return
            except OSError:
                if not failed_once:
                    self._on_state(FAILED)
                    failed_once = True
                self._stop.wait(RETRY_SECONDS)
                continue
            failed_once = False
            self.epoch += 1
            self._discard_older()
            try:
                self._play(sock)
            finally:
                sock.close()
            if not self._stop.is_set():
                self._on_state(LOST)
                self._stop.wait(RETRY_SECONDS)

    def _connect(self) -> socket.socket:
        if self._dialer is not None:
            return self._dialer(5.0)
        return socket.create_connection(self._address, timeout=5.0)

    def _discard_older(self) -> None:
        kept: list[tuple[int, list[Message]]] = []
        while True:
            try:
                item = self._out.get_nowait()
            except queue.Empty:
                break
            if item[0] >= self.epoch:
                kept.append(item)
        for item in kept:
            self._out.put(item)

    def _play(self, sock: socket.socket) -> None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(5.0)
        reader = FrameReader()
        epoch = self.epoch
        self._on_state(CONNECTED)
        heard = pinged = time.monotonic()
        while not self._stop.is_set():
            readable, _, _ = select.select([sock, self._wake_r], [], [], 1.0)
            if self._wake_r in readable:
                self._drain_wake()
            if self._cut.is_set():
                self._cut.clear()
                return
            try:
                self._write(sock, epoch)
                now = time.monotonic()
                if sock in readable:
                    data = receive(sock)
                    if data is None:
                        continue
                    if not data:
                        return
                    heard = now
                    for message in reader.feed(data):
                        self._on_message(epoch, message)
                elif now - heard > self._idle:
                    return
                elif now - max(heard, pinged) > self._idle / 4:
                    pinged = now
                    sock.sendall(encode({"type": "ping"}))
            except (OSError, ProtocolError):
                return
        with contextlib.suppress(OSError):
            self._write(sock, epoch)

    def _write(self, sock: socket.socket, epoch: int) -> None:
        while True:
            try:
                number, messages = self._out.get_nowait()
            except queue.Empty:
                return
            if number != epoch:
                continue
            for message in messages:
                sock.sendall(encode(message))
