"""A view as a change to the view before it: what crosses the wire between two events.

Most moves change two or three zones of forty and a few values, so an event carries a *patch*
of the guest's previous view (the event just before it, which the guest holds: events arrive in
order, and one after a gap comes whole, marked ``fresh``). A patch holds each zone that changed
whole (a zone is small; its cards' handles are drawn per zone), the zones gone, the seat
counters when they changed, and the values set and removed. It names nothing the full view would
not: it is made from the two wire views (:func:`tabletop.remote.handles.view_json`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .protocol import ProtocolError


def view_patch(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    """The patch that turns wire view ``old`` into ``new`` (:func:`apply_patch`)."""
    old_zones, new_zones = old["zones"], new["zones"]
    patch: dict[str, Any] = {
        "zones": {z: zone for z, zone in new_zones.items() if old_zones.get(z) != zone},
    }
    gone = [z for z in old_zones if z not in new_zones]
    if gone:
        patch["gone"] = gone
    if new["counters"] != old["counters"]:
        patch["counters"] = new["counters"]
    old_values, new_values = old["values"], new["values"]
    changed = {k: v for k, v in new_values.items() if k not in old_values or old_values[k] != v}
    removed = [k for k in old_values if k not in new_values]
    if changed:
        patch["set"] = changed
    if removed:
        patch["del"] = removed
    if new["seat"] != old["seat"]:
        patch["seat"] = new["seat"]
    return patch


def apply_patch(old: Mapping[str, Any], patch: Mapping[str, Any]) -> dict[str, Any]:
    """The wire view that ``patch`` (:func:`view_patch`) makes of ``old``; a malformed patch
    raises :class:`ProtocolError`."""
    try:
        zones = {z: zone for z, zone in old["zones"].items() if z not in patch.get("gone", ())}
        zones.update(dict(patch["zones"]))
        values = {k: v for k, v in old["values"].items() if k not in patch.get("del", ())}
        values.update(dict(patch.get("set", {})))
        counters = patch.get("counters", old["counters"])
        seat = patch.get("seat", old["seat"])
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ProtocolError(f"bad patch: {error}") from error
    if not isinstance(counters, list) or not isinstance(seat, int):
        raise ProtocolError("bad patch: counters or seat")
    return {"seat": seat, "zones": zones, "counters": counters, "values": values}
