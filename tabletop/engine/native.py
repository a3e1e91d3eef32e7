"""The engine compiled or not: the optional mypyc build (``python packaging/native.py``).

The engine's core and the games' rules may be compiled with mypyc into a separate tree; the
Python source stays the package, and runs unchanged without it. The classes that classes
outside the compiled modules derive from carry :func:`tabletop.engine.mypyc_marks.mypyc_attr`.
"""

from __future__ import annotations

from . import controller


def compiled() -> bool:
    """Whether the engine runs compiled by mypyc (its controller an extension module)."""
    return not controller.__file__.endswith(".py")


__all__ = ["compiled"]
