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
   and its offers (its legal actions, both with handles: :mod:`.handles`); the last one also
   ``end``: the host's half and nonce, the whole log and the handles' reveal, for the audit.
5. ``ack {seq}`` drops the events the guest holds; a ``hello`` with ``resume`` and the right
   token is answered with the events it missed (or, when they were dropped, the last one);
   ``ping`` is answered ``pong`` (a waiting guest keeps a silent connection alive).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable
from typing import Any

from tabletop.ai.play import choices
from tabletop.engine.actions import Action, parse_action
from tabletop.engine.controller import Controller
from tabletop.engine.errors import FormatError
from tabletop.play.match import Match
from tabletop.play.seats import HUMAN, computer

from . import protocol
from .delta import view_patch
from .handles import HandleBook, UnknownHandle, rename_action, view_json
from .protocol import Message

NewGame = Callable[[int], Controller]
"""Makes the game from its seed (the demo decks, or the decks the host chose)."""
HostMove = Callable[[Match, int, int], Action]
"""The host's own seat's move: (match, seat, decision number) → action."""
MAX_STEPS = 5000
"""A game longer than this many steps ends unfinished."""


def computer_move(budget_ms: int = 1000) -> HostMove:
    """The host's seat played by the computer at the seat's level (the match's seats)."""

    def move(match: Match, seat: int, decision: int) -> Action:
        return match.computer_action(seat, seed=decision, budget_ms=budget_ms)

    return move


def host_seats(session: HostSession) -> list[str]:
    """The match's seats: the guest's a human's, the host's its computer level."""
    seats = [HUMAN, HUMAN]
    level = session.host_level
    seats[session.host_seat] = computer(
        level if level in ("random", "greedy", "strong") else "random"
    )
    return seats


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
    ) -> None:
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
        self.acked = 0
        self.applied: dict[str, int] = {}  # command id → log position it was applied at
        self.welcomed = False
        self.finished = False  # the guest acknowledged the last event
        self.decisions = 0
        self.refusals = 0
        self.duplicates = 0  # commands received again after they were applied
        self.keep: Callable[[HostSession], None] | None = None  # writes the session down
        self.invitation = ""  # the invitation's text, when a command line hosts the game

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

    def secrets(self) -> tuple[str, str]:
        """The host's half of the seed and its nonce (kept by the host only)."""
        return self._half, self._nonce

    def restore_secrets(self, half: str, nonce: str) -> None:
        """Take up the half and nonce of a kept game."""
        self._half, self._nonce = half, nonce

    def sent_views(self) -> dict[int, Any]:
        """The views sent, by event, from the last one acknowledged (the patches' bases)."""
        return dict(self._views)

    def restore_views(self, views: dict[int, Any]) -> None:
        """Take up the views of a kept game."""
        self._views = dict(views)

    def seed(self, guest_half: str) -> int:
        """The game's seed, from the host's half and the guest's."""
        return protocol.game_seed(self._half, guest_half)

    # ---------------------------------------------------------------- messages

    def receive(self, message: Message) -> list[Message]:
        """The messages answering one message of the guest; ``keep`` (when set) writes the
        session down before they leave."""
        answers = self._receive(message)
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
        self.match = Match(controller, host_seats(self), automatic_steps=False)
        self.book.refresh(controller.state)
        self._advance()
        return [self._wire(self._event())]

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
        move = match.submit(action.seat, action)
        if not move.applied:
            return [self._reject(cid, move.outcome.verdict.code or "refused")]
        self.applied[cid] = at
        self.book.refresh(match.controller.state)
        self._advance()
        return [self._wire(self._event({"cid": cid, "at": at}))]

    def _ack(self, message: Message) -> list[Message]:
        seq = message.get("seq")
        if isinstance(seq, int) and self.acked < seq <= self.seq:
            self.acked = seq
            self.outbox = [event for event in self.outbox if event["seq"] > seq]
            self._views = {at: view for at, view in self._views.items() if at >= seq}
            if not self.outbox and self.seq and self._ended:
                self.finished = True
        return []

    # ---------------------------------------------------------------- play

    @property
    def _ended(self) -> bool:
        match = self.match
        if match is None:
            return False
        controller = match.controller
        return (
            controller.winner is not None
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
            if action is None:
                if match.to_act() == self.guest_seat:
                    return
                action = self._host_move(match, self.host_seat, self.decisions)
                self.decisions += 1
            move = match.submit(action.seat, action)
            if not move.applied:
                raise RuntimeError(f"the host's move {action} was refused")
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
        return {
            "winner": controller.winner,
            "half": self._half,
            "nonce": self._nonce,
            "log": log,
            "digest": protocol.log_digest(log),
            "handles": {str(h): uid for h, uid in self.book.revealed.items()},
        }

    def result(self) -> dict[str, Any]:
        """The game's result as the host sees it: winner, the log's digest, steps."""
        controller = self.controller
        if controller is None:
            return {"winner": None, "digest": None, "actions": 0}
        log = [entry.to_json() for entry in controller.log]
        return {
            "winner": controller.winner,
            "digest": protocol.log_digest(log),
            "actions": len(log),
        }
