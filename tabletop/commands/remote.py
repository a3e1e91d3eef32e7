"""``tabletop host`` and ``tabletop join``: a game between two machines, each side playing its
seat with the computer (the headless first slice of remote play; the window comes later).

``tabletop host --game dbgt|yyh --port P --seat0 A --seat1 B [--bind ADDR] [--json]``: one seat
is ``remote`` (the guest's), the other a level (``random``, ``greedy``, ``strong``). The host
says on stderr where it listens (``--port 0``: any free port), waits for the guest, plays the
game and prints who won and the digest of the whole log. ``tabletop join HOST:PORT --as LEVEL
[--json]`` plays the guest's seat to the end, audits the game (fair shuffles, true views, only
its own moves) and prints the same, with the audit. ``--json``: one object, ``winner`` (a seat,
or null), ``digest``, ``seat`` and for the guest ``audit`` (true when it passed).

Exit status: 0 the game was played (and, for the guest, the audit passed), 1 it was not (no
guest came, the host refused the guest, the connection was lost for good, the audit failed),
2 bad arguments. No Qt here.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

OK, FAILED, BAD_ARGS = 0, 1, 2
CONTEXT = "RemoteCommand"
LEVELS = ("random", "greedy", "strong")
REMOTE = "remote"
DEFAULT_PORT = 41630

REASONS = {
    "protocol": QT_TRANSLATE_NOOP("RemoteCommand", "the host speaks another protocol version"),
    "version": QT_TRANSLATE_NOOP("RemoteCommand", "the host runs another version of Tabletop"),
    "cards": QT_TRANSLATE_NOOP(
        "RemoteCommand", "the host's card database differs from yours (update both to the same)"
    ),
    "token": QT_TRANSLATE_NOOP("RemoteCommand", "the game could not be resumed"),
    "seated": QT_TRANSLATE_NOOP("RemoteCommand", "the host already has a guest"),
    "game": QT_TRANSLATE_NOOP("RemoteCommand", "the host plays a game this version does not know"),
}

Tr = Callable[[str], str]


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> None:
    """Add the ``host`` and ``join`` subparsers to ``subparsers``."""
    host = subparsers.add_parser(
        "host",
        help="host a game for a player on another machine (headless)",
        description=(
            "Host a game: wait for the guest at --port, play the other seat with the computer "
            "and print who won and the digest of the whole log."
        ),
    )
    host.add_argument("--game", choices=("dbgt", "yyh"), required=True, help="the game")
    host.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any)"
    )
    host.add_argument(
        "--bind", metavar="ADDR", default="127.0.0.1",
        help="address to listen on (default 127.0.0.1; 0.0.0.0 for other machines)",
    )  # fmt: skip
    for seat in (0, 1):
        host.add_argument(
            f"--seat{seat}", choices=(*LEVELS, REMOTE), required=True,
            help=f"who plays seat {seat}: remote (the guest) or the computer's level",
        )  # fmt: skip
    _common(host)
    host.add_argument(
        "--wait", metavar="S", type=float, default=300.0,
        help="seconds to wait for the guest to come (or come back) (default 300)",
    )  # fmt: skip
    host.set_defaults(run=run_host)
    join = subparsers.add_parser(
        "join",
        help="join a hosted game and play its guest seat (headless)",
        description=(
            "Join the game hosted at ADDRESS (HOST:PORT), play the guest's seat with the "
            "computer, audit the game at its end and print who won, the digest and the audit."
        ),
    )
    join.add_argument("address", metavar="ADDRESS", help="the host, as HOST:PORT")
    join.add_argument("--as", dest="level", choices=LEVELS, required=True, help="level to play")
    join.add_argument("--seed", type=int, default=0, help="seed of the computer's choices")
    _common(join)
    join.set_defaults(run=run_join)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--budget-ms", metavar="MS", type=int, default=1000,
        help="thinking time of a strong player per decision, in ms (default 1000)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")


def _translator(args: argparse.Namespace) -> Tr:
    from tabletop.i18n.plain import command_translate

    translate = command_translate(args.lang)
    return lambda text: translate(CONTEXT, text)


def _report(result: dict[str, Any], args: argparse.Namespace, tr: Tr, out: TextIO) -> None:
    if args.json:
        print(json.dumps(result), file=out)
        return
    if result["winner"] is None:
        print(tr(QT_TRANSLATE_NOOP("RemoteCommand", "The game ended without a winner.")), file=out)
    else:
        won = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Seat {seat} won."))
        print(won.format(seat=result["winner"]), file=out)
    digest = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Digest of the log: {digest}"))
    print(digest.format(digest=result["digest"]), file=out)
    if "audit" in result:
        if result["audit"]:
            text = tr(
                QT_TRANSLATE_NOOP("RemoteCommand", "Audit passed: fair shuffles, true views.")
            )
            print(text, file=out)
        else:
            text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Audit FAILED: {problem}"))
            print(text.format(problem=result.get("audit_problem", "")), file=out)


def run_host(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Host the game of ``args`` to its end; the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, _translator(args)
    seats = (args.seat0, args.seat1)
    if seats.count(REMOTE) != 1 or not 0 <= args.port <= 65535:
        text = QT_TRANSLATE_NOOP(
            "RemoteCommand",
            "One of --seat0 and --seat1 must be remote and the other random, greedy or strong; "
            "--port from 0 to 65535.",
        )
        print(f"tabletop host: {tr(text)}", file=err)
        return BAD_ARGS
    from tabletop.ai.match import new_game
    from tabletop.paths import state_dir
    from tabletop.remote.host import HostSession, computer_move
    from tabletop.remote.host_file import HostFile
    from tabletop.remote.transport import listen, serve

    guest = seats.index(REMOTE)
    try:
        listener = listen(args.bind, args.port)
    except OSError as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Cannot listen there: {error}"))
        print(f"tabletop host: {text.format(error=error)}", file=err)
        return FAILED
    with listener:
        host, port = listener.getsockname()[:2]
        kept = HostFile(state_dir() / "remote", args.game, port)
        game, move = (lambda seed: new_game(args.game, seed)), computer_move(args.budget_ms)
        session = kept.load(game, move)  # the game this command hosted before a crash
        if session is not None and session.guest_seat == guest:
            text = QT_TRANSLATE_NOOP("RemoteCommand", "Taking up the game kept from before.")
            print(tr(text), file=err, flush=True)
        else:
            session = HostSession(args.game, game, guest, seats[1 - guest], host_move=move)
        session.keep = kept.keep
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Waiting for the guest at {address}"))
        print(text.format(address=f"{host}:{port}"), file=err, flush=True)
        try:
            serve(session, listener, wait=args.wait)
        except TimeoutError:
            text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "No guest came within {seconds} s."))
            print(f"tabletop host: {text.format(seconds=args.wait)}", file=err)
            return FAILED
    _report({**session.result(), "seat": 1 - guest}, args, tr, out)
    return OK


def _address(text: str) -> tuple[str, int] | None:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) <= 65535:
        return None
    return host.strip("[]"), int(port)


def run_join(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Join the game at ``args.address`` and play it to its end; the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, _translator(args)
    address = _address(args.address)
    if address is None:
        text = QT_TRANSLATE_NOOP("RemoteCommand", "ADDRESS must be HOST:PORT (not {address}).")
        print(f"tabletop join: {tr(text).format(address=args.address)}", file=err)
        return BAD_ARGS
    from tabletop.paths import state_dir
    from tabletop.remote.guest import GuestSession, Refused
    from tabletop.remote.guest_file import GuestFile
    from tabletop.remote.protocol import ProtocolError
    from tabletop.remote.transport import join

    kept = GuestFile(state_dir() / "remote", args.address)
    session = kept.load()  # the game this same command played before a crash
    if session is None:
        session = GuestSession(args.level, seed=args.seed, budget_ms=args.budget_ms)
    session.keep = kept.keep
    try:
        join(session, address)
    except Refused as refused:
        kept.remove()  # the host does not know that game (any more): the next join starts anew
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The host refused to play: {reason}."))
        reason = tr(REASONS.get(refused.reason, refused.reason))
        print(f"tabletop join: {text.format(reason=reason)}", file=err)
        return FAILED
    except (OSError, ProtocolError) as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The connection to the host failed: {error}"))
        print(f"tabletop join: {text.format(error=error)}", file=err)
        return FAILED
    result = session.result()
    _report(result, args, tr, out)
    return OK if result["audit"] else FAILED
