"""``tabletop relay``: a relay for players behind NAT (see :mod:`tabletop.remote.relay`).

``tabletop relay [--port P] [--bind ADDR] [--max-rooms N] [--room-ttl S] [--json]`` listens
until stopped (Ctrl+C or SIGTERM). It says on stderr where it listens (``--json``: one line
``{"address": "HOST:PORT", "max_rooms": N, "room_ttl": S}`` on stdout first) and, when it
stops, what it did (``--json``: one line ``{"paired": N, "refused": {code: N}, "expired": N}``).
The host gives ``--relay HOST:PORT`` to ``tabletop host``; the guest needs only the invitation.
The relay reads the rooms' names, never the game: the frames are TLS from end to end.

Exit status: 0 stopped, 1 cannot listen, 2 bad arguments. No Qt here.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from typing import TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

OK, FAILED, BAD_ARGS = 0, 1, 2
CONTEXT = "RemoteCommand"
DEFAULT_PORT = 41631


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> None:
    """Add the ``relay`` subparser to ``subparsers``."""
    relay = subparsers.add_parser(
        "relay",
        help="run a relay for players behind NAT (pairs host and guest by room)",
        description=(
            "Run a relay: the host registers a room, the guest joins it, and the relay forwards "
            "their encrypted bytes both ways without reading them."
        ),
    )
    relay.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any)"
    )
    relay.add_argument(
        "--bind", metavar="ADDR", default="0.0.0.0",
        help="address to listen on (default 0.0.0.0: every network)",
    )  # fmt: skip
    relay.add_argument("--max-rooms", metavar="N", type=int, default=256, help="rooms at most")
    relay.add_argument(
        "--room-ttl", metavar="S", type=float, default=3600.0,
        help="seconds an unused room is kept (default 3600)",
    )  # fmt: skip
    relay.add_argument("--json", action="store_true", help="say it as JSON lines")
    relay.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    relay.set_defaults(run=run_relay)


def run_relay(
    args: argparse.Namespace,
    out: TextIO | None = None,
    err: TextIO | None = None,
    stop: threading.Event | None = None,
) -> int:
    """Relay until stopped (SIGTERM, Ctrl+C, or ``stop``); the exit status."""
    from tabletop.i18n.plain import command_translate

    out, err = out or sys.stdout, err or sys.stderr
    translate = command_translate(args.lang)

    def tr(text: str) -> str:
        return translate(CONTEXT, text)

    if not 0 <= args.port <= 65535 or args.max_rooms < 1 or args.room_ttl <= 0:
        text = QT_TRANSLATE_NOOP(
            "RemoteCommand", "--port from 0 to 65535, --max-rooms and --room-ttl above 0."
        )
        print(f"tabletop relay: {tr(text)}", file=err)
        return BAD_ARGS
    from tabletop.remote.invitation import format_address
    from tabletop.remote.relay import Relay
    from tabletop.remote.transport import listen

    try:
        listener = listen(args.bind, args.port)
    except OSError as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Cannot listen there: {error}"))
        print(f"tabletop relay: {text.format(error=error)}", file=err)
        return FAILED
    relay = Relay(listener, max_rooms=args.max_rooms, room_ttl=args.room_ttl)
    address = format_address(*relay.address)
    if args.json:
        said = {"address": address, "max_rooms": args.max_rooms, "room_ttl": args.room_ttl}
        print(json.dumps(said), file=out, flush=True)
    text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Relay listening at {address}"))
    print(text.format(address=address), file=err, flush=True)
    stop = stop or threading.Event()
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
    relay.start()
    try:
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        relay.close()
    stats = relay.stats
    if args.json:
        done = {"paired": stats.paired, "refused": stats.refused, "expired": stats.expired}
        print(json.dumps(done), file=out, flush=True)
    else:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Relay stopped: {paired} games paired."))
        print(text.format(paired=stats.paired), file=err)
    return OK
