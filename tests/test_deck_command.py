"""``tabletop deck check``: exit 0 legal, 1 illegal (a line per broken rule), 2 unreadable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.__main__ import main
from tabletop.paths import resource_path

DEMO_DECKS = sorted(resource_path("decks").glob("*.deck"))

BROKEN = """\
game: dbgt
[main personality]
1 SAI-158 Goku Lv1
-2 SAI-1
[sideboard]
1 SAI-2
"""


def _write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def test_there_are_two_demo_decks_of_each_game() -> None:
    names = [p.name for p in DEMO_DECKS]
    assert sum(n.startswith("dbgt-") for n in names) == 2
    assert sum(n.startswith("yyh-") for n in names) == 2


@pytest.mark.parametrize("deck", DEMO_DECKS, ids=lambda p: p.name)
def test_every_demo_deck_is_legal(deck: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "--lang", "en", str(deck)]) == 0
    assert capsys.readouterr().out.strip() == f"{deck}: legal"


def test_a_broken_deck_lists_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = _write(tmp_path, "broken.deck", BROKEN)
    assert main(["deck", "check", "--lang", "en", str(deck)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert f"{deck}:4: “-2” is not a card count from 1 to 99." in lines
    assert f"{deck}:5: Unknown section “[sideboard]”." in lines
    assert any("must hold 50 to 85" in line for line in lines)
    assert any("level 2 is missing" in line for line in lines)
    assert len(lines) >= 5


def test_json_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = _write(tmp_path, "broken.deck", BROKEN)
    assert main(["deck", "check", "--json", "--lang", "en", str(deck), str(DEMO_DECKS[0])]) == 1
    reports = json.loads(capsys.readouterr().out)
    assert [r["legal"] for r in reports] == [False, True]
    codes = {p["code"] for p in reports[0]["problems"]}
    assert {"bad_count", "unknown_section", "dbgt.deck_size", "dbgt.mp_level_missing"} <= codes
    assert all(set(p) == {"code", "line", "params", "message"} for p in reports[0]["problems"])


def test_japanese_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = _write(tmp_path, "broken.deck", BROKEN)
    assert main(["deck", "check", "--lang", "ja", str(deck)]) == 1
    out = capsys.readouterr().out
    assert "不明なセクション" in out and "枚数ではありません" in out


@pytest.mark.parametrize(
    ("name", "data", "status"),
    [
        ("binary.deck", bytes(range(256)) * 8, 2),
        ("latin1.deck", "game: yyh\n# caf\xe9\n".encode("latin-1"), 2),
        ("huge.deck", b"# x\n" * (3 * 1024 * 1024), 2),
        ("empty.deck", b"", 1),
        ("nogame.deck", "[deck]\n3 GF-C1\n", 1),
        ("badsection.deck", "game: yyh\n[sideboard]\n1 GF-C1\n", 1),
        ("negative.deck", "game: yyh\n[deck]\n-1 GF-C1\n", 1),
        ("unknown.deck", "game: yyh\n[deck]\n1 GF-C9999\n", 1),
    ],
)
def test_bad_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, data: str | bytes, status: int
) -> None:
    deck = _write(tmp_path, name, data)
    assert main(["deck", "check", "--lang", "en", str(deck)]) == status
    out = capsys.readouterr().out
    assert out.startswith(str(deck)) and "legal" not in out.splitlines()[-1][-6:]


def test_a_missing_file_is_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "--lang", "en", str(tmp_path / "nope.deck")]) == 2
    assert "cannot be read" in capsys.readouterr().out


def test_an_unknown_profile_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "--profile", "nope", str(DEMO_DECKS[0])]) == 2
    assert "nope" in capsys.readouterr().err
