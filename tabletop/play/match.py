"""A match: one game, its seats and the flow between their moves, with no window.

The :class:`Match` owns the controller and the seats (a person, or the computer at a level) and
the policy of a game's flow: after a move the steps with no choice for anyone pass by
themselves (:mod:`.automatic`), and one Undo takes back a move with those steps (and, against
the computer, with its replies), one Redo applies them again (:class:`.moves.MoveBook`). The
window, the computer, a test and (later) a network peer drive it the same way::

    while (seat := match.to_act()) is not None:
        match.submit(seat, choose(seat))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.ai import Knowledge, Level, decide
from tabletop.engine import Action, ChangeSet, Controller, Outcome
from tabletop.engine.controller import NO_CHANGES
from tabletop.engine.history import AppliedAction

from . import automatic
from .moves import MoveBook
from .offers import SeatOffers
from .seats import BOTH_HUMAN, SELF_PLAY_LEVELS, Seats, checked, level_of

StepHook = Callable[[Action, Outcome, bool], None]
"""Told of each step a submit tries (applied or refused): the action, its outcome, and whether
it is a step that passes by itself."""
ChangeHook = Callable[[ChangeSet], None]
"""Told of each step an Undo or a Redo takes back or applies again: what it changed."""


@dataclass(frozen=True)
class Move:
    """What one submit made: the seat's own action's outcome (refused: nothing applied), the
    steps applied (that action and the steps that passed by themselves after it) and everything
    they changed, merged."""

    outcome: Outcome
    steps: tuple[AppliedAction, ...] = ()
    changes: ChangeSet = NO_CHANGES

    @property
    def applied(self) -> bool:
        """Whether the seat's action was applied."""
        return self.outcome.applied


class Match:
    """A game between two seats: submit a seat's action, ask who acts, undo and redo moves."""

    def __init__(
        self,
        controller: Controller,
        seats: Sequence[str] = BOTH_HUMAN,
        *,
        automatic_steps: bool = True,
    ) -> None:
        """``automatic_steps``: steps with no choice pass by themselves after a move (enforced
        mode only); without, every step waits for a player (and one Undo is one step)."""
        self.controller = controller
        self.seats: Seats = checked(seats, SELF_PLAY_LEVELS)
        self.automatic_steps = automatic_steps
        self._book = MoveBook(controller)
        self._automatic_at: set[int] = set()  # log positions of steps that passed by themselves

    # ---------------------------------------------------------------- play

    def to_act(self) -> int | None:
        """The seat expected to act now (the active seat, or the other while it must answer);
        None once the game is over."""
        controller = self.controller
        if controller.winner is not None:
            return None
        return controller.ruleset.actor(controller.state)

    def submit(self, seat: int, action: Action, on_step: StepHook | None = None) -> Move:
        """``seat``'s action, judged and applied (as the mode allows), then the steps that pass
        by themselves after it; ``on_step`` hears of each step as it is applied."""
        if action.seat != seat:
            raise ValueError(f"seat {seat} submits an action of seat {action.seat}: {action}")
        before = automatic.moment(self.controller) if self.automatic_steps else None
        outcome = self._apply(action, False, on_step)
        if not outcome.applied or outcome.step is None:
            return Move(outcome)
        steps, changes = [outcome.step], outcome.changes
        if before is not None and automatic.may_follow(self.controller, before, outcome):
            for passed in self.run_automatic(on_step):
                if passed.step is not None:
                    steps.append(passed.step)
                changes |= passed.changes
        return Move(outcome, tuple(steps), changes)

    def run_automatic(self, on_step: StepHook | None = None) -> list[Outcome]:
        """Apply each step that passes by itself now (see :mod:`.automatic`); their outcomes."""
        done: list[Outcome] = []
        for _ in range(automatic.MAX_AUTOMATIC if self.automatic_steps else 0):
            action = automatic.automatic_action(self.controller)
            if action is None:
                break
            outcome = self._apply(action, True, on_step)
            if not outcome.applied:
                break
            done.append(outcome)
        return done

    def _apply(self, action: Action, passed: bool, on_step: StepHook | None) -> Outcome:
        position = len(self.controller.history)
        outcome = self.controller.submit(action)
        if not outcome.applied:
            if on_step is not None:
                on_step(action, outcome, passed)
            return outcome
        self._book.follow()
        self._automatic_at = {i for i in self._automatic_at if i < position}
        if passed:
            self._automatic_at.add(position)
        if on_step is not None:
            on_step(action, outcome, passed)
        return outcome

    def offers(self, seat: int) -> SeatOffers:
        """The table's hooks (step actions, pending attack, calculator, choices) for ``seat``:
        the interface asks these, never the game with its whole state."""
        return SeatOffers(self.controller, seat)

    def is_automatic(self, position: int) -> bool:
        """Whether the log's action at ``position`` passed by itself (in this match)."""
        return position in self._automatic_at

    def computer_action(
        self, seat: int, *, seed: int = 0, budget_ms: int = 1000, iterations: int | None = None
    ) -> Action:
        """The action the computer takes for ``seat`` now, at the seat's level (a human seat:
        the weakest), from what the seat may know (see :func:`tabletop.ai.decide`)."""
        level = level_of(self.seats[seat], SELF_PLAY_LEVELS) or Level.RANDOM.value
        # the hidden cards dealt again from ``seed`` too: the same game and seeds, the same move
        knowledge = Knowledge.of(self.controller, seat, random.Random(f"tabletop.deal:{seed}"))
        answer = decide(knowledge, Level(level), budget_ms=budget_ms, seed=seed,
                        iterations=iterations)  # fmt: skip
        return knowledge.in_game(answer, self.controller)

    # ---------------------------------------------------------------- undo and redo

    def undo_span(self) -> int:
        """How many steps one Undo takes back (0: none may be)."""
        can = self.controller.history.can_undo
        if not self.automatic_steps or not can:
            return 1 if can else 0
        return self._book.undo_span(self.seats)

    def redo_span(self) -> int:
        """How many steps one Redo applies again (0: none)."""
        if not self.automatic_steps:
            return 1 if self.controller.history.can_redo else 0
        return self._book.redo_span(self.seats)

    def can_undo(self) -> bool:
        """Whether one Undo takes anything back."""
        return self.undo_span() > 0

    def next_undo(self) -> AppliedAction | None:
        """The move one Undo takes back (the steps that passed by themselves after it, and the
        computer's replies, go too)."""
        span = self.undo_span()
        return self.controller.history.done[-span] if span else None

    def undo_move(self, on_change: ChangeHook | None = None) -> bool:
        """Take back one move (see :meth:`undo_span`); ``on_change`` hears of each step."""
        return self._step_back(self.undo_span(), self.controller.undo, on_change)

    def redo_move(self, on_change: ChangeHook | None = None) -> bool:
        """Apply the next undone move again (see :meth:`redo_span`)."""
        return self._step_back(self.redo_span(), self.controller.redo, on_change)

    def _step_back(
        self, count: int, move: Callable[[], ChangeSet | None], on_change: ChangeHook | None
    ) -> bool:
        for done in range(count):
            changes = move()
            if changes is None:
                return done > 0
            self._book.follow()
            if on_change is not None:
                on_change(changes)
        return count > 0
