"""Where a dragged card lands, and the action the drop stands for: pure functions of the drop
point, the zones' geometry and the dragged card.

No Qt objects here beyond plain numbers, so the rules are tested without a scene:

>>> zones = [PlacedGeometry("p0.hand", (0, 0, 300, 100), "fan", (20, 60, 100)),
...          PlacedGeometry("p0.deck", (400, 0, 63, 88), "pile", ())]
>>> drop_target((70, 50), zones)
('p0.hand', 2)
>>> drop_target((410, 10), zones)
('p0.deck', -1)
>>> drop_target((350, 50), zones) is None
True

A drop that misses every zone lands in the nearest legal one within ``reach`` (a card's width):

>>> drop_target((350, 50), zones, legal={"p0.deck"}, reach=60)
('p0.deck', -1)
>>> drop_target((330, 50), zones, legal={"p0.deck"}, reach=60) is None
True
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.table_actions import MoveCard, MoveTop

DRAG_OPACITY = 0.6
"""A dragged card is see-through, so the light of the zones it may go to shows under it."""
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


def _distance(rect: tuple[float, float, float, float], x: float, y: float) -> float:
    left, top, width, height = rect
    dx = max(left - x, 0.0, x - (left + width))
    dy = max(top - y, 0.0, y - (top + height))
    return math.hypot(dx, dy)


def drop_target(
    point: tuple[float, float],
    zones: Sequence[PlacedGeometry],
    legal: Collection[str] = (),
    reach: float = 0.0,
) -> tuple[str, int] | None:
    """The zone under ``point`` and the index the card would take there (-1: on top / at the
    end), or None when no zone is there. Of overlapping zones the smallest wins (a slot inside
    a row). Only zones that ``accepts`` are considered. A point in no zone goes to the nearest
    of the ``legal`` zones no further than ``reach`` from it (a drop just beside the zone it
    was meant for, in the gap between two zones)."""
    x, y = point
    best: PlacedGeometry | None = None
    for zone in zones:
        smaller = best is None or zone.rect[2] * zone.rect[3] < best.rect[2] * best.rect[3]
        if zone.accepts and _contains(zone.rect, x, y) and smaller:
            best = zone
    if best is None:
        near = [
            (_distance(zone.rect, x, y), zone)
            for zone in zones
            if zone.accepts and zone.zone in legal
        ]
        near = [(distance, zone) for distance, zone in near if distance <= reach]
        if not near:
            return None
        best = min(near, key=lambda pair: pair[0])[1]
        x = min(max(x, best.rect[0]), best.rect[0] + best.rect[2])
        y = min(max(y, best.rect[1]), best.rect[1] + best.rect[3])
    if best.kind not in ORDERED_KINDS or not best.centres:
        return best.zone, -1
    axis = y if best.kind == "stack" else x
    for index, centre in enumerate(best.centres):
        if axis < centre:
            return best.zone, index
    return best.zone, -1


def drop_action(
    seat: int, uid: int | None, source: PlacedGeometry, position: int, target: tuple[str, int]
) -> Action | None:
    """The action ``seat`` submits by dropping a card of zone ``source`` (at ``position`` in
    it) on ``target`` (a zone and index, see :func:`drop_target`); None: nothing to do, the
    card goes home. A card the player cannot see (``uid`` None) moves as the top of its pile;
    a drop in the card's own zone reorders an ordered zone. The ruleset turns the move into
    the rule action it means (:meth:`tabletop.engine.Ruleset.meaning`) or refuses it.

    >>> hand = PlacedGeometry("p0.hand", (0, 0, 300, 100), "fan", (20, 60, 100))
    >>> drop_action(0, 7, hand, 0, ("p0.items", -1))
    MoveCard(seat=0, card=7, to_zone='p0.items', index=-1, face_up=None)
    >>> drop_action(0, 7, hand, 0, ("p0.hand", 2))
    MoveCard(seat=0, card=7, to_zone='p0.hand', index=1, face_up=None)
    >>> drop_action(0, 7, hand, 0, ("p0.hand", 1)) is None
    True
    """
    zone_id, index = target
    if zone_id == source.zone:
        if uid is None or source.kind not in ORDERED_KINDS or position < 0:
            return None
        if index == -1:
            index = len(source.centres) - 1
        elif index > position:
            index -= 1
        if index == position:
            return None
    if uid is None:
        return MoveTop(seat, source.zone, zone_id)
    return MoveCard(seat, uid, zone_id, index)
