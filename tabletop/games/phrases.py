"""Reading a step's operations into phrases: what every game's log says alike.

The operations of a step (:data:`tabletop.engine.transaction.Op`) hold the before and after of
every change; :class:`StepChanges` sums them up (first value before, last value after), and
:func:`common_phrases` says what the games share: the step and turn reached, cards drawn, the
winner. The game packages add their own (``games/<game>/describe.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine import Action
from tabletop.engine.phrase import Phrase
from tabletop.engine.transaction import Op

NEXT = "next"


def seat_of(zone: str) -> int | None:
    """The seat owning zone ``pN.label`` (None for a shared zone)."""
    head, _, rest = zone.partition(".")
    if rest and head[:1] == "p" and head[1:].isdigit():
        return int(head[1:])
    return None


def label_of(zone: str) -> str:
    """The label of zone ``pN.label`` (the zone id itself for a shared zone)."""
    return zone.partition(".")[2] if seat_of(zone) is not None else zone


@dataclass
class StepChanges:
    """A step's operations summed up: each thing's value before the step and after it."""

    values: dict[str, tuple[Any, Any]] = field(default_factory=dict)
    counters: dict[tuple[int, str], tuple[Any, Any]] = field(default_factory=dict)
    card_counters: dict[tuple[int, str], tuple[Any, Any]] = field(default_factory=dict)
    rotations: dict[int, tuple[int, int]] = field(default_factory=dict)
    moves: list[tuple[int, str, str]] = field(default_factory=list)
    """(card, from zone, to zone) of every move, in order."""

    @classmethod
    def of(cls, ops: Sequence[Op]) -> StepChanges:
        """Sum up ``ops``."""
        changes = cls()
        tables: dict[str, dict[Any, tuple[Any, Any]]] = {
            "value": changes.values,
            "counter": changes.counters,
            "card_counter": changes.card_counters,
            "rotation": changes.rotations,
        }
        for kind, key, old, new in ops:
            if kind == "move":
                changes.moves.append((key, old[0], new[0]))
            elif kind in tables:
                table = tables[kind]
                first = table[key][0] if key in table else old
                table[key] = (first, new)
        return changes

    def changed(self, table: dict[Any, tuple[Any, Any]], key: Any) -> tuple[Any, Any] | None:
        """``(before, after)`` of ``key`` in ``table`` when it ended up different."""
        pair = table.get(key)
        return pair if pair is not None and pair[0] != pair[1] else None

    def moved(self, from_label: str, to_label: str) -> dict[int, list[int]]:
        """Cards moved from a seat's ``from_label`` zone to its ``to_label`` zone, by seat."""
        found: dict[int, list[int]] = {}
        for uid, src, dst in self.moves:
            seat = seat_of(src)
            if seat is not None and label_of(src) == from_label and label_of(dst) == to_label:
                found.setdefault(seat, []).append(uid)
        return found

    def moved_cards(self) -> set[int]:
        """Every card the step moved."""
        return {uid for uid, _, _ in self.moves}


def counted(code: str, count: int, **params: Any) -> Phrase:
    """``code`` for a count of several, ``code_one`` for a single one (English plurals)."""
    return Phrase(f"{code}_one" if count == 1 else code, {**params, "count": count})


def common_phrases(
    action: Action, changes: StepChanges, deck: str
) -> tuple[list[Phrase], list[Phrase]]:
    """What every game says, as the phrases that open a step's sentence and those that close
    it (a game's own go between): a plain Next opens with the step (and turn) reached, then
    the cards drawn from the ``deck`` zones into the hands (counted, never named); any other
    action closes with the step it led to; the winner comes last."""
    opening: list[Phrase] = []
    closing: list[Phrase] = []
    step = changes.changed(changes.values, "step")
    turn = changes.changed(changes.values, "turn")
    winner = changes.changed(changes.values, "winner")
    lead = action.kind == NEXT
    if step is not None and winner is None and isinstance(step[1], str):
        active = changes.values.get("active", (action.seat, action.seat))[1]
        if turn is not None and isinstance(active, int):
            reached = Phrase(
                "new_turn", {"turn": turn[1], "player": active, "step": step[1]}, lead=lead
            )
        else:
            reached = Phrase("next_step", {"step": step[1]}, lead=lead)
        (opening if lead else closing).append(reached)
    for seat, cards in sorted(changes.moved(deck, "hand").items()):
        opening.append(counted("draws", len(cards), player=seat))
    if winner is not None and isinstance(winner[1], int):
        closing.append(Phrase("wins", {"player": winner[1]}))
    return opening, closing
