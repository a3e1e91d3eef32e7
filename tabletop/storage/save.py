"""Save files (``.tabletop``): a game's setup, its action log, its mode and its redo tail.

The file is UTF-8 JSON::

    {
      "format": "tabletop-save",
      "schema_version": 2,
      "app_version": "0.1.0",
      "saved_at": "2024-05-01T12:00:00+00:00",
      "game": "dbgt", "seed": 42, "players": [...], "decks": [...], "profile": {...},
      "mode": "enforced",
      "seats": ["human", "computer:greedy"],
      "snapshot": {"zones": [...], "cards": [...], "counters": [...], "values": {...}},
      "log": [
        {"action": "shuffle 0 p0.deck", "chance": [[2, 0, 1]]},
        ...
      ],
      "redo": [...]
    }

``game``, ``seed``, ``players``, ``decks`` and ``profile`` are :meth:`GameSetup.to_json`; each
``log`` and ``redo`` item is :meth:`LogEntry.to_json`. ``redo`` (optional) holds the entries
undone but still redoable, in the order they were first played: ``log + redo`` is the whole
line of play, and redoing moves ``redo[0]`` to the end of ``log``.

``seats`` (optional, both ``"human"`` when absent) says who plays each seat: ``"human"`` or
``"computer:<level>"`` (:data:`COMPUTER_LEVELS`). ``snapshot`` (optional, since schema 2) is the
state after ``log`` (:mod:`tabletop.engine.snapshot`): a reader may show it before replaying the
log, but the log is the truth, and a snapshot that its replay does not give is wrong. A snapshot
that is not well formed does not refuse the save: it loads without one
(:attr:`SavedGame.snapshot_error` says why), to be replayed. A schema-1 save (no snapshot) loads
unchanged and is replayed.

Loading validates everything and fails only with :class:`StorageError`; it never writes.
Saving is atomic (:func:`atomic_write_bytes`): a failed save leaves the previous file intact.
Loading does not replay the log: the caller's controller does, and refuses what is illegal;
the snapshot is checked as untrusted input, not against the log.

A game's action kinds are registered when its package is imported, so reading a record first
imports the game its header names (:func:`prepare_game`): a plain start of the app has imported
only the game on the table, and a record of the other game must read all the same.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

import tabletop.engine.table_actions  # noqa: F401  (registers the table's action kinds)
from tabletop import __version__
from tabletop.engine.controller import Mode
from tabletop.engine.errors import FormatError
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup
from tabletop.engine.snapshot import snapshot_from_json, snapshot_to_json
from tabletop.engine.state import GameState
from tabletop.games.packages import import_game

from .atomic import atomic_write_bytes
from .errors import StorageError
from .migrations import migrate
from .reading import read_json

SAVE_FORMAT: Final = "tabletop-save"
SAVE_SCHEMA_VERSION: Final = 2
SAVE_SUFFIX: Final = ".tabletop"
#: Bigger files are refused before reading (a 10,000-action game is well under 1 MB).
MAX_SAVE_BYTES: Final = 16 * 1024 * 1024
#: More actions than this in one record are refused before any is parsed: replaying them would
#: take more than a few seconds (a long game has a few thousand).
MAX_ACTIONS: Final = 20_000

_SETUP_KEYS: Final = ("game", "seed", "players", "decks", "profile")

HUMAN: Final = "human"
COMPUTER: Final = "computer"
#: The levels of a computer player: ``"computer:greedy"``.
COMPUTER_LEVELS: Final = ("random", "greedy", "strong")
Seats = tuple[str, str]
#: Who plays the seats when a record does not say: two people at one computer.
HUMAN_SEATS: Final[Seats] = (HUMAN, HUMAN)


def parse_seats(value: object, field_name: str = "seats") -> Seats:
    """Check a record's ``seats``: a pair of ``"human"`` or ``"computer:<level>"`` (None: both
    human); ``bad_field`` otherwise."""
    if value is None:
        return HUMAN_SEATS
    if not isinstance(value, list) or len(value) != 2:
        raise StorageError("bad_field", field=field_name, reason="type")
    for index, seat in enumerate(value):
        if not isinstance(seat, str):
            raise StorageError("bad_field", field=f"{field_name}[{index}]", reason="type")
        kind, colon, level = seat.partition(":")
        if not (seat == HUMAN or (kind == COMPUTER and colon and level in COMPUTER_LEVELS)):
            raise StorageError("bad_field", field=f"{field_name}[{index}]", reason="value")
    return (value[0], value[1])


@dataclass
class SavedGame:
    """What a save file holds. ``app_version`` is the version that wrote it (saving always
    writes the running version); ``saved_at`` is an ISO 8601 time, set when saving."""

    setup: GameSetup
    log: list[LogEntry] = field(default_factory=list)
    mode: Mode = Mode.ENFORCED
    redo: list[LogEntry] = field(default_factory=list)
    app_version: str = __version__
    saved_at: str | None = None
    seats: Seats = HUMAN_SEATS
    """Who plays each seat (see :func:`parse_seats`)."""
    snapshot: GameState | None = None
    """The state after ``log``, when the file holds one (a schema-1 save does not). Saving
    writes it when given; it is checked as data on loading, not against the log."""
    snapshot_error: StorageError | None = field(default=None, compare=False)
    """Why the snapshot the file holds is not well formed (``bad_field``, naming its field),
    when it is not: ``snapshot`` is then None, and the game is the one its log gives."""


class SaveEnvelope(BaseModel):
    """The save file's own fields (the setup and the entries are checked by the engine)."""

    # Built on first use: a start-up that loads no save file never needs its validator.
    model_config = ConfigDict(extra="ignore", strict=True, defer_build=True)

    format: Literal["tabletop-save"]
    schema_version: int  # equal to SAVE_SCHEMA_VERSION once migrated
    app_version: str = Field(max_length=100)
    saved_at: str | None = Field(default=None, max_length=100)
    mode: Annotated[Mode, Field(strict=False)]  # the file holds its value, "enforced"
    log: list[dict[str, Any]]
    redo: list[dict[str, Any]] = Field(default_factory=list)
    seats: list[Any] | None = None
    snapshot: Any = None  # checked by parse_snapshot: a bad one does not refuse the save


