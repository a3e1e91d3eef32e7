"""Seeded positions of both games for the computer-opponent tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop.ai.match import new_game
from tabletop.engine import Controller
from tabletop.engine.transaction import replay_ops

GAMES = ("dbgt", "yyh")


def positions(game_id: str, count: int, seed: int = 0) -> Iterator[tuple[Controller, int]]:
    """``count`` positions (the game and the seat to act), each after a random number of
    random actions of a new seeded game."""
    made = tried = 0
    while made < count:
        rng = random.Random(f"{game_id}:{seed}:{tried}")
        tried += 1
        game = new_game(game_id, rng.randrange(10_000))
        rules = game.ruleset
        for _ in range(rng.randrange(1, 160)):
            seat = rules.actor(game.state)
            if seat is None:
                break
            action = rules.automatic_action(game.state) or rng.choice(
                rules.legal_actions(game.state, seat)
            )
            game.submit(action)
        if rules.automatic_action(game.state) is None:
            seat = rules.actor(game.state)
            if seat is not None:
                made += 1
                yield game, seat


def seen_in_replay(game: Controller, seat: int) -> set[int]:
    """Every card whose face ``seat`` saw at some point: the game's operations applied one by
    one to its first position, the card each one moved or turned looked at (an account
    independent of :func:`tabletop.ai.memory.remember`)."""
    state = Controller(game.ruleset, game.setup, game.mode).state
    seen = {uid for uid in state.cards if state.can_see(seat, uid)}
    for step in game.history.done:
        for op in step.ops:
            replay_ops(state, [op], forward=True)
            if op[0] in ("move", "face") and state.can_see(seat, op[1]):
                seen.add(op[1])
    assert state == game.state
    return seen
