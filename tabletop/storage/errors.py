"""Typed storage errors. They carry a reason code and parameters, never prose.

The UI turns ``code`` (one of :data:`REASON_CODES`) and ``params`` into a translated message.

>>> err = StorageError("too_large", size=60_000_000, limit=52_428_800)
>>> err.code, err.params["limit"]
('too_large', 52428800)
"""

from __future__ import annotations

from typing import Any, Final

from tabletop.engine.errors import CodedError

#: Every code a :class:`StorageError` may carry (the i18n layer names each one).
REASON_CODES: Final[tuple[str, ...]] = (
    "not_found",  # the file does not exist
    "io_error",  # the operating system refused a read or write; params: errno, op
    "too_large",  # the file is over the size limit; params: size, limit
    "bad_encoding",  # not UTF-8; params: position
    "bad_text",  # a JSON string that is not valid text (a lone surrogate escape); params: escape
    "bad_number",  # NaN, Infinity or a number too long to read; params: number
    "not_json",  # not JSON at all; params: line, column
    "truncated",  # JSON (or a journal header) cut short, e.g. by a crash while writing
    "too_deep",  # JSON nested deeper than any file of ours can be; params: limit
    "not_a_file",  # a folder, a device or a pipe where a file should be
    "not_a_save",  # valid JSON, but not a file of the expected kind; params: kind, found
    "bad_field",  # a field is missing or has the wrong type or value; params: field, ...
    "unknown_schema",  # an old schema version no migration knows; params: kind, version
    "newer_schema",  # written by a newer version of Tabletop; params: kind, version, supported
    "migration_failed",  # a migration could not upgrade the data; params: kind, version
    "too_many_actions",  # more actions than a replay can take in a few seconds; count, limit
)


class StorageError(CodedError):
    """A file that could not be read or written: a reason ``code`` plus its ``params``."""


def io_error(exc: OSError, op: str, **params: Any) -> StorageError:
    """Wrap an :class:`OSError` (``op`` names what was being done: read, write, ...).

    A missing file becomes ``not_found``; everything else ``io_error`` with the errno.
    """
    if isinstance(exc, FileNotFoundError) and op == "read":
        return StorageError("not_found", **params)
    return StorageError("io_error", errno=exc.errno, op=op, **params)
