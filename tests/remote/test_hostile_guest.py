"""A guest (or a stranger) that breaks the rules: each bad frame is refused, nothing is
applied, and the game then goes on to its end with a passing audit."""

from __future__ import annotations

import socket

import pytest

from tabletop.remote import protocol
from tabletop.remote.guest import GuestSession, Refused
from tabletop.remote.handles import HANDLE_LOW
from tabletop.remote.protocol import FrameReader, encode

from .helpers import GUEST_HALF, make_host, play_in_memory, play_loopback, pump


def _seated(game: str = "dbgt", guest_seat: int = 1):  # type: ignore[no-untyped-def]
    host = make_host(game, guest_seat)
    guest = GuestSession("random", seed=9, guest_half=GUEST_HALF)
    answers = pump(host, guest.start())
    outgoing = [m for a in answers for m in guest.receive(a)]  # the seed
    answers = pump(host, outgoing)
    for answer in answers:
        guest.receive(answer)  # the first event; the guest's command (if any) is held back
    return host, guest


@pytest.mark.parametrize(
    ("change", "reason"),
    [({"proto": 2}, "protocol"), ({"app": "0.0.0"}, "version"), ({"cards": {}}, "cards")],
)
def test_a_hello_of_another_version_or_card_database_is_refused(
    change: dict[str, object], reason: str
) -> None:
    host = make_host("yyh")
    (answer,) = pump(host, [{**protocol.hello(), **change}])
    assert answer == {"type": "refused", "reason": reason}
    with pytest.raises(Refused) as refused:
        GuestSession().receive(answer)
    assert refused.value.reason == reason
    assert not host.welcomed  # the seat is still free: the right guest can come


def test_frames_out_of_turn_or_for_another_seat_are_refused_without_harm() -> None:
    host, guest = _seated()
    assert host.controller is not None
    steps = len(host.controller.history)
    assert host.match is not None and host.match.to_act() == guest.seat and guest.offers
    offer = guest.offers[0]
    mine = {"type": "cmd", "base": host.seq, "action": offer}
    other_seat = offer.replace(
        f"{offer.split()[0]} {guest.seat}", f"{offer.split()[0]} {1 - guest.seat}", 1
    )
    bad = [
        ({"type": "cmd", "cid": "a", "base": host.seq - 1, "action": offer}, "stale"),
        ({**mine, "cid": "b", "action": other_seat}, "wrong_seat"),
        ({**mine, "cid": "c", "action": "no such action"}, "bad_action"),
        ({**mine, "cid": "d", "action": f"{offer.split()[0]} {guest.seat} 3"}, "bad_action"),
        ({**mine, "cid": "e", "action": 12}, "bad_action"),
        ({**mine, "cid": "x" * 100}, "bad_command"),
        ({"type": "seed", "half": "0" * 32}, "seeded"),
        ({"type": "what"}, "unknown_type"),
    ]
    for frame, reason in bad:
        (answer,) = pump(host, [frame])
        assert answer["type"] == "reject" and answer["reason"] == reason, (frame, answer)
    assert len(host.controller.history) == steps
    (answer,) = pump(host, [protocol.hello()])  # a second guest
    assert answer == {"type": "refused", "reason": protocol.ALREADY_SEATED}
    (answer,) = pump(host, [protocol.hello({"token": "guess", "last": 0})])
    assert answer == {"type": "refused", "reason": protocol.BAD_TOKEN}
    assert len(host.controller.history) == steps
    # the game goes on to its end from here
    play_in_memory(host, guest)
    assert guest.result()["audit"], guest.result()
    assert guest.result()["digest"] == host.result()["digest"]


def test_a_handle_is_never_an_engine_uid_and_a_uid_is_refused() -> None:
    host, guest = _seated("yyh", 0)
    assert host.controller is not None
    handles = [c["h"] for z in guest.view["zones"].values() for c in z["cards"] if c["h"]]  # type: ignore[index]
    assert handles and min(handles) >= HANDLE_LOW
    uid = host.book.revealed[handles[0]]
    (answer,) = pump(host, [{"type": "cmd", "cid": "u", "base": host.seq,
                             "action": f"flip {guest.seat} {uid}"}])  # fmt: skip
    assert answer["reason"] == "bad_action"


def test_a_replayed_command_is_applied_once() -> None:
    host, guest = _seated()
    command = guest.receive(
        {"type": "event", **{k: v for k, v in host.outbox[-1].items() if k != "type"}}
    )
    assert command == [{"type": "ack", "seq": host.seq}]  # already seen: acknowledged again
    cmd = guest._command(host.seq)
    assert host.controller is not None
    first = pump(host, [cmd])
    steps = len(host.controller.history)
    again = pump(host, [cmd, cmd])
    assert first[0]["type"] == "event" and first[0]["result"]["cid"] == cmd["cid"]
    assert [a["type"] for a in again] == ["dup", "dup"]
    assert len(host.controller.history) == steps


