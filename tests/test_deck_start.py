"""An illegal deck given on the command line, from a plain start in a child process: enforced
mode refuses it with every problem on stderr, manual mode warns and starts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # every test starts the app in a child process

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "assets" / "decks"
BAD = REPO / "tests" / "data" / "bad"


def start(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop ARGS --screenshot`` as a user starts it, in a fresh process."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "PYTHONPATH")}
    env.update(TABLETOP_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    out = home / "out.png"
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args, "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=home,
    )


CASES = {
    # A Yu Yu Hakusho game (deck 1 says so) given a Dragon Ball GT deck for player 2.
    "other-game": (
        [DECKS / "yyh-team-toguro.deck", DECKS / "dbgt-goku.deck"],
        ["The deck of Player 2 (dbgt-goku.deck) cannot be used:",
         "The deck is for another game (Dragon Ball GT)."],
        ["ドラゴンボールGT"],
    ),
    "dbgt-rules": (
        [BAD / "deck-dbgt-rules.deck", DECKS / "dbgt-goku.deck"],
        ["The deck of Player 1 (deck-dbgt-rules.deck) breaks the deck rules:",
         "Goku level 2 is missing from the Main Personality.",
         "line 6: 5 copies of Orange Standing Fist Punch; at most 3 are allowed."],
        ["6 行目"],
    ),
    "yyh-rules": (
        [DECKS / "yyh-team-urameshi.deck", BAD / "deck-yyh-rules.deck"],
        ["The deck of Player 2 (deck-yyh-rules.deck) breaks the deck rules:",
         "The team has 1 starting characters; it needs exactly 4.",
         "line 5: 4 copies of Spirit Gun Focus; at most 3 are allowed."],
        ["5 行目"],
    ),
}  # fmt: skip


def deck_args(decks: list[Path]) -> list[str]:
    return ["--deck1", str(decks[0]), "--deck2", str(decks[1])]


@pytest.mark.parametrize("case", sorted(CASES))
def test_enforced_mode_refuses_an_illegal_deck(tmp_path: Path, case: str) -> None:
    decks, expected, _ = CASES[case]
    result = start(tmp_path, *deck_args(decks), "--lang", "en")
    assert result.returncode == 1, result.stderr
    for line in expected:
        assert line in result.stderr
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize("case", sorted(CASES))
def test_enforced_mode_refuses_in_japanese(tmp_path: Path, case: str) -> None:
    decks, english, japanese = CASES[case]
    result = start(tmp_path, *deck_args(decks), "--lang", "ja")
    assert result.returncode == 1, result.stderr
    assert english[0].split(" (")[0] not in result.stderr
    for word in japanese:
        assert word in result.stderr


@pytest.mark.parametrize("case", ["dbgt-rules", "yyh-rules"])
def test_manual_mode_warns_and_starts(tmp_path: Path, case: str) -> None:
    decks, expected, _ = CASES[case]
    result = start(tmp_path, *deck_args(decks), "--mode", "manual", "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "breaks the deck rules; the game starts anyway." in result.stderr
    for line in expected[1:]:
        assert line in result.stderr
    assert (tmp_path / "out.png").stat().st_size > 0


def test_manual_mode_still_refuses_a_deck_of_another_game(tmp_path: Path) -> None:
    decks, expected, _ = CASES["other-game"]
    result = start(tmp_path, *deck_args(decks), "--mode", "manual", "--lang", "en")
    assert result.returncode == 1, result.stderr
    assert expected[1] in result.stderr
    assert "In manual mode" not in result.stderr


def test_the_default_mode_comes_from_the_settings(tmp_path: Path) -> None:
    (tmp_path / "config").mkdir()
    settings = tmp_path / "config" / "settings.json"
    settings.write_text('{"schema_version": 1, "default_mode": "manual"}', encoding="utf-8")
    result = start(tmp_path, *deck_args(CASES["dbgt-rules"][0]), "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "the game starts anyway" in result.stderr


def test_legal_decks_start_without_a_word(tmp_path: Path) -> None:
    for decks in (["dbgt-goku.deck", "dbgt-vegeta.deck"],
                  ["yyh-team-toguro.deck", "yyh-team-urameshi.deck"]):  # fmt: skip
        result = start(tmp_path, *deck_args([DECKS / name for name in decks]))
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
