"""The Physical Attack Table: bundled data, ranks, damage, the tables model, `tabletop pat`."""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop import paths
from tabletop.commands import pat as pat_command
from tabletop.games.dbgt.pat import (
    PatError,
    PatResult,
    PatTable,
    PatTables,
    bundled_tables,
    damage,
    get_table,
    load_tables,
    parse_power,
    parse_tables,
    rank_of,
)
from tests.test_layering import qt_imports

PAT_WIRED = True
"""Set to True once tabletop.cli.build_parser() registers the ``pat`` subcommand: this enables
the two tests that go through ``main()`` and ``python -m tabletop``."""

TABLES_FILE = paths.resource_path("pat", "tables.json")

# --- the printed tables, written out independently of assets/pat/tables.json ------------------

PRINTED_RANGES: dict[str, list[tuple[str, int, int | None]]] = {
    "saiyan": [
        ("A", 0, 99),
        ("B", 100, 599),
        ("C", 600, 999),
        ("D", 1000, 2999),
        ("E", 3000, 9999),
        ("F", 10000, 14999),
        ("G", 15000, 24999),
        ("H", 25000, None),
    ],
    "trunks": [
        ("A", 0, 99),
        ("B", 100, 6999),
        ("C", 7000, 99999),
        ("D", 100000, 399999),
        ("E", 400000, 699999),
        ("F", 700000, 999999),
        ("G", 1000000, 1299999),
        ("H", 1300000, None),
    ],
    "cell": [
        ("A", 0, 99),
        ("B", 100, 9999),
        ("C", 10000, 299999),
        ("D", 300000, 699999),
        ("E", 700000, 999999),
        ("F", 1000000, 1999999),
        ("G", 2000000, 2999999),
        ("H", 3000000, 3999999),
        ("I", 4000000, None),
    ],
    "fusion": [
        ("A", 0, 0),
        ("B", 1, 649999),
        ("C", 650000, 1899999),
        ("D", 1900000, 3799999),
        ("E", 3800000, 5699999),
        ("F", 5700000, 7999999),
        ("G", 8000000, 9799999),
        ("H", 9800000, 11599999),
        ("I", 11600000, None),
    ],
}
PRINTED_RANGES["gt"] = PRINTED_RANGES["cell"]  # the placeholder borrows the Cell Saga ranges

# Rows: attacker rank; columns: defender rank.
PRINTED_GRIDS: dict[str, list[list[int]]] = {
    "saiyan": [
        [1, 0, 0, 0, 0, 0, 0, 0],
        [2, 1, 0, 0, 0, 0, 0, 0],
        [3, 2, 1, 0, 0, 0, 0, 0],
        [4, 3, 2, 1, 0, 0, 0, 0],
        [5, 4, 3, 2, 1, 0, 0, 0],
        [6, 5, 4, 3, 2, 1, 0, 0],
        [7, 6, 5, 4, 3, 2, 1, 0],
        [8, 7, 6, 5, 4, 3, 2, 1],
    ],
    "trunks": [
        [1, 0, 0, 0, 0, 0, 0, 0],
        [2, 1, 0, 0, 0, 0, 0, 0],
        [3, 2, 1, 0, 0, 0, 0, 0],
        [4, 3, 2, 1, 0, 0, 0, 0],
        [5, 4, 3, 2, 1, 0, 0, 0],
        [6, 5, 4, 3, 2, 1, 0, 0],
        [7, 6, 5, 4, 3, 2, 1, 0],
        [7, 7, 6, 5, 4, 3, 2, 1],
    ],
    "cell": [
        [1, 0, 0, 0, 0, 0, 0, 0, 0],
        [2, 1, 0, 0, 0, 0, 0, 0, 0],
        [3, 2, 1, 0, 0, 0, 0, 0, 0],
        [4, 3, 2, 1, 0, 0, 0, 0, 0],
        [5, 4, 3, 2, 1, 0, 0, 0, 0],
        [6, 5, 4, 3, 2, 1, 0, 0, 0],
        [7, 6, 5, 4, 3, 2, 1, 0, 0],
        [8, 7, 6, 5, 4, 3, 2, 1, 0],
        [8, 8, 7, 6, 5, 4, 3, 2, 1],
    ],
    # Unverified: the plain staircase max(0, a - d + 1).
    "fusion": [[max(0, a - d + 1) for d in range(9)] for a in range(9)],
    "gt": [[max(0, a - d + 1) for d in range(9)] for a in range(9)],
}
VERIFIED = {"saiyan": True, "trunks": True, "cell": True, "fusion": False, "gt": False}

