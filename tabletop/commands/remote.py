"""``tabletop host`` and ``tabletop join``: a game between two machines, each side playing its
seat with the computer (the headless first slice of remote play; the window comes later).

``tabletop host --game dbgt|yyh --port P --seat0 A --seat1 B [--bind ADDR] [--address ADDR]
[--relay HOST:PORT] [--json]``: one seat is ``remote`` (the guest's), the other a level
(``random``, ``greedy``, ``strong``). The host says on stderr where it listens (``--port 0``:
any free port) and the invitation to give the guest (its address, a one-time key and the
fingerprint of the host's TLS certificate; through ``--relay``, the relay and a room there),
waits for the guest, plays the game and prints who won and the digest of the whole log.
``tabletop join INVITATION --as LEVEL [--json]`` (or ``HOST:PORT``) plays the guest's seat to
the end over TLS, audits the game (fair shuffles, true views, only its own moves) and prints
the same, with the audit. ``--json``: one object, ``winner`` (a seat, or null), ``digest``,
``seat``, for the host ``invitation`` and for the guest ``audit`` (true when it passed).

Exit status: 0 the game was played (and, for the guest, the audit passed), 1 it was not (no
guest came, the host refused the guest, the connection was lost for good, the audit failed),
2 bad arguments. No Qt here.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

from .listening import listening_options

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
    "key": QT_TRANSLATE_NOOP(
        "RemoteCommand", "the invitation's key is missing or wrong (join with the whole invitation)"
    ),
    "fingerprint": QT_TRANSLATE_NOOP(
        "RemoteCommand",
        "the host's certificate is not the invitation's (someone may be in between; ask the host "
        "for the invitation again)",
    ),
}

INVITATION_PROBLEMS = {
    "too_long": QT_TRANSLATE_NOOP("RemoteCommand", "it is too long"),
    "scheme": QT_TRANSLATE_NOOP("RemoteCommand", "it is neither tabletop://… nor HOST:PORT"),
    "address": QT_TRANSLATE_NOOP("RemoteCommand", "its address cannot be read"),
    "port": QT_TRANSLATE_NOOP("RemoteCommand", "its port is not a number from 1 to 65535"),
    "key": QT_TRANSLATE_NOOP("RemoteCommand", "its key is missing or damaged"),
    "fingerprint": QT_TRANSLATE_NOOP("RemoteCommand", "its fingerprint is damaged"),
    "relay": QT_TRANSLATE_NOOP("RemoteCommand", "its relay cannot be read"),
    "room": QT_TRANSLATE_NOOP("RemoteCommand", "its room is missing or damaged"),
    "query": QT_TRANSLATE_NOOP("RemoteCommand", "it has a part this version does not know"),
}

RELAY_PROBLEMS = {
    "greeting": QT_TRANSLATE_NOOP("RemoteCommand", "it does not speak the relay's protocol"),
    "version": QT_TRANSLATE_NOOP(
        "RemoteCommand", "it speaks another version of the relay's protocol"
    ),
    "full": QT_TRANSLATE_NOOP("RemoteCommand", "it holds as many rooms as it can"),
    "busy": QT_TRANSLATE_NOOP("RemoteCommand", "the host's room is taken"),
    "room": QT_TRANSLATE_NOOP(
        "RemoteCommand", "the host's room is not there (has the host stopped?)"
    ),
    "owner": QT_TRANSLATE_NOOP("RemoteCommand", "the room belongs to another host"),
}

if TYPE_CHECKING:
    from tabletop.remote.host import HostSession
    from tabletop.remote.invitation import Invitation

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
    listening_options(
        host, DEFAULT_PORT, "--bind, or this machine's address on its network when --bind is "
        "0.0.0.0",
    )  # fmt: skip
    host.add_argument(
        "--relay", metavar="HOST:PORT", default=None,
        help="wait for the guest through this relay (tabletop relay) instead of a port",
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
            "Join the game of the host's INVITATION (or HOST:PORT), play the guest's seat with "
            "the computer, audit the game at its end and print who won, the digest and the audit."
        ),
    )
    join.add_argument(
        "address", metavar="INVITATION", help="the host's invitation (tabletop://…) or HOST:PORT"
    )
    join.add_argument("--as", dest="level", choices=LEVELS, required=True, help="level to play")
    join.add_argument("--seed", type=int, default=0, help="seed of the computer's choices")
    join.add_argument(
        "--share", action="store_true",
        help="agree that spectators see the whole log after the game (shown once both agree)",
    )  # fmt: skip
    _common(join)
    join.set_defaults(run=run_join)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--budget-ms", metavar="MS", type=int, default=1000,
        help="thinking time of a strong player per decision, in ms (default 1000)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")


def words_for(args: argparse.Namespace) -> Tr:
    """The remote commands' words in the language of ``args.lang``."""
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
    out, err, tr = out or sys.stdout, err or sys.stderr, words_for(args)
    seats = (args.seat0, args.seat1)
    if seats.count(REMOTE) != 1 or not 0 <= args.port <= 65535:
        text = QT_TRANSLATE_NOOP(
            "RemoteCommand",
            "One of --seat0 and --seat1 must be remote and the other random, greedy or strong; "
            "--port from 0 to 65535.",
        )
        print(f"tabletop host: {tr(text)}", file=err)
        return BAD_ARGS
    from tabletop.remote.invitation import InvitationError, parse_address

    relay: tuple[str, int] | None = None
    if args.relay is not None:
        try:
            relay = parse_address(args.relay, "relay")
        except InvitationError:
            text = QT_TRANSLATE_NOOP("RemoteCommand", "--relay must be HOST:PORT (not {address}).")
            print(f"tabletop host: {tr(text).format(address=args.relay)}", file=err)
            return BAD_ARGS
    guest = seats.index(REMOTE)
    status, session = _serve_invited(args, guest, relay, tr, err)
    if session is None:
        return status
    result = {**session.result(), "seat": 1 - guest, "invitation": args.invitation,
              "watch": getattr(args, "watch", None)}  # fmt: skip
    _report(result, args, tr, out)
    return OK


