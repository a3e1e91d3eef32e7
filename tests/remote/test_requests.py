"""Requests, not orders: an Undo or a draw is asked of the other seat, a concession is told,
and a chat line is cleaned and rate-limited; a hostile guest's requests are refused without
harm. Played in memory between a host with a person at its seat and a guest played by a person
(both driven by a seeded random choice)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tabletop.ai.match import new_game
from tabletop.ai.play import choices
from tabletop.engine.actions import parse_action
from tabletop.remote import requests as rq
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.protocol import Message

from .helpers import GUEST_HALF, HOST_HALF, wire


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Pair:
    """A host with a person at its seat and a person's guest, frames handed over in memory."""

    def __init__(self, game: str = "dbgt", guest_seat: int = 1, seed: int = 3) -> None:
        self.clock = Clock()
        self.host = HostSession(game, lambda s: new_game(game, s), guest_seat, "human",
                                host_half=HOST_HALF, local_human=True, clock=self.clock)  # fmt: skip
        self.guest = GuestSession(guest_half=GUEST_HALF, human=True)
        self.rng = random.Random(seed)
        self.to_host(self.guest.start())

    def to_host(self, messages: Sequence[Message | None]) -> None:
        for message in messages:
            if message is not None:
                self.to_guest(self.host.receive(wire(message)))

    def to_guest(self, messages: Sequence[Message]) -> None:
        for message in messages:
            self.to_host(self.guest.receive(wire(message)))

    @property
    def steps(self) -> int:
        assert self.host.controller is not None
        return len(self.host.controller.history)

    def move(self) -> int:
        """One move by the seat that must act (a random one among its choices); its seat."""
        host, guest = self.host, self.guest
        assert host.match is not None
        seat = host.match.to_act()
        assert seat is not None
        if seat == host.host_seat:
            controller = host.match.controller
            legal = choices(controller.ruleset, controller.state, seat)
            outcome, out = host.submit_local(self.rng.choice(legal))
            assert outcome.applied
            self.to_guest(out)
        else:
            self.to_host([guest.command(parse_action(self.rng.choice(guest.offers)))])
        return seat

    def play_to_end(self, limit: int = 5000) -> None:
        for _ in range(limit):
            if self.guest.done:
                return
            self.move()
        raise AssertionError("the game did not end")

    def agree(self) -> None:
        ours, theirs = self.host.result(), self.guest.result()
        assert theirs["audit"], theirs["audit_problem"]
        assert ours["digest"] == theirs["digest"] and ours["winner"] == theirs["winner"]
        # the guest's log: the same steps (their cards by handle), undone ones gone
        assert self.host.controller is not None
        log = [str(entry.action).split()[:2] for entry in self.host.controller.log]
        assert [step.split()[:2] for step in self.guest.steps] == log


def test_an_undo_asked_by_the_guest_is_accepted_then_one_refused_and_both_ends_agree() -> None:
    pair = Pair()
    host, guest = pair.host, pair.guest
    accepted = refused = 0
    for _ in range(5000):
        if guest.done:
            break
        seat = pair.move()
        if seat != guest.seat or not guest.may_undo or guest.done or accepted + refused >= 4:
            continue
        before = pair.steps
        assert host.undo_span(guest.seat) > 0
        pair.to_host([guest.request(rq.UNDO)])
        assert host.asked == rq.Request(guest.seat, rq.UNDO)
        assert host.notices.pop() == {"type": "request", "kind": "undo", "from": guest.seat}
        accept = accepted <= refused
        pair.to_guest(host.answer(host.host_seat, accept))
        assert guest.notices.pop() == {"type": "answered", "kind": "undo", "accept": accept,
                                       "from": host.host_seat}  # fmt: skip
        assert host.asked is None
        if accept:
            accepted += 1
            assert pair.steps < before
            assert max(guest.views) == pair.steps and max(guest.commands, default=-1) < pair.steps
            assert host.match is not None and host.match.to_act() == guest.seat and guest.offers
        else:
            refused += 1
            assert pair.steps == before
    pair.play_to_end()
    assert accepted >= 2 and refused >= 2
    pair.agree()


