"""The window's links (frames only, on their own thread): a new connection may only say hello
with the invitation's key, the guest's connection is the one the host welcomed, and a guest
cut off connects again, its frames queued for the old connection dropped. Then a whole game
between a HostSession and a GuestSession, each answered on this (the "window's") thread, with
two cuts on the way, resumed. Loopback only, bounded waits."""

from __future__ import annotations

import queue
import socket
import time
from collections.abc import Callable

from tabletop.remote import protocol
from tabletop.remote.guest import GuestSession
from tabletop.remote.link import CONNECTED, LOST, GuestLink, HostLink
from tabletop.remote.protocol import FrameReader, Message, encode

from .helpers import GUEST_HALF, make_host

KEY = "a-one-time-key-123"
Inbox = queue.Queue[tuple[str, object, object]]


def inbox() -> tuple[Inbox, Callable[[int, Message], None], Callable[[str], None]]:
    box: Inbox = queue.Queue()
    return box, lambda conn, m: box.put(("message", conn, m)), lambda s: box.put(("state", s, None))


def read(sock: socket.socket) -> list[Message]:
    """Every frame until the host closes the connection."""
    sock.settimeout(10)
    reader, out = FrameReader(), []
    while data := sock.recv(65536):
        out += reader.feed(data)
    return out


def test_a_newcomer_may_only_say_hello_with_the_key() -> None:
    box, on_message, on_state = inbox()
    link = HostLink(on_message, on_state, key=KEY)
    link.start()
    try:
        address = ("127.0.0.1", link.port)
        for first, reason in [
            ({"type": "cmd", "cid": "x", "base": 0, "action": "pass 1"}, "token"),
            (protocol.hello(), "key"),
            ({**protocol.hello(), "key": "a-wrong-key-000000"}, "key"),
        ]:
            with socket.create_connection(address) as sock:
                sock.sendall(encode(first))
                assert read(sock) == [{"type": "refused", "reason": reason}]
        assert box.empty()  # nothing reached the session
        with socket.create_connection(address) as sock:
            sock.sendall(encode({**protocol.hello(), "key": KEY}))
            kind, conn, message = box.get(timeout=10)
            assert kind == "message" and isinstance(message, dict) and message["type"] == "hello"
            assert link.current() is None  # not the guest's until welcomed
            assert isinstance(conn, int)
            link.send([{"type": "welcome", "token": "t"}], conn)
            assert box.get(timeout=10) == ("state", CONNECTED, None)
            assert link.current() == conn
        assert box.get(timeout=10) == ("state", LOST, None)
    finally:
        link.close()


def test_what_follows_a_resume_reaches_the_new_connection() -> None:
    """The window answers a resume and at once makes a move: the move's event is queued for
    the guest before the link has written the answer that makes the new connection the
    guest's, and must still reach it (it went to no connection: a hang in a game through a
    relay, whose next event was then a gap)."""
    box, on_message, on_state = inbox()
    link = HostLink(on_message, on_state, key=KEY)
    link.start()
    address = ("127.0.0.1", link.port)
    hello = {**protocol.hello(), "key": KEY}
    try:
        with socket.create_connection(address) as first:
            first.sendall(encode(hello))
            _kind, conn, _message = box.get(timeout=10)
            assert isinstance(conn, int)
            link.send([{"type": "welcome", "token": "t"}], conn)
            assert box.get(timeout=10) == ("state", CONNECTED, None)
        assert box.get(timeout=10) == ("state", LOST, None)
        with socket.create_connection(address) as again:
            again.sendall(encode(hello))
            _kind, conn, _message = box.get(timeout=10)
            assert isinstance(conn, int) and link.current() is None
            link.send([{"type": "resumed", "seq": 3}], conn)
            link.send_to_guest([{"type": "event", "seq": 4}])
            assert box.get(timeout=10) == ("state", CONNECTED, None)
            again.settimeout(10)
            reader, got = FrameReader(), []
            while len(got) < 2 and (data := again.recv(65536)):
                got += reader.feed(data)
            assert [m["type"] for m in got] == ["resumed", "event"]
    finally:
        link.close()


def test_a_whole_game_through_the_links_with_two_cuts() -> None:
    """The sessions are answered on this thread only, as the window answers them."""
    host = make_host("yyh")
    guest = GuestSession("random", seed=4, guest_half=GUEST_HALF)
    box, on_host, on_host_state = inbox()
    host_link = HostLink(on_host, on_host_state)
    guest_box, on_guest, on_guest_state = inbox()
    guest_link = GuestLink(on_guest, on_guest_state, ("127.0.0.1", host_link.port))
    host_link.start()
    guest_link.start()
    connections = cuts = 0
    try:
        deadline = time.monotonic() + 120
        while not guest.done and time.monotonic() < deadline:
            try:
                kind, first, message = box.get_nowait()
                if kind == "message":
                    assert isinstance(first, int) and isinstance(message, dict)
                    host_link.send(host.receive(message), first)
                continue
            except queue.Empty:
                pass
            try:
                kind, first, message = guest_box.get(timeout=0.05)
            except queue.Empty:
                continue
            if kind == "state" and first == CONNECTED:
                connections += 1
                guest_link.send(guest.start(), guest_link.epoch)
            elif kind == "message":
                assert isinstance(first, int) and isinstance(message, dict)
                guest_link.send(guest.receive(message), first)
                if message.get("type") == "event" and guest.last_seq in (5, 25) and cuts < 2:
                    cuts += 1
                    guest_link.cut()
    finally:
        guest_link.close()
        host_link.close()
    assert guest.done and cuts == 2 and connections == 3 and guest.resumes == 2
    ours, theirs = host.result(), guest.result()
    assert theirs["audit"], theirs["audit_problem"]
    assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]
