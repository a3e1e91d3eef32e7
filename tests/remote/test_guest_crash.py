"""A guest that crashes resumes its game: the same ``join`` started again after a ``kill -9``
reads the game it kept on disk, comes back with its resume token, and the game ends with every
acknowledged action once, the audit passing and both sides agreeing on the log."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.remote.guest import GuestSession
from tabletop.remote.guest_file import GuestFile, guest_path

from .children import child_env, invitation_of, wait_until_kept
from .helpers import GUEST_HALF, make_host, pump


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_kept_guest_taken_up_again_finishes_the_game(game: str, tmp_path: Path) -> None:
    """In memory: the guest's process dies after its 12th event (the frames it was answering
    are lost); a new session read from the file resumes and plays on to the end."""
    host = make_host(game)
    kept = GuestFile(tmp_path, "127.0.0.1:1")
    guest = GuestSession("random", seed=3, guest_half=GUEST_HALF)
    guest.keep = kept.keep
    outgoing = guest.start()
    for _ in range(100_000):
        answers = pump(host, outgoing)
        outgoing = [m for answer in answers for m in guest.receive(answer)]
        if guest.last_seq >= 12:
            break
    revived = kept.load()
    assert revived is not None and revived.last_seq == guest.last_seq
    revived.keep = kept.keep
    outgoing = revived.start()  # hello with the resume token (and the command in flight)
    for _ in range(100_000):
        if revived.done:
            break
        answers = pump(host, outgoing)
        outgoing = [m for answer in answers for m in revived.receive(answer)]
    assert revived.done and revived.audit is not None and revived.audit.passed, revived.audit
    assert revived.result()["digest"] == host.result()["digest"]
    assert not kept.path.exists()  # over: nothing left to resume


def test_an_unreadable_kept_game_is_set_aside(tmp_path: Path) -> None:
    kept = GuestFile(tmp_path, "host:1")
    kept.path.write_text('{"format": 1, "game_id": "dbgt", "level": ', encoding="utf-8")
    assert kept.load() is None
    assert not kept.path.exists() and kept.path.with_suffix(".unreadable").exists()


def test_join_killed_and_started_again_resumes_the_game(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "tabletop"]
    env = child_env(tmp_path)
    host = subprocess.Popen(
        [
            *command,
            "host",
            "--game",
            "dbgt",
            "--port",
            "0",
            "--seat0",
            "greedy",
            "--seat1",
            "remote",
            "--wait",
            "60",
            "--json",
            "--lang",
            "en",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    guest: subprocess.Popen[str] | None = None
    try:
        address = invitation_of(host)
        join = [*command, "join", address, "--as", "strong", "--budget-ms", "40", "--json"]
        guest = subprocess.Popen(
            join, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        kept = guest_path(tmp_path / "home" / "state" / "remote", address)
        wait_until_kept(kept, "last_seq", 8)  # on to the middle of the game
        guest.send_signal(signal.SIGKILL)
        guest.wait(timeout=30)
        assert kept.exists()
        again = subprocess.run(
            join, capture_output=True, text=True, env=env, timeout=300, check=False
        )
        out, err = host.communicate(timeout=60)
    finally:
        host.kill()
        if guest is not None:
            guest.kill()
    assert again.returncode == 0, again.stderr
    assert host.returncode == 0, err
    resumed, hosted = json.loads(again.stdout), json.loads(out)
    assert resumed["audit"] is True, resumed
    assert resumed["digest"] == hosted["digest"] and resumed["winner"] == hosted["winner"]
    assert not kept.exists()
