"""A host that crashes takes its game up again: the same ``host`` command started again after
a ``kill -9`` (on the same port, or with the same relay) reads the game it kept on disk, the guest comes back with its
resume token, and the game ends with every acknowledged action once, the guest's audit passing
(the host's half of the seed and its commitment kept) and both sides agreeing on the log."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.ai.match import new_game
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.host_file import HostFile, host_path, relay_place
from tabletop.remote.host_table import computer_move
from tabletop.remote.invitation import format_address
from tabletop.remote.relay import Relay
from tabletop.remote.transport import listen

from .children import child_env, invitation_of, wait_until_kept
from .helpers import GUEST_HALF, pump


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_kept_host_taken_up_again_finishes_the_game(game: str, tmp_path: Path) -> None:
    """In memory: the host dies after the guest's 12th event; a host read from the file
    answers the guest's resume and the game plays on to the end."""

    def made(seed: int) -> object:
        return new_game(game, seed)

    kept = HostFile(tmp_path, game, 1)
    host = HostSession(game, made, 1, "greedy", host_move=computer_move(20))  # type: ignore[arg-type]
    host.keep = kept.keep
    guest = GuestSession("random", seed=3, guest_half=GUEST_HALF)
    outgoing = guest.start()
    while guest.last_seq < 12:
        outgoing = [m for answer in pump(host, outgoing) for m in guest.receive(answer)]
    revived = kept.load(made, computer_move(20))  # type: ignore[arg-type]
    assert revived is not None and revived.seq == host.seq
    revived.keep = kept.keep
    outgoing = guest.start()  # the connection was lost with the host: hello with the token
    for _ in range(100_000):
        if guest.done:
            break
        outgoing = [m for answer in pump(revived, outgoing) for m in guest.receive(answer)]
    assert guest.audit is not None and guest.audit.passed, guest.audit
    assert guest.result()["digest"] == revived.result()["digest"]
    pump(revived, outgoing)  # the guest's last acknowledgement: the game is over for the host
    assert revived.finished and not kept.path.exists()


def test_an_unreadable_kept_host_game_is_set_aside(tmp_path: Path) -> None:
    kept = HostFile(tmp_path, "yyh", 5)
    kept.path.write_text('{"format": 1, "game_id": "yyh", "log": [{"action": "nonsense"}]}')
    assert kept.load(lambda seed: new_game("yyh", seed), computer_move(20)) is None
    assert kept.path.with_suffix(".unreadable").exists()


@pytest.mark.parametrize("way", ["port", "relay"])
def test_host_killed_and_started_again_takes_the_game_up(tmp_path: Path, way: str) -> None:
    """Straight (started again on the same port) and through a relay (started again with the
    same relay: the kept room and the host's secret there, so the guest's invitation still
    leads to it)."""
    env = child_env(tmp_path)
    command = [sys.executable, "-m", "tabletop", "host", "--game", "yyh", "--seat0", "remote",
               "--seat1", "strong", "--budget-ms", "40", "--wait", "60", "--json"]  # fmt: skip
    relay = Relay(listen("127.0.0.1", 0)).start() if way == "relay" else None
    where = ["--relay", format_address(*relay.address)] if relay is not None else ["--port", "0"]
    host = subprocess.Popen([*command, *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)  # fmt: skip
    guest: subprocess.Popen[str] | None = None
    again: subprocess.Popen[str] | None = None
    try:
        invitation = invitation_of(host)
        port = int(re.search(r":(\d+)/", invitation).group(1))  # type: ignore[union-attr]
        guest = subprocess.Popen(
            [sys.executable, "-m", "tabletop", "join", invitation, "--as", "random", "--json"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        place = relay_place(relay.address) if relay is not None else port
        kept = host_path(tmp_path / "home" / "state" / "remote", "yyh", place)
        wait_until_kept(kept, "seq", 8)  # on to the middle of the game
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=30)
        if relay is None:
            where = ["--port", str(port)]
        again = subprocess.Popen([*command, *where], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=env)  # fmt: skip
        out, err = again.communicate(timeout=300)
        joined, guest_err = guest.communicate(timeout=60)
    finally:
        for process in (host, guest, again):
            if process is not None:
                process.kill()
        if relay is not None:
            relay.close()
    assert again.returncode == 0, err
    assert "kept from before" in err
    assert guest.returncode == 0, guest_err
    hosted, resumed = json.loads(out), json.loads(joined)
    assert hosted["invitation"] == invitation  # the same room (through a relay), key and all
    assert resumed["audit"] is True, resumed
    assert resumed["digest"] == hosted["digest"] and resumed["winner"] == hosted["winner"]
    assert not kept.exists()
