"""Whole games between the demo decks that end in each kind of victory (dbgt.md §1).

Survival and the Dragon Ball Loop come from seeded, scripted play of whole games (the script is
the random-play policy with a fixed seed, so the games are the same every run); the two Dragon
Ball victories are arranged on a demo-deck table and then played through the engine.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Controller
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt.actions import (
    Attack,
    Capture,
    DeclareCombat,
    DefenderDraw,
    Pass,
    PlayCard,
    Take,
)

from .helpers import arrange, find, new_game, ruleset, set_step, to_hand
from .test_random_play import choose

BALLS = ("SAI-15", "SAI-16", "SAI-75", "SAI-76", "SAI-77", "SAI-186", "SAI-187")


def play_out(seed: int) -> Controller:
    game = new_game(seed)
    rng = random.Random(seed)
    while game.winner is None:
        assert game.submit(choose(rng, ruleset(), game)).applied  # type: ignore[arg-type]
    return game


def first_game_ending_by(reason: str, seeds: range = range(1, 41)) -> Controller:
    """The first seeded random game among ``seeds`` that ends by ``reason`` (the games change
    whenever a card's data does, so the test looks for one rather than naming its seed)."""
    for seed in seeds:
        game = play_out(seed)
        if game.state.values["win_reason"] == reason:
            return game
    raise AssertionError(f"no game of seeds {seeds} ends by {reason}")


@pytest.mark.parametrize("reason", ["survival", "dragon_ball_loop"])
def test_scripted_game_ends(reason: str) -> None:
    game = first_game_ending_by(reason)
    loser = 1 - game.winner if game.winner is not None else None
    assert loser is not None
    life = game.state.zones[f"p{loser}.life_deck"].cards
    if reason == "survival":
        assert not life
    else:
        assert life and all(ruleset().facts.dragon_ball(game.state, uid) for uid in life)
    assert Controller.replay(ruleset(), game.setup, game.log).state == game.state
    after = game.submit(NextStep(game.winner))
    assert not after.applied and after.verdict.code == "game_over"


def test_dragon_ball_victory_when_the_seventh_is_placed() -> None:
    game = new_game(11)
    tx = arrange(game.state)
    for card_id in BALLS[:6]:
        tx.move(find(game.state, 0, card_id), "p0.dragon_balls", face_up=True)
    last = to_hand(game.state, 0, BALLS[6])
    assert game.submit(NextStep(0)).applied  # Draw -> Non-Combat
    assert game.winner is None
    assert game.submit(PlayCard(0, last)).applied
    assert game.winner == 0 and game.state.values["win_reason"] == "dragon_ball"


def test_dragon_ball_victory_by_capture_at_the_captors_next_turn() -> None:
    game = new_game(12)
    tx = arrange(game.state)
    for card_id in BALLS[:6]:
        tx.move(find(game.state, 0, card_id), "p0.dragon_balls", face_up=True)
    theirs = find(game.state, 1, BALLS[6])
    tx.move(theirs, "p1.dragon_balls", face_up=True)
    attack = to_hand(game.state, 0, "SAI-BK1")  # Goku's Attack: 5 life cards
    set_step(game.state, "declare")
    for action in (
        DeclareCombat(0),
        DefenderDraw(0),
        Attack(0, attack),
        Take(1),
        Capture(0, theirs),
    ):
        outcome = game.submit(action)
        assert outcome.applied, (action, outcome.verdict)
    assert game.winner is None and game.state.values["capture_win"] == 0
    assert game.submit(Pass(1)).applied and game.submit(Pass(0)).applied
    while game.winner is None:
        seat = ruleset().actor(game.state)
        assert seat is not None
        hand = game.state.zones[f"p{seat}.hand"].cards
        if game.state.values["step"] == "discard" and len(hand) > 1:
            game.submit(ruleset().legal_actions(game.state, seat)[-1])
        else:
            assert game.submit(NextStep(seat)).applied
    assert game.winner == 0 and game.state.values["win_reason"] == "dragon_ball_capture"
    assert game.state.values["active"] == 0 and game.state.values["turn"] == 3
