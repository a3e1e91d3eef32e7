"""Controller.preview: what submit would do, computed and rolled back, leaving no trace."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.engine import (
    Action,
    Controller,
    Draw,
    FreeTable,
    GameSetup,
    GameState,
    Mode,
    MoveCard,
    NextStep,
    Rotate,
    Shuffle,
    Transaction,
)
from tabletop.engine.actions import parse_action
from tabletop.games.base import make_ruleset

from ..golden.transcripts import REDO, UNDO, read, transcript_files
from .conftest import new_game
from .test_controller import OwnCardsOnly
from .test_properties import PROPERTY, any_action


def snapshot(game: Controller) -> tuple[Any, ...]:
    """Everything preview must leave as it was: the state, the history (done and undone
    steps, the undo barrier) and the chance outcomes drawn so far."""
    history = game.history
    return (
        game.state.to_json(),
        list(history.done),
        list(history.undone),
        history.can_undo,
        game.log,
        game._chance_drawn,
    )


def assert_preview_matches_submit(game: Controller, action: Action) -> None:
    """Preview leaves no trace, and submit then makes exactly what preview said."""
    before = snapshot(game)
    state = game.state.copy()
    preview = game.preview(action)
    assert snapshot(game) == before
    assert game.state == state
    outcome = game.submit(action)
    assert (preview.applied, preview.verdict) == (outcome.applied, outcome.verdict)
    assert preview.changes == outcome.changes
    assert preview.closes_undo == outcome.closes_undo
    assert preview.step is None


@pytest.mark.slow
@PROPERTY
@given(st.data(), st.integers(0, 30), st.sampled_from(list(Mode)))
def test_preview_leaves_state_and_history_and_equals_submit(
    data: st.DataObject, steps: int, mode: Mode
) -> None:
    game = new_game(mode=mode)
    twin = new_game(mode=mode)  # never previews: the same play must give the same game
    for _ in range(steps):
        choice = data.draw(st.integers(0, 6))
        if choice == 0:
            assert (game.undo() is None) == (twin.undo() is None)
        elif choice == 1:
            assert (game.redo() is None) == (twin.redo() is None)
        else:
            action = data.draw(any_action(game.state))
            for _ in range(data.draw(st.integers(0, 2))):  # a look at some other action first
                before = snapshot(game)
                game.preview(data.draw(any_action(game.state)))
                assert snapshot(game) == before
            assert_preview_matches_submit(game, action)
            twin.submit(action)
        assert game.state == twin.state
        assert game.log == twin.log


def test_preview_of_a_draw_closes_undo_and_draws_nothing(game: Controller) -> None:
    hand, steps = list(game.state.zones["p0.hand"].cards), len(game.history)
    preview = game.preview(Draw(0))
    assert preview.applied and preview.closes_undo and preview.changes.revealed
    assert preview.changes.zones == {"p0.deck", "p0.hand"}
    assert game.state.zones["p0.hand"].cards == hand
    assert len(game.history) == steps


def test_preview_of_a_shuffle_is_a_chance_event_that_draws_no_outcome(game: Controller) -> None:
    preview = game.preview(Shuffle(0, "p0.deck"))
    assert preview.changes.chance and preview.closes_undo
    twin = new_game()
    assert game.submit(Shuffle(0, "p0.deck")).changes == twin.submit(Shuffle(0, "p0.deck")).changes
    assert game.state == twin.state  # the preview used no chance outcome of the seed's


def test_preview_of_an_undoable_move_keeps_undo_open(game: Controller) -> None:
    game.submit(Draw(0))
    uid = game.state.zones["p0.hand"].cards[0]
    preview = game.preview(Rotate(0, uid, 90))
    assert preview.applied and not preview.closes_undo
    assert preview.changes.cards == {uid}
    assert game.state.cards[uid].rotation == 0


def test_preview_keeps_the_redo_tail_that_submit_would_drop(game: Controller) -> None:
    game.submit(Draw(0))
    uid = game.state.zones["p0.hand"].cards[0]
    game.submit(MoveCard(0, uid, "p0.table"))
    game.undo()
    assert game.preview(NextStep(0)).applied
    assert game.history.can_redo


def test_preview_follows_the_mode() -> None:
    enforced = Controller.new_game(OwnCardsOnly(), new_game().setup)
    uid = enforced.state.zones["p1.deck"].cards[-1]
    refused = enforced.preview(MoveCard(0, uid, "p0.table"))
    assert not refused.applied and refused.verdict.code == "not_your_card"
    assert not refused.closes_undo and refused.changes.empty
    enforced.mode = Mode.MANUAL
    forced = enforced.preview(MoveCard(0, uid, "p0.table"))
    assert forced.applied and forced.warning is not None and forced.closes_undo
    assert enforced.state.cards[uid].zone == "p1.deck"


def test_preview_of_an_impossible_action_is_refused_in_both_modes() -> None:
    for mode in Mode:
        game = new_game(mode=mode)
        outcome = game.preview(MoveCard(0, 999, "p0.table"))
        assert not outcome.applied and not outcome.verdict.possible


class Breaks(FreeTable):
    """A ruleset whose moves fail half-way, after changing the table."""

    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        super().apply(state, action, tx)
        if isinstance(action, MoveCard):
            raise RuntimeError("half-way")


def test_an_error_while_previewing_propagates_and_leaves_the_state() -> None:
    game = Controller.new_game(Breaks(), new_game().setup)
    uid = game.state.zones["p0.deck"].cards[-1]
    before = snapshot(game)
    with pytest.raises(RuntimeError, match="half-way"):
        game.preview(MoveCard(0, uid, "p0.table"))
    assert snapshot(game) == before


@pytest.mark.parametrize("path", transcript_files(), ids=lambda path: path.stem)
def test_preview_equals_submit_through_whole_games_of_either_rules(path: Any) -> None:
    """The golden transcripts' games (tests/golden), every action previewed before it is
    submitted, and the turn's end tried by both seats at every point."""
    data = read(path)
    setup = GameSetup.from_json(data["setup"])
    game = Controller.new_game(
        make_ruleset(setup.game_id, setup.profile), setup, Mode(data["mode"])
    )
    for text in data["actions"]:
        if text in (UNDO, REDO):
            assert (game.undo() if text == UNDO else game.redo()) is not None
            continue
        for seat in (0, 1):
            before = snapshot(game)
            game.preview(NextStep(seat))
            assert snapshot(game) == before
        assert_preview_matches_submit(game, parse_action(text))


def test_look_ahead_sees_the_state_an_action_leaves_and_keeps_nothing() -> None:
    from tests.records import played_game

    controller = played_game("dbgt", 0)
    ruleset: Any = controller.ruleset
    seat = ruleset.actor(controller.state)
    assert seat is not None
    before = snapshot(controller)
    seen = controller.look_ahead(NextStep(seat), ruleset.step)
    assert seen is not None and seen != ruleset.step(controller.state)
    assert snapshot(controller) == before
    assert controller.look_ahead(NextStep(1 - seat), lambda state: "applied") is None
    assert snapshot(controller) == before
