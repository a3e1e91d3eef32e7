"""Actions: small frozen values with a text form and a JSON form that both round-trip.

Every game action is a frozen dataclass derived from :class:`Action`, registered under a short
``kind`` word. The text form is the kind, then every field in declaration order (trailing fields
equal to their defaults are left out)::

    >>> from tabletop.engine.table_actions import MoveCard
    >>> str(MoveCard(0, 12, "p0.discard"))
    'move 0 12 p0.discard'
    >>> parse_action("move 0 12 p0.discard") == MoveCard(0, 12, "p0.discard")
    True

Tokens: integers in decimal, ``true``/``false``, ``-`` for None, strings bare when they hold no
space or quote (else as JSON strings), tuples as compact JSON lists.
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from .errors import FormatError
from .records import quick_init

BAD_ACTION = "bad_action"
UNKNOWN_ACTION = "unknown_action"

_BARE = re.compile(r"^[A-Za-z0-9_.:/+#@=\-]+$")
_MAX_TEXT = 10_000

ACTIONS: dict[str, type[Action]] = {}
_FIELD_CACHE: dict[type[Action], tuple[tuple[str, str, bool, Any], ...]] = {}


@dataclass(frozen=True)
class Action:
    """Base of every action. ``seat`` is the player (0 or 1) who performs it."""

    kind: ClassVar[str] = ""
    seat: int

    def __str__(self) -> str:
        return format_action(self)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``{"kind": ..., <field>: <value>, ...}`` with every field."""
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


A = TypeVar("A", bound=type[Action])


def register_action(cls: A) -> A:
    """Class decorator: make an action kind known to the parsers (text and JSON), and quick
    to make (:func:`~tabletop.engine.records.quick_init`)."""
    if not cls.kind or not _BARE.fullmatch(cls.kind):
        raise TypeError(f"action class {cls.__name__} needs a one-word kind")
    known = ACTIONS.get(cls.kind)
    if known is not None and known is not cls:
        raise TypeError(f"action kind {cls.kind!r} registered twice")
    ACTIONS[cls.kind] = cls
    _FIELD_CACHE.pop(cls, None)
    return quick_init(cls)


# ---------------------------------------------------------------- field types


