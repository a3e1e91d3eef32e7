"""The game registry: every game's :class:`GameDescriptor` (what the interface shows of the game:
its name, deck sections, card types and colours, demo decks, messages and calculators) under its
game id, registered with the rest of the game by its record
(:func:`tabletop.games.registration.register_game`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.engine.errors import EngineError
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.engine.ruleset import Ruleset

from .messages import register_messages
from .packages import GAME_PACKAGES, RULESETS, import_game

if TYPE_CHECKING:
    from .computer import ComputerPlay

UNKNOWN_GAME = "unknown_game"

DEFAULT_GAME = "dbgt"
"""The game a new game plays when nothing says which."""

FREE = "free"
"""The free table (no rules)."""


def _no_decks() -> list[Path]:
    return []


def _no_options() -> list[tuple[str, str]]:
    return []


@dataclass(frozen=True)
class Calculator:
    """A damage calculator a game offers (the calculator dock shows one panel per ``kind``:
    ``pat`` or ``points``, see :meth:`Ruleset.damage_calculation` for their figures)."""

    kind: str
    compute: Callable[[Mapping[str, Any]], dict[str, Any]]
    """The result for the figures a player typed, as :meth:`Ruleset.damage_calculation`
    gives it (a ``pat`` result also carries ``letters`` and ``grid``: the table drawn)."""
    options: Callable[[], list[tuple[str, str]]] = _no_options
    """``(id, name)`` of the tables to choose from (``pat``)."""


@dataclass(frozen=True)
class CardBand:
    """The colour band of a drawn card face: the first of ``fields`` the card has set picks
    ``(band, text)`` colours from ``colours``; ``default`` when none is set."""

    fields: tuple[str, ...]
    colours: Mapping[str, tuple[str, str]]
    default: str = ""


@dataclass(frozen=True)
class GameDescriptor:
    """What the interface knows of a game, Qt-free. Words are marked with
    ``QT_TRANSLATE_NOOP`` (contexts ``Game``, ``CardType``, ``DeckSection``, ``Reason``)
    and translated where they are shown."""

    id: str
    name: str
    """The game's name (context ``Game``)."""
    card_types: Mapping[str, str] = field(default_factory=dict)
    """Card type -> its name (context ``CardType``)."""
    section_names: Mapping[str, str] = field(default_factory=dict)
    """Deck section -> its title (context ``DeckSection``)."""
    paper: str = "#ffffff"
    """The paper colour of a drawn card face."""
    band: CardBand | None = None
    demo_decks: Callable[[], list[Path]] = _no_decks
    """The bundled demo decks (a new game deals them when no deck is chosen)."""
    messages: Mapping[str, str] = field(default_factory=dict)
    """The game's own message codes -> texts (context ``Reason``): refusals, prompts. They join
    the words of :mod:`tabletop.games.messages` when the descriptor is registered."""
    card_group: str | None = None
    """The card field the deck editor shows and filters by (``style``, ``team``)."""
    card_group_values: tuple[str, ...] | None = None
    """The values of :attr:`card_group` offered (None: those the cards have)."""
    calculators: tuple[Calculator, ...] = ()
    computer: Callable[[], ComputerPlay] | None = None
    """The game's evaluation and search parameters for the computer opponent (None: it plays
    at random)."""

    @property
    def sections(self) -> tuple[str, ...]:
        """The sections of the game's deck files, in file order."""
        from tabletop.cards.decklist import sections

        return sections(self.id)

    @property
    def deck_styles(self) -> bool:
        """Whether a deck of the game declares a fighting style."""
        from tabletop.cards.decklist import allows_style

        return allows_style(self.id)


DESCRIPTORS: dict[str, GameDescriptor] = {}


def register_descriptor(descriptor: GameDescriptor) -> GameDescriptor:
    """Make ``descriptor`` the description of its game (a game package calls this)."""
    known = DESCRIPTORS.get(descriptor.id)
    if known is not None and known != descriptor:
        raise TypeError(f"game descriptor {descriptor.id!r} registered twice")
    DESCRIPTORS[descriptor.id] = descriptor
    if descriptor.messages:
        register_messages("Reason", descriptor.messages)
    return descriptor


def descriptor(game_id: str) -> GameDescriptor | None:
    """The descriptor of ``game_id`` (its package imported first), None for an unknown game."""
    import_game(game_id)
    return DESCRIPTORS.get(game_id)


def descriptors() -> list[GameDescriptor]:
    """The descriptors of every bundled and registered game (packages imported), bundled
    games first, the free table last."""
    for game_id in GAME_PACKAGES:
        import_game(game_id)
    order = [*GAME_PACKAGES, *sorted(g for g in DESCRIPTORS if g not in GAME_PACKAGES)]
    found = [DESCRIPTORS[g] for g in order if g in DESCRIPTORS and g != FREE]
    return [*found, DESCRIPTORS[FREE]]


def calculator(kind: str) -> Calculator | None:
    """The calculator of ``kind`` some game offers (bundled games imported), None if none."""
    for found in descriptors():
        for calc in found.calculators:
            if calc.kind == kind:
                return calc
    return None


def _free_decks() -> list[Path]:
    """The free table deals the Dragon Ball GT demo decks (the first bundled game's)."""
    first = DESCRIPTORS.get(DEFAULT_GAME) if import_game(DEFAULT_GAME) else None
    return first.demo_decks() if first is not None else []


register_descriptor(
    GameDescriptor(FREE, QT_TRANSLATE_NOOP("Game", "Free table (no rules)"), demo_decks=_free_decks)
)


def make_ruleset(game_id: str, profile: Mapping[str, Any] | None = None) -> Ruleset:
    """A ruleset instance for ``game_id``; raises :class:`EngineError` (``unknown_game``)."""
    import_game(game_id)
    cls = RULESETS.get(game_id)
    if cls is None:
        raise EngineError(UNKNOWN_GAME, game=game_id)
    return cls(profile)
