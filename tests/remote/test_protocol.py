"""Frames, the handshake's checks and the seed's commitment."""

from __future__ import annotations

import pytest

from tabletop import __version__
from tabletop.remote import protocol
from tabletop.remote.protocol import FrameReader, ProtocolError, encode


def test_frames_split_anywhere_or_joined_come_out_whole() -> None:
    messages = [{"type": "a", "n": i, "text": "ü" * i} for i in range(5)]
    data = b"".join(encode(m) for m in messages)
    for step in (1, 2, 3, 7, len(data)):
        reader = FrameReader()
        out = []
        for at in range(0, len(data), step):
            out += reader.feed(data[at : at + step])
        assert out == messages


def test_an_oversized_frame_is_refused_from_its_header_alone() -> None:
    with pytest.raises(ProtocolError, match="oversized"):
        FrameReader().feed(protocol.HEADER.pack(protocol.MAX_FRAME + 1))
    with pytest.raises(ProtocolError, match="oversized"):
        encode({"type": "x", "blob": "x" * protocol.MAX_FRAME})


@pytest.mark.parametrize(
    "body", [b"not json", b"[1, 2]", b'{"no": "type"}', b'{"type": 3}', b"\xff"]
)
def test_a_malformed_frame_is_refused(body: bytes) -> None:
    with pytest.raises(ProtocolError, match="malformed"):
        FrameReader().feed(protocol.HEADER.pack(len(body)) + body)


def test_the_handshake_names_what_differs() -> None:
    good = protocol.hello()
    cards = protocol.card_digest("dbgt")
    assert protocol.hello_problem(good, "dbgt", cards) is None
    assert protocol.hello_problem({**good, "proto": 99}, "dbgt", cards) == protocol.WRONG_PROTOCOL
    assert protocol.hello_problem({**good, "app": __version__ + "x"}, "dbgt", cards) == "version"
    other = {**good, "cards": {**good["cards"], "dbgt": "0" * 64}}
    assert protocol.hello_problem(other, "dbgt", cards) == protocol.WRONG_CARDS
    assert protocol.hello_problem(other, "yyh", protocol.card_digest("yyh")) is None


def test_the_commitment_binds_the_host_half_and_the_seed_needs_both() -> None:
    half, nonce = protocol.fresh_half(), protocol.fresh_half()
    commit = protocol.commitment(half, nonce)
    assert half not in commit and nonce not in commit
    assert protocol.commitment_holds(commit, half, nonce)
    assert not protocol.commitment_holds(commit, protocol.fresh_half(), nonce)
    guest = protocol.fresh_half()
    seed = protocol.game_seed(half, guest)
    assert 0 <= seed <= protocol.SEED_MASK
    assert seed != protocol.game_seed(half, protocol.fresh_half())
    assert seed != protocol.game_seed(protocol.fresh_half(), guest)
