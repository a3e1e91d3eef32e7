"""Team Symbols: which Team Bonuses a set of characters qualifies for."""

from __future__ import annotations

import pytest

from tabletop.games.yyh.teams import BONUS_TEAMS, qualifying_teams, symbol_counts


def test_symbol_counts_ignore_teamless() -> None:
    assert symbol_counts(["ronin", None, "toguro", "toguro"]) == {"toguro": 2}
    assert "ronin" not in BONUS_TEAMS


@pytest.mark.parametrize(
    ("symbols", "threshold", "teams"),
    [
        (["urameshi"] * 3 + ["toguro"], 3, ("urameshi",)),
        (["urameshi"] * 2 + ["toguro"] * 2, 3, ()),
        (["urameshi"] * 2 + ["toguro"] * 2, 2, ("toguro", "urameshi")),
        (["ronin"] * 4, 3, ()),
        (["kurama"] * 2 + ["toguro"] * 2, 3, ("kurama", "toguro")),  # Team Kurama: one fewer
        (["kurama"] + ["toguro"] * 2, 3, ()),
        (["genkai"], 1, ("genkai",)),
    ],
)
def test_qualifying_teams(symbols: list[str], threshold: int, teams: tuple[str, ...]) -> None:
    assert qualifying_teams(symbols, threshold) == teams