CELLS = [
    (table_id, a, d, grid[a][d])
    for table_id, grid in PRINTED_GRIDS.items()
    for a in range(len(grid))
    for d in range(len(grid))
]
RANKS = [(table_id, i) for table_id, ranges in PRINTED_RANGES.items() for i in range(len(ranges))]


def powers_of(table_id: str, index: int) -> list[int]:
    """Ratings inside rank ``index``: its min, its max (or far above for the top rank)."""
    _, low, high = PRINTED_RANGES[table_id][index]
    return [low, high if high is not None else low * 1000 + 7]


# --- the bundled data ----------------------------------------------------------------------------


def test_the_bundled_tables_are_the_expected_ones() -> None:
    tables = bundled_tables()
    assert tables.ids == ("saiyan", "trunks", "cell", "fusion", "gt")
    assert tables.default_table == "saiyan"
    assert bundled_tables() is tables  # cached
    for table in tables.tables:
        assert table.z_damage == 2


def test_the_data_credits_its_sources() -> None:
    repositories = {source.repository for source in bundled_tables().sources}
    assert repositories == {
        "https://github.com/sanhiei/DBZ-CCG-Battle-Sim",
        "https://github.com/csiqueirasilva/dbzccg",
        "https://github.com/ryandy/dragon-ball-z-tcg",
    }
    assert "sanhiei/DBZ-CCG-Battle-Sim" in get_table("saiyan").provenance


@pytest.mark.parametrize("table_id", PRINTED_RANGES)
def test_rank_ranges_are_the_printed_ones(table_id: str) -> None:
    table = get_table(table_id)
    assert [(r.letter, r.min, r.max) for r in table.ranks] == PRINTED_RANGES[table_id]


@pytest.mark.parametrize(("table_id", "a", "d", "expected"), CELLS)
def test_every_cell_of_every_table(table_id: str, a: int, d: int, expected: int) -> None:
    table = get_table(table_id)
    assert table.cell(a, d) == table.grid()[a][d] == expected
    letters = table.letters
    for attacker in powers_of(table_id, a):
        for defender in powers_of(table_id, d):
            result = damage(table_id, attacker, defender)
            assert result == PatResult(table_id, letters[a], letters[d], expected)


@pytest.mark.parametrize(("table_id", "index"), RANKS)
def test_rank_boundaries(table_id: str, index: int) -> None:
    _, low, high = PRINTED_RANGES[table_id][index]
    assert rank_of(table_id, low) == index
    if high is None:
        assert index == len(PRINTED_RANGES[table_id]) - 1
    else:
        assert rank_of(table_id, high) == index
        assert rank_of(table_id, high + 1) == index + 1


@pytest.mark.parametrize("table_id", PRINTED_RANGES)
def test_ratings_above_the_top_rank_use_the_top_rank(table_id: str) -> None:
    top = len(PRINTED_RANGES[table_id]) - 1
    assert rank_of(table_id, 10**30) == top
    result = damage(table_id, 10**30, 0)
    assert result.attacker_rank == PRINTED_RANGES[table_id][top][0]
    assert result.damage == PRINTED_GRIDS[table_id][top][0]


