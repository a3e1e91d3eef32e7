"""The table with both hands face down: what a hand-over for an answer shows (Qt-free)."""

from __future__ import annotations

from types import MappingProxyType

from tabletop.engine.state import GameState
from tabletop.engine.view import CardView, StateView, ZoneView, view_for


def covered_view(state: GameState, seat: int) -> StateView:
    """What ``seat`` sees while both hands are face down: only the cards both players may see
    (no hand card of either, nor a face-down card only its owner knows)."""
    view = view_for(state, seat)
    zones: dict[str, ZoneView] = {}
    for zone_id, zone in view.zones.items():
        cards = tuple(
            card
            if card.uid is None or state.can_see(1 - seat, card.uid)
            else CardView(None, None, card.owner, card.face_up, card.rotation)
            for card in zone.cards
        )
        zones[zone_id] = ZoneView(zone_id, zone.owner, zone.visibility, cards)
    return StateView(seat, MappingProxyType(zones), view.counters, view.values)
