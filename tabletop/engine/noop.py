"""A typed ``QT_TRANSLATE_NOOP``: marks a string for lupdate (which matches the name) and
returns it unchanged; translation happens later, where the text is shown. Qt-free, so every
layer (a game package too) marks its words the same way."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Return ``source``; lupdate files it under ``context``."""
    return source