@pytest.mark.parametrize("table_id", PRINTED_RANGES)
@pytest.mark.parametrize(
    ("attacker", "defender", "ranks"),
    [("Z", 0, ("Z", "A")), (0, "Z", ("A", "Z")), ("Z", 10**9, ("Z", None)), ("Z", "Z", ("Z", "Z"))],
)
def test_a_z_rating_gives_2(
    table_id: str, attacker: int | str, defender: int | str, ranks: tuple[str, str | None]
) -> None:
    result = damage(table_id, attacker, defender)  # type: ignore[arg-type]
    assert result.damage == 2
    assert result.attacker_rank == ranks[0]
    expected_defender = ranks[1] or PRINTED_RANGES[table_id][-1][0]
    assert result.defender_rank == expected_defender


def test_a_z_rating_has_no_rank() -> None:
    with pytest.raises(PatError) as raised:
        rank_of("saiyan", "Z")  # type: ignore[arg-type]
    assert raised.value.code == "bad_power"


def test_overrides_are_data_and_honoured() -> None:
    trunks, cell, saiyan = get_table("trunks"), get_table("cell"), get_table("saiyan")
    assert [(o.attacker, o.defender, o.damage) for o in trunks.overrides] == [("H", "A", 7)]
    assert [(o.attacker, o.defender, o.damage) for o in cell.overrides] == [("I", "A", 8)]
    assert saiyan.overrides == () and get_table("fusion").overrides == ()
    assert get_table("gt").overrides == ()
    # The grid under the override is the staircase; the override wins.
    assert trunks.damage[7][0] == 8 and damage("trunks", 1_300_000, 99).damage == 7
    assert cell.damage[8][0] == 9 and damage("cell", 4_000_000, 0).damage == 8
    assert damage("saiyan", 25_000, 0).damage == 8


def test_an_override_anywhere_is_honoured() -> None:
    raw = raw_tables()
    raw["tables"][0]["overrides"] = [{"attacker": "B", "defender": "C", "damage": 5}]
    table = parse_tables(json.dumps(raw)).table("saiyan")
    assert damage(table, 100, 600) == PatResult("saiyan", "B", "C", 5)
    assert damage(table, 600, 100).damage == 2


@pytest.mark.parametrize(("table_id", "verified"), VERIFIED.items())
def test_verified_flags(table_id: str, verified: bool) -> None:
    table = get_table(table_id)
    assert table.verified is verified
    assert ("UNVERIFIED" in table.provenance) is not verified


def test_the_gt_placeholder_says_what_it_is_based_on() -> None:
    provenance = get_table("gt").provenance
    for fact in ("no Dragon Ball GT scouter", "A to I", "Cell Saga", "staircase"):
        assert fact in provenance


@pytest.mark.parametrize("power", [-1, -100, True, False, 1.5, "12", "z", "", None, [1]])
def test_bad_powers_are_refused(power: Any) -> None:
    calls: list[Callable[[], object]] = [
        lambda: damage("saiyan", power, 0),
        lambda: damage("saiyan", 0, power),
    ]
    for call in calls:
        with pytest.raises(PatError) as raised:
            call()
        assert raised.value.code == "bad_power"
        assert raised.value.params == {"power": power}
    with pytest.raises(PatError, match="bad_power"):
        rank_of("saiyan", power)


def test_an_unknown_table_is_refused() -> None:
    calls: list[Callable[[], object]] = [lambda: damage("namek", 1, 1), lambda: rank_of("namek", 1)]
    for call in calls:
        with pytest.raises(PatError) as raised:
            call()
        assert raised.value.code == "unknown_table"
        assert raised.value.params["table"] == "namek"
        assert raised.value.params["known"] == bundled_tables().ids


def test_a_table_can_come_from_other_tables() -> None:
    raw = raw_tables()
    raw["tables"][0]["id"] = "mine"
    raw["default_table"] = "mine"
    tables = parse_tables(json.dumps(raw))
    assert get_table("mine", tables).id == "mine"
    assert get_table(tables.tables[0]) is tables.tables[0]


