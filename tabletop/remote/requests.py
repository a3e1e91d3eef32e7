"""Requests between the two players of a remote game, and their chat line (sans-IO, Qt-free).

An Undo, a draw offer or manual mode (the rules only warn: see
:class:`tabletop.engine.controller.Mode`) is *asked* of the other seat, which accepts or refuses
it; a concession is *told* (the game ends, the other seat wins), and so is turning the rules
back on (``enforced``: stricter, so never refused).
The log positions where manual mode was on go to the guest's audit, which accepts a move forced
against the rules only there. Only one request may wait at a time, a seat
cannot answer its own, and an Undo is only asked when the asker's last move is the game's last
move and can be taken back: a move that showed a hidden card (a draw, a search) or drew a
chance outcome closes undo for good (:attr:`tabletop.engine.history.AppliedAction.undoable`),
so an Undo across a reveal is never offered. A chat line is cut to :data:`CHAT_MAX`
characters, its control characters dropped, and a seat may send at most :data:`RATE_COUNT`
lines (or requests) in :data:`RATE_SECONDS` seconds: a flood is refused, never queued.
"""

from __future__ import annotations

import unicodedata
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

UNDO = "undo"
DRAW = "draw"
CONCEDE = "concede"
MANUAL = "manual"
ENFORCED = "enforced"
ASKED = (UNDO, DRAW, MANUAL)
"""Requests the other seat answers."""
KINDS = (*ASKED, CONCEDE, ENFORCED)
SHARE = "share"
"""Told, at any time: this seat agrees that spectators see the whole log after the game (they
get it once both seats agreed)."""
CHAT_MAX = 200
"""The longest chat line, in characters."""
RATE_COUNT = 5
RATE_SECONDS = 10.0

# Why a request (or a chat line, or an answer) is refused.
PENDING = "pending"
"""Another request waits for its answer."""
NOTHING_TO_UNDO = "nothing_to_undo"
"""The asker's last move is not the game's last, or cannot be taken back (it showed a card)."""
NOT_ASKED = "not_asked"
"""An answer with no request waiting."""
OWN_REQUEST = "own_request"
"""A seat answering its own request."""
FLOOD = "flood"
"""Too many lines or requests in a short time."""
BAD_REQUEST = "bad_request"
"""A request of no known kind, or a chat line that is not text."""
NOT_PLAYING = "not_playing"
"""The game has not begun, or is over."""
SAME_MODE = "same_mode"
"""Manual mode asked while it is on, or the rules turned on while they are."""


@dataclass(frozen=True)
class Request:
    """A request waiting for the other seat's answer: who asked, and what."""

    seat: int
    kind: str


def clean_chat(text: object) -> str:
    """A chat line as it may be shown: text only, control and format characters dropped,
    runs of white space made one space, at most :data:`CHAT_MAX` characters ('' when nothing
    is left)."""
    if not isinstance(text, str):
        return ""
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text[: CHAT_MAX * 4]
        if ch.isspace() or not unicodedata.category(ch).startswith("C")
    )
    return " ".join(kept.split())[:CHAT_MAX]


class RateLimit:
    """At most ``count`` events in ``seconds`` (``clock``: a monotonic time in seconds)."""

    def __init__(
        self, clock: Callable[[], float], count: int = RATE_COUNT, seconds: float = RATE_SECONDS
    ) -> None:
        self._clock = clock
        self._count = count
        self._seconds = seconds
        self._times: deque[float] = deque()

    def allow(self) -> bool:
        """Whether one more event is allowed now (it is counted when it is)."""
        now = self._clock()
        while self._times and now - self._times[0] >= self._seconds:
            self._times.popleft()
        if len(self._times) >= self._count:
            return False
        self._times.append(now)
        return True
