"""User settings: a versioned pydantic model in ``paths.config_dir()/settings.json``.

Loading never fails and never loses what the user had: a missing file gives the defaults; a
file that cannot be read as settings gives the defaults, is moved aside to ``settings.json.bad``
(or ``.bad.1``, ``.bad.2``, ... if that exists; never deleted) and the problem is returned by
:func:`load_settings_report` for the UI to show. A file with some bad fields keeps its good
ones (a copy of the file is kept aside all the same). Files of an older schema are migrated
in memory, and a copy of the original is kept as ``settings.json.v<N>.bak``.

A file that cannot even be read (no permission, a folder or a pipe in its place) or that could
not be moved or copied aside is *held* for the rest of the session: it is never written over,
and the settings live in memory instead (:func:`save_settings` keeps them there, later loads
return them), so nothing the user wrote is lost while it is unreadable.
"""

from __future__ import annotations

import binascii
import contextlib
import json
import os
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from tabletop import paths
from tabletop.engine.controller import Mode

from .atomic import atomic_write_bytes
from .errors import StorageError, io_error
from .migrations import migrate, schema_version
from .reading import decode_json, read_capped

SETTINGS_FILE: Final = "settings.json"
SETTINGS_SCHEMA_VERSION: Final = 1
MAX_SETTINGS_BYTES: Final = 1024 * 1024
MAX_RECENT_DECKS: Final = 10
MAX_PAUSE_MS: Final = 5000
"""The longest pause after each of the computer's moves."""
_MAX_PATH = 4096
_MAX_BLOB = 64 * 1024

Language = Literal["system", "ja", "en"]
CurtainRule = Literal["turns", "every_hand_over"]
SeatKind = Literal["human", "computer:random", "computer:greedy", "computer:strong"]


