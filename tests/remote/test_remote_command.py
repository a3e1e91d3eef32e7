"""``tabletop host`` and ``tabletop join`` as a user runs them: two child processes on
loopback; the README's command table lists every command of the parser."""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import build_parser
from tabletop.commands import remote as remote_command
from tabletop.remote.guest import Refused

README = Path(__file__).resolve().parents[2] / "README.md"


def _env(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    env.pop("PYTHONSTARTUP", None)
    return env


def test_host_and_join_in_two_processes_agree(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "tabletop"]
    host = subprocess.Popen(
        [*command, "host", "--game", "dbgt", "--port", "0", "--seat0", "remote", "--seat1",
         "greedy", "--wait", "60", "--json", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(tmp_path),
    )  # fmt: skip
    try:
        assert host.stderr is not None
        line = host.stderr.readline()  # "Waiting for the guest at 127.0.0.1:PORT"
        found = re.search(r"(127\.0\.0\.1:\d+)", line)
        assert found, line
        joined = subprocess.run(
            [*command, "join", found.group(1), "--as", "random", "--json", "--lang", "en"],
            capture_output=True, text=True, env=_env(tmp_path), timeout=120, check=False,
        )  # fmt: skip
        out, err = host.communicate(timeout=60)
    finally:
        host.kill()
    assert joined.returncode == 0, joined.stderr
    assert host.returncode == 0, err
    guest, hosted = json.loads(joined.stdout), json.loads(out)
    assert guest["audit"] is True and guest["seat"] == 0
    assert guest["winner"] == hosted["winner"] and guest["digest"] == hosted["digest"]
    assert re.fullmatch(r"[0-9a-f]{64}", hosted["digest"])


@pytest.mark.parametrize(
    "args",
    [
        ["host", "--game", "yyh", "--seat0", "remote", "--seat1", "remote"],
        ["host", "--game", "yyh", "--seat0", "random", "--seat1", "greedy"],
        ["join", "no-port-here", "--as", "random"],
    ],
)
def test_bad_arguments_exit_2(tmp_path: Path, args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", *args, "--lang", "ja"],
        capture_output=True, text=True, env=_env(tmp_path), timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.startswith(f"tabletop {args[0]}: ") and done.stdout == ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_says_what_differs(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise Refused("cards")

    monkeypatch.setattr("tabletop.remote.transport.join", refuse)
    args = argparse.Namespace(address="127.0.0.1:9", level="random", seed=0, budget_ms=10,
                              json=False, lang=lang)  # fmt: skip
    out, err = io.StringIO(), io.StringIO()
    assert remote_command.run_join(args, out, err) == remote_command.FAILED
    words = {"en": "card database differs", "ja": "カードデータベース"}[lang]
    assert words in err.getvalue() and out.getvalue() == ""


def _commands(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def test_the_readme_command_table_lists_every_command() -> None:
    text = README.read_text(encoding="utf-8")
    table = text.split("## Command line", 1)[1].split("\n\n", 2)[2].split("\n\n", 1)[0]
    listed = set(re.findall(r"^\| `tabletop ([a-z]+)", table, re.MULTILINE))
    assert _commands(build_parser()) == listed
    assert {"host", "join"} <= listed
