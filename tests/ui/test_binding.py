"""Guard against a Qt binding that corrupts the interpreter (see the pin in pyproject.toml)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF


def test_void_methods_keep_none_alive() -> None:
    """PySide6 6.12.0 on CPython 3.11 loses a reference to None per void call, then aborts."""
    rect = QRectF(0, 0, 1, 1)
    before = sys.getrefcount(None)
    for _ in range(1000):
        rect.adjust(0, 0, 0, 0)
    assert sys.getrefcount(None) >= before - 100, "this PySide6 build leaks None references"
