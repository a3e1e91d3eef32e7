"""The translation marker, for modules of the i18n and ui layers: the same as
:func:`tabletop.engine.noop.QT_TRANSLATE_NOOP` (game packages, which may not import i18n, use
that one), defined here too so that the window's menus are built before the engine is imported.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Return ``source``; lupdate files it under ``context``."""
    return source


__all__ = ["QT_TRANSLATE_NOOP"]
