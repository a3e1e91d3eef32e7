"""Input as every reader of the app takes it: regular files of bounded size, and JSON with
valid text, readable numbers and bounded nesting.

:func:`read_regular` reads a whole file only if it is a regular file under a size limit, and
never blocks on a pipe or reads a device for ever (``/dev/zero``).

Python's :func:`json.loads` accepts things no file of ours holds and that break the app later:
a lone surrogate escape (``"\\ud800"``: a string that cannot be written back as UTF-8), an
integer literal too long to convert (a plain ``ValueError``), ``NaN`` and ``Infinity`` (not
JSON), and nesting deep enough to exhaust the stack. :func:`loads` refuses each with a typed
:class:`InputError`; the readers (saves, journals, settings, card sets, profiles) turn it
into their own error with the same code. Pure Python: no Qt, no pydantic.

>>> loads('{"a": [1, 2]}')
{'a': [1, 2]}
>>> for text in ('["Goku\\\\ud800"]', "1" * 5000, "[NaN]", "[" * 100 + "]" * 100):
...     try:
...         loads(text)
...     except InputError as error:
...         print(error.code)
bad_text
bad_number
bad_number
too_deep
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from typing import Any, Final, NoReturn

from .errors import CodedError

MAX_DEPTH: Final = 64
"""Deeper JSON than this is refused (no file of ours nests more than a few levels)."""
MAX_INT_DIGITS: Final = 4300
"""Longer integer literals are refused (Python's own conversion limit, checked by
:func:`json.loads` itself: a hook per number would halve the speed of reading a save)."""
_SHOWN_DIGITS: Final = 12


class InputError(CodedError, ValueError):
    """Input beyond what a file of ours may be: ``not_a_file`` (a folder, a device or a pipe),
    ``too_large`` (params: ``size``, ``limit``), and in JSON ``bad_text`` (``escape``, the
    lone surrogate as ``\\udXXX``), ``bad_number`` (``number``: the literal, shortened) or
    ``too_deep`` (``limit``)."""


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (nothing is written).

    Raises :class:`InputError` (``not_a_file``, ``too_large``) or :class:`OSError` (a path
    with a NUL character names no file: ``FileNotFoundError``). The file is checked before
    opening (a device is never opened), opened without blocking (a pipe put there meanwhile
    does not hang) and checked again; the read is capped in case the file grows.
    """
    if "\x00" in os.fsdecode(path):
        raise FileNotFoundError(errno.ENOENT, "a path with a NUL character", os.fsdecode(path))
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise InputError("not_a_file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    with open(os.open(path, flags), "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise InputError("not_a_file")
        if info.st_size > limit:
            raise InputError("too_large", size=info.st_size, limit=limit)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise InputError("too_large", size=len(data), limit=limit)
    return data


def _shown(literal: str) -> str:
    if len(literal) <= 2 * _SHOWN_DIGITS:
        return literal
    return f"{literal[:_SHOWN_DIGITS]}…{literal[-_SHOWN_DIGITS:]}"  # no words: not translated


_LONG_NUMBER = re.compile(rf"-?[0-9]{{{MAX_INT_DIGITS + 1},}}")


def _reject_constant(name: str) -> NoReturn:
    raise InputError("bad_number", number=name)


def bad_text(text: str) -> str | None:
    """The first lone surrogate of ``text`` as ``\\udXXX``, or None when it is valid text."""
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        return f"\\u{ord(text[error.start]):04x}"
    return None


_PLAIN: Final = frozenset({int, bool, type(None)})
_PLAIN_OR_TEXT: Final = _PLAIN | {str}
# A lone surrogate can only reach decoded JSON through a \uD800-\uDFFF escape (the text itself
# was decoded from UTF-8, which holds none).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def check_value(value: object, limit: int = MAX_DEPTH, *, text: bool = True) -> None:
    """Refuse containers nested deeper than ``limit`` (``too_deep``), strings or keys that are
    not valid text (``bad_text``; not looked at with ``text=False``) and numbers too large
    for a float (``bad_number``: ``1e999`` reads as infinity); iterative, no recursion.

    Containers of plain values only (a shuffle's thousand numbers) are passed over in bulk.
    """
    plain = _PLAIN if text else _PLAIN_OR_TEXT
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            escape = bad_text(item) if text else None
            if escape is not None:
                raise InputError("bad_text", escape=escape)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise InputError("bad_number", number=repr(item))
        elif isinstance(item, dict | list):
            if depth >= limit:
                raise InputError("too_deep", limit=limit)
            if isinstance(item, dict):
                if text:
                    stack.extend((key, depth) for key in item)
                children: Any = item.values()
            else:
                children = item
            if not set(map(type, children)) <= plain:
                stack.extend((child, depth + 1) for child in children if type(child) not in plain)


def loads(text: str, limit: int = MAX_DEPTH) -> Any:
    """:func:`json.loads` within the limits above.

    Raises :class:`json.JSONDecodeError` for text that is not JSON (the caller knows whether
    that means cut short or wrong) and :class:`InputError` for JSON beyond the limits.
    """
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (json.JSONDecodeError, InputError):
        raise
    except RecursionError:
        raise InputError("too_deep", limit=limit) from None
    except ValueError:  # an integer literal over Python's conversion limit
        found = _LONG_NUMBER.search(text)
        raise InputError("bad_number", number=_shown(found[0] if found else "")) from None
    check_value(value, limit, text=_SURROGATE_ESCAPE.search(text) is not None)
    return value