def _raw(address: tuple[str, int], data: bytes) -> list[dict[str, object]]:
    with socket.create_connection(address, timeout=10) as sock:
        sock.sendall(data)
        reader, out = FrameReader(), []
        while chunk := sock.recv(65536):
            out += reader.feed(chunk)
        return out


def test_garbage_on_the_socket_is_answered_and_closed_then_the_guest_plays() -> None:
    answers: list[list[dict[str, object]]] = []

    def strangers(address: tuple[str, int]) -> None:
        answers.append(_raw(address, protocol.HEADER.pack(protocol.MAX_FRAME + 1)))
        answers.append(_raw(address, protocol.HEADER.pack(8) + b"not json"))
        answers.append(
            _raw(address, encode({"type": "cmd", "cid": "z", "base": 1, "action": "next 1"}))
        )
        answers.append(_raw(address, encode({**protocol.hello(), "app": "9"})))

    played = play_loopback(
        make_host("yyh"), GuestSession("random", seed=1, guest_half=GUEST_HALF), before=strangers
    )
    assert answers[0] == [{"type": "error", "reason": "oversized"}]
    assert answers[1] == [{"type": "error", "reason": "malformed"}]
    assert answers[2] == [{"type": "refused", "reason": "token"}]
    assert answers[3] == [{"type": "refused", "reason": "version"}]
    assert played.errors == [] and played.guest.result()["audit"]


def test_a_connection_must_say_hello_before_anything_else_even_mid_game() -> None:
    """The session is seated and playing; a stranger's connection (the guest away) that sends
    a command, an ack or a seed without a hello of its own is refused and closed."""
    from tabletop.remote import transport

    host, guest = _seated()
    assert host.controller is not None
    steps, seq = len(host.controller.history), host.seq
    command = {"type": "cmd", "cid": "s", "base": host.seq, "action": guest.offers[0]}
    for frame in (command, {"type": "ack", "seq": host.seq}, {"type": "bye"}):
        ours, theirs = socket.socketpair()
        with ours, theirs:
            link = transport._Link(ours)
            assert transport._answer(transport._Gate(host, None, None), link, [frame]) is False
            assert FrameReader().feed(theirs.recv(65536)) == [
                {"type": "refused", "reason": "token"}
            ]
    assert len(host.controller.history) == steps and host.seq == seq and not host.finished
    ours, theirs = socket.socketpair()
    with ours, theirs:  # the guest itself, resuming, is trusted on its new connection
        link = transport._Link(ours)
        resume = protocol.hello({"token": host.token, "last": guest.last_seq})
        assert transport._answer(transport._Gate(host, None, None), link, [resume, command])
        assert link.trusted and len(host.controller.history) > steps


def test_a_host_frame_out_of_shape_is_a_protocol_error_for_the_guest() -> None:
    """A host (or a proxy) sending an event without its fields: the guest reconnects, a bounded
    number of times, then says the connection failed (no traceback)."""
    from tabletop.remote.protocol import ProtocolError
    from tabletop.remote.transport import join

    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(10)

    def bad_host() -> None:
        for _ in range(2):
            conn, _ = listener.accept()
            with conn:
                reader = FrameReader()
                while not reader.feed(conn.recv(65536)):
                    pass  # the guest's hello
                conn.sendall(encode({"type": "event", "seq": 1}))
                while conn.recv(65536):
                    pass  # until the guest gives up on this connection

    import threading

    thread = threading.Thread(target=bad_host, daemon=True)
    thread.start()
    with listener, pytest.raises(ProtocolError, match=r"malformed|before welcome"):
        join(GuestSession(), listener.getsockname()[:2], attempts=2, idle=10)
    thread.join(10)


def test_a_silent_host_that_answers_pings_keeps_the_guest() -> None:
    """The guest pings a silent host four times within its idle limit; a host that answers
    keeps it on the same connection well past that limit (here until it refuses it)."""
    import threading

    from tabletop.remote.transport import join

    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(10)
    pings: list[int] = []

    def quiet_host() -> None:
        conn, _ = listener.accept()
        with conn:
            reader = FrameReader()
            while len(pings) < 8:
                for message in reader.feed(conn.recv(65536)):
                    if message["type"] == "ping":
                        pings.append(1)
                        conn.sendall(encode({"type": "pong"}))
            conn.sendall(encode({"type": "refused", "reason": "version"}))

    thread = threading.Thread(target=quiet_host, daemon=True)
    thread.start()
    with listener, pytest.raises(Refused):
        join(GuestSession(), listener.getsockname()[:2], attempts=1, idle=0.6)
    thread.join(10)
    assert len(pings) == 8  # 8 pings, 0.15 s apart: past the 0.6 s limit on one connection
    host, _guest = _seated("yyh")  # and the host session answers a ping so
    assert pump(host, [{"type": "ping"}]) == [{"type": "pong"}]
