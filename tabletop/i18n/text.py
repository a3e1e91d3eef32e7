"""Filling in translated templates: one formatter for every message of the app.

Words are looked up with a ``translate(context, source)`` function: the application's
(:func:`qt_translate`, QtCore imported only when it is first called) or one a command-line run
passes in (:func:`tabletop.i18n.manager.command_translate`), so the tables and the naming code
of this package import no Qt themselves.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any

Translate = Callable[[str, str], str]
"""``translate(context, source) -> text``."""


def qt_translate(context: str, source: str) -> str:
    """``QCoreApplication.translate``: the translators installed in the application."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, source)


class _Lenient(string.Formatter):
    """Leaves ``{name}`` in place when a parameter is missing, instead of failing."""

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key not in kwargs:
            return "{" + key + "}"
        return super().get_value(key, args, kwargs)


_FORMATTER = _Lenient()


def fill(
    context: str, template: str, values: Mapping[str, Any], translate: Translate | None = None
) -> str:
    """``template`` translated under ``context``, its ``{name}`` placeholders filled from
    ``values`` (a missing one is left as it is; a translation that cannot be filled in falls
    back to the English template, so a broken translation never hides the message)."""
    tr = translate or qt_translate
    try:
        return _FORMATTER.format(tr(context, template), **values)
    except (ValueError, IndexError, KeyError, AttributeError):
        try:
            return _FORMATTER.format(template, **values)
        except (ValueError, IndexError, KeyError, AttributeError):
            return template
