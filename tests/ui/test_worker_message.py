"""The message a decision sends to the computer's worker (issue 28): the ruleset (with its
card database) is sent once and kept by the worker, so each later decision is a small message
(goal: 16 KB at most); a worker started again after a crash is sent the ruleset again. The
ruleset object itself is sent, never made again in the worker, so the card sets (a user's own
too) and the rules version it was made with are the ones the worker has."""

from __future__ import annotations

import io
import os
import random
import signal

import pytest

from tabletop.ai import Knowledge, Level
from tabletop.ai.match import new_game
from tabletop.engine import Action, Controller, Ruleset
from tabletop.ui.computer_seat import _decide, _warm_up
from tabletop.ui.thinker import Inbox, Outbox, Thinker, WorkerGone

SMALL = 16 * 1024
"""The goal for a decision's message once the worker has the ruleset."""


def _position(game_id: str, seed: int, moves: int = 30) -> tuple[Controller, int]:
    """A game some random moves in, and the seat that acts."""
    game, rng = new_game(game_id, seed), random.Random(seed)
    for _ in range(moves):
        seat = game.ruleset.actor(game.state)
        assert seat is not None
        game.submit(rng.choice(game.ruleset.legal_actions(game.state, seat)))
    seat = game.ruleset.actor(game.state)
    assert seat is not None
    return game, seat


def _ask(worker: Thinker, game: Controller, seat: int, seed: int) -> Action:
    knowledge = Knowledge.of(game, seat)
    action = worker.submit(_decide, knowledge, Level.GREEDY.value, 100, seed).result(timeout=60)
    assert isinstance(action, Action)
    assert action in knowledge.legal_actions
    return action


@pytest.mark.parametrize("game_id", ["dbgt", "yyh"])
def test_the_second_decision_sends_a_small_message(game_id: str) -> None:
    game, seat = _position(game_id, 3)
    worker = Thinker(shared=(Ruleset,))
    try:
        _ask(worker, game, seat, 1)
        first = len(worker.last_message)
        _ask(worker, game, seat, 2)
        second = len(worker.last_message)
    finally:
        worker.shutdown()
    assert first > 100_000  # the ruleset, with the card database, went with the first
    assert second <= SMALL, second


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_worker_started_again_is_sent_the_ruleset_again() -> None:
    game, seat = _position("yyh", 4)
    worker = Thinker(shared=(Ruleset,))
    try:
        worker.submit(_warm_up, "yyh", game.ruleset).result(timeout=60)
        assert len(worker.last_message) > 100_000
        _ask(worker, game, seat, 1)
        assert len(worker.last_message) <= SMALL
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        with pytest.raises(WorkerGone):  # (the first call after the kill, or the one after)
            for _ in range(2):
                worker.submit(os.getpid).result(timeout=60)
        _ask(worker, game, seat, 2)  # the new worker has no ruleset: it is sent again
        assert len(worker.last_message) > 100_000
        assert worker.pid not in (None, pid)
        _ask(worker, game, seat, 3)
        assert len(worker.last_message) <= SMALL
    finally:
        worker.shutdown()


def test_each_ruleset_is_its_own_and_the_worker_keeps_the_latest() -> None:
    """Two games with their own rulesets (one of them with another profile, as a game with
    another rules version or card sets has): each decision gets its own game's ruleset back,
    never the other's; a ruleset not used for a while is forgotten by both sides and sent
    again when it comes back."""
    outbox, inbox = Outbox(shared=(Ruleset,)), Inbox()
    first, _ = _position("yyh", 5)
    second, _ = _position("yyh", 6)
    assert first.ruleset is not second.ruleset

    def send(ruleset: Ruleset) -> tuple[int, Ruleset]:
        message = outbox.message(len, (ruleset,))
        function, args = inbox.read(io.BytesIO(message))
        assert function is len
        (got,) = args
        assert isinstance(got, Ruleset)
        return len(message), got

    size_one, one = send(first.ruleset)
    size_two, two = send(second.ruleset)
    assert size_one > 100_000 and size_two > 100_000
    assert one is not two
    again, one_again = send(first.ruleset)
    assert again < 1000 and one_again is one
    assert one.profile == first.ruleset.profile
    others = [_position("dbgt", seed, 2)[0].ruleset for seed in range(4)]
    for other in others:
        send(other)
    assert len(inbox.shared) == 4  # the latest four
    size, _ = send(first.ruleset)
    assert size > 100_000  # forgotten, sent again
    outbox.new_worker()
    size, _ = send(others[-1])
    assert size > 100_000  # a new worker has nothing
