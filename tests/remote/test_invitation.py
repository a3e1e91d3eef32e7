"""The invitation's text: written and read back, and hostile texts refused with a code."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.remote.invitation import (
    MAX_TEXT,
    Invitation,
    InvitationError,
    new_invitation,
    parse_address,
)

_URLSAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
names = st.from_regex(r"[a-z0-9]([a-z0-9.-]{0,30}[a-z0-9])?", fullmatch=True)
ipv4 = st.ip_addresses(v=4).map(str)
ipv6 = st.ip_addresses(v=6).map(str)
hosts = st.one_of(names, ipv4, ipv6)
ports = st.integers(1, 65535)
keys = st.text(_URLSAFE, min_size=8, max_size=64)
fingerprints = st.none() | st.text("0123456789abcdef", min_size=64, max_size=64)
rooms = st.text(_URLSAFE, min_size=1, max_size=64)


@st.composite
def invitations(draw: st.DrawFn) -> Invitation:
    host, port, key, fp = draw(hosts), draw(ports), draw(keys), draw(fingerprints)
    if draw(st.booleans()):
        relay_host, relay_port = draw(hosts), draw(ports)
        relay = (
            f"[{relay_host}]:{relay_port}" if ":" in relay_host else f"{relay_host}:{relay_port}"
        )
        return Invitation(host, port, key, fp, relay, draw(rooms))
    return Invitation(host, port, key, fp)


@given(invitations())
def test_an_invitation_reads_back_as_written(invitation: Invitation) -> None:
    text = invitation.text()
    assert "\n" not in text and " " not in text
    assert Invitation.parse(text) == invitation
    assert Invitation.parse(f"  {text}\n") == invitation  # as pasted from a chat


def test_a_new_invitation_has_a_fresh_key() -> None:
    first, second = new_invitation("127.0.0.1", 41630), new_invitation("127.0.0.1", 41630)
    assert first.key != second.key and len(first.key) >= 20
    assert Invitation.parse(first.text()) == first
    pinned = dataclasses.replace(first, fingerprint="AB" * 32)
    assert Invitation.parse(pinned.text()).fingerprint == "ab" * 32


def test_a_bare_address_is_an_invitation_without_key() -> None:
    assert Invitation.parse("192.0.2.7:41630") == Invitation("192.0.2.7", 41630, "")
    assert Invitation.parse("[::1]:5") == Invitation("::1", 5, "")
    assert Invitation.parse("example.org:5").text() == "example.org:5"
    assert Invitation.parse("[::1]:5").address == ("::1", 5)


def test_the_relay_is_where_the_guest_connects() -> None:
    invitation = Invitation.parse("tabletop://h:1/abcdefgh?room=r1&relay=relay.example:9")
    assert invitation.address == ("relay.example", 9) and invitation.room == "r1"


KEY = "abcdefghijkl"
FP = "a" * 64


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("x" * (MAX_TEXT + 1), "too_long"),
        ("", "address"),
        ("localhost", "address"),
        ("localhost:", "port"),
        ("localhost:0", "port"),
        ("localhost:65536", "port"),
        ("localhost:99999999999999999999", "port"),
        ("localhost:+80", "port"),
        ("localhost:８０", "address"),
        (":80", "address"),
        ("-bad-:80", "address"),
        ("a b:80", "address"),
        ("[::1:80", "address"),
        ("[1.2.3.4]:80", "address"),
        ("[zz]:80", "address"),
        ("::1:80", "address"),
        ("user@host:80", "address"),
        ("http://host:80/abcdefghijkl", "scheme"),
        ("host:80/abcdefghijkl", "scheme"),
        ("tabletop://host:80", "key"),
        ("tabletop://host:80/", "key"),
        ("tabletop://host:80/short", "key"),
        ("tabletop://host:80/bad%key!!", "key"),
        (f"tabletop://host:80/{KEY}/more", "key"),
        (f"tabletop://host:80/{KEY}?fp=xyz", "fingerprint"),
        (f"tabletop://host:80/{KEY}?fp={'g' * 64}", "fingerprint"),
        (f"tabletop://host:80/{KEY}?fp={FP}&fp={FP}", "query"),
        (f"tabletop://host:80/{KEY}?evil=1", "query"),
        (f"tabletop://host:80/{KEY}?fp", "query"),
        (f"tabletop://host:80/{KEY}?fp=", "query"),
        (f"tabletop://host:80/{KEY}?", "query"),
        (f"tabletop://host:80/{KEY}?relay=r:1", "room"),
        (f"tabletop://host:80/{KEY}?room=abc", "relay"),
        (f"tabletop://host:80/{KEY}?relay=r&room=abc", "relay"),
        (f"tabletop://host:80/{KEY}?relay=r:0&room=abc", "relay"),
        (f"tabletop://host:80/{KEY}?relay=r:1&room=a/b", "room"),
        (f"tabletop://host:80/{KEY}?relay=r:1&room={'r' * 65}", "room"),
        (f"tabletop://host:80/{KEY}\x00", "scheme"),
        ("tabletop://host:0/abcdefghijkl", "port"),
    ],
)
def test_a_hostile_invitation_is_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(InvitationError) as error:
        Invitation.parse(text)
    assert error.value.code == code


@given(st.text(max_size=200))
def test_any_text_is_read_or_refused_with_a_code(text: str) -> None:
    try:
        invitation = Invitation.parse(text)
    except InvitationError as error:
        assert error.code in {"too_long", "scheme", "address", "port", "key", "fingerprint",
                              "relay", "room", "query"}  # fmt: skip
    else:
        assert Invitation.parse(invitation.text()) == invitation
        assert 0 < invitation.port <= 65535


def test_parse_address_checks_the_port_of_a_relay() -> None:
    assert parse_address("r:9", "relay") == ("r", 9)
    with pytest.raises(InvitationError) as error:
        parse_address("r:x", "relay")
    assert error.value.code == "relay"
