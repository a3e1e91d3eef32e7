"""Log entries: an applied action with the chance outcomes it drew."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action, parse_action
from .errors import FormatError
from .records import as_made, quick_init
from .setup import MAX_DECK_CARDS

BAD_ENTRY = "bad_log_entry"
#: The most values an entry's chance outcomes may hold in all: a shuffle of every card of both
#: decks (:data:`~tabletop.engine.setup.MAX_DECK_CARDS` each) fits, a record that would take
#: gigabytes to read does not.
MAX_OUTCOME = 2 * MAX_DECK_CARDS


@dataclass(frozen=True)
class LogEntry:
    """One applied action. ``chance`` holds the outcome of each chance event it caused (a
    shuffle's permutation, a die's value), in order; ``forced`` marks an action applied in
    manual mode against an illegal verdict.

    >>> from tabletop.engine.table_actions import Shuffle
    >>> LogEntry(Shuffle(0, "p0.deck"), ((2, 0, 1),)).to_json()
    {'action': 'shuffle 0 p0.deck', 'chance': [[2, 0, 1]]}
    """

    action: Action
    chance: tuple[tuple[int, ...], ...] = ()
    forced: bool = False

    def __init__(
        self, action: Action, chance: tuple[tuple[int, ...], ...] = (), forced: bool = False
    ) -> None:
        # Written for a quick native __init__ compiled (a third of a NamedTuple's time, see
        # tabletop/engine/records.py); as Python, quick_init's takes its place.
        self.action = action  # type: ignore[misc]
        self.chance = chance  # type: ignore[misc]
        self.forced = forced  # type: ignore[misc]

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return as_made(self)  # pickled as made (see as_made)

    def to_json(self) -> dict[str, Any]:
        """``{"action": text, "chance": [[...]], "forced": true}``; empty parts left out."""
        data: dict[str, Any] = {"action": str(self.action)}
        if self.chance:
            data["chance"] = [list(outcome) for outcome in self.chance]
        if self.forced:
            data["forced"] = True
        return data

    @classmethod
    def from_json(cls, data: object) -> LogEntry:
        """Validate and build; raises :class:`FormatError`."""
        if not isinstance(data, Mapping) or set(data) - {"action", "chance", "forced"}:
            raise FormatError(BAD_ENTRY, reason="shape")
        text = data.get("action")
        chance = data.get("chance", [])
        forced = data.get("forced", False)
        if not isinstance(text, str) or not isinstance(forced, bool):
            raise FormatError(BAD_ENTRY, reason="type")
        if not isinstance(chance, list) or len(chance) > MAX_OUTCOME:
            raise FormatError(BAD_ENTRY, reason="chance")
        if sum(len(o) if isinstance(o, list) else 1 for o in chance) > MAX_OUTCOME:
            raise FormatError(BAD_ENTRY, reason="chance")
        outcomes: list[tuple[int, ...]] = []
        for outcome in chance:
            if not isinstance(outcome, list) or not _is_outcome(outcome):
                raise FormatError(BAD_ENTRY, reason="chance")
            outcomes.append(tuple(outcome))
        return cls(parse_action(text), tuple(outcomes), forced)


quick_init(LogEntry, written=True)  # a call: compiled, a decorated class is a Python one


def _is_outcome(values: list[Any]) -> bool:
    """Plain integers (not booleans) from 0 to below :data:`MAX_OUTCOME`, at most that many."""
    if len(values) > MAX_OUTCOME or not {type(v) for v in values} <= {int}:
        return False
    return not values or (min(values) >= 0 and max(values) < MAX_OUTCOME)
