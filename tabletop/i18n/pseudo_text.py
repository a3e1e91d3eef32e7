"""The pseudo-locale's text transformation, without Qt (the command line uses it too).

:func:`pseudo_translate` answers every lookup with the source text made about 40% longer, its
letters accented and the whole put in brackets: ``"&Game"`` becomes ``"[&Ĝàmé ~~]"``.
Placeholders (``{name}``, ``%n``, ``%1``), ``&`` accelerators, HTML tags and entities are kept
intact, so the interface still works; any plain English text left on screen was not translated.
"""

from __future__ import annotations

import math
import re

PSEUDO = "pseudo"
"""The language code of the pseudo-locale."""

_ACCENTS = str.maketrans(
    "AaBCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
    "ÅåßÇçÐđÉéĜĝĤĥÎîĴĵĶķĹĺÑñÖöŔŕŠšŢţÛûŴŵÝýŽž",
)
_PROTECTED = re.compile(
    r"\{[^{}]*\}"  # {name}, {0}
    r"|%(?:L?\d+|n)"  # %1, %L1, %n
    r"|&&|&(?:[a-zA-Z]+|#\d+);|&"  # &&, HTML entities, the accelerator marker
    r"|<[^<>]*>"  # HTML tags
)
_PAD = "~"


def pseudo_translate(source: str) -> str:
    """``source`` lengthened by ~40% with accented letters, in brackets; placeholders kept."""
    if not source:
        return source
    parts: list[str] = []
    position = 0
    letters = 0
    for match in _PROTECTED.finditer(source):
        plain = source[position : match.start()]
        parts.append(plain.translate(_ACCENTS))
        letters += len(plain)
        token = match.group()
        parts.append(token)
        if token == "&" and match.end() < len(source) and source[match.end()].isalnum():
            # keep the accelerator letter itself unaccented, so the shortcut stays the same
            parts.append(source[match.end()])
            letters += 1
            position = match.end() + 1
        else:
            position = match.end()
    plain = source[position:]
    parts.append(plain.translate(_ACCENTS))
    letters += len(plain)
    padding = _PAD * max(1, math.ceil(letters * 0.4) - 3)  # with "[", " " and "]": +40%
    return "[" + "".join(parts) + " " + padding + "]"
