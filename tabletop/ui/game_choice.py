"""Choosing a game: the games on offer, their bundled demo decks, deck files read for the
engine, and each game's default ruleset profile (Qt-free; the session re-exports them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.cards import CardDatabase, default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine import DeckSpec, Mode
from tabletop.games import GAME_PACKAGES, RULESETS
from tabletop.games.base import DEFAULT_GAME, FREE, descriptor
from tabletop.paths import even_decks
from tabletop.ui.deck_checks import check_deck_file

__all__ = [
    "FREE",
    "NewGameOptions",
    "available_games",
    "bundled_decks",
    "deck_game",
    "deck_problems",
    "default_profile",
    "load_deck_spec",
]


def available_games() -> list[str]:
    """The game ids a new game may choose, bundled games first, free table last (the game
    packages are imported when a game of theirs starts, not here)."""
    ids: list[str] = list(GAME_PACKAGES)
    ids += sorted(g for g in RULESETS if g not in ids and g != FREE)
    return [*ids, FREE]


def bundled_decks(game: str) -> list[Path]:
    """The decks bundled for ``game``: its descriptor's demo decks (the free table plays those
    of the default game), then its pair of even strength (:func:`~tabletop.paths.even_decks`;
    the demo decks are not even: the first of them wins most games)."""
    found = descriptor(game)
    demo = list(found.demo_decks()) if found is not None else []
    return [*demo, *even_decks(game)]


def load_deck_spec(path: Path, db: CardDatabase | None = None) -> DeckSpec:
    """A deck file as the engine needs it; raises ValueError with the first problem's code."""
    result = read_deck(path, db or default_database())
    if result.deck is None or result.errors:
        code = result.errors[0].code if result.errors else "unreadable"
        raise ValueError(code)
    return to_deck_spec(result.deck)


def deck_game(path: Path, db: CardDatabase | None = None) -> str | None:
    """The game a deck file says it is for (None when it cannot be read)."""
    result = read_deck(path, db or default_database())
    return result.deck.game if result.deck is not None else None


def deck_problems(
    path: Path, game: str, profile: Mapping[str, Any] | None = None, db: CardDatabase | None = None
) -> list[str]:
    """Why a deck file cannot be played in ``game``, one translated message per problem
    (empty when it can): unreadable lines, a deck of another game, broken construction rules
    (the free table checks none)."""
    return list(check_deck_file(path, game, profile, db).problems)


def default_profile(game: str) -> dict[str, Any]:
    """The default ruleset profile parameters of ``game`` as JSON data ({} if it has none)."""
    try:
        from tabletop.games.profiles import default_params

        return dict(default_params(game).model_dump(mode="json"))
    except Exception:
        return {}


@dataclass
class NewGameOptions:
    """Everything the new-game dialog chooses."""

    game: str = DEFAULT_GAME
    players: tuple[str, str] = ("", "")
    decks: tuple[Path | None, Path | None] = (None, None)
    mode: Mode = Mode.ENFORCED
    profile: Mapping[str, Any] | None = None
    open_hands: bool = False
    seed: int | None = None
    seats: tuple[str, str] = ("human", "human")
    """Who plays each seat: ``"human"`` or ``"computer:<level>"`` (see :mod:`tabletop.play.seats`)."""
