"""Dragon Ball GT deck construction (shared/rules/dbgt.md §2): every broken rule, not the first.

:func:`check_dbgt_deck` is registered as the ``"dbgt"`` deck checker
(:mod:`tabletop.games.deck_check`). Each broken rule is a
:class:`~tabletop.cards.decklist.DeckIssue` with a code from :data:`DBGT_DECK_CODES` and the
numbers a player needs to fix it. Limits come from the ruleset profile
(:class:`~tabletop.games.dbgt.profile.DbgtParams`), never from constants here.

The sections: ``[main personality]`` holds the Main Personality (MP) levels and, with hi-tech
levels, their backer; ``[life deck]`` holds everything else, allies included (a personality card
in the Life Deck is an ally).

:class:`~tabletop.cards.decklist.DeckList` keeps no line numbers: an issue about one card carries
``section`` and ``id`` in its params, and its ``line`` is the entry's ``line`` attribute when
the deck model provides one, else None.
"""

from __future__ import annotations

import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final

from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import DeckEntry, DeckIssue, DeckList
from tabletop.cards.models import (
    Backer,
    Card,
    DbgtCardBase,
    DragonBall,
    Mastery,
    Personality,
)
from tabletop.games.profiles import validate_params

from .profile import GAME_ID, MANDATORY_MP_LEVELS, DbgtParams, ally_max_level

MP_SECTION: Final = "main personality"
LIFE_SECTION: Final = "life deck"

#: Every code :func:`check_dbgt_deck` reports (params in brackets).
DBGT_DECK_CODES: Final = (
    "dbgt.not_dbgt_deck",  # the deck is not a Dragon Ball GT deck (game)
    "dbgt.unknown_card",  # a card id not in the card database (section, id)
    "dbgt.wrong_game",  # a card of another game (section, id, game)
    "dbgt.wrong_section",  # a card in a section where it cannot be (section, id, name, type)
    "dbgt.deck_size",  # Life Deck + MP set outside the allowed size (count, min, max)
    "dbgt.mp_missing",  # no personality card in [main personality] ()
    "dbgt.mp_characters",  # the MP levels are of more than one character (characters)
    "dbgt.mp_level_missing",  # a mandatory MP level (1-3) is missing (character, level)
    "dbgt.mp_level_gap",  # an optional MP level is missing below a higher one (character, level)
    "dbgt.mp_level_repeated",  # an MP level is there more than once (character, level, count)
    "dbgt.mp_level_too_high",  # an MP level above the allowed maximum (id, level, max)
    "dbgt.backer_missing",  # hi-tech MP levels without a backer card (character)
    "dbgt.backer_count",  # more than one backer card (count)
    "dbgt.backer_unneeded",  # a backer without any hi-tech MP level (id, name)
    "dbgt.backer_name",  # a named backer for another character (id, name, backer_for, character)
    "dbgt.backer_style",  # a styled backer without that declared style (id, name, style, declared)
    "dbgt.named_card",  # a card named for a character the deck does not use (id, name, character)
    "dbgt.alignment_card",  # a hero/villain card of another alignment (id, name, marker, alignment)
    "dbgt.style_mastery",  # declared style without exactly 1 Mastery of it (style, count)
    "dbgt.style_no_card",  # declared style without another card of that style (style)
    "dbgt.style_heritage",  # the style needs an MP of a heritage (style, heritage, mp_heritage)
    "dbgt.mastery_without_style",  # a Mastery not of the declared style (id, name, style, declared)
    "dbgt.dragon_balls_mixed",  # Dragon Balls of more than one set (sets)
    "dbgt.dragon_balls_incomplete",  # a Dragon Ball set without all of 1-7 (set, missing)
    "dbgt.ally_same_character",  # an ally of the MP's own character (id, name, character)
    "dbgt.ally_alignment",  # an ally not of the MP's alignment (id, name, alignment, mp_alignment)
    "dbgt.ally_hi_tech",  # a hi-tech personality used as an ally (id, name)
    "dbgt.ally_level_too_high",  # an ally above the highest ally level (id, name, level, max)
    "dbgt.ally_level_run",  # an ally level without the level below it (character, level, missing)
    "dbgt.copy_limit",  # more copies of a card than allowed (id, name, count, limit)
    "dbgt.banned",  # a card whose limit per deck is 0 (id, name, count)
)


