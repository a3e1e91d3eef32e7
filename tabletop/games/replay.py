"""Replaying a record (a save file or a recovered journal) under its game's rules.

One function, :func:`replay_record`, rebuilds a game from its setup and its log, entry by entry,
for every reader of a record: loading a save, the replay viewer, crash recovery and
``tabletop replay``. It stops at the first entry the rules refuse and says why; what came
before is kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tabletop.engine import Controller, GameSetup, GameState, LogEntry, Mode
from tabletop.engine.errors import CodedError, ReplayError

from .base import make_ruleset

ENTRY_DIFFERS = "entry_differs"
"""``--verify``: the replay records an entry otherwise than the file (a forced mark, say)."""
REDO_NOT_UNDOABLE = "redo_not_undoable"
_CARD_FIELDS = ("card", "target", "attacker", "defender")


class GameRecord(Protocol):
    """What a save file and a recovered journal both hold: a setup, a log, a redo tail, a mode."""

    @property
    def setup(self) -> GameSetup: ...
    @property
    def log(self) -> Sequence[LogEntry]: ...
    @property
    def redo(self) -> Sequence[LogEntry]: ...
    @property
    def mode(self) -> str: ...


@dataclass(frozen=True)
class Replay:
    """A record replayed as far as it would go."""

    controller: Controller
    replayed: int
    """Entries of the record applied (of the log, then of the redo tail)."""
    total: int
    """Entries the record holds (log and redo tail)."""
    error: CodedError | None
    """Why entry ``replayed`` was refused (None: every entry was replayed)."""

    @property
    def complete(self) -> bool:
        return self.error is None


def record_mode(record: GameRecord) -> Mode:
    """The mode a record was played in (a record read from a file holds a valid one)."""
    return Mode(record.mode)


def replay_record(record: GameRecord, *, upto: int | None = None, verify: bool = False) -> Replay:
    """Rebuild ``record``'s game, entry by entry, up to the first entry that is refused.

    The log is replayed, then the redo tail, which is undone again so that it stays redoable
    (a redo entry that cannot be undone stays played). With ``upto``, only the first ``upto``
    entries of log and redo tail are played and nothing is undone (the replay viewer). With
    ``verify``, each entry's chance outcomes must be the ones the game's seed gives and the
    replay must record each entry exactly as the file does (``replay --verify``).

    A refused entry's error (:class:`ReplayError`) names its index; a refusal by the rules also
    carries the rule's parameters (``reason_params``) with cards named by their card ids. Raises
    :class:`CodedError` only when the game itself cannot be set up (an unknown game, a bad
    profile): then nothing was replayed.
    """
    setup = record.setup
    controller = Controller(make_ruleset(setup.game_id, setup.profile), setup, record_mode(record))
    entries = [*record.log, *record.redo]
    if upto is not None:
        entries = entries[: max(0, upto)]
    error: CodedError | None = None
    replayed = 0
    for index, entry in enumerate(entries):
        state = controller.state
        try:
            outcome = controller.replay_entry(entry, index, check_seed=verify)
        except CodedError as refused:
            error = _named(refused, state)
            break
        except Exception as bug:  # a ruleset bug must not cost the rest of the game
            error = ReplayError("bad_log_entry", index=index, detail=repr(bug)[:200])
            break
        again = outcome.step.entry if outcome.step is not None else None
        if verify and (again is None or again.to_json() != entry.to_json()):
            error = ReplayError(ENTRY_DIFFERS, index=index)
            break
        replayed += 1
    if upto is None:
        redone = max(0, replayed - len(record.log))
        for _ in range(redone):
            if controller.undo() is None:  # an irreversible redo entry: keep it played
                break
    return Replay(controller, replayed, len(record.log) + len(record.redo), error)


def replay_whole(record: GameRecord) -> Controller:
    """:func:`replay_record`, refusing a record that does not replay in full: raises the
    refused entry's :class:`CodedError`, or ``redo_not_undoable`` when the redo tail could not
    be made redoable again."""
    replay = replay_record(record)
    if replay.error is not None:
        raise replay.error
    if len(replay.controller.history.undone) != len(record.redo):
        raise ReplayError(REDO_NOT_UNDOABLE, index=len(record.log))
    return replay.controller


def _named(error: CodedError, state: GameState) -> CodedError:
    """``error`` with the cards of its rule parameters named by card id (not by the uids only
    this replay knows), so that a message can say which card the rule was about."""
    params = error.params.get("reason_params")
    if not isinstance(params, Mapping):
        return error
    named: dict[str, Any] = dict(params)
    for key in _CARD_FIELDS:
        uid = named.get(key)
        card = state.cards.get(uid) if isinstance(uid, int) else None
        if card is not None and card.card_id:
            named[key] = card.card_id
    return type(error)(error.code, **{**error.params, "reason_params": named})
