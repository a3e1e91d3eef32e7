"""``tabletop serve``, ``tabletop match`` and ``tabletop watch``: many matches in one process,
both players guests (neither can peek), and spectators.

``tabletop serve [--port P] [--bind ADDR] [--address ADDR] [--max-matches N] [--idle S]
[--creations N] [--stop-after N] [--json]`` listens (TLS, its certificate as ``tabletop host`` has it) and
says the server's invitation, which ``tabletop match SERVER --game dbgt|yyh [--deck0 FILE
--deck1 FILE] [--json]`` uses to create a match (the demo decks by default): it prints seat
0's and seat 1's invitations, for ``tabletop join INVITATION --as LEVEL``, and the
spectators' one, for ``tabletop watch INVITATION``, which prints what it saw of the game (and
whether it got the whole log: only when both players joined with ``--share``).
``--stop-after N``: the server stops once N matches were played to their end.

Exit status: 0 done, 1 refused or failed (the server full, a flood of creations, a wrong
key, a lost connection), 2 bad arguments. No Qt here.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from typing import TYPE_CHECKING, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

from .listening import listening_options
from .remote import BAD_ARGS, FAILED, OK, REASONS, Tr, words_for

if TYPE_CHECKING:
    from tabletop.remote.server import Server

DEFAULT_PORT = 41640
SERVER_KEY = "newmatch"
"""The key written in the server's own invitation (a match's seats have their own)."""

REFUSALS = {
    **REASONS,
    "full": QT_TRANSLATE_NOOP("ServeCommand", "the server holds as many matches as it can"),
    "flood": QT_TRANSLATE_NOOP(
        "ServeCommand", "too many matches were created from your address; wait a minute"
    ),
    "deck": QT_TRANSLATE_NOOP("ServeCommand", "a deck cannot be read (or is for another game)"),
    "seated": QT_TRANSLATE_NOOP("ServeCommand", "that seat is taken"),
}


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> None:
    """Add the ``serve``, ``match`` and ``watch`` subparsers to ``subparsers``."""
    serve = subparsers.add_parser(
        "serve",
        help="hold many matches whose two players both join as guests (headless)",
        description="Hold matches for players who both join as guests; print the invitation "
        "that creates them.",
    )
    listening_options(serve, DEFAULT_PORT, "--bind")
    serve.add_argument("--max-matches", metavar="N", type=int, default=200,
                       help="most matches held at once (default 200)")  # fmt: skip
    serve.add_argument("--idle", metavar="S", type=float, default=900.0,
                       help="a match silent this many seconds is dropped (default 900)")  # fmt: skip
    serve.add_argument("--creations", metavar="N", type=int, default=10,
                       help="matches one address may create a minute (default 10)")  # fmt: skip
    serve.add_argument("--stop-after", metavar="N", type=int, default=0,
                       help="stop once N matches were played to their end (0: never)")  # fmt: skip
    _output(serve)
    serve.set_defaults(run=run_serve)
    match = subparsers.add_parser(
        "match",
        help="create a match on a server (tabletop serve) and print its invitations",
        description="Create a match on the SERVER invitation's server; print the invitations "
        "of seat 0, seat 1 and the spectators.",
    )
    match.add_argument("server", metavar="SERVER", help="the server's invitation")
    match.add_argument("--game", choices=("dbgt", "yyh"), required=True, help="the game")
    match.add_argument("--deck0", metavar="FILE", default=None, help="seat 0's deck list")
    match.add_argument("--deck1", metavar="FILE", default=None, help="seat 1's deck list")
    _output(match)
    match.set_defaults(run=run_match)
    watch = subparsers.add_parser(
        "watch",
        help="watch a match as a spectator (both hands face down) and print how it ended",
        description="Watch the match of the spectators' INVITATION to its end.",
    )
    watch.add_argument("address", metavar="INVITATION", help="the spectators' invitation")
    _output(watch)
    watch.set_defaults(run=run_watch)


def _output(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")


def _fail(name: str, tr: Tr, err: TextIO, text: str, **values: object) -> int:
    print(f"tabletop {name}: {tr(text).format(**values)}", file=err, flush=True)
    return FAILED


def run_serve(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Serve matches until stopped (or ``--stop-after`` matches were played); the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, words_for(args)
    if not 0 <= args.port <= 65535 or min(args.max_matches, args.creations) < 1 or args.idle <= 0:
        text = QT_TRANSLATE_NOOP(
            "ServeCommand",
            "--port from 0 to 65535, --max-matches and --creations at least 1, --idle above 0.",
        )
        print(f"tabletop serve: {tr(text)}", file=err)
        return BAD_ARGS
    import asyncio

    from tabletop.remote.invitation import Invitation
    from tabletop.remote.secure import host_identity
    from tabletop.remote.server import Limits, Server

    try:
        identity = host_identity()
        tls = identity.context()
    except (OSError, ValueError) as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "No TLS certificate: {error}")
        return _fail("serve", tr, err, text, error=error)
    limits = Limits(max_matches=args.max_matches, idle=args.idle, creations=args.creations)
    server = Server(limits)
    logger, said = logging.getLogger("tabletop.remote"), logging.StreamHandler(err)
    said.setFormatter(logging.Formatter("tabletop serve: %(message)s"))
    logger.addHandler(said)  # a kept match taken up, or skipped, is said on err
    logger.setLevel(logging.INFO)
    if args.port:  # the matches kept by a server that ran on this port before, before any guest
        _take_up(server, args.port)

    async def main() -> None:
        listener = await server.listen(args.bind, args.port, tls)
        port = int(listener.sockets[0].getsockname()[1])
        if server.folder is None:
            _take_up(server, port)
        host = args.address or args.bind
        invitation = Invitation(host, port, SERVER_KEY, identity.fingerprint).text()
        if args.json:
            print(json.dumps({"port": port, "server": invitation}), file=out, flush=True)
        text = tr(QT_TRANSLATE_NOOP("ServeCommand", "Serving; create matches with: {command}"))
        print(text.format(command=f"tabletop match {invitation} --game dbgt"), file=err,
              flush=True)  # fmt: skip
        while not args.stop_after or server.finished < args.stop_after:
            await asyncio.sleep(0.2)
            server.expire()
        listener.close()

    try:
        asyncio.run(main())
    except OSError as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "Cannot listen there: {error}")
        return _fail("serve", tr, err, text, error=error)
    except KeyboardInterrupt:
        pass
    finally:
        logger.removeHandler(said)
    if args.json:
        import resource

        used = resource.getrusage(resource.RUSAGE_SELF)  # ru_maxrss: KB on Linux
        print(json.dumps({"finished": server.finished, "refused": server.refusals,
                          "peak_rss_kb": used.ru_maxrss,
                          "cpu_s": round(used.ru_utime + used.ru_stime, 3)}),
              file=out, flush=True)  # fmt: skip
    text = tr(QT_TRANSLATE_NOOP("ServeCommand", "Server stopped: {count} matches played."))
    print(text.format(count=server.finished), file=err)
    return OK


def _take_up(server: Server, port: int) -> None:
    """Keep ``server``'s matches in the folder of ``port`` and take up those kept there."""
    from tabletop.paths import state_dir
    from tabletop.remote.server_file import serve_folder

    taken = server.take_up(serve_folder(state_dir() / "remote", port))
    if taken:
        logging.getLogger("tabletop.remote").info("Took up %d matches kept from before.", taken)


