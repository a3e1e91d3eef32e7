"""Team Symbols and Team Bonuses (yyh.md §7, yyh-research.md §10).

A Team Bonus is active while at least ``team_bonus_threshold`` of a player's characters in play
share its Team Symbol. Which zones count is an open question; callers pass the characters.

>>> qualifying_teams(["toguro", "toguro", "urameshi", "toguro"], threshold=3)
('toguro',)
>>> qualifying_teams(["kurama", "kurama", "genkai", "genkai"], threshold=3)
('genkai', 'kurama')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

#: Team Symbols with a Team Bonus, as the card data spells them (slugs). "ronin" (no team,
#: or Team Ronin on The Dark One) has no bonus.
BONUS_TEAMS: frozenset[str] = frozenset(
    {
        "urameshi", "saint_beasts", "toguro", "masho", "rokuyukai", "ichigaki", "uraotogi",
        "genkai", "sarayashki", "koenma", "sensui", "kuroko", "mukuro", "raizen", "yomi",
        "spirit_defense_force", "kurama",
    }
)  # fmt: skip
#: Team Kurama's bonus: one fewer matching Team Symbol is needed for a Team Bonus.
KURAMA = "kurama"


def symbol_counts(symbols: Iterable[str | None]) -> Counter[str]:
    """How many characters carry each bonus-bearing Team Symbol (None and "ronin" ignored)."""
    return Counter(s for s in symbols if s is not None and s in BONUS_TEAMS)


def qualifying_teams(symbols: Iterable[str | None], threshold: int) -> tuple[str, ...]:
    """The Team Symbols (sorted) whose bonus is active for characters with these symbols.

    Team Kurama lowers the need by 1 once its own bonus is active, which it is with one
    fewer Kurama symbol than ``threshold`` (it enables itself; never below 1).
    """
    counts = symbol_counts(symbols)
    need = threshold
    if counts[KURAMA] >= max(1, threshold - 1):
        need = max(1, threshold - 1)
    return tuple(sorted(team for team, n in counts.items() if n >= need))
