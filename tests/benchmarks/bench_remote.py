"""Remote play on loopback (issue 30): whole random games host against guest over TCP on
127.0.0.1 (both in this process, a thread each), and what they cost.

Figures: the round trip of a guest's command (sent → the event answering it received: the
frames both ways, the host applying it and playing its own moves until the guest acts again),
its median and 99th percentile; the size of an event frame (the guest's whole view and its
offers) and of the last one (the whole log and the handles' reveal, for the audit); the bytes
sent to the guest in a game; the guest's end-of-game audit; a reconnection (the guest's
connection cut mid-game → the host's ``resumed`` received on a new one: detection, back-off,
TCP, TLS, the relay's pairing when there is one, and the resume), over TLS straight and through
a relay. ``python tests/benchmarks/bench_remote.py [GAMES]`` prints them (default 10 games of
each kind).
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from common import Figure, at_most

from tabletop.ai.match import new_game
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.protocol import Message
from tabletop.remote.transport import join, listen, serve

GAMES = 10
CHAOS_GAMES = 10
RECONNECT_GAMES = 4
CUT_AT_EVENT = 6
CUTS_A_GAME = 8

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the tests' chaos proxy


class TimedGuest(GuestSession):
    """Notes when each command leaves and when the event answering it arrives."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sent_at: dict[str, float] = {}
        self.round_trips: list[float] = []

    def receive(self, message: Message) -> list[Message]:
        now = time.perf_counter()
        result = message.get("result") if message.get("type") == "event" else None
        if result is not None and result["cid"] in self.sent_at:
            self.round_trips.append(now - self.sent_at.pop(result["cid"]))
        out = super().receive(message)
        for frame in out:
            if frame["type"] == "cmd":
                self.sent_at[frame["cid"]] = time.perf_counter()
        return out


def play(game: str, seed: int) -> tuple[TimedGuest, list[int], float]:
    """One game on loopback: the guest, the size of each frame sent to it, the seconds."""
    host = HostSession(game, lambda s: new_game(game, s), seed % 2, "random")
    sizes: list[int] = []
    listener = listen("127.0.0.1", 0)
    thread = threading.Thread(
        target=serve,
        args=(host, listener),
        kwargs={"wait": 30, "tap": lambda f: sizes.append(len(f))},
    )
    start = time.perf_counter()
    thread.start()
    guest = TimedGuest("random", seed=seed)
    join(guest, listener.getsockname()[:2])
    thread.join(30)
    listener.close()
    return guest, sizes, time.perf_counter() - start


def measure(games: int = GAMES) -> dict[str, float]:
    """The figures of ``games`` games of each kind."""
    trips: list[float] = []
    events: list[int] = []
    ends: list[int] = []
    per_game: list[int] = []
    seconds: list[float] = []
    passed = 0
    for game in ("dbgt", "yyh"):
        for seed in range(games):
            guest, sizes, took = play(game, seed)
            trips += guest.round_trips
            events += sizes[2:-1]  # welcome, then the events (the last one ends the game)
            ends.append(sizes[-1])
            per_game.append(sum(sizes))
            seconds.append(took)
            passed += bool(guest.audit and guest.audit.passed)
    trips.sort()
    return {
        "games": 2 * games,
        "audits_passed": passed,
        "round_trip_median_ms": statistics.median(trips) * 1000,
        "round_trip_p99_ms": trips[min(len(trips) - 1, int(0.99 * len(trips)))] * 1000,
        "commands": len(trips),
        "event_frame_median_kb": statistics.median(events) / 1024,
        "event_frame_max_kb": max(events) / 1024,
        "end_frame_max_kb": max(ends) / 1024,
        "bytes_to_guest_median_kb": statistics.median(per_game) / 1024,
        "game_median_s": statistics.median(seconds),
    }


def skeptic(games: int = CHAOS_GAMES) -> dict[str, float]:
    """``games`` random games of each kind through the chaos proxy (1–7-byte chunks, delays,
    up to :data:`CUTS_A_GAME` cuts a game), every frame to the guest audited: the leaks found,
    the disconnects forced, the audits passed, and the guest's commands lost or applied twice
    (each decision must be applied exactly once: its answer came, and the host holds it
    once)."""
    from tests.remote.frame_audit import FrameAudit
    from tests.remote.helpers import play_loopback

    leaks = cuts = passed = lost = twice = 0
    for game in ("dbgt", "yyh"):
        for seed in range(games):
            host = HostSession(game, lambda s, g=game: new_game(g, s), seed % 2, "random")
            frames = FrameAudit(host)
            guest = GuestSession("random", seed=seed)
            played = play_loopback(host, guest, chaos_seed=seed, cut_after=40_000, tap=frames.tap,
                                   cuts=CUTS_A_GAME)  # fmt: skip
            assert played.proxy is not None
            leaks += len(frames.leaks)
            cuts += played.proxy.cuts
            passed += bool(guest.audit and guest.audit.passed)
            lost += guest.decisions - len(guest.applied_at) - guest.rejects
            twice += len(guest.problems)
    return {"games": 2 * games, "disconnects": cuts, "leaks": leaks, "audits_passed": passed,
            "lost_commands": lost, "commands_applied_twice": twice}  # fmt: skip


