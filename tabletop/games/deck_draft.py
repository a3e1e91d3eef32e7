"""A deck being built, without a window: its game, name and style, the cards of each section
(in order, at most 99 of a card in a row), whether it has changes not saved yet, and its
legality under the game's construction rules (:func:`tabletop.games.deck_check.check_deck`).

The deck editor (:mod:`tabletop.ui.dialogs.deck_editor`) is a view of one draft: its buttons
and keys call the draft's edits and redraw what the draft holds.

>>> from tabletop.cards import default_database
>>> draft = DeckDraft(default_database(), "dbgt")
>>> draft.add("SAI-1", "life deck")
True
>>> draft.rows("life deck"), draft.dirty
([('SAI-1', 1)], True)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import (
    DeckEntry,
    DeckList,
    DeckSection,
    allows_style,
    is_clean_text,
    sections,
)
from tabletop.cards.models import STYLES, Game

from .deck_check import DeckReport, check_deck

MOST_OF_A_CARD = 99
"""The most copies of a card one row of a section holds."""
LONGEST_WRITTEN_NAME = 200
"""A card name longer than this is not written beside its id in the deck file."""

#: A row of the deck to select after an edit: (section, card id), or (section, None) for the
#: section itself.
Selection = tuple[str, str | None]


@dataclass
class _Row:
    card_id: str
    count: int


class DeckDraft:
    """The deck being built for ``game`` from the cards of ``database``: empty, unnamed, no
    style, not saved anywhere."""

    def __init__(self, database: CardDatabase, game: Game) -> None:
        self.database = database
        self.game: Game = game
        #: The deck's name as typed (spaces are tidied when it is written).
        self.name = ""
        #: The declared fighting style (None: none; only a game that allows one writes it).
        self.style: str | None = None
        #: The deck file the draft was read from or saved to (None: not saved yet).
        self.path: Path | None = None
        #: Whether the draft has changes not saved yet.
        self.dirty = False
        self._rows: dict[str, list[_Row]] = {}
        self.restart(game)

    # --- reading -------------------------------------------------------------------------------

    def sections(self) -> tuple[str, ...]:
        """The sections of the draft's game, in file order."""
        return sections(self.game)

    def rows(self, section: str) -> list[tuple[str, int]]:
        """The ``(card id, count)`` rows of ``section``, in order."""
        return [(row.card_id, row.count) for row in self._rows.get(section, [])]

    def has_cards(self) -> bool:
        """Whether any section holds a card."""
        return any(self._rows.values())

    def count(self) -> int:
        """How many cards the deck holds."""
        return sum(count for name in self.sections() for _, count in self.rows(name))

    def to_decklist(self) -> DeckList:
        """The draft as a :class:`~tabletop.cards.decklist.DeckList`: each card's name written
        beside its id when it is clean text of a sensible length; the name's spaces tidied
        (no name when it is empty or not clean text); the style only where the game allows
        one."""
        written_sections = []
        for name in self.sections():
            entries = []
            for card_id, count in self.rows(name):
                card = self.database.get(card_id)
                written = card.name if card is not None and is_clean_text(card.name) else None
                if written is not None and len(written) > LONGEST_WRITTEN_NAME:
                    written = None
                entries.append(DeckEntry(count=count, card_id=card_id, written_name=written))
            written_sections.append(DeckSection(name=name, entries=tuple(entries)))
        title = " ".join(self.name.split())
        return DeckList(
            game=self.game,
            name=title if title and is_clean_text(title) else None,
            style=self.style if allows_style(self.game) else None,
            sections=tuple(written_sections),
        )

    def report(self) -> DeckReport:
        """Every construction rule of the draft's game the deck breaks now (and its
        warnings)."""
        return check_deck(self.to_decklist(), self.database)

    # --- edits (each marks the draft changed) ------------------------------------------------

    def add(self, card_id: str, section: str, count: int = 1) -> bool:
        """Add ``count`` copies of card ``card_id`` to ``section`` (a row of its own, or more
        in its row; at most :data:`MOST_OF_A_CARD`); False, and nothing changes, for a card
        unknown or of another game, or a section the game's decks do not have."""
        card = self.database.get(card_id)
        if card is None or card.game != self.game or section not in self.sections():
            return False
        rows = self._rows.setdefault(section, [])
        for row in rows:
            if row.card_id == card.id:
                row.count = min(MOST_OF_A_CARD, row.count + count)
                break
        else:
            rows.append(_Row(card.id, min(MOST_OF_A_CARD, count)))
        self.dirty = True
        return True

    def change_count(self, section: str, card_id: str, delta: int) -> Selection | None:
        """Add (``delta`` above 0) or remove copies of ``card_id`` in ``section``; a row that
        reaches 0 goes. The row to select after it ((section, None) once the row is gone);
        None, and nothing changes, when the section has no such row."""
        rows = self._rows.get(section, [])
        for row in rows:
            if row.card_id == card_id:
                row.count = max(0, min(MOST_OF_A_CARD, row.count + delta))
                self.dirty = True
                if row.count == 0:
                    rows.remove(row)
                    return section, None
                return section, card_id
        return None

    def move(self, section: str, card_id: str, step: int) -> bool:
        """Move the row of ``card_id`` ``step`` places up (below 0) or down in ``section`` (a
        team's Match Slot order); False, and nothing changes, past either end."""
        rows = self._rows.get(section, [])
        at = next((i for i, row in enumerate(rows) if row.card_id == card_id), None)
        if at is None or not 0 <= at + step < len(rows):
            return False
        rows[at], rows[at + step] = rows[at + step], rows[at]
        self.dirty = True
        return True

    def rename(self, name: str) -> None:
        """The deck's name is now ``name`` (as typed)."""
        self.name = name
        self.dirty = True

    def declare_style(self, style: str | None) -> None:
        """The deck declares fighting style ``style`` (None: none)."""
        self.style = style if style in STYLES else None
        self.dirty = True

    # --- whole decks -----------------------------------------------------------------------------

    def restart(self, game: Game) -> None:
        """An empty deck of ``game``: no cards, no name, no style, no file, no changes."""
        self.game = game
        self._rows = {name: [] for name in sections(game)}
        self.name, self.style, self.path, self.dirty = "", None, None, False

    def load(self, deck: DeckList) -> None:
        """The draft becomes ``deck`` (its game, name, style and cards; a card listed twice in
        a section is one row of both counts, at most :data:`MOST_OF_A_CARD`), with no changes
        and no file (see :meth:`opened`)."""
        self.restart(deck.game)
        self.name = deck.name or ""
        self.style = deck.style if deck.style in STYLES else None
        for section in deck.sections:
            rows = self._rows.setdefault(section.name, [])
            for entry in section.entries:
                existing = next((row for row in rows if row.card_id == entry.card_id), None)
                if existing is not None:
                    existing.count = min(MOST_OF_A_CARD, existing.count + entry.count)
                else:
                    rows.append(_Row(entry.card_id, entry.count))

    def opened(self, path: Path, partial: bool) -> None:
        """The draft was read from ``path``: a file read whole is the draft's file, with no
        changes; one read in part (some lines refused) is a new deck, changed."""
        self.path = None if partial else path
        self.dirty = partial

    def saved(self, path: Path) -> None:
        """The draft was written to ``path``: it is the draft's file, with no changes."""
        self.path = path
        self.dirty = False
