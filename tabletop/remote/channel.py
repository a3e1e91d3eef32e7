"""One connection's share of a hosted match (sans-IO): a seat's or a spectator's handles, the
events sent and not yet acknowledged, the views they carry, its secret resume token.

A :class:`~.host.HostSession` has one channel for each remote seat (one for a host that plays
the other seat itself, two for a match that ``tabletop serve`` holds, where both players are
guests) and one for each spectator. Each channel numbers its own events (``seq``), names cards
by its own handles (:mod:`.handles`) and is acknowledged and resumed on its own, so that one
player's cut never holds up or leaks into the other's stream.

A spectator's channel is for no seat (:data:`SPECTATOR`): its views hide every card hidden
from either player (both hands, both decks, every face-down card), its steps name cards by
handles that are drawn anew whenever a card leaves its sight, and it never gets offers, the
seed's halves or the game's log, except the log after the game when both players agreed to
show it.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from .delta import view_patch
from .handles import HandleBook
from .protocol import Message

SPECTATOR = -1
"""The seat of a spectator's channel: none of the players'."""


class Channel:
    """What the host keeps for one connection (see the module's docstring)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.book = HandleBook(seat)
        self.token = secrets.token_urlsafe(24)
        self.outbox: list[Message] = []  # events not yet acknowledged, in order
        self.views: dict[int, Any] = {}  # seq → the view sent, from the last one acknowledged
        self.seq = 0
        self.logged = 0  # log positions this channel was sent the steps of
        self.acked = 0
        self.applied: dict[str, int] = {}  # command id → log position it was applied at
        self.welcomed = False
        self.finished = False  # acknowledged the game's last event
        self.half: str | None = None  # this guest's half of the seed
        self.commit: str | None = None  # its commitment to it (a served match), and nonce
        self.nonce: str | None = None
        self.duplicates = 0

    @property
    def spectator(self) -> bool:
        """Whether this channel is a spectator's (it sends no commands)."""
        return self.seat == SPECTATOR

    def token_holds(self, token: object) -> bool:
        """Whether ``token`` is this channel's resume token."""
        return isinstance(token, str) and hmac.compare_digest(token.encode(), self.token.encode())

    def missed(self, last: int) -> list[Message]:
        """The events after ``last`` still held (the last one whole, marked ``fresh``, when
        some between were dropped)."""
        missed = [event for event in self.outbox if event["seq"] > last]
        if missed and missed[0]["seq"] != last + 1:
            missed = [{**self.outbox[-1], "fresh": True}]
        return missed

    def ack(self, seq: object, ended: bool) -> None:
        """Drop the events up to ``seq`` (``ended``: the game is over, so an empty outbox
        means this channel holds the last event)."""
        if isinstance(seq, int) and not isinstance(seq, bool) and self.acked < seq <= self.seq:
            self.acked = seq
            self.outbox = [event for event in self.outbox if event["seq"] > seq]
            self.views = {at: view for at, view in self.views.items() if at >= seq}
            if not self.outbox and self.seq and ended:
                self.finished = True

    def wire(self, event: Message) -> Message:
        """``event`` as it is sent: its view as a patch of the one before it, which this
        channel holds (a ``fresh`` event, after dropped ones, and the first go whole)."""
        if event.get("type") != "event" or "view" not in event:
            return event  # not an event, or one already sent as a patch
        seq = event["seq"]
        base = self.views.get(seq - 1)
        self.views[seq] = event["view"]
        if base is None or event.get("fresh"):
            return event
        wire = {key: value for key, value in event.items() if key != "view"}
        wire["patch"] = view_patch(base, event["view"])
        return wire
