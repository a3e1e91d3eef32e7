"""Deck construction rules of the Yu Yu Hakusho TCG (yyh.md §2, yyh-research.md §3 and §12).

A deck is a ``[team]`` of exactly 4 starting characters, one copy each (the Match Slot order is
the file order), and a ``[deck]`` of at least ``deck_min`` other cards, characters allowed. A
card may appear at most ``copy_limit`` times in team and deck together, and a card printed
"Limit N per Deck" at most N times (0: banned).

Copies are counted by card, not by print: reprints with the same name in other sets (*Burst of
Power* GF-G178 and DT-R1, both "Limit 1 per Deck") count together, and the lowest printed limit
among them applies. Characters of the same name but another title ("Yusuke" and "Yusuke,
Resurrected") are different cards.

The sources give no alignment, Team Symbol or Team Leader restriction on construction, and no
banned list (yyh-research.md §3, §15 questions 12-13); *The Dark One* (DT-G0) may be played by
anyone. Whether the starting four need different names is an open question: not checked.

Limits come from the ruleset profile (:class:`~tabletop.games.yyh.profile.YyhParams`).

:class:`~tabletop.cards.decklist.DeckList` keeps no line numbers: an issue about one card carries
its ``id`` (and ``section``) in its params, and its ``line`` is the entry's ``line`` attribute
when the deck model provides one, else None. Whole-deck issues have no line.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import DeckEntry, DeckIssue, DeckList
from tabletop.cards.models import Card, Character
from tabletop.games.profiles import validate_params
from tabletop.games.yyh.profile import GAME_ID, TEAM_SIZE, YyhParams

#: Every reason code :func:`check_yyh_deck` reports, with its parameters.
YYH_DECK_CODES: tuple[str, ...] = (
    "yyh.not_yyh_deck",  # the deck is not a YYH deck: game
    "yyh.unknown_card",  # no card with this id in the database: id, section
    "yyh.wrong_game",  # the card belongs to another game: id, game, section
    "yyh.team_size",  # the team does not hold exactly 4 starting characters: count, required
    "yyh.team_not_character",  # a team card is not a character: id, name, type
    "yyh.team_duplicate",  # a starting character appears more than once: id, ids, name, count
    "yyh.deck_size",  # fewer than deck_min cards besides the team: count, min
    "yyh.copy_limit",  # more than copy_limit copies (team + deck): id, ids, name, count, limit
    "yyh.card_limit",  # more copies than the card's "Limit N per Deck": id, ids, name, count, limit
    "yyh.banned_card",  # the card may not be played at all (limit 0): id, ids, name, count
)


def _line(entry: DeckEntry) -> int | None:
    """The entry's line in its file, if the deck model records one (it does not yet)."""
    line = getattr(entry, "line", None)
    return line if isinstance(line, int) else None


def card_key(card: Card) -> str:
    """What makes two prints the same card: the full name (NFKC, case and spaces folded)."""
    return " ".join(unicodedata.normalize("NFKC", card.name).casefold().split())


@dataclass
class _Group:
    """All copies of one card (every print of one name) in team and deck."""

    name: str
    count: int = 0
    ids: list[str] = field(default_factory=list)
    limit: int | None = None  # the lowest printed "Limit N per Deck" of its prints
    last: DeckEntry | None = None  # the entry where the count went over a limit, or the last

    def add(self, card: Card, entry: DeckEntry, within: int) -> None:
        if card.id not in self.ids:
            self.ids.append(card.id)
        printed = card.limit_per_deck
        if printed is not None and (self.limit is None or printed < self.limit):
            self.limit = printed
        before = self.count
        self.count += entry.count
        if self.last is None or before <= within:
            self.last = entry

    def params(self, **extra: Any) -> dict[str, Any]:
        return {
            "id": self.ids[0],
            "ids": ", ".join(self.ids),
            "name": self.name,
            "count": self.count,
            **extra,
        }


def yyh_params(profile: Mapping[str, Any] | None) -> YyhParams:
    """The YYH parameters of a profile's ``params`` mapping (None: the default profile).

    Raises :class:`~tabletop.games.profiles.ProfileError` (``bad_profile``) for bad values.
    """
    params = validate_params(GAME_ID, profile)
    if not isinstance(params, YyhParams):  # pragma: no cover - another model registered
        raise TypeError(f"the yyh parameter model is {type(params).__name__}, not YyhParams")
    return params


