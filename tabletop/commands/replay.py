"""``python -m tabletop replay FILE.tabletop [--verify]``: replay a save under its ruleset.

Prints the result (the winner, or whose turn it is and the step) or the first action the
ruleset refuses, with its reason in the user's language. No QApplication is created.

Exit status: 0 the whole record replays, 1 an action is refused (or, with ``--verify``, the
record does not match its replay, or the save's snapshot is not the position its moves give
or is not well formed),
2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

OK, REFUSED, UNREADABLE = 0, 1, 2
CONTEXT = "ReplayCommand"

Translate = Callable[[str, str], str]

if TYPE_CHECKING:
    from tabletop.engine import Controller


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``replay`` subparser (handler :func:`run`) to ``subparsers``; returns it."""
    parser = subparsers.add_parser(
        "replay",
        help="replay a saved game under its rules and print the result",
        description=(
            "Replay a .tabletop save under its ruleset; print the winner, or the current turn "
            "and step, or the first refused action with its reason. Exit 0 when the whole "
            "record replays, 1 when an action is refused, 2 when the file cannot be read."
        ),
    )
    parser.add_argument("file", metavar="FILE.tabletop", type=Path)
    parser.add_argument(
        "--verify",
        action="store_true",
        help=(
            "also check that every shuffle and other chance outcome is the one the game's "
            "seed gives, that the replay records every action exactly as the file does "
            "(forced marks), and that the save's snapshot is the position its moves give: "
            "a record edited by hand is refused"
        ),
    )
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Replay ``args.file``; print the result; the exit status."""
    from tabletop.engine.errors import CodedError
    from tabletop.i18n.names import seat_name
    from tabletop.i18n.plain import command_translate
    from tabletop.i18n.reasons import describe, describe_replay_error
    from tabletop.storage import load_game
    from tabletop.storage.snapshot_game import check_save

    out = out or sys.stdout
    err = err or sys.stderr
    translate = command_translate(args.lang)

    def tr(text: str) -> str:
        return translate(CONTEXT, text)

    try:
        saved = load_game(args.file)  # imports the game the file names
        check = check_save(saved, verify=args.verify)
    except CodedError as error:  # unreadable, or a game that cannot be set up
        print(f"{args.file}: {describe(error.code, error.params, translate)}", file=err)
        return UNREADABLE
    setup = saved.setup
    replay = check.replay
    controller = replay.controller
    if replay.error is not None:
        refused = replay.error
        print(
            f"{args.file}: {describe_replay_error(refused.code, refused.params, translate)}",
            file=out,
        )
        print(
            tr(QT_TRANSLATE_NOOP("ReplayCommand", "Replayed {count} of {total} actions.")).format(
                count=replay.replayed, total=replay.total
            ),
            file=out,
        )
        return REFUSED

    def player(seat: int) -> str:
        return seat_name(setup.players, seat, translate)

    print(
        tr(QT_TRANSLATE_NOOP("ReplayCommand", "{file}: {count} actions replayed.")).format(
            file=args.file, count=len(controller.log)
        ),
        file=out,
    )
    winner = controller.winner
    if winner is not None:
        print(
            tr(QT_TRANSLATE_NOOP("ReplayCommand", "Winner: {player}")).format(
                player=player(winner)
            ),
            file=out,
        )
    else:
        print(_position(controller, player, translate), file=out)
    if args.verify:
        if saved.snapshot_error is not None:
            bad = saved.snapshot_error
            print(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ReplayCommand",
                        "{file}: the save's snapshot cannot be read: {reason} The position above is "
                        "the one its moves give (the moves are the record of the game).",
                    )
                ).format(file=args.file, reason=describe(bad.code, bad.params, translate)),
                file=out,
            )
            return REFUSED
        if saved.snapshot is None:
            snapshot = QT_TRANSLATE_NOOP(
                "ReplayCommand", "The save holds no snapshot of its position (an older save)."
            )
        elif check.matches:
            snapshot = QT_TRANSLATE_NOOP(
                "ReplayCommand", "The save's snapshot is the position its moves give."
            )
        else:
            print(
                tr(
                    QT_TRANSLATE_NOOP(
                        "ReplayCommand",
                        "{file}: the save's snapshot does not match its moves; the position above is "
                        "the one its moves give (the moves are the record of the game).",
                    )
                ).format(file=args.file),
                file=out,
            )
            return REFUSED
        print(tr(snapshot), file=out)
        print(tr(QT_TRANSLATE_NOOP("ReplayCommand", "The record matches its replay.")), file=out)
    return OK


def _position(controller: Controller, player: Callable[[int], str], translate: Translate) -> str:
    """Whose turn it is and the step, in words."""
    from tabletop.i18n.names import step_name

    def tr(text: str) -> str:
        return translate(CONTEXT, text)

    ruleset = controller.ruleset
    turn = controller.state.values.get("turn")
    step = ruleset.step(controller.state)
    step_text = step_name(step, translate) if step else ""
    active = player(ruleset.active_seat(controller.state))
    has_turn = isinstance(turn, int) and not isinstance(turn, bool)
    if has_turn and step_text:
        template = QT_TRANSLATE_NOOP("ReplayCommand", "Turn {turn}: {player} to play, step {step}")
    elif has_turn:
        template = QT_TRANSLATE_NOOP("ReplayCommand", "Turn {turn}: {player} to play")
    elif step_text:
        template = QT_TRANSLATE_NOOP("ReplayCommand", "{player} to play, step {step}")
    else:
        template = QT_TRANSLATE_NOOP("ReplayCommand", "{player} to play")
    return tr(template).format(turn=turn, player=active, step=step_text)
