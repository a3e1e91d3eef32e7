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
    _half: str

    def seed(self, guest_half: str) -> int:
        """The game's seed, from the host's half and the guest's (in a served match,
        ``guest_half`` is both guests' halves joined by ``:``, seat 0's first)."""
        return protocol.game_seed(self._half, guest_half)

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

    # ---------------------------------------------------------------- a served match's seed

    def _served_seed(self, message: Message, channel: Channel) -> list[Message] | None:
        """A served guest's ``seed``: first its commitment to its half (once both guests
        committed, each is sent both commitments), then its half and nonce, which must open
        it. The answers, or None when this half was the last one missing (the game begins)."""
        commit = message.get("commit")
        if channel.commit is None:
            if not isinstance(commit, str) or len(commit) != 64:
                return [_reject("bad_seed")]
            channel.commit = commit
            out: list[Message] = []
            if all(other.commit is not None for other in self.channels.values()):
                for other in self.channels.values():
                    for told in self._commits_again(other):
                        self._send(other, told, out)
            return out
        if commit is not None:
            return []  # the commitment again, after a cut
        half, nonce = message.get("half"), message.get("nonce")
        if any(other.commit is None for other in self.channels.values()):
            return [_reject("early")]  # a half before both commitments: never taken
        if not protocol.half_ok(half) or not isinstance(nonce, str):
            return [_reject("bad_seed")]
        if not protocol.commitment_holds(channel.commit, str(half), nonce):
            return [_reject("bad_seed")]
        channel.half, channel.nonce = str(half), nonce
        return None

    def _commits_again(self, channel: Channel) -> list[Message]:
        """Both guests' commitments, for ``channel`` while it owes its half."""
        commits = [other.commit for _, other in sorted(self.channels.items())]
        if channel.spectator or channel.half is not None or None in commits or self.match:
            return []
        return [{"type": "commits", "commits": commits}]

    def _send(self, channel: Channel, message: Message, out: list[Message]) -> None:
        """``message`` to ``channel``: into ``out`` for the connection answered, else waiting
        in :attr:`outgoing`."""
        if channel is self._reply:
            out.append(message)
        else:
            self.outgoing.append((channel, channel.wire(message)))


def _reject(reason: str) -> Message:
    return {"type": "reject", "cid": None, "reason": reason}
