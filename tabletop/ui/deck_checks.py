"""Can a deck file be played in a game? Each seat's deck checked for the new-game dialog,
``--deck1/--deck2`` and :meth:`GameSession.new_game`, in the user's language.

A deck that cannot be read, or is for another game, cannot be dealt in any mode; one that breaks
the construction rules of the profile is refused in enforced mode and played in manual mode.
The free table checks no construction rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabletop.cards import CardDatabase, default_database
from tabletop.cards.decklist import DeckIssue, DeckParseResult, read_deck
from tabletop.engine.controller import Mode
from tabletop.engine.errors import CodedError
from tabletop.engine.free_table import FreeTable
from tabletop.games import import_game
from tabletop.i18n.names import seat_name
from tabletop.i18n.reasons import verdict_text
from tabletop.ui.card_labels import game_label

if TYPE_CHECKING:
    from tabletop.ui.session import NewGameOptions


@dataclass(frozen=True)
class DeckCheck:
    """What stands between a deck file and a game, one translated message per problem."""

    unusable: tuple[str, ...] = ()
    """Why the deck cannot be dealt at all, in any mode: the file or a line of it cannot be
    read, or the deck is for another game."""
    broken_rules: tuple[str, ...] = ()
    """The construction rules it breaks under the profile (manual mode may play it anyway)."""

    @property
    def problems(self) -> tuple[str, ...]:
        return self.unusable + self.broken_rules

    @property
    def legal(self) -> bool:
        return not self.problems

    def allowed(self, mode: Mode) -> bool:
        """May a game in ``mode`` start with this deck?"""
        return not self.unusable and (mode == Mode.MANUAL or not self.broken_rules)


def _issue_text(issue: DeckIssue) -> str:
    text = verdict_text(issue.code, issue.params)
    if issue.line is not None:
        text = QCoreApplication.translate("Names", "line {line}: {reason}").format(
            line=issue.line, reason=text
        )
    return text


def check_parsed_deck(
    parsed: DeckParseResult,
    game: str,
    profile: Mapping[str, Any] | None = None,
    db: CardDatabase | None = None,
) -> DeckCheck:
    """:func:`check_deck_file` of a deck already read (``read_deck``)."""
    from tabletop.games.deck_check import check_deck

    deck = parsed.deck
    unusable = [_issue_text(issue) for issue in parsed.errors]
    if deck is None:
        return DeckCheck(tuple(unusable or [verdict_text("unreadable", {})]))
    if game != FreeTable.game_id and deck.game != game:
        other = QCoreApplication.translate("Names", "The deck is for another game ({game}).")
        unusable.insert(0, other.format(game=game_label(deck.game)))
    if unusable or game == FreeTable.game_id:
        return DeckCheck(tuple(unusable))
    try:
        issues = check_deck(deck, db or default_database(), profile).problems
    except CodedError as error:  # an invalid profile: nothing can be checked against it
        return DeckCheck((verdict_text(error.code, error.params),))
    return DeckCheck(broken_rules=tuple(_issue_text(issue) for issue in issues))


def check_deck_file(
    path: Path,
    game: str,
    profile: Mapping[str, Any] | None = None,
    db: CardDatabase | None = None,
) -> DeckCheck:
    """Can the deck file at ``path`` be played in ``game`` under ``profile`` (None: the game's
    default profile)? The free table checks no construction rules."""
    db = db or default_database()
    return check_parsed_deck(read_deck(path, db), game, profile, db)


SeatChecks = tuple[DeckCheck | None, DeckCheck | None]
"""The check of each seat's deck file (None: the seat plays the bundled demo deck)."""


class DecksRefused(ValueError):
    """A new game refused for its decks: :attr:`checks` says what is wrong with each."""

    def __init__(self, checks: SeatChecks) -> None:
        super().__init__("deck_refused")
        self.checks = checks


def deck_checks(options: NewGameOptions, db: CardDatabase | None = None) -> SeatChecks:
    """The check of each deck file the options name, under their game and profile."""
    game = options.game if import_game(options.game) else FreeTable.game_id
    first, second = (
        check_deck_file(path, game, options.profile, db) if path is not None else None
        for path in options.decks
    )
    return first, second


MAX_LISTED_PROBLEMS = 10
"""A message lists this many problems of a deck; the rest are counted."""


def problem_lines(problems: Sequence[str], limit: int = MAX_LISTED_PROBLEMS) -> list[str]:
    """``problems`` as bullet lines, those past ``limit`` counted in a last line."""
    lines = [f"  • {problem}" for problem in problems[:limit]]
    if len(problems) > limit:
        more = QCoreApplication.translate("Names", "  … and {count} more.")
        lines.append(more.format(count=len(problems) - limit))
    return lines


def deck_report(checks: SeatChecks, options: NewGameOptions) -> str:
    """What is wrong with each seat's deck, for a message: a heading naming the player and
    the file, then one line per problem (empty when every deck is legal)."""
    lines: list[str] = []
    for seat, (check, path) in enumerate(zip(checks, options.decks, strict=True)):
        if check is None or path is None or check.legal:
            continue
        heading = (
            QCoreApplication.translate("Names", "The deck of {player} ({file}) cannot be used:")
            if check.unusable
            else QCoreApplication.translate(
                "Names", "The deck of {player} ({file}) breaks the deck rules:"
            )
        )
        lines.append(heading.format(player=seat_name(options.players, seat), file=path.name))
        lines += problem_lines(check.problems)
    return "\n".join(lines)