def format_error(field_name: str, exc: FormatError) -> StorageError:
    """An engine :class:`FormatError` as ``bad_field`` with ``field``, ``cause``, ``detail``."""
    return StorageError("bad_field", field=field_name, cause=exc.code, detail=dict(exc.params))


def _validation_error(exc: ValidationError) -> StorageError:
    first = exc.errors()[0]
    loc = ".".join(str(part) for part in first["loc"]) or "save"
    reason = "missing" if first["type"] == "missing" else first["type"]
    return StorageError("bad_field", field=loc, reason=reason)


def parse_setup(data: Mapping[str, Any]) -> GameSetup:
    """:meth:`GameSetup.from_json` with its errors as ``bad_field`` StorageErrors."""
    try:
        return GameSetup.from_json(data)
    except FormatError as exc:
        raise format_error(str(exc.params.get("field", "setup")), exc) from exc
    except (ValueError, TypeError, LookupError, RecursionError) as exc:  # engine safety net
        raise StorageError("bad_field", field="setup", cause="invalid") from exc


def parse_entry(data: object, where: str) -> LogEntry:
    """:meth:`LogEntry.from_json` with its errors as ``bad_field`` StorageErrors."""
    try:
        return LogEntry.from_json(data)
    except FormatError as exc:
        raise format_error(where, exc) from exc
    except (ValueError, TypeError, LookupError, RecursionError) as exc:  # engine safety net
        raise StorageError("bad_field", field=where, cause="invalid") from exc


