"""Negative controls: deliberately broken hosts, each caught by the frame audit or the guest's
own end-of-game audit (so those audits can see what they look for)."""

from __future__ import annotations

from typing import Any

from tabletop.remote.channel import Channel
from tabletop.remote.guest import GuestSession
from tabletop.remote.host import HostSession
from tabletop.remote.protocol import Message

from .frame_audit import FrameAudit
from .helpers import GUEST_HALF, make_host, play_in_memory, play_loopback


class LeaksCardIds(HostSession):
    """Shows the guest the ids of the cards hidden from it (but keeps their handles out)."""

    def _event(self, channel: Channel, result: dict[str, Any] | None = None) -> Message:
        event = super()._event(channel, result)
        assert self.controller is not None
        state = self.controller.state
        for zone_id, zone in event["view"]["zones"].items():
            for card, uid in zip(zone["cards"], state.zones[zone_id].cards, strict=True):
                if card["id"] is None:
                    card["id"] = state.cards[uid].card_id
        return event


class LeaksTheSeed(HostSession):
    """Sends the game's seed along with each event."""

    def _event(self, channel: Channel, result: dict[str, Any] | None = None) -> Message:
        event = super()._event(channel, result)
        assert self.controller is not None
        event["debug"] = {"seed": self.controller.setup.seed}
        return event


class AppliesResentCommandsTwice(HostSession):
    """Forgets which commands it applied: a resent command is applied again when it can be."""

    def _command(self, message: Message, channel: Channel) -> list[Message]:
        cid = message.get("cid")
        if isinstance(cid, str) and channel.applied.pop(cid, None) is not None:
            message = {**message, "base": channel.seq}
        return super()._command(message, channel)


class WithholdsAnOffer(HostSession):
    """Leaves the last of the guest's legal actions out of its offers."""

    def _event(self, channel: Channel, result: dict[str, Any] | None = None) -> Message:
        event = super()._event(channel, result)
        if len(event["offers"]) > 1:
            event["offers"] = event["offers"][:-1]
        return event


class SendsEachCommandTwice(GuestSession):
    """A guest whose every command goes out twice (as a resend after a lost answer would)."""

    def receive(self, message: Message) -> list[Message]:
        out = super().receive(message)
        return out + [m for m in out if m["type"] == "cmd"]


def test_a_host_leaking_hidden_card_ids_is_caught_by_both_audits() -> None:
    host = make_host("dbgt", cls=LeaksCardIds)
    frames = FrameAudit(host)
    played = play_loopback(
        host, GuestSession("random", seed=3, guest_half=GUEST_HALF), tap=frames.tap
    )
    assert any("hidden card id" in leak or "without a handle" in leak for leak in frames.leaks)
    result = played.guest.result()
    assert result["audit"] is False and result["audit_problem"].startswith("view")


def test_a_host_leaking_the_seed_is_caught_by_the_frame_audit() -> None:
    host = make_host("yyh", cls=LeaksTheSeed)
    frames = FrameAudit(host)
    play_loopback(host, GuestSession("random", seed=3, guest_half=GUEST_HALF), tap=frames.tap)
    assert any("the seed" in leak for leak in frames.leaks)
    honest = make_host("yyh")
    frames = FrameAudit(honest)
    play_loopback(honest, GuestSession("random", seed=3, guest_half=GUEST_HALF), tap=frames.tap)
    assert frames.leaks == []


def test_a_host_applying_a_resent_command_twice_fails_the_audit() -> None:
    broken = make_host("dbgt", cls=AppliesResentCommandsTwice)
    guest = SendsEachCommandTwice("random", seed=4, guest_half=GUEST_HALF)
    play_in_memory(broken, guest)
    assert guest.audit is not None and not guest.audit.passed
    assert "twice" in guest.audit.problem or "did not send" in guest.audit.problem


def test_an_honest_host_applies_each_resent_command_once() -> None:
    host = make_host("dbgt")
    guest = SendsEachCommandTwice("random", seed=4, guest_half=GUEST_HALF)
    play_in_memory(host, guest)
    assert guest.audit is not None and guest.audit.passed, guest.audit
    assert len(host.applied) == len(set(guest.applied_at)) == len(guest.commands)


def test_a_host_withholding_a_legal_move_fails_the_audit() -> None:
    guest = GuestSession("random", seed=4, guest_half=GUEST_HALF)
    play_in_memory(make_host("yyh", cls=WithholdsAnOffer), guest)
    assert guest.audit is not None and guest.audit.problem.startswith("offers")
