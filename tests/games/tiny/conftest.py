"""The tiny game is registered for these tests only: the fixture imports its package (which
registers its cards, ruleset, deck rule and descriptor, as any game package does) and removes
it from the registries afterwards, so no other test sees a third game. Its window tests ask no
blocking question (as the UI tests do)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from tabletop.cards.card_games import CARD_GAMES
from tabletop.games.base import DESCRIPTORS
from tabletop.games.deck_check import CHECKERS
from tabletop.games.messages import forget_messages
from tabletop.games.packages import RULESETS
from tests.ui.conftest import _no_blocking_questions  # noqa: F401  (an autouse fixture)

collect_ignore = ["game"]
"""The game package is not a test module (importing it would register the game)."""

PACKAGE = "tests.games.tiny.game"


@pytest.fixture
def tiny() -> Iterator[ModuleType]:
    """The tiny game's package, imported (the game registered) for one test."""
    package = importlib.import_module(PACKAGE)
    try:
        yield package
    finally:
        for registry in (CARD_GAMES, DESCRIPTORS, RULESETS, CHECKERS):
            registry.pop("tiny", None)  # type: ignore[attr-defined]
        forget_messages("tiny.")
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]
