"""The bundled game packages and the records they register: importing a game's package
(once, when it is first needed) registers its record (:class:`.registration.GamePackage`:
ruleset, descriptor, deck rules, profile model, card words) under its game id."""

from __future__ import annotations

import importlib
import logging
import sys
from typing import TYPE_CHECKING, TypeVar

from tabletop.engine.free_table import FreeTable
from tabletop.engine.ruleset import Ruleset

if TYPE_CHECKING:
    from .registration import GamePackage

_log = logging.getLogger(__name__)

RULESETS: dict[str, type[Ruleset]] = {}

PACKAGES: dict[str, GamePackage] = {}
"""The record of each game registered (:func:`tabletop.games.registration.register_game`)."""

GAME_PACKAGES: dict[str, str] = {"dbgt": "tabletop.games.dbgt", "yyh": "tabletop.games.yyh"}
"""The bundled games and their packages; importing one registers its ruleset, descriptor,
profile model and deck rules (see :func:`import_game`)."""

R = TypeVar("R", bound=type[Ruleset])


def register_ruleset(cls: R) -> R:
    """Class decorator: make a ruleset available by its ``game_id``."""
    known = RULESETS.get(cls.game_id)
    if known is not None and known is not cls:
        raise TypeError(f"game id {cls.game_id!r} registered twice")
    RULESETS[cls.game_id] = cls
    return cls


register_ruleset(FreeTable)


def game_ids() -> list[str]:
    """The ids of the registered games, sorted."""
    return sorted(RULESETS)


def import_game(game_id: str) -> bool:
    """Import the package of a bundled game once, when it is first needed (so a start-up pays
    only for the game on the table); True when ``game_id`` has a ruleset. A package that fails
    to import is reported on stderr and in the log, and counts as absent."""
    package = GAME_PACKAGES.get(game_id)
    if package is not None and game_id not in RULESETS:
        try:
            importlib.import_module(package)
        except Exception as error:  # a broken game must not take the others down
            print(f"tabletop: the game package {package} failed to load: {error}", file=sys.stderr)
            _log.exception("the game package %s failed to load", package)
    return game_id in RULESETS


def game_package(game_id: str) -> GamePackage | None:
    """The record of ``game_id`` (its package imported first), None for a game without one."""
    import_game(game_id)
    return PACKAGES.get(game_id)
