"""Change sets: what an applied action (or an undo, or a redo) changed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .records import as_made, quick_init


@dataclass(frozen=True)
class ChangeSet:
    """The zones, cards, player counters and game values that changed.

    ``revealed`` is set when the acting seat learned a card it could not see (a draw, a search)
    or a card nobody could see was turned up; ``chance`` when a chance event (a shuffle) was
    drawn. Either makes the step irreversible.
    """

    zones: frozenset[str] = frozenset()
    cards: frozenset[int] = frozenset()
    counters: frozenset[tuple[int, str]] = frozenset()
    values: frozenset[str] = frozenset()
    revealed: bool = False
    chance: bool = False

    def __init__(
        self,
        zones: frozenset[str] = frozenset(),
        cards: frozenset[int] = frozenset(),
        counters: frozenset[tuple[int, str]] = frozenset(),
        values: frozenset[str] = frozenset(),
        revealed: bool = False,
        chance: bool = False,
    ) -> None:
        # Written for a quick native __init__ compiled (a third of a NamedTuple's time, see
        # tabletop/engine/records.py); as Python, quick_init's takes its place.
        self.zones = zones  # type: ignore[misc]
        self.cards = cards  # type: ignore[misc]
        self.counters = counters  # type: ignore[misc]
        self.values = values  # type: ignore[misc]
        self.revealed = revealed  # type: ignore[misc]
        self.chance = chance  # type: ignore[misc]

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return as_made(self)  # pickled as made (see as_made)

    @property
    def empty(self) -> bool:
        """True when nothing changed."""
        return not (self.zones or self.cards or self.counters or self.values)

    def __or__(self, other: ChangeSet) -> ChangeSet:
        return ChangeSet(
            self.zones | other.zones,
            self.cards | other.cards,
            self.counters | other.counters,
            self.values | other.values,
            self.revealed or other.revealed,
            self.chance or other.chance,
        )


quick_init(ChangeSet, written=True)  # a call: compiled, a decorated class is a Python one


class ChangeBuilder:
    """Collects changes while a transaction runs."""

    __slots__ = ("cards", "chance", "counters", "revealed", "values", "zones")

    def __init__(self) -> None:
        self.zones: set[str] = set()
        self.cards: set[int] = set()
        self.counters: set[tuple[int, str]] = set()
        self.values: set[str] = set()
        self.revealed = False
        self.chance = False

    def build(self) -> ChangeSet:
        """The frozen change set."""
        return ChangeSet(
            frozenset(self.zones) if self.zones else _NONE,
            frozenset(self.cards) if self.cards else _NONE,
            frozenset(self.counters) if self.counters else _NONE,
            frozenset(self.values) if self.values else _NONE,
            self.revealed,
            self.chance,
        )


_NONE: frozenset[Any] = frozenset()
