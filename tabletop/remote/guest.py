"""The guest's side of a remote game (sans-IO): views in, commands out, the audit at the end.

:class:`GuestSession` never holds the game's state, its seed or an engine uid: only the last
view, its offers, and what the audit will need (each view with its log position, each of its
commands with the position it was applied at). :meth:`GuestSession.start` is the first frame
of each connection: a plain ``hello`` the first time, one with ``resume`` (the secret token and
the last event seen) after a cut; a command not yet answered is sent again with the same id,
so the host applies it once.

A guest played by a person (``human``) does not choose its moves: the window sends
:meth:`GuestSession.command` when its player moves, :meth:`GuestSession.request` to ask an Undo
or a draw or to concede, :meth:`GuestSession.answer` to answer the host's player, and
:meth:`GuestSession.chat` for a line; what the host's player says or asks is kept in
``notices`` for the window. A computer guest refuses what it is asked.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup
from tabletop.games.base import make_ruleset

from . import protocol
from . import requests as rq
from .agent import choose
from .audit import AuditResult, audit
from .delta import apply_patch
from .protocol import Message

Chooser = Callable[["GuestSession", Sequence[Action]], Action]
KEPT_AFTER = frozenset({"welcome", "commits", "event", "reject", "dup"})
"""The host's frames after which the guest's session is written down (:attr:`keep`)."""
MAX_REJECTS = 20
"""A guest whose commands are refused this many times in a row gives up."""


class Refused(Exception):
    """The host refused the guest (another version, other cards, a wrong token)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class GuestSession:
    """One remote game seen from the guest (see the module's docstring)."""

    def __init__(
        self,
        level: str = "random",
        *,
        seed: int = 0,
        budget_ms: int = 1000,
        guest_half: str | None = None,
        chooser: Chooser | None = None,
        human: bool = False,
        share: bool = False,
    ) -> None:
        """``share``: agree at once that spectators see the whole log after the game."""
        self.game_id = ""
        self.share = share
        self.served = False  # both seats are guests (tabletop serve): the seed has 3 parts
        self.nonce = protocol.fresh_half()  # opens this guest's commitment (a served match)
        self.commits: list[str] = []  # both guests' commitments, as the server sent them
        self.level = level
        self.seed = seed
        self.budget_ms = budget_ms
        self.half = guest_half or protocol.fresh_half()
        self._chooser = chooser
        self.token: str | None = None
        self.seat = -1
        self.commit = ""
        self.ruleset: Ruleset | None = None
        self.setup: GameSetup | None = None
        self.last_seq = 0
        self.view: dict[str, Any] | None = None
        self.offers: list[str] = []
        self.views: dict[int, dict[str, Any]] = {}  # log position → view sent there
        self.offers_at: dict[int, list[str]] = {}  # log position → offers sent there
        self.commands: dict[int, str] = {}  # log position → own action text applied there
        self.pending: Message | None = None
        self.sent: dict[str, str] = {}  # command id → action text
        self.applied_at: dict[str, int] = {}  # command id → log position it was applied at
        self.problems: list[str] = []  # what the guest saw go wrong during the game
        self.end: dict[str, Any] | None = None
        self._audited: AuditResult | None = None
        self._audit_owed = False  # the game ended: its audit runs when first asked
        self.done = False
        self.decisions = 0
        self.rejects = 0
        self.resumes = 0
        self.resent = 0  # commands sent again after a cut
        self.keep: Callable[[GuestSession], None] | None = None  # writes the session down
        self.human = human
        self.notices: list[Message] = []  # what the host's player said, asked or answered
        self.asked: str | None = None  # the host's request waiting for this guest's answer
        self.may_undo = False  # whether this guest may ask an Undo now
        self.conceded = False
        self.chat_lines: list[tuple[int, str]] = []
        self.steps: list[str] = []  # the game's steps as the host words them for this seat
        self.words: list[list[Any]] = []  # each step's phrases (the log's words), as sent
        self.manual = False  # manual mode is on (both players agreed: the rules only warn)
        self.manual_seen: list[int] = []  # log positions where this guest saw it turned on

    # ---------------------------------------------------------------- frames

    def start(self) -> list[Message]:
        """The first frames of a connection (a resume after the first)."""
        if self.token is None:
            return [protocol.hello()]
        self.resumes += 1
        resume = {"token": self.token, "last": self.last_seq}
        out = [protocol.hello(resume)]
        if self.last_seq == 0:
            out.append(self._seed())  # in case it was lost
        if self.pending is not None:
            self.resent += 1
            out.append(self.pending)  # answered once: applied, dup, or stale
        return out

    def receive(self, message: Message) -> list[Message]:
        """The frames answering one frame of the host (Refused when it refuses us); ``keep``
        (when set) writes the session down before the answers leave."""
        answers = self._receive(message)
        if self.keep is not None and message.get("type") in KEPT_AFTER:
            self.keep(self)
        return answers

    def _receive(self, message: Message) -> list[Message]:
        kind = message.get("type")
        if kind == "refused":
            raise Refused(str(message.get("reason")))
        if kind == "welcome":
            return self._welcome(message)
        if kind == "event":
            return self._event(message)
        if kind == "commits":
            return self._commits(message)
        if kind == "reject":
            return self._rejected(message)
        if kind in ("request", "answered", "chat", "declined"):
            return self._heard(message)
        if kind == "dup":
            cid, at = str(message.get("cid")), message.get("at")
            if isinstance(at, int) and self.applied_at.get(cid, at) != at:
                self.problems.append(f"command said applied at {at} and at {self.applied_at[cid]}")
        return []  # resumed, dup, pong: the events that matter follow

    def _welcome(self, message: Message) -> list[Message]:
        if self.token is not None:
            return []
        if message.get("game") not in protocol.GAMES:
            raise Refused(protocol.WRONG_GAME)
        self.game_id = str(message["game"])
        self.token = str(message["token"])
        self.seat = int(message["seat"])
        self.commit = str(message["commit"])
        self.ruleset = make_ruleset(self.game_id)
        self.setup = GameSetup.from_json(message["setup"])
        self.served = message.get("served") is True
        out: list[Message] = [self._seed()]
        if self.share:
            out.append(self.request(rq.SHARE))
        return out

    def _seed(self) -> Message:
        """This guest's part of the seed: its half, or in a served match first its commitment
        to it and, once the server sent both guests' commitments, its half and nonce."""
        if not self.served:
            return {"type": "seed", "half": self.half}
        if not self.commits:
            return {"type": "seed", "commit": protocol.commitment(self.half, self.nonce)}
        return {"type": "seed", "half": self.half, "nonce": self.nonce}

    def _commits(self, message: Message) -> list[Message]:
        commits = message.get("commits")
        if not self.served or self.commits or self.last_seq:
            return []
        if not isinstance(commits, list) or len(commits) != 2 or not 0 <= self.seat <= 1:
            raise protocol.ProtocolError("malformed")
        if commits[self.seat] != protocol.commitment(self.half, self.nonce):
            self.problems.append("the server changed this guest's commitment")
        self.commits = [str(commit) for commit in commits]
        return [self._seed()]

    def _event(self, event: Message) -> list[Message]:
        seq, at = int(event["seq"]), int(event["at"])
        offers = [str(offer) for offer in event.get("offers", [])]
        if self.setup is None:
            raise protocol.ProtocolError("event before welcome")
        if seq <= self.last_seq:
            return [{"type": "ack", "seq": self.last_seq}]
        if seq != self.last_seq + 1 and not event.get("fresh"):
            raise protocol.ProtocolError("gap")
        if "patch" in event:  # a change to the view of the event before, which is ours
            if self.view is None or event.get("fresh"):
                raise protocol.ProtocolError("a patch without its view")
            view = apply_patch(self.view, event["patch"])
        else:
            view = dict(event["view"])
        self.last_seq = seq
        rewind = event.get("rewind")
        if isinstance(rewind, int):  # an Undo took steps back: what was sent past them is gone
            self.views = {i: v for i, v in self.views.items() if i <= rewind}
            self.offers_at = {i: o for i, o in self.offers_at.items() if i <= rewind}
            self.commands = {i: c for i, c in self.commands.items() if i < rewind}
        self.may_undo = event.get("undo") is True
        manual = event.get("manual") is True
        if manual and not self.manual:
            self.manual_seen.append(at)
        self.manual = manual
        start, steps = event.get("from"), event.get("steps")
        if isinstance(start, int) and isinstance(steps, list) and 0 <= start <= len(self.steps):
            del self.steps[start:], self.words[start:]
            added = [str(step) for step in steps[: protocol.MAX_STEPS_SENT]]
            words = event.get("words")
            words = words[: len(added)] if isinstance(words, list) else []
            self.steps += added
            self.words += [w if isinstance(w, list) else [] for w in words]
            self.words += [[] for _ in range(len(self.steps) - len(self.words))]
        self.view, self.offers, self.views[at] = view, offers, view
        if event.get("to_act") == self.seat and "end" not in event:
            self.offers_at[at] = offers
        result = event.get("result")
        if result is not None:
            self._applied(str(result["cid"]), int(result["at"]))
        out: list[Message] = [{"type": "ack", "seq": seq}]
        if "end" in event:
            self.end = event["end"]
            self._audit_owed = True  # (once the last view is drawn: see audit)
            self.done = True
            return [*out, {"type": "bye"}]
        self.rejects = 0
        if event.get("to_act") == self.seat and self.offers and not self.human:
            out.append(self._command(seq))
        return out

    # ---------------------------------------------------------------- the player's words

    def _heard(self, message: Message) -> list[Message]:
        kind = message.get("type")
        if kind == "chat":
            text = rq.clean_chat(message.get("text"))
            if not text:
                return []
            message = {**message, "text": text}
            self.chat_lines.append((1 - self.seat, text))
        elif kind == "request" and message.get("kind") in rq.ASKED:
            self.asked = str(message["kind"])
            if not self.human:  # the computer takes nothing back and plays on
                return [self.answer(False)]
        self.notices.append(message)
        return []

    def request(self, kind: str) -> Message:
        """Ask an Undo or a draw of the host's player, or concede."""
        if kind not in (*rq.KINDS, rq.SHARE):
            raise ValueError(kind)
        self.conceded = self.conceded or kind == rq.CONCEDE
        return {"type": "request", "kind": kind}

    def answer(self, accept: bool) -> Message:
        """Answer the host's player's request."""
        self.asked = None
        return {"type": "answer", "accept": accept}

    def chat(self, text: str) -> Message | None:
        """One chat line (None when nothing is left of it once cleaned)."""
        line = rq.clean_chat(text)
        if not line:
            return None
        self.chat_lines.append((self.seat, line))
        return {"type": "chat", "text": line}

    def command(self, action: Action) -> Message:
        """This guest's player's move (the window's): sent, and answered by an event or a
        reject (ValueError when it is not this guest's turn, or a move waits already)."""
        if self.pending is not None or self.done or not self.offers:
            raise ValueError("not this guest's turn")
        return self._command(self.last_seq, action)

    def _applied(self, cid: str, at: int) -> None:
        """Note that command ``cid`` was applied at log position ``at`` (once: a host that says
        it applied one command twice fails the audit)."""
        if cid in self.applied_at and self.applied_at[cid] != at:
            self.problems.append(f"command applied twice (steps {self.applied_at[cid]}, {at})")
        self.applied_at[cid] = at
        self.commands[at] = self._sent(cid)

    def _sent(self, cid: str) -> str:
        pending = self.pending
        if pending is not None and pending["cid"] == cid:
            self.pending = None
            return str(pending["action"])
        return self.sent.get(cid, "")

    def _command(self, base: int, chosen: Action | None = None) -> Message:
        offers = [parse_action(text) for text in self.offers]
        if chosen is not None:
            action = chosen
        elif self._chooser is not None:
            action = self._chooser(self, offers)
        else:
            assert self.ruleset is not None and self.setup is not None and self.view is not None
            action = choose(self.level, self.ruleset, self.setup, self.view, offers,
                            seed=self.seed + self.decisions, budget_ms=self.budget_ms)  # fmt: skip
        self.decisions += 1
        cid, text = secrets.token_hex(8), str(action)
        command: Message = {"type": "cmd", "cid": cid, "base": base, "action": text}
        self.sent[cid] = text
        self.pending = command
        return command

    def _rejected(self, message: Message) -> list[Message]:
        pending = self.pending
        if pending is None or message.get("cid") != pending["cid"]:
            return []
        self.pending = None
        self.rejects += 1
        if self.rejects >= MAX_REJECTS:
            raise protocol.ProtocolError("rejected")
        if message.get("reason") == "stale" or not self.offers or self.human:
            self.notices.append(message)
            return []  # a newer event is on its way (or the person chooses again)
        return [self._command(self.last_seq)]

    # ---------------------------------------------------------------- the end

    @property
    def audit(self) -> AuditResult | None:
        """The end-of-game audit (None before the end). It replays the whole game, so it runs
        when first asked, not inside the :meth:`receive` of the last event: the last view
        is the player's first, the audit's verdict next."""
        if self._audit_owed:
            self._audit_owed = False
            self._audit()
        return self._audited

    def _audit(self) -> None:
        assert self.ruleset is not None and self.setup is not None and self.end is not None
        half = self.half
        if self.served:  # the server's half and both guests' (ours, and the other's committed)
            half = self._served_seed(self.end)
        found = audit(self.ruleset, self.setup, self.seat, self.commit, half, self.end,
                      self.views, self.commands, self.offers_at, self.manual_seen)  # fmt: skip
        if self.served and not half:
            found = AuditResult(False, "seed halves", found.views)
        by, conceded = self.end.get("by"), self.end.get("conceded")
        if by == rq.CONCEDE and (conceded == self.seat) != self.conceded:
            found = AuditResult(False, "concession", found.views)
        if found.passed and self.problems:
            found = AuditResult(False, self.problems[0], found.views)
        self._audited = found

    def _served_seed(self, end: dict[str, Any]) -> str:
        """Both guests' halves joined, as the seed takes them ('' when the end does not name
        this guest's own half, or the other's half does not open its commitment)."""
        halves, nonces, other = end.get("halves"), end.get("nonces"), 1 - self.seat
        if not (isinstance(halves, list) and isinstance(nonces, list) and len(self.commits) == 2):
            return ""
        if len(halves) != 2 or len(nonces) != 2 or halves[self.seat] != self.half:
            return ""
        opened = protocol.commitment_holds(
            self.commits[other], str(halves[other]), str(nonces[other])
        )
        return ":".join(str(part) for part in halves) if opened else ""

    def result(self) -> dict[str, Any]:
        """The game's result as the guest sees it: winner, the log's digest, the audit."""
        end = self.end or {}
        return {
            "winner": end.get("winner"),
            "digest": end.get("digest"),
            "audit": bool(self.audit and self.audit.passed),
            "audit_problem": self.audit.problem if self.audit else "not finished",
            "seat": self.seat,
        }
