"""Invariants every game's table keeps, checked wholly or where a step's change set says the
state changed (the random-play tests check wholly after every irreversible step and every
tenth action, by the change set otherwise)."""

from __future__ import annotations

from operator import attrgetter

from tabletop.engine.changes import ChangeSet
from tabletop.engine.state import GameState

WHOLE_EVERY = 10
"""The random-play tests check every invariant wholly every this many actions."""

_CARDS_OF = attrgetter("cards")


def assert_cards_placed(state: GameState, changes: ChangeSet | None = None) -> None:
    """No card lost, duplicated or astray: every card lies in exactly one zone's list, the
    zone its ``zone`` names.

    With ``changes`` (the change set of the step that led here from a state that kept the
    invariant), only the zones and cards it names are looked at, and the number of cards
    listed is counted: a card that a step moved without naming it or its zones is still caught
    if it is lost or listed twice, and by the next whole check if it is astray."""
    cards, zones = state.cards, state.zones
    if changes is None:
        seen: dict[int, str] = {}
        for zone_id, zone in zones.items():
            for uid in zone.cards:
                assert uid not in seen, f"card {uid} in {seen[uid]} and {zone_id}"
                seen[uid] = zone_id
                assert cards[uid].zone == zone_id, (uid, cards[uid].zone, zone_id)
        assert len(seen) == len(cards), f"cards in no zone: {sorted(cards.keys() - seen)}"
        return
    listed = sum(map(len, map(_CARDS_OF, zones.values())))
    assert listed == len(cards), f"{listed} cards listed in zones, {len(cards)} on the table"
    for zone_id in changes.zones:
        pile = zones[zone_id].cards
        assert len(set(pile)) == len(pile), f"a card listed twice in {zone_id}: {pile}"
        for uid in pile:
            assert cards[uid].zone == zone_id, (uid, cards[uid].zone, zone_id)
    for uid in changes.cards:
        where = cards[uid].zone
        assert uid in zones[where].cards, f"card {uid} not in {where}, its zone"
