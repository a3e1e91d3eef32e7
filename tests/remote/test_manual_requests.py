"""Requests, not orders: manual mode (the rules only warn) is asked of the other player, like
an Undo, and turning the rules back on is told. A move forced against the rules passes the
guest's audit only where both players had agreed to manual mode, and the guest saw it on.
Played in memory (the :class:`Pair` of ``test_requests``)."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.controller import Mode
from tabletop.engine.table_actions import Draw, NextStep
from tabletop.remote import requests as rq

from .test_requests import Pair


def outside_the_rules(pair: Pair) -> Action:
    """Play on until the guest must act and ending the step (or drawing a card) is against
    the rules; that move."""
    host, guest = pair.host, pair.guest
    for _ in range(500):
        assert host.match is not None
        controller = host.match.controller
        if host.match.to_act() == guest.seat and guest.offers:
            for action in (NextStep(guest.seat), Draw(guest.seat, 1)):
                meant = controller.ruleset.meaning(controller.state, action)
                if not controller.ruleset.verdict(controller.state, meant).legal:
                    return action
        pair.move()
    raise AssertionError("no moment where ending the step or a draw was against the rules")


def manual_game(game: str) -> tuple[Pair, int]:
    """A game where the guest asks for manual mode (refused, then accepted), forces one move
    (Dragon Ball GT: a Yu Yu Hakusho table lets these moves anyway), and the host's player turns
    the rules back on; the log position of the forced move."""
    pair = Pair(game, seed=5)
    host, guest = pair.host, pair.guest
    for _ in range(6):
        pair.move()
    draw = outside_the_rules(pair) if game == "dbgt" else None
    assert host.controller is not None
    steps = pair.steps
    if draw is not None:
        pair.to_host([guest.command(draw)])  # enforced: refused
        assert pair.steps == steps and guest.notices.pop()["type"] == "reject"

    pair.to_host([guest.request(rq.MANUAL)])
    assert host.asked == rq.Request(guest.seat, rq.MANUAL)
    assert host.notices.pop() == {"type": "request", "kind": "manual", "from": guest.seat}
    pair.to_guest(host.answer(host.host_seat, False))
    assert guest.notices.pop()["accept"] is False
    assert host.controller.mode is Mode.ENFORCED and not guest.manual

    pair.to_host([guest.request(rq.MANUAL)])
    host.notices.clear()
    pair.to_guest(host.answer(host.host_seat, True))
    assert guest.notices.pop() == {"type": "answered", "kind": "manual", "accept": True,
                                   "from": host.host_seat}  # fmt: skip
    assert host.controller.mode is Mode.MANUAL and guest.manual
    assert guest.manual_seen == [steps] and host.manual == [[steps, -1]]
    pair.to_host([guest.request(rq.MANUAL)])  # on already: declined, nothing asked
    assert guest.notices.pop()["reason"] == rq.SAME_MODE and host.asked is None

    if draw is not None:
        pair.to_host([guest.command(draw)])  # manual: applied, marked forced
        forced = host.controller.log[steps]
        assert forced.forced and forced.action.seat == guest.seat
    at = pair.steps
    pair.to_guest(host.request(host.host_seat, rq.ENFORCED))  # told, not asked
    assert guest.notices.pop() == {"type": "request", "kind": "enforced", "from": host.host_seat}
    assert host.controller.mode is Mode.ENFORCED and not guest.manual
    assert host.manual == [[steps, at]] and host.asked is None
    return pair, steps


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_manual_mode_is_asked_and_a_forced_move_passes_the_audit_inside_it(game: str) -> None:
    pair, _at = manual_game(game)
    pair.play_to_end()
    pair.agree()
    assert pair.guest.result()["audit"]


def test_a_forced_move_outside_an_agreed_span_fails_the_audit() -> None:
    pair, at = manual_game("dbgt")
    pair.host.manual = []  # a host that hides the agreement (or forced a move without one)
    pair.play_to_end()
    assert pair.guest.result()["audit_problem"] == f"step {at}: forced"


def test_a_span_the_guest_never_saw_fails_the_audit() -> None:
    pair, at = manual_game("dbgt")
    pair.host.manual = [[0, at + 1]]  # claims manual mode from the start
    pair.guest.manual_seen = []
    pair.play_to_end()
    assert pair.guest.result()["audit_problem"] == "manual mode"
