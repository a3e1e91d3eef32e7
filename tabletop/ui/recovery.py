"""What came of resuming a game from an autosave journal (:meth:`GameSession.recover`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.engine.errors import CodedError

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession


@dataclass(frozen=True)
class Recovery:
    """What came of resuming a game from an autosave journal."""

    session: GameSession
    recovered: int
    """Actions of the journal now in the game's log (the redo tail not counted)."""
    total: int
    """Actions the journal's readable part held (log and redo tail)."""
    error: CodedError | None
    """Why the first action that could not be replayed was refused (None: all replayed)."""
    dropped_tail: bool
    """True when the journal had an unreadable line: what followed it was not recovered."""
    stopped_at: str = ""
    """The action the replay stopped before, named for the seat at the computer ('' if none)."""
    kept: Path | None = None
    """Where the old journal is kept after a partial recovery (None when it is deleted)."""

    @property
    def complete(self) -> bool:
        return self.error is None and not self.dropped_tail