def parse_entries(items: Iterable[object], name: str) -> list[LogEntry]:
    """Every item as a :class:`LogEntry`; the first bad one is ``bad_field`` ``name[i]``.

    A game repeats the same actions (a pass, a draw, a card moved back and forth): an item that
    is a plain action (no chance outcome, no forced mark) is parsed once per text and its entry
    (immutable) shared; every other item is parsed on its own.
    """
    plain: dict[str, LogEntry] = {}
    entries: list[LogEntry] = []
    for i, item in enumerate(items):
        text = item.get("action") if type(item) is dict and len(item) == 1 else None
        if type(text) is str:
            entry = plain.get(text)
            if entry is None:
                entry = plain[text] = parse_entry(item, f"{name}[{i}]")
        else:
            entry = parse_entry(item, f"{name}[{i}]")
        entries.append(entry)
    return entries


def parse_snapshot(data: object) -> GameState:
    """:func:`snapshot_from_json` with its errors as ``bad_field`` StorageErrors."""
    try:
        return snapshot_from_json(data)
    except FormatError as exc:
        raise format_error(str(exc.params.get("field", "snapshot")), exc) from exc
    except (ValueError, TypeError, LookupError, RecursionError) as exc:  # engine safety net
        raise StorageError("bad_field", field="snapshot", cause="invalid") from exc


def prepare_game(game: object) -> None:
    """Import the package of the game a save or journal header names, so that the action kinds
    it registers are known before the record's log is parsed. Every reader of a record calls
    this first; an unknown game is left for :func:`parse_setup` and the ruleset to refuse."""
    if isinstance(game, str):
        import_game(game)


def check_action_count(count: int) -> None:
    """Refuse a record holding more than :data:`MAX_ACTIONS` actions (``too_many_actions``)."""
    if count > MAX_ACTIONS:
        raise StorageError("too_many_actions", count=count, limit=MAX_ACTIONS)


def saved_game_from_json(data: object) -> SavedGame:
    """Validate a decoded save document (migrating older schemas); raises StorageError."""
    if not isinstance(data, dict):
        raise StorageError("not_a_save", kind="save", found=_json_type(data))
    found = data.get("format")
    if found != SAVE_FORMAT:
        raise StorageError(
            "not_a_save", kind="save", found=found[:40] if isinstance(found, str) else None
        )
    data = migrate("save", data, SAVE_SCHEMA_VERSION)
    try:
        envelope = SaveEnvelope.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(exc) from None
    check_action_count(len(envelope.log) + len(envelope.redo))
    seats = parse_seats(envelope.seats)
    snapshot, snapshot_error = _read_snapshot(envelope.snapshot)
    prepare_game(data.get("game"))
    return SavedGame(
        setup=parse_setup(data),
        log=parse_entries(envelope.log, "log"),
        mode=envelope.mode,
        redo=parse_entries(envelope.redo, "redo"),
        app_version=envelope.app_version,
        saved_at=envelope.saved_at,
        seats=seats,
        snapshot=snapshot,
        snapshot_error=snapshot_error,
    )


def _read_snapshot(data: object) -> tuple[GameState | None, StorageError | None]:
    """A save's snapshot, or why it is not well formed: the log is the record of the game, so
    a snapshot that cannot be read does not make the save unreadable (it is rebuilt from its
    moves, and the reader says so)."""
    if data is None:
        return None, None
    try:
        return parse_snapshot(data), None
    except StorageError as error:
        return None, error


