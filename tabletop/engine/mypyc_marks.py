"""The marks mypyc reads when it compiles the engine (``python packaging/native.py``).

:func:`mypyc_attr` marks the classes that classes outside the compiled modules (the free
table's, the tests') derive from; run as Python, it changes nothing. Whether the engine runs
compiled is :func:`tabletop.engine.native.compiled`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:

    def mypyc_attr(*_names, **_flags):
        """mypyc reads this mark when it compiles; run as Python, it changes nothing."""
        return lambda cls: cls


__all__ = ["mypyc_attr"]
