"""Golden transcripts: fixed setups and actions still come out as checked in (see
:mod:`tests.golden.transcripts`; ``python -m tests.golden.regen`` rewrites the outcomes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from .transcripts import INPUT_KEYS, difference, read, text_of, transcript_files

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("path", transcript_files(), ids=lambda path: path.stem)
def test_the_outcome_is_the_one_checked_in(path: Path) -> None:
    diff = difference(path)
    if diff is not None:
        pytest.fail(
            f"{path.name}: the outcome of its actions changed. If that is intended, run "
            f"`python -m tests.golden.regen` and commit the new outcome.\n{diff}",
            pytrace=False,
        )


def test_every_game_has_two_transcripts_that_play_to_a_real_outcome() -> None:
    kinds = Counter(read(path)["setup"]["game"] for path in transcript_files())
    assert kinds["dbgt"] >= 2 and kinds["yyh"] >= 2, kinds
    for path in transcript_files():
        data = read(path)
        assert not data["refused"], (path.name, data["refused"][:3])
        assert len(data["log"]) > 20 and data["final_state"]["cards"], path.name
    modes = {(read(p)["setup"]["game"], read(p)["mode"]) for p in transcript_files()}
    assert {("dbgt", "manual"), ("yyh", "manual")} <= modes


def test_a_changed_outcome_shows_as_a_short_diff(tmp_path: Path) -> None:
    source = transcript_files()[0]
    data = read(source)
    data["log"][3] = {"action": "next 1"}
    data["final_state"]["values"]["turn"] = 99
    path = tmp_path / source.name
    path.write_text(text_of(data), encoding="utf-8")
    diff = difference(path)
    assert diff is not None
    changed = [line for line in diff.splitlines() if line[:1] in "+-" and line[:3] not in "+++---"]
    assert len(changed) == 4, diff
    assert '-    {"action": "next 1"},' in changed
    assert any('"turn": 99' in line for line in changed)


@pytest.mark.slow
def test_regen_rewrites_the_outcome_and_keeps_the_input(tmp_path: Path) -> None:
    source = transcript_files()[0]
    data = read(source)
    data["winner"] = 7
    data["log"] = data["log"][:5]
    path = tmp_path / source.name
    path.write_text(json.dumps(data), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "tests.golden.regen", str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"rewrote {path}" in result.stdout
    assert path.read_text(encoding="utf-8") == source.read_text(encoding="utf-8")
    kept = read(path)
    assert {k: kept.get(k) for k in INPUT_KEYS} == {k: data.get(k) for k in INPUT_KEYS}
