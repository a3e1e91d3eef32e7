"""Controller: verdicts, enforced and manual modes, undo/redo, replay and rollback."""

from __future__ import annotations

import pytest

from tabletop.engine import (
    Action,
    Controller,
    Draw,
    Flip,
    FreeTable,
    GameState,
    LogEntry,
    Mode,
    MoveCard,
    NextStep,
    ReplayError,
    Rotate,
    SetCounter,
    Shuffle,
    Transaction,
    Verdict,
)

from .conftest import new_game, small_setup


class OwnCardsOnly(FreeTable):
    """A toy ruleset: moving a card you do not own is illegal."""

    def verdict(self, state: GameState, action: Action) -> Verdict:
        possible = self.possible(state, action)
        if not possible.legal:
            return possible
        if isinstance(action, MoveCard) and state.cards[action.card].owner != action.seat:
            return Verdict.illegal("not_your_card", card=action.card)
        return Verdict.ok()


def _toy(mode: Mode) -> Controller:
    return Controller.new_game(OwnCardsOnly(), small_setup(), mode)


def test_new_game_logs_the_opening_shuffles(game: Controller) -> None:
    assert [str(e.action) for e in game.log] == ["shuffle 0 p0.deck", "shuffle 1 p1.deck"]
    assert all(len(e.chance) == 1 and sorted(e.chance[0]) == list(range(6)) for e in game.log)
    assert not game.history.can_undo


def test_enforced_mode_refuses_an_illegal_action() -> None:
    game = _toy(Mode.ENFORCED)
    uid = game.state.zones["p1.deck"].cards[-1]
    before = game.state.copy()
    outcome = game.submit(MoveCard(0, uid, "p0.table"))
    assert not outcome.applied
    assert outcome.verdict == Verdict.illegal("not_your_card", card=uid)
    assert game.state == before
    assert len(game.log) == 2


def test_manual_mode_applies_it_with_a_warning() -> None:
    game = _toy(Mode.MANUAL)
    uid = game.state.zones["p1.deck"].cards[-1]
    outcome = game.submit(MoveCard(0, uid, "p0.table"))
    assert outcome.applied
    assert outcome.warning is not None and outcome.warning.code == "not_your_card"
    assert game.state.cards[uid].zone == "p0.table"
    assert game.log[-1].forced


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize(
    ("action", "code"),
    [
        (MoveCard(0, 999, "p0.hand"), "no_such_card"),
        (MoveCard(0, 1, "nowhere"), "no_such_zone"),
        (MoveCard(5, 1, "p0.hand"), "no_such_player"),
        (Draw(0, 7), "empty_zone"),
        (Draw(0, 0), "bad_value"),
        (SetCounter(0, 3, "x", 1), "no_such_player"),
        (SetCounter(0, 0, "x", 10**9), "bad_value"),
    ],
)
def test_impossible_actions_are_refused_in_every_mode(
    mode: Mode, action: Action, code: str
) -> None:
    game = new_game(mode=mode)
    outcome = game.submit(action)
    assert not outcome.applied
    assert outcome.verdict.code == code and not outcome.verdict.possible


def test_undo_and_redo_of_a_public_move(game: Controller) -> None:
    game.submit(Draw(0, 2))
    hand = list(game.state.zones["p0.hand"].cards)
    before = game.state.copy()
    changes = game.submit(MoveCard(0, hand[0], "p0.table")).changes
    assert changes.zones == {"p0.hand", "p0.table"} and changes.cards == {hand[0]}
    after = game.state.copy()
    assert game.history.can_undo
    undo_changes = game.undo()
    assert undo_changes is not None and undo_changes.zones == {"p0.hand", "p0.table"}
    assert game.state == before
    assert game.redo() is not None
    assert game.state == after


def test_a_draw_reveals_and_closes_undo(game: Controller) -> None:
    outcome = game.submit(Draw(0))
    assert outcome.changes.revealed
    assert not game.history.can_undo
    assert game.undo() is None


def test_flipping_reveals_only_what_the_flipper_did_not_know() -> None:
    game = new_game(mode=Mode.MANUAL)
    game.submit(Draw(0))
    uid = game.state.zones["p0.hand"].cards[0]
    game.submit(MoveCard(0, uid, "p0.table", face_up=False))
    assert not game.submit(Flip(0, uid)).changes.revealed  # the owner knew it
    game.submit(Flip(0, uid))
    assert game.submit(Flip(1, uid)).changes.revealed  # the opponent did not