@given(
    st.sampled_from(sorted(PRINTED_GRIDS)),
    st.integers(0, 20_000_000),
    st.integers(0, 20_000_000),
    st.integers(0, 5_000_000),
)
def test_damage_rises_with_the_attacker_and_falls_with_the_defender(
    table_id: str, attacker: int, defender: int, step: int
) -> None:
    base = damage(table_id, attacker, defender).damage
    assert damage(table_id, attacker + step, defender).damage >= base
    assert damage(table_id, attacker, defender + step).damage <= base
    a, d = rank_of(table_id, attacker), rank_of(table_id, defender)
    assert base == PRINTED_GRIDS[table_id][a][d]


# --- parsing typed ratings -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "power"),
    [
        ("1200", 1200),
        ("0", 0),
        (" 25000 ", 25000),
        ("1,200", 1200),
        ("14,999,991", 14999991),
        ("Z", "Z"),
        ("z", "Z"),
        (" Z ", "Z"),
    ],
)
def test_parse_power(text: str, power: int | str) -> None:
    assert parse_power(text) == power


@pytest.mark.parametrize(
    "text", ["-5", "1.5", "abc", "", "1,20", "12,0000", "1e3", "+5", "١٢", "9" * 19, "ZZ"]
)
def test_parse_power_refuses(text: str) -> None:
    with pytest.raises(PatError) as raised:
        parse_power(text)
    assert (raised.value.code, dict(raised.value.params)) == ("bad_power", {"power": text})


# --- the tables model refuses broken files -------------------------------------------------------


def raw_tables() -> dict[str, Any]:
    """A fresh, editable copy of the bundled tables file."""
    data: dict[str, Any] = json.loads(TABLES_FILE.read_text(encoding="utf-8"))
    return data


SAIYAN = ("tables", 0)
STAIRCASE_8 = PRINTED_GRIDS["saiyan"]

# (where in the file, the value put there, the error code expected)
BROKEN: list[tuple[tuple[str | int, ...], Any, str]] = [
    ((*SAIYAN, "ranks", 2, "min"), 601, "ranks_not_contiguous"),  # a gap
    ((*SAIYAN, "ranks", 2, "min"), 500, "ranks_not_contiguous"),  # an overlap
    ((*SAIYAN, "ranks", 2), {"letter": "C", "min": 600, "max": 500}, "rank_range_empty"),
    ((*SAIYAN, "damage", 3), [4, 3, 2, 1, 0, 0, 0, 0, 0], "grid_not_square"),  # ragged
    ((*SAIYAN, "damage", 3), [4, 3, 2, 1, 0, 0, 0], "grid_not_square"),  # ragged
    ((*SAIYAN, "damage"), STAIRCASE_8[:-1], "grid_not_square"),  # a row missing
    ((*SAIYAN, "damage"), [row[:-1] for row in STAIRCASE_8], "grid_not_square"),  # a column
    ((*SAIYAN, "ranks", 0, "min"), 1, "ranks_not_from_zero"),
    ((*SAIYAN, "ranks", 7, "max"), 99999, "top_rank_not_open_ended"),
    ((*SAIYAN, "ranks", 3, "max"), None, "rank_open_ended_early"),
    ((*SAIYAN, "ranks", 1, "letter"), "A", "rank_letters_repeated"),
    ((*SAIYAN, "ranks", 7, "letter"), "Z", "string_pattern_mismatch"),  # Z is reserved
    ((*SAIYAN, "damage", 0, 0), -1, "greater_than_equal"),
    ((*SAIYAN, "ranks", 1, "min"), "100", "int_type"),  # strict: no strings for numbers
    ((*SAIYAN, "damage", 0, 0), True, "int_type"),  # strict: no booleans for numbers
    ((*SAIYAN, "verified"), "yes", "bool_type"),
    ((*SAIYAN, "colour"), "orange", "extra_forbidden"),
    (
        (*SAIYAN, "overrides"),
        [{"attacker": "I", "defender": "A", "damage": 8}],
        "override_unknown_rank",
    ),
    (
        (*SAIYAN, "overrides"),
        [{"attacker": "H", "defender": "A", "damage": 7}] * 2,
        "override_repeated",
    ),
    (
        (*SAIYAN, "overrides"),
        [{"attacker": "H", "defender": "A", "damage": 8}],
        "override_changes_nothing",
    ),
    (("tables", 1, "id"), "saiyan", "table_ids_repeated"),
    (("default_table",), "namek", "unknown_default_table"),
    (("tables",), [], "too_short"),
    (("format",), "tabletop-cards", "literal_error"),
    (("schema_version",), 2, "literal_error"),
]


