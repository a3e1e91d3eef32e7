"""Where each move of a game begins: the history's positions where a player stands.

Steps that pass by themselves (see :mod:`.automatic`) belong to the move before them: one Undo
takes back a move with them, one Redo applies them again, and against the computer one Undo
takes back the human's move with the computer's replies (see :mod:`.seats`). Whether a step
would pass by itself at a position is a fact of the state there, so the book notes it for each
position as the game reaches it (a step pushed, undone or redone) and the spans of Undo and Redo
are look-ups in it, never trial undos of the live game.

A game opened from a file or recovered from a journal did not pass its positions under the
book's eyes: they are noted once, when the book is opened (or finds a history it did not see
being made), by walking the history back to the last step that cannot be undone and forward to
the end of the redo tail.
"""

from __future__ import annotations

from typing import Final

from tabletop.engine import Action, Controller, Mode
from tabletop.engine.history import AppliedAction

from .seats import HUMAN, Seats


class _Unseen:
    """A position the game has not stood at under the book's eyes."""


UNSEEN: Final = _Unseen()
Waiting = Action | None | _Unseen


class MoveBook:
    """For each position of a controller's history (0: before its first step; undone steps
    included), the step that would pass by itself there (None: a player stands there)."""

    def __init__(self, controller: Controller) -> None:
        self._controller = controller
        self._steps: list[AppliedAction] = []
        self._waiting: list[Waiting] = [UNSEEN]
        self.follow()

    def follow(self) -> None:
        """Note the position the game stands at now (call it after each step pushed, undone or
        redone); a history changed behind the book's back is walked once to be noted."""
        history = self._controller.history
        steps = [*history.done, *history.undone]
        same = min(len(steps), len(self._steps))
        while same and steps[same - 1] is not self._steps[same - 1]:
            same -= 1  # the history only drops its redo tail and appends: the rest is as seen
        if same < len(self._steps) or same < len(steps):
            del self._steps[same:]
            del self._waiting[same + 1 :]
            self._steps.extend(steps[same:])
            self._waiting.extend([UNSEEN] * (len(steps) - same))
        self._note(len(history))
        if self._unseen():
            self._walk()

    def _note(self, here: int) -> None:
        if self._waiting[here] is UNSEEN:
            ruleset, state = self._controller.ruleset, self._controller.state
            waits = None if ruleset.winner(state) is not None else ruleset.automatic_now(state)
            self._waiting[here] = waits

    def _barrier(self) -> int:
        """The first position undo may reach (after the last step that cannot be undone)."""
        done = self._controller.history.done
        return next((i + 1 for i in range(len(done) - 1, -1, -1) if not done[i].undoable), 0)

    def _unseen(self) -> bool:
        return any(w is UNSEEN for w in self._waiting[self._barrier() :])

    def _walk(self) -> None:
        """Stand once at each unseen position undo and redo may reach, and come back."""
        controller = self._controller
        history = controller.history
        back = 0
        while history.can_undo:
            controller.undo()
            back += 1
            self._note(len(history))
        for _ in range(back):
            controller.redo()
        ahead = 0
        while history.can_redo:
            controller.redo()
            ahead += 1
            self._note(len(history))
        for _ in range(ahead):
            controller.undo()

    def _waits(self, position: int) -> Action | None:
        """The step that would pass by itself at ``position`` (never in manual mode)."""
        waiting = self._waiting[position]
        if self._controller.mode is not Mode.ENFORCED or isinstance(waiting, _Unseen):
            return None
        return waiting

    def step_undo_span(self) -> int:
        """How many steps one Undo takes back: the last move and the automatic steps after it
        (0: nothing may be undone, or only automatic steps back to a move that cannot be)."""
        return self._step_undo_span(len(self._controller.history), self._barrier())

    def _step_undo_span(self, here: int, barrier: int) -> int:
        for position in range(here - 1, barrier - 1, -1):
            if self._waits(position) is None:
                return here - position
        return 0

    def _step_redo_span(self, here: int) -> int:
        position, end = here, len(self._steps)
        while position < end:
            position += 1
            if position == end or self._waits(position) != self._steps[position].action:
                break
        return position - here

    def undo_span(self, seats: Seats) -> int:
        """How many steps one Undo takes back: back to before the last move of a human seat,
        the computer's replies and the steps that passed by themselves included (0: no human
        move may be undone)."""
        here, barrier, taken = len(self._controller.history), self._barrier(), 0
        while True:
            span = self._step_undo_span(here - taken, barrier)
            if span == 0:
                return 0
            taken += span
            if seats[self._steps[here - taken].action.seat] == HUMAN:
                return taken

    def redo_span(self, seats: Seats) -> int:
        """How many steps one Redo applies again: the next undone move and the computer's
        replies after it, up to the next move of a human seat (0: nothing to redo)."""
        here, done = len(self._controller.history), 0
        while here + done < len(self._steps):
            step = self._steps[here + done]
            if done and seats[step.action.seat] == HUMAN:
                break
            span = self._step_redo_span(here + done)
            done += span
            if span == 0:
                break
        return done
