"""The real app killed with SIGKILL mid-game, then started again plainly: every action comes
back, at the seat that must act, behind the hand-over curtain.

Both runs are child processes started as a user starts Tabletop (``python -m tabletop``'s
``main``, ``TABLETOP_HOME`` a temp dir, the second one without ``--game``); the driver in
tests/app_child.py only answers the message boxes and plays through the window's session.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
DRIVER = "from tests.app_child import main; main()"
TIMEOUT = 120

pytestmark = [
    pytest.mark.slow,  # every test starts the app in child processes
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]


def child(home: Path, role: list[str], args: list[str]) -> subprocess.Popen[str]:
    """The app in a child process, driven by tests/app_child.py in ``role``."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "TABLETOP_HOME": str(home),
           "QT_QPA_PLATFORM": "offscreen"}  # fmt: skip
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, *role, "--", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
        env=env,
    )


def read_until(proc: subprocess.Popen[str], tag: str) -> tuple[dict[str, Any], list[str]]:
    """The JSON after ``tag`` on the child's stdout, and every line before it."""
    assert proc.stdout is not None
    lines = []
    for line in proc.stdout:
        if line.startswith(tag + " "):
            return json.loads(line[len(tag) + 1 :]), lines
        lines.append(line.rstrip("\n"))
    proc.wait(timeout=TIMEOUT)
    stderr = proc.stderr.read() if proc.stderr is not None else ""
    raise AssertionError(f"no {tag} from the child:\n" + "\n".join(lines) + "\n" + stderr)


def told(lines: list[str]) -> list[tuple[str, str]]:
    """The message boxes the child showed: (kind, text)."""
    out = []
    for line in lines:
        if line.startswith("TOLD "):
            _, kind, text = line.split(" ", 2)
            out.append((kind, json.loads(text)))
    return out


def play_and_kill(
    home: Path, game: str, seed: int, actions: int, when: str, *save: str
) -> dict[str, Any]:
    proc = child(home, ["play", game, str(seed), str(actions), when, *save], ["--game", game])
    try:
        ready, _ = read_until(proc, "READY")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
    assert proc.returncode == -signal.SIGKILL
    return ready


def plain_start(home: Path, *args: str) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    proc = child(home, ["report"], list(args))
    try:
        shown, lines = read_until(proc, "REPORT")
        proc.wait(timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
    return shown, told(lines)


@pytest.mark.parametrize(
    ("game", "seed", "when"),
    [("dbgt", 3, "any"), ("dbgt", 4, "other"), ("yyh", 5, "any"), ("yyh", 6, "other")],
)
def test_killed_game_comes_back_whole_at_the_seat_that_must_act(
    tmp_path: Path, game: str, seed: int, when: str
) -> None:
    before = play_and_kill(tmp_path, game, seed, 40, when)
    assert before["game"] == game and before["actions"] > 40
    if when == "other" and game == "dbgt":
        assert before["actor"] != before["active"]  # the defender must answer
    after, messages = plain_start(tmp_path)
    total = before["actions"]
    assert messages[0][0] == "question"
    assert messages[1:] == [("information", f"Actions recovered: {total} of {total}.")]
    assert after["game"] == game
    assert after["actions"] == total
    assert after["digest"] == before["digest"]  # the same log, redo tail and state
    assert after["actor"] == before["actor"]
    assert after["seat"] == after["actor"]  # the seat that must act has the computer
    assert after["curtain"] and not after["open_hands"]  # behind the curtain
    journals = list((tmp_path / "state" / "journal").glob("journal-*.jsonl"))
    assert [str(p) for p in journals] == [after["journal"]]  # the old one went, a new one runs


@pytest.mark.parametrize(("game", "seed"), [("dbgt", 4), ("yyh", 6)])
def test_a_loaded_save_opens_at_the_seat_that_must_act(
    tmp_path: Path, game: str, seed: int
) -> None:
    save = tmp_path / f"{game}.tabletop"
    before = play_and_kill(tmp_path / "home", game, seed, 40, "other", str(save))
    after, messages = plain_start(tmp_path / "other-home", "--load", str(save))
    assert messages == []
    assert after["game"] == game and after["digest"] == before["digest"]
    assert after["seat"] == after["actor"] == before["actor"]
    assert after["curtain"]


def test_two_instances_started_together_never_resume_the_same_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.storage import Journal
    from tabletop.storage.claims import journal_dir
    from tests.test_crash_recovery import play

    for round_ in range(2):
        home = tmp_path / f"round{round_}"
        monkeypatch.setenv("TABLETOP_HOME", str(home))
        game = play(20)
        Journal.start(game.setup, "enforced", journal_dir(), log=game.log).close()
        procs = [child(home, ["report", "4"], []) for _ in range(2)]
        asked = []
        for proc in procs:
            shown, lines = read_until(proc, "REPORT")
            messages = told(lines)
            asked.append(any(kind == "question" for kind, _ in messages))
            if asked[-1]:
                assert shown["actions"] == len(game.log)
        for proc in procs:
            proc.wait(timeout=TIMEOUT)
        assert asked.count(True) == 1, asked