def test_shuffle_is_a_recorded_chance_event(game: Controller) -> None:
    outcome = game.submit(Shuffle(0, "p0.deck"))
    assert outcome.changes.chance and not game.history.can_undo
    assert len(game.log[-1].chance) == 1


def test_a_new_action_drops_the_redo_tail(game: Controller) -> None:
    game.submit(Draw(0, 2))
    uid = game.state.zones["p0.hand"].cards[0]
    game.submit(Rotate(0, uid))
    game.undo()
    assert game.history.can_redo
    game.submit(NextStep(0))
    assert not game.history.can_redo
    assert [e.action.kind for e in game.log][-1] == "next"


def test_rotation_wraps_in_quarter_turns(game: Controller) -> None:
    uid = game.state.zones["p0.deck"].cards[0]
    for expected in (90, 180, 270, 0):
        game.submit(Rotate(0, uid))
        assert game.state.cards[uid].rotation == expected
    game.submit(Rotate(0, uid, -1))
    assert game.state.cards[uid].rotation == 270


def test_replay_rebuilds_the_same_state(game: Controller) -> None:
    game.submit(Draw(0, 3))
    game.submit(MoveCard(0, game.state.zones["p0.hand"].cards[1], "p0.discard"))
    game.submit(Shuffle(1, "p1.deck"))
    game.submit(NextStep(0))
    again = Controller.replay(FreeTable(), game.setup, game.log)
    assert again.state == game.state


def test_same_seed_same_shuffles_different_seed_different() -> None:
    assert new_game(seed=3).state == new_game(seed=3).state
    orders = {tuple(new_game(seed=s).state.zones["p0.deck"].cards) for s in range(8)}
    assert len(orders) > 1


def test_replay_refuses_an_illegal_entry_that_was_not_forced() -> None:
    game = _toy(Mode.MANUAL)
    uid = game.state.zones["p1.deck"].cards[-1]
    game.submit(MoveCard(0, uid, "p0.table"))
    Controller.replay(OwnCardsOnly(), game.setup, game.log)  # forced: fine
    tampered = [*game.log[:-1], LogEntry(game.log[-1].action)]
    with pytest.raises(ReplayError) as caught:
        Controller.replay(OwnCardsOnly(), game.setup, tampered)
    assert caught.value.code == "refused_in_log" and caught.value.params["index"] == 2


@pytest.mark.parametrize(
    "chance",
    [(), ((0, 0, 1, 2, 3, 4),), ((0, 1, 2, 3, 4, 5), (0,)), ((0, 1, 2),)],
)
def test_replay_refuses_bad_chance_outcomes(chance: tuple[tuple[int, ...], ...]) -> None:
    game = new_game()
    entries = [LogEntry(Shuffle(0, "p0.deck"), chance)]
    with pytest.raises(ReplayError) as caught:
        Controller.replay(FreeTable(), game.setup, entries)
    assert caught.value.code == "chance_mismatch"


class Exploding(FreeTable):
    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        super().apply(state, action, tx)
        if isinstance(action, MoveCard):
            raise RuntimeError("boom")


def test_a_failing_apply_leaves_the_state_untouched() -> None:
    game = Controller.new_game(Exploding(), small_setup())
    before = game.state.copy()
    with pytest.raises(RuntimeError):
        game.submit(MoveCard(0, game.state.zones["p0.deck"].cards[0], "p0.table"))
    assert game.state == before
    assert len(game.log) == 2


def test_playing_a_known_card_from_hand_stays_undoable(game: Controller) -> None:
    game.submit(Draw(0))
    uid = game.state.zones["p0.hand"].cards[0]
    assert not game.submit(MoveCard(0, uid, "p0.table")).changes.revealed
    assert game.history.can_undo


def test_turning_up_a_card_nobody_knew_closes_undo(game: Controller) -> None:
    uid = game.state.zones["p1.deck"].cards[-1]
    assert game.submit(MoveCard(0, uid, "p1.discard")).changes.revealed
    assert not game.history.can_undo


def test_looking_at_the_opponents_hand_closes_undo() -> None:
    game = new_game(mode=Mode.MANUAL)
    game.submit(Draw(1))
    uid = game.state.zones["p1.hand"].cards[0]
    assert game.submit(MoveCard(0, uid, "p0.table")).changes.revealed