def test_the_unbroken_copy_is_valid() -> None:
    assert parse_tables(json.dumps(raw_tables())) == bundled_tables()


@pytest.mark.parametrize(("where", "value", "code"), BROKEN, ids=[c for *_, c in BROKEN])
def test_a_broken_tables_file_is_refused(
    where: tuple[str | int, ...], value: Any, code: str
) -> None:
    raw = raw_tables()
    parent: Any = raw
    for key in where[:-1]:
        parent = parent[key]
    parent[where[-1]] = value
    with pytest.raises(PatError) as raised:
        parse_tables(json.dumps(raw), "broken.json")
    assert raised.value.code == "invalid_tables"
    assert raised.value.params["path"] == "broken.json"
    assert code in [error_code for _, error_code in raised.value.params["errors"]]


def test_not_json_is_refused() -> None:
    with pytest.raises(PatError) as raised:
        parse_tables(b"{not json")
    assert raised.value.code == "invalid_tables"
    assert raised.value.params["errors"][0][1] == "json_invalid"


def test_the_models_are_frozen() -> None:
    table = get_table("saiyan")
    with pytest.raises(ValueError, match="frozen"):
        table.verified = False  # type: ignore[misc]
    assert isinstance(PatTables.model_validate_json(TABLES_FILE.read_bytes()), PatTables)
    assert isinstance(table, PatTable)


def test_load_tables_from_a_file(tmp_path: Path) -> None:
    good = tmp_path / "tables.json"
    good.write_bytes(TABLES_FILE.read_bytes())
    assert load_tables(good) == bundled_tables()
    with pytest.raises(PatError) as raised:
        load_tables(tmp_path / "missing.json")
    assert raised.value.code == "unreadable"
    with pytest.raises(PatError) as raised:
        load_tables(good, limit=100)
    assert raised.value.code == "too_large"
    assert raised.value.params["limit"] == 100


# --- the `tabletop pat` command ------------------------------------------------------------------


def run_pat(
    attacker: str, defender: str, table: str | None = None, as_json: bool = False
) -> tuple[int, str, str]:
    """Run the handler with a Namespace as the parser builds it: (status, stdout, stderr)."""
    args = argparse.Namespace(attacker=attacker, defender=defender, table=table, json=as_json)
    out, err = io.StringIO(), io.StringIO()
    status = pat_command.run(args, out, err)
    return status, out.getvalue(), err.getvalue()


def test_command_plain_lines() -> None:
    status, out, err = run_pat("1200", "500")
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "table: Saiyan Saga (saiyan)",
        "attacker rank: D (power 1200)",
        "defender rank: B (power 500)",
        "damage: 3 power stages",
    ]


