"""Phrases: what a step did, in codes a log can put into words.

A ruleset's :meth:`~tabletop.engine.ruleset.Ruleset.describe` reads a step's operations (the
before and after of every change it made) and returns phrases such as
``Phrase("dbgt.power_up", {"card": 12, "old": 900, "new": 1400})``; the i18n layer translates
the code (context ``Log``) and names the parameters for the seat that reads them: a card by its
number on the table (``card``, ``target``, ``attacker``, ``defender``, ``payer``), a seat
(``player``), a zone id (a key ending in ``zone``), a step code (``step``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

CARD_KEYS = ("card", "target", "attacker", "defender", "payer")
"""Phrase (and action) parameters that hold a card's number on the table."""


@dataclass(frozen=True, eq=False)
class Phrase:
    """One thing a step did. ``lead``: the phrase says what the action was better than the
    action's own name ("Next step: Combat" for a plain Next), and a log line starts with it."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    lead: bool = False

    def cards(self) -> set[int]:
        """The cards the phrase names."""
        return {
            value
            for key in CARD_KEYS
            if isinstance(value := self.params.get(key), int) and not isinstance(value, bool)
        }
