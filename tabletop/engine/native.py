"""The engine compiled or not: the optional mypyc build (``python packaging/native.py``).

The engine's core and the games' rules may be compiled with mypyc into a separate tree; the
Python source stays the package, and runs unchanged without it. :func:`mypyc_attr` marks the
classes that classes outside the compiled modules (the free table's, the tests') derive from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:

    def mypyc_attr(*_names, **_flags):
        """mypyc reads this mark when it compiles; run as Python, it changes nothing."""
        return lambda cls: cls


def compiled() -> bool:
    """Whether the engine runs compiled by mypyc (its controller an extension module)."""
    from . import controller

    return not controller.__file__.endswith(".py")


__all__ = ["compiled", "mypyc_attr"]
