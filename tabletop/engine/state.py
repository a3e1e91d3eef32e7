"""Game state: zones, card instances, per-player counters and game values.

The state is plain data. Only :class:`tabletop.engine.transaction.Transaction` changes it during
play, so that every change is recorded for undo, redo and change sets.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from .records import as_made
from .zones import Visibility, Zone

Scalar = str | int | bool | None
ROTATIONS = (0, 90, 180, 270)
SEATS = (0, 1)


@dataclass(slots=True, eq=False)
class CardInstance:
    """One physical card on the table. ``card_id`` names its card in the database.

    Equal when every field is (written out: a game's states are compared card by card, and
    the generated comparison built two tuples for each card)."""

    uid: int
    card_id: str
    owner: int
    zone: str
    face_up: bool = True
    rotation: int = 0
    counters: dict[str, int] = field(default_factory=dict)

    def __init__(
        self,
        uid: int,
        card_id: str,
        owner: int,
        zone: str,
        face_up: bool = True,
        rotation: int = 0,
        counters: dict[str, int] | None = None,
    ) -> None:
        # Written out: compiled (packaging/native.py), a quick native __init__ instead of the
        # dataclass's Python one (a game sets up some 120 cards).
        self.uid = uid
        self.card_id = card_id
        self.owner = owner
        self.zone = zone
        self.face_up = face_up
        self.rotation = rotation
        self.counters = {} if counters is None else counters

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return as_made(self)  # pickled as made (see as_made)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardInstance):
            return NotImplemented
        return (
            self.uid == other.uid
            and self.zone == other.zone
            and self.card_id == other.card_id
            and self.face_up == other.face_up
            and self.rotation == other.rotation
            and self.owner == other.owner
            and self.counters == other.counters
        )

    def copy(self) -> CardInstance:
        """A copy with its own counters."""
        return CardInstance(
            self.uid,
            self.card_id,
            self.owner,
            self.zone,
            self.face_up,
            self.rotation,
            dict(self.counters),
        )


@dataclass
class GameState:
    """Everything on the table. Equality compares every zone, card, counter and value.

    ``derived`` holds facts a ruleset worked out from the state as it stands (its legal
    actions), so that asking twice costs one working-out; every change a transaction, an undo
    or a redo makes empties it. It is no part of the state: equality, copies and snapshots
    leave it out. A test that arranges a state by hand, not through a transaction, calls
    :meth:`forget_derived` afterwards.
    """

    zones: dict[str, Zone] = field(default_factory=dict)
    cards: dict[int, CardInstance] = field(default_factory=dict)
    counters: tuple[dict[str, int], dict[str, int]] = field(default_factory=lambda: ({}, {}))
    values: dict[str, Scalar] = field(default_factory=dict)
    derived: dict[Hashable, Any] = field(default_factory=dict, compare=False, repr=False)

    def forget_derived(self) -> None:
        """Drop the derived facts (after a change made outside a transaction)."""
        self.derived.clear()

    def add_zone(
        self,
        zone_id: str,
        owner: int | None,
        visibility: Visibility,
        face_up: bool | None = None,
    ) -> Zone:
        """Create an empty zone (setup only)."""
        if zone_id in self.zones:
            raise ValueError(f"zone {zone_id!r} exists")
        zone = self.zones[zone_id] = Zone(zone_id, owner, visibility, [], face_up)
        return zone

    def add_card(self, card_id: str, owner: int, zone_id: str, face_up: bool | None = None) -> int:
        """Create a card instance on top of a zone (setup only); returns its uid."""
        zone = self.zones[zone_id]
        uid = len(self.cards) + 1
        while uid in self.cards:
            uid += 1
        face = face_up if face_up is not None else zone.face_up is not False
        self.cards[uid] = CardInstance(uid, card_id, owner, zone_id, face)
        zone.cards.append(uid)
        return uid

    def zone_of(self, uid: int) -> Zone:
        """The zone holding a card."""
        return self.zones[self.cards[uid].zone]

    def can_see(self, seat: int, uid: int) -> bool:
        """Whether ``seat`` may see the face of card ``uid`` where it lies now."""
        card = self.cards[uid]
        zone = self.zones[card.zone]
        if zone.visibility is Visibility.HIDDEN:
            return card.face_up
        if zone.visibility is Visibility.OWNER:
            return seat == zone.owner
        return card.face_up or seat == card.owner

    def copy(self) -> GameState:
        """A deep copy."""
        return GameState(
            {zid: z.copy() for zid, z in self.zones.items()},
            {uid: c.copy() for uid, c in self.cards.items()},
            (dict(self.counters[0]), dict(self.counters[1])),
            dict(self.values),
        )

    def to_json(self) -> dict[str, Any]:
        """A JSON snapshot (for tests, bug reports and debugging, not for saves)."""
        return {
            "zones": {
                zid: {"owner": z.owner, "visibility": z.visibility.value, "cards": list(z.cards)}
                for zid, z in sorted(self.zones.items())
            },
            "cards": {
                str(uid): {
                    "card_id": c.card_id,
                    "owner": c.owner,
                    "zone": c.zone,
                    "face_up": c.face_up,
                    "rotation": c.rotation,
                    "counters": dict(c.counters),
                }
                for uid, c in sorted(self.cards.items())
            },
            "counters": [dict(sorted(c.items())) for c in self.counters],
            "values": dict(sorted(self.values.items())),
        }
