"""The ruleset registry: every game registers its ruleset class under its game id."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from tabletop.engine.errors import EngineError
from tabletop.engine.free_table import FreeTable
from tabletop.engine.ruleset import Ruleset

UNKNOWN_GAME = "unknown_game"

RULESETS: dict[str, type[Ruleset]] = {}

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


def make_ruleset(game_id: str, profile: Mapping[str, Any] | None = None) -> Ruleset:
    """A ruleset instance for ``game_id``; raises :class:`EngineError` (``unknown_game``)."""
    cls = RULESETS.get(game_id)
    if cls is None:
        raise EngineError(UNKNOWN_GAME, game=game_id)
    return cls(profile)
