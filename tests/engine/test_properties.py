"""Property tests on the free table: random play keeps the invariants of the engine."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import (
    Action,
    Controller,
    Draw,
    Flip,
    FreeTable,
    GameState,
    Mode,
    MoveCard,
    MoveTop,
    NextStep,
    Rotate,
    SetCardCounter,
    SetCounter,
    Shuffle,
)

from .conftest import new_game

pytestmark = pytest.mark.slow  # property tests, hundreds of random games each

PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_invariants(state: GameState) -> None:
    """Every card lies in exactly one zone, and knows which."""
    placed = Counter(uid for zone in state.zones.values() for uid in zone.cards)
    assert set(placed) == set(state.cards)
    assert all(count == 1 for count in placed.values())
    for zone_id, zone in state.zones.items():
        for uid in zone.cards:
            assert state.cards[uid].zone == zone_id
    assert all(card.rotation in (0, 90, 180, 270) for card in state.cards.values())


@st.composite
def any_action(draw: st.DrawFn, state: GameState, public_only: bool = False) -> Action:
    """A random action for the current state (possible or not)."""
    seat = draw(st.sampled_from((0, 1)))
    uids = [*sorted(state.cards), 999]
    zones = sorted(state.zones)
    if public_only:
        zones = [z for z in zones if z.endswith((".table", ".discard"))]
        uids = [u for u in uids if u in state.cards and state.cards[u].zone in zones]
        if not uids:
            return NextStep(seat)
        kinds = ["move", "rotate", "cardcounter", "counter", "next"]
    else:
        kinds = [
            "move",
            "movetop",
            "draw",
            "flip",
            "rotate",
            "shuffle",
            "cardcounter",
            "counter",
            "next",
        ]
    kind = draw(st.sampled_from(kinds))
    uid = draw(st.sampled_from(uids))
    zone = draw(st.sampled_from(zones))
    if kind == "move":
        return MoveCard(
            seat,
            uid,
            zone,
            draw(st.integers(-3, 8)),
            draw(st.sampled_from((None, True, False))) if not public_only else None,
        )
    if kind == "movetop":
        return MoveTop(seat, zone, draw(st.sampled_from(zones)), draw(st.integers(0, 3)))
    if kind == "draw":
        return Draw(seat, draw(st.integers(1, 3)))
    if kind == "flip":
        return Flip(seat, uid)
    if kind == "rotate":
        return Rotate(seat, uid, draw(st.integers(-5, 5)))
    if kind == "shuffle":
        return Shuffle(seat, zone)
    if kind == "cardcounter":
        return SetCardCounter(
            seat, uid, draw(st.sampled_from(("stage", "x"))), draw(st.none() | st.integers(-3, 20))
        )
    if kind == "counter":
        return SetCounter(seat, draw(st.sampled_from((0, 1))), "spirit", draw(st.integers(0, 10)))
    return NextStep(seat)


def play(data: st.DataObject, game: Controller, steps: int, public_only: bool = False) -> None:
    """Submit random actions, checking the invariants after each."""
    for _ in range(steps):
        game.submit(data.draw(any_action(game.state, public_only)))
        assert_invariants(game.state)


@PROPERTY
@given(st.data(), st.integers(0, 40), st.sampled_from(list(Mode)))
def test_random_play_keeps_every_card_in_one_zone(
    data: st.DataObject, steps: int, mode: Mode
) -> None:
    play(data, new_game(mode=mode), steps)


@PROPERTY
@given(st.data(), st.integers(0, 30))
def test_undo_to_the_start_restores_the_initial_state(data: st.DataObject, steps: int) -> None:
    game = new_game()
    start = game.state.copy()
    play(data, game, steps, public_only=True)
    while game.history.can_undo:
        assert game.undo() is not None
        assert_invariants(game.state)
    assert game.state == start


@PROPERTY
@given(st.data(), st.integers(0, 30), st.integers(0, 30))
def test_undo_stops_at_the_last_irreversible_step_and_redo_restores(
    data: st.DataObject, steps: int, more: int
) -> None:
    game = new_game(mode=Mode.MANUAL)
    snapshots = {len(game.history): game.state.copy()}
    for _ in range(steps):
        if game.submit(data.draw(any_action(game.state))).applied:
            snapshots[len(game.history)] = game.state.copy()
    final = game.state.copy()
    undone = 0
    while game.history.can_undo:
        game.undo()
        undone += 1
    assert game.state == snapshots[len(game.history)]
    assert not game.history.done[-1].undoable
    for _ in range(undone):
        assert game.redo() is not None
    assert game.state == final
    assert game.redo() is None
    play(data, game, more)


@PROPERTY
@given(st.data(), st.integers(0, 40))
def test_replaying_the_log_reproduces_the_live_state(data: st.DataObject, steps: int) -> None:
    game = new_game(mode=data.draw(st.sampled_from(list(Mode))))
    for _ in range(steps):
        if data.draw(st.integers(0, 5)) == 0:
            game.undo()
        else:
            game.submit(data.draw(any_action(game.state)))
    again = Controller.replay(FreeTable(), game.setup, game.log, game.mode)
    assert again.state == game.state
