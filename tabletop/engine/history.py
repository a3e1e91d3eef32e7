"""History: the applied actions of a game, with undo and redo.

An :class:`AppliedAction` is one action as it was applied, with the operations it made (the
history's entries; not to be confused with a turn's steps, which the rulesets name). Those that
revealed a hidden card or drew a chance outcome cannot be undone, and nothing before them can
be either: undo stops at the last such entry (the *barrier*).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .changes import ChangeSet
from .log import LogEntry
from .records import as_made, quick_init
from .state import GameState
from .transaction import Op, replay_ops
from .verdict import Verdict


@dataclass(frozen=True)
class AppliedAction:
    """One applied action: its log entry, its operations, what changed and any warning."""

    entry: LogEntry
    ops: tuple[Op, ...]
    changes: ChangeSet
    warning: Verdict | None = None

    def __init__(
        self,
        entry: LogEntry,
        ops: tuple[Op, ...],
        changes: ChangeSet,
        warning: Verdict | None = None,
    ) -> None:
        # Written for a quick native __init__ compiled (a third of a NamedTuple's time, see
        # tabletop/engine/records.py); as Python, quick_init's takes its place.
        self.entry = entry  # type: ignore[misc]
        self.ops = ops  # type: ignore[misc]
        self.changes = changes  # type: ignore[misc]
        self.warning = warning  # type: ignore[misc]

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return as_made(self)  # pickled as made (see as_made)

    @property
    def action(self) -> Action:
        """The action; the UI names the step after it."""
        return self.entry.action

    @property
    def undoable(self) -> bool:
        """False when the step revealed a card or drew a chance outcome."""
        return not (self.changes.revealed or self.changes.chance)


quick_init(AppliedAction, written=True)  # a call: compiled, a decorated class is a Python one


class History:
    """The steps applied so far (``done``) and the steps undone that may be redone."""

    def __init__(self) -> None:
        self._steps: list[AppliedAction] = []
        self._cursor = 0
        self._barrier = 0

    def __len__(self) -> int:
        return self._cursor

    @property
    def done(self) -> Sequence[AppliedAction]:
        """The applied steps, oldest first."""
        return self._steps[: self._cursor]

    @property
    def undone(self) -> Sequence[AppliedAction]:
        """Steps that redo would apply again, next first."""
        return self._steps[self._cursor :]

    def entries(self) -> list[LogEntry]:
        """The action log of the game as it stands."""
        return [step.entry for step in self._steps[: self._cursor]]

    def push(self, step: AppliedAction) -> None:
        """Record a newly applied step; the redo tail is dropped."""
        steps = self._steps
        if self._cursor < len(steps):
            del steps[self._cursor :]
        steps.append(step)
        self._cursor += 1
        if step.changes.revealed or step.changes.chance:  # not undoable
            self._barrier = self._cursor

    @property
    def can_undo(self) -> bool:
        """Whether the last step may be undone."""
        return self._cursor > self._barrier

    @property
    def can_redo(self) -> bool:
        """Whether an undone step may be redone."""
        return self._cursor < len(self._steps)

    def next_undo(self) -> AppliedAction | None:
        """The step undo would take back, if any."""
        return self._steps[self._cursor - 1] if self.can_undo else None

    def next_redo(self) -> AppliedAction | None:
        """The step redo would apply again, if any."""
        return self._steps[self._cursor] if self.can_redo else None

    def undo(self, state: GameState) -> ChangeSet | None:
        """Take back the last step; None when it may not be undone."""
        if not self.can_undo:
            return None
        self._cursor -= 1
        return replay_ops(state, self._steps[self._cursor].ops, forward=False)

    def redo(self, state: GameState) -> ChangeSet | None:
        """Apply the next undone step again; None when there is none."""
        if not self.can_redo:
            return None
        step = self._steps[self._cursor]
        self._cursor += 1
        return replay_ops(state, step.ops, forward=True)
