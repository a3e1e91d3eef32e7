"""Running a host and a guest on loopback in one process (threads), and in memory."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from tabletop.ai.match import new_game
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.protocol import FrameReader, Message, encode
from tabletop.remote.transport import Served, Tap, join, listen, serve

from .chaos import ChaosProxy

HOST_HALF = "0123456789abcdef" * 2
GUEST_HALF = "fedcba9876543210" * 2


def make_host(game: str, guest_seat: int = 1, cls: type[HostSession] = HostSession) -> HostSession:
    return cls(game, lambda seed: new_game(game, seed), guest_seat, "random", host_half=HOST_HALF)


@dataclass
class Played:
    host: HostSession
    guest: GuestSession
    errors: list[BaseException] = field(default_factory=list)
    proxy: ChaosProxy | None = None
    served: Served | None = None


def play_loopback(
    host: HostSession,
    guest: GuestSession,
    *,
    chaos_seed: int | None = None,
    cut_after: int | None = None,
    tap: Tap | None = None,
    before: Callable[[tuple[str, int]], None] | None = None,
    half_open: bool = False,
    guest_idle: float = 30,
    cuts: int = 1,
) -> Played:
    """Serve ``host`` on 127.0.0.1 (port 0), through a chaos proxy when ``chaos_seed`` is given,
    and play ``guest`` against it to the end (bounded: the host waits at most 30 s a guest)."""
    listener = listen("127.0.0.1", 0)
    played = Played(host, guest)

    def run() -> None:
        try:
            played.served = serve(host, listener, wait=30, idle=60, tap=tap)
        except BaseException as error:
            played.errors.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    address = listener.getsockname()[:2]
    try:
        if before is not None:
            before(address)
        if chaos_seed is not None:
            played.proxy = ChaosProxy(
                address, chaos_seed, cut_after, half_open=half_open, cuts=cuts
            )
            address = played.proxy.address
        join(guest, address, attempts=6, idle=guest_idle)
        thread.join(60)
    finally:
        if played.proxy is not None:
            played.proxy.close()
        listener.close()
    return played


def wire(message: Message) -> Message:
    """A message as the other side reads it (through a frame)."""
    (out,) = FrameReader().feed(encode(message))
    return out


def pump(host: HostSession, to_host: list[Message], limit: int = 100_000) -> list[Message]:
    """Hand ``to_host`` to ``host``; every answer (no guest in between)."""
    out: list[Message] = []
    for message in to_host[:limit]:
        out += [wire(m) for m in host.receive(wire(message))]
    return out


def play_in_memory(host: HostSession, guest: GuestSession, steps: int = 100_000) -> None:
    """Play a whole game with the frames handed over in memory."""
    outgoing = guest.start()
    for _ in range(steps):
        if guest.done:
            return
        answers = pump(host, outgoing)
        outgoing = [m for answer in answers for m in guest.receive(answer)]
        if not outgoing and not guest.done:
            raise AssertionError("the game stalled")
    raise AssertionError("the game did not end")
