"""The ruleset registry: every game registers its ruleset class under its game id."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping
from typing import Any, TypeVar

from tabletop.engine.errors import EngineError
from tabletop.engine.free_table import FreeTable
from tabletop.engine.ruleset import Ruleset

UNKNOWN_GAME = "unknown_game"

RULESETS: dict[str, type[Ruleset]] = {}

GAME_PACKAGES: dict[str, str] = {"dbgt": "tabletop.games.dbgt", "yyh": "tabletop.games.yyh"}
"""The bundled games and their packages; importing one registers its ruleset, profile model
and deck rules (see :func:`import_game`)."""

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
    to import is reported on stderr and counts as absent."""
    package = GAME_PACKAGES.get(game_id)
    if package is not None and game_id not in RULESETS:
        try:
            importlib.import_module(package)
        except Exception as error:  # a broken game must not take the others down
            print(f"tabletop: the game package {package} failed to load: {error}", file=sys.stderr)
    return game_id in RULESETS


def make_ruleset(game_id: str, profile: Mapping[str, Any] | None = None) -> Ruleset:
    """A ruleset instance for ``game_id``; raises :class:`EngineError` (``unknown_game``)."""
    import_game(game_id)
    cls = RULESETS.get(game_id)
    if cls is None:
        raise EngineError(UNKNOWN_GAME, game=game_id)
    return cls(profile)
