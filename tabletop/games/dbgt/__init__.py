"""Dragon Ball GT: Physical Attack Table, ruleset profile, deck rules and the ruleset (no Qt)."""

from . import deck_rules, messages, profile  # noqa: F401  (registers the deck checker, words and profile model)
from .ruleset import DbgtRuleset

__all__ = ["DbgtRuleset"]
