"""The invitation's one-time key in the handshake: a guest without it, or with another, is
refused with a code and nothing is played; the right key plays the game."""

from __future__ import annotations

import threading

import pytest

from tabletop.remote.guest import GuestSession, Refused
from tabletop.remote.invitation import BAD_KEY, new_key
from tabletop.remote.protocol import FrameReader, encode, hello
from tabletop.remote.transport import Served, join, listen, serve

from .helpers import GUEST_HALF, make_host


def _serve_in_thread(
    key: str, wait: float = 30
) -> tuple[tuple[str, int], list[object], threading.Thread]:
    host = make_host("dbgt")
    listener = listen("127.0.0.1", 0)
    outcome: list[object] = [host]

    def run() -> None:
        try:
            outcome.append(serve(host, listener, wait=wait, idle=30, key=key))
        except BaseException as error:
            outcome.append(error)
        finally:
            listener.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return listener.getsockname()[:2], outcome, thread


@pytest.mark.parametrize("given", [None, "", "wrong-key-wrong-key", "x" * 10_000])
def test_a_guest_with_a_wrong_key_is_refused(given: str | None) -> None:
    key = new_key()
    address, outcome, thread = _serve_in_thread(key, wait=1)
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)
    with pytest.raises(Refused) as refused:
        join(guest, address, attempts=2, idle=10, key=given)
    assert refused.value.reason == BAD_KEY
    assert guest.token is None and guest.last_seq == 0
    thread.join(30)
    host = outcome[0]
    assert host.match is None and not host.welcomed and host.refusals == 1  # type: ignore[attr-defined]
    assert isinstance(outcome[1], TimeoutError)  # no guest came with the key


def test_a_resume_without_the_key_is_refused_too() -> None:
    """Even a hello with a token (stolen or guessed) must carry the key."""
    import socket

    key = new_key()
    address, outcome, thread = _serve_in_thread(key, wait=1)
    assert outcome[1:] == []
    with socket.create_connection(address, timeout=10) as sock:
        sock.sendall(encode(hello({"token": "guess", "last": 0})))
        reader, replies = FrameReader(), []
        while not replies:
            data = sock.recv(65536)
            assert data
            replies = reader.feed(data)
    assert replies[0] == {"type": "refused", "reason": BAD_KEY}
    thread.join(30)


def test_the_right_key_plays_the_game() -> None:
    key = new_key()
    address, outcome, thread = _serve_in_thread(key)
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)
    join(guest, address, attempts=3, idle=30, key=key)
    thread.join(60)
    host = outcome[0]
    assert isinstance(outcome[1], Served)
    assert guest.audit is not None and guest.audit.passed
    assert guest.result()["digest"] == host.result()["digest"]  # type: ignore[attr-defined]
