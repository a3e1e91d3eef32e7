"""Playing a served match (both seats guests, and spectators) in memory, and through a
``tabletop serve`` server running in this process."""

from __future__ import annotations

import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from tabletop.remote.channel import Channel
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.protocol import FrameReader, Message, encode
from tabletop.remote.spectator import Spectator
from tabletop.remote.transport import join

Client = GuestSession | Spectator
Tap = Callable[[Message], None]


def play_served_in_memory(
    session: HostSession,
    players: tuple[GuestSession, ...],
    spectators: tuple[Spectator, ...] = (),
    taps: dict[int, Tap] | None = None,
    steps: int = 200_000,
) -> None:
    """Play ``session`` to its end, each frame handed over in memory (``players``: one per
    remote seat, in seat order; ``taps``: spectator index → hears each frame sent to it, at the
    moment it is sent)."""
    taps = taps or {}
    seats = sorted(session.channels)
    clients: list[tuple[Client, Channel]] = [
        *((player, session.channels[seat]) for player, seat in zip(players, seats, strict=True)),
        *((spectator, session.watch()) for spectator in spectators),
    ]
    first = len(players)  # the first spectator's index
    to_host: deque[tuple[int, Message]] = deque()
    for index, (client, _) in enumerate(clients):
        to_host.extend((index, m) for m in client.start())

    def deliver(index: int, messages: list[Message]) -> None:
        client = clients[index][0]
        for message in messages:
            if index >= first and index - first in taps:
                taps[index - first](message)
            to_host.extend((index, answer) for answer in client.receive(message))

    for _ in range(steps):
        if all(client.done for client, _ in clients) and not to_host:
            return
        if not to_host:
            raise AssertionError("the match stalled")
        index, message = to_host.popleft()
        deliver(index, session.receive(message, clients[index][1]))
        for channel, out in session.take_outgoing():
            found = [i for i, (_, c) in enumerate(clients) if c is channel]
            if found:  # else a connection gone: what it missed waits for its resume
                deliver(found[0], [out])
    raise AssertionError("the match did not end")


def create(port: int, game: str, decks: list[str] | None = None) -> Message:
    """Ask the server on ``port`` (no TLS) for a match; its answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(encode({"type": "create", "game": game, "decks": decks}))
        return read_one(sock)


def read_one(sock: socket.socket) -> Message:
    reader = FrameReader()
    while True:
        data = sock.recv(65536)
        if not data:
            raise ConnectionResetError("closed")
        messages = reader.feed(data)
        if messages:
            return messages[0]


def until(holds: Callable[[], bool], tries: int = 600) -> bool:
    """Whether ``holds()`` comes true within a bounded number of looks (the server's thread
    may still be reading the last frames)."""
    for _ in range(tries):
        if holds():
            return True
        time.sleep(0.05)
    return holds()


@dataclass
class Joined:
    clients: list[Client]
    errors: list[BaseException] = field(default_factory=list)


def join_all(port: int, clients: list[tuple[Client, str]]) -> Joined:
    """Play each client with its key against the server on ``port`` (threads), to the end."""
    joined = Joined([client for client, _ in clients])

    def run(client: Client, key: str) -> None:
        try:
            join(client, ("127.0.0.1", port), key=key, attempts=3, idle=30)
        except BaseException as error:
            joined.errors.append(error)

    threads = [threading.Thread(target=run, args=pair, daemon=True) for pair in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert not any(thread.is_alive() for thread in threads), "a client did not finish"
    return joined
