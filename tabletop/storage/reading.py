"""Careful reading: size-capped reads and JSON decoding that fails only with StorageError.

>>> decode_json(b'{"a": [1, 2]}')
{'a': [1, 2]}
>>> try:
...     decode_json(b'{"a": [1, 2')
... except StorageError as err:
...     print(err.code)
truncated
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NoReturn

from tabletop.engine.safe_input import MAX_DEPTH, InputError, loads, read_regular

from .errors import StorageError, io_error

_LITERALS = ("true", "false", "null")


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """Read a whole regular file of at most ``limit`` bytes, without writing anything.

    Raises :class:`StorageError`: ``not_found``, ``io_error``, ``not_a_file`` (a folder, a
    device or a pipe: never opened for reading, so a pipe cannot block) or ``too_large``
    (checked before reading, and again by capping the read, in case the file grows meanwhile).
    """
    try:
        return read_regular(path, limit)
    except InputError as err:
        raise StorageError(err.code, **err.params) from None
    except OSError as exc:
        raise io_error(exc, "read") from exc


def _truncated(text: str, err: json.JSONDecodeError) -> bool:
    """Did decoding fail because the text stops early (rather than being wrong)?"""
    rest = text[err.pos :].strip()
    if not rest or rest == "-" or err.msg.startswith("Unterminated string"):
        return True
    return any(lit.startswith(rest) and lit != rest for lit in _LITERALS)


def _raise_decode(text: str, err: json.JSONDecodeError) -> NoReturn:
    if _truncated(text, err):
        raise StorageError("truncated", line=err.lineno, column=err.colno) from None
    raise StorageError("not_json", line=err.lineno, column=err.colno) from None


def decode_text(data: bytes) -> str:
    """UTF-8 (a leading byte-order mark is accepted) or ``bad_encoding``/``truncated``."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        if err.reason == "unexpected end of data" and err.end >= len(data):
            raise StorageError("truncated", position=err.start) from None
        raise StorageError("bad_encoding", position=err.start) from None


def decode_json_text(text: str, depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text; raises ``not_json``, ``truncated``, ``too_deep``, ``bad_text`` (a lone
    surrogate escape such as ``"\\ud800"``, which no file of ours could have written) or
    ``bad_number`` (NaN, Infinity, an integer too long to convert): see
    :mod:`tabletop.engine.safe_input`.
    """
    try:
        return loads(text, depth)
    except json.JSONDecodeError as err:
        _raise_decode(text, err)
    except InputError as err:
        raise StorageError(err.code, **err.params) from None


def decode_json(data: bytes, depth: int = MAX_DEPTH) -> Any:
    """Decode UTF-8 bytes and parse them as JSON (:func:`decode_text`, :func:`decode_json_text`)."""
    return decode_json_text(decode_text(data), depth)


def read_json(path: str | os.PathLike[str] | Path, limit: int, depth: int = MAX_DEPTH) -> Any:
    """:func:`read_capped` then :func:`decode_json`."""
    return decode_json(read_capped(path, limit), depth)