def load_game(path: str | os.PathLike[str]) -> SavedGame:
    """Read and validate a save file. Never writes to it.

    Raises :class:`StorageError`: ``not_found``, ``io_error``, ``too_large`` (over
    :data:`MAX_SAVE_BYTES`), ``bad_encoding``, ``not_json``, ``truncated``, ``too_deep``,
    ``not_a_save`` (wrong top-level type or format name), ``bad_field``, ``too_many_actions``,
    ``unknown_schema``, ``newer_schema``, ``migration_failed``.
    """
    return saved_game_from_json(read_json(path, MAX_SAVE_BYTES))


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def _pretty(value: object, indent: str = "  ") -> str:
    """Indented JSON, but lists of plain values (card ids, numbers) on one line."""
    inner = indent + "  "
    if isinstance(value, dict) and value:
        items = (f"{inner}{_dump(str(k))}: {_pretty(v, inner)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(v, dict | list) for v in value):
        return "[\n" + ",\n".join(inner + _pretty(v, inner) for v in value) + "\n" + indent + "]"
    return _dump(value)


def _entries_block(entries: Sequence[LogEntry]) -> str:
    """One line per entry; an entry the game repeats (entries are immutable) is written once
    and its line reused."""
    if not entries:
        return "[]"
    written: dict[LogEntry, str] = {}
    lines: list[str] = []
    for entry in entries:
        try:
            line = written.get(entry)
        except TypeError:  # an action with a field that cannot be hashed: write it each time
            line = None
        if line is None:
            line = "    " + _dump(entry.to_json())
            with contextlib.suppress(TypeError):
                written[entry] = line
        lines.append(line)
    return "[\n" + ",\n".join(lines) + "\n  ]"


def _snapshot_block(snapshot: dict[str, Any]) -> str:
    """The snapshot with one line per zone and per card."""

    def rows(items: list[Any]) -> str:
        if not items:
            return "[]"
        return "[\n" + ",\n".join("      " + _dump(item) for item in items) + "\n    ]"

    return (
        "{\n"
        f'    "zones": {rows(snapshot["zones"])},\n'
        f'    "cards": {rows(snapshot["cards"])},\n'
        f'    "counters": {_dump(snapshot["counters"])},\n'
        f'    "values": {_dump(snapshot["values"])}\n'
        "  }"
    )


def saved_game_to_text(game: SavedGame, saved_at: str | None = None) -> str:
    """The file's text: pretty at the top, one line per log entry (readable, diff-friendly).

    Raises ValueError for a mode other than ``enforced``/``manual`` and ``bad_field`` when
    the setup, the seats or the snapshot would not load again (so we never write a file we
    would refuse).
    """
    mode = Mode(game.mode)  # ValueError for any other
    seats = parse_seats(list(game.seats))
    setup_json = game.setup.to_json()
    parse_setup(setup_json)
    snapshot = snapshot_to_json(game.snapshot) if game.snapshot is not None else None
    head: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "schema_version": SAVE_SCHEMA_VERSION,
        "app_version": __version__,
        "saved_at": saved_at,
    }
    head.update({key: setup_json[key] for key in _SETUP_KEYS})
    head["mode"] = mode.value
    head["seats"] = list(seats)
    parts: list[str] = []
    try:
        for key, value in head.items():
            if value is not None:
                parts.append(f"  {_dump(key)}: {_pretty(value)}")
        if snapshot is not None:
            parse_snapshot(snapshot)
            parts.append('  "snapshot": ' + _snapshot_block(snapshot))
        parts.append('  "log": ' + _entries_block(game.log))
        if game.redo:
            parts.append('  "redo": ' + _entries_block(game.redo))
    except (ValueError, TypeError, RecursionError) as exc:  # NaN, a non-JSON value in a profile
        raise StorageError("bad_field", field="profile", cause="not_json") from exc
    return "{\n" + ",\n".join(parts) + "\n}\n"


def save_game(path: str | os.PathLike[str], game: SavedGame) -> None:
    """Write ``game`` to ``path`` atomically (the running app version, the current time).

    Raises :class:`StorageError`: ``io_error`` (with ``errno``; the previous file is intact and
    no temporary file remains), ``too_large`` (the game would not load again) or ``bad_field``.
    """
    now = datetime.now(UTC).isoformat(timespec="seconds")
    data = saved_game_to_text(game, saved_at=now).encode("utf-8")
    if len(data) > MAX_SAVE_BYTES:
        raise StorageError("too_large", size=len(data), limit=MAX_SAVE_BYTES)
    atomic_write_bytes(path, data)
