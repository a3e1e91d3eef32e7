"""The second evening: the real app started, played, quit as a user quits (its window geometry
and docks written to the settings), then started again with the same data folder gives the
table the same room as the first start — after a normal quit, after ``kill -9`` and with
``--load`` — with no flood of Qt warnings and no hang.

Every run is a child process started as a user starts Tabletop (tests/app_child.py, whose
``layout`` role measures the settled table and closes the window as a user does).
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

from tests.test_recovery_in_app import REPO, child, read_until

pytestmark = [
    pytest.mark.slow,  # every test starts the app in child processes
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]

TIMEOUT = 90
SHARE = 0.55
"""The least share of the window's width the table view has at every start."""


def run_layout(
    home: Path, role: list[str], args: list[str], platform: str = "offscreen"
) -> dict[str, Any]:
    """A child in the ``layout`` role, run to its normal end: what it measured."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "TABLETOP_HOME": str(home),
           "QT_QPA_PLATFORM": platform}  # fmt: skip
    command = [sys.executable, "-c", "from tests.app_child import main; main()"]
    result = subprocess.run(
        [*command, "layout", *role, "--", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        timeout=TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "FAILED" not in result.stdout, result.stdout + result.stderr
    assert "QFont" not in result.stderr, result.stderr[:2000]
    warnings = [line for line in result.stderr.splitlines() if "propagateSize" not in line]
    assert len(warnings) < 20, warnings[:20]
    lines = [line for line in result.stdout.splitlines() if line.startswith("LAYOUT ")]
    assert len(lines) == 1, result.stdout
    measured: dict[str, Any] = json.loads(lines[0].removeprefix("LAYOUT "))
    return measured


def settings_of(home: Path) -> dict[str, Any]:
    files = list(home.rglob("settings.json"))
    assert len(files) == 1, files
    data: dict[str, Any] = json.loads(files[0].read_text(encoding="utf-8"))
    return data


def assert_same_room(first: dict[str, Any], again: dict[str, Any]) -> None:
    """The later start's table is as large as the first's, and most of the window."""
    assert again["game"] == first["game"]
    assert again["window"] == first["window"]
    assert again["view"][0] >= SHARE * again["window"][0], (first, again)
    assert abs(again["view"][0] - first["view"][0]) <= 4, (first, again)
    assert again["hand_card"] >= first["hand_card"] - 2, (first, again)
    assert again["zoom"] >= first["zoom"] * 0.95, (first, again)


def screen(folder: Path, width: int, height: int) -> str:
    """The offscreen platform with one screen of ``width`` × ``height`` (default 800 × 800)."""
    config = folder / "screen.json"
    screens = [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]  # fmt: skip
    config.write_text(json.dumps({"screens": screens}), encoding="utf-8")
    return f"offscreen:configfile={config}"


@pytest.mark.parametrize(("game", "size"), [("dbgt", (1280, 800)), ("yyh", (1920, 1080))])
def test_a_second_and_third_start_after_a_quit_give_the_table_the_same_room(
    game: str, size: tuple[int, int], tmp_path: Path
) -> None:
    platform = screen(tmp_path, *size)
    first = run_layout(tmp_path, [game, "11", "6"], ["--game", game], platform)
    assert first["window"][0] >= 0.8 * size[0], first  # (most of the screen: docks wide)
    assert first["view"][0] >= SHARE * first["window"][0], first
    assert first["hand_card"] > 0, first
    assert settings_of(tmp_path)["window_state"], "the quit did not write the docks"
    again = run_layout(tmp_path, [], ["--game", game], platform)
    assert_same_room(first, again)
    third = run_layout(tmp_path, [], ["--game", game], platform)
    assert_same_room(first, third)


def test_a_start_after_kill_9_recovers_at_the_same_room(tmp_path: Path) -> None:
    first = run_layout(tmp_path, [], [])
    proc = child(tmp_path, ["play", "dbgt", "5", "8", "any"], [])
    try:
        read_until(proc, "READY")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
    again = run_layout(tmp_path, [], [])
    assert_same_room(first, again)


def test_a_start_with_load_gives_the_table_the_same_room(tmp_path: Path) -> None:
    saved = tmp_path / "evening.tabletop"
    first = run_layout(tmp_path, ["yyh", "3", "5", str(saved)], ["--game", "yyh"])
    assert saved.is_file()
    again = run_layout(tmp_path, [], ["--load", str(saved)])
    assert_same_room(first, again)
