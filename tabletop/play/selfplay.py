"""Games between two computer players (``tabletop selfplay``, the tests, the benchmark), played
through a :class:`~.match.Match` as the window plays one: a whole game to its end or a limit."""

from __future__ import annotations

import time
from collections.abc import Sequence

from tabletop.ai import Level
from tabletop.ai.match import ACTION_LIMIT, GameResult
from tabletop.engine import Controller

from .match import Match
from .seats import SELF_PLAY_LEVELS, computer


def play_game(
    game: Controller,
    levels: Sequence[Level],
    *,
    budget_ms: int | tuple[int, int] = 1000,
    seed: int = 0,
    limit: int = ACTION_LIMIT,
    iterations: int | None = None,
) -> GameResult:
    """Play ``game`` to its end with seat ``s`` at ``levels[s]``: automatic steps pass by
    themselves (whenever one waits, the first step of a game too), a seat with one legal
    action takes it without thinking. ``budget_ms`` is each seat's thinking time (a pair:
    seat 0's and seat 1's, to play a longer search against a shorter one). ``iterations``
    fixes the Strong level's search instead of ``budget_ms`` (a game that is the same on any
    machine)."""
    budgets = budget_ms if isinstance(budget_ms, tuple) else (budget_ms, budget_ms)
    match = Match(
        game,
        tuple(computer(level.value, SELF_PLAY_LEVELS) for level in levels),
        automatic_steps=False,
    )
    ruleset = game.ruleset
    result = GameResult(None, 0)
    decisions = 0
    while game.winner is None and result.actions < limit:
        action = ruleset.automatic_action(game.state)
        if action is None:
            seat = match.to_act()
            if seat is None or not ruleset.legal_actions(game.state, seat):
                break
            start = time.perf_counter()
            action = match.computer_action(seat, budget_ms=budgets[seat], seed=seed + decisions,
                                           iterations=iterations)  # fmt: skip
            result.times_ms[seat].append((time.perf_counter() - start) * 1000)
            decisions += 1
        move = match.submit(action.seat, action)
        if not move.applied:
            raise RuntimeError(
                f"the computer's action {action} was refused: {move.outcome.verdict}"
            )
        result.actions += 1
    result.winner = game.winner
    result.over = result.winner is not None or ruleset.actor(game.state) is None
    return result
