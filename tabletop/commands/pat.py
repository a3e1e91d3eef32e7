"""``tabletop pat ATTACKER DEFENDER [--table NAME] [--json]``: a Physical Attack Table lookup.

Prints the table, both ranks and the base damage, one plain line each; ``--json`` prints
``{"table", "attacker_rank", "defender_rank", "damage"}`` instead (ranks as rank letters, ``"Z"``
for a Z rating). Bad input (a power that is not a number of 0 or more or Z, an unknown table)
gives a message on stderr and exit status 2; a broken bundled tables file, exit status 1.
No Qt here; the tables (pydantic) are imported only when the command runs, so registering it
costs the GUI start nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # imported by run(): registering the subparser stays as cheap as argparse
    from tabletop.games.dbgt.pat import PatError, PatResult, PatTable, Power

PROG = "tabletop pat"
BAD_INPUT = 2
BROKEN_DATA = 1


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``pat`` subparser (handler :func:`run`) to ``subparsers``; returns it."""
    parser = subparsers.add_parser(
        "pat",
        help="look up the base damage of a physical attack in a Physical Attack Table",
        description=(
            "Print the ranks of two power ratings and the base damage (in power stages) of a "
            "physical attack, from a Physical Attack Table."
        ),
    )
    parser.add_argument("attacker", metavar="ATTACKER", help="attacker's power rating, or Z")
    parser.add_argument("defender", metavar="DEFENDER", help="defender's power rating, or Z")
    parser.add_argument(
        "--table",
        metavar="NAME",
        default=None,
        help="table id: saiyan, trunks, cell, fusion, gt, ... (default: saiyan)",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help='print {"table", "attacker_rank", "defender_rank", "damage"} as JSON',
    )
    parser.set_defaults(run=run)
    return parser


def _plain(result: PatResult, table: PatTable, attacker: Power, defender: Power) -> str:
    stages = "power stage" if result.damage == 1 else "power stages"
    unverified = "" if table.verified else ", unverified"
    return "\n".join(
        (
            f"table: {table.name} ({table.id}{unverified})",
            f"attacker rank: {result.attacker_rank} (power {attacker})",
            f"defender rank: {result.defender_rank} (power {defender})",
            f"damage: {result.damage} {stages}",
        )
    )


def _message(error: PatError) -> str:
    params = error.params
    if error.code == "bad_power":
        return f"{params['power']!r} is not a power rating (a number of 0 or more, or Z)"
    if error.code == "unknown_table":
        return f"no table named {params['table']!r} (tables: {', '.join(params['known'])})"
    return f"the bundled Physical Attack Tables cannot be loaded: {error}"


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Handle ``tabletop pat``; the exit status (0, 1 broken bundled data, 2 bad input)."""
    from tabletop.games.dbgt.pat import PatError, bundled_tables, damage, parse_power

    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        tables = bundled_tables()
    except PatError as error:
        print(f"{PROG}: {_message(error)}", file=err)
        return BROKEN_DATA
    try:
        attacker = parse_power(args.attacker)
        defender = parse_power(args.defender)
        table = tables.table(args.table.strip().lower() if args.table else tables.default_table)
        result = damage(table, attacker, defender)
    except PatError as error:
        print(f"{PROG}: {_message(error)}", file=err)
        return BAD_INPUT
    if args.json:
        print(json.dumps(result.as_dict()), file=out)
    else:
        print(_plain(result, table, attacker, defender), file=out)
    return 0
