"""The games' computer.toml: the bundled files load, and a mistake in one is an error naming
the file and the key, never a feature silently weighed 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ai.knowledge import computer_play
from tabletop.games.computer import SEARCH_DEFAULTS, load_play

from .positions import GAMES

FEATURES = {"life": lambda state, seat: 1.0, "hand": lambda state, seat: 2.0}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bundled_files_load(game_id: str) -> None:
    play = computer_play(game_id)
    assert play is not None
    assert set(play.weights) == set(play.features)
    assert set(play.search) == set(SEARCH_DEFAULTS)


def test_weights_and_search_are_read(tmp_path: Path) -> None:
    path = tmp_path / "computer.toml"
    path.write_text("[weights]\nlife = 2\nhand = -0.5\n[search]\nscale = 3\n", encoding="utf-8")
    play = load_play(path, FEATURES)
    assert play.evaluate(None, 0) == 2 * 1.0 - 0.5 * 2.0  # type: ignore[arg-type]
    assert play.search["scale"] == 3.0
    assert play.search["exploration"] == SEARCH_DEFAULTS["exploration"]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[weights]\nlife = 1\nhand = 1\nluck = 1\n", "'luck' names no feature"),
        ("[weights]\nlife = 1\n", "'hand' has no weight"),
        ('[weights]\nlife = "much"\nhand = 1\n', "'life' must be a number"),
        ("[weights]\nlife = true\nhand = 1\n", "'life' must be a number"),
        ("[weights]\nlife = 1\nhand = 1\n[search]\ndepth = 3\n", "'depth' is no search"),
        ("[weights]\nlife = 1\nhand = 1\n[tuning]\n", "unknown table 'tuning'"),
        ("[weights\nlife = 1\n", "computer.toml"),
    ],
)
def test_mistakes_are_named(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "computer.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=r"computer\.toml") as caught:
        load_play(path, FEATURES)
    assert says in str(caught.value)
