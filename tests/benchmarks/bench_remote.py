"""Remote play on loopback (issue 30): whole random games host against guest over TCP on
127.0.0.1 (the host in a child process, the guest in this one), and what they cost.

Figures: the round trip of a guest's command (sent → the event answering it received: what a
player waits for to see its move on the table: the frames both ways, the host checking and
applying it with the steps that pass by themselves after it, and the guest's view worked out;
the host's computer then plays its own moves, a separate event, as a person across the table
would think before moving), measured with the host in a child process as on another machine,
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
    """Notes when each command leaves and when the event answering it has been taken in (the
    guest's view updated)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sent_at: dict[str, float] = {}
        self.round_trips: list[float] = []

    def receive(self, message: Message) -> list[Message]:
        result = message.get("result") if message.get("type") == "event" else None
        out = super().receive(message)  # the guest's view is now the one after its move
        if result is not None and result["cid"] in self.sent_at:
            self.round_trips.append(time.perf_counter() - self.sent_at.pop(result["cid"]))
        for frame in out:
            if frame["type"] == "cmd":
                self.sent_at[frame["cid"]] = time.perf_counter()
        return out


class TimedHost(HostSession):
    """Notes the CPU time it takes to answer each of the guest's commands (check, apply, the
    steps passing by themselves, the guest's event: not the host's own moves after it)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.answers: list[float] = []

    def receive(
        self, message: Message, channel: Any = None, *, follow: bool = True
    ) -> list[Message]:
        start = time.thread_time()
        out = super().receive(message, channel, follow=follow)
        if message.get("type") == "cmd":
            self.answers.append(time.thread_time() - start)
        return out


def _host(game: str, seed: int, pipe: Any) -> None:
    """The host of :func:`play`, in a process of its own: says its port, serves the game,
    then sends the size of each frame it sent and its CPU time answering each command."""
    host = TimedHost(game, lambda s: new_game(game, s), seed % 2, "random")
    sizes: list[int] = []
    listener = listen("127.0.0.1", 0)
    pipe.send(listener.getsockname()[:2])
    serve(host, listener, wait=30, tap=lambda f: sizes.append(len(f)))
    listener.close()
    pipe.send((sizes, host.answers))


def play(game: str, seed: int) -> tuple[TimedGuest, list[int], float, list[float]]:
    """One game on loopback: the guest, the size of each frame sent to it, the seconds, and
    the host's CPU seconds answering each command. The
    host runs in a child process, as it runs on another machine: the guest's clock is not
    held up by the host's computer thinking in the same interpreter (one lock for both)."""
    import multiprocessing

    ours, theirs = multiprocessing.get_context("fork").Pipe()
    child = multiprocessing.get_context("fork").Process(target=_host, args=(game, seed, theirs))
    start = time.perf_counter()
    child.start()
    address = ours.recv()
    guest = TimedGuest("random", seed=seed)
    join(guest, address)
    sizes, answers = ours.recv() if ours.poll(30) else ([], [])
    child.join(30)
    return guest, sizes, time.perf_counter() - start, answers


def measure(games: int = GAMES) -> dict[str, float]:
    """The figures of ``games`` games of each kind."""
    trips: list[float] = []
    cpu: list[float] = []
    events: list[int] = []
    ends: list[int] = []
    per_game: list[int] = []
    seconds: list[float] = []
    passed = 0
    for game in ("dbgt", "yyh"):
        for seed in range(games):
            guest, sizes, took, answers = play(game, seed)
            trips += guest.round_trips
            cpu += answers
            events += sizes[2:-1]  # welcome, then the events (the last one ends the game)
            ends.append(sizes[-1])
            per_game.append(sum(sizes))
            seconds.append(took)
            passed += bool(guest.audit and guest.audit.passed)
    trips.sort()
    cpu.sort()
    return {
        "games": 2 * games,
        "audits_passed": passed,
        "round_trip_median_ms": statistics.median(trips) * 1000,
        "round_trip_p99_ms": trips[min(len(trips) - 1, int(0.99 * len(trips)))] * 1000,
        "commands": len(trips),
        "host_cpu_median_ms": statistics.median(cpu) * 1000,
        "host_cpu_p99_ms": cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))] * 1000,
        "event_frame_median_kb": statistics.median(events) / 1024,
        "event_frame_max_kb": max(events) / 1024,
        "end_frame_max_kb": max(ends) / 1024,
        "bytes_to_guest_median_kb": statistics.median(per_game) / 1024,
        "game_median_s": statistics.median(seconds),
    }