@typing.no_type_check
def _describe(tp: Any) -> tuple[str, bool]:
    """(base type name, optional?) for a supported annotation."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) != 1:
            raise TypeError(f"unsupported action field type {tp!r}")
        return _describe(args[0])[0], True
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis and args[0] in (int, str):
            return f"tuple[{args[0].__name__}]", False
        raise TypeError(f"unsupported action field type {tp!r}")
    if tp in (int, str, bool):
        return tp.__name__, False
    raise TypeError(f"unsupported action field type {tp!r}")


@typing.no_type_check
def _field_types_impl(cls: type[Action]) -> tuple[tuple[str, str, bool, Any], ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        base, optional = _describe(hints[f.name])
        default = f.default if f.default is not dataclasses.MISSING else dataclasses.MISSING
        out.append((f.name, base, optional, default))
    return tuple(out)


def _field_types(cls: type[Action]) -> tuple[tuple[str, str, bool, Any], ...]:
    """(name, base type, optional, default) of each field, cached per class."""
    cached = _FIELD_CACHE.get(cls)
    if cached is None:
        cached = _FIELD_CACHE[cls] = _field_types_impl(cls)
    return cached


def _check_value(name: str, base: str, optional: bool, value: Any) -> Any:
    """Validate a decoded field value against its declared type; tuples come back as tuples."""
    if value is None:
        if optional:
            return None
        raise FormatError(BAD_ACTION, field=name, reason="missing")
    if base == "bool":
        ok = isinstance(value, bool)
    elif base == "int":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif base == "str":
        ok = isinstance(value, str) and value != "" and len(value) <= 200
    else:  # tuple[int] / tuple[str]
        item = int if base == "tuple[int]" else str
        ok = isinstance(value, list | tuple) and all(
            isinstance(v, item) and not isinstance(v, bool) for v in value
        )
        value = tuple(value) if ok else value
    if not ok:
        raise FormatError(BAD_ACTION, field=name, reason="type")
    return value


# ---------------------------------------------------------------- text form


def _format_token(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        if (
            _BARE.fullmatch(value)
            and value not in ("-", "true", "false")
            and not value[0].isdigit()
        ):
            return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, tuple):
        return json.dumps(list(value), ensure_ascii=False, separators=(",", ":"))
    raise TypeError(f"cannot format {value!r}")


def format_action(action: Action) -> str:
    """The canonical text form of an action (see the module docstring)."""
    fields = _field_types(type(action))
    values = [getattr(action, name) for name, _, _, _ in fields]
    end = len(values)
    while end > 0 and fields[end - 1][3] is not dataclasses.MISSING:
        if values[end - 1] != fields[end - 1][3]:
            break
        end -= 1
    return " ".join([action.kind, *(_format_token(v) for v in values[:end])])


_DECODER = json.JSONDecoder()


def _tokens(text: str) -> list[tuple[str, Any]]:
    """Split into (raw, decoded-json-or-None) tokens; JSON strings and lists may contain spaces."""
    out: list[tuple[str, Any]] = []
    pos, n = 0, len(text)
    while pos < n:
        if text[pos].isspace():
            pos += 1
            continue
        if text[pos] in '"[':
            try:
                value, end = _DECODER.raw_decode(text, pos)
            except ValueError:
                raise FormatError(BAD_ACTION, reason="quote") from None
            if end < n and not text[end].isspace():
                raise FormatError(BAD_ACTION, reason="quote")
            out.append((text[pos:end], value))
            pos = end
        else:
            end = pos
            while end < n and not text[end].isspace():
                end += 1
            out.append((text[pos:end], None))
            pos = end
    return out


def _decode_token(name: str, base: str, optional: bool, raw: str, decoded: Any) -> Any:
    if raw[0] in '"[':
        return _check_value(name, base, optional, decoded)
    if raw == "-":
        return _check_value(name, base, optional, None)
    if base == "bool":
        if raw not in ("true", "false"):
            raise FormatError(BAD_ACTION, field=name, reason="type")
        return raw == "true"
    if base == "int":
        if not re.fullmatch(r"-?[0-9]{1,18}", raw):
            raise FormatError(BAD_ACTION, field=name, reason="type")
        return int(raw)
    if base == "str":
        if not _BARE.fullmatch(raw):
            raise FormatError(BAD_ACTION, field=name, reason="type")
        return _check_value(name, base, optional, raw)
    raise FormatError(BAD_ACTION, field=name, reason="type")


def parse_action(text: str) -> Action:
    """Parse the text form of an action; raises :class:`FormatError` with a reason code."""
    if not isinstance(text, str) or len(text) > _MAX_TEXT:
        raise FormatError(BAD_ACTION, reason="length")
    tokens = _tokens(text)
    if not tokens:
        raise FormatError(BAD_ACTION, reason="empty")
    kind = tokens[0][0]
    cls = ACTIONS.get(kind)
    if cls is None:
        raise FormatError(UNKNOWN_ACTION, kind=kind[:40])
    fields = _field_types(cls)
    args = tokens[1:]
    if len(args) > len(fields):
        raise FormatError(BAD_ACTION, kind=kind, reason="too_many")
    values: dict[str, Any] = {}
    for i, (name, base, optional, default) in enumerate(fields):
        if i < len(args):
            values[name] = _decode_token(name, base, optional, *args[i])
        elif default is dataclasses.MISSING:
            raise FormatError(BAD_ACTION, kind=kind, field=name, reason="missing")
    return cls(**values)


def action_from_json(data: object) -> Action:
    """Build an action from its JSON form; raises :class:`FormatError`."""
    if not isinstance(data, Mapping):
        raise FormatError(BAD_ACTION, reason="not_object")
    kind = data.get("kind")
    cls = ACTIONS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise FormatError(UNKNOWN_ACTION, kind=str(kind)[:40])
    fields = _field_types(cls)
    names = {name for name, _, _, _ in fields}
    extra = set(data) - names - {"kind"}
    if extra:
        raise FormatError(BAD_ACTION, kind=kind, field=sorted(map(str, extra))[0], reason="unknown")
    values: dict[str, Any] = {}
    for name, base, optional, default in fields:
        if name in data:
            values[name] = _check_value(name, base, optional, data[name])
        elif default is dataclasses.MISSING:
            raise FormatError(BAD_ACTION, kind=kind, field=name, reason="missing")
    return cls(**values)
