"""The tiny game's cards through the card tools, from its own package alone: CSV export and
import (its columns follow from its card model; its game found from them), and the card
editor offering the game with a row for each field of its card type."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.cards.database import CardDatabase
from tabletop.storage.card_io import apply_import, export_set, read_import
from tabletop.ui.dialogs.card_editor.form import CardForm

pytestmark = pytest.mark.usefixtures("tiny")

HEADER = (
    "set,number,type,name,name_ja,value,text,note,rarity,limit_per_deck,flags,data_note,"
    "set_name,set_name_ja"
)


def test_its_cards_go_out_as_csv_and_back_in_as_a_new_set(tmp_path: Path) -> None:
    bundled = CardDatabase.load(include_user=False)
    exported = export_set(bundled, "tiny", "TNY", "csv")
    lines = exported.decode("utf-8-sig").splitlines()
    assert lines[0] == HEADER
    assert lines[3] == "TNY,3,token,Token 3,,3,,,,,,,Tiny tokens,"
    copy = tmp_path / "copy.csv"
    copy.write_bytes(exported.replace(b"TNY,", b"TNZ,"))
    plan = read_import(copy, database=bundled)  # the game is not given: the columns say it
    assert plan.game == "tiny" and plan.ok
    assert [(c.id, c.value) for _, c in plan.cards] == [  # type: ignore[attr-defined]
        (c.id.replace("TNY", "TNZ"), c.value)  # type: ignore[attr-defined]
        for c in bundled.by_set("TNY")
    ]
    apply_import(plan, database=bundled, root=tmp_path / "user")
    again = CardDatabase.load(user_root=tmp_path / "user")
    assert export_set(again, "tiny", "TNZ", "csv") == copy.read_bytes()


def test_bad_values_are_refused_by_column_and_nothing_is_written(tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text(f"{HEADER}\nTNZ,1,token,One,,ten,,,,,,,Z,\nTNZ,2,token,Two,,12,,,,,,,Z,\n")
    plan = read_import(bad, game="tiny", database=CardDatabase.load(include_user=False))
    assert [(p.row, p.column, p.code) for p in plan.problems] == [
        (2, "value", "not_a_number"),
        (3, "value", "too_big"),
    ]
    with pytest.raises(ValueError):
        apply_import(plan, root=tmp_path / "user")
    assert not (tmp_path / "user").exists()


def test_the_card_editor_offers_the_game_and_makes_its_cards(qtbot: QtBot) -> None:
    form = CardForm()
    qtbot.addWidget(form)
    form.retranslate_ui()
    at = form.game_combo.findData("tiny")
    assert at >= 0 and form.game_combo.itemText(at) == "Tiny game"
    form.game_combo.setCurrentIndex(at)
    assert [form.type_combo.itemData(i) for i in range(form.type_combo.count())] == ["token"]
    value = form.fields["value"].widget
    assert form.is_row_visible(value) and not form.is_row_visible(form.character_edit)
    form.set_combo.setEditText("TNZ")
    form.set_name_edit.setText("More tokens")
    form.number_edit.setText("1")
    form.name_edit.setText("Five")
    form.fields["value"].write(5)
    assert form.errors == {} and form.card is not None
    assert form.card.game == "tiny" and form.card.value == 5  # type: ignore[union-attr]
