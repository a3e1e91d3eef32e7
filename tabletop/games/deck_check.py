"""Deck checking: each game registers a checker of its construction rules.

A checker reports *every* broken rule as a :class:`~tabletop.cards.decklist.DeckIssue` (a
reason code namespaced by game, e.g. ``dbgt.deck_size``, with its parameters), never only the
first. Limits come from the ruleset profile, never from constants in the checker.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import DeckIssue, DeckList, DeckParseResult
from tabletop.games.packages import import_game

Checker = Callable[[DeckList, CardDatabase, Mapping[str, Any] | None], list[DeckIssue]]
"""``checker(deck, database, profile)``: every broken construction rule (profile None: the
game's default profile)."""

CHECKERS: dict[str, Checker] = {}


def register_deck_checker(game_id: str) -> Callable[[Checker], Checker]:
    """Decorator: the construction-rule checker of ``game_id``."""

    def register(checker: Checker) -> Checker:
        CHECKERS[game_id] = checker
        return checker

    return register


@dataclass(frozen=True)
class DeckReport:
    """The verdict on a deck: the format errors and broken rules, and warnings."""

    problems: tuple[DeckIssue, ...]
    warnings: tuple[DeckIssue, ...] = ()

    @property
    def legal(self) -> bool:
        """True when no rule is broken."""
        return not self.problems


def check_deck(
    deck: DeckList, database: CardDatabase, profile: Mapping[str, Any] | None = None
) -> DeckReport:
    """Every broken construction rule of ``deck`` under its game's checker."""
    import_game(deck.game)
    checker = CHECKERS.get(deck.game)
    if checker is None:
        return DeckReport((DeckIssue("no_deck_rules", None, {"game": deck.game}),))
    return DeckReport(tuple(checker(deck, database, profile)))


def check_parsed(
    parsed: DeckParseResult, database: CardDatabase, profile: Mapping[str, Any] | None = None
) -> DeckReport:
    """Format errors of a parsed deck file plus the broken rules of what could be read."""
    if parsed.deck is None:
        return DeckReport(parsed.errors, parsed.warnings)
    rules = check_deck(parsed.deck, database, profile)
    return DeckReport(parsed.errors + rules.problems, parsed.warnings)
