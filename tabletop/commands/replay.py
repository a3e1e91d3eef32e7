"""``python -m tabletop replay FILE.tabletop [--verify]``: replay a save under its ruleset.

Prints the result (the winner, or whose turn it is and the step) or the first action the
ruleset refuses, with its reason in the user's language. No QApplication is created.

Exit status: 0 the whole record replays, 1 an action is refused (or, with ``--verify``, the
record does not match its replay), 2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

OK, REFUSED, UNREADABLE = 0, 1, 2
CONTEXT = "ReplayCommand"

Translate = Callable[[str, str], str]


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
            "also replay the undone actions (the redo tail) and check that the replay "
            "records every action exactly as the file does (forced marks, shuffles)"
        ),
    )
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    parser.set_defaults(run=run)
    return parser


def error_text(code: str, params: Mapping[str, Any], translate: Translate) -> str:
    """A replay error in words: actions numbered from 1, a refusal with the rule it broke."""
    from tabletop.i18n.reasons import describe

    values = dict(params)
    index = values.get("index")
    if isinstance(index, int) and not isinstance(index, bool):
        values["index"] = index + 1
    text = describe(code, values, translate)
    reason = values.get("reason")
    if code == "refused_in_log" and isinstance(reason, str) and reason:
        text += " " + describe(reason, {}, translate)
    return text


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Replay ``args.file``; print the result; the exit status."""
    from tabletop.engine import Controller, Mode
    from tabletop.engine.errors import CodedError
    from tabletop.games import load_games, make_ruleset
    from tabletop.i18n.reasons import describe
    from tabletop.storage import StorageError, load_game
    from tabletop.ui.table.names import SEAT_FALLBACK, STEP_NAMES, readable

    out = out or sys.stdout
    err = err or sys.stderr
    from tabletop.i18n.manager import command_translate

    translate = command_translate(args.lang)

    def tr(text: str) -> str:
        return translate(CONTEXT, text)

    try:
        saved = load_game(args.file)
    except StorageError as error:
        print(f"{args.file}: {describe(error.code, error.params, translate)}", file=err)
        return UNREADABLE
    load_games()
    setup = saved.setup
    mode = Mode.MANUAL if saved.mode == "manual" else Mode.ENFORCED
    try:
        controller = Controller(make_ruleset(setup.game_id, setup.profile), setup, mode)
    except CodedError as error:
        print(f"{args.file}: {describe(error.code, error.params, translate)}", file=err)
        return UNREADABLE
    entries = [*saved.log, *saved.redo] if args.verify else list(saved.log)
    for index, entry in enumerate(entries):
        try:
            controller.replay_entry(entry, index)
        except CodedError as error:
            print(f"{args.file}: {error_text(error.code, error.params, translate)}", file=out)
            print(
                tr(QT_TRANSLATE_NOOP(CONTEXT, "Replayed {count} of {total} actions.")).format(
                    count=index, total=len(entries)
                ),
                file=out,
            )
            return REFUSED
    if args.verify:
        replayed = controller.log
        for index, (recorded, again) in enumerate(zip(entries, replayed, strict=True)):
            if recorded.to_json() != again.to_json():
                print(
                    tr(
                        QT_TRANSLATE_NOOP(
                            CONTEXT, "Action {index} is not recorded as its replay records it."
                        )
                    ).format(index=index + 1),
                    file=out,
                )
                return REFUSED
        for _ in saved.redo:
            controller.undo()

    def player(seat: int) -> str:
        name = setup.players[seat] if 0 <= seat < len(setup.players) else ""
        return name or translate("Names", SEAT_FALLBACK[seat % 2])

    ruleset = controller.ruleset
    print(
        tr(QT_TRANSLATE_NOOP(CONTEXT, "{file}: {count} actions replayed.")).format(
            file=args.file, count=len(controller.log)
        ),
        file=out,
    )
    winner = controller.winner
    if winner is not None:
        print(tr(QT_TRANSLATE_NOOP(CONTEXT, "Winner: {player}")).format(player=player(winner)),
              file=out)  # fmt: skip
        return OK
    turn = controller.state.values.get("turn")
    step = ruleset.step(controller.state)
    step_text = translate("Step", STEP_NAMES[step]) if step in STEP_NAMES else readable(step or "")
    active = player(ruleset.active_seat(controller.state))
    has_turn = isinstance(turn, int) and not isinstance(turn, bool)
    if has_turn and step_text:
        template = QT_TRANSLATE_NOOP(CONTEXT, "Turn {turn}: {player} to play, step {step}")
    elif has_turn:
        template = QT_TRANSLATE_NOOP(CONTEXT, "Turn {turn}: {player} to play")
    elif step_text:
        template = QT_TRANSLATE_NOOP(CONTEXT, "{player} to play, step {step}")
    else:
        template = QT_TRANSLATE_NOOP(CONTEXT, "{player} to play")
    line = tr(template).format(turn=turn, player=active, step=step_text)
    print(line, file=out)
    if args.verify:
        print(tr(QT_TRANSLATE_NOOP(CONTEXT, "The record matches its replay.")), file=out)
    return OK
