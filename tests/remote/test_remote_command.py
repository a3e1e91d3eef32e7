"""``tabletop host`` and ``tabletop join`` as a user runs them: two child processes on
loopback; the README's command table lists every command of the parser."""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import build_parser
from tabletop.commands import remote as remote_command
from tabletop.remote.guest import Refused
from tabletop.remote.invitation import Invitation

from .children import child_env

README = Path(__file__).resolve().parents[2] / "README.md"


def test_host_and_join_in_two_processes_agree(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "tabletop"]
    host = subprocess.Popen(
        [*command, "host", "--game", "dbgt", "--port", "0", "--seat0", "remote", "--seat1",
         "greedy", "--wait", "60", "--json", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(tmp_path),
    )  # fmt: skip
    try:
        assert host.stderr is not None
        line = host.stderr.readline()  # "Waiting for the guest at 127.0.0.1:PORT"
        found = re.search(r"(127\.0\.0\.1:\d+)", line)
        assert found, line
        invitation = _invitation(host.stderr.readline())
        assert invitation.startswith(f"tabletop://{found.group(1)}/")
        bare = subprocess.run(  # without the invitation's key: refused
            [*command, "join", found.group(1), "--as", "random", "--lang", "en"],
            capture_output=True, text=True, env=child_env(tmp_path), timeout=120, check=False,
        )  # fmt: skip
        assert bare.returncode == 1 and "key is missing or wrong" in bare.stderr
        joined = subprocess.run(
            [*command, "join", invitation, "--as", "random", "--json", "--lang", "en"],
            capture_output=True, text=True, env=child_env(tmp_path), timeout=120, check=False,
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
    assert hosted["invitation"] == invitation
    watch = Invitation.parse(hosted["watch"])  # the spectators': the same host, its own key
    guests = Invitation.parse(invitation)
    assert (watch.host, watch.port, watch.fingerprint) == (
        guests.host,
        guests.port,
        guests.fingerprint,
    )
    assert watch.key and watch.key != guests.key


def _invitation(line: str) -> str:
    found = re.search(r"(tabletop://\S+)", line)
    assert found, line
    return found.group(1)


def test_relay_host_and_join_in_three_processes(tmp_path: Path) -> None:
    """``tabletop relay``, ``tabletop host --relay`` and ``tabletop join INVITATION``: the game
    goes through the relay (TLS end to end) and the relay counts the pair."""
    command = [sys.executable, "-m", "tabletop"]
    relay = subprocess.Popen(
        [*command, "relay", "--port", "0", "--bind", "127.0.0.1", "--json", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(tmp_path),
    )  # fmt: skip
    host: subprocess.Popen[str] | None = None
    try:
        assert relay.stdout is not None
        address = json.loads(relay.stdout.readline())["address"]
        host = subprocess.Popen(
            [*command, "host", "--game", "yyh", "--port", "0", "--seat0", "random", "--seat1",
             "remote", "--relay", address, "--wait", "60", "--json", "--lang", "en"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(tmp_path),
        )  # fmt: skip
        assert host.stderr is not None
        assert address in host.stderr.readline()
        invitation = _invitation(host.stderr.readline())
        assert f"relay={address}&room=" in invitation
        joined = subprocess.run(
            [*command, "join", invitation, "--as", "random", "--json", "--lang", "en"],
            capture_output=True, text=True, env=child_env(tmp_path), timeout=120, check=False,
        )  # fmt: skip
        out, err = host.communicate(timeout=60)
        relay.terminate()
        said, _ = relay.communicate(timeout=30)
    finally:
        relay.kill()
        if host is not None:
            host.kill()
    assert joined.returncode == 0, joined.stderr
    assert host.returncode == 0, err
    guest, hosted = json.loads(joined.stdout), json.loads(out)
    assert guest["audit"] is True and guest["seat"] == 1
    assert guest["digest"] == hosted["digest"] and guest["winner"] == hosted["winner"]
    assert relay.returncode == 0
    assert json.loads(said.splitlines()[-1])["paired"] >= 1


@pytest.mark.parametrize(
    "args",
    [
        ["host", "--game", "yyh", "--seat0", "remote", "--seat1", "remote"],
        ["host", "--game", "yyh", "--seat0", "random", "--seat1", "greedy"],
        ["join", "no-port-here", "--as", "random"],
        ["join", "tabletop://h:1/short", "--as", "random"],
        ["host", "--game", "yyh", "--seat0", "random", "--seat1", "remote", "--relay", "x"],
        ["relay", "--port", "70000"],
    ],
)
def test_bad_arguments_exit_2(tmp_path: Path, args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", *args, "--lang", "ja"],
        capture_output=True, text=True, env=child_env(tmp_path), timeout=60, check=False,
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
