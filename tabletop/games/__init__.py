"""The games: their rulesets, deck rules, damage tables and table layouts (no Qt)."""

from .base import RULESETS, game_ids, make_ruleset, register_ruleset

__all__ = ["RULESETS", "game_ids", "make_ruleset", "register_ruleset"]
