"""Dragon Ball GT: Physical Attack Table, ruleset profile, deck rules, the ruleset and its
descriptor (no Qt)."""

from . import deck_rules, descriptor, messages, profile  # noqa: F401  (registers checker, descriptor, words, model)
from .ruleset import DbgtRuleset

__all__ = ["DbgtRuleset"]