def test_an_undo_asked_by_the_host_is_answered_by_the_guest() -> None:
    pair = Pair("yyh", guest_seat=0, seed=5)
    host, guest = pair.host, pair.guest
    for _ in range(5000):
        if pair.move() == host.host_seat and host.undo_span(host.host_seat):
            break
    before = pair.steps
    pair.to_guest(host.request(host.host_seat, rq.UNDO))
    assert guest.asked == rq.UNDO and guest.notices[-1]["kind"] == rq.UNDO
    pair.to_host([guest.answer(True)])
    assert host.notices[-1] == {"type": "answered", "kind": "undo", "accept": True, "from": 0}
    assert pair.steps < before
    pair.play_to_end()
    pair.agree()


def test_an_undo_across_a_reveal_is_never_offered() -> None:
    """After each move of the guest, an Undo is offered exactly when no step since its move
    showed a card or drew a chance outcome; asked anyway, it is refused and nothing changes."""
    pair = Pair("dbgt", seed=8)
    host, guest = pair.host, pair.guest
    seen = {True: 0, False: 0}
    for _ in range(5000):
        if guest.done:
            break
        if pair.move() != guest.seat or guest.done:
            continue
        assert host.controller is not None
        done = host.controller.history.done
        last = max(at for at in guest.commands)
        undoable = all(step.undoable for step in done[last:])
        mine = host.match is not None and all(
            at in host._automatic for at in range(last + 1, len(done))
        )
        assert guest.may_undo == (undoable and mine)
        if mine:
            seen[undoable] += 1
        if mine and not undoable:
            before = pair.steps
            pair.to_host([guest.request(rq.UNDO)])
            assert guest.notices.pop() == {"type": "declined", "what": "undo",
                                           "reason": rq.NOTHING_TO_UNDO}  # fmt: skip
            assert pair.steps == before and host.asked is None
            pair.clock.now += 60  # (the requests are rate-limited)
    assert seen[True] > 0 and seen[False] > 0
    pair.play_to_end()
    pair.agree()


def test_a_request_while_one_waits_is_refused_and_a_seat_cannot_answer_its_own() -> None:
    pair = Pair()
    host, guest = pair.host, pair.guest
    pair.to_host([guest.request(rq.DRAW)])
    assert host.asked == rq.Request(guest.seat, rq.DRAW)
    pair.to_host([guest.request(rq.UNDO)])
    assert guest.notices.pop() == {"type": "declined", "what": "undo", "reason": rq.PENDING}
    pair.to_guest(host.request(host.host_seat, rq.DRAW))
    assert host.notices.pop() == {"type": "declined", "what": "draw", "reason": rq.PENDING}
    pair.to_host([{"type": "answer", "accept": True}])  # the guest answers its own offer
    assert guest.notices.pop() == {"type": "declined", "what": "answer", "reason": rq.OWN_REQUEST}
    assert host.asked is not None and not host.over
    pair.to_guest(host.answer(host.host_seat, False))
    assert guest.notices.pop()["accept"] is False and not host.over
    pair.to_host([{"type": "answer", "accept": True}])  # nothing is asked now
    assert guest.notices.pop() == {"type": "declined", "what": "answer", "reason": rq.NOT_ASKED}
    pair.play_to_end()
    pair.agree()


def test_a_draw_accepted_ends_the_game_with_no_winner() -> None:
    pair = Pair("yyh")
    for _ in range(30):
        pair.move()
    pair.to_guest(pair.host.request(pair.host.host_seat, rq.DRAW))
    pair.to_host([pair.guest.answer(True)])
    assert pair.guest.done and pair.guest.end is not None and pair.guest.end["by"] == rq.DRAW
    assert pair.host.winner is None
    pair.agree()


@pytest.mark.parametrize("by_guest", [True, False])
def test_a_concession_is_told_and_the_other_seat_wins(by_guest: bool) -> None:
    pair = Pair("dbgt", seed=4)
    host, guest = pair.host, pair.guest
    for _ in range(20):
        pair.move()
    if by_guest:
        pair.to_host([guest.request(rq.CONCEDE)])
        assert host.notices[-1] == {"type": "request", "kind": "concede", "from": guest.seat}
    else:
        pair.to_guest(host.request(host.host_seat, rq.CONCEDE))
        assert guest.notices[-1]["kind"] == rq.CONCEDE
    loser = guest.seat if by_guest else host.host_seat
    assert guest.done and host.winner == 1 - loser == guest.result()["winner"]
    pair.agree()


