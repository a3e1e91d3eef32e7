"""The words of the game packages, collected where the i18n layer can find them.

A game package may not import the i18n layer (it sits above the games), so it brings its
messages here when it is imported: ``register_messages(context, {code: template})``, each
template marked with :func:`tabletop.engine.noop.QT_TRANSLATE_NOOP` under ``context`` so that
lupdate files it there. The i18n layer reads them with :func:`messages` and translates them.

The contexts in use: ``Reason`` (reason codes: refusals, deck rules, results), ``Action``
(names of a game's actions, ``{field}`` placeholders taking the action's fields) and ``Log``
(the phrases a ruleset's ``describe`` returns, see :mod:`tabletop.engine.phrase`).
"""

from __future__ import annotations

from collections.abc import Mapping

from .packages import GAME_PACKAGES, import_game

_MESSAGES: dict[str, dict[str, str]] = {}


def register_messages(context: str, messages: Mapping[str, str]) -> None:
    """Add ``messages`` (code → English template, marked under ``context``) to ``context``.

    A code registered twice with another template is a mistake of a game package."""
    table = _MESSAGES.setdefault(context, {})
    for code, template in messages.items():
        known = table.get(code)
        if known is not None and known != template:
            raise ValueError(f"message {context}/{code} registered twice")
        table[code] = template


def forget_messages(prefix: str) -> None:
    """Drop every message whose code starts with ``prefix`` (a game taken out of the registries,
    as the tests do with a game of their own)."""
    for table in _MESSAGES.values():
        for code in [c for c in table if c.startswith(prefix)]:
            del table[code]


def messages(context: str) -> Mapping[str, str]:
    """The templates registered under ``context`` so far, by code."""
    return _MESSAGES.get(context, {})


def lookup(context: str, code: str) -> str | None:
    """The template of ``code`` under ``context``; a code namespaced by a bundled game not yet
    imported (``yyh.slot_taken``) imports that game first."""
    found = _MESSAGES.get(context, {}).get(code)
    if found is None and "." in code:
        game = code.split(".", 1)[0]
        if game in GAME_PACKAGES and import_game(game):
            found = _MESSAGES.get(context, {}).get(code)
    return found
