"""One record per game (:class:`tabletop.games.registration.GamePackage`): each bundled game
registers its parts from one record, the registries hold exactly those parts, a game cannot be
registered twice with another record, and the words of its card fields come from it (the
interface's card labels name no game)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from tabletop.cards.card_games import CARD_GAMES
from tabletop.cards.models import STYLES
from tabletop.games import GAME_PACKAGES, RULESETS, game_package
from tabletop.games.base import DESCRIPTORS
from tabletop.games.deck_check import CHECKERS
from tabletop.games.packages import PACKAGES
from tabletop.games.profiles import PARAM_MODELS
from tabletop.games.registration import card_word, card_words, register_game

LABELS = Path(__file__).resolve().parents[2] / "tabletop" / "ui" / "card_labels.py"


@pytest.mark.parametrize("game", sorted(GAME_PACKAGES))
def test_each_bundled_game_registers_its_parts_from_its_record(game: str) -> None:
    package = game_package(game)
    assert package is not None and package is PACKAGES[game]
    assert package.game_id == game == package.ruleset.game_id
    assert RULESETS[game] is package.ruleset
    assert DESCRIPTORS[game] is package.descriptor
    assert CHECKERS[game] is package.deck_checker
    assert PARAM_MODELS[game] is package.profile_model
    assert package.computer is package.descriptor.computer is not None
    assert package.card_words, "a bundled game names the values of its card fields"
    assert package.card_game is not None and CARD_GAMES[game] is package.card_game


def test_a_game_registered_again_with_another_record_is_refused() -> None:
    package = game_package("dbgt")
    assert package is not None
    assert register_game(package) is package  # the same record again: nothing changes
    other = dataclasses.replace(package, card_words={})
    with pytest.raises(TypeError):
        register_game(other)
    assert PACKAGES["dbgt"] is package
    with pytest.raises(TypeError):  # a ruleset of another game under this descriptor
        register_game(dataclasses.replace(package, ruleset=RULESETS["yyh"]))


def test_the_card_words_come_from_the_games() -> None:
    for style in STYLES:
        assert card_word("style", style) is not None, style
    assert card_word("style", "") == ("Style", "Freestyle")
    assert card_word("team", "urameshi") == ("Team", "Team Urameshi")
    assert card_word("alignment", "both") == ("Alignment", "Hero and villain")
    assert card_word("heritage", "no such heritage") is None
    assert list(card_words("team"))[:2] == ["urameshi", "toguro"]


def test_the_card_labels_name_no_game() -> None:
    """The interface's card words are the games' (no table of a game's words, no game id)."""
    text = LABELS.read_text(encoding="utf-8")
    assert "QT_TRANSLATE_NOOP" not in text
    assert not re.search(r"\b(dbgt|yyh)\b", text, re.IGNORECASE)
    for words in ("Saiyan", "Urameshi", "Namek"):
        assert words not in text
