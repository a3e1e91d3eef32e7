"""Schema migrations for versioned JSON files (saves, settings, journals).

A migrator upgrades the data of one ``kind`` by exactly one version::

    @migrator("settings", 1)
    def _settings_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
        data["animation_speed"] = data.pop("speed", 1.0)
        return data

:func:`migrate` reads ``data["schema_version"]`` and applies the migrators in order, on a deep
copy (the caller's data, like the file it came from, is never changed). A version newer than
the current one is ``newer_schema``; an older version with no path to the current one is
``unknown_schema``. Migrators set nothing themselves: :func:`migrate` writes the new
``schema_version`` after each step.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from .errors import StorageError

Migrator = Callable[[dict[str, Any]], dict[str, Any]]
M = TypeVar("M", bound=Migrator)

#: (kind, from_version) -> function upgrading to from_version + 1
_MIGRATORS: dict[tuple[str, int], Migrator] = {}

VERSION_KEY = "schema_version"


def migrator(kind: str, from_version: int) -> Callable[[M], M]:
    """Decorator registering a migrator of ``kind`` data from ``from_version`` to the next."""
    if from_version < 1:
        raise ValueError("schema versions start at 1")

    def register(func: M) -> M:
        key = (kind, from_version)
        if key in _MIGRATORS and _MIGRATORS[key] is not func:
            raise ValueError(f"migrator for {kind!r} version {from_version} registered twice")
        _MIGRATORS[key] = func
        return func

    return register


def schema_version(kind: str, data: Mapping[str, Any], key: str = VERSION_KEY) -> int:
    """The data's schema version; ``bad_field`` when missing or not a positive integer."""
    version = data.get(key)
    if not isinstance(version, int) or isinstance(version, bool):
        raise StorageError("bad_field", field=key, reason="missing" if version is None else "type")
    if version < 1:
        raise StorageError("unknown_schema", kind=kind, version=version)
    return version


def migrate(
    kind: str, data: Mapping[str, Any], current_version: int, key: str = VERSION_KEY
) -> dict[str, Any]:
    """Upgrade ``data`` to ``current_version``; returns a new dict (``data`` is left alone:
    only a document that needs a migration is deep-copied, a current one is copied shallowly).

    Raises :class:`StorageError`: ``bad_field`` (no usable version), ``newer_schema``,
    ``unknown_schema`` (an old version without a migrator) or ``migration_failed`` (a migrator
    choked on the data: KeyError, TypeError, ValueError, or it did not return a dict).
    """
    version = schema_version(kind, data, key)
    if version > current_version:
        raise StorageError("newer_schema", kind=kind, version=version, supported=current_version)
    steps: list[Migrator] = []
    for v in range(version, current_version):
        step = _MIGRATORS.get((kind, v))
        if step is None:
            raise StorageError("unknown_schema", kind=kind, version=version)
        steps.append(step)
    result = copy.deepcopy(dict(data)) if steps else dict(data)
    for v, step in enumerate(steps, start=version):
        try:
            upgraded = step(result)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise StorageError("migration_failed", kind=kind, version=v) from exc
        if not isinstance(upgraded, dict):
            raise StorageError("migration_failed", kind=kind, version=v)
        upgraded[key] = v + 1
        result = upgraded
    return result


def registered(kind: str) -> list[int]:
    """The versions of ``kind`` that have a migrator, sorted."""
    return sorted(v for k, v in _MIGRATORS if k == kind)


@migrator("save", 1)
def _save_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 adds the optional ``snapshot`` and ``seats``: a schema-1 save has neither (it
    is replayed from its log, both seats human)."""
    for key in ("snapshot", "seats"):  # no fields of schema 1: never trusted as such
        data.pop(key, None)
    return data