@dataclass(frozen=True)
class _Line:
    """One deck entry with its section and card (None: not in the database)."""

    section: str
    entry: DeckEntry
    card: Card | None

    @property
    def line(self) -> int | None:
        value = getattr(self.entry, "line", None)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def issue(self, code: str, **params: Any) -> DeckIssue:
        return DeckIssue(
            code, self.line, {"section": self.section, "id": self.entry.card_id, **params}
        )


def _name_key(name: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _starts_with_name(title: str, name: str) -> bool:
    """Does ``title`` start with the word(s) ``name`` ("Goku's Touch" and "Goku")?"""
    title_key, name_key = _name_key(title), _name_key(name)
    rest = title_key[len(name_key) : len(name_key) + 1]
    return title_key.startswith(name_key) and not (rest.isalnum() or rest == "-")


def _params(profile: Mapping[str, Any] | None) -> DbgtParams:
    params = validate_params(GAME_ID, profile)
    if not isinstance(params, DbgtParams):  # pragma: no cover - another model registered
        raise TypeError(f"the {GAME_ID} profile model is {type(params).__name__}")
    return params


def check_dbgt_deck(
    deck: DeckList, database: CardDatabase, profile: Mapping[str, Any] | None = None
) -> list[DeckIssue]:
    """Every construction rule ``deck`` breaks under ``profile`` (None: the default profile).

    Raises :class:`~tabletop.games.profiles.ProfileError` for an invalid profile.
    """
    params = _params(profile)
    if deck.game != GAME_ID:
        return [DeckIssue("dbgt.not_dbgt_deck", None, {"game": deck.game})]
    return _Checker(deck, database, params).run()


class _Checker:
    """One check of one deck: the lines sorted out once, then each rule in turn."""

    def __init__(self, deck: DeckList, database: CardDatabase, params: DbgtParams) -> None:
        self.deck = deck
        self.params = params
        self.issues: list[DeckIssue] = []
        self.lines = [
            _Line(section.name, entry, database.get(entry.card_id))
            for section in deck.sections
            for entry in section.entries
        ]
        # The cards the rules look at: dbgt cards of the database, in a section they can be in.
        self.mp: list[tuple[_Line, Personality]] = []
        self.backers: list[tuple[_Line, Backer]] = []
        self.life: list[tuple[_Line, DbgtCardBase]] = []
        for line in self.lines:
            self._sort(line)
        self.mp_character, self.mp_card = self._main_character()

    def _sort(self, line: _Line) -> None:
        card = line.card
        if card is None:
            self.issues.append(line.issue("dbgt.unknown_card"))
        elif not isinstance(card, DbgtCardBase):
            self.issues.append(line.issue("dbgt.wrong_game", game=card.game))
        elif line.section == MP_SECTION:
            if isinstance(card, Personality):
                self.mp.append((line, card))
            elif isinstance(card, Backer):
                self.backers.append((line, card))
            else:
                self.issues.append(line.issue("dbgt.wrong_section", name=card.name, type=card.type))
        elif line.section == LIFE_SECTION and not isinstance(card, Backer):
            self.life.append((line, card))
        else:
            self.issues.append(line.issue("dbgt.wrong_section", name=card.name, type=card.type))

    def _main_character(self) -> tuple[str | None, Personality | None]:
        """The MP's character: the one with the most level cards (first written on a tie)."""
        if not self.mp:
            return None, None
        counts = Counter(card.character for _, card in self.mp)
        character = max(counts, key=lambda c: counts[c])  # max keeps the first on ties
        first = next(card for _, card in self.mp if card.character == character)
        return character, first

    @property
    def allies(self) -> Iterator[tuple[_Line, Personality]]:
        for line, card in self.life:
            if isinstance(card, Personality):
                yield line, card

    def run(self) -> list[DeckIssue]:
        self._deck_size()
        self._main_personality()
        self._backers()
        self._named_and_aligned()
        self._style()
        self._dragon_balls()
        self._allies()
        self._copy_limits()
        return self.issues

    # --- the rules ---------------------------------------------------------------------------

    def _deck_size(self) -> None:
        size = self.params.deck.deck_size
        count = self.deck.count()
        if not size.min <= count <= size.max:
            self.issues.append(
                DeckIssue(
                    "dbgt.deck_size", None, {"count": count, "min": size.min, "max": size.max}
                )
            )

    def _main_personality(self) -> None:
        if self.mp_character is None:
            self.issues.append(DeckIssue("dbgt.mp_missing"))
            return
        characters = sorted({card.character for _, card in self.mp})
        if len(characters) > 1:
            line = next(ln for ln, card in self.mp if card.character != self.mp_character)
            self.issues.append(
                DeckIssue("dbgt.mp_characters", line.line, {"characters": characters})
            )
        own = [(line, card) for line, card in self.mp if card.character == self.mp_character]
        counts: Counter[int] = Counter()
        for line, card in own:
            counts[card.level] += line.entry.count
        top_allowed = self.params.deck.mp_max_level
        for line, card in own:
            if card.level > top_allowed:
                self.issues.append(
                    line.issue(
                        "dbgt.mp_level_too_high", name=card.name, level=card.level, max=top_allowed
                    )
                )
        for level in sorted(counts):
            if counts[level] > 1:
                params = {"character": self.mp_character, "level": level, "count": counts[level]}
                self.issues.append(DeckIssue("dbgt.mp_level_repeated", None, params))
        highest = max(counts)
        for level in range(1, max(highest, MANDATORY_MP_LEVELS) + 1):
            if level not in counts:
                code = (
                    "dbgt.mp_level_missing" if level <= MANDATORY_MP_LEVELS else "dbgt.mp_level_gap"
                )
                self.issues.append(
                    DeckIssue(code, None, {"character": self.mp_character, "level": level})
                )

    def _backers(self) -> None:
        hi_tech = any(card.hi_tech for _, card in self.mp)
        count = sum(line.entry.count for line, _ in self.backers)
        if hi_tech and count == 0:
            self.issues.append(
                DeckIssue("dbgt.backer_missing", None, {"character": self.mp_character})
            )
        if count > 1:
            line = self.backers[0][0] if len(self.backers) == 1 else self.backers[1][0]
            self.issues.append(DeckIssue("dbgt.backer_count", line.line, {"count": count}))
        for line, backer in self.backers:
            if not hi_tech:
                self.issues.append(line.issue("dbgt.backer_unneeded", name=backer.name))
            if (
                backer.backer_for_name is not None
                and self.mp_character is not None
                and (_name_key(backer.backer_for_name) != _name_key(self.mp_character))
            ):
                self.issues.append(
                    line.issue(
                        "dbgt.backer_name",
                        name=backer.name,
                        backer_for=backer.backer_for_name,
                        character=self.mp_character,
                    )
                )
            if backer.backer_style is not None and backer.backer_style != self.deck.style:
                self.issues.append(
                    line.issue(
                        "dbgt.backer_style",
                        name=backer.name,
                        style=backer.backer_style,
                        declared=self.deck.style,
                    )
                )

    def _named_and_aligned(self) -> None:
        used = {_name_key(card.character) for _, card in self.mp}
        used |= {_name_key(card.character) for _, card in self.allies}
        alignment = self.mp_card.alignment if self.mp_card is not None else None
        for line, card in self.life:
            if card.named_for is not None and _name_key(card.named_for) not in used:
                self.issues.append(
                    line.issue("dbgt.named_card", name=card.name, character=card.named_for)
                )
            if (
                alignment is not None
                and card.alignment_marker is not None
                and card.alignment_marker != alignment
            ):
                self.issues.append(
                    line.issue(
                        "dbgt.alignment_card",
                        name=card.name,
                        marker=card.alignment_marker,
                        alignment=alignment,
                    )
                )

    def _style(self) -> None:
        declared = self.deck.style
        masteries = [(line, card) for line, card in self.life if isinstance(card, Mastery)]
        for line, card in masteries:
            if card.style != declared:
                self.issues.append(
                    line.issue(
                        "dbgt.mastery_without_style",
                        name=card.name,
                        style=card.style,
                        declared=declared,
                    )
                )
        if declared is None:
            return
        count = sum(line.entry.count for line, card in masteries if card.style == declared)
        if count != 1:
            self.issues.append(
                DeckIssue("dbgt.style_mastery", None, {"style": declared, "count": count})
            )
        styled = (
            card
            for _, card in self.life
            if not isinstance(card, Mastery) and getattr(card, "style", None) == declared
        )
        if next(styled, None) is None:
            self.issues.append(DeckIssue("dbgt.style_no_card", None, {"style": declared}))
        heritage = self.params.deck.style_heritage.get(declared)
        if heritage is not None and self.mp_card is not None and self.mp_card.heritage != heritage:
            params = {"style": declared, "heritage": heritage, "mp_heritage": self.mp_card.heritage}
            self.issues.append(DeckIssue("dbgt.style_heritage", None, params))

    def _dragon_balls(self) -> None:
        numbers: dict[str, set[int]] = defaultdict(set)
        sizes: Counter[str] = Counter()
        for line, card in self.life:
            if isinstance(card, DragonBall):
                numbers[card.db_set].add(card.db_number)
                sizes[card.db_set] += line.entry.count
        if not numbers:
            return
        if len(numbers) > 1:
            sets = list(numbers)
            self.issues.append(DeckIssue("dbgt.dragon_balls_mixed", None, {"sets": sets}))
        main = max(numbers, key=lambda s: (len(numbers[s]), sizes[s]))
        missing = [n for n in range(1, 8) if n not in numbers[main]]
        if missing:
            params = {"set": main, "missing": missing}
            self.issues.append(DeckIssue("dbgt.dragon_balls_incomplete", None, params))

    def _allies(self) -> None:
        mp = self.mp_card
        top = (
            ally_max_level(self.params, max(card.level for _, card in self.mp)) if self.mp else None
        )
        by_level: dict[str, Counter[int]] = defaultdict(Counter)
        for line, card in self.allies:
            if mp is not None and _name_key(card.character) == _name_key(mp.character):
                self.issues.append(
                    line.issue("dbgt.ally_same_character", name=card.name, character=card.character)
                )
            if mp is not None and card.alignment != mp.alignment:
                self.issues.append(
                    line.issue(
                        "dbgt.ally_alignment",
                        name=card.name,
                        alignment=card.alignment,
                        mp_alignment=mp.alignment,
                    )
                )
            if card.hi_tech:
                self.issues.append(line.issue("dbgt.ally_hi_tech", name=card.name))
            if top is not None and card.level > top:
                self.issues.append(
                    line.issue(
                        "dbgt.ally_level_too_high", name=card.name, level=card.level, max=top
                    )
                )
            by_level[card.character][card.level] += line.entry.count
        # Whole runs from level 1: every card of level L > 1 sits on a card of level L - 1.
        for character, counts in by_level.items():
            for level in sorted(counts):
                if level > 1 and counts[level] > counts[level - 1]:
                    params = {"character": character, "level": level, "missing": level - 1}
                    self.issues.append(DeckIssue("dbgt.ally_level_run", None, params))

    def _copy_limits(self) -> None:
        """Copies by card name (allies by card id); MP levels and backers are not counted."""
        limits = self.params.deck.copy_limits
        mp_name = self.mp_character
        groups: dict[str, list[tuple[_Line, DbgtCardBase]]] = defaultdict(list)
        for line, card in self.life:
            key = f"id:{card.id}" if isinstance(card, Personality) else _name_key(card.name)
            groups[key].append((line, card))
        for group in groups.values():
            count = sum(line.entry.count for line, _ in group)
            line, card = group[0]
            if card.limit_per_deck is not None:
                limit = card.limit_per_deck
            elif isinstance(card, DragonBall):
                limit = limits.dragon_ball
            elif isinstance(card, Personality):
                limit = limits.ally
            elif mp_name is not None and _starts_with_name(card.name, mp_name):
                limit = limits.mp_named
            else:
                limit = limits.default
            if limit == 0:
                self.issues.append(line.issue("dbgt.banned", name=card.name, count=count))
            elif count > limit:
                where = group[-1][0] if len(group) > 1 else line
                self.issues.append(
                    where.issue("dbgt.copy_limit", name=card.name, count=count, limit=limit)
                )
