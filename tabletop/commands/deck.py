"""``tabletop deck check FILE... [--lang ja|en] [--json] [--profile ID]``: check deck files.

Exit status 0 when every deck is legal, 1 when any breaks a rule (one line per broken rule),
2 when any file cannot be read at all. Messages come in the chosen language (QtCore's
translator, no GUI); the checking itself is Qt-free.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from tabletop.cards.decklist import DeckIssue

LEGAL, ILLEGAL, UNREADABLE = 0, 1, 2
UNREADABLE_CODES = frozenset({"unreadable", "not_utf8", "has_nul", "too_large", "not_found"})

Translate = Callable[[str, str], str]


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add ``deck`` with its ``check`` action to ``subparsers``."""
    parser = subparsers.add_parser("deck", help="deck tools (check)")
    actions = parser.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="check deck files against the construction rules",
        description="Check .deck files: exit 0 legal, 1 illegal, 2 unreadable.",
    )
    check.add_argument("files", metavar="FILE", nargs="+", type=Path)
    check.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    check.add_argument("--json", action="store_true", help="print a JSON list of reports")
    check.add_argument(
        "--profile", default=None, metavar="ID", help="ruleset profile (default: default)"
    )
    check.set_defaults(run=run_check)
    return parser


def _translator(language: str | None) -> tuple[Translate, Callable[[str], str]]:
    """``(translate(context, text), tr(text))`` for the command's own lines."""
    from tabletop.i18n.plain import command_translate

    translate = command_translate(language)
    return translate, lambda text: translate("DeckCheck", text)


def run_check(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Check every file of ``args.files``; print one line per problem; the exit status."""
    from tabletop.cards.database import CardDatabase
    from tabletop.cards.decklist import read_deck
    from tabletop.games import load_games
    from tabletop.games.deck_check import check_parsed
    from tabletop.games.profiles import ProfileError, profile_params
    from tabletop.i18n.noop import QT_TRANSLATE_NOOP
    from tabletop.i18n.reasons import describe

    out = out or sys.stdout
    err = err or sys.stderr
    translate, tr = _translator(args.lang)
    load_games()
    database = CardDatabase.load()
    for problem in database.problems:
        print(
            tr(QT_TRANSLATE_NOOP("DeckCheck", "warning: a card set was skipped: {reason}")).format(
                reason=describe(problem.code, problem.params, translate)
            ),
            file=err,
        )
    reports: list[dict[str, Any]] = []
    status = LEGAL
    for path in args.files:
        parsed = read_deck(path, database)
        unreadable = parsed.deck is None and any(e.code in UNREADABLE_CODES for e in parsed.errors)
        profile = None
        if args.profile and parsed.deck is not None:
            try:
                profile = profile_params(parsed.deck.game, args.profile).model_dump(mode="json")
            except ProfileError as error:
                print(f"{path}: {describe(error.code, error.params, translate)}", file=err)
                return UNREADABLE
        report = check_parsed(parsed, database, profile)
        problems = _messages(report.problems, translate)
        warnings = _messages(report.warnings, translate)
        if unreadable:
            status = UNREADABLE
        elif not report.legal and status == LEGAL:
            status = ILLEGAL
        reports.append(
            {"file": str(path), "legal": report.legal, "problems": problems, "warnings": warnings}
        )
        if not args.json:
            _print_plain(path, report.legal, problems, warnings, tr, out)
    if args.json:
        print(json.dumps(reports, ensure_ascii=False, indent=2), file=out)
    return status


def _messages(issues: Iterable[DeckIssue], translate: Translate) -> list[dict[str, Any]]:
    from tabletop.i18n.reasons import describe

    return [
        {
            "code": issue.code,
            "line": issue.line,
            "params": dict(issue.params),
            "message": describe(issue.code, issue.params, translate),
        }
        for issue in issues
    ]


def _print_plain(
    path: Path,
    legal: bool,
    problems: list[dict[str, Any]],
    warnings: list[dict[str, Any]],
    tr: Callable[[str], str],
    out: TextIO,
) -> None:
    from tabletop.i18n.noop import QT_TRANSLATE_NOOP

    def where(item: dict[str, Any]) -> str:
        return f"{path}:{item['line']}" if item["line"] else str(path)

    for item in problems:
        print(f"{where(item)}: {item['message']}", file=out)
    for item in warnings:
        label = tr(QT_TRANSLATE_NOOP("DeckCheck", "warning"))
        print(f"{where(item)}: {label}: {item['message']}", file=out)
    if legal:
        verdict = tr(QT_TRANSLATE_NOOP("DeckCheck", "legal"))
        print(f"{path}: {verdict}", file=out)