def run_match(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Create a match on ``args.server``; print its invitations; the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, words_for(args)
    from tabletop.remote.guest import Refused
    from tabletop.remote.invitation import Invitation, InvitationError
    from tabletop.remote.protocol import FrameReader, Message, ProtocolError, encode
    from tabletop.remote.relay import dialer_for
    from tabletop.remote.server import invitations

    try:
        server = Invitation.parse(args.server)
        decks = None
        if args.deck0 is not None or args.deck1 is not None:
            decks = [_read(args.deck0), _read(args.deck1)]
    except (InvitationError, OSError, ValueError) as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "SERVER or a deck cannot be read: {error}")
        print(f"tabletop match: {tr(text).format(error=error)}", file=err)
        return BAD_ARGS
    try:
        with dialer_for(server)(30.0) as sock:
            sock.sendall(encode({"type": "create", "game": args.game, "decks": decks}))
            reader, answer = FrameReader(), list[Message]()
            while not answer:
                data = sock.recv(65536)
                if not data:
                    raise ConnectionResetError("closed")
                answer = reader.feed(data)
    except Refused as refused:
        reason = tr(REFUSALS.get(refused.reason, refused.reason))
        return _fail("match", tr, err, QT_TRANSLATE_NOOP("ServeCommand", "Refused: {reason}."),
                     reason=reason)  # fmt: skip
    except (OSError, ProtocolError) as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "The connection to the server failed: {error}")
        return _fail("match", tr, err, text, error=error)
    created = answer[0]
    if created.get("type") != "created":
        reason = tr(REFUSALS.get(str(created.get("reason")), str(created.get("reason"))))
        return _fail("match", tr, err, QT_TRANSLATE_NOOP("ServeCommand", "Refused: {reason}."),
                     reason=reason)  # fmt: skip
    seat0, seat1, spectators = invitations(server, created)
    if args.json:
        print(json.dumps({"match": created["match"], "seat0": seat0, "seat1": seat1,
                          "watch": spectators}), file=out)  # fmt: skip
        return OK
    for label, text in (
        (QT_TRANSLATE_NOOP("ServeCommand", "Seat 0: {invitation}"), seat0),
        (QT_TRANSLATE_NOOP("ServeCommand", "Seat 1: {invitation}"), seat1),
        (QT_TRANSLATE_NOOP("ServeCommand", "Spectators: {invitation}"), spectators),
    ):
        print(tr(label).format(invitation=text), file=out)
    return OK


