"""Every card counter the games' rules set reads as a word on its badge, in both languages, or
is the rules' own bookkeeping and shows no badge: no raw code ("Fresh turn 1") on a card."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.games import import_game
from tabletop.i18n.names import BOOKKEEPING_COUNTERS, STAT_NAMES, counter_name, readable
from tabletop.i18n.plain import command_translate

GAMES = Path(__file__).resolve().parents[2] / "tabletop" / "games"
CONSTANT = re.compile(r'^(?:CC_[A-Z_]+|FRESH)\s*(?::\s*str\s*)?=\s*"([^"{]+)"', re.MULTILINE)
LITERAL = re.compile(r'set_card_counter\([^,]+,\s*"([^"{]+)"')


def _counters() -> set[str]:
    """The card counters the rules set by a constant or a literal name."""
    found = set()
    for path in GAMES.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(CONSTANT.findall(text)) | set(LITERAL.findall(text))
    return found


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_shown_card_counter_has_a_name(language: str) -> None:
    import_game("dbgt"), import_game("yyh")
    translate = command_translate(language)
    counters = _counters()
    assert {"hurt_at_end", "leave_at_end", "fresh.turn"} <= counters  # the scan found them
    shown = {
        code
        for code in counters - BOOKKEEPING_COUNTERS
        if code.split(".", 1)[0] not in STAT_NAMES and code not in ("duration", "captured_by")
    }
    raw = {code for code in shown if counter_name(code, translate) == readable(code)}
    assert raw == set()
