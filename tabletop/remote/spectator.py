"""A spectator's side of a remote game (sans-IO): views in, acknowledgements out.

A spectator joins a match with the spectators' key of its invitation (a host's or the
server's) and is sent what no seat hides from the other: every card hidden from either player
stays a back without handle or card id (both hands, both decks), and the game's steps name
cards by handles that are drawn anew whenever a card leaves its sight. It never sends a
command; after the game it gets the whole log only when both players agreed (``share``).
It plays through :func:`~.transport.join` like a guest (``start``, ``receive``, ``done``).
"""

from __future__ import annotations

from typing import Any

from . import protocol
from .delta import apply_patch
from .guest import Refused
from .protocol import Message


class Spectator:
    """One spectator's session (see the module's docstring)."""

    def __init__(self) -> None:
        self.game_id = ""
        self.players: list[str] = []
        self.profile: dict[str, Any] = {}  # the rules' variant, to draw a table
        self.token: str | None = None
        self.last_seq = 0
        self.view: dict[str, Any] | None = None
        self.steps: list[str] = []
        self.words: list[Any] = []  # what each step did, as the host worded it for spectators
        self.to_act: int | None = None
        self.end: dict[str, Any] | None = None
        self.log: list[Any] | None = None  # the whole log, when both players agreed
        self.done = False
        self.resumes = 0
        self.events = 0

    def start(self) -> list[Message]:
        """The first frame of a connection (a resume after the first)."""
        if self.token is None:
            return [protocol.hello()]
        self.resumes += 1
        return [protocol.hello({"token": self.token, "last": self.last_seq})]

    def receive(self, message: Message) -> list[Message]:
        """The frames answering one frame of the host (Refused when it refuses us)."""
        kind = message.get("type")
        if kind == "refused":
            raise Refused(str(message.get("reason")))
        if kind == "welcome" and self.token is None:
            self.game_id = str(message.get("game"))
            self.players = [str(name) for name in message.get("players", [])]
            profile = message.get("profile")
            self.profile = dict(profile) if isinstance(profile, dict) else {}
            self.token = str(message["token"])
        elif kind == "event":
            return self._event(message)
        elif kind == "log":
            self.log = list(message["log"])
        return []

    def _event(self, event: Message) -> list[Message]:
        seq = int(event["seq"])
        if seq <= self.last_seq:
            return [{"type": "ack", "seq": self.last_seq}]
        if seq != self.last_seq + 1 and not event.get("fresh"):
            raise protocol.ProtocolError("gap")
        if "patch" in event:
            if self.view is None or event.get("fresh"):
                raise protocol.ProtocolError("a patch without its view")
            self.view = apply_patch(self.view, event["patch"])
        else:
            self.view = dict(event["view"])
        self.last_seq = seq
        self.events += 1
        to_act = event.get("to_act")
        self.to_act = to_act if isinstance(to_act, int) and not isinstance(to_act, bool) else None
        start, steps = event.get("from"), event.get("steps")
        if isinstance(start, int) and isinstance(steps, list) and 0 <= start <= len(self.steps):
            del self.steps[start:]
            self.steps += [str(step) for step in steps[: protocol.MAX_STEPS_SENT]]
            words = event.get("words")
            words = words if isinstance(words, list) else []
            del self.words[start:]
            self.words += words[: protocol.MAX_STEPS_SENT]
            self.words += [[]] * (len(self.steps) - len(self.words))
        out: list[Message] = [{"type": "ack", "seq": seq}]
        if "end" in event:
            self.end = dict(event["end"])
            if isinstance(self.end.get("log"), list):
                self.log = list(self.end["log"])
            self.done = True
            out.append({"type": "bye"})
        return out

    def result(self) -> dict[str, Any]:
        """The game's result as the spectator saw it."""
        end = self.end or {}
        return {
            "winner": end.get("winner"),
            "digest": end.get("digest"),
            "log": self.log is not None,
            "events": self.events,
        }