def test_a_guest_that_did_not_concede_fails_the_audit_of_an_end_that_says_it_did() -> None:
    pair = Pair("dbgt", seed=4)
    for _ in range(20):
        pair.move()
    host = pair.host
    host.agreed = (rq.CONCEDE, host.host_seat, pair.guest.seat)  # a lying host
    pair.to_guest([host._event()])
    assert pair.guest.done and not pair.guest.result()["audit"]
    assert pair.guest.result()["audit_problem"] == "concession"


def test_chat_lines_are_cleaned_cut_and_rate_limited() -> None:
    pair = Pair()
    host, guest = pair.host, pair.guest
    pair.to_host([{"type": "chat", "text": "hi\x1b[31m there\u202e\x00\n\tfriend"}])
    assert host.notices.pop() == {"type": "chat", "from": guest.seat, "text": "hi[31m there friend"}
    pair.to_host([{"type": "chat", "text": "x" * 100_000}])
    assert host.notices.pop()["text"] == "x" * rq.CHAT_MAX
    for text in ("", "\x00\x01", 42, None, ["a"]):
        pair.to_host([{"type": "chat", "text": text}])
        assert guest.notices.pop() == {"type": "declined", "what": "chat",
                                       "reason": rq.BAD_REQUEST}  # fmt: skip
    for _ in range(rq.RATE_COUNT - 2):
        pair.to_host([guest.chat("again")])
    pair.to_host([guest.chat("one too many")])
    assert guest.notices.pop() == {"type": "declined", "what": "chat", "reason": rq.FLOOD}
    assert host.notices[-1]["text"] == "again"
    pair.clock.now += rq.RATE_SECONDS
    pair.to_guest(host.chat(host.host_seat, "ごめん、\u0007もう一度"))
    assert guest.notices.pop() == {
        "type": "chat",
        "from": host.host_seat,
        "text": "ごめん、もう一度",
    }
    assert guest.chat_lines[-1] == (host.host_seat, "ごめん、もう一度")


def test_hostile_requests_are_refused_without_harm() -> None:
    pair = Pair()
    host, guest = pair.host, pair.guest
    steps, seq = pair.steps, host.seq
    hostile: list[Message] = [
        {"type": "request", "kind": "redo"},
        {"type": "request", "kind": ["undo"]},
        {"type": "request"},
        {"type": "answer", "accept": "yes"},
        {"type": "answer"},
    ]
    pair.to_host(hostile)
    reasons = [notice.get("reason") for notice in guest.notices]
    assert reasons == [rq.BAD_REQUEST] * 3 + [rq.NOT_ASKED] * 2
    assert pair.steps == steps and host.seq == seq and host.asked is None and not host.over
    guest.notices.clear()
    for _ in range(50):  # a flood of draw offers: only a few reach the host's player
        pair.to_host([{"type": "request", "kind": "draw"}])
    assert len(host.notices) == 1 and host.asked is not None
    assert {n["reason"] for n in guest.notices} == {rq.PENDING}
    pair.to_guest(host.answer(host.host_seat, False))
    pair.play_to_end()
    pair.agree()


def test_the_computer_refuses_what_it_is_asked_on_either_side() -> None:
    host = HostSession("yyh", lambda s: new_game("yyh", s), 1, "random", host_half=HOST_HALF)
    guest = GuestSession("random", guest_half=GUEST_HALF, seed=2)
    outgoing: list[Message] = guest.start()
    for _ in range(4):
        outgoing = [m for a in outgoing for r in host.receive(wire(a)) for m in guest.receive(r)]
    answers = host.receive(wire({"type": "request", "kind": "draw"}))
    assert answers == [{"type": "answered", "kind": "draw", "accept": False, "from": 0}]
    assert host.asked is None
    assert guest.receive(wire({"type": "request", "kind": "undo", "from": 0})) == [
        {"type": "answer", "accept": False}
    ]
