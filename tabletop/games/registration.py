"""One record per game: what a game package declares of itself, registered in one call.

A game's package ends with ``register_game(GamePackage(...))``: its ruleset, its descriptor
(name, card types, demo decks, calculators, its own messages and the computer's hooks), its
deck checker, its profile model, the words of its card fields (fighting styles, teams, …) and
its card models (:class:`tabletop.cards.card_games.CardGame`).
The record fills the registries the rest of the program reads (:mod:`.packages`, :mod:`.base`,
:mod:`.deck_check`, :mod:`.profiles`), so a game is found through
:func:`tabletop.games.packages.game_package` and the interface never names one. The words of
the game's rules, logs and effects are registered by the modules that hold them, as they are
imported with the package.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tabletop.cards.card_games import CardGame, register_card_game
from tabletop.engine.ruleset import Ruleset

from .base import GameDescriptor, register_descriptor
from .computer import ComputerPlay
from .deck_check import Checker, register_deck_checker
from .packages import GAME_PACKAGES, PACKAGES, import_game, register_ruleset
from .profiles import ProfileParams, register_profile_model


@dataclass(frozen=True)
class CardWords:
    """The names of the values of a card field (``style``: ``red`` → "Red"), English sources
    marked with ``QT_TRANSLATE_NOOP`` under ``context``, translated where they are shown."""

    context: str
    names: Mapping[str, str]


@dataclass(frozen=True)
class GamePackage:
    """Everything a game declares of itself (see the module)."""

    ruleset: type[Ruleset]
    descriptor: GameDescriptor
    deck_checker: Checker | None = None
    profile_model: type[ProfileParams] | None = None
    card_words: Mapping[str, CardWords] = field(default_factory=lambda: MappingProxyType({}))
    """Card field → the names of its values."""
    card_game: CardGame | None = None
    """The game's card models and sets (the bundled games' are registered by the card layer,
    which reads every game's cards before any game is imported: the record names the same)."""

    @property
    def game_id(self) -> str:
        """The game's id (its ruleset's and its descriptor's)."""
        return self.descriptor.id

    @property
    def computer(self) -> Callable[[], ComputerPlay] | None:
        """The computer's evaluation and search parameters (the descriptor's)."""
        return self.descriptor.computer


def register_game(package: GamePackage) -> GamePackage:
    """Register each part of a game under its id (a game package calls this once)."""
    game_id = package.game_id
    if package.ruleset.game_id != game_id:
        raise TypeError(f"the ruleset of {game_id!r} is {package.ruleset.game_id!r}'s")
    known = PACKAGES.get(game_id)
    if known is not None and known != package:
        raise TypeError(f"game {game_id!r} registered twice")
    if package.card_game is not None:
        if package.card_game.id != game_id:
            raise TypeError(f"the cards of {game_id!r} are {package.card_game.id!r}'s")
        register_card_game(package.card_game)
    register_ruleset(package.ruleset)
    register_descriptor(package.descriptor)
    if package.deck_checker is not None:
        register_deck_checker(game_id)(package.deck_checker)
    if package.profile_model is not None:
        register_profile_model(game_id, package.profile_model)
    PACKAGES[game_id] = package
    return package


def card_word(card_field: str, value: str) -> tuple[str, str] | None:
    """The translation context and marked English name of ``value`` of ``card_field``, as a
    game names it (the games imported so far first; the other bundled games are imported
    when none of those does); None when no game names it."""
    for attempt in range(2):
        for package in list(PACKAGES.values()):
            words = package.card_words.get(card_field)
            if words is not None and value in words.names:
                return words.context, words.names[value]
        if attempt or _IMPORTED:
            break
        _import_bundled()
    return None


_IMPORTED: list[bool] = []
"""Not empty once every bundled game has been imported (or tried)."""


def _import_bundled() -> None:
    for game_id in GAME_PACKAGES:
        import_game(game_id)
    _IMPORTED.append(True)


def card_words(card_field: str) -> dict[str, str]:
    """Every value of ``card_field`` the bundled games name, with its marked English name
    (bundled games imported)."""
    if not _IMPORTED:
        _import_bundled()
    found: dict[str, str] = {}
    for package in PACKAGES.values():
        words = package.card_words.get(card_field)
        if words is not None:
            found.update(words.names)
    return found
