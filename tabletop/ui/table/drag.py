"""Where a dragged card lands: a pure function of the drop point and the zones' geometry.

No Qt objects here beyond plain numbers, so the rule is tested without a scene:

>>> zones = [PlacedGeometry("p0.hand", (0, 0, 300, 100), "fan", (20, 60, 100)),
...          PlacedGeometry("p0.deck", (400, 0, 63, 88), "pile", ())]
>>> drop_target((70, 50), zones)
('p0.hand', 2)
>>> drop_target((410, 10), zones)
('p0.deck', -1)
>>> drop_target((350, 50), zones) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

ORDERED_KINDS = frozenset({"fan", "row", "stack"})
"""Zone kinds whose cards have an order a drop point can choose among."""


@dataclass(frozen=True)
class PlacedGeometry:
    """A zone as the drop rule sees it: id, scene rectangle (x, y, w, h), kind, and the centre
    coordinates of its cards along its axis (x for fans and rows, y for stacks), in order."""

    zone: str
    rect: tuple[float, float, float, float]
    kind: str
    centres: tuple[float, ...] = ()
    accepts: bool = True


def _contains(rect: tuple[float, float, float, float], x: float, y: float) -> bool:
    left, top, width, height = rect
    return left <= x <= left + width and top <= y <= top + height


def drop_target(
    point: tuple[float, float], zones: Sequence[PlacedGeometry]
) -> tuple[str, int] | None:
    """The zone under ``point`` and the index the card would take there (-1: on top / at the
    end), or None when no zone is there. Of overlapping zones the smallest wins (a slot inside
    a row). Only zones that ``accepts`` are considered."""
    x, y = point
    best: PlacedGeometry | None = None
    for zone in zones:
        smaller = best is None or zone.rect[2] * zone.rect[3] < best.rect[2] * best.rect[3]
        if zone.accepts and _contains(zone.rect, x, y) and smaller:
            best = zone
    if best is None:
        return None
    if best.kind not in ORDERED_KINDS or not best.centres:
        return best.zone, -1
    axis = y if best.kind == "stack" else x
    for index, centre in enumerate(best.centres):
        if axis < centre:
            return best.zone, index
    return best.zone, -1
