"""The command line's words, without Qt: the language a run speaks and its ``translate``.

The subcommands (``deck check``, ``replay``, ``cards``) read the same compiled catalogs as the
window (:mod:`.qm_file`), so they speak Japanese from a plain start without loading Qt.
"""

from __future__ import annotations

import os

from .catalog import LANGUAGES, ensure_qm, qm_path
from .pseudo_text import PSEUDO, pseudo_translate
from .qm_file import read_catalog, translator
from .text import Translate

_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system's language is found, first match wins (as gettext and Qt read them)."""


def system_language() -> str:
    """``ja`` when the environment prefers Japanese, else ``en``."""
    for variable in _LOCALE_VARIABLES:
        for name in os.environ.get(variable, "").split(":"):
            lowered = name.lower()
            if lowered.startswith("ja"):
                return "ja"
            if lowered.startswith("en") or lowered in ("c", "posix") or lowered.startswith("c."):
                return "en"
    return "en"


def command_translate(language: str | None) -> Translate:
    """``translate(context, source)`` for a command-line run in ``language`` (None: the
    system's; ``pseudo``: the pseudo-locale); English needs no catalog."""
    lang = language or system_language()
    if lang == PSEUDO:
        return lambda context, source: pseudo_translate(source)
    if lang not in LANGUAGES or lang == "en":
        return lambda context, source: source
    ensure_qm()
    return translator(read_catalog(qm_path(lang)))
