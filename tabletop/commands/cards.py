"""``tabletop cards import|export|list|effects``: the user's card sets from the command line.

- ``import FILE [--game dbgt|yyh] [--set CODE] [--json] [--valid-only]``: exit 0 when every row
  was imported (or was already there), 1 when rows were refused (one line per problem; nothing
  is written unless ``--valid-only``), 2 when the file cannot be read at all (not text, a row of
  another encoding, a quote left open, a cell over 131,072 characters, more rows than a set
  holds cards: one line naming the row);
- ``export --game G --set CODE OUT.csv|OUT.json``: the set as CSV or as a set file;
- ``list [--game G] [--set CODE] [--json]``: the sets, or the cards of one set;
- ``effects [--game G] [--set CODE] [--json]``: the cards' effects as data and words, automated
  or by hand (:mod:`tabletop.commands.card_effects`).

The logic is :mod:`tabletop.storage.card_io`; messages come in ``--lang`` (QtCore's translator
only, no GUI). Every text from a file or a card set is printed escaped (``\x1b``, ``\u202e``):
a name or a cell never sends control characters to the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.commands import card_effects
from tabletop.commands.card_terminal import Translate, load_database, say, say_json
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.packages import GAME_PACKAGES

if TYPE_CHECKING:
    from tabletop.engine.errors import CodedError

OK, REFUSED, UNREADABLE = 0, 1, 2
SHOWN_PROBLEMS = 40
"""The problem lines an import prints (a screenful); a line says how many more (``--json``
lists them all)."""
CONTEXT = "CardsCommand"


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add ``cards`` with its ``import``, ``export``, ``list`` and ``effects`` actions to
    ``subparsers``."""
    parser = subparsers.add_parser("cards", help="card sets (import, export, list, effects)")
    actions = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    imp = actions.add_parser(
        "import",
        help="import a card set from CSV or JSON into your card sets",
        description="Import a .csv or .json card set: exit 0 imported, 1 rows refused "
        "(one line per problem, nothing written), 2 the file cannot be read as a card set "
        "(not text, a row of another encoding, a quote left open, a cell over 131,072 "
        "characters, more than 5,000 rows: one line naming the row).",
    )
    imp.add_argument("file", metavar="FILE", type=Path)
    imp.add_argument(
        "--game",
        choices=tuple(GAME_PACKAGES),
        default=None,
        help="the game, when the file does not say (a JSON set file does)",
    )
    imp.add_argument(
        "--set",
        dest="set_code",
        metavar="CODE",
        default=None,
        help="the set of rows that name none; a row of another set is refused",
    )
    imp.add_argument("--json", action="store_true", help="print a JSON report")
    imp.add_argument(
        "--valid-only", action="store_true", help="import the valid rows even if others fail"
    )
    imp.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    imp.set_defaults(run=run_import)

    exp = actions.add_parser("export", help="export a card set to CSV or JSON")
    exp.add_argument("--game", choices=tuple(GAME_PACKAGES), required=True)
    exp.add_argument("--set", dest="set_code", metavar="CODE", required=True)
    exp.add_argument("out", metavar="OUT.csv|OUT.json", type=Path)
    exp.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    exp.set_defaults(run=run_export)

    lst = actions.add_parser("list", help="list the card sets, or the cards of one set")
    lst.add_argument("--game", choices=tuple(GAME_PACKAGES), default=None)
    lst.add_argument("--set", dest="set_code", metavar="CODE", default=None)
    lst.add_argument("--json", action="store_true", help="print JSON")
    lst.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    lst.set_defaults(run=run_list)
    card_effects.register(actions)
    return parser


