"""Who plays each seat: a person at the computer, or the computer at a level.

A seat is written ``"human"`` or ``"computer:<level>"`` (``random``, ``greedy``, ``strong``), as
the settings and the save files keep it. Against the computer one Undo takes back the human's
last move together with the computer's replies to it (and the steps that passed by themselves),
so the human is back at their own last decision; Redo applies that move and the replies again
(see :class:`tabletop.play.moves.MoveBook`).
"""

from __future__ import annotations

from collections.abc import Sequence

HUMAN = "human"
COMPUTER = "computer:"
LEVELS = ("random", "greedy", "strong")
"""The computer's levels a player may sit at the table against, weakest first (values of
:class:`tabletop.ai.Level`)."""
SELF_PLAY_LEVELS = (*LEVELS, "scripted")
"""Every level of :class:`tabletop.ai.Level`: the self-play also seats the scripted reference."""
Seats = tuple[str, str]
BOTH_HUMAN: Seats = (HUMAN, HUMAN)


def computer(level: str, levels: Sequence[str] = LEVELS) -> str:
    """The seat played by the computer at ``level`` (one of ``levels``)."""
    if level not in levels:
        raise ValueError(level)
    return COMPUTER + level


def level_of(seat: str, levels: Sequence[str] = LEVELS) -> str | None:
    """The computer's level of a seat (None for a human; ValueError for anything else than a
    human or one of ``levels``)."""
    if seat == HUMAN:
        return None
    level = seat.removeprefix(COMPUTER)
    if not seat.startswith(COMPUTER) or level not in levels:
        raise ValueError(seat)
    return level


def checked(seats: Sequence[str], levels: Sequence[str] = LEVELS) -> Seats:
    """``seats`` as a pair of valid seats, the computer's at one of ``levels`` (ValueError when
    they are not)."""
    if len(seats) != 2:
        raise ValueError(seats)
    for seat in seats:
        level_of(seat, levels)
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
