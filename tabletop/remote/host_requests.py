"""Requests, not orders, as :class:`~.host.HostSession` answers them: an Undo, a draw, manual
mode asked of the other seat (accepted or refused), a concession or the rules turned back on
told, and a chat line (:mod:`.requests` holds the kinds and the limits)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.controller import Mode
from tabletop.play.match import Match

from . import requests as rq
from .channel import Channel
from .host_table import Table
from .protocol import Message


class HostRequests:
    """The part of :class:`~.host.HostSession` that answers requests and chat."""

    match: Match | None
    table: Table | None
    channels: dict[int, Channel]
    guest: Channel
    _reply: Channel
    asked: rq.Request | None
    agreed: tuple[str, int | None, int | None] | None
    manual: list[list[int]]
    refusals: int
    host_seat: int
    local_human: bool
    _start: int
    _automatic: set[int]
    _rates: tuple[rq.RateLimit, rq.RateLimit]

    if TYPE_CHECKING:  # the session's own (see .host and .host_channels)

        @property
        def over(self) -> bool: ...

        def _events(
            self, result: dict[str, Any] | None = None, rewind: int | None = None
        ) -> Message: ...
        def _tell(self, seat: int, message: Message, out: list[Message]) -> None: ...
        def _wire(self, event: Message) -> Message: ...
        def _share(self, seat: int, over: bool) -> list[Message]: ...
        def _refresh(self) -> None: ...
        def _advance(self) -> None: ...

    def _decline(self, seat: int, what: object, reason: str) -> list[Message]:
        self.refusals += seat in self.channels
        out: list[Message] = []
        what = what if isinstance(what, str) and what in (*rq.KINDS, "answer", "chat") else None
        self._tell(seat, {"type": "declined", "what": what, "reason": reason}, out)
        return out

    def undo_span(self, seat: int) -> int:
        """How many steps an Undo asked by ``seat`` takes back now: its last move and the steps
        that passed by themselves after it, when that move is the game's last and none of them
        showed a card (0: no Undo may be asked)."""
        match = self.match
        if match is None or self.over:
            return 0
        done = match.controller.history.done
        at = len(done) - 1
        while at >= self._start and at in self._automatic:
            at -= 1
        if at < self._start or done[at].action.seat != seat:
            return 0
        if not all(step.undoable for step in done[at:]):
            return 0  # an Undo across a reveal is never offered
        return len(done) - at

    def request(self, seat: int, kind: object) -> list[Message]:
        """``seat`` asks an Undo or a draw, or concedes (the messages for the guest)."""
        self._reply = self.guest
        return [self._wire(message) for message in self._request(seat, kind)]

    def answer(self, seat: int, accept: bool) -> list[Message]:
        """``seat`` answers the other seat's request (the messages for the guest)."""
        self._reply = self.guest
        return [self._wire(message) for message in self._answer(seat, accept)]

    def chat(self, seat: int, text: object) -> list[Message]:
        """``seat`` says one line to the other (cleaned; a flood is refused)."""
        self._reply = self.guest
        return [self._wire(message) for message in self._chat(seat, text)]

    def _request(self, seat: int, kind: object) -> list[Message]:
        """``seat`` asks an Undo or a draw, or concedes (the messages for the guest)."""
        if kind == rq.SHARE:
            return self._share(seat, self.over)
        if kind not in rq.KINDS:
            return self._decline(seat, kind, rq.BAD_REQUEST)
        if self.match is None or self.over:
            return self._decline(seat, kind, rq.NOT_PLAYING)
        if self.asked is not None:
            return self._decline(seat, kind, rq.PENDING)
        if not self._rates[seat].allow():
            return self._decline(seat, kind, rq.FLOOD)
        if kind == rq.UNDO and not self.undo_span(seat):
            return self._decline(seat, kind, rq.NOTHING_TO_UNDO)
        manual = self.match.controller.mode is Mode.MANUAL
        if (kind == rq.MANUAL and manual) or (kind == rq.ENFORCED and not manual):
            return self._decline(seat, kind, rq.SAME_MODE)
        out: list[Message] = []
        other = 1 - seat
        self._tell(other, {"type": "request", "kind": kind, "from": seat}, out)
        if kind == rq.CONCEDE:
            self.agreed = (rq.CONCEDE, other, seat)
            return [*out, self._events()]
        if kind == rq.ENFORCED:
            self._set_manual(False)
            return [*out, self._events()]
        self.asked = rq.Request(seat, str(kind))
        if other == self.host_seat and not self.local_human:
            return [*out, *self._answer(other, False)]  # the computer takes nothing back
        return out

    def _answer(self, seat: int, accept: bool) -> list[Message]:
        """``seat`` answers the other seat's request (the messages for the guest)."""
        asked = self.asked
        if asked is None:
            return self._decline(seat, "answer", rq.NOT_ASKED)
        if asked.seat == seat:
            return self._decline(seat, "answer", rq.OWN_REQUEST)
        self.asked = None
        out: list[Message] = []
        answered = {"type": "answered", "kind": asked.kind, "accept": accept, "from": seat}
        self._tell(asked.seat, answered, out)
        if not accept:
            return out
        if asked.kind == rq.DRAW:
            self.agreed = (rq.DRAW, None, None)
            return [*out, self._events()]
        if asked.kind == rq.MANUAL:
            self._set_manual(True)
            return [*out, self._events()]
        span = self.undo_span(asked.seat)
        if not span:  # nothing may be taken back any more (never expected: no move between)
            return out
        assert self.match is not None and self.table is not None
        for _ in range(span):
            self.table.undo_step()
        at = len(self.match.controller.history)
        self._automatic = {i for i in self._automatic if i < at}
        self._refresh()
        self._advance()
        return [*out, self._events(rewind=at)]

    def _set_manual(self, on: bool) -> None:
        """Manual mode on (both players agreed) or off, from the next step on."""
        assert self.match is not None
        controller = self.match.controller
        controller.mode = Mode.MANUAL if on else Mode.ENFORCED
        at = len(controller.history)
        if on:
            self.manual.append([at, -1])
        elif self.manual:
            self.manual[-1][1] = at

    def _chat(self, seat: int, text: object) -> list[Message]:
        """``seat`` says one line to the other (cleaned; a flood is refused)."""
        line = rq.clean_chat(text)
        if not line:
            return self._decline(seat, "chat", rq.BAD_REQUEST)
        if not self._rates[seat].allow():
            return self._decline(seat, "chat", rq.FLOOD)
        out: list[Message] = []
        self._tell(1 - seat, {"type": "chat", "from": seat, "text": line}, out)
        return out
