"""Table layouts: where each zone lies on the table, as data a game supplies to the UI.

Coordinates are millimetres on a table of ``size``; a card is :data:`CARD_SIZE` (63 × 88 mm)
upright. Zones are given for seat 0, at the bottom; :meth:`TableLayout.place` mirrors them
(a half turn about the table's centre) for seat 1, at the top.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

CARD_SIZE = (63.0, 88.0)


class ZoneKind(StrEnum):
    """How a zone lays out its cards."""

    PILE = "pile"  # a stack, only the top card shows (deck, discard, life deck)
    ROW = "row"  # side by side, no overlap unless crowded (cards in play)
    FAN = "fan"  # overlapping from left to right (a hand)
    STACK = "stack"  # overlapping downwards, each card's top edge showing (level stacks)
    SLOT = "slot"  # one card, turned as it lies (a fighter, a Match Slot)


@dataclass(frozen=True)
class ZoneLayout:
    """One zone's place. ``zone`` is a zone id, or a pattern with ``{seat}`` for each seat's
    copy (``p{seat}.hand``); ``label`` is a code the UI translates (``hand``, ``life_deck``)."""

    zone: str
    kind: ZoneKind
    rect: tuple[float, float, float, float]
    label: str


@dataclass(frozen=True)
class PlacedZone:
    """A zone placed for one seat: its id, kind, rectangle and label code."""

    zone: str
    seat: int | None
    kind: ZoneKind
    rect: tuple[float, float, float, float]
    label: str
    mirrored: bool


@dataclass(frozen=True)
class TableLayout:
    """Every zone of a game's table."""

    size: tuple[float, float]
    zones: tuple[ZoneLayout, ...]

    def place(self) -> list[PlacedZone]:
        """Every zone for both seats: seat 0 as given, seat 1 turned a half turn; shared zones
        (no ``{seat}`` in the id) once, as given.

        >>> layout = TableLayout((400, 300), (ZoneLayout("p{seat}.deck", ZoneKind.PILE,
        ...     (10, 200, 63, 88), "deck"),))
        >>> [(z.zone, z.rect) for z in layout.place()]
        [('p0.deck', (10, 200, 63, 88)), ('p1.deck', (327, 12, 63, 88))]
        """
        width, height = self.size
        placed: list[PlacedZone] = []
        for zone in self.zones:
            if "{seat}" not in zone.zone:
                placed.append(PlacedZone(zone.zone, None, zone.kind, zone.rect, zone.label, False))
                continue
            x, y, w, h = zone.rect
            placed.append(
                PlacedZone(zone.zone.format(seat=0), 0, zone.kind, zone.rect, zone.label, False)
            )
            mirrored = (width - x - w, height - y - h, w, h)
            placed.append(
                PlacedZone(zone.zone.format(seat=1), 1, zone.kind, mirrored, zone.label, True)
            )
        return placed
