"""The games: their rulesets, deck rules, damage tables and table layouts (no Qt)."""

import importlib

from .base import RULESETS, game_ids, make_ruleset, register_ruleset

GAME_PACKAGES = ("tabletop.games.dbgt", "tabletop.games.yyh")


def load_games() -> None:
    """Import every game package, which registers its ruleset, profile model and deck rules."""
    for name in GAME_PACKAGES:
        importlib.import_module(name)


__all__ = [
    "GAME_PACKAGES",
    "RULESETS",
    "game_ids",
    "load_games",
    "make_ruleset",
    "register_ruleset",
]
