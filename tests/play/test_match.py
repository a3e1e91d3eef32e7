"""The play layer's :class:`Match`: one loop plays a whole game of each kind with computer
seats; Undo and Redo spans are look-ups in the move book and agree, position by position, with
the trial undos the window used before (kept here as the reference); a game opened from its log
undoes the same."""

from __future__ import annotations

import random

import pytest

from tabletop.ai import Level
from tabletop.ai.match import new_game
from tabletop.engine import Action, Controller, NextStep
from tabletop.play import Match, automatic
from tabletop.play.seats import HUMAN, LEVELS, SELF_PLAY_LEVELS, Seats, checked, computer

# ---------------------------------------------------------------- the reference: trial undos


def _trial_step_undo(controller: Controller) -> int:
    history, taken = controller.history, 0
    while history.can_undo:
        controller.undo()
        taken += 1
        if automatic.automatic_action(controller) is None:
            break
    else:
        taken = -taken
    for _ in range(abs(taken)):
        controller.redo()
    return max(taken, 0)


def _next_redo_action(controller: Controller) -> Action | None:
    step = controller.history.next_redo()
    return step.action if step is not None else None


def _trial_step_redo(controller: Controller) -> int:
    history, done = controller.history, 0
    while history.can_redo:
        controller.redo()
        done += 1
        if automatic.automatic_action(controller) != _next_redo_action(controller):
            break
    for _ in range(done):
        controller.undo()
    return done


def trial_undo_span(controller: Controller, seats: Seats) -> int:
    """One Undo's span as the window measured it before the move book (undoing the game)."""
    taken, found = 0, False
    while not found:
        span = _trial_step_undo(controller)
        if span == 0:
            break
        found = seats[controller.history.done[-span].action.seat] == HUMAN
        for _ in range(span):
            controller.undo()
        taken += span
    for _ in range(taken):
        controller.redo()
    return taken if found else 0


def trial_redo_span(controller: Controller, seats: Seats) -> int:
    """One Redo's span as the window measured it before the move book."""
    done = 0
    while controller.history.can_redo:
        step = controller.history.next_redo()
        if done and step is not None and seats[step.action.seat] == HUMAN:
            break
        span = _trial_step_redo(controller)
        for _ in range(span):
            controller.redo()
        done += span
        if span == 0:
            break
    for _ in range(done):
        controller.undo()
    return done


def check_spans(match: Match) -> None:
    controller = match.controller
    undo, redo = match.undo_span(), match.redo_span()
    if match.automatic_steps and controller.history.can_undo:
        assert undo == trial_undo_span(controller, match.seats)
    if match.automatic_steps:
        assert redo == trial_redo_span(controller, match.seats)


# ---------------------------------------------------------------- the loop


def play(match: Match, rng: random.Random, limit: int) -> int:
    """Play through ``to_act`` and ``submit`` with random legal rule moves; the moves made."""
    controller, moves = match.controller, 0
    while (seat := match.to_act()) is not None and moves < limit:
        legal = controller.ruleset.legal_actions(controller.state, seat)
        rules = [a for a in legal if not controller.ruleset.is_card_effect(a)] or [NextStep(seat)]
        move = match.submit(seat, rng.choice(rules))
        assert move.applied, move.outcome.verdict
        moves += 1
    return moves


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_one_loop_plays_a_whole_game_with_computer_seats(game: str) -> None:
    match = Match(new_game(game, 31), (computer("random"), computer("random")))
    moves = 0
    while (seat := match.to_act()) is not None and moves < 3000:
        action = match.computer_action(seat, seed=moves)
        assert match.submit(seat, action).applied
        moves += 1
    assert match.to_act() is None and match.controller.winner is not None, moves


def test_a_move_holds_its_steps_and_their_changes_merged() -> None:
    match = Match(new_game("dbgt", 11))
    seat = match.to_act()
    assert seat is not None
    match.submit(seat, NextStep(seat))  # Draw → Non-Combat: the first step waited
    before = len(match.controller.history)
    move = match.submit(seat, NextStep(seat))  # → Power Up, which passes by itself → Declare
    assert move.applied and len(move.steps) == 2 == len(match.controller.history) - before
    assert list(move.steps) == list(match.controller.history.done[before:])
    merged = move.steps[0].changes | move.steps[1].changes
    assert move.changes == merged
    assert not match.is_automatic(before) and match.is_automatic(before + 1)
    assert match.next_undo() is move.steps[0]
    with pytest.raises(ValueError):
        match.submit(1 - seat, NextStep(seat))


@pytest.mark.parametrize(
    ("game", "seats"),
    [
        ("dbgt", (HUMAN, HUMAN)),
        ("dbgt", (HUMAN, computer("random"))),
        ("yyh", (HUMAN, HUMAN)),
        ("yyh", (computer("random"), HUMAN)),
    ],
)
def test_the_spans_are_the_trial_undos_spans_at_every_position(game: str, seats: Seats) -> None:
    rng = random.Random(5)
    match = Match(new_game(game, 17), seats)
    for _ in range(120):
        if play(match, rng, 1) == 0:
            break
        check_spans(match)
        if rng.random() < 0.3 and match.can_undo():
            span = match.undo_span()
            length = len(match.controller.history)
            assert match.undo_move()
            assert len(match.controller.history) == length - span
            check_spans(match)
            if rng.random() < 0.5:
                assert match.redo_move()
                check_spans(match)


def test_an_opened_game_undoes_as_the_game_it_was() -> None:
    """A game replayed from its log (a save, a recovered journal) did not pass its positions
    under a match's eyes: the book walks its history once, then every span is a look-up."""
    rng = random.Random(8)
    first = Match(new_game("dbgt", 23))
    play(first, rng, 60)
    first.undo_move()
    first.undo_move()
    played = first.controller
    opened = Controller.replay(
        played.ruleset, played.setup, [*played.log, *(s.entry for s in played.history.undone)]
    )
    for _ in played.history.undone:
        opened.undo()
    match = Match(opened)
    assert (match.undo_span(), match.redo_span()) == (first.undo_span(), first.redo_span())
    check_spans(match)
    undos = 0
    real = opened.undo

    def counted() -> object:
        nonlocal undos
        undos += 1
        return real()

    opened.undo = counted  # type: ignore[method-assign]
    match.can_undo(), match.next_undo(), match.redo_span()
    assert undos == 0


def test_the_self_play_seats_every_level_of_the_computer() -> None:
    assert set(SELF_PLAY_LEVELS) == {level.value for level in Level}
    assert set(LEVELS) < set(SELF_PLAY_LEVELS)
    with pytest.raises(ValueError):
        checked(("human", "computer:scripted"))  # not a seat at the table
    match = Match(new_game("yyh", 4), (computer("scripted", SELF_PLAY_LEVELS), HUMAN))
    seat = match.to_act()
    assert seat is not None
    assert match.computer_action(seat) in match.controller.ruleset.legal_actions(
        match.controller.state, seat
    )
