"""The scripted level: each game's fixed rules of the obvious good move, the reference the
other levels are measured against. Always a legal action, the same one for the same knowledge,
and better than random play."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.ai import Knowledge, Level, decide, levels
from tabletop.ai.knowledge import computer_play
from tabletop.ai.match import new_game
from tabletop.play.selfplay import play_game

from .positions import GAMES, positions


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scripted_move_is_legal_and_always_the_same(game_id: str) -> None:
    play = computer_play(game_id)
    assert play is not None and play.scripted is not None  # each game has its own
    for index, (game, seat) in enumerate(positions(game_id, 25, seed=3)):
        knowledge = Knowledge.of(game, seat)
        move = decide(knowledge, Level.SCRIPTED, seed=index)
        assert move in knowledge.legal_actions
        assert decide(knowledge, Level.SCRIPTED, seed=index) == move


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scripted_level_beats_random_play(game_id: str) -> None:
    wins = 0
    for index in range(8):
        seats = (Level.SCRIPTED, Level.RANDOM) if index % 2 == 0 else (Level.RANDOM, Level.SCRIPTED)
        result = play_game(new_game(game_id, 700 + index), seats, seed=index)
        wins += result.winner == index % 2
    assert wins >= 5, wins


def test_strong_starts_from_the_scripted_move_where_the_game_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A game's scripted_prior: before any iteration, the scripted move leads the root (its
    # extra visits at the best one-ply value). Dragon Ball GT's computer.toml gives it none
    # since its evaluation weighs the cards in hand (issue 27's measurements); the mechanism
    # is tried here with the prior the file used to give.
    bundled = computer_play("dbgt")
    assert bundled is not None and bundled.scripted is not None
    play = replace(bundled, search={**bundled.search, "scripted_prior": 6.0})
    monkeypatch.setattr(levels, "computer_play", lambda game_id: play)
    same = seen = 0
    for index, (game, seat) in enumerate(positions("dbgt", 30, seed=5)):
        knowledge = Knowledge.of(game, seat)
        if len(knowledge.legal_actions) < 2:
            continue
        seen += 1
        scripted = decide(knowledge, Level.SCRIPTED, seed=index)
        same += decide(knowledge, Level.STRONG, seed=index, iterations=0) == scripted
    assert seen >= 10
    assert same >= 0.8 * seen, f"{same} of {seen}"
