"""Who plays each seat: a person at the computer, or the computer at a level (Qt-free).

A seat is written ``"human"`` or ``"computer:<level>"`` (``random``, ``greedy``, ``strong``), as
the settings and the save files keep it. Against the computer one Undo takes back the human's
last move together with the computer's replies to it (and the steps that passed by themselves),
so the human is back at their own last decision; Redo applies that move and the replies again.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import Controller
from tabletop.ui import automatic_steps as automatic

HUMAN = "human"
COMPUTER = "computer:"
LEVELS = ("random", "greedy", "strong")
"""The computer's levels, weakest first (the values of :class:`tabletop.ai.Level`)."""
Seats = tuple[str, str]
BOTH_HUMAN: Seats = (HUMAN, HUMAN)


def computer(level: str) -> str:
    """The seat played by the computer at ``level``."""
    if level not in LEVELS:
        raise ValueError(level)
    return COMPUTER + level


def level_of(seat: str) -> str | None:
    """The computer's level of a seat (None for a human; ValueError for anything else)."""
    if seat == HUMAN:
        return None
    level = seat.removeprefix(COMPUTER)
    if not seat.startswith(COMPUTER) or level not in LEVELS:
        raise ValueError(seat)
    return level


def checked(seats: Sequence[str]) -> Seats:
    """``seats`` as a pair of valid seats (ValueError when they are not)."""
    if len(seats) != 2:
        raise ValueError(seats)
    for seat in seats:
        level_of(seat)
    return (seats[0], seats[1])


def computer_seats(seats: Seats) -> tuple[int, ...]:
    """The seats the computer plays."""
    return tuple(i for i, seat in enumerate(seats) if seat != HUMAN)


def shown_seat(seats: Seats, fallback: int) -> int:
    """The seat whose view the table shows against the computer: the human's (seat 0 when the
    computer plays both); ``fallback`` (the hot seat's choice) when both are human."""
    humans = [i for i, seat in enumerate(seats) if seat == HUMAN]
    if len(humans) == 2:
        return fallback
    return humans[0] if humans else 0


def undo_span(controller: Controller, seats: Seats) -> int:
    """How many steps one Undo takes back: back to before the last move of a human seat, the
    computer's replies and the steps that passed by themselves included (0: no human move may
    be undone)."""
    taken, found = 0, False
    while not found:
        span = automatic.undo_span(controller)
        if span == 0:
            break
        found = seats[controller.history.done[-span].action.seat] == HUMAN
        for _ in range(span):
            controller.undo()
        taken += span
    for _ in range(taken):
        controller.redo()
    return taken if found else 0


def redo_span(controller: Controller, seats: Seats) -> int:
    """How many steps one Redo applies again: the next undone move and the computer's replies
    after it, up to the next move of a human seat (0: nothing to redo)."""
    done = 0
    while controller.history.can_redo:
        step = controller.history.next_redo()
        if done and step is not None and seats[step.action.seat] == HUMAN:
            break
        span = automatic.redo_span(controller)
        for _ in range(span):
            controller.redo()
        done += span
        if span == 0:
            break
    for _ in range(done):
        controller.undo()
    return done
