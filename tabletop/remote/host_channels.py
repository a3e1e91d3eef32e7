"""The connections of a hosted match, as :class:`~.host.HostSession` holds them: the first
guest's channel behind the session's older fields (``book``, ``outbox``, ``token``…), the
spectators, what waits for other connections than the one answered, and how a message reaches
a seat (:mod:`.channel`)."""

from __future__ import annotations

from typing import Any

from tabletop.play.match import Match

from . import protocol
from . import requests as rq
from .channel import SPECTATOR, Channel
from .handles import HandleBook
from .protocol import Message


class HostChannels:
    """The part of :class:`~.host.HostSession` that knows its connections."""

    guest: Channel
    channels: dict[int, Channel]
    spectators: list[Channel]
    outgoing: list[tuple[Channel, Message]]
    notices: list[Message]
    shared: set[int]
    match: Match | None
    _reply: Channel

    def watch(self) -> Channel:
        """A new spectator's channel (its first message is a ``hello``, as a guest's)."""
        channel = Channel(SPECTATOR)
        self.spectators.append(channel)
        return channel

    def take_outgoing(self) -> list[tuple[Channel, Message]]:
        """The messages waiting for other connections than the one answered (and forget them)."""
        out, self.outgoing = self.outgoing, []
        return out

    @property
    def book(self) -> HandleBook:
        """The first guest's handles."""
        return self.guest.book

    @property
    def outbox(self) -> list[Message]:
        """The first guest's events not yet acknowledged."""
        return self.guest.outbox

    @outbox.setter
    def outbox(self, value: list[Message]) -> None:
        self.guest.outbox = value

    @property
    def token(self) -> str:
        """The first guest's resume token."""
        return self.guest.token

    @token.setter
    def token(self, value: str) -> None:
        self.guest.token = value

    @property
    def seq(self) -> int:
        """The first guest's last event."""
        return self.guest.seq

    @seq.setter
    def seq(self, value: int) -> None:
        self.guest.seq = value

    @property
    def acked(self) -> int:
        """The first guest's last event acknowledged."""
        return self.guest.acked

    @acked.setter
    def acked(self, value: int) -> None:
        self.guest.acked = value

    @property
    def applied(self) -> dict[str, int]:
        """The first guest's commands: id → log position it was applied at."""
        return self.guest.applied

    @applied.setter
    def applied(self, value: dict[str, int]) -> None:
        self.guest.applied = value

    @property
    def welcomed(self) -> bool:
        """Whether the first guest was welcomed."""
        return self.guest.welcomed

    @welcomed.setter
    def welcomed(self, value: bool) -> None:
        self.guest.welcomed = value

    @property
    def duplicates(self) -> int:
        """Commands received again after they were applied."""
        return sum(channel.duplicates for channel in self.channels.values())

    @duplicates.setter
    def duplicates(self, value: int) -> None:
        self.guest.duplicates = value

    @property
    def finished(self) -> bool:
        """Whether every remote seat acknowledged the game's last event."""
        return all(channel.finished for channel in self.channels.values())

    @finished.setter
    def finished(self, value: bool) -> None:
        self.guest.finished = value

    def _refresh(self) -> None:
        """Every channel's handles after a step."""
        assert self.match is not None
        state = self.match.controller.state
        for channel in (*self.channels.values(), *self.spectators):
            channel.book.refresh(state)

    def _tell(self, seat: int, message: Message, out: list[Message]) -> None:
        """Send ``message`` to ``seat``: the connection answered (into ``out``), another
        remote seat (into :attr:`outgoing`) or the host's own player."""
        channel = self.channels.get(seat)
        if channel is self._reply:
            out.append(message)
        elif channel is not None:
            self.outgoing.append((channel, channel.wire(message)))
        else:
            self.notices.append(message)

    def _wire(self, event: Message) -> Message:
        """``event`` as it is sent to the connection answered (see :meth:`Channel.wire`)."""
        return self._reply.wire(event)

    def _share(self, seat: int, over: bool) -> list[Message]:
        """``seat`` agrees that spectators see the whole log after the game (told to the other
        seat); once both agreed and the game is over, the spectators get it."""
        self.shared.add(seat)
        out: list[Message] = []
        self._tell(1 - seat, {"type": "request", "kind": rq.SHARE, "from": seat}, out)
        if over and self.shared == {0, 1}:
            for channel in self.spectators:
                if channel.welcomed:
                    self.outgoing.append((channel, {"type": "log", **self._whole_log()}))
        return out

    def _whole_log(self) -> dict[str, Any]:
        assert self.match is not None
        log = [entry.to_json() for entry in self.match.controller.log]
        return {"log": log, "digest": protocol.log_digest(log)}
