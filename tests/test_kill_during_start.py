"""A kill during a plain start never hides the game that crashed before it.

A plain start puts the default game on the table and then offers the crashed game; killed while
it asks (a real SIGKILL, in a child process as in tests/test_recovery_in_app.py), it must leave
no journal of its own fresh game: the next start offers the crashed game, every action of it.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from tests.test_recovery_in_app import TIMEOUT, child, plain_start, play_and_kill

pytestmark = [
    pytest.mark.slow,  # the app in child processes
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]


def _kill_while_it_asks(home: Path) -> list[str]:
    """Start plainly and SIGKILL the app as it asks "Resume the game?"; the lines it printed."""
    proc = child(home, ["report"], [])
    assert proc.stdout is not None
    lines: list[str] = []
    try:
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("TOLD question "):
                break
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
    assert proc.returncode == -signal.SIGKILL
    assert any(line.startswith("TOLD question ") for line in lines), lines
    return lines


def test_a_kill_during_a_start_leaves_the_crashed_game_to_resume(tmp_path: Path) -> None:
    before = play_and_kill(tmp_path, "yyh", 5, 60, "any")
    journals = tmp_path / "state" / "journal"
    crashed = sorted(journals.glob("journal-*.jsonl"))
    assert len(crashed) == 1
    _kill_while_it_asks(tmp_path)
    assert sorted(journals.glob("journal-*.jsonl")) == crashed  # the start journaled nothing
    after, messages = plain_start(tmp_path)
    total = before["actions"]
    assert [kind for kind, _ in messages[:1]] == ["question"]
    assert messages[1:] == [("information", f"Actions recovered: {total} of {total}.")]
    assert after["game"] == "yyh" and after["digest"] == before["digest"]
    assert [str(p) for p in journals.glob("journal-*.jsonl")] == [after["journal"]]
