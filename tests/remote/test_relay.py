"""The relay: a whole game through it (TLS end to end, the chaos proxy between guest and relay,
a cut resumed with the token), and hostile greetings refused with a code, the relay serving on."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.remote.guest import GuestSession
from tabletop.remote.invitation import Invitation, new_key, new_room
from tabletop.remote.relay import (
    ERRORS,
    MAGIC,
    MAX_GREETING,
    Relay,
    RelayError,
    RelayListener,
    dialer_for,
    greet,
    relay_dialer,
)
from tabletop.remote.secure import HostIdentity, host_identity
from tabletop.remote.transport import Served, join, listen, serve

from .chaos import ChaosProxy
from .helpers import GUEST_HALF, make_host


@pytest.fixture(scope="module")
def identity(tmp_path_factory: pytest.TempPathFactory) -> HostIdentity:
    return host_identity(tmp_path_factory.mktemp("cert"))


@pytest.fixture
def relay() -> Iterator[Relay]:
    running = Relay(listen("127.0.0.1", 0), max_rooms=3, greeting_wait=5).start()
    yield running
    running.close()


def _connect(relay: Relay) -> socket.socket:
    return socket.create_connection(relay.address, timeout=10)


def _answer(sock: socket.socket) -> bytes:
    data = b""
    try:
        while not data.endswith(b"\n"):
            chunk = sock.recv(64)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    return data


@pytest.mark.parametrize("chaos", ["none", "cut", "half_open"])
def test_a_whole_game_through_the_relay(relay: Relay, identity: HostIdentity, chaos: str) -> None:
    """Straight through the relay; through the chaos proxy with a cut mid-frame (the guest
    joins the host's next offer and resumes); with the link hung half-open (the guest comes
    back through a new pair and takes over while the old one still looks open)."""
    key, room = new_key(), new_room()
    host = make_host("dbgt")
    offers = RelayListener(relay.address, room)
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(serve(host, offers, wait=30, idle=30, key=key, tls=identity.context()))
        except BaseException as error:
            outcome.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    proxy = None
    if chaos != "none":
        proxy = ChaosProxy(relay.address, seed=3, cut_after=20_000, half_open=chaos == "half_open")
    through = proxy.address if proxy is not None else relay.address
    relay_text = f"{through[0]}:{through[1]}"
    invitation = Invitation(through[0], through[1], key, identity.fingerprint, relay_text, room)
    invitation = Invitation.parse(invitation.text())  # as the guest reads it
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)
    try:
        idle = 2.0 if chaos == "half_open" else 30.0
        join(guest, dialer_for(invitation), attempts=8, idle=idle, key=invitation.key)
        thread.join(60)
    finally:
        offers.close()
        if proxy is not None:
            proxy.close()
    assert isinstance(outcome[0], Served), outcome
    assert guest.audit is not None and guest.audit.passed
    assert guest.result()["digest"] == host.result()["digest"]
    assert relay.stats.paired == outcome[0].connections
    if proxy is not None:
        assert guest.resumes >= 1 and outcome[0].connections >= 2
    if chaos == "cut":
        assert proxy is not None and proxy.cuts == 1
    if chaos == "half_open":
        assert proxy is not None and proxy.hung.is_set() and outcome[0].takeovers >= 1


def test_a_room_cannot_be_joined_twice_and_belongs_to_its_secret(relay: Relay) -> None:
    offers = RelayListener(relay.address, "room-1")
    try:
        raw = _connect(relay)
        assert greet(raw, f"{MAGIC} 1 JOIN room-1") == "OK PAIRED"  # takes the one offer
        with pytest.raises(RelayError) as busy, _connect(relay) as second:
            greet(second, f"{MAGIC} 1 JOIN room-1")
        assert busy.value.code == "busy"
        offers.settimeout(5)
        paired, _ = offers.accept()
        paired.sendall(b"ciphertext")  # forwarded unread
        assert raw.recv(64) == b"ciphertext"
        raw.close()
        paired.close()
        with pytest.raises(RelayError) as owner, _connect(relay) as thief:
            greet(thief, f"{MAGIC} 1 HOST room-1 {'x' * 24}")
        assert owner.value.code == "owner"
        with pytest.raises(RelayError) as unknown:
            relay_dialer(relay.address, "no-such-room", None)(5)
        assert unknown.value.code == "room"
    finally:
        offers.close()


@pytest.mark.parametrize(
    ("greeting", "code"),
    [
        (b"hello\n", "greeting"),
        (b"\n", "greeting"),
        (b"A" * (MAX_GREETING + 10), "greeting"),  # no end of line within the limit
        (b"TABLETOP-RELAY 1 HOST r\xff\xfe s\n", "greeting"),
        (b"TABLETOP-RELAY 2 JOIN room\n", "version"),
        (b"TABLETOP-RELAY 1 JOIN\n", "greeting"),
        (b"TABLETOP-RELAY 1 JOIN room extra\n", "greeting"),
        (b"TABLETOP-RELAY 1 JOIN ../../etc\n", "greeting"),
        (b"TABLETOP-RELAY 1 HOST room short\n", "greeting"),
        (b"TABLETOP-RELAY 1 PEEK room\n", "greeting"),
        (b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\n", "greeting"),  # TLS at the relay
        (b"TABLETOP-RELAY 1 JOIN nobody\n", "room"),
    ],
)
def test_a_hostile_greeting_is_refused(relay: Relay, greeting: bytes, code: str) -> None:
    with _connect(relay) as sock:
        sock.sendall(greeting)
        assert _answer(sock) == f"ERR {code}\n".encode()
    assert relay.stats.refused == {code: 1} and relay.rooms() == 0


def test_a_silent_or_cut_greeting_is_dropped_and_the_relay_serves_on() -> None:
    relay = Relay(listen("127.0.0.1", 0), greeting_wait=0.2).start()
    try:
        with _connect(relay) as silent:
            assert _answer(silent) == b""  # closed after the greeting's wait, no answer
        with _connect(relay) as cut:
            cut.sendall(b"TABLETOP-RE")
            cut.shutdown(socket.SHUT_WR)
            assert _answer(cut) == b"ERR greeting\n"
        offers = RelayListener(relay.address, "after")
        offers.close()
        assert relay.rooms() == 1
    finally:
        relay.close()


def test_rooms_are_bounded_and_expire(relay: Relay) -> None:
    listeners = [RelayListener(relay.address, f"room-{n}") for n in range(3)]
    try:
        with pytest.raises(RelayError) as full:
            RelayListener(relay.address, "one-too-many")
        assert full.value.code == "full" and relay.rooms() == 3
        relay.sweep()  # used just now: kept
        assert relay.rooms() == 3
        relay.sweep(now=10**9)  # an hour unused (and more): gone, their offers closed
        assert relay.rooms() == 0 and relay.stats.expired == 3
        for offers in listeners:  # each host sees its offer dropped and offers again
            offers.settimeout(0.5)
            with pytest.raises(TimeoutError):
                offers.accept()
        assert relay.rooms() == 3
    finally:
        for offers in listeners:
            offers.close()


_FUZZ_RELAY = Relay(listen("127.0.0.1", 0), max_rooms=4, greeting_wait=1)


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        st.binary(max_size=300),
        st.builds(
            lambda words: " ".join(words).encode() + b"\n",
            st.lists(
                st.sampled_from(
                    [
                        "TABLETOP-RELAY",
                        "1",
                        "2",
                        "HOST",
                        "JOIN",
                        "room",
                        "r" * 70,
                        "s" * 20,
                        "",
                        "\x00",
                        "é",
                    ]
                ),
                max_size=6,
            ),
        ),
    )
)
def test_any_greeting_is_answered_with_one_line_at_most(data: bytes) -> None:
    """Random bytes and shuffled greeting words: the answer is an ERR line with a known code,
    OK WAIT (a well-formed host's offer) or nothing, and the rooms stay bounded."""
    with listen("127.0.0.1", 0) as server:
        ours = socket.create_connection(server.getsockname()[:2], timeout=10)
        theirs, _ = server.accept()
    with ours:
        ours.sendall(data)
        ours.shutdown(socket.SHUT_WR)
        assert _FUZZ_RELAY._slots.acquire(blocking=False)
        _FUZZ_RELAY._greet(theirs)  # in this thread: returns after answering
        answer = _answer(ours)
    codes = {f"ERR {code}\n".encode() for code in ERRORS}
    assert answer in codes | {b"", b"OK WAIT\n"}, answer
    assert answer != b"" or b"\n" not in data[:MAX_GREETING]
    assert _FUZZ_RELAY.rooms() <= 4
