"""The search's working copy: the moves of an iteration (the tree's and the playout's) are
taken back by their transactions, so one copy of the position serves every iteration."""

from __future__ import annotations

import random

import pytest

from tabletop.ai import Knowledge, Level, decide
from tabletop.ai.judge import playout
from tabletop.ai.knowledge import computer_play
from tabletop.ai.match import new_game, reference_decks
from tabletop.engine.transaction import Transaction
from tabletop.play.match import Match
from tabletop.play.seats import SELF_PLAY_LEVELS, computer

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


def test_a_loss_only_put_off_by_idle_moves_is_still_played() -> None:
    """Dragon Ball GT, reference decks, seed 1 played by the scripted level for 110
    actions: the defender's only answer that is not an idle move (handing control of Combat
    to another personality, which changes nothing) is taking an attack that loses the game.
    Left out as a forced loss, it left Strong handing control back and forth for ever (a
    self-play game ran past its action limit); it must take the hit."""
    game = new_game("dbgt", 1, reference_decks("dbgt"))
    match = Match(game, (computer("scripted", SELF_PLAY_LEVELS),) * 2, automatic_steps=False)
    for done in range(110):  # (the scripted move of action ``done`` drawn from seed ``done``)
        action = game.ruleset.automatic_action(game.state)
        if action is None:
            seat = match.to_act()
            assert seat is not None
            action = match.computer_action(seat, seed=done)
        match.submit(action.seat, action)
    seat = match.to_act()
    assert seat is not None
    knowledge = Knowledge.of(game, seat, random.Random(0))
    assert {type(a).__name__ for a in knowledge.legal_actions} == {"Take", "TakeControl"}
    move = decide(knowledge, Level.STRONG, seed=3, iterations=30)
    assert type(move).__name__ == "Take"
