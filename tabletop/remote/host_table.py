"""Where the host's game is played: the :class:`Table` its steps are applied to (the match
itself, or the hosting player's window), the host's own seat's move, and the match's seats."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tabletop.engine.actions import Action
from tabletop.engine.controller import Controller, Outcome
from tabletop.play.match import Match
from tabletop.play.seats import HUMAN, computer

NewGame = Callable[[int], Controller]
"""Makes the game from its seed (the demo decks, or the decks the host chose)."""
HostMove = Callable[[Match, int, int], Action]
"""The host's own seat's move: (match, seat, decision number) → action."""


class Table(Protocol):
    """Where the host's steps are applied: the match itself, or the host's window (which
    journals and draws them)."""

    def submit(self, action: Action) -> Outcome:
        """Apply ``action`` (one step, judged)."""
        ...

    def undo_step(self) -> bool:
        """Take back the last step (False: it may not be)."""
        ...


class MatchTable:
    """Steps applied straight to the match (no window)."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def submit(self, action: Action) -> Outcome:
        """Apply ``action`` through the match."""
        return self.match.submit(action.seat, action).outcome

    def undo_step(self) -> bool:
        """Take back the last step."""
        return self.match.controller.undo() is not None


TableFactory = Callable[[Match], Table]


def computer_move(budget_ms: int = 1000) -> HostMove:
    """The host's seat played by the computer at the seat's level (the match's seats)."""

    def move(match: Match, seat: int, decision: int) -> Action:
        return match.computer_action(seat, seed=decision, budget_ms=budget_ms)

    return move


def host_seats(host_seat: int, level: str) -> list[str]:
    """The match's seats: the guest's a human's, the host's the computer at ``level``."""
    seats = [HUMAN, HUMAN]
    seats[host_seat] = computer(level if level in ("random", "greedy", "strong") else "random")
    return seats