def test_command_plain_lines_for_an_unverified_table_and_one_stage() -> None:
    status, out, _ = run_pat("4,000,000", "5000000", table="GT")
    assert status == 0
    assert out.splitlines() == [
        "table: Dragon Ball GT (placeholder) (gt, unverified)",
        "attacker rank: I (power 4000000)",
        "defender rank: I (power 5000000)",
        "damage: 1 power stage",
    ]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("1200", "500", None), {"table": "saiyan", "attacker_rank": "D", "defender_rank": "B"}),
        (("1300000", "0", "trunks"), {"table": "trunks", "attacker_rank": "H", "damage": 7}),
        (("z", "4000000", "cell"), {"attacker_rank": "Z", "defender_rank": "I", "damage": 2}),
    ],
)
def test_command_json(argv: tuple[str, str, str | None], expected: dict[str, Any]) -> None:
    status, out, err = run_pat(*argv, as_json=True)
    assert (status, err) == (0, "")
    printed = json.loads(out)
    assert list(printed) == ["table", "attacker_rank", "defender_rank", "damage"]
    assert printed.items() >= expected.items()
    assert printed == damage(printed["table"], parse_power(argv[0]), parse_power(argv[1])).as_dict()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("-5", "500", None), "'-5' is not a power rating"),
        (("1200", "lots", None), "'lots' is not a power rating"),
        (("1200", "1.5", None), "'1.5' is not a power rating"),
        (("1200", "500", "namek"), "no table named 'namek' (tables: saiyan, trunks, cell"),
    ],
)
def test_command_bad_input_exits_2(argv: tuple[str, str, str | None], message: str) -> None:
    for as_json in (False, True):
        status, out, err = run_pat(*argv, as_json=as_json)
        assert (status, out) == (2, "")
        assert err.startswith("tabletop pat: ") and message in err
        assert err.count("\n") == 1


def test_command_broken_bundled_data_exits_1(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> PatTables:
        raise PatError("invalid_tables", path="tables.json", errors=(("tables", "too_short"),))

    monkeypatch.setattr("tabletop.games.dbgt.pat.bundled_tables", broken)
    status, out, err = run_pat("1", "1")
    assert (status, out) == (1, "")
    assert "cannot be loaded" in err


def pat_parser() -> argparse.ArgumentParser:
    """A parser with only the ``pat`` subcommand, registered the way cli.py does it."""
    parser = argparse.ArgumentParser(prog="tabletop")
    pat_command.register(parser.add_subparsers(dest="command", metavar="COMMAND"))
    return parser


def test_register_adds_the_pat_subparser() -> None:
    args = pat_parser().parse_args(["pat", "1200", "-5", "--table", "cell", "--json"])
    assert (args.command, args.attacker, args.defender, args.table, args.json) == (
        "pat",
        "1200",
        "-5",  # a negative number is a positional argument, refused by the handler
        "cell",
        True,
    )
    assert args.run is pat_command.run
    defaults = pat_parser().parse_args(["pat", "Z", "0"])
    assert (defaults.table, defaults.json) == (None, False)


@pytest.mark.parametrize("argv", [["pat"], ["pat", "1"], ["pat", "1", "2", "3"], ["pat", "--x"]])
def test_register_refuses_bad_arguments(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        pat_parser().parse_args(argv)
    assert raised.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_the_command_module_imports_no_qt() -> None:
    assert qt_imports(("tabletop.commands", "tabletop.games.dbgt")) == ""


@pytest.mark.skipif(not PAT_WIRED, reason="the lead wires `pat` into tabletop.cli first")
def test_main_runs_pat(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.__main__ import main

    assert main(["pat", "1200", "500", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "table": "saiyan",
        "attacker_rank": "D",
        "defender_rank": "B",
        "damage": 3,
    }
    assert main(["pat", "1200", "-5"]) == 2
    assert "is not a power rating" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.skipif(not PAT_WIRED, reason="the lead wires `pat` into tabletop.cli first")
def test_module_pat_json_in_a_subprocess() -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    code = "import sys; sys.modules['PySide6'] = None; import runpy; " + (
        "runpy.run_module('tabletop', run_name='__main__')"
    )
    for command in (
        [sys.executable, "-m", "tabletop", "pat", "1200", "500", "--json"],
        [sys.executable, "-c", code, "pat", "1200", "500", "--json"],  # and without Qt
    ):
        result = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=120, check=False
        )
        assert (result.returncode, result.stderr) == (0, ""), result.stderr
        assert json.loads(result.stdout) == {
            "table": "saiyan",
            "attacker_rank": "D",
            "defender_rank": "B",
            "damage": 3,
        }
    bad = subprocess.run(
        [sys.executable, "-m", "tabletop", "pat", "1200", "-5"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, "")
    assert "is not a power rating" in bad.stderr
