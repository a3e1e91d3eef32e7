"""``tabletop serve``, ``tabletop match``, two ``tabletop join`` and a ``tabletop watch`` as a
user runs them: child processes on loopback, TLS, one whole match."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

COMMAND = [sys.executable, "-m", "tabletop"]


def _env(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    env.pop("PYTHONSTARTUP", None)
    return env


def _start(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*COMMAND, *args, "--lang", "en"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=_env(tmp_path),
    )  # fmt: skip


def test_serve_match_two_joins_and_a_watch_in_child_processes(tmp_path: Path) -> None:
    server = _start(tmp_path, "serve", "--port", "0", "--json", "--stop-after", "1")
    children: list[subprocess.Popen[str]] = []
    try:
        assert server.stdout is not None
        started = json.loads(server.stdout.readline())
        address = started["server"]
        assert address.startswith(f"tabletop://127.0.0.1:{started['port']}/") and "fp=" in address
        made = subprocess.run(
            [*COMMAND, "match", address, "--game", "yyh", "--json", "--lang", "en"],
            capture_output=True, text=True, env=_env(tmp_path), timeout=120, check=False,
        )  # fmt: skip
        assert made.returncode == 0, made.stderr
        match = json.loads(made.stdout)
        assert len({match["seat0"], match["seat1"], match["watch"]}) == 3
        watch = _start(tmp_path, "watch", match["watch"], "--json")
        children = [watch] + [
            _start(
                tmp_path,
                "join",
                match[f"seat{seat}"],
                "--as",
                "random",
                "--seed",
                str(seat),
                "--budget-ms",
                "10",
                "--share",
                "--json",
            )
            for seat in (0, 1)
        ]
        outputs = [child.communicate(timeout=240) for child in children]
        _, server_err = server.communicate(timeout=60)
    finally:
        for child in (server, *children):
            child.kill()
    for child, (_, err) in zip(children, outputs, strict=True):
        assert child.returncode == 0, err
    watched, *players = (json.loads(out) for out, _ in outputs)
    assert [p["audit"] for p in players] == [True, True]
    assert [p["seat"] for p in players] == [0, 1]
    assert players[0]["digest"] == players[1]["digest"] == watched["digest"]
    assert players[0]["winner"] == players[1]["winner"] == watched["winner"]
    assert watched["log"] is True  # both joined with --share
    assert server.returncode == 0 and "1 matches played" in server_err