class Confirmations(BaseModel):
    """Which questions the app asks before doing something the user may regret.

    Reads a bare ``true``/``false`` too (all on or all off).
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    discard_unsaved_game: bool = True
    """Before a new game, loading, or quitting throws away unsaved play."""
    forced_move: bool = True
    """Before applying an illegal move in manual mode."""
    irreversible_action: bool = True
    """Before an action that reveals cards and so cannot be undone (draw, search, shuffle)."""
    quiet: list[str] = Field(default_factory=list)
    """Kinds of irreversible action (``shuffle``, ``movetop``, ``dbgt.use``…) the user said
    "Don't ask again" for: the others are still asked about. Older files have none."""

    @field_validator("quiet")
    @classmethod
    def _unique(cls, value: list[str]) -> list[str]:
        return sorted({kind.strip() for kind in value if kind.strip()})

    def asks(self, kind: str) -> bool:
        """Is the "cannot be undone" question asked before an action of ``kind``?"""
        return self.irreversible_action and kind not in self.quiet

    @model_validator(mode="before")
    @classmethod
    def _from_bool(cls, value: Any) -> Any:
        if isinstance(value, bool):
            return {name: value for name in cls.model_fields if name != "quiet"}
        return value

    def all_on(self) -> bool:
        """Are all confirmations enabled?"""
        flags = (name for name in type(self).model_fields if name != "quiet")
        return all(getattr(self, name) for name in flags) and not self.quiet


class Settings(BaseModel):
    """Everything the app remembers between runs. Assignments are validated.

    >>> Settings().language, Settings().default_mode.value, Settings().animation_speed
    ('system', 'enforced', 1.0)
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    schema_version: int = SETTINGS_SCHEMA_VERSION
    language: Language = "system"
    card_image_folder: Annotated[str, Field(min_length=1, max_length=_MAX_PATH)] | None = None
    default_mode: Mode = Mode.ENFORCED
    """Written as ``"enforced"`` or ``"manual"``."""
    confirmations: Confirmations = Field(default_factory=Confirmations)
    animation_speed: Annotated[float, Field(ge=0.0, le=4.0, allow_inf_nan=False)] = 1.0
    """0 turns animations off; 1 is normal speed."""
    curtain: CurtainRule = "turns"
    """When the hot-seat curtain hides the table: ``turns`` at the end of a turn (a hand-over
    for an answer keeps the table in view with both hands face down), or ``every_hand_over``."""
    computer_think_ms: Annotated[int, Field(ge=100, le=60_000)] = 1000
    """How long the computer's Strong level thinks of each move, in milliseconds."""
    computer_pause_ms: Annotated[int, Field(ge=0, le=MAX_PAUSE_MS)] = 800
    """How long the table stays still after each of the computer's moves before it thinks of
    the next, in milliseconds (0: no pause), so a player can follow its turn."""
    new_game_seats: tuple[SeatKind, SeatKind] = ("human", "human")
    """Who played each seat in the last new game: ``human`` or ``computer:<level>``."""
    window_geometry: Annotated[str, Field(max_length=_MAX_BLOB)] | None = None
    """``QWidget.saveGeometry()`` as base64."""
    window_state: Annotated[str, Field(max_length=_MAX_BLOB)] | None = None
    """``QMainWindow.saveState()`` as base64."""
    recent_decks: list[Annotated[str, Field(min_length=1, max_length=_MAX_PATH)]] = Field(
        default_factory=list
    )
    """Most recent first, at most :data:`MAX_RECENT_DECKS`, no duplicates."""
    game_folder: Annotated[str, Field(min_length=1, max_length=_MAX_PATH)] | None = None
    """The folder a game was last saved to or opened from, absolute: the game file dialogs
    start there (None: the saves folder, :func:`tabletop.paths.saves_dir`)."""

    @field_validator("game_folder")
    @classmethod
    def _absolute(cls, value: str | None) -> str | None:
        if value is not None and ("\0" in value or not os.path.isabs(value)):
            raise ValueError("not an absolute path")
        return value

    @field_validator("window_geometry", "window_state")
    @classmethod
    def _base64(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                binascii.a2b_base64(value.encode("ascii"), strict_mode=True)
            except (binascii.Error, UnicodeEncodeError):
                raise ValueError("not base64") from None
        return value

    @field_validator("recent_decks")
    @classmethod
    def _recent(cls, value: list[str]) -> list[str]:
        return list(dict.fromkeys(value))[:MAX_RECENT_DECKS]

    def with_recent_deck(self, path: str) -> Settings:
        """A copy with ``path`` first among the recent decks."""
        copy = self.model_copy(deep=True)
        copy.recent_decks = [path, *(p for p in self.recent_decks if p != path)]
        return copy


def settings_path(path: str | os.PathLike[str] | None = None) -> Path:
    """``path``, or ``paths.config_dir()/settings.json`` (the folder is not created here)."""
    return Path(path) if path is not None else paths.config_dir(create=False) / SETTINGS_FILE


def _keep_aside(path: Path, suffix: str) -> Path | None:
    """Move the file to the first free ``<name><suffix>[.N]``; None if that fails."""
    for i in range(1000):
        aside = path.with_name(path.name + suffix + (f".{i}" if i else ""))
        if aside.exists():
            continue
        try:
            os.rename(path, aside)  # never onto an existing file: we checked just above
        except OSError:
            return None
        return aside
    return None


def _copy_aside(path: Path, data: bytes, suffix: str) -> Path | None:
    """Copy ``data`` to the first free ``<name><suffix>[.N]``, or reuse an identical copy."""
    for i in range(1000):
        aside = path.with_name(path.name + suffix + (f".{i}" if i else ""))
        if aside.exists():
            with contextlib.suppress(StorageError):
                if read_capped(aside, MAX_SETTINGS_BYTES) == data:
                    return aside
            continue
        try:
            atomic_write_bytes(aside, data)
        except StorageError:
            return None
        return aside
    return None


def _salvage(data: dict[str, Any], exc: ValidationError) -> tuple[Settings, list[str]]:
    """Drop the top-level fields named in the errors and validate the rest."""
    bad = sorted({str(err["loc"][0]) for err in exc.errors() if err["loc"]})
    kept = {k: v for k, v in data.items() if k not in bad}
    try:
        return Settings.model_validate(kept), bad
    except ValidationError:
        return Settings(), sorted(data)


def _parse(raw: bytes) -> tuple[Settings, StorageError | None, bool]:
    """(settings, problem, migrated) from the file's bytes; raises StorageError if unusable."""
    data = decode_json(raw)
    if not isinstance(data, dict):
        raise StorageError("not_a_save", kind="settings")
    migrated = schema_version("settings", data) != SETTINGS_SCHEMA_VERSION
    data = migrate("settings", data, SETTINGS_SCHEMA_VERSION)
    try:
        return Settings.model_validate(data), None, migrated
    except ValidationError as exc:
        settings, bad = _salvage(data, exc)
        return settings, StorageError("bad_field", field=",".join(bad), kind="settings"), migrated


_HELD: dict[str, tuple[Settings, StorageError]] = {}
"""Settings files held this session (by absolute path): the settings kept in memory instead
and the problem that made the file unreadable."""


def _held_key(target: Path) -> str:
    return os.path.abspath(target)


def held(path: str | os.PathLike[str] | None = None) -> bool:
    """Is the settings file held this session (unreadable, so never written over)?"""
    return _held_key(settings_path(path)) in _HELD


def load_settings_report(
    path: str | os.PathLike[str] | None = None,
) -> tuple[Settings, StorageError | None]:
    """Load settings; returns them with the problem found, if any (never raises).

    When the problem is more than a missing file, ``problem.params["kept_as"]`` names the copy
    kept aside, or is None when the file is still in its place unchanged (it could not be read,
    or moving or copying it aside failed, e.g. in a read-only folder): the file is then held
    (:func:`held`) and the same settings and problem come back on every later load.
    """
    target = settings_path(path)
    key = _held_key(target)
    if key in _HELD:
        kept, reason = _HELD[key]
        return kept.model_copy(deep=True), reason
    settings, problem = _load(target)
    if problem is not None and problem.params.get("kept_as") is None:
        _HELD[key] = (settings.model_copy(deep=True), problem)
    return settings, problem


def _load(target: Path) -> tuple[Settings, StorageError | None]:
    """:func:`load_settings_report` of a file not held (every problem has ``kept_as``)."""
    try:
        raw = read_capped(target, MAX_SETTINGS_BYTES)
    except StorageError as err:
        if err.code == "not_found":
            return Settings(), None
        aside = _keep_aside(target, ".bad") if err.code == "too_large" else None
        err.params["kept_as"] = str(aside) if aside else None
        return Settings(), err
    try:
        settings, problem, migrated = _parse(raw)
    except StorageError as err:
        aside = _keep_aside(target, ".bad")
        err.params["kept_as"] = str(aside) if aside else None
        return Settings(), err
    if problem is not None:
        aside = _copy_aside(target, raw, ".bad")
        problem.params["kept_as"] = str(aside) if aside else None
    if migrated:
        with contextlib.suppress(StorageError, ValueError):
            old = schema_version("settings", decode_json(raw))
            backup = target.with_name(f"{target.name}.v{old}.bak")
            if not backup.exists():
                atomic_write_bytes(backup, raw)
    return settings, problem


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """:func:`load_settings_report` without the report."""
    return load_settings_report(path)[0]


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write settings atomically (creating the config folder); raises ``io_error``.

    A held file (:func:`held`) is not written: the settings are kept in memory for the rest of
    the session instead.
    """
    target = settings_path(path)
    key = _held_key(target)
    if key in _HELD:
        _HELD[key] = (settings.model_copy(deep=True), _HELD[key][1])
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise io_error(exc, "write") from exc
    data = settings.model_dump(mode="json")
    data["schema_version"] = SETTINGS_SCHEMA_VERSION
    text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    atomic_write_bytes(target, text.encode("utf-8"))