def run_import(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Plan the import of ``args.file``; write it when every row is valid; the exit status."""
    from tabletop.cards.errors import CardDataError
    from tabletop.i18n.plain import command_translate
    from tabletop.i18n.reasons import describe
    from tabletop.storage.card_io import (
        CardFileError,
        apply_import,
        describe_code,
        describe_problem,
        read_import,
    )
    from tabletop.storage.card_messages import safe_params
    from tabletop.storage.errors import StorageError

    out, err = out or sys.stdout, err or sys.stderr
    translate = command_translate(args.lang)
    database = load_database(err, translate)
    try:
        plan = read_import(args.file, game=args.game, set_code=args.set_code, database=database)
    except CardFileError as error:
        message = describe_code(error.code, error.params, translate)
        if args.json:
            failure = {"file": str(args.file), "error": error.code, "message": message}
            failure |= {k: v for k, v in safe_params(error.params).items() if _jsonable(v)}
            say(json.dumps(failure, ensure_ascii=False), out, keep="")
        else:
            say(f"{args.file}: {message}", err)
        return UNREADABLE
    written: list[str] = []
    if plan.ok or args.valid_only:
        try:
            written = [str(p) for p in apply_import(plan, valid_only=args.valid_only)]
        except StorageError as error:  # the user's card sets, not the file read, refused it
            say(_unwritten(error, plan.game, translate), err)
            return UNREADABLE
        except CardDataError as error:  # the sets changed since the plan was made
            say(f"{args.file}: {describe(error.code, error.params, translate)}", err)
            return REFUSED
    problems = [
        {
            "row": p.row,
            "column": p.column,
            "code": p.code,
            "params": {k: v for k, v in safe_params(p.params).items() if _jsonable(v)},
            "message": describe_problem(p, plan.kind, translate),
        }
        for p in plan.problems
    ]
    imported = len(plan.cards) if (plan.ok or args.valid_only) else 0
    if args.json:
        report: dict[str, Any] = {
            "file": str(args.file),
            "game": plan.game,
            "rows": plan.rows,
            "imported": imported,
            "unchanged": len(plan.unchanged),
            "refused_rows": plan.refused_rows,
            "problems": problems,
            "written": written,
        }
        say_json(report, out)
    else:
        for item in problems[:SHOWN_PROBLEMS]:
            say(f"{args.file}: {item['message']}", out)
        if len(problems) > SHOWN_PROBLEMS:
            more = QT_TRANSLATE_NOOP(
                "CardsCommand", "{file}: …and {count} more problems (--json lists them all)."
            )
            count = len(problems) - SHOWN_PROBLEMS
            say(translate(CONTEXT, more).format(file=args.file, count=count), out)
        if plan.ok or args.valid_only:
            summary = QT_TRANSLATE_NOOP(
                "CardsCommand", "{file}: {imported} cards imported, {unchanged} already there."
            )
        else:
            summary = QT_TRANSLATE_NOOP(
                "CardsCommand",
                "{file}: {refused} rows refused; nothing was imported "
                "(--valid-only imports the {valid} valid rows).",
            )
        say(
            translate(CONTEXT, summary).format(
                file=args.file,
                imported=imported,
                unchanged=len(plan.unchanged),
                refused=len(plan.refused_rows),
                valid=len(plan.cards),
            ),
            out,
        )
    return OK if plan.ok else REFUSED


def _unwritten(error: CodedError, game: str, translate: Translate) -> str:
    """Why the imported cards could not be stored, naming the folder of the user's card sets
    they were written into (the file imported was read, and is not to blame)."""
    from tabletop.i18n.reasons import describe
    from tabletop.storage.user_sets import user_cards_root

    folder = user_cards_root() / game
    reason = describe(error.code, error.params, translate)
    line = QT_TRANSLATE_NOOP(
        "CardsCommand", "The cards could not be stored in your card sets ({folder}): {reason}"
    )
    return translate(CONTEXT, line).format(folder=folder, reason=reason)


def _jsonable(value: object) -> bool:
    return isinstance(value, str | int | float | bool) or value is None


def run_export(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Write set ``args.set_code`` of ``args.game`` to ``args.out``; the exit status."""
    from tabletop.i18n.plain import command_translate
    from tabletop.storage.card_io import CardFileError, describe_code, export_file
    from tabletop.storage.errors import StorageError

    out, err = out or sys.stdout, err or sys.stderr
    translate = command_translate(args.lang)
    database = load_database(err, translate)
    try:
        export_file(database, args.game, args.set_code, args.out)
    except CardFileError as error:
        say(f"{args.out}: {describe_code(error.code, error.params, translate)}", err)
        return UNREADABLE if error.code == "unknown_format" else REFUSED
    except StorageError as error:
        from tabletop.i18n.reasons import describe

        line = translate(
            CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "{file} cannot be written: {reason}")
        )
        say(line.format(file=args.out, reason=describe(error.code, error.params, translate)), err)
        return UNREADABLE
    info = database.set_info(args.set_code)
    count = len(info.card_ids) if info is not None else 0
    line = translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "{file}: {count} cards written."))
    say(line.format(file=args.out, count=count), out)
    return OK


def run_list(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print the sets (of ``args.game``), or the cards of ``args.set_code``; the exit status."""
    from tabletop.cards.safe_text import printable
    from tabletop.i18n.plain import command_translate
    from tabletop.storage.card_io import describe_code

    out, err = out or sys.stdout, err or sys.stderr
    translate = command_translate(args.lang)
    database = load_database(err, translate)
    if args.set_code:
        info = database.set_info(args.set_code)
        if info is None or (args.game and info.game != args.game):
            params = {"set": args.set_code.upper(), "game": args.game or "dbgt/yyh"}
            say(describe_code("unknown_set", params, translate), err)
            return REFUSED
        cards = database.by_set(info.code)
        if args.json:
            data = [
                card.model_dump(mode="json", exclude_defaults=True) | {"type": card.type}
                for card in cards
            ]
            say_json(data, out)
        else:
            for card in cards:
                say(f"{card.id}\t{card.type}\t{printable(card.name)}", out)
        return OK
    sets = database.sets(args.game)
    if args.json:
        data = [
            {
                "game": s.game,
                "set": s.code,
                "name": s.name,
                "name_ja": s.name_ja,
                "origin": s.origin,
                "cards": len(s.card_ids),
            }
            for s in sets
        ]
        say_json(data, out)
    else:
        origin = {
            "bundled": translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "bundled")),
            "user": translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "yours")),
        }
        for s in sets:
            name = printable(s.name)
            say(f"{s.game}\t{s.code}\t{len(s.card_ids)}\t{origin[s.origin]}\t{name}", out)
    return OK