def _hosted(
    args: argparse.Namespace, guest: int, invitation: Invitation, port: int | str, tr: Tr,
    err: TextIO,
) -> tuple[HostSession, Invitation]:  # fmt: skip
    """The game to host, and its invitation: the one this same command kept before a crash
    (listening on the same port, or through the same relay, ``port`` then its
    :func:`~tabletop.remote.host_file.relay_place`: its invitation, key and room included,
    again), or a new one."""
    from tabletop.ai.match import new_game
    from tabletop.paths import state_dir
    from tabletop.remote.host import HostSession
    from tabletop.remote.host_file import HostFile
    from tabletop.remote.host_table import computer_move
    from tabletop.remote.invitation import Invitation, InvitationError

    seats = (args.seat0, args.seat1)
    game, move = (lambda seed: new_game(args.game, seed)), computer_move(args.budget_ms)
    kept = HostFile(state_dir() / "remote", args.game, port)
    session = kept.load(game, move)
    if session is not None and session.guest_seat == guest:
        try:
            invitation = Invitation.parse(session.invitation)
            text = QT_TRANSLATE_NOOP("RemoteCommand", "Taking up the game kept from before.")
            print(tr(text), file=err, flush=True)
        except InvitationError:
            session = None
    if session is None or session.guest_seat != guest:
        session = HostSession(args.game, game, guest, seats[1 - guest], host_move=move)
        session.invitation = invitation.text()
    session.keep = kept.keep
    return session, invitation