def check_yyh_deck(
    deck: DeckList, database: CardDatabase, profile: Mapping[str, Any] | None = None
) -> list[DeckIssue]:
    """Every broken construction rule of ``deck`` (codes: :data:`YYH_DECK_CODES`)."""
    params = yyh_params(profile)
    if deck.game != GAME_ID:
        return [DeckIssue("yyh.not_yyh_deck", None, {"game": deck.game})]
    team_section = deck.section("team")
    deck_section = deck.section("deck")
    team = team_section.entries if team_section is not None else ()
    main = deck_section.entries if deck_section is not None else ()

    issues: list[DeckIssue] = []
    known = _known_cards(database, [("team", e) for e in team] + [("deck", e) for e in main])
    issues += known.issues

    team_count = sum(e.count for e in team)
    if team_count != TEAM_SIZE:
        issues.append(
            DeckIssue("yyh.team_size", None, {"count": team_count, "required": TEAM_SIZE})
        )
    issues += _team_cards(team, known.cards)

    deck_count = sum(e.count for e in main)
    if deck_count < params.deck_min:
        issues.append(
            DeckIssue("yyh.deck_size", None, {"count": deck_count, "min": params.deck_min})
        )
    issues += _copy_limits([*team, *main], known.cards, params.copy_limit)
    return issues


@dataclass
class _Known:
    cards: dict[str, Card] = field(default_factory=dict)  # id -> card, YYH cards only
    issues: list[DeckIssue] = field(default_factory=list)


def _known_cards(database: CardDatabase, entries: Iterable[tuple[str, DeckEntry]]) -> _Known:
    """The YYH cards of the entries; unknown and other-game cards reported once per line."""
    known = _Known()
    for section, entry in entries:
        card = database.get(entry.card_id)
        if card is None:
            params: dict[str, Any] = {"id": entry.card_id, "section": section}
            known.issues.append(DeckIssue("yyh.unknown_card", _line(entry), params))
        elif card.game != GAME_ID:
            params = {"id": card.id, "game": card.game, "section": section}
            known.issues.append(DeckIssue("yyh.wrong_game", _line(entry), params))
        else:
            known.cards[card.id] = card
    return known


def _team_cards(team: tuple[DeckEntry, ...], cards: Mapping[str, Card]) -> list[DeckIssue]:
    """Starting characters: characters only, one copy each."""
    issues: list[DeckIssue] = []
    groups: dict[str, _Group] = {}
    for entry in team:
        card = cards.get(entry.card_id)
        if card is None:
            continue
        if not isinstance(card, Character):
            params = {"id": card.id, "name": card.name, "type": card.type}
            issues.append(DeckIssue("yyh.team_not_character", _line(entry), params))
        group = groups.setdefault(card_key(card), _Group(card.name))
        group.add(card, entry, 1)
    for group in groups.values():
        if group.count > 1 and group.last is not None:
            issues.append(DeckIssue("yyh.team_duplicate", _line(group.last), group.params()))
    return issues


def _copy_limits(
    entries: list[DeckEntry], cards: Mapping[str, Card], copy_limit: int
) -> list[DeckIssue]:
    """At most ``copy_limit`` copies of a card, fewer if the card prints a lower limit."""
    groups: dict[str, _Group] = {}
    for entry in entries:
        card = cards.get(entry.card_id)
        if card is None:
            continue
        group = groups.setdefault(card_key(card), _Group(card.name))
        printed = card.limit_per_deck
        group.add(card, entry, min(copy_limit, printed if printed is not None else copy_limit))
    issues: list[DeckIssue] = []
    for group in groups.values():
        line = _line(group.last) if group.last is not None else None
        if group.limit == 0:
            issues.append(DeckIssue("yyh.banned_card", line, group.params()))
        elif group.limit is not None and group.limit < copy_limit and group.count > group.limit:
            issues.append(DeckIssue("yyh.card_limit", line, group.params(limit=group.limit)))
        elif group.count > copy_limit:
            issues.append(DeckIssue("yyh.copy_limit", line, group.params(limit=copy_limit)))
    return issues
