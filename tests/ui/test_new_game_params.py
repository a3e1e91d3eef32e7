"""The rule parameters of the new-game dialog: a form built from each profile's model."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from tabletop.games.profiles import bundled_profiles, profile_params
from tabletop.ui.dialogs.new_game import NewGameDialog


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_every_bundled_profile_comes_back_unchanged(qtbot: QtBot, game: str) -> None:
    dialog = NewGameDialog(game=game)
    qtbot.addWidget(dialog)
    assert dialog.profile_box.count() == len(bundled_profiles(game)) > 0
    for index in range(dialog.profile_box.count()):
        dialog.profile_box.setCurrentIndex(index)
        expected = profile_params(game, dialog.profile_box.currentData())
        assert dialog.params() == expected.model_dump(mode="json")


def test_widgets_follow_the_parameter_types(qtbot: QtBot) -> None:
    dialog = NewGameDialog(game="dbgt")
    qtbot.addWidget(dialog)
    form = dialog.params_form
    size = form.widget("deck", "deck_size", "min")
    assert isinstance(size, QSpinBox) and size.maximum() == 999
    ally = form.widget("deck", "ally_max_level")
    assert isinstance(ally, QComboBox) and ally.isEditable()  # a named choice or a level
    ally.setCurrentText("3")
    size.setValue(55)
    params = dialog.params()
    assert params["deck"]["deck_size"]["min"] == 55 and params["deck"]["ally_max_level"] == 3
    assert dialog.options().profile == params
    yyh = NewGameDialog(game="yyh")
    qtbot.addWidget(yyh)
    assert isinstance(yyh.params_form.widget("first_player_skips_draw"), QCheckBox)
    assert isinstance(yyh.params_form.widget("next_match_first"), QComboBox)
    free = NewGameDialog(game="free")
    qtbot.addWidget(free)
    assert free.params_form.is_empty() and free.params_group.isHidden()


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_every_parameter_and_choice_has_a_translatable_name(game: str) -> None:
    from pydantic import BaseModel

    from tabletop.games.profiles import default_params
    from tabletop.ui.dialogs.params_form import CHOICE_LABELS, PARAMETER_LABELS, _choices

    def names(model: BaseModel) -> tuple[set[str], set[str]]:
        """The parameter names and the fixed choices of ``model`` and its groups."""
        keys, choices = set(), set()
        for name, field in type(model).model_fields.items():
            keys.add(name)
            choices |= set(_choices(field.annotation)[0])
            value = getattr(model, name)
            if isinstance(value, BaseModel):
                more = names(value)
                keys, choices = keys | more[0], choices | more[1]
        return keys, choices

    keys, choices = names(default_params(game))
    assert keys <= set(PARAMETER_LABELS)
    assert choices and choices <= set(CHOICE_LABELS)
