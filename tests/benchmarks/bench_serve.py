"""``tabletop serve`` at scale (issue 30): K matches at once on loopback, both players of each
a random computer guest, against one server process (a child: ``python -m tabletop serve``,
TLS, the clients in this process, a thread each).

Figures: matches held at once; the actions a second the server applied over the whole run
(guest commands, each answered by events to both guests); the round trip of a command (sent
→ the event answering it received), median and 99th percentile; the server's CPU time per
action and its share of the wall time (one core is 1.0: how near one process is to its
bound); the server process's peak resident memory, and per match. ``python tests/benchmarks/bench_serve.py [K ...]`` prints them
for each K (default 10 50 100).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator

from bench_remote import TimedGuest
from common import Figure, at_most

from tabletop.remote.invitation import Invitation
from tabletop.remote.protocol import FrameReader, Message, encode
from tabletop.remote.relay import dialer_for
from tabletop.remote.server import invitations
from tabletop.remote.transport import join

SIZES = (10, 50, 100)


def _memory_kb(pid: int, field: str) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _create(server: Invitation, game: str) -> Message:
    with dialer_for(server)(60.0) as sock:
        sock.sendall(encode({"type": "create", "game": game, "decks": None}))
        reader = FrameReader()
        while True:
            data = sock.recv(65536)
            if not data:
                raise ConnectionResetError("closed")
            found = reader.feed(data)
            if found:
                return found[0]


def measure(matches: int) -> dict[str, float]:
    """Play ``matches`` matches at once (half DBGT, half YYH) through one server process."""
    home = tempfile.mkdtemp(prefix="bench-serve-")
    env = {**os.environ, "TABLETOP_HOME": home}
    server = subprocess.Popen(
        [sys.executable, "-m", "tabletop", "serve", "--port", "0", "--json", "--lang", "en",
         "--max-matches", str(matches), "--creations", str(matches), "--stop-after",
         str(matches)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert server.stdout is not None
        address = Invitation.parse(json.loads(server.stdout.readline())["server"])
        idle_kb = _memory_kb(server.pid, "VmRSS")
        guests: list[TimedGuest] = []
        pairs = []
        for index in range(matches):
            created = _create(address, ("dbgt", "yyh")[index % 2])
            seat0, seat1, _ = invitations(address, created)
            for seat, text in enumerate((seat0, seat1)):
                guest = TimedGuest("random", seed=2 * index + seat, budget_ms=10)
                guests.append(guest)
                pairs.append((guest, Invitation.parse(text)))
        errors: list[BaseException] = []

        def play(guest: TimedGuest, invitation: Invitation) -> None:
            try:
                join(guest, dialer_for(invitation), key=invitation.key, attempts=4, idle=120)
            except BaseException as error:
                errors.append(error)

        threads = [threading.Thread(target=play, args=pair, daemon=True) for pair in pairs]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=1800)
        wall = time.perf_counter() - start
        out, _ = server.communicate(timeout=120)
        ended = json.loads(out.strip().splitlines()[-1])
        peak_kb, cpu = int(ended["peak_rss_kb"]), float(ended["cpu_s"])
    finally:
        server.kill()
    trips = sorted(t for guest in guests for t in guest.round_trips)
    commands = sum(len(guest.applied_at) for guest in guests)
    audits = sum(bool(guest.audit and guest.audit.passed) for guest in guests)
    return {
        "matches": matches,
        "errors": len(errors),
        "audits_failed": len(guests) - audits,
        "commands": commands,
        "seconds": wall,
        "actions_per_s": commands / wall,
        "round_trip_p50_ms": statistics.median(trips) * 1000,
        "round_trip_p99_ms": trips[int(0.99 * (len(trips) - 1))] * 1000,
        "server_cpu_ms_per_action": cpu * 1000 / commands,
        "server_cpu_share": cpu / wall,
        "server_idle_mb": idle_kb / 1024,
        "server_peak_mb": peak_kb / 1024,
        "server_mb_per_match": (peak_kb - idle_kb) / 1024 / matches,
    }


def figures() -> Iterator[Figure]:
    """Matches held at once by one server process, and what they cost."""
    got = measure(10)
    note = f"{got['matches']} random matches at once, {got['commands']} commands, loopback, TLS"
    yield Figure("serve.round_trip_p99", got["round_trip_p99_ms"], "ms", (at_most(500),),
                 label="a guest's command answered by the server, 99th percentile", note=note)  # fmt: skip
    yield Figure("serve.memory_per_match", got["server_mb_per_match"], "MB", (at_most(20),),
                 label="the server's resident memory per match held", note=note)  # fmt: skip
    yield Figure("serve.audits_failed", got["audits_failed"] + got["errors"], "guests",
                 (at_most(0),), label="guests whose game failed or whose audit failed", note=note)  # fmt: skip


if __name__ == "__main__":
    for size in [int(arg) for arg in sys.argv[1:]] or SIZES:
        found = measure(size)
        print(" ".join(f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}"
                       for k, v in found.items()), flush=True)  # fmt: skip
