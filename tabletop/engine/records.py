"""Frozen records that are quick to make.

A frozen dataclass's generated ``__init__`` sets each field with ``object.__setattr__``, about
a quarter of a microsecond a field, and play makes many records an action (the candidates a
ruleset lists, the verdict, the log entry, the change set, the history entry, the outcome).
:func:`quick_init` gives a frozen dataclass of :data:`FEW_FIELDS` fields or more an ``__init__``
that sets every field in one step (twice as quick for six fields; for fewer than that many
the generated one is as quick and stays): the same signature, defaults and default factories,
and instances equal, hashed, printed and compared as before (still frozen: assigning a field
raises).

>>> from dataclasses import dataclass, field
>>> @quick_init
... @dataclass(frozen=True)
... class Point:
...     x: int
...     y: int = 0
...     z: int = 0
...     tags: list[str] = field(default_factory=list)
>>> Point(1), Point(1, 2, 3, ["a"]) == Point(x=1, y=2, z=3, tags=["a"])
(Point(x=1, y=0, z=0, tags=[]), True)

Why the engine's records of every action (:class:`~.log.LogEntry`, :class:`~.changes.ChangeSet`,
:class:`~.history.AppliedAction`, :class:`~.controller.Outcome`) still write their ``__init__``
and ``__reduce__`` (issue 28, measured by ``tests/benchmarks/bench_records.py`` on the shared
2-core machine, both engines). Compiled (``packaging/native.py``), a written ``__init__`` is a
native one: 0.08–0.10 µs a record (ChangeSet 0.22), where the same records as
``typing.NamedTuple`` took 0.22–0.25 µs (0.39–0.42) and a plain frozen dataclass's generated
``__init__`` (a Python function, even compiled) 1.5 µs; with the four as NamedTuples one submit
on the free table went from 3.6–3.9 µs to 5.1–5.2 µs and Yu Yu Hakusho's replayed actions from
23,900 to 18,700 a second. A plain frozen dataclass compiled cannot be unpickled either (mypyc's
``__setstate__`` sets each field, which the frozen class refuses; ``mypyc_attr(serializable=
True)`` does not help): hence :func:`as_made`. :class:`~.verdict.Verdict`, which had no written
``__init__`` and is made by the rules themselves (illegal verdicts), is a NamedTuple: 0.25 µs
compiled where the dataclass took 0.48–0.53.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any, TypeVar

T = TypeVar("T", bound=type)

#: The fewest fields for which setting them at once is quicker than one by one.
FEW_FIELDS = 4


def quick_init(cls: T, *, written: bool = False) -> T:
    """Class decorator for a frozen dataclass (applied above ``@dataclass``): replace its
    ``__init__`` by one that sets the instance's fields at once.

    ``written``: the class writes its own ``__init__``, assigning each field, for the
    compiled engine (``packaging/native.py``; there, called after the class, not as a
    decorator, this leaves the class alone and that ``__init__`` is a quick native one). Run
    as Python, a frozen field cannot be assigned, so that ``__init__`` is replaced whatever the
    number of fields, once its parameters are found to be the fields with their defaults."""
    if "__mypyc_attrs__" in vars(cls):
        return cls  # compiled by mypyc: its own __init__ is quick
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass")
    fields = dataclasses.fields(cls)
    if written:
        _check_written(cls, fields)
    elif len(fields) < FEW_FIELDS:
        return cls
    env: dict[str, Any] = {"_set": object.__setattr__, "_MISSING": dataclasses.MISSING}
    args, items = [], []
    for index, f in enumerate(fields):
        if not f.init or f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields are supported")
        name = f.name
        if f.default is not dataclasses.MISSING:
            env[f"_default{index}"] = f.default
            args.append(f"{name}=_default{index}")
            items.append(f"{name!r}: {name}")
        elif f.default_factory is not dataclasses.MISSING:
            env[f"_factory{index}"] = f.default_factory
            args.append(f"{name}=_MISSING")
            items.append(f"{name!r}: _factory{index}() if {name} is _MISSING else {name}")
        else:
            args.append(name)
            items.append(f"{name!r}: {name}")
    source = (
        f"def __init__(self, {', '.join(args)}):\n"
        f"    _set(self, '__dict__', {{{', '.join(items)}}})\n"
    )
    exec(source, env)  # as dataclasses builds its methods: a plain function, no closure
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init  # type: ignore[misc]
    return cls


def _check_written(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> None:
    """Raise TypeError unless ``cls.__init__`` takes the fields, in order, with their defaults."""
    written = list(inspect.signature(vars(cls)["__init__"]).parameters.values())[1:]
    wanted = [
        (f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default)
        for f in fields
    ]
    if [(p.name, p.default) for p in written] != wanted:
        raise TypeError(f"{cls.__name__}.__init__ does not take the fields as they are declared")


def as_made(record: Any) -> tuple[type, tuple[object, ...]]:
    """A dataclass's ``__reduce__``: made again by calling its class with its fields in order.

    Pickle (the computer's worker process gets the game so) otherwise sets the fields after
    making the instance, which the compiled engine (``packaging/native.py``) refuses twice
    over: a class with its own ``__init__`` is not made without its arguments, and a frozen
    one's fields are not set again."""
    return type(record), tuple(getattr(record, f.name) for f in dataclasses.fields(record))
