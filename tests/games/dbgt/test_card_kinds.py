"""The Dragon Ball GT rules tell some card kinds apart by their exact type (``type(card) is
Personality``: an ``isinstance`` of a pydantic model costs eight times as much compiled, and
the rules ask it all the time). That holds only while no class derives from those kinds."""

from __future__ import annotations

import pytest

from tabletop.cards import models

EXACT_KINDS = ("Personality", "DbgtEvent", "Drill", "DragonBall", "Mastery", "Setup", "NonCombat")


@pytest.mark.parametrize("name", EXACT_KINDS)
def test_no_card_class_derives_from_a_kind_told_by_its_exact_type(name: str) -> None:
    assert getattr(models, name).__subclasses__() == []
