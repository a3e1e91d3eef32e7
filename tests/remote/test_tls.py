"""Frames over TLS: the host's self-signed certificate pinned by the invitation's fingerprint.
A whole game through TLS; a wrong fingerprint refused before any frame; a peer that does not
speak TLS does not stop the host."""

from __future__ import annotations

import socket
import ssl
import threading
from pathlib import Path

import pytest

from tabletop.remote.guest import GuestSession, Refused
from tabletop.remote.invitation import BAD_FINGERPRINT, new_key
from tabletop.remote.protocol import encode, hello
from tabletop.remote.secure import direct_dialer, fingerprint, host_identity
from tabletop.remote.transport import Served, join, listen, serve

from .helpers import GUEST_HALF, make_host


@pytest.fixture(scope="module")
def identity(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    return host_identity(tmp_path_factory.mktemp("cert"))


def _serve(identity, key: str, wait: float = 30):  # type: ignore[no-untyped-def]
    host = make_host("dbgt")
    listener = listen("127.0.0.1", 0)
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(
                serve(host, listener, wait=wait, idle=30, key=key, tls=identity.context())
            )
        except BaseException as error:
            outcome.append(error)
        finally:
            listener.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return host, listener.getsockname()[:2], outcome, thread


def _until_closed(sock: socket.socket) -> bytes:
    data = b""
    try:
        for _ in range(100):
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    return data


def test_the_certificate_is_kept_and_its_fingerprint_is_its_hash(tmp_path: Path) -> None:
    first = host_identity(tmp_path)
    again = host_identity(tmp_path)
    assert first == again and len(first.fingerprint) == 64
    assert (first.key.stat().st_mode & 0o777) == 0o600
    der = ssl.PEM_cert_to_DER_cert(first.cert.read_text())
    assert fingerprint(der) == first.fingerprint
    first.cert.write_text("garbage")  # a broken file: a new certificate
    assert host_identity(tmp_path).fingerprint != first.fingerprint


def test_a_whole_game_through_tls(identity) -> None:  # type: ignore[no-untyped-def]
    key = new_key()
    host, address, outcome, thread = _serve(identity, key)
    sniffed: list[bytes] = []
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)

    def dial(timeout: float) -> socket.socket:
        sock = direct_dialer(address, identity.fingerprint)(timeout)
        assert isinstance(sock, ssl.SSLSocket) and sock.version() in ("TLSv1.2", "TLSv1.3")
        sniffed.append(sock.getpeercert(binary_form=True) or b"")
        return sock

    join(guest, dial, attempts=3, idle=30, key=key)
    thread.join(60)
    assert isinstance(outcome[0], Served)
    assert guest.audit is not None and guest.audit.passed
    assert guest.result()["digest"] == host.result()["digest"]
    assert guest.result()["winner"] == host.result()["winner"]
    assert [fingerprint(der) for der in sniffed] == [identity.fingerprint]


def test_a_wrong_fingerprint_is_refused_before_any_frame(identity) -> None:  # type: ignore[no-untyped-def]
    key = new_key()
    host, address, _outcome, thread = _serve(identity, key, wait=2)
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)
    wrong = ("0" if identity.fingerprint[0] != "0" else "1") + identity.fingerprint[1:]
    with pytest.raises(Refused) as refused:
        join(guest, direct_dialer(address, wrong), attempts=3, idle=10, key=key)
    assert refused.value.reason == BAD_FINGERPRINT
    assert guest.token is None and guest.resumes == 0
    thread.join(30)
    assert not host.welcomed and host.match is None


def test_a_peer_without_tls_does_not_stop_the_host(identity) -> None:  # type: ignore[no-untyped-def]
    key = new_key()
    host, address, outcome, thread = _serve(identity, key)
    with socket.create_connection(address, timeout=10) as plain:
        plain.sendall(encode({**hello(), "key": key}))  # a frame in the clear: not TLS
        answer = _until_closed(plain)
    assert b"welcome" not in answer and b"token" not in answer  # at most a TLS alert
    with socket.create_connection(address, timeout=10) as silent:
        silent.sendall(b"\x16\x03\x01")  # the start of a TLS record, then nothing
        silent.shutdown(socket.SHUT_WR)
        assert b"welcome" not in _until_closed(silent)
    assert not host.welcomed
    guest = GuestSession("random", guest_half=GUEST_HALF, budget_ms=10)
    join(guest, direct_dialer(address, identity.fingerprint), attempts=3, idle=30, key=key)
    thread.join(60)
    assert isinstance(outcome[0], Served)
    assert guest.audit is not None and guest.audit.passed and host.welcomed


class _StrangerMidGame(GuestSession):
    """At its third event, a stranger knocks on the host: in the clear, then with TLS and a
    hello without the key."""

    def __init__(self, address: tuple[str, int], key_holder: list[bytes]) -> None:
        super().__init__("random", guest_half=GUEST_HALF, budget_ms=10)
        self.address = address
        self.answers = key_holder

    def receive(self, message: dict[str, object]) -> list[dict[str, object]]:  # type: ignore[override]
        if message.get("type") == "event" and message.get("seq") == 3 and not self.answers:
            with socket.create_connection(self.address, timeout=10) as plain:
                plain.sendall(b"GET / HTTP/1.0\r\n\r\n")
                self.answers.append(_until_closed(plain))
            with direct_dialer(self.address, None)(10) as secure:
                secure.sendall(encode(hello()))
                self.answers.append(_until_closed(secure))
        return super().receive(message)


def test_a_stranger_mid_game_is_turned_away_and_the_game_goes_on(identity) -> None:  # type: ignore[no-untyped-def]
    key = new_key()
    host, address, outcome, thread = _serve(identity, key)
    answers: list[bytes] = []
    guest = _StrangerMidGame(address, answers)
    join(guest, direct_dialer(address, identity.fingerprint), attempts=3, idle=30, key=key)
    thread.join(60)
    served = outcome[0]
    assert isinstance(served, Served) and served.takeovers == 0
    assert b"welcome" not in answers[0]
    assert b'"reason":"key"' in answers[1]  # refused for its missing key, over TLS
    assert guest.audit is not None and guest.audit.passed and guest.resumes == 0
    assert host.refusals == 1 and host.result()["digest"] == guest.result()["digest"]