class CuttingGuest(GuestSession):
    """Cuts its own connection once, at event :data:`CUT_AT_EVENT`, and times how long until
    the host's ``resumed`` arrives on the next one."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.socket: Any = None
        self.cut_at: float | None = None
        self.reconnections: list[float] = []

    def receive(self, message: Message) -> list[Message]:
        import socket

        if message.get("type") == "resumed" and self.cut_at is not None:
            self.reconnections.append(time.perf_counter() - self.cut_at)
            self.cut_at = None
        out = super().receive(message)
        if (
            message.get("type") == "event"
            and message.get("seq") == CUT_AT_EVENT
            and not self.resumes
        ):
            self.cut_at = time.perf_counter()
            self.socket.shutdown(socket.SHUT_RDWR)
        return out


def reconnect(games: int = RECONNECT_GAMES) -> dict[str, float]:
    """Reconnection times over TLS, straight and through a relay (one cut a game)."""
    import socket
    import tempfile

    from tabletop.remote.invitation import new_key
    from tabletop.remote.relay import Relay, RelayListener, relay_dialer
    from tabletop.remote.secure import direct_dialer, host_identity

    identity = host_identity(Path(tempfile.mkdtemp()))
    relay = Relay(listen("127.0.0.1", 0)).start()
    times: dict[str, list[float]] = {"direct": [], "relay": []}
    try:
        for way in times:
            for seed in range(games):
                game = ("dbgt", "yyh")[seed % 2]
                host = HostSession(game, lambda s, g=game: new_game(g, s), seed % 2, "random")
                key = new_key()
                if way == "relay":
                    listener: Any = RelayListener(relay.address, f"bench{seed}")
                    dialer = relay_dialer(relay.address, f"bench{seed}", identity.fingerprint)
                else:
                    listener = listen("127.0.0.1", 0)
                    dialer = direct_dialer(listener.getsockname()[:2], identity.fingerprint)
                kwargs = {"wait": 30, "key": key, "tls": identity.context()}
                thread = threading.Thread(target=serve, args=(host, listener), kwargs=kwargs)
                thread.start()
                guest = CuttingGuest("random", seed=seed)

                def dial(
                    timeout: float, guest: CuttingGuest = guest, dialer: Any = dialer
                ) -> socket.socket:
                    guest.socket = dialer(timeout)
                    return guest.socket  # type: ignore[no-any-return]

                join(guest, dial, key=key)
                thread.join(30)
                listener.close()
                assert guest.audit is not None and guest.audit.passed
                times[way] += guest.reconnections
    finally:
        relay.close()
    out: dict[str, float] = {}
    for way, found in times.items():
        out[f"reconnect_{way}_count"] = len(found)
        out[f"reconnect_{way}_median_ms"] = statistics.median(found) * 1000
        out[f"reconnect_{way}_max_ms"] = max(found) * 1000
    return out


def figures() -> Iterator[Figure]:
    """Round trips and frame sizes of remote games on loopback."""
    got = measure()
    note = f"{got['commands']} commands in {got['games']} random games, loopback"
    yield Figure("remote.round_trip_p99", got["round_trip_p99_ms"], "ms", (at_most(50),),
                 label="a guest's command answered on loopback, 99th percentile", note=note)  # fmt: skip
    yield Figure("remote.event_frame_median", got["event_frame_median_kb"], "KB", (at_most(8),),
                 label="an event frame (the guest's view and offers), median")  # fmt: skip
    yield Figure("remote.end_frame_max", got["end_frame_max_kb"], "KB", (at_most(1024),),
                 label="the last frame (log and reveal for the audit), largest")  # fmt: skip
    again = reconnect()
    note = (f"{again['reconnect_direct_count']} straight and {again['reconnect_relay_count']} "
            "through a relay, TLS, loopback")  # fmt: skip
    worst = max(again["reconnect_direct_max_ms"], again["reconnect_relay_max_ms"])
    yield Figure("remote.reconnect_max", worst, "ms", (at_most(1000),),
                 label="a cut connection resumed (detection to resumed), slowest", note=note)  # fmt: skip
    chaos = skeptic()
    note = f"{chaos['games']} games through the chaos proxy, {chaos['disconnects']} disconnects"
    yield Figure("remote.chaos_leaks", chaos["leaks"], "frames", (at_most(0),),
                 label="frames to the guest holding what it may not see", note=note)  # fmt: skip
    yield Figure("remote.chaos_lost_or_twice", chaos["lost_commands"] + chaos["commands_applied_twice"],
                 "commands", (at_most(0),), label="guest commands lost or applied twice",
                 note=note)  # fmt: skip
    yield Figure("remote.chaos_audits_failed", chaos["games"] - chaos["audits_passed"], "games",
                 (at_most(0),), label="games whose end-of-game audit failed", note=note)  # fmt: skip


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    for key, value in {
        **measure(count),
        **reconnect(max(2, count // 2)),
        **{f"chaos_{k}": v for k, v in skeptic(count).items()},
    }.items():
        print(f"{key}: {value:.3f}" if isinstance(value, float) else f"{key}: {value}")
