"""A ``tabletop serve`` that crashes takes its matches up again: started again after a ``kill -9``
on the same port (and data folder), it reads every match it kept on disk, both guests come back
with their resume tokens, and the match ends with both guests' audits passing and both agreeing
on the log; a kept match that cannot be read is skipped and set aside, never a crash."""

from __future__ import annotations

import json
import logging
import signal
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

from tabletop.remote.channel import Channel
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.server import Server
from tabletop.remote.server_file import serve_folder
from tabletop.remote.spectator import Spectator

from .children import child_env, wait_until_kept

COMMAND = [sys.executable, "-m", "tabletop"]


def _start(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([*COMMAND, *args, "--lang", "en"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=child_env(tmp_path))  # fmt: skip


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_serve_killed_and_started_again_takes_its_match_up(tmp_path: Path, game: str) -> None:
    serve = ["serve", "--json", "--stop-after", "1"]
    server = _start(tmp_path, *serve, "--port", "0")
    again: subprocess.Popen[str] | None = None
    guests: list[subprocess.Popen[str]] = []
    try:
        assert server.stdout is not None
        started = json.loads(server.stdout.readline())
        port = int(started["port"])
        made = subprocess.run(
            [*COMMAND, "match", started["server"], "--game", game, "--json"],
            capture_output=True, text=True, env=child_env(tmp_path), timeout=120, check=False,
        )  # fmt: skip
        assert made.returncode == 0, made.stderr
        match = json.loads(made.stdout)
        guests = [
            _start(
                tmp_path,
                "join",
                match[f"seat{seat}"],
                "--as",
                level,
                "--seed",
                str(seat),
                "--budget-ms",
                "10",
                "--json",
            )
            for seat, level in ((0, "random"), (1, "greedy"))
        ]
        folder = serve_folder(tmp_path / "home" / "state" / "remote", port)
        kept = folder / f"match-{match['match']}.json"
        wait_until_kept(kept, "seq", 8)  # seat 0 was sent 8 events: the match is under way
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=30)
        again = _start(tmp_path, *serve, "--port", str(port))
        outputs = [guest.communicate(timeout=240) for guest in guests]
        restarted, again_err = again.communicate(timeout=60)
    finally:
        for process in (server, again, *guests):
            if process is not None:
                process.kill()
    for guest, (_, err) in zip(guests, outputs, strict=True):
        assert guest.returncode == 0, err
    players = [json.loads(out) for out, _ in outputs]
    assert [p["audit"] for p in players] == [True, True], players
    assert [p["seat"] for p in players] == [0, 1]
    assert players[0]["digest"] == players[1]["digest"]
    assert players[0]["winner"] == players[1]["winner"]
    assert again.returncode == 0, again_err
    assert "Took up 1 matches kept from before" in again_err
    assert json.loads(restarted.splitlines()[0])["server"] == started["server"]  # same fingerprint
    assert not kept.exists()  # the match ended: its file is gone


def test_a_kept_match_that_cannot_be_read_is_skipped_and_set_aside(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    first = Server(folder=tmp_path)
    created = first.create({"type": "create", "game": "yyh", "decks": None}, "127.0.0.1")
    good = tmp_path / f"match-{created['match']}.json"
    assert good.exists()
    broken = tmp_path / "match-AAAAAAAAAAAA.json"
    broken.write_text('{"format": 1, "game_id": "yyh", "served": {}, "log": [')
    with caplog.at_level(logging.WARNING, logger="tabletop.remote"):
        again = Server()
        assert again.take_up(tmp_path) == 1
    assert list(again.rooms) == [created["match"]]
    assert "match-AAAAAAAAAAAA.json" in caplog.text and "cannot be read" in caplog.text
    assert not broken.exists() and broken.with_suffix(".unreadable").exists()
    assert good.exists()  # the readable one is kept, and taken up with its keys
    room = again.rooms[created["match"]]
    assert set(created["keys"]) | {created["watch"]} == set(room.keys)
    room.touched -= 10_000  # silent past the idle limit: dropped, its file removed
    again.expire()
    assert not good.exists() and not again.rooms


Client = GuestSession | Spectator


def _play(session: HostSession, clients: list[tuple[Client, Channel]], stop: int) -> None:
    """Hand frames over in memory, each client starting (or resuming) first, until seat 0 was
    sent ``stop`` events (0: until every client is done). What is in flight at the stop is lost,
    as in a crash."""
    to_host = deque((index, m) for index, (client, _) in enumerate(clients) for m in client.start())
    for _ in range(200_000):
        if stop and session.channels[0].seq >= stop:
            return
        if not stop and all(client.done for client, _ in clients) and not to_host:
            return
        assert to_host, "the match stalled"
        index, message = to_host.popleft()
        answers = [(index, session.receive(message, clients[index][1]))]
        for channel, out in session.take_outgoing():
            answers += [(i, [out]) for i, (_, c) in enumerate(clients) if c is channel]
        for at, messages in answers:
            for answer in messages:
                to_host.extend((at, m) for m in clients[at][0].receive(answer))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_kept_served_match_taken_up_again_ends_in_memory(tmp_path: Path, game: str) -> None:
    """Both seats and a spectator; the server is lost after seat 0's 15th event and a server
    reading the folder answers their resumes: the match ends, audits pass, all agree."""
    first = Server(folder=tmp_path)
    created = first.create({"type": "create", "game": game, "decks": None}, "127.0.0.1")
    session = first.rooms[created["match"]].session
    players = [GuestSession("random", seed=seat) for seat in (0, 1)]
    spectator = Spectator()
    clients: list[Client] = [*players, spectator]
    _play(
        session,
        [*zip(clients, [*session.channels.values(), session.watch()], strict=True)],
        stop=15,
    )
    again = Server()
    assert again.take_up(tmp_path) == 1
    revived = again.rooms[created["match"]].session
    assert revived is not session and [c.seq for c in revived.channels.values()] == [
        c.seq for c in session.channels.values()
    ]
    channels = [revived.channels[0], revived.channels[1], *revived.spectators]
    _play(revived, [*zip(clients, channels, strict=True)], stop=0)
    assert [p.audit is not None and p.audit.passed for p in players] == [True, True]
    digests = {players[0].result()["digest"], players[1].result()["digest"]}
    assert digests == {revived.result()["digest"], spectator.result()["digest"]}
    assert revived.finished and not list(tmp_path.glob("match-*"))
