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
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable
from typing import Any

from tabletop.ai.play import choices
from tabletop.engine.actions import Action, parse_action
from tabletop.engine.controller import Controller, Mode, Outcome
from tabletop.engine.errors import FormatError
from tabletop.play.match import Match

from . import protocol
from . import requests as rq
from .delta import view_patch
from .handles import HandleBook, UnknownHandle, rename_action, step_words, view_json
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


class HostSession:
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
        self.token = secrets.token_urlsafe(24)
        self.cards = protocol.card_digest(game_id)
        self.match: Match | None = None
        self.book = HandleBook(guest_seat)
        self.outbox: list[Message] = []  # events not yet acknowledged, in order
        self._views: dict[int, Any] = {}  # seq → the view sent, from the last one acknowledged
        self.seq = 0
        self._logged = 0  # log positions the guest was sent the steps of
        self.acked = 0
        self.applied: dict[str, int] = {}  # command id → log position it was applied at
        self.welcomed = False
        self.finished = False  # the guest acknowledged the last event
        self.decisions = 0
        self.refusals = 0
        self.duplicates = 0  # commands received again after they were applied
        self.keep: Callable[[HostSession], None] | None = None  # writes the session down
        self.invitation = ""  # the invitation's text, when a command line hosts the game
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

    # ---------------------------------------------------------------- state

    @property
    def controller(self) -> Controller | None:
        """The game's controller once it started."""
        return self.match.controller if self.match is not None else None

    @property
    def over(self) -> bool:
        """Whether the game ended (the last event was sent)."""
        return any("end" in event for event in self.outbox) or (
            self.finished and self.match is not None
        )

    def kept(self) -> dict[str, Any]:
        """The session's own state that :mod:`.host_file` keeps besides its public fields:
        the host's half and nonce, the views sent, and where the log's steps stand."""
        asked = self.asked
        return {
            "half": self._half,
            "nonce": self._nonce,
            "views": {str(seq): view for seq, view in self._views.items()},
            "start": self._start,
            "logged": self._logged,
            "automatic": sorted(self._automatic),
            "asked": [asked.seat, asked.kind] if asked is not None else None,
            "agreed": list(self.agreed) if self.agreed is not None else None,
            "manual": self.manual,
        }

    def take_up(self, kept: dict[str, Any], match: Match | None) -> None:
        """Go on from :meth:`kept` and the game ``match`` (replayed from the kept log)."""
        self._half, self._nonce = str(kept["half"]), str(kept["nonce"])
        self._views = {int(seq): view for seq, view in kept["views"].items()}
        self._start, self._logged = int(kept["start"]), int(kept["logged"])
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

    def seed(self, guest_half: str) -> int:
        """The game's seed, from the host's half and the guest's."""
        return protocol.game_seed(self._half, guest_half)

    # ---------------------------------------------------------------- messages

    def receive(self, message: Message) -> list[Message]:
        """The messages answering one message of the guest; ``keep`` (when set) writes the
        session down before they leave."""
        answers = [self._wire(answer) for answer in self._receive(message)]
        if self.keep is not None and message.get("type") != "ping":
            self.keep(self)
        return answers

    def _receive(self, message: Message) -> list[Message]:
        kind = message.get("type")
        if kind == "hello":
            return self._hello(message)
        if not self.welcomed:
            return [self._refuse(protocol.BAD_TOKEN)]
        if kind == "seed":
            return self._seed(message)
        if kind == "cmd":
            return self._command(message)
        if kind == "ack":
            return self._ack(message)
        if kind == "ping":
            return [{"type": "pong"}]
        if kind == "bye":
            self.finished = self.finished or self.over
            return []
        if kind == "request":
            return self._request(self.guest_seat, message.get("kind"))
        if kind == "answer":
            return self._answer(self.guest_seat, message.get("accept") is True)
        if kind == "chat":
            return self._chat(self.guest_seat, message.get("text"))
        return [self._reject(message.get("cid"), "unknown_type")]

    def _refuse(self, reason: str) -> Message:
        self.refusals += 1
        return {"type": "refused", "reason": reason}

    @staticmethod
    def _reject(cid: object, reason: str) -> Message:
        return {"type": "reject", "cid": cid if isinstance(cid, str) else None, "reason": reason}

    def _hello(self, message: Message) -> list[Message]:
        problem = protocol.hello_problem(message, self.game_id, self.cards)
        if problem is not None:
            return [self._refuse(problem)]
        resume = message.get("resume")
        if resume is not None:
            return self._resume(resume)
        if self.match is not None:
            return [self._refuse(protocol.ALREADY_SEATED)]
        if self.welcomed:  # the welcome was lost before the game began: a new token
            self.token = secrets.token_urlsafe(24)
        self.welcomed = True
        probe = self._new_game(0)  # the public setup: deck lists, names, profile (no seed)
        setup = probe.setup.to_json()
        setup["seed"] = 0
        return [
            {
                "type": "welcome",
                "game": self.game_id,
                "seat": self.guest_seat,
                "host_level": self.host_level,
                "setup": setup,
                "mode": probe.mode.value,
                "token": self.token,
                "commit": protocol.commitment(self._half, self._nonce),
            }
        ]

    def _resume(self, resume: object) -> list[Message]:
        if not isinstance(resume, dict):
            return [self._refuse(protocol.BAD_TOKEN)]
        token, last = resume.get("token"), resume.get("last")
        if not self.welcomed or not isinstance(token, str) or not isinstance(last, int):
            return [self._refuse(protocol.BAD_TOKEN)]
        if not hmac.compare_digest(token.encode(), self.token.encode()):
            return [self._refuse(protocol.BAD_TOKEN)]
        missed = [event for event in self.outbox if event["seq"] > last]
        if missed and missed[0]["seq"] != last + 1:
            missed = [{**self.outbox[-1], "fresh": True}]  # the events between were dropped
        return [{"type": "resumed", "seq": self.seq}, *map(self._wire, missed)]

    def _seed(self, message: Message) -> list[Message]:
        half = message.get("half")
        if self.match is not None:
            return [self._reject(None, "seeded")]
        if not isinstance(half, str) or not 16 <= len(half) <= 128:
            return [self._reject(None, "bad_seed")]
        controller = self._new_game(self.seed(half))
        self.match = Match(
            controller, host_seats(self.host_seat, self.host_level), automatic_steps=False
        )
        factory = self._table_factory
        self.table = factory(self.match) if factory is not None else MatchTable(self.match)
        self._start = len(controller.history)
        self.book.refresh(controller.state)
        self._advance()
        return [self._event()]

    def _command(self, message: Message) -> list[Message]:
        cid, base, text = message.get("cid"), message.get("base"), message.get("action")
        if not isinstance(cid, str) or not 1 <= len(cid) <= 64:
            return [self._reject(None, "bad_command")]
        if cid in self.applied:
            self.duplicates += 1
            return [{"type": "dup", "cid": cid, "at": self.applied[cid]}]
        match = self.match
        if match is None or self.over:
            return [self._reject(cid, "not_playing")]
        if base != self.seq:
            return [self._reject(cid, "stale")]
        if match.to_act() != self.guest_seat:
            return [self._reject(cid, "not_your_turn")]
        if not isinstance(text, str):
            return [self._reject(cid, "bad_action")]
        try:
            action = rename_action(parse_action(text), self.book.uid)
        except (FormatError, UnknownHandle, ValueError, TypeError):
            return [self._reject(cid, "bad_action")]
        if action.seat != self.guest_seat:
            return [self._reject(cid, "wrong_seat")]
        at = len(match.controller.history)
        outcome = self._apply(action)
        if not outcome.applied:
            return [self._reject(cid, outcome.verdict.code or "refused")]
        self.applied[cid] = at
        self.book.refresh(match.controller.state)
        self._advance()
        return [self._event({"cid": cid, "at": at})]

    def _ack(self, message: Message) -> list[Message]:
        seq = message.get("seq")
        if isinstance(seq, int) and self.acked < seq <= self.seq:
            self.acked = seq
            self.outbox = [event for event in self.outbox if event["seq"] > seq]
            self._views = {at: view for at, view in self._views.items() if at >= seq}
            if not self.outbox and self.seq and self._ended:
                self.finished = True
        return []

    # ---------------------------------------------------------------- requests and chat

    def _tell(self, seat: int, message: Message, out: list[Message]) -> None:
        """Send ``message`` to ``seat``: the guest (into ``out``) or the host's own player."""
        if seat == self.guest_seat:
            out.append(message)
        else:
            self.notices.append(message)

    def _decline(self, seat: int, what: object, reason: str) -> list[Message]:
        self.refusals += seat == self.guest_seat
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
        return [self._wire(message) for message in self._request(seat, kind)]

    def answer(self, seat: int, accept: bool) -> list[Message]:
        """``seat`` answers the other seat's request (the messages for the guest)."""
        return [self._wire(message) for message in self._answer(seat, accept)]

    def chat(self, seat: int, text: object) -> list[Message]:
        """``seat`` says one line to the other (cleaned; a flood is refused)."""
        return [self._wire(message) for message in self._chat(seat, text)]

    def _request(self, seat: int, kind: object) -> list[Message]:
        """``seat`` asks an Undo or a draw, or concedes (the messages for the guest)."""
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
            return [*out, self._event()]
        if kind == rq.ENFORCED:
            self._set_manual(False)
            return [*out, self._event()]
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
            return [*out, self._event()]
        if asked.kind == rq.MANUAL:
            self._set_manual(True)
            return [*out, self._event()]
        span = self.undo_span(asked.seat)
        if not span:  # nothing may be taken back any more (never expected: no move between)
            return out
        assert self.match is not None and self.table is not None
        for _ in range(span):
            self.table.undo_step()
        at = len(self.match.controller.history)
        self._automatic = {i for i in self._automatic if i < at}
        self.book.refresh(self.match.controller.state)
        self._advance()
        event = self._event()
        event["rewind"] = at
        return [*out, event]

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
        self.book.refresh(match.controller.state)
        self._advance()
        return outcome, [self._wire(self._event())]

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
        assert self.match is not None
        controller = self.match.controller
        if controller.ruleset.automatic_action(controller.state) is not None:
            return True
        seat = self.match.to_act()
        return seat is not None and bool(controller.ruleset.legal_actions(controller.state, seat))

    def _advance(self) -> None:
        """Play every step that passes by itself and the host's own moves, until the guest
        must act or the game ends."""
        assert self.match is not None
        match, controller = self.match, self.match.controller
        while not self._ended:
            action = controller.ruleset.automatic_action(controller.state)
            passed = action is not None
            if action is None:
                if match.to_act() == self.guest_seat or self.local_human:
                    return
                action = self._host_move(match, self.host_seat, self.decisions)
                self.decisions += 1
            at = len(controller.history)
            if not self._apply(action).applied:
                raise RuntimeError(f"the host's move {action} was refused")
            if passed:
                self._automatic.add(at)
            self.book.refresh(controller.state)

    def _event(self, result: dict[str, Any] | None = None) -> Message:
        """The next event: the guest's view and offers now (and the end, once over)."""
        assert self.match is not None
        controller = self.match.controller
        self.book.begin_event()
        self.seq += 1
        handle = self.book.handle
        event: Message = {
            "type": "event",
            "seq": self.seq,
            "at": len(controller.history),
            "view": view_json(controller.view(self.guest_seat), handle),
            "to_act": self.match.to_act(),
            "offers": [],
        }
        if result is not None:
            event["result"] = result
        log = controller.history.done
        self._logged = min(self._logged, len(log))
        event["from"] = self._logged
        event["steps"] = [str(rename_action(step.action, handle)) for step in log[self._logged :]]
        event["words"] = [step_words(controller.ruleset, controller.state, step, handle)
                          for step in log[self._logged :]]  # fmt: skip
        self._logged = len(log)
        if self.undo_span(self.guest_seat):
            event["undo"] = True
        if controller.mode is Mode.MANUAL:
            event["manual"] = True
        if self._ended:
            event["end"] = self._end()
        elif self.match.to_act() == self.guest_seat:
            legal = choices(controller.ruleset, controller.state, self.guest_seat)
            event["offers"] = [str(rename_action(action, handle)) for action in legal]
        self.outbox.append(event)
        return event

    def _wire(self, event: Message) -> Message:
        """``event`` as it is sent: its view as a patch of the one before it, which the guest
        holds (a ``fresh`` event, after dropped ones, and the first go whole)."""
        if event.get("type") != "event" or "view" not in event:
            return event  # not an event, or one already sent as a patch
        seq = event["seq"]
        base = self._views.get(seq - 1)
        self._views[seq] = event["view"]
        if base is None or event.get("fresh"):
            return event
        wire = {key: value for key, value in event.items() if key != "view"}
        wire["patch"] = view_patch(base, event["view"])
        return wire

    def _end(self) -> dict[str, Any]:
        """The end of the game: who won, and everything the guest's audit needs."""
        assert self.match is not None
        controller = self.match.controller
        log = [entry.to_json() for entry in controller.log]
        by: dict[str, Any] = {}
        if self.agreed is not None:
            by = {"by": self.agreed[0], "conceded": self.agreed[2]}
        return {
            **by,
            "winner": self.winner,
            "half": self._half,
            "nonce": self._nonce,
            "log": log,
            "digest": protocol.log_digest(log),
            "handles": {str(h): uid for h, uid in self.book.revealed.items()},
            "manual": self.manual,
        }

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
