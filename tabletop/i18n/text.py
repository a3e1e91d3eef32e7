"""Filling in translated templates: one formatter for every message of the app.

Words are looked up with a ``translate(context, source)`` function: the application's
(:func:`qt_translate`: the translators the window installed, see :func:`use_app_translate`) or
one a command-line run passes in (:func:`tabletop.i18n.plain.command_translate`), so the tables
and the naming code of this package import no Qt.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import Any

Translate = Callable[[str, str], str]
"""``translate(context, source) -> text``."""


def _untranslated(context: str, source: str) -> str:
    return source


_app_translate: Translate = _untranslated


def use_app_translate(translate: Translate) -> None:
    """Make ``translate`` the application's (the language manager, which installs the
    translators, sets ``QCoreApplication.translate`` when it is imported)."""
    global _app_translate
    _app_translate = translate


_app_language = "en"


def use_app_language(language: str) -> None:
    """The application's interface language now (the language manager sets it)."""
    global _app_language
    _app_language = language


def app_language() -> str:
    """The application's interface language (``en`` until the language manager sets one)."""
    return _app_language


def qt_translate(context: str, source: str) -> str:
    """The application's translation of ``source``: ``QCoreApplication.translate`` once the
    language manager is loaded (until then no translator is installed: the source itself)."""
    return _app_translate(context, source)


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