def skeptic(games: int = CHAOS_GAMES, first: int = 0) -> dict[str, Any]:
    """``games`` seeded random games of each kind (seeds ``first``…) through the chaos proxy
    (1–7-byte chunks, delays, up to :data:`CUTS_A_GAME` cuts a game), every frame to the guest
    audited: the leaks found, the disconnects forced, the audits passed, the guest's commands
    lost or applied twice (each decision must be applied exactly once: its answer came, and
    the host holds it once), and the games that failed (did not finish, an error on either
    side, the two sides' digests or winners differ, the audit failed: ``failed`` names them
    ``game:seed``, the seed being the one to keep as a regression test)."""
    from tests.remote.frame_audit import FrameAudit
    from tests.remote.helpers import play_loopback

    leaks = cuts = passed = lost = twice = 0
    failed: list[str] = []
    start = time.perf_counter()
    for game in ("dbgt", "yyh"):
        for seed in range(first, first + games):
            host = HostSession(game, lambda s, g=game: new_game(g, s), seed % 2, "random")
            frames = FrameAudit(host)
            guest = GuestSession("random", seed=seed)
            try:
                played = play_loopback(host, guest, chaos_seed=seed, cut_after=40_000,
                                       tap=frames.tap, cuts=CUTS_A_GAME)  # fmt: skip
            except Exception as error:  # a failed game is counted, not fatal
                failed.append(f"{game}:{seed} {type(error).__name__}: {error}")
                continue
            assert played.proxy is not None
            leaks += len(frames.leaks)
            cuts += played.proxy.cuts
            audited = bool(guest.audit and guest.audit.passed)
            passed += audited
            lost += guest.decisions - len(guest.applied_at) - guest.rejects
            twice += len(guest.problems)
            ours, theirs = host.result(), guest.result()
            agree = ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]
            if played.errors or not guest.done or not agree or not audited or frames.leaks:
                failed.append(f"{game}:{seed} errors={played.errors} done={guest.done} "
                              f"agree={agree} audit={audited} leaks={len(frames.leaks)}")  # fmt: skip
    return {"games": 2 * games, "disconnects": cuts, "leaks": leaks, "audits_passed": passed,
            "lost_commands": lost, "commands_applied_twice": twice, "failed_games": len(failed),
            "failed": failed, "seconds": time.perf_counter() - start}  # fmt: skip


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
    yield Figure("remote.round_trip_p99", got["round_trip_p99_ms"], "ms", (at_most(10),),
                 label="a guest's command answered on loopback, 99th percentile", note=note)  # fmt: skip
    yield Figure("remote.host_cpu_p99", got["host_cpu_p99_ms"], "ms", (at_most(10),),
                 label="the host's CPU answering a guest's command, 99th percentile", note=note)  # fmt: skip
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


def main(argv: list[str]) -> dict[str, Any]:
    """``[GAMES]``: every figure, GAMES games of each kind (default :data:`GAMES`);
    ``--chaos GAMES [FIRST]``: the chaos run alone (the issue's count is 200 of each kind)."""
    if argv[:1] == ["--chaos"]:
        count = int(argv[1]) if len(argv) > 1 else 200
        first = int(argv[2]) if len(argv) > 2 else 0
        return {f"chaos_{k}": v for k, v in skeptic(count, first).items()}
    count = int(argv[0]) if argv else GAMES
    return {
        **measure(count),
        **reconnect(max(2, count // 2)),
        **{f"chaos_{k}": v for k, v in skeptic(count).items()},
    }


if __name__ == "__main__":
    for key, value in main(sys.argv[1:]).items():
        print(f"{key}: {value:.3f}" if isinstance(value, float) else f"{key}: {value}")
