"""Games between two computer players (``tabletop selfplay``, the tests, the benchmark):
a new game between a game's demo decks, and a whole game played to its end or to a limit."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine.controller import Controller, Mode
from tabletop.engine.setup import DeckSpec, GameSetup
from tabletop.games.base import descriptor, make_ruleset

from .knowledge import Knowledge
from .levels import Level, decide

ACTION_LIMIT = 3000
"""A game still running after this many actions counts as unfinished."""


def demo_decks(game_id: str) -> tuple[DeckSpec, DeckSpec]:
    """The first two demo decks of ``game_id`` (its descriptor names them)."""
    found = descriptor(game_id)
    paths = found.demo_decks() if found is not None else []
    if len(paths) < 2:
        raise ValueError(f"the game {game_id!r} has no two demo decks")
    db = default_database()
    specs = []
    for path in paths[:2]:
        parsed = read_deck(path, db)
        if parsed.deck is None:
            raise ValueError(f"{path}: the demo deck cannot be read")
        specs.append(to_deck_spec(parsed.deck))
    return specs[0], specs[1]


def new_game(game_id: str, seed: int, decks: tuple[DeckSpec, DeckSpec] | None = None) -> Controller:
    """An enforced game of ``game_id`` between its demo decks (or ``decks``), started."""
    ruleset = make_ruleset(game_id)
    setup = GameSetup(game_id, seed, decks=decks or demo_decks(game_id), profile=ruleset.profile)
    return Controller.new_game(ruleset, setup, Mode.ENFORCED)


@dataclass
class GameResult:
    """How a game between two computer players went: the winning seat (None: a draw, or
    unfinished), whether it is over, the actions played and each seat's decision times in
    milliseconds."""

    winner: int | None
    actions: int
    over: bool = False
    times_ms: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))


def play_game(
    game: Controller,
    levels: Sequence[Level],
    *,
    budget_ms: int = 1000,
    seed: int = 0,
    limit: int = ACTION_LIMIT,
    iterations: int | None = None,
) -> GameResult:
    """Play ``game`` to its end with seat ``s`` at ``levels[s]``: automatic steps pass by
    themselves, as at the table; a seat with one legal action takes it without thinking.
    ``iterations`` fixes the Strong level's search instead of ``budget_ms`` (a game that is the
    same on any machine)."""
    ruleset = game.ruleset
    result = GameResult(None, 0)
    decisions = 0
    while game.winner is None and result.actions < limit:
        action = ruleset.automatic_action(game.state)
        if action is None:
            seat = ruleset.actor(game.state)
            if seat is None or not ruleset.legal_actions(game.state, seat):
                break
            start = time.perf_counter()
            knowledge = Knowledge.of(game, seat)
            action = decide(
                knowledge, levels[seat], budget_ms=budget_ms, seed=seed + decisions,
                iterations=iterations,
            )  # fmt: skip
            result.times_ms[seat].append((time.perf_counter() - start) * 1000)
            decisions += 1
        outcome = game.submit(action)
        if not outcome.applied:
            raise RuntimeError(f"the computer's action {action} was refused: {outcome.verdict}")
        result.actions += 1
    result.winner = game.winner
    result.over = result.winner is not None or ruleset.actor(game.state) is None
    return result
