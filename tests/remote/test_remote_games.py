"""Whole remote games on loopback through a seeded chaos proxy: frames split into 1–7-byte
chunks, short delays, one connection cut mid-game then resumed. Both sides agree on the log's
digest and the winner, the guest's audit passes and no frame holds what the guest may not see."""

from __future__ import annotations

import pytest

from tabletop.remote.guest import GuestSession
from tabletop.remote.protocol import Message, encode

from .frame_audit import FrameAudit
from .helpers import GUEST_HALF, make_host, play_loopback, wire


@pytest.mark.parametrize(
    ("game", "guest_seat", "cut_after"), [("dbgt", 1, 60_000), ("yyh", 0, 50_000)]
)
def test_a_whole_game_through_chaos_with_a_cut_and_a_resume(
    game: str, guest_seat: int, cut_after: int
) -> None:
    """``cut_after``: a byte of the stream that falls in an event answering a command (the
    game's moves decide where: YYH's rules generation 5 moved it from 60,000)."""
    host = make_host(game, guest_seat)
    guest = GuestSession("random", seed=11, guest_half=GUEST_HALF)
    frames = FrameAudit(host)
    played = play_loopback(host, guest, chaos_seed=5, cut_after=cut_after, tap=frames.tap)
    assert played.errors == []
    assert played.proxy is not None and played.proxy.cuts == 1
    assert played.proxy.connections >= 2 and guest.resumes >= 1
    assert played.served is not None and played.served.connections == played.proxy.connections
    ours, theirs = host.result(), guest.result()
    assert theirs["audit"], theirs["audit_problem"]
    assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]
    assert ours["actions"] > 50
    assert guest.audit is not None and guest.audit.views == len(guest.views) > 10
    assert frames.frames > 10 and frames.leaks == []
    # the cut fell in an event answering a command: the guest sent it again, the host
    # answered dup and applied it once (each decision applied once)
    assert guest.resent >= 1 and host.duplicates >= 1
    assert len(guest.commands) == len(guest.applied_at) == guest.decisions - guest.rejects


def test_the_same_halves_give_the_same_game() -> None:
    first = play_loopback(make_host("yyh"), GuestSession("random", seed=2, guest_half=GUEST_HALF))
    again = play_loopback(make_host("yyh"), GuestSession("random", seed=2, guest_half=GUEST_HALF))
    assert first.host.result() == again.host.result()
    other = play_loopback(make_host("yyh"), GuestSession("random", seed=2))  # a fresh half
    assert other.host.result()["digest"] != first.host.result()["digest"]
    assert other.guest.result()["audit"]


@pytest.mark.parametrize("cut_after", [40, 1_543, 4_000])
def test_a_cut_before_or_right_after_the_game_begins_is_resumed(cut_after: int) -> None:
    """Cut in the welcome (the guest says hello again and gets a new token), right after it
    (the welcome is 1,543 bytes here: the guest's seed may be lost, so a resume sends it again)
    or in the first event."""
    host = make_host("yyh")
    guest = GuestSession("random", seed=12, guest_half=GUEST_HALF)
    played = play_loopback(host, guest, chaos_seed=6, cut_after=cut_after)
    assert played.errors == [] and played.proxy is not None and played.proxy.cuts == 1
    assert guest.result()["audit"] and guest.result()["digest"] == host.result()["digest"]


def test_a_half_open_connection_is_taken_over_by_the_guest_coming_back() -> None:
    """The first connection stops forwarding without closing: the guest gives up on it after
    its idle limit and comes back; the host, still holding the old connection open, lets the
    newcomer with the right token take over at once (not after its own idle limit)."""
    host = make_host("dbgt")
    guest = GuestSession("random", seed=13, guest_half=GUEST_HALF)
    played = play_loopback(
        host, guest, chaos_seed=7, cut_after=30_000, half_open=True, guest_idle=2.0
    )
    assert played.errors == [] and played.proxy is not None and played.proxy.hung.is_set()
    assert played.served is not None and played.served.takeovers >= 1
    assert guest.result()["audit"] and guest.result()["digest"] == host.result()["digest"]


@pytest.mark.parametrize("seed", [3, 14])
def test_events_lost_in_a_cut_are_resent_as_they_were_made(seed: int) -> None:
    """A guest's command is answered at once and the host's own moves follow in a second event;
    a cut that loses both is answered, on the resume, by both again, as they were made (the
    chaos run's yyh:118: the frame audit judged such a resent answer by the game after the
    host's moves, where a card of the guest's had gone out of its sight since; these seeds
    reproduce it in memory: the audit before the fix found a "hidden card id" in each). No frame holds what the guest could not see when it was made;
    the guest's audit passes and both sides agree."""
    host = make_host("yyh", seed % 2)
    frames = FrameAudit(host)
    guest = GuestSession("random", seed=seed, guest_half=GUEST_HALF)
    outgoing, resumed = guest.start(), 0
    while not guest.done:
        answers: list[Message] = []
        for message in outgoing:
            got = host.receive(wire(message))
            for answer in got:
                frames.tap(encode(answer))
            if message["type"] == "cmd" and len(got) == 2:  # both lost: the guest comes back
                hello = {
                    **guest.start()[0],
                    "resume": {"token": guest.token, "last": guest.last_seq},
                }
                got = host.receive(wire(hello))
                assert got[0]["type"] == "resumed" and len(got) == 3
                for answer in got:
                    frames.tap(encode(answer))
                resumed += 1
            answers += [wire(answer) for answer in got]
        outgoing = [reply for answer in answers for reply in guest.receive(answer)]
        assert outgoing or guest.done, "the game stalled"
    assert resumed > 10 and frames.frames > 3 * resumed
    assert frames.leaks == []
    ours, theirs = host.result(), guest.result()
    assert theirs["audit"], theirs["audit_problem"]
    assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]
