"""Cards: card and set models, the card database, and the deck text format.

Pure Python plus pydantic (no Qt; a test enforces it). Facts only: names, numbers, types,
styles, levels, power-stage ladders, attack and defense values, costs, team symbols. No card
rules text is bundled.
"""

from .database import CardDatabase, SetInfo, default_database, parse_set, read_set_file
from .decklist import (
    DeckEntry,
    DeckIssue,
    DeckList,
    DeckParseResult,
    DeckSection,
    parse,
    parse_bytes,
    read_deck,
    serialise,
    to_deck_spec,
)
from .errors import CardDataError
from .models import Card, CardFlag, Game, Style, canonical_id

__all__ = [
    "Card", "CardDataError", "CardDatabase", "CardFlag", "DeckEntry", "DeckIssue", "DeckList",
    "DeckParseResult", "DeckSection", "Game", "SetInfo", "Style", "canonical_id",
    "default_database", "parse", "parse_bytes", "parse_set", "read_deck", "read_set_file",
    "serialise", "to_deck_spec",
]  # fmt: skip
