"""What a seat remembers of the cards it saw: :func:`remember` reads a game's history for the
cards now hidden from the seat whose faces it saw earlier (a card it played that came back to
a hand, a discard put under a deck), so that a re-deal (:func:`.knowledge.redeal`) leaves them
where the seat knows them to be.

A card is followed from the moment the seat saw it, as a player follows a card across the
table: every move is in plain sight. A shuffle of the zone it lies in (any new order of a
hidden zone) loses where in the zone it is but not that it is there; once an unseen card
leaves that zone, the seat cannot tell whether it was this one, and forgets it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.engine.state import GameState
from tabletop.engine.transaction import Op, seen_in


@dataclass(frozen=True)
class Memory:
    """The hidden cards a seat knows: ``placed``, the uids of those it knows where they lie;
    ``in_zone``, (zone id, card id) of those it knows only to be in a zone (after a shuffle),
    in a fixed order."""

    placed: frozenset[int] = frozenset()
    in_zone: tuple[tuple[str, str], ...] = ()


NOTHING = Memory()


def remember(state: GameState, ops: Iterable[Op], seat: int) -> Memory:
    """What ``seat`` remembers of the cards hidden from it in ``state``, which ``ops`` (every
    operation of the game's history, oldest first) led to from the game's first position."""
    ops = list(ops)
    where = {uid: (card.zone, card.face_up) for uid, card in state.cards.items()}
    for kind, key, old, _new in reversed(ops):  # back to the first position
        if kind == "move":
            where[key] = (old[0], old[2])
        elif kind == "face":
            where[key] = (where[key][0], old)
    zones, owner = state.zones, {uid: card.owner for uid, card in state.cards.items()}
    known: dict[int, str | None] = {}  # None: placed; a zone id: somewhere in that zone
    for uid, (zone_id, face_up) in where.items():
        if seen_in(zones[zone_id], face_up, owner[uid]) >> seat & 1:
            known[uid] = None
    for kind, key, _old, new in ops:
        if kind == "move":
            zone_id, face_up = new[0], new[2]
            source = where[key][0]
            where[key] = (zone_id, face_up)
            if seen_in(zones[zone_id], face_up, owner[key]) >> seat & 1:
                known[key] = None
            elif known.get(key, "") is not None:  # not a card the seat had placed
                # An unseen card left ``source``: which one, the seat cannot tell.
                for uid in [u for u, z in known.items() if z == source]:
                    del known[uid]
        elif kind == "face":
            zone_id = where[key][0]
            where[key] = (zone_id, new)
            if seen_in(zones[zone_id], new, owner[key]) >> seat & 1:
                known[key] = None
        elif kind == "order":
            for uid in new:
                if (
                    known.get(uid, "") is None
                    and not seen_in(zones[key], where[uid][1], owner[uid]) >> seat & 1
                ):
                    known[uid] = key
    hidden = {uid for uid in state.cards if not state.can_see(seat, uid)}
    return Memory(
        frozenset(uid for uid, z in known.items() if z is None and uid in hidden),
        tuple(
            sorted(
                (z, state.cards[uid].card_id)
                for uid, z in known.items()
                if z is not None and uid in hidden
            )
        ),
    )
