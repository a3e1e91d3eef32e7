"""Dragon Ball GT: Physical Attack Table, ruleset profile, deck rules, the ruleset and its
descriptor (no Qt)."""

from . import deck_rules, descriptor, profile  # noqa: F401  (registers checker, descriptor, model)
from .ruleset import DbgtRuleset

__all__ = ["DbgtRuleset"]
