"""Dragon Ball GT: Physical Attack Table, ruleset profile and deck rules (no Qt)."""

from . import deck_rules, profile  # noqa: F401  (registers the deck checker and profile model)
