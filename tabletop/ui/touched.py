"""The zones a change set touched, as the table redraws them: those it names, those holding the
cards it names, and those where a value the rules show on a card changed while the card itself
did not (a Yu Yu Hakusho fighter's ATK when an Item is attached to it: see
:meth:`tabletop.engine.ruleset.Ruleset.shown_counters`)."""

from __future__ import annotations

from tabletop.engine import ChangeSet
from tabletop.engine.state import GameState
from tabletop.engine.view import StateView


class TouchedZones:
    """Remembers the counters each card showed in the last view, to find the zones to redraw."""

    def __init__(self) -> None:
        self._shown: dict[int, tuple[str, dict[str, int]]] = {}

    def after(self, state: GameState, changes: ChangeSet, view: StateView) -> set[str]:
        """The zones to redraw after ``changes``, ``view`` the seat's view of ``state`` now."""
        zones = set(changes.zones)
        for uid in changes.cards:
            card = state.cards.get(uid)
            if card is not None:
                zones.add(card.zone)
        shown = {
            card.uid: (zone_id, dict(card.counters))
            for zone_id, zone in view.zones.items()
            for card in zone.cards
            if card.uid is not None and card.counters
        }
        for uid in shown.keys() | self._shown.keys():
            if shown.get(uid) != self._shown.get(uid):
                zones.add((shown.get(uid) or self._shown[uid])[0])
        self._shown = shown
        return zones
