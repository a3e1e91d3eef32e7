"""Games between two computer players (``tabletop selfplay``, the tests, the benchmark):
a new game between a game's demo decks, and how a game went (played to its end or to a limit
by :func:`tabletop.play.selfplay.play_game`, through a match)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine.controller import Controller, Mode
from tabletop.engine.setup import DeckSpec, GameSetup
from tabletop.games.base import descriptor, make_ruleset
from tabletop.paths import even_decks

ACTION_LIMIT = 3000
"""A game still running after this many actions counts as unfinished."""


def demo_decks(game_id: str) -> tuple[DeckSpec, DeckSpec]:
    """The first two demo decks of ``game_id`` (its descriptor names them)."""
    found = descriptor(game_id)
    return _read_pair(game_id, found.demo_decks() if found is not None else [], "demo")


def reference_decks(game_id: str) -> tuple[DeckSpec, DeckSpec]:
    """The balanced pair of ``game_id`` the computer is measured with (issue 27):
    ``assets/decks/reference/<game>-*.deck``, two decks of even strength between two scripted
    players (each deck's comment gives the measurement); the demo decks are not even."""
    return _read_pair(game_id, even_decks(game_id), "reference")


def _read_pair(game_id: str, paths: list[Path], kind: str) -> tuple[DeckSpec, DeckSpec]:
    if len(paths) < 2:
        raise ValueError(f"the game {game_id!r} has no two {kind} decks")
    db = default_database()
    specs = []
    for path in paths[:2]:
        parsed = read_deck(path, db)
        if parsed.deck is None:
            raise ValueError(f"{path}: the {kind} deck cannot be read")
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
