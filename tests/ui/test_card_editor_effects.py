"""The card editor's Effects field (issue 26): typed effects are checked while typing with the
card models, an invalid one keeps *Save* disabled with its reason, a saved card has them, and
every bundled card with effects loads into the form and reads back the same."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.cards.database import CardDatabase
from tabletop.ui.dialogs.card_editor import CardEditor
from tabletop.ui.dialogs.card_editor.effects import effect_lines, parse_effect_lines


@pytest.fixture
def editor(qtbot: QtBot) -> CardEditor:
    dialog = CardEditor()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _non_combat(editor: CardEditor, qtbot: QtBot) -> None:
    form = editor.form
    form.game_combo.setCurrentIndex(form.game_combo.findData("dbgt"))
    form.set_combo.setEditText("BAB")
    form.type_combo.setCurrentIndex(form.type_combo.findData("non_combat"))
    qtbot.keyClicks(form.number_edit, "7")
    qtbot.keyClicks(form.name_edit, "Power Up More")


def test_the_effects_row_is_shown_for_cards_that_have_effects(editor: CardEditor) -> None:
    form = editor.form
    form.game_combo.setCurrentIndex(form.game_combo.findData("dbgt"))
    form.type_combo.setCurrentIndex(form.type_combo.findData("non_combat"))
    assert form.is_row_visible(form.effects)
    assert form.effects.edit in form.focus_chain()
    assert form.field_labels["effects"].text() == "Effects:"


def test_typed_effects_are_saved_with_the_card(editor: CardEditor, qtbot: QtBot) -> None:
    _non_combat(editor, qtbot)
    editor.form.effects.edit.setPlainText(
        '{"do": "raise_stages", "amount": 3, "whom": "personality"}\n\n{"do": "remove_after_use"}'
    )
    assert editor.errors == {} and editor.save_button.isEnabled()
    assert editor.save()
    card = default_database(reload=True)["BAB-7"]
    assert [e.do for e in card.effects] == ["raise_stages", "remove_after_use"]  # type: ignore[attr-defined]
    editor.form.load_card(card)
    assert editor.form.card == card
    assert editor.form.effects.text().count("\n") == 1


def test_a_pasted_csv_cell_is_read_too(editor: CardEditor, qtbot: QtBot) -> None:
    _non_combat(editor, qtbot)
    editor.form.effects.edit.setPlainText('[{"do":"mill","count":2},{"do":"rejuvenate","count":1}]')
    card = editor.form.card
    assert card is not None and [e.do for e in card.effects] == ["mill", "rejuvenate"]  # type: ignore[attr-defined]


INVALID = {
    '{"do": "raise_stages", "amount": 99}': "99",
    '{"do": "fly"}': "fly",
    '{"do": "mill"}': "mill",
    '{"do": "raise_stages", "amount": 3': "Line 1",
    '{"do": "mill", "count": 2}\nmill 2': "Line 2",
    '[{"do": "mill", "count": 2}': "JSON",
    "[" * 30 + "]" * 30: "deep",
}


@pytest.mark.parametrize("text", list(INVALID))
def test_an_invalid_effect_keeps_save_disabled_with_its_reason(
    editor: CardEditor, qtbot: QtBot, text: str
) -> None:
    _non_combat(editor, qtbot)
    editor.form.effects.edit.setPlainText(text)
    assert "effects" in editor.errors
    assert INVALID[text] in editor.errors["effects"]
    assert not editor.save_button.isEnabled() and not editor.save()
    assert editor.form.effects.edit.property("invalid") is True
    assert INVALID[text] in editor.reason_label.text()
    assert INVALID[text] in editor.form.effects.hint.text()
    editor.form.effects.edit.setPlainText("")
    assert editor.errors == {} and editor.save_button.isEnabled()
    assert editor.form.effects.edit.property("invalid") is False


def test_every_bundled_card_with_effects_reads_back_the_same(editor: CardEditor) -> None:
    database = CardDatabase.load(include_user=False)
    cards = [card for card in database.by_set("SAI") if getattr(card, "effects", ())]
    assert len(cards) >= 52
    for card in cards:
        editor.form.load_card(card)
        assert editor.form.card == card, (card.id, editor.errors)


def test_the_lines_and_their_parse_are_inverse() -> None:
    effects = [{"do": "attack", "kind": "physical", "damage": {"kind": "pat", "bonus": 2}},
               {"do": "by_hand", "reason": "shield"}]  # fmt: skip
    assert parse_effect_lines(effect_lines(effects)) == (effects, None)
    assert parse_effect_lines("  \n ") == ([], None)
    assert parse_effect_lines("\n".join(['{"do": "remove_after_use"}'] * 13))[1]
