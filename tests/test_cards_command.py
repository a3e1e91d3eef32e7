"""``tabletop cards import|export|list`` in a child process, as a user runs it: exit 0
imported, 1 rows refused (one line per problem, nothing written), 2 unreadable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tabletop.paths import resource_path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = resource_path("cards") / "templates"


def cards(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop cards ARGS`` in a fresh process with its own TABLETOP_HOME."""
    env = {**os.environ, "TABLETOP_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "tabletop", "cards", *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )  # fmt: skip


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


GT_CSV = (
    "set,number,type,name,name_ja,character,level,alignment,pur,stages,text,set_name\n"
    "BAB,1,personality,Baby Lv1,ベビー Lv1,Baby,1,villain,2,0 500 600 700 800 900 1000 1100 "
    '1200 1300 1400,"Power: once per game, raise your anger.",Baby\n'
    "BAB,2,personality,Baby Lv2,,Baby,2,villain,2,0 1500 1600 1700 Z 1800,,Baby\n"
)


def test_import_then_list_then_export_round_trip(tmp_path: Path) -> None:
    home = tmp_path / "home"
    source = _write(tmp_path / "baby.csv", GT_CSV)
    done = cards("import", str(source), "--lang", "en", home=home)
    assert done.returncode == 0, done.stderr + done.stdout
    assert "2 cards imported" in done.stdout
    assert (home / "data" / "cards" / "dbgt" / "BAB.json").is_file()

    listed = cards("list", "--game", "dbgt", "--json", home=home)
    sets = {s["set"]: s for s in json.loads(listed.stdout)}
    assert sets["BAB"]["origin"] == "user" and sets["BAB"]["cards"] == 2
    shown = cards("list", "--set", "bab", home=home)
    assert shown.stdout.splitlines() == [
        "BAB-1\tpersonality\tBaby Lv1", "BAB-2\tpersonality\tBaby Lv2"
    ]  # fmt: skip

    for suffix in ("csv", "json"):
        out = tmp_path / f"BAB.{suffix}"
        exported = cards("export", "--game", "dbgt", "--set", "BAB", str(out), home=home)
        assert exported.returncode == 0, exported.stderr
        fresh = tmp_path / f"fresh-{suffix}"
        again = cards("import", str(out), "--json", home=fresh)
        assert again.returncode == 0, again.stdout
        report = json.loads(again.stdout)
        assert report["imported"] == 2 and report["problems"] == []
        mine = (home / "data" / "cards" / "dbgt" / "BAB.json").read_bytes()
        assert (fresh / "data" / "cards" / "dbgt" / "BAB.json").read_bytes() == mine


def test_refused_rows_one_line_each_in_japanese_and_nothing_written(tmp_path: Path) -> None:
    home = tmp_path / "home"
    bad = GT_CSV + "BAB,3,personality,Baby Lv3,,Baby,3,villain,2,0 900 800,,\n"
    bad += "BAB,4,personalty,Typo,,,,,,,,\n"
    done = cards("import", _write(tmp_path / "bad.csv", bad).as_posix(), "--lang", "ja", home=home)
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    problems = [line for line in lines if "行目" in line]
    assert len(problems) == 2, done.stdout
    assert "4行目, stages" in problems[0] and "5行目, type" in problems[1]
    assert not (home / "data" / "cards").exists()
    done = cards("import", str(tmp_path / "bad.csv"), "--valid-only", "--json", home=home)
    assert done.returncode == 1 and json.loads(done.stdout)["imported"] == 2
    assert (home / "data" / "cards" / "dbgt" / "BAB.json").is_file()


def test_an_unreadable_file_exits_2(tmp_path: Path) -> None:
    home = tmp_path / "home"
    missing = cards("import", str(tmp_path / "nope.csv"), "--lang", "en", home=home)
    assert missing.returncode == 2 and "does not exist" in missing.stderr
    binary = tmp_path / "cards.json"
    binary.write_bytes(b"\x00\x01{{")
    assert cards("import", str(binary), home=home).returncode == 2
    odd = _write(tmp_path / "cards.xlsx", "x")
    assert cards("import", str(odd), home=home).returncode == 2
    unknown = cards("export", "--game", "dbgt", "--set", "NOPE", str(tmp_path / "o.csv"),
                    home=home)  # fmt: skip
    assert unknown.returncode == 1 and "NOPE" in unknown.stderr


def test_the_templates_import_cleanly(tmp_path: Path) -> None:
    for game in ("dbgt", "yyh"):
        template = TEMPLATES / f"{game}.csv"
        done = cards("import", str(template), "--json", home=tmp_path / game)
        assert done.returncode == 0, done.stdout
        assert json.loads(done.stdout)["game"] == game


def test_a_listing_read_only_in_part_ends_quietly(tmp_path: Path) -> None:
    """``tabletop cards list --json | head -c 100``: the reader stops early; no traceback."""
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "tabletop", "cards", "list", "--json"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT
    ) as child:
        assert child.stdout is not None and child.stderr is not None
        assert child.stdout.read(100)
        child.stdout.close()  # as head does once it has its lines
        errors = child.stderr.read().decode()
        status = child.wait(timeout=120)
    assert "Traceback" not in errors and "BrokenPipe" not in errors, errors
    assert status == 0


def test_a_cell_over_the_csv_limit_is_refused_naming_its_row_exit_2(tmp_path: Path) -> None:
    """Issue 29: a cell of 131,073 characters was an uncaught ``_csv.Error`` (traceback, exit 1)."""
    source = tmp_path / "huge.csv"
    source.write_text(GT_CSV + "BAB,3,drill," + "9" * 131_073 + ",,,,,,,,\n", encoding="utf-8")
    done = cards("import", str(source), "--lang", "en", home=tmp_path / "home")
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"{source}: Row 4 has a cell of more than 131072 characters; no card field is that long."
    ]
    assert not (tmp_path / "home" / "data" / "cards").exists()


def test_control_characters_are_refused_and_never_printed_raw(tmp_path: Path) -> None:
    """Issue 29: an ESC sequence, a BEL and a right-to-left override in a name reached the
    terminal raw; they are refused by row and column, and the lines print them escaped."""
    source = tmp_path / "ctrl.csv"
    source.write_text(
        "set,number,type,name,name_ja\n"
        "BAB,1,drill,Clear\x1b[2J\x07,\n"
        "BAB,2,drill,Goku,\u202eクゴ\n"
        "BAB,3,setup,\u200bZero,\n",
        encoding="utf-8",
    )
    done = cards("import", str(source), "--lang", "en", home=tmp_path / "home")
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert not any(c in out for c in "\x1b\x07\u202e\u200b"), repr(out)
    lines = [line.split(": ", 1)[1] for line in out.splitlines()[:3]]
    assert [line.split(":")[0] for line in lines] == [
        "Row 2, name",
        "Row 3, name_ja",
        "Row 4, name",
    ]
    assert "U+001B" in lines[0] and "U+202E" in lines[1] and "U+200B" in lines[2]
