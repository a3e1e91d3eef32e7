"""Every number field of every registered action is known to name cards (its uids are
renumbered for the computer, :data:`tabletop.ai.knowledge.CARD_FIELDS`) or not
(:data:`~tabletop.ai.knowledge.NUMBER_FIELDS`): a new field must be put in one of them, so no
action can hand the computer a hidden card's real uid unnoticed."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ai.knowledge import CARD_FIELDS, NUMBER_FIELDS, renamed
from tabletop.engine.actions import ACTIONS
from tabletop.games import import_game
from tabletop.games.packages import GAME_PACKAGES


def _number_fields() -> dict[str, set[str]]:
    """Each field name typed as a number (or numbers) → the action kinds that have it."""
    for game in GAME_PACKAGES:
        import_game(game)
    out: dict[str, set[str]] = {}
    for kind, cls in ACTIONS.items():
        for field in dataclasses.fields(cls):
            text = str(field.type)
            if "int" in text and "str" not in text:
                out.setdefault(field.name, set()).add(kind)
    return out


def test_every_number_field_is_known_to_name_cards_or_not() -> None:
    fields = _number_fields()
    assert "picks" in fields and "count" in fields
    unknown = {name: kinds for name, kinds in fields.items()
               if name not in CARD_FIELDS | NUMBER_FIELDS}  # fmt: skip
    assert not unknown
    assert not CARD_FIELDS & NUMBER_FIELDS


@pytest.mark.parametrize("game", ["yyh"])
def test_renamed_changes_the_cards_named_only(game: str) -> None:
    import_game(game)
    from tabletop.games.yyh.actions import AttackWith

    action = AttackWith(1, 5, index=5, discards=(5, 6), value=6, picks=(7,))
    names = {5: 50, 6: 60, 7: 70}
    assert renamed(action, names) == AttackWith(1, 50, index=5, discards=(50, 60), value=6,
                                                picks=(70,))  # fmt: skip
    assert renamed(action, {}) is action
