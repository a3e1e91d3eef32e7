"""Text a card may hold: no control, format or separator characters.

Card names and texts are shown on the table, printed to terminals and written into files other
people open, so the characters that do something other than show a letter are refused: the
control characters (NUL, BEL, ESC and the rest of Unicode's ``Cc``), the format characters
(``Cf``: the bidirectional overrides and isolates such as U+202E, the zero-width space and
joiners, the byte-order mark, the soft hyphen), lone surrogates and the line and paragraph
separators. A card's printed text and the user's note may hold line breaks and tabs; a name
holds none.

>>> unsafe_character("Goku\\u202eLv1")
(5, 'U+202E')
>>> unsafe_character("line one\\nline two", allow="\\n") is None
True
>>> printable("bell\\x07 and \\u202eRLO")
'bell\\\\u0007 and \\\\u202eRLO'
"""

from __future__ import annotations

import re

#: Every character of Unicode's categories Cc, Cf, Cs, Zl and Zp (Unicode 14, and the
#: Egyptian format controls Unicode 15 added); ``tests/cards/test_safe_text.py`` checks it
#: against :mod:`unicodedata`.
UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f]"
)

TEXT_ALLOWED = "\n\t"
"""What a card's printed text and note may hold beyond the letters: line breaks and tabs."""


def unsafe_character(text: str, allow: str = "") -> tuple[int, str] | None:
    """The first character of ``text`` that is not allowed (its position from 1 and its code
    point as ``U+XXXX``), ignoring those in ``allow``; None when there is none."""
    for found in UNSAFE.finditer(text):
        if found.group() not in allow:
            return found.start() + 1, f"U+{ord(found.group()):04X}"
    return None


def printable(text: str, keep: str = "") -> str:
    """``text`` with every unsafe character (but those in ``keep``) written as an escape,
    ``\\u001b``, ``\\u202e`` (a character beyond U+FFFF as its UTF-16 pair, as JSON writes
    it): what a terminal or a message box may be given, and still valid inside a JSON string."""

    def escape(found: re.Match[str]) -> str:
        char = found.group()
        if char in keep:
            return char
        code = ord(char)
        if code < 0x10000:
            return f"\\u{code:04x}"
        high, low = divmod(code - 0x10000, 0x400)
        return f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04x}"

    return UNSAFE.sub(escape, text)


def shortened(text: str, limit: int = 60) -> str:
    """``text`` printable (see :func:`printable`) and cut to ``limit`` characters with an
    ellipsis: how a refused value is quoted back (a 100,000-digit cell is
    not echoed whole)."""
    safe = printable(text)
    if len(safe) <= limit:
        return safe
    return f"{safe[: limit - 1]}…"
