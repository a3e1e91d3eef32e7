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
import stat
from pathlib import Path
from typing import Any, NoReturn

from .errors import StorageError, io_error

#: Deeper JSON than this is refused (no file of ours nests more than a few levels).
MAX_DEPTH = 64

_LITERALS = ("true", "false", "null")


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """Read a whole regular file of at most ``limit`` bytes, without writing anything.

    Raises :class:`StorageError`: ``not_found``, ``io_error``, ``not_a_save`` (a folder, a
    device or a pipe) or ``too_large`` (checked with ``stat`` before reading, and again by
    capping the read, in case the file grows meanwhile).
    """
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise StorageError("not_a_save", kind="file", found="not_a_file")
        if info.st_size > limit:
            raise StorageError("too_large", size=info.st_size, limit=limit)
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise io_error(exc, "read") from exc
    if len(data) > limit:
        raise StorageError("too_large", size=len(data), limit=limit)
    return data


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"JSON constant {name} is not allowed")


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


def check_depth(value: object, limit: int = MAX_DEPTH) -> None:
    """Refuse containers nested deeper than ``limit`` (``too_deep``); iterative, no recursion."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= limit:
                raise StorageError("too_deep", limit=limit)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)


def decode_text(data: bytes) -> str:
    """UTF-8 (a leading byte-order mark is accepted) or ``bad_encoding``/``truncated``."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        if err.reason == "unexpected end of data" and err.end >= len(data):
            raise StorageError("truncated", position=err.start) from None
        raise StorageError("bad_encoding", position=err.start) from None


def decode_json_text(text: str, depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text; raises ``not_json``, ``truncated`` or ``too_deep``.

    NaN and Infinity are refused (they are not JSON), and so are integers too long to convert.
    """
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as err:
        _raise_decode(text, err)
    except RecursionError:
        raise StorageError("too_deep", limit=depth) from None
    except ValueError:
        raise StorageError("not_json", line=0, column=0) from None
    check_depth(value, depth)
    return value


def decode_json(data: bytes, depth: int = MAX_DEPTH) -> Any:
    """Decode UTF-8 bytes and parse them as JSON (:func:`decode_text`, :func:`decode_json_text`)."""
    return decode_json_text(decode_text(data), depth)


def read_json(path: str | os.PathLike[str] | Path, limit: int, depth: int = MAX_DEPTH) -> Any:
    """:func:`read_capped` then :func:`decode_json`."""
    return decode_json(read_capped(path, limit), depth)
