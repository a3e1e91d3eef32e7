"""What the interface shows of the tiny game, and its deck rule (at most 20 cards)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import DeckIssue, DeckList
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.base import CardBand, GameDescriptor, register_descriptor
from tabletop.games.deck_check import register_deck_checker

from .cards import GAME_ID

MAX_CARDS = 20


@register_deck_checker(GAME_ID)
def check(deck: DeckList, db: CardDatabase, profile: Mapping[str, Any] | None) -> list[DeckIssue]:
    """A tiny deck holds at most 20 cards."""
    if deck.count() > MAX_CARDS:
        return [DeckIssue("tiny.deck_size", None, {"count": deck.count(), "limit": MAX_CARDS})]
    return []


def demo_decks() -> list[Path]:
    """The tiny game's own demo deck."""
    return sorted((Path(__file__).parent / "decks").glob("*.deck"))


DESCRIPTOR = register_descriptor(
    GameDescriptor(
        GAME_ID,
        QT_TRANSLATE_NOOP("Game", "Tiny game"),
        card_types={"token": QT_TRANSLATE_NOOP("CardType", "Token")},
        section_names={"deck": QT_TRANSLATE_NOOP("DeckSection", "Deck")},
        paper="#f0fff0",
        band=CardBand((), {"": ("#2e7d32", "#ffffff")}),
        demo_decks=demo_decks,
        messages={
            "tiny.from_hand": QT_TRANSLATE_NOOP(
                "Reason", "{card} goes onto a table only from your hand, to your own table."
            ),
            "tiny.deck_size": QT_TRANSLATE_NOOP(
                "Reason", "A tiny deck holds at most {limit} cards, not {count}."
            ),
        },
    )
)
