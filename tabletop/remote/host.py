"""The host's side of a remote game (sans-IO): it owns the match, the guest holds only views.

:class:`HostSession` takes the guest's messages one at a time and answers with the messages to
send back; it never touches a socket (:mod:`.transport` carries the frames). Its course:

1. ``hello`` → ``welcome``: the game, the guest's seat, the public setup (deck lists, no seed),
   a secret resume token and the commitment to the host's half of the seed.
2. ``seed`` (the guest's half) → the game starts from both halves; the host plays its own seat
   and every step that passes by itself, then sends an ``event``.
3. ``cmd {cid, base, action}`` → applied once (a resent ``cid`` is answered ``dup``), refused
   when built on a stale view (``base`` is not the last event) or naming another seat.
4. Each ``event`` carries its ``seq``, the log position of its view (``at``), the guest's view
   and its offers (its legal actions, both with handles: :mod:`.handles`), and the steps
   applied since the last event (``steps`` from log position ``from``: actions only, with
   handles; never a shuffle's outcome), for the guest's game log; the last one also ``end``:
   the host's half and nonce, the whole log and the handles' reveal, for the audit.
5. ``ack {seq}`` drops the events the guest holds; a ``hello`` with ``resume`` and the right
   token is answered with the events it missed (or, when they were dropped, the last one);
   ``ping`` is answered ``pong`` (a waiting guest keeps a silent connection alive).
6. ``request {kind}`` (undo, draw: asked of the other seat; concede: told), ``answer
   {accept}`` and ``chat {text}`` (see :mod:`.requests`): the other seat hears ``request``,
   ``answered`` and ``chat``; a refused one is answered ``declined {what, reason}``. An
   accepted Undo takes back the asker's last move and sends an event marked ``rewind`` (the
   guest forgets what it was sent past it); an accepted draw or a concession ends the game
   (its end says ``by``). The host's own seat asks and answers through :meth:`request`,
   :meth:`answer` and :meth:`chat` (a person at the host's window: ``local_human``; the
   computer refuses what it is asked).

Two remote seats (:meth:`HostSession.served_match`, ``tabletop serve``: the seed from the
server's committed half and both guests') and spectators (:meth:`HostSession.watch`): each
connection has a :class:`~.channel.Channel`; what it makes for the others waits in ``outgoing``.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.controller import Controller, Mode, Outcome
from tabletop.engine.errors import FormatError
from tabletop.play.match import Match

from . import protocol
from . import requests as rq
from .channel import SPECTATOR, Channel
from .handles import UnknownHandle, rename_action, step_words, view_json
from .host_channels import HostChannels
from .host_requests import HostRequests
from .host_table import (
    HostMove,
    MatchTable,
    NewGame,
    Table,
    TableFactory,
    computer_move,
    host_seats,
)
from .protocol import Message

MAX_STEPS = 5000
"""A game longer than this many steps ends unfinished."""


class HostSession(HostChannels, HostRequests):
    """One remote game seen from the host (see the module's docstring)."""

    def __init__(
        self,
        game_id: str,
        new_game: NewGame,
        guest_seat: int,
        host_level: str,
        *,
        host_move: HostMove | None = None,
        host_half: str | None = None,
        local_human: bool = False,
        table: TableFactory | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``local_human``: a person plays the host's seat (the game waits for
        :meth:`submit_local`); ``table``: where steps are applied, made once the game begins
        (default: the match itself)."""
        self.game_id = game_id
        self.guest_seat = guest_seat
        self.host_seat = 1 - guest_seat
        self.host_level = host_level
        self._new_game = new_game
        self._host_move = host_move or computer_move()
        self._half = host_half or protocol.fresh_half()
        self._nonce = protocol.fresh_half()
        self.guest = Channel(guest_seat)  # the first remote seat's connection
        self.channels: dict[int, Channel] = {guest_seat: self.guest}  # seat → its channel
        self.spectators: list[Channel] = []
        self.outgoing: list[tuple[Channel, Message]] = []  # for other connections than the one
        self._reply = self.guest  # the connection the message being answered came from
        self.served = False  # both seats remote (tabletop serve)
        self.shared: set[int] = set()  # seats that agreed to show spectators the log at the end
        self._end_sent = False
        self.cards = protocol.card_digest(game_id)
        self.match: Match | None = None
        self.decisions = 0
        self.refusals = 0
        self.keep: Callable[[HostSession], None] | None = None  # writes the session down
        self.invitation = ""  # the invitation's text, when a command line hosts the game
        self.relay_secret = ""  # the host's secret at the relay (its room's owner), if any
        self.local_human = local_human
        self._table_factory = table
        self.table: Table | None = None
        self._start = 0  # log position of the first step after the opening
        self._automatic: set[int] = set()  # log positions of steps that passed by themselves
        self.asked: rq.Request | None = None  # a request waiting for its answer
        self.agreed: tuple[str, int | None, int | None] | None = None  # (by, winner, conceder)
        self.notices: list[Message] = []  # what the host's own player is to be told
        self.manual: list[list[int]] = []  # [from, to) log positions in manual mode (to -1: on)
        self._rates = (rq.RateLimit(clock), rq.RateLimit(clock))
        self._owed = False  # the host's own moves wait for :meth:`follow`

    @classmethod
    def served_match(
        cls, game_id: str, new_game: NewGame, *, clock: Callable[[], float] = time.monotonic
    ) -> HostSession:
        """A match whose two seats are both guests (nobody plays at the host)."""
        session = cls(game_id, new_game, 0, "random", local_human=True, clock=clock)
        session.served = True
        session.channels[1] = Channel(1)
        return session

    # ---------------------------------------------------------------- state

    @property
    def controller(self) -> Controller | None:
        """The game's controller once it started."""
        return self.match.controller if self.match is not None else None

    @property
    def over(self) -> bool:
        """Whether the game ended (the last event was sent)."""
        return (
            self._end_sent
            or any("end" in event for event in self.outbox)
            or (self.finished and self.match is not None)
        )

    def kept(self) -> dict[str, Any]:
        """The session's own state that :mod:`.host_file` keeps besides its public fields:
        the host's half and nonce, the views sent, and where the log's steps stand."""
        asked = self.asked
        return {
            "half": self._half,
            "nonce": self._nonce,
            "views": {str(seq): view for seq, view in self.guest.views.items()},
            "start": self._start,
            "logged": self.guest.logged,
            "automatic": sorted(self._automatic),
            "asked": [asked.seat, asked.kind] if asked is not None else None,
            "agreed": list(self.agreed) if self.agreed is not None else None,
            "manual": self.manual,
        }

    def take_up(self, kept: dict[str, Any], match: Match | None) -> None:
        """Go on from :meth:`kept` and the game ``match`` (replayed from the kept log)."""
        self._half, self._nonce = str(kept["half"]), str(kept["nonce"])
        self.guest.views = {int(seq): view for seq, view in kept["views"].items()}
        self._start, self.guest.logged = int(kept["start"]), int(kept["logged"])
        self._automatic = {int(at) for at in kept["automatic"]}
        asked, agreed = kept["asked"], kept["agreed"]
        self.asked = rq.Request(int(asked[0]), str(asked[1])) if asked is not None else None
        self.agreed = (str(agreed[0]), agreed[1], agreed[2]) if agreed is not None else None
        self.manual = [[int(a), int(b)] for a, b in kept.get("manual", [])]
        self.match = match
        if match is not None and self.manual and self.manual[-1][1] < 0:
            match.controller.mode = Mode.MANUAL
        if match is not None:
            factory = self._table_factory
            self.table = factory(match) if factory is not None else MatchTable(match)
            # kept between the guest's answer and the host's own moves: they are still owed
            self._owed = not self.local_human and match.to_act() == self.host_seat

    # ---------------------------------------------------------------- messages

    def receive(
        self, message: Message, channel: Channel | None = None, *, follow: bool = True
    ) -> list[Message]:
        """The messages answering one message from ``channel`` (default: the first guest's);
        what it makes for the other connections waits in :attr:`outgoing`. ``keep`` (when
        set) writes the session down before they leave.

        A guest's command is answered by an event as soon as it is applied (with the steps
        that pass by themselves after it); the host's own moves that follow are a separate
        event, from :meth:`follow`: with ``follow`` (the default) it comes in the same
        answers; a transport passes ``follow=False``, sends the answer, then calls
        :meth:`follow`, so that the guest sees its move while the host's computer thinks."""
        reply = self._reply = channel or self.guest
        answers = [reply.wire(answer) for answer in self._receive(message, reply)]
        if reply.spectator:  # what the host's own player does next answers the guest
            self._reply = self.guest
        if self.keep is not None and message.get("type") != "ping":
            self.keep(self)
        return answers + self.follow() if follow else answers

    @property
    def owes(self) -> bool:
        """Whether the host's own moves wait for :meth:`follow`."""
        return self._owed

    def follow(self) -> list[Message]:
        """The host's own moves owed after the last answer (none: nothing owed): played
        until the guest must act or the game ends, and the event telling them (for the
        connection last answered; the others' wait in :attr:`outgoing`)."""
        if not self._owed or self.match is None:
            return []
        self._owed = False
        self._advance()
        answers = [self._reply.wire(self._events())]
        if self.keep is not None:
            self.keep(self)
        return answers

    def _receive(self, message: Message, channel: Channel) -> list[Message]:
        kind = message.get("type")
        if kind == "hello":
            return self._hello(message, channel)
        if not channel.welcomed:
            return [self._refuse(protocol.BAD_TOKEN)]
        if kind == "ack":
            channel.ack(message.get("seq"), self._ended)
            return []
        if kind == "ping":
            return [{"type": "pong"}]
        if kind == "bye":
            channel.finished = channel.finished or self.over
            return []
        if channel.spectator:
            return [self._reject(message.get("cid"), "spectator")]
        if kind == "seed":
            return self._seed(message, channel)
        if kind == "cmd":
            return self._command(message, channel)
        if kind == "request":
            return self._request(channel.seat, message.get("kind"))
        if kind == "answer":
            return self._answer(channel.seat, message.get("accept") is True)
        if kind == "chat":
            return self._chat(channel.seat, message.get("text"))
        return [self._reject(message.get("cid"), "unknown_type")]

    def _refuse(self, reason: str) -> Message:
        self.refusals += 1
        return {"type": "refused", "reason": reason}

    @staticmethod
    def _reject(cid: object, reason: str) -> Message:
        return {"type": "reject", "cid": cid if isinstance(cid, str) else None, "reason": reason}

    def _hello(self, message: Message, channel: Channel) -> list[Message]:
        problem = protocol.hello_problem(message, self.game_id, self.cards)
        if problem is not None:
            return [self._refuse(problem)]
        resume = message.get("resume")
        if resume is not None:
            return self._resume(resume, channel)
        if channel.spectator:
            return self._welcome_spectator(channel)
        if channel.half is not None or (self.match is not None and not channel.welcomed):
            return [self._refuse(protocol.ALREADY_SEATED)]
        if self.match is not None:
            return [self._refuse(protocol.ALREADY_SEATED)]
        if channel.welcomed:  # the welcome was lost before the game began: a new token
            channel.token = secrets.token_urlsafe(24)
        channel.welcomed = True
        probe = self._new_game(0)  # the public setup: deck lists, names, profile (no seed)
        setup = probe.setup.to_json()
        setup["seed"] = 0
        welcome: Message = {
            "type": "welcome",
            "game": self.game_id,
            "seat": channel.seat,
            "host_level": self.host_level,
            "setup": setup,
            "mode": probe.mode.value,
            "token": channel.token,
            "commit": protocol.commitment(self._half, self._nonce),
        }
        if self.served:
            welcome["served"] = True
        return [welcome]

    def _welcome_spectator(self, channel: Channel) -> list[Message]:
        """A spectator's welcome: the game, the players' names, the rules' profile, its token
        (no deck lists, no commitment), and the game so far when it began."""
        channel.welcomed = True
        probe = self._new_game(0)
        welcome: Message = {
            "type": "welcome",
            "game": self.game_id,
            "seat": SPECTATOR,
            "players": list(probe.setup.players),
            "profile": dict(probe.setup.profile),  # the rules' variant (public), for a table
            "mode": probe.mode.value,
            "token": channel.token,
        }
        if self.match is None:
            return [welcome]
        return [welcome, self._event(channel)]

    def _resume(self, resume: object, channel: Channel) -> list[Message]:
        if not isinstance(resume, dict):
            return [self._refuse(protocol.BAD_TOKEN)]
        token, last = resume.get("token"), resume.get("last")
        if not channel.welcomed or not isinstance(last, int) or not channel.token_holds(token):
            return [self._refuse(protocol.BAD_TOKEN)]
        missed = [*channel.missed(last), *self._commits_again(channel)]
        return [{"type": "resumed", "seq": channel.seq}, *map(channel.wire, missed)]

    def _seed(self, message: Message, channel: Channel) -> list[Message]:
        if self.match is not None or channel.half is not None:
            return [self._reject(None, "seeded")]
        if self.served:  # a commitment first, the half once both guests committed
            out = self._served_seed(message, channel)
            if out is not None:
                return out
        elif not protocol.half_ok(half := message.get("half")):
            return [self._reject(None, "bad_seed")]
        else:
            channel.half = str(half)
        halves = [self.channels[seat].half for seat in sorted(self.channels)]
        if any(part is None for part in halves):
            return []  # the game begins with the other guest's half
        controller = self._new_game(self.seed(":".join(str(part) for part in halves)))
        self.match = Match(
            controller, host_seats(self.host_seat, self.host_level), automatic_steps=False
        )
        factory = self._table_factory
        self.table = factory(self.match) if factory is not None else MatchTable(self.match)
        self._start = len(controller.history)
        self._refresh()
        self._advance()
        return [self._events()]

    def _command(self, message: Message, channel: Channel) -> list[Message]:
        cid, base, text = message.get("cid"), message.get("base"), message.get("action")
        if not isinstance(cid, str) or not 1 <= len(cid) <= 64:
            return [self._reject(None, "bad_command")]
        if cid in channel.applied:
            channel.duplicates += 1
            return [{"type": "dup", "cid": cid, "at": channel.applied[cid]}]
        match = self.match
        if match is None or self.over:
            return [self._reject(cid, "not_playing")]
        if base != channel.seq:
            return [self._reject(cid, "stale")]
        if match.to_act() != channel.seat:
            return [self._reject(cid, "not_your_turn")]
        if not isinstance(text, str):
            return [self._reject(cid, "bad_action")]
        try:
            action = rename_action(parse_action(text), channel.book.uid)
        except (FormatError, UnknownHandle, ValueError, TypeError):
            return [self._reject(cid, "bad_action")]
        if action.seat != channel.seat:
            return [self._reject(cid, "wrong_seat")]
        at = len(match.controller.history)
        outcome = self._apply(action)
        if not outcome.applied:
            return [self._reject(cid, outcome.verdict.code or "refused")]
        channel.applied[cid] = at
        self._refresh()
        self._advance(own=False)
        return [self._events({"cid": cid, "at": at})]

    def submit_local(self, action: Action) -> tuple[Outcome, list[Message]]:
        """The host's own player's move (``local_human``): its outcome, and the event for
        the guest when it was applied."""
        match = self.match
        if match is None or self.over or match.to_act() != self.host_seat:
            raise ValueError("it is not the host's turn")
        if action.seat != self.host_seat:
            raise ValueError(f"the host plays seat {self.host_seat}: {action}")
        outcome = self._apply(action)
        if not outcome.applied:
            return outcome, []
        self._refresh()
        self._advance()
        self._reply = self.guest
        return outcome, [self._wire(self._events())]

    def _apply(self, action: Action) -> Outcome:
        assert self.table is not None
        return self.table.submit(action)

    # ---------------------------------------------------------------- play

    @property
    def _ended(self) -> bool:
        match = self.match
        if match is None:
            return False
        controller = match.controller
        return (
            self.agreed is not None
            or controller.winner is not None
            or match.to_act() is None
            or len(controller.history) >= MAX_STEPS
            or not self._guest_offers_or_automatic()
        )

    def _guest_offers_or_automatic(self) -> bool:
        automatic, seat, legal = self._position()
        return automatic is not None or (seat is not None and bool(legal))

    def _position(self) -> tuple[Action | None, int | None, list[Action]]:
        """The step that passes by itself now (or None), the seat to act and its legal
        actions (when no step passes by itself): the ruleset works each out once for each
        position of the game (the ending test, the loop of :meth:`_advance`, the match's undo
        book and the event's offers all ask)."""
        assert self.match is not None
        controller = self.match.controller
        state, ruleset = controller.state, controller.ruleset
        automatic = ruleset.automatic_now(state)
        seat = self.match.to_act()
        legal = ruleset.legal_actions(state, seat) if automatic is None and seat is not None else []
        return automatic, seat, legal

    def _advance(self, *, own: bool = True) -> None:
        """Play every step that passes by itself and the host's own moves, until the guest
        must act or the game ends (``own`` False: stop before the host's own move, owed to
        :meth:`follow`)."""
        assert self.match is not None
        match, controller = self.match, self.match.controller
        while not self._ended:
            action = self._position()[0]
            passed = action is not None
            if action is None:
                if match.to_act() in self.channels or self.local_human:
                    return
                if not own:
                    self._owed = True
                    return
                action = self._host_move(match, self.host_seat, self.decisions)
                self.decisions += 1
            at = len(controller.history)
            if not self._apply(action).applied:
                raise RuntimeError(f"the host's move {action} was refused")
            if passed:
                self._automatic.add(at)
            self._refresh()

    def _events(self, result: dict[str, Any] | None = None, rewind: int | None = None) -> Message:
        """The next event of every connection: the one answered's is returned (the first
        guest's when the host's own player moved), the others' wait in :attr:`outgoing`."""
        mine: Message | None = None
        for channel in (*self.channels.values(), *self.spectators):
            if not channel.welcomed:
                continue
            event = self._event(channel, result if channel is self._reply else None)
            if rewind is not None:
                event["rewind"] = rewind
            if channel is self._reply:
                mine = event
            else:
                self.outgoing.append((channel, channel.wire(event)))
        if mine is None:  # the guest has not been welcomed again since a kept game came back
            mine = self._event(self._reply, result)
        return mine

    def _event(
        self, channel: Channel | None = None, result: dict[str, Any] | None = None
    ) -> Message:
        """``channel``'s next event (default: the first guest's): its view and offers now (and
        the end, once over)."""
        channel = channel or self.guest
        assert self.match is not None
        controller = self.match.controller
        channel.book.begin_event()
        channel.seq += 1
        handle, seat = channel.book.handle, channel.seat
        event: Message = {
            "type": "event",
            "seq": channel.seq,
            "at": len(controller.history),
            "view": view_json(controller.view(seat), handle),
            "to_act": self.match.to_act(),
            "offers": [],
        }
        if result is not None:
            event["result"] = result
        log = controller.history.done
        channel.logged = min(channel.logged, len(log))
        event["from"] = channel.logged
        event["steps"] = [str(rename_action(step.action, handle)) for step in log[channel.logged :]]
        event["words"] = [
            step_words(controller.ruleset, controller.state, step, handle)
            for step in log[channel.logged :]
        ]
        channel.logged = len(log)
        if not channel.spectator and self.undo_span(seat):
            event["undo"] = True
        if controller.mode is Mode.MANUAL:
            event["manual"] = True
        if self._ended:
            self._end_sent = True
            event["end"] = self._end(channel)
        elif self.match.to_act() == seat:
            ruleset = controller.ruleset
            automatic, _, legal = self._position()
            if automatic is not None:  # the guest acts once the step passing by itself did
                legal = ruleset.legal_actions(controller.state, seat)
            legal = [action for action in legal if not ruleset.is_card_effect(action)]
            event["offers"] = [str(rename_action(action, handle)) for action in legal]
        channel.outbox.append(event)
        return event

    def _end(self, channel: Channel) -> dict[str, Any]:
        """The end of the game: who won, and everything the guest's audit needs (for a
        spectator: who won, and the whole log only when both players agreed)."""
        assert self.match is not None
        by: dict[str, Any] = {}
        if self.agreed is not None:
            by = {"by": self.agreed[0], "conceded": self.agreed[2]}
        whole = self._whole_log()
        if channel.spectator:
            shown = whole if self.shared == {0, 1} else {"digest": whole["digest"]}
            return {**by, "winner": self.winner, **shown}
        end = {
            **by,
            "winner": self.winner,
            "half": self._half,
            "nonce": self._nonce,
            **whole,
            "handles": {str(h): uid for h, uid in channel.book.revealed.items()},
            "manual": self.manual,
        }
        if self.served:
            end["halves"] = [self.channels[seat].half for seat in sorted(self.channels)]
            end["nonces"] = [self.channels[seat].nonce for seat in sorted(self.channels)]
        return end

    def result(self) -> dict[str, Any]:
        """The game's result as the host sees it: winner, the log's digest, steps."""
        controller = self.controller
        if controller is None:
            return {"winner": None, "digest": None, "actions": 0}
        log = [entry.to_json() for entry in controller.log]
        return {
            "winner": self.winner,
            "digest": protocol.log_digest(log),
            "actions": len(log),
        }

    @property
    def winner(self) -> int | None:
        """The winning seat: the game's, or the other seat's after a concession."""
        if self.agreed is not None:
            return self.agreed[1]
        return self.controller.winner if self.controller is not None else None
