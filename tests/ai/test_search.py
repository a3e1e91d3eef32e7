"""The search's working copy: the moves of an iteration (the tree's and the playout's) are
taken back by their transactions, so one copy of the position serves every iteration."""

from __future__ import annotations

import random

import pytest

from tabletop.ai import Knowledge
from tabletop.ai.judge import playout
from tabletop.ai.knowledge import computer_play
from tabletop.engine.transaction import Transaction

from .positions import GAMES, positions


@pytest.mark.parametrize("game_id", GAMES)
def test_a_playout_is_taken_back_by_its_transactions(game_id: str) -> None:
    play = computer_play(game_id)
    moved = 0
    for index, (game, seat) in enumerate(positions(game_id, 8, seed=31)):
        state = Knowledge.of(game, seat).state
        before = state.copy()
        done: list[Transaction] = []
        playout(game.ruleset, play, state, seat, random.Random(index), done=done)
        moved += state != before
        for tx in reversed(done):
            tx.rollback()
        assert state == before
    assert moved >= 6
