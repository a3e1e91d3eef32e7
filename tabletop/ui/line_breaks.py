"""Where a card name written without spaces (a Japanese one) may be cut into lines.

A Japanese reader expects a name cut between its words: after の or ・, before an opening or
after a closing bracket, or where the script changes (a katakana word and the kanji after it),
but not between a kanji and the kana that follow it (its okurigana: 乱れぬ). Failing that, it may
be cut between any two characters, except before a small kana, a long-vowel mark or closing
punctuation, or after an opening bracket (the line-breaking rules, 禁則処理).
"""

from __future__ import annotations

import itertools
import re
import unicodedata

NO_LINE_START = "ー・、。，．）」』】〉》！？…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
NO_LINE_END = "（「『【〈《"
_AFTER_WORD = "の・）」』】"


def _script(char: str) -> str:
    """kanji, hiragana, katakana or other (a kana mark goes with the kana before it)."""
    if char in "ー々ゝゞヽヾ":
        return ""
    name = unicodedata.name(char, "")
    for script in ("CJK", "HIRAGANA", "KATAKANA"):
        if name.startswith(script):
            return script
    return "OTHER"


def _word_cut(before: str, after: str) -> bool:
    if before in _AFTER_WORD or after in NO_LINE_END:
        return True
    first, second = _script(before), _script(after)
    return bool(first and second) and first != second and (first, second) != ("CJK", "HIRAGANA")


def _pieces(name: str, words: bool) -> list[str]:
    pieces = [name[0]] if name else []
    for before, after in itertools.pairwise(name):
        allowed = after not in NO_LINE_START and before not in NO_LINE_END
        if allowed and (not words or _word_cut(before, after)):
            pieces.append(after)
        else:
            pieces[-1] += after
    return pieces


def name_pieces(name: str) -> list[list[str]]:
    """The ways to cut ``name`` into pieces that lines may join, best first: at spaces and
    hyphens for a name that has them; else between words, then between any characters."""
    if re.search(r"[ \-]", name):
        return [re.split(r"(?<=[ \-])", name)]
    return [_pieces(name, words=True), _pieces(name, words=False)]
