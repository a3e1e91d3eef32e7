"""``tabletop selfplay`` as a user runs it: a child process, a fresh home, nothing imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(tmp_path: Path, *args: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    env.pop("PYTHONSTARTUP", None)
    return subprocess.run(
        [sys.executable, "-m", "tabletop", "selfplay", *args, "--lang", lang],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_json_figures(tmp_path: Path) -> None:
    done = _run(
        tmp_path, "--game", "dbgt", "--players", "greedy,random", "--games", "2", "--seed", "7",
        "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["games"] == 2
    assert len(figures["wins"]) == 2
    assert sum(figures["wins"]) + figures["draws"] + figures["unfinished"] == 2
    assert 0 < figures["mean_decision_ms"] <= figures["max_decision_ms"]
    assert [p["level"] for p in figures["players"]] == ["greedy", "random"]
    assert all(p["decisions"] > 0 for p in figures["players"])


def test_the_reference_decks_play_other_games(tmp_path: Path) -> None:
    args = ("--game", "dbgt", "--players", "scripted,scripted", "--games", "2", "--seed", "1")
    demo = _run(tmp_path, *args, "--json")
    reference = _run(tmp_path, *args, "--decks", "reference", "--json")
    assert demo.returncode == reference.returncode == 0, reference.stderr
    got = [json.loads(done.stdout) for done in (demo, reference)]
    assert [g["decks"] for g in got] == ["demo", "reference"]
    assert all(sum(g["wins"]) + g["draws"] + g["unfinished"] == 2 for g in got)
    decisions = [[p["decisions"] for p in g["players"]] for g in got]
    assert decisions[0] != decisions[1]  # other cards, other games


def test_the_same_seed_gives_the_same_games(tmp_path: Path) -> None:
    args = ("--game", "yyh", "--players", "random,greedy", "--games", "2", "--seed", "3", "--json")
    first, second = _run(tmp_path, *args), _run(tmp_path, *args)
    assert first.returncode == second.returncode == 0, first.stderr
    assert json.loads(first.stdout)["wins"] == json.loads(second.stdout)["wins"]
    assert (
        json.loads(first.stdout)["players"][0]["decisions"]
        == json.loads(second.stdout)["players"][0]["decisions"]
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_plain_report(tmp_path: Path, lang: str) -> None:
    done = _run(
        tmp_path, "--game", "yyh", "--players", "strong,random", "--games", "1",
        "--budget-ms", "20", lang=lang,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 6
    if lang == "ja":
        assert "勝" in done.stdout and "strong" in lines[0]
    else:
        assert lines[0].startswith("Player 1 (strong): won ")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("--players", "strong"), "--players"),
        (("--players", "strong,clever"), "clever"),
        (("--players", "strong,random", "--games", "0"), "--games"),
        (("--players", "strong,random", "--budget-ms", "-5"), "--budget-ms"),
    ],
)
def test_bad_arguments(tmp_path: Path, args: tuple[str, ...], says: str) -> None:
    done = _run(tmp_path, "--game", "dbgt", *args)
    assert done.returncode == 2
    assert says in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_bad_arguments_in_japanese(tmp_path: Path) -> None:
    done = _run(tmp_path, "--game", "dbgt", "--players", "a,b", lang="ja")
    assert done.returncode == 2
    assert "--players" in done.stderr and "random" in done.stderr
    assert any(ord(ch) > 0x3000 for ch in done.stderr)