def _read(path: str | None) -> str:
    if path is None:
        raise ValueError("give both --deck0 and --deck1")
    with open(path, encoding="utf-8") as file:
        return file.read(1_000_000)


def run_watch(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Watch the match of ``args.address`` to its end; the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, words_for(args)
    from tabletop.remote.guest import Refused
    from tabletop.remote.invitation import Invitation, InvitationError
    from tabletop.remote.protocol import ProtocolError
    from tabletop.remote.relay import dialer_for
    from tabletop.remote.spectator import Spectator
    from tabletop.remote.transport import join

    try:
        invitation = Invitation.parse(args.address)
    except InvitationError as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "INVITATION cannot be read: {error}")
        print(f"tabletop watch: {tr(text).format(error=error.code)}", file=err)
        return BAD_ARGS
    spectator = Spectator()
    try:
        join(spectator, dialer_for(invitation), key=invitation.key or None)
    except Refused as refused:
        reason = tr(REFUSALS.get(refused.reason, refused.reason))
        return _fail("watch", tr, err, QT_TRANSLATE_NOOP("ServeCommand", "Refused: {reason}."),
                     reason=reason)  # fmt: skip
    except (OSError, ProtocolError) as error:
        text = QT_TRANSLATE_NOOP("ServeCommand", "The connection to the server failed: {error}")
        return _fail("watch", tr, err, text, error=error)
    result = spectator.result()
    if args.json:
        print(json.dumps(result), file=out)
        return OK
    if result["winner"] is None:
        print(tr(QT_TRANSLATE_NOOP("ServeCommand", "The game ended without a winner.")), file=out)
    else:
        won = tr(QT_TRANSLATE_NOOP("ServeCommand", "Seat {seat} won."))
        print(won.format(seat=result["winner"]), file=out)
    shown = (QT_TRANSLATE_NOOP("ServeCommand", "The players showed the whole log.")
             if result["log"] else
             QT_TRANSLATE_NOOP("ServeCommand", "The players kept the log to themselves."))  # fmt: skip
    print(tr(shown), file=out)
    return OK
