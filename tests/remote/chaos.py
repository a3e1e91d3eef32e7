"""A small seeded chaos proxy on loopback (the tests' stand-in for a bad network): it forwards
each connection's bytes in 1–7-byte chunks with short delays now and then, and can cut the
first connection once, mid-frame, after a number of bytes sent to the guest."""

from __future__ import annotations

import contextlib
import random
import socket
import threading

SMALL_SHARE = 1.0
"""The share of reads forwarded in 1–7-byte chunks (the others in chunks of 8 to 2048 bytes)."""


class ChaosProxy:
    """Forwards 127.0.0.1:<port> to ``upstream``; ``cut_after``: bytes towards the guest after
    which the first connection is cut (None: never)."""

    def __init__(
        self,
        upstream: tuple[str, int],
        seed: int,
        cut_after: int | None = None,
        *,
        half_open: bool = False,
        cuts: int = 1,
    ) -> None:
        """``cuts``: the first this many connections are cut, the first after ``cut_after``
        bytes towards the guest, each later one after a random number of bytes from half to twice
        that. ``half_open``: at ``cut_after`` the first connection stops forwarding either way
        but stays open (no FIN, no reset), as a connection through a dead router does."""
        self.upstream = upstream
        self.rng = random.Random(seed)
        self.cut_after = cut_after
        self.max_cuts = cuts
        self.half_open = half_open
        self.hung = threading.Event()
        self._kept: list[socket.socket] = []
        self.cuts = 0
        self.connections = 0
        self.chunks = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.2)
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    @property
    def address(self) -> tuple[str, int]:
        host, port = self._listener.getsockname()[:2]
        return host, port

    def close(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self._listener.close()
        for sock in self._kept:
            sock.close()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                guest, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            host = socket.create_connection(self.upstream)
            with self._lock:
                self.connections += 1
                first = self.connections == 1
                seed = self.rng.randrange(2**32)
                later = (
                    self.rng.randint(self.cut_after // 2, 2 * self.cut_after)
                    if self.cut_after
                    else None
                )
            cut = self.cut_after if first else later if self.connections <= self.max_cuts else None
            for sock in (guest, host):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            pair = (guest, host)
            for args in (
                (guest, host, seed, None, pair, first),
                (host, guest, seed + 1, cut, pair, first),
            ):
                threading.Thread(target=self._pump, args=args, daemon=True).start()

    def _pump(
        self,
        source: socket.socket,
        target: socket.socket,
        seed: int,
        cut: int | None,
        pair: tuple[socket.socket, socket.socket],
        first_connection: bool,
    ) -> None:
        rng = random.Random(seed)
        sent = 0
        try:
            while True:
                data = source.recv(4096)
                if not data:
                    break
                at = 0
                small = rng.random() < SMALL_SHARE
                while at < len(data):
                    size = rng.randint(1, 7) if small else rng.randint(8, 2048)
                    if self.hung.is_set() and first_connection:
                        break  # swallowed: the connection hangs half-open
                    if cut is not None and sent + size > cut:
                        target.sendall(data[at : at + max(0, cut - sent)])
                        self.cuts += 1
                        if self.half_open:
                            self.hung.set()
                            cut = None
                            continue
                        raise ConnectionAbortedError("cut")
                    target.sendall(data[at : at + size])
                    at += size
                    sent += size
                    self.chunks += 1
                    if rng.random() < 0.002:
                        self._stop.wait(0.002)  # a short delay, now and then
        except OSError:
            pass
        if self.hung.is_set() and first_connection:
            self._kept.extend(pair)  # half-open: the other side never hears of it
            return
        for sock in pair:  # one side gone: the whole connection goes
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