def _serve_invited(
    args: argparse.Namespace, guest: int, relay: tuple[str, int] | None, tr: Tr, err: TextIO
) -> tuple[int, HostSession | None]:
    """Listen (or offer a room at the relay), say the invitation, serve the game over TLS
    (the game played, or the exit status and None). A game kept by a host that crashed
    while listening on the same port, or hosting through the same relay, is taken up
    (:func:`_hosted`)."""
    import dataclasses

    from tabletop.remote.host_file import relay_place
    from tabletop.remote.invitation import format_address, new_invitation, new_room
    from tabletop.remote.relay import RelayError, RelayListener
    from tabletop.remote.secure import host_identity
    from tabletop.remote.transport import Listener, listen, serve

    try:
        identity = host_identity()
        tls = identity.context()
    except (OSError, ValueError) as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Cannot make the host's certificate: {error}"))
        print(f"tabletop host: {text.format(error=error)}", file=err)
        return FAILED, None
    listener: Listener
    session: HostSession | None = None
    try:
        if relay is not None:  # the room (and secret) of a game kept from before, or new ones
            fresh = dataclasses.replace(new_invitation(*relay), relay=format_address(*relay),
                                        room=new_room(), fingerprint=identity.fingerprint)  # fmt: skip
            session, invitation = _hosted(args, guest, fresh, relay_place(relay), tr, err)
            room = invitation.room or str(fresh.room)
            offers = RelayListener(relay, room, session.relay_secret or None)
            session.relay_secret = offers.secret
            listener, closing = offers, offers.close
        else:
            sock = listen(args.bind, args.port)
            listener, closing = sock, sock.close
            host, port = sock.getsockname()[:2]
            invitation = new_invitation(args.address or _reachable(str(host)), int(port))
    except RelayError as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The relay refused: {reason}."))
        reason = tr(RELAY_PROBLEMS.get(error.code, error.code))
        print(f"tabletop host: {text.format(reason=reason)}", file=err)
        return FAILED, None
    except OSError as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Cannot listen there: {error}"))
        print(f"tabletop host: {text.format(error=error)}", file=err)
        return FAILED, None
    if session is None:
        invitation = dataclasses.replace(invitation, fingerprint=identity.fingerprint)
        port = int(listener.getsockname()[1])
        session, invitation = _hosted(args, guest, invitation, port, tr, err)
    args.invitation = invitation.text()
    try:
        where = format_address(*listener.getsockname()[:2])
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "Waiting for the guest at {address}"))
        print(text.format(address=where), file=err, flush=True)
        text = tr(
            QT_TRANSLATE_NOOP("RemoteCommand", "Invitation (give it to the guest): {invitation}")
        )
        print(text.format(invitation=args.invitation), file=err, flush=True)
        watch_key = None
        if relay is None:  # a relay's room pairs one connection at a time: the guest's
            from tabletop.remote.invitation import new_key

            watch_key = new_key()
            args.watch = dataclasses.replace(invitation, key=watch_key).text()
            text = tr(
                QT_TRANSLATE_NOOP("RemoteCommand", "Spectators (tabletop watch): {invitation}")
            )
            print(text.format(invitation=args.watch), file=err, flush=True)
        serve(session, listener, wait=args.wait, key=invitation.key, tls=tls, watch_key=watch_key)
    except TimeoutError:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "No guest came within {seconds} s."))
        print(f"tabletop host: {text.format(seconds=args.wait)}", file=err)
        return FAILED, None
    finally:
        closing()
    return OK, session


def _reachable(bound: str) -> str:
    """The address to write in an invitation for a host listening on ``bound``: itself, or
    for a wildcard the address of this machine's route outward (no packet is sent)."""
    if bound not in ("0.0.0.0", "::", ""):
        return bound
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only looked up
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def run_join(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Join the game of ``args.address`` (an invitation or HOST:PORT) and play it to its end;
    the exit status."""
    out, err, tr = out or sys.stdout, err or sys.stderr, words_for(args)
    from tabletop.remote.invitation import Invitation, InvitationError

    try:
        invitation = Invitation.parse(args.address)
    except InvitationError as error:
        text = QT_TRANSLATE_NOOP(
            "RemoteCommand", "INVITATION must be the host's invitation or HOST:PORT: {problem}."
        )
        problem = tr(INVITATION_PROBLEMS.get(error.code, error.code))
        print(f"tabletop join: {tr(text).format(problem=problem)}", file=err)
        return BAD_ARGS
    from tabletop.paths import state_dir
    from tabletop.remote.guest import GuestSession, Refused
    from tabletop.remote.guest_file import GuestFile
    from tabletop.remote.protocol import ProtocolError
    from tabletop.remote.relay import RelayError, dialer_for
    from tabletop.remote.transport import join

    kept = GuestFile(state_dir() / "remote", args.address)
    session = kept.load()  # the game this same command played before a crash
    if session is None:
        session = GuestSession(
            args.level,
            seed=args.seed,
            budget_ms=args.budget_ms,
            share=getattr(args, "share", False),
        )
    session.keep = kept.keep
    try:
        join(session, dialer_for(invitation), key=invitation.key or None)
    except Refused as refused:
        kept.remove()  # the host does not know that game (any more): the next join starts anew
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The host refused to play: {reason}."))
        reason = tr(REASONS.get(refused.reason, refused.reason))
        print(f"tabletop join: {text.format(reason=reason)}", file=err)
        return FAILED
    except RelayError as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The relay refused: {reason}."))
        reason = tr(RELAY_PROBLEMS.get(error.code, error.code))
        print(f"tabletop join: {text.format(reason=reason)}", file=err)
        return FAILED
    except (OSError, ProtocolError) as error:
        text = tr(QT_TRANSLATE_NOOP("RemoteCommand", "The connection to the host failed: {error}"))
        print(f"tabletop join: {text.format(error=error)}", file=err)
        return FAILED
    result = session.result()
    _report(result, args, tr, out)
    return OK if result["audit"] else FAILED
