"""``tabletop cards import|export|list``: the user's card sets from the command line.

- ``import FILE [--game dbgt|yyh] [--set CODE] [--json] [--valid-only]``: exit 0 when every row
  was imported (or was already there), 1 when rows were refused (one line per problem; nothing
  is written unless ``--valid-only``), 2 when the file cannot be read at all;
- ``export --game G --set CODE OUT.csv|OUT.json``: the set as CSV or as a set file;
- ``list [--game G] [--set CODE] [--json]``: the sets, or the cards of one set.

The logic is :mod:`tabletop.storage.card_io`; messages come in ``--lang`` (QtCore's translator
only, no GUI).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.base import GAME_PACKAGES

if TYPE_CHECKING:
    from tabletop.cards.database import CardDatabase
    from tabletop.engine.errors import CodedError

OK, REFUSED, UNREADABLE = 0, 1, 2
CONTEXT = "CardsCommand"
Translate = Callable[[str, str], str]


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add ``cards`` with its ``import``, ``export`` and ``list`` actions to ``subparsers``."""
    parser = subparsers.add_parser("cards", help="card sets (import, export, list)")
    actions = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    imp = actions.add_parser(
        "import",
        help="import a card set from CSV or JSON into your card sets",
        description="Import a .csv or .json card set: exit 0 imported, 1 rows refused "
        "(nothing written), 2 unreadable.",
    )
    imp.add_argument("file", metavar="FILE", type=Path)
    imp.add_argument(
        "--game", choices=tuple(GAME_PACKAGES), default=None,
        help="the game, when the file does not say (a JSON set file does)",
    )  # fmt: skip
    imp.add_argument(
        "--set", dest="set_code", metavar="CODE", default=None,
        help="the set of rows that name none; a row of another set is refused",
    )  # fmt: skip
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
    return parser


def _translate(language: str | None) -> Translate:
    from tabletop.i18n.plain import command_translate

    return command_translate(language)


def _database(err: TextIO, translate: Translate) -> CardDatabase:
    from tabletop.cards.database import CardDatabase
    from tabletop.i18n.reasons import describe

    database = CardDatabase.load()
    for problem in database.problems:
        line = translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "warning: {reason}"))
        print(line.format(reason=describe(problem.code, problem.params, translate)), file=err)
    return database


def run_import(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Plan the import of ``args.file``; write it when every row is valid; the exit status."""
    from tabletop.storage.card_io import (
        CardFileError,
        apply_import,
        describe_code,
        describe_problem,
        read_import,
    )
    from tabletop.storage.errors import StorageError

    out, err = out or sys.stdout, err or sys.stderr
    translate = _translate(args.lang)
    database = _database(err, translate)
    try:
        plan = read_import(args.file, game=args.game, set_code=args.set_code, database=database)
    except CardFileError as error:
        message = describe_code(error.code, error.params, translate)
        if args.json:
            failure = {"file": str(args.file), "error": error.code, "message": message}
            print(json.dumps(failure, ensure_ascii=False), file=out)
        else:
            print(f"{args.file}: {message}", file=err)
        return UNREADABLE
    written: list[str] = []
    if plan.ok or args.valid_only:
        try:
            written = [str(p) for p in apply_import(plan, valid_only=args.valid_only)]
        except StorageError as error:  # the user's card sets, not the file read, refused it
            print(_unwritten(error, plan.game, translate), file=err)
            return UNREADABLE
    problems = [
        {
            "row": p.row,
            "column": p.column,
            "code": p.code,
            "params": {k: v for k, v in p.params.items() if _jsonable(v)},
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
        print(json.dumps(report, ensure_ascii=False, indent=2), file=out)
    else:
        for item in problems:
            print(f"{args.file}: {item['message']}", file=out)
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
        print(
            translate(CONTEXT, summary).format(
                file=args.file,
                imported=imported,
                unchanged=len(plan.unchanged),
                refused=len(plan.refused_rows),
                valid=len(plan.cards),
            ),
            file=out,
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
    from tabletop.storage.card_io import CardFileError, describe_code, export_file
    from tabletop.storage.errors import StorageError

    out, err = out or sys.stdout, err or sys.stderr
    translate = _translate(args.lang)
    database = _database(err, translate)
    try:
        export_file(database, args.game, args.set_code, args.out)
    except CardFileError as error:
        print(f"{args.out}: {describe_code(error.code, error.params, translate)}", file=err)
        return UNREADABLE if error.code == "unknown_format" else REFUSED
    except StorageError as error:
        from tabletop.i18n.reasons import describe

        line = translate(
            CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "{file} cannot be written: {reason}")
        )
        print(line.format(file=args.out, reason=describe(error.code, error.params, translate)),
              file=err)  # fmt: skip
        return UNREADABLE
    info = database.set_info(args.set_code)
    count = len(info.card_ids) if info is not None else 0
    line = translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "{file}: {count} cards written."))
    print(line.format(file=args.out, count=count), file=out)
    return OK


def run_list(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print the sets (of ``args.game``), or the cards of ``args.set_code``; the exit status."""
    from tabletop.storage.card_io import describe_code

    out, err = out or sys.stdout, err or sys.stderr
    translate = _translate(args.lang)
    database = _database(err, translate)
    if args.set_code:
        info = database.set_info(args.set_code)
        if info is None or (args.game and info.game != args.game):
            params = {"set": args.set_code.upper(), "game": args.game or "dbgt/yyh"}
            print(describe_code("unknown_set", params, translate), file=err)
            return REFUSED
        cards = database.by_set(info.code)
        if args.json:
            data = [card.model_dump(mode="json", exclude_defaults=True) | {"type": card.type}
                    for card in cards]  # fmt: skip
            print(json.dumps(data, ensure_ascii=False, indent=2), file=out)
        else:
            for card in cards:
                print(f"{card.id}\t{card.type}\t{card.name}", file=out)
        return OK
    sets = database.sets(args.game)
    if args.json:
        data = [
            {"game": s.game, "set": s.code, "name": s.name, "name_ja": s.name_ja,
             "origin": s.origin, "cards": len(s.card_ids)}
            for s in sets
        ]  # fmt: skip
        print(json.dumps(data, ensure_ascii=False, indent=2), file=out)
    else:
        origin = {
            "bundled": translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "bundled")),
            "user": translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "yours")),
        }
        for s in sets:
            print(f"{s.game}\t{s.code}\t{len(s.card_ids)}\t{origin[s.origin]}\t{s.name}", file=out)
    return OK
