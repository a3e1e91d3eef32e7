"""The controller: the one path by which every change reaches a game.

    action → verdict (ruleset) → apply (ruleset, through a transaction) → change set → history

In **enforced** mode an illegal action is refused; in **manual** mode it is applied and the
verdict comes back as a warning. An *impossible* action (an unknown card or zone) is refused in
both modes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from .actions import Action
from .changes import ChangeSet
from .errors import EngineError, ReplayError
from .history import AppliedAction, History
from .log import LogEntry
from .mypyc_marks import mypyc_attr
from .records import as_made, quick_init
from .rng import Chance, RecordedChance, SeedCheckedChance, SeededChance
from .ruleset import Ruleset
from .setup import GameSetup
from .state import GameState
from .transaction import Transaction
from .verdict import Verdict
from .view import StateView, view_for

T = TypeVar("T")

REFUSED_IN_LOG = "refused_in_log"
NO_CHANGES = ChangeSet()


class Mode(StrEnum):
    """How the controller treats illegal actions."""

    ENFORCED = "enforced"
    MANUAL = "manual"


@dataclass(frozen=True)
class Outcome:
    """What became of a submitted action."""

    applied: bool
    verdict: Verdict
    changes: ChangeSet = NO_CHANGES
    step: AppliedAction | None = None

    def __init__(
        self,
        applied: bool,
        verdict: Verdict,
        changes: ChangeSet = NO_CHANGES,
        step: AppliedAction | None = None,
    ) -> None:
        # Written for a quick native __init__ compiled (a third of a NamedTuple's time, see
        # tabletop/engine/records.py); as Python, quick_init's takes its place.
        self.applied = applied  # type: ignore[misc]
        self.verdict = verdict  # type: ignore[misc]
        self.changes = changes  # type: ignore[misc]
        self.step = step  # type: ignore[misc]

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return as_made(self)  # pickled as made (see as_made)

    @property
    def warning(self) -> Verdict | None:
        """The illegal verdict of an action that manual mode applied anyway."""
        return self.verdict if self.applied and not self.verdict.legal else None

    @property
    def closes_undo(self) -> bool:
        """Whether the applied action revealed a card or drew a chance outcome, so that it
        (and everything before it) cannot be undone."""
        return self.applied and (self.changes.revealed or self.changes.chance)


quick_init(Outcome, written=True)  # a call: compiled, a decorated class is a Python one


@mypyc_attr(allow_interpreted_subclasses=True)  # the storage's unchecked controller
class Controller:
    """Owns a game's state and history and applies actions to it under a ruleset.

    >>> from tabletop.engine.free_table import FreeTable
    >>> from tabletop.engine.setup import DeckSpec, GameSetup
    >>> from tabletop.engine.table_actions import Draw
    >>> deck = DeckSpec("d", {"deck": ("X-1", "X-2", "X-3")})
    >>> game = Controller.new_game(FreeTable(), GameSetup("free", 7, decks=(deck, deck)))
    >>> game.submit(Draw(0, 2)).applied, len(game.state.zones["p0.hand"].cards)
    (True, 2)
    """

    def __init__(self, ruleset: Ruleset, setup: GameSetup, mode: Mode = Mode.ENFORCED) -> None:
        self.ruleset = ruleset
        self.setup = setup
        self.mode = mode
        self.state = ruleset.setup(setup)
        self.history = History()
        self._chance_drawn = 0

    @classmethod
    def new_game(cls, ruleset: Ruleset, setup: GameSetup, mode: Mode = Mode.ENFORCED) -> Controller:
        """Set up a game and apply its opening actions (the first shuffles)."""
        game = cls(ruleset, setup, mode)
        for action in ruleset.opening_actions(game.state):
            outcome = game._run(action, SeededChance(setup.seed, game._chance_drawn), False)
            if not outcome.applied:
                raise EngineError(outcome.verdict.code or "opening_refused")
        return game

    @classmethod
    def replay(
        cls,
        ruleset: Ruleset,
        setup: GameSetup,
        entries: Iterable[LogEntry],
        mode: Mode = Mode.ENFORCED,
    ) -> Controller:
        """Rebuild a game from its setup and log; raises :class:`ReplayError` naming the entry
        that could not be applied."""
        game = cls(ruleset, setup, mode)
        for index, entry in enumerate(entries):
            game.replay_entry(entry, index)
        return game

    def replay_entry(
        self, entry: LogEntry, index: int | None = None, *, check_seed: bool = False
    ) -> Outcome:
        """Apply a recorded entry with its recorded chance outcomes.

        An entry is refused (:class:`ReplayError`) if it is impossible, or illegal without
        having been forced in manual mode, or if its chance outcomes do not fit; with
        ``check_seed``, also if they are not the ones the game's seed gives
        (``chance_not_seeded``: the record was altered). A refusal carries the verdict's own
        parameters as ``reason_params``.
        """
        where = len(self.history) if index is None else index
        chance = (
            SeedCheckedChance(entry.chance, self.setup.seed, self._chance_drawn)
            if check_seed
            else RecordedChance(entry.chance)
        )
        try:
            outcome = self._run(entry.action, chance, entry.forced)
        except ReplayError as error:
            raise ReplayError(error.code, index=where, **error.params) from None
        if not outcome.applied:
            raise ReplayError(
                REFUSED_IN_LOG,
                index=where,
                reason=outcome.verdict.code or "",
                reason_params=dict(outcome.verdict.params),
                action=str(entry.action),
            )
        return outcome

    # ---------------------------------------------------------------- play

    def check(self, action: Action) -> Verdict:
        """The ruleset's verdict on the game action ``action`` stands for (see
        :meth:`Ruleset.meaning`), without applying it."""
        return self.ruleset.verdict(self.state, self.ruleset.meaning(self.state, action))

    def submit(self, action: Action) -> Outcome:
        """Check an action (as the game action it means, see :meth:`Ruleset.meaning`) and, as
        the mode allows, apply it as a new history step."""
        action = self.ruleset.meaning(self.state, action)
        chance = SeededChance(self.setup.seed, self._chance_drawn)
        return self._run(action, chance, self.mode is Mode.MANUAL)

    def preview(self, action: Action) -> Outcome:
        """What :meth:`submit` would make of ``action`` now, without making it.

        The action is applied in a transaction that is then rolled back: the outcome's
        ``applied`` says whether submit would apply it, ``changes`` is the change set it would
        make (with ``revealed``/``chance``, see :attr:`Outcome.closes_undo`), and ``step`` is
        None. The state, the history and the chance outcomes still to come are as before.
        An error the ruleset raises while applying propagates, as it would from submit.
        """
        return self._trial(action, None)[0]

    def look_ahead(self, action: Action, look: Callable[[GameState], T]) -> T | None:
        """``look`` at the state ``action`` would leave (what step comes next, whose turn it
        is), or None when submit would not apply it; as :meth:`preview`, nothing is kept."""
        outcome, seen = self._trial(action, look)
        return seen if outcome.applied else None

    def _trial(
        self, action: Action, look: Callable[[GameState], T] | None
    ) -> tuple[Outcome, T | None]:
        action = self.ruleset.meaning(self.state, action)
        chance = SeededChance(self.setup.seed, self._chance_drawn)
        verdict = self.ruleset.verdict(self.state, action)  # a meaning already
        if not self._allowed(verdict, self.mode is Mode.MANUAL):
            return Outcome(False, verdict), None
        tx = self._transact(action, chance)
        try:
            seen = look(self.state) if look is not None else None
        finally:
            tx.rollback()
        return Outcome(True, verdict, tx.changes.build()), seen

    @staticmethod
    def _allowed(verdict: Verdict, may_force: bool) -> bool:
        return verdict.possible and (verdict.legal or may_force)

    def _transact(self, action: Action, chance: Chance) -> Transaction:
        """Apply ``action`` through a new transaction; on any error, roll it back and
        re-raise."""
        tx = Transaction(self.state, chance, action.seat)
        try:
            self.ruleset.apply(self.state, action, tx)
            self.ruleset.after(self.state, action, tx)
            if isinstance(chance, RecordedChance):
                chance.finish()
        except BaseException:
            tx.rollback()
            raise
        return tx

    def _run(self, action: Action, chance: Chance, may_force: bool) -> Outcome:
        verdict = self.ruleset.verdict(self.state, action)  # a meaning already (or a log entry)
        legal = verdict.legal
        if not (legal or may_force) or not verdict.possible:
            return Outcome(False, verdict)
        tx = self._transact(action, chance)
        drawn = chance.outcomes()
        changes = tx.changes.build()
        step = AppliedAction(
            LogEntry(action, drawn, not legal), tuple(tx.ops), changes, None if legal else verdict
        )
        self.history.push(step)
        if drawn:
            self._chance_drawn += len(drawn)
        return Outcome(True, verdict, changes, step)

    def undo(self) -> ChangeSet | None:
        """Undo the last step if it may be undone."""
        return self.history.undo(self.state)

    def redo(self) -> ChangeSet | None:
        """Redo the last undone step."""
        return self.history.redo(self.state)

    @property
    def log(self) -> list[LogEntry]:
        """The game's action log as it stands (undone steps excluded)."""
        return self.history.entries()

    def view(self, seat: int, *, open_hands: bool = False) -> StateView:
        """What ``seat`` may see of the game (with the values the rules show on its cards)."""
        state, shown_counters = self.state, self.ruleset.shown_counters
        return view_for(
            state, seat, open_hands=open_hands, shown=lambda uid: shown_counters(state, uid)
        )

    def destinations(self, seat: int, uid: int) -> list[str]:
        """Zones where ``seat`` may legally move card ``uid``."""
        return self.ruleset.destinations(self.state, seat, uid)

    @property
    def winner(self) -> int | None:
        """The winning seat, once the game is over."""
        return self.ruleset.winner(self.state)
