"""Transactions: the only way play changes a game state.

Each change is recorded as an operation ``(kind, key, old, new)``. Applying the ``new`` sides in
order redoes a step; applying the ``old`` sides in reverse order undoes it. The transaction also
builds the step's :class:`ChangeSet`, noticing when a card's face became visible to a new seat.
Each kind of operation is applied by one function (``_move``, ``_value``, ...): the
transaction's methods call it directly, undo and redo (:func:`replay_ops`) through a table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .changes import ChangeBuilder, ChangeSet
from .rng import Chance
from .state import ROTATIONS, SEATS, GameState, Scalar
from .zones import Visibility, Zone

Op = tuple[str, Any, Any, Any]


def _seen_by(state: GameState, uid: int) -> int:
    """The seats that may see card ``uid``'s face where it lies, one bit each (bit ``s`` for
    seat ``s``): :meth:`GameState.can_see` for both seats at once."""
    card = state.cards[uid]
    return seen_in(state.zones[card.zone], card.face_up, card.owner)


def seen_in(zone: Zone, face_up: bool, owner: int) -> int:
    """The seats that may see the face of a card of ``owner`` lying in ``zone`` face up or
    down, one bit each (bit ``s`` for seat ``s``; :meth:`GameState.can_see` for both)."""
    if zone.visibility is Visibility.HIDDEN:
        return _BOTH if face_up else 0
    if zone.visibility is Visibility.OWNER:
        return 1 << zone.owner if zone.owner in SEATS else 0
    return _BOTH if face_up else 1 << owner


_BOTH = 0b11


def _move(state: GameState, uid: int, src: Any, dst: Any, changes: ChangeBuilder) -> None:
    card = state.cards[uid]
    source = state.zones[src[0]].cards
    if source[src[1]] != uid:
        raise RuntimeError(f"history out of step at card {uid}")
    del source[src[1]]
    state.zones[dst[0]].cards.insert(dst[1], uid)
    card.zone, card.face_up = dst[0], dst[2]
    changes.zones.update((src[0], dst[0]))
    changes.cards.add(uid)


def _value(state: GameState, name: str, value: Any, changes: ChangeBuilder) -> None:
    if value is None:
        state.values.pop(name, None)
    else:
        state.values[name] = value
    changes.values.add(name)


def _card_counter(state: GameState, key: Any, value: Any, changes: ChangeBuilder) -> None:
    uid, name = key
    counters = state.cards[uid].counters
    if value is None:
        counters.pop(name, None)
    else:
        counters[name] = value
    changes.cards.add(uid)


def _face(state: GameState, uid: int, value: Any, changes: ChangeBuilder) -> None:
    state.cards[uid].face_up = value
    changes.cards.add(uid)
    changes.zones.add(state.cards[uid].zone)


def _rotation(state: GameState, uid: int, value: Any, changes: ChangeBuilder) -> None:
    state.cards[uid].rotation = value
    changes.cards.add(uid)


def _counter(state: GameState, key: Any, value: Any, changes: ChangeBuilder) -> None:
    seat, name = key
    if value is None:
        state.counters[seat].pop(name, None)
    else:
        state.counters[seat][name] = value
    changes.counters.add(key)


def _order(state: GameState, zone_id: str, value: Any, changes: ChangeBuilder) -> None:
    state.zones[zone_id].cards[:] = value
    changes.zones.add(zone_id)
    changes.cards.update(value)


# How each kind of operation (but a move, which has two sides) sets its value.
_SETTERS: dict[str, Callable[[GameState, Any, Any, ChangeBuilder], None]] = {
    "value": _value,
    "card_counter": _card_counter,
    "face": _face,
    "rotation": _rotation,
    "counter": _counter,
    "order": _order,
}


def _set(state: GameState, op: Op, forward: bool, changes: ChangeBuilder) -> None:
    """Apply one side of an operation and note what it changed."""
    kind, key, old, new = op
    if state.derived:
        state.derived.clear()
    if kind == "move":
        if forward:
            _move(state, key, old, new, changes)
        else:
            _move(state, key, new, old, changes)
        return
    setter = _SETTERS.get(kind)
    if setter is None:
        raise ValueError(f"unknown operation {kind!r}")
    setter(state, key, new if forward else old, changes)


def replay_ops(state: GameState, ops: Iterable[Op], forward: bool) -> ChangeSet:
    """Redo (``forward``) or undo a recorded step; returns what changed."""
    changes = ChangeBuilder()
    for op in ops if forward else reversed(list(ops)):
        _set(state, op, forward, changes)
    return changes.build()


class Transaction:
    """Records every change a ruleset makes while applying one action.

    >>> from tabletop.engine.state import GameState
    >>> from tabletop.engine.zones import Visibility
    >>> from tabletop.engine.rng import SeededChance
    >>> state = GameState()
    >>> _ = state.add_zone("a", 0, Visibility.PUBLIC); _ = state.add_zone("b", 0, Visibility.PUBLIC)
    >>> uid = state.add_card("X-1", 0, "a")
    >>> tx = Transaction(state, SeededChance(1, 0), actor=0)
    >>> tx.move(uid, "b")
    >>> state.cards[uid].zone, sorted(tx.changes.zones)
    ('b', ['a', 'b'])
    """

    def __init__(self, state: GameState, chance: Chance, actor: int | None = None) -> None:
        self.state = state
        self.chance = chance
        self.actor = actor
        self.ops: list[Op] = []
        self.changes = ChangeBuilder()

    def rollback(self) -> None:
        """Take back every change made so far, newest first (what was changed stays noted in
        :attr:`changes`)."""
        replay_ops(self.state, self.ops, forward=False)
        self.ops.clear()

    def _do(self, op: Op) -> None:
        self.ops.append(op)
        _set(self.state, op, True, self.changes)

    def _changing(self, op: Op) -> GameState:
        """Record ``op`` and forget the derived facts; the caller then applies it (the
        commonest kinds skip :func:`_set`'s dispatch)."""
        self.ops.append(op)
        state = self.state
        if state.derived:
            state.derived.clear()
        return state

    def move(self, uid: int, to_zone: str, index: int = -1, face_up: bool | None = None) -> None:
        """Move a card to ``to_zone`` at ``index`` (negative counts from the end: -1 on top).

        ``face_up`` None gives the zone's default face, or keeps the card's if it has none.
        """
        card = self.state.cards[uid]
        src_zone = self.state.zones[card.zone]
        dst_zone = self.state.zones[to_zone]
        src_index = src_zone.cards.index(uid)
        size = len(dst_zone.cards) - (1 if src_zone is dst_zone else 0)
        if index == -1:  # on top, the usual move
            dst_index = size
        else:
            dst_index = max(0, min(index if index >= 0 else size + 1 + index, size))
        if face_up is None:
            face_up = dst_zone.face_up if dst_zone.face_up is not None else card.face_up
        if src_zone is dst_zone and src_index == dst_index and face_up == card.face_up:
            return
        before = seen_in(src_zone, card.face_up, card.owner)
        src, dst = (card.zone, src_index, card.face_up), (to_zone, dst_index, face_up)
        _move(self._changing(("move", uid, src, dst)), uid, src, dst, self.changes)
        learned = seen_in(dst_zone, face_up, card.owner) & ~before
        if learned:
            self._note_reveal(learned, before)

    def set_face(self, uid: int, face_up: bool) -> None:
        """Turn a card face up or face down."""
        card = self.state.cards[uid]
        if card.face_up != face_up:
            before = _seen_by(self.state, uid)
            self._do(("face", uid, card.face_up, face_up))
            self._note_reveal(_seen_by(self.state, uid) & ~before, before)

    def set_rotation(self, uid: int, degrees: int) -> None:
        """Set a card's rotation to 0, 90, 180 or 270 degrees (other values are normalised)."""
        degrees %= 360
        if degrees not in ROTATIONS:
            raise ValueError(f"rotation {degrees} is not a quarter turn")
        card = self.state.cards[uid]
        if card.rotation != degrees:
            self._do(("rotation", uid, card.rotation, degrees))

    def set_card_counter(self, uid: int, name: str, value: int | None) -> None:
        """Set (or with None remove) a counter on a card."""
        old = self.state.cards[uid].counters.get(name)
        if old != value:
            key = (uid, name)
            _card_counter(
                self._changing(("card_counter", key, old, value)), key, value, self.changes
            )

    def set_counter(self, seat: int, name: str, value: int | None) -> None:
        """Set (or with None remove) a player's counter."""
        old = self.state.counters[seat].get(name)
        if old != value:
            self._do(("counter", (seat, name), old, value))

    def set_value(self, name: str, value: Scalar) -> None:
        """Set (or with None remove) a game value such as the turn, the step or the winner."""
        values = self.state.values
        old = values.get(name)
        if old != value:  # the commonest change: applied here (as _value does)
            self.ops.append(("value", name, old, value))
            if self.state.derived:
                self.state.derived.clear()
            if value is None:
                del values[name]
            else:
                values[name] = value
            self.changes.values.add(name)

    def clear_values(self, names: Iterable[str]) -> None:
        """Remove each of the game values ``names`` that is set (:meth:`set_value` to None,
        in order; a value not set costs no call)."""
        values = self.state.values
        for name in names:
            if values.get(name) is not None:
                self.set_value(name, None)

    def shuffle(self, zone_id: str) -> None:
        """Shuffle a zone with a recorded chance outcome."""
        cards = self.state.zones[zone_id].cards
        outcome = self.chance.permutation(len(cards))
        self.changes.chance = True
        new = tuple(cards[i] for i in outcome)
        if new != tuple(cards):
            self._do(("order", zone_id, tuple(cards), new))

    def random_int(self, low: int, high: int) -> int:
        """A number in ``low..high`` drawn as a recorded chance outcome (a die, a coin)."""
        value = self.chance.integer(low, high)
        self.changes.chance = True
        return value

    def _note_reveal(self, learned: int, before: int) -> None:
        # New information for the actor (a draw, a search) or a card nobody knew (a life card
        # turned up) makes the step irreversible; showing the opponent a card the actor already
        # held (playing it from hand) does not. ``learned``: the seats that now see the card's
        # face and did not before (bits, as ``before``).
        actor = self.actor
        if learned and (not before or actor is None or (actor in SEATS and learned >> actor & 1)):
            self.changes.revealed = True
