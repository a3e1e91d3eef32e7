"""Table layouts: where each zone lies on the table, as data a game supplies to the UI.

Coordinates are millimetres on a table of ``size``; a card is :data:`CARD_SIZE` (63 × 88 mm)
upright. Zones are given for seat 0, at the bottom; :meth:`TableLayout.place` mirrors them
(a half turn about the table's centre) for the seat at the top.

A zone draws its cards at its ``scale`` (the hand and the Main Personality larger than the
cards at the side). Zones that share a ``band`` are laid out anew from what they hold: left to
right across the band's width, each as wide as its cards need, an empty one shrunk to a
labelled slot (:func:`flow`), so the felt goes to the cards in play rather than to empty zones.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

CARD_SIZE = (63.0, 88.0)
SLOT_WIDTH = 32.0
"""Width (mm) of an empty zone of a band: room for its label."""
BAND_GAP = 3.0
"""Room (mm) between two zones of a band."""
CARD_GAP = 4.0
"""Room (mm) between two cards side by side (the table's gap between cards, 8 scene units)."""
ROW_PAD = 4.0
"""Room (mm) at each end of a row of cards."""
EDGE = 0.3
"""How much of a card's width still shows of each card under another in a crowded row (its
left edge, where a face puts what tells cards of a kind apart: a Dragon Ball's number)."""
TURNED = CARD_SIZE[1] / CARD_SIZE[0]
"""How many upright cards' width a card lying sideways takes."""


def card_widths(rotations: Iterable[int]) -> float:
    """The width of cards of these rotations side by side, in upright cards.

    >>> round(card_widths([0, 90, 180]), 2)
    3.4
    """
    return sum(TURNED if rotation % 180 == 90 else 1.0 for rotation in rotations)


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
    copy (``p{seat}.hand``); ``label`` is a code the UI translates (``hand``, ``life_deck``).

    ``scale`` is the size its cards are drawn at (1.0: 63 × 88 mm); ``band`` names the band the
    zone flows in with the other zones of that band (empty: it keeps ``rect``). Within a band,
    ``rect`` gives the zone's height and row, and the band spans from the left of its leftmost
    zone to the right of its rightmost."""

    zone: str
    kind: ZoneKind
    rect: tuple[float, float, float, float]
    label: str
    scale: float = 1.0
    band: str = ""


@dataclass(frozen=True)
class PlacedZone:
    """A zone placed for one seat: its id, kind, rectangle, label code and card scale."""

    zone: str
    seat: int | None
    kind: ZoneKind
    rect: tuple[float, float, float, float]
    label: str
    mirrored: bool
    scale: float = 1.0


def needed_width(zone: ZoneLayout, count: float) -> tuple[float, float]:
    """How wide ``zone`` wants to be with ``count`` cards, and how narrow it may get (mm).
    ``count`` is in card widths: a card lying sideways counts as :data:`TURNED` cards.

    A row or fan wants its cards side by side and may shrink until they overlap, each showing
    its left edge (:data:`EDGE`) under the next; a stack, slot or pile keeps its width; an
    empty zone shrinks to a labelled slot of :data:`SLOT_WIDTH`.

    >>> row = ZoneLayout("p{seat}.drills", ZoneKind.ROW, (0, 0, 300, 90), "drills", 0.5)
    >>> needed_width(row, 0), needed_width(row, 2)
    ((32.0, 32.0), (75.0, 48.95))
    """
    card = CARD_SIZE[0] * zone.scale
    flexible = zone.kind in (ZoneKind.ROW, ZoneKind.FAN)
    if count == 0:
        return SLOT_WIDTH, SLOT_WIDTH
    if not flexible:
        return zone.rect[2], zone.rect[2]
    want = count * card + (math.floor(count) - 1) * CARD_GAP + 2 * ROW_PAD
    edges = card * EDGE * (math.ceil(count) - 1)  # the edges of the cards under the last
    least = card * (TURNED if count % 1 else 1.0) + edges + 2 * ROW_PAD  # a turned one fits
    return want, min(want, least)


def flow(zones: Sequence[ZoneLayout], counts: Sequence[float]) -> list[float]:
    """The left edge and width of each zone of one band, left to right (``x0, w0, x1, w1…``).

    Each zone gets the width it needs (:func:`needed_width`); when they need more than the
    band holds, the rows and fans give up room in proportion to what they could give (their
    cards overlap), and past that every zone gets narrower (its cards smaller).

    >>> a = ZoneLayout("a", ZoneKind.ROW, (10, 0, 100, 90), "a")
    >>> b = ZoneLayout("b", ZoneKind.ROW, (120, 0, 100, 90), "b")
    >>> flow([a, b], [0, 1]), flow([a, b], [3, 3])
    ([10.0, 32.0, 45.0, 71.0], [10.0, 103.5, 116.5, 103.5])
    """
    left = min(zone.rect[0] for zone in zones)
    right = max(zone.rect[0] + zone.rect[2] for zone in zones)
    room = right - left - BAND_GAP * (len(zones) - 1)
    needs = [needed_width(zone, count) for zone, count in zip(zones, counts, strict=True)]
    widths = [want for want, _ in needs]
    excess = sum(widths) - room
    slack = sum(want - least for want, least in needs)
    if excess > 0 and slack > 0:
        give = min(1.0, excess / slack)
        widths = [want - (want - least) * give for want, least in needs]
    if sum(widths) > room > 0:  # still too many: every zone narrower, its cards smaller
        widths = [width * room / sum(widths) for width in widths]
    out: list[float] = []
    x = float(left)
    for width in widths:
        out += [x, width]
        x += width + BAND_GAP
    return out


@dataclass(frozen=True)
class TableLayout:
    """Every zone of a game's table."""

    size: tuple[float, float]
    zones: tuple[ZoneLayout, ...]

    def place(self, counts: Mapping[str, float] | None = None, bottom: int = 0) -> list[PlacedZone]:
        """Every zone for both seats: seat ``bottom`` as given, the other turned a half turn;
        shared zones (no ``{seat}`` in the id) once, as given (turned when seat 1 is at the
        bottom). With ``counts`` (cards in each zone id, :func:`card_widths`), the zones of each band flow by what
        they hold; without, every zone keeps its ``rect``.

        >>> layout = TableLayout((400, 300), (ZoneLayout("p{seat}.deck", ZoneKind.PILE,
        ...     (10, 200, 63, 88), "deck"),))
        >>> [(z.zone, z.rect) for z in layout.place()]
        [('p0.deck', (10, 200, 63, 88)), ('p1.deck', (327, 12, 63, 88))]
        >>> [(z.zone, z.rect) for z in layout.place(bottom=1)]
        [('p0.deck', (327, 12, 63, 88)), ('p1.deck', (10, 200, 63, 88))]
        """
        rects = {seat: self._rects(seat, counts) for seat in (0, 1)}
        placed: list[PlacedZone] = []
        for zone in self.zones:
            if "{seat}" not in zone.zone:
                turned = bottom == 1
                rect = self._turned(zone.rect) if turned else zone.rect
                placed.append(
                    PlacedZone(zone.zone, None, zone.kind, rect, zone.label, turned, zone.scale)
                )
                continue
            for seat in (0, 1):
                rect = rects[seat][zone.zone]
                mirrored = seat != bottom
                if mirrored:
                    rect = self._turned(rect)
                placed.append(
                    PlacedZone(
                        zone.zone.format(seat=seat),
                        seat,
                        zone.kind,
                        rect,
                        zone.label,
                        mirrored,
                        zone.scale,
                    )
                )
        return placed

    def _turned(self, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        width, height = self.size
        x, y, w, h = rect
        return (width - x - w, height - y - h, w, h)

    def _rects(
        self, seat: int, counts: Mapping[str, float] | None
    ) -> dict[str, tuple[float, float, float, float]]:
        """Each seat zone's rectangle (seat-0 coordinates) for ``seat``, keyed by pattern."""
        rects = {zone.zone: zone.rect for zone in self.zones}
        if counts is None:
            return rects
        bands: dict[str, list[ZoneLayout]] = {}
        for zone in self.zones:
            if zone.band and "{seat}" in zone.zone:
                bands.setdefault(zone.band, []).append(zone)
        for members in bands.values():
            held = [counts.get(zone.zone.format(seat=seat), 0) for zone in members]
            edges = flow(members, held)
            for i, zone in enumerate(members):
                _, y, _, h = zone.rect
                rects[zone.zone] = (edges[2 * i], y, edges[2 * i + 1], h)
        return rects
