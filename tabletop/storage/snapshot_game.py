"""A save shown from its snapshot at once, and checked against its log (no Qt here).

A save's log is the truth; its snapshot (:mod:`tabletop.engine.snapshot`) lets the app show the
game before the log is replayed. :func:`shown_controller` builds a controller holding the
snapshot that refuses every action (``save_being_checked``) until the replay is done;
:func:`check_save` replays the log and says whether the snapshot is the state it gives. The
window runs the check in the background, ``tabletop replay --verify`` at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.controller import Controller, Mode, Outcome
from tabletop.engine.errors import CodedError, FormatError, ReplayError
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.engine.ruleset import Ruleset
from tabletop.engine.setup import GameSetup
from tabletop.engine.snapshot import check_fits
from tabletop.engine.state import GameState
from tabletop.engine.verdict import Verdict
from tabletop.games.base import make_ruleset
from tabletop.games.messages import register_messages
from tabletop.games.replay import REDO_NOT_UNDOABLE, Replay, replay_record

from .save import SavedGame

T = TypeVar("T")

CHECKING: Final = "save_being_checked"
"""The verdict on every action while a save shown from its snapshot is being checked."""
register_messages(
    "Reason",
    {CHECKING: QT_TRANSLATE_NOOP("Reason", "The save is still being checked; a moment, please.")},
)
_CHECKING = Verdict.impossible(CHECKING)


class UncheckedController(Controller):
    """A game at a save's snapshot, before its log is replayed: the position is there to be
    seen, but every action is refused (``save_being_checked``) and nothing can be undone (the
    history is the replay's, which is not done yet)."""

    def __init__(self, ruleset: Ruleset, setup: GameSetup, mode: Mode, snapshot: GameState) -> None:
        super().__init__(ruleset, setup, mode)
        self.initial = self.state
        """The state the game was set up with."""
        self.state = snapshot

    def check(self, action: Action) -> Verdict:
        """Refused: the save is being checked."""
        return _CHECKING

    def submit(self, action: Action) -> Outcome:
        """Refused: the save is being checked."""
        return Outcome(False, _CHECKING)

    def preview(self, action: Action) -> Outcome:
        """Refused: the save is being checked."""
        return Outcome(False, _CHECKING)

    def look_ahead(self, action: Action, look: Callable[[GameState], T]) -> T | None:
        """Nothing to look at: the save is being checked."""
        return None


def shown_controller(saved: SavedGame) -> UncheckedController | None:
    """A controller holding ``saved``'s snapshot, or None when there is none to show: the save
    has no snapshot, it is not a position of this game (:func:`check_fits`), or the rules
    cannot even say whose turn it is in it (a snapshot edited by hand). Raises what
    :func:`make_ruleset` raises for a game that cannot be set up."""
    if saved.snapshot is None:
        return None
    ruleset = make_ruleset(saved.setup.game_id, saved.setup.profile)
    controller = UncheckedController(ruleset, saved.setup, Mode(saved.mode), saved.snapshot)
    state = controller.state
    try:
        check_fits(state, controller.initial)
        ruleset.actor(state)
        ruleset.active_seat(state)
        ruleset.step(state)
        ruleset.winner(state)
    except FormatError:
        return None
    except Exception:  # a ruleset choking on values no game of it reaches
        return None
    return controller


@dataclass(frozen=True)
class SaveCheck:
    """A save's log replayed, and what it says of the save's snapshot."""

    replay: Replay
    """The replay of the log (and redo tail), as far as it went."""
    snapshot: GameState | None
    """The snapshot the save holds (None: a save without one)."""
    error: CodedError | None
    """Why the log did not replay in full (None: it did)."""

    @property
    def controller(self) -> Controller:
        """The game rebuilt from its moves."""
        return self.replay.controller

    @property
    def complete(self) -> bool:
        """Whether the whole record replayed (log, and the redo tail made redoable again)."""
        return self.error is None

    @property
    def matches(self) -> bool:
        """Whether the whole record replayed to the snapshot's state (False without one)."""
        return self.complete and self.snapshot == self.controller.state


def check_save(saved: SavedGame, *, verify: bool = False) -> SaveCheck:
    """Replay ``saved``'s record (:func:`replay_record`, with ``verify`` as there) and compare
    the state it gives with the snapshot. Raises :class:`CodedError` only when the game cannot
    be set up at all (then nothing was replayed)."""
    replay = replay_record(saved, verify=verify)
    error = replay.error
    if error is None and len(replay.controller.history.undone) != len(saved.redo):
        error = ReplayError(REDO_NOT_UNDOABLE, index=len(saved.log))
    return SaveCheck(replay, saved.snapshot, error)
