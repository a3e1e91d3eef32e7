"""The card editor validates while typing and writes user card sets the database loads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.cards.models import Game, Personality
from tabletop.storage.user_sets import validate_card
from tabletop.ui.card_images import default_images, set_image_folder
from tabletop.ui.dialogs.card_editor import CardEditor, open_card_editor, parse_ladder
from tests.cards.strategies import card_data


@pytest.fixture
def editor(qtbot: QtBot) -> CardEditor:
    dialog = CardEditor()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _personality(editor: CardEditor, qtbot: QtBot, ladder: str) -> None:
    editor.form.game_combo.setCurrentIndex(editor.form.game_combo.findData("dbgt"))
    editor.form.set_combo.setEditText("BAB")
    editor.form.type_combo.setCurrentIndex(editor.form.type_combo.findData("personality"))
    qtbot.keyClicks(editor.form.number_edit, "1")
    qtbot.keyClicks(editor.form.name_edit, "Baby Lv1")
    editor.form.name_ja_edit.setText("ベビー Lv1")
    qtbot.keyClicks(editor.form.character_edit, "Baby")
    editor.form.alignment_combo.setCurrentIndex(editor.form.alignment_combo.findData("villain"))
    editor.form.pur_spin.setValue(2)
    editor.form.stages_edit.setText(ladder)


def test_creates_a_personality_in_a_new_bab_set(editor: CardEditor, qtbot: QtBot) -> None:
    assert default_database(reload=True).get("BAB-1") is None
    _personality(editor, qtbot, "0 1000 2000 3000 4000 5000 6000 7000 8000 9000 10000")
    assert editor.errors == {} and editor.save_button.isEnabled()
    with qtbot.waitSignal(editor.card_saved) as saved:
        editor.save_button.click()
    assert saved.args == ["BAB-1"]
    card = default_database().get("BAB-1")
    assert isinstance(card, Personality)
    assert card.stages[-1] == 10000 and card.top_stage == 10 and card.alignment == "villain"
    assert card.name_ja == "ベビー Lv1"
    assert default_database().set_info("BAB").name == "Baby"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "ladder", ["", "100 200", "0 300 200", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18", "0 x"]
)
def test_an_invalid_ladder_keeps_save_disabled(
    editor: CardEditor, qtbot: QtBot, ladder: str
) -> None:
    _personality(editor, qtbot, ladder)
    assert "stages" in editor.errors
    assert not editor.save_button.isEnabled()
    assert editor.form.stages_edit.property("invalid") is True
    assert editor.reason_label.text()
    assert not editor.save()
    editor.form.stages_edit.setText("0 500 600")
    assert editor.save_button.isEnabled() and editor.form.stages_edit.property("invalid") is False


def test_the_form_changes_with_the_type(editor: CardEditor) -> None:
    editor.form.game_combo.setCurrentIndex(editor.form.game_combo.findData("yyh"))
    editor.form.type_combo.setCurrentIndex(editor.form.type_combo.findData("character"))
    assert editor.form.is_row_visible(editor.form.attacks)
    assert not editor.form.is_row_visible(editor.form.ladder)
    editor.form.type_combo.setCurrentIndex(editor.form.type_combo.findData("item"))
    assert not editor.form.is_row_visible(editor.form.attacks)
    assert editor.form.is_row_visible(editor.form.spirit_spin)


def test_parse_ladder() -> None:
    assert parse_ladder("0, 100, 200")[1] is None
    assert parse_ladder("0 Z 100")[0] == [0, "Z", 100]


def test_open_card_editor(qtbot: QtBot) -> None:
    dialog = open_card_editor(None)
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and not dialog.isModal()


# --- found in issue 16: overwrite without asking, the number stays, a typed set code ignored ---


def _answer(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    """Answer every question box with ``answer``; the list collects the questions asked."""
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object, **kwargs: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_saving_an_existing_number_asks_before_overwriting(
    editor: CardEditor, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _personality(editor, qtbot, "0 1000 2000")
    assert editor.save()
    editor.form.name_edit.setText("Baby Lv1 (typo fixed?)")
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    assert not editor.save()
    assert asked and "BAB-1" in asked[0]
    assert default_database(reload=True)["BAB-1"].name == "Baby Lv1"
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    assert editor.save()
    assert asked
    assert default_database(reload=True)["BAB-1"].name == "Baby Lv1 (typo fixed?)"


def test_save_and_next_advances_the_number_and_keeps_type_and_character(
    editor: CardEditor, qtbot: QtBot
) -> None:
    _personality(editor, qtbot, "0 1000 2000")
    assert editor.save_and_next()
    assert editor.form.number_edit.text() == "2"
    assert editor.card_type == "personality"
    assert editor.form.character_edit.text() == "Baby"
    assert editor.form.name_edit.text() == ""
    assert default_database(reload=True).get("BAB-1") is not None


def test_a_typed_set_code_makes_a_new_set_and_leaves_the_others_alone(
    editor: CardEditor, qtbot: QtBot
) -> None:
    _personality(editor, qtbot, "0 1000 2000")
    assert editor.save()
    editor.form.set_combo.setEditText("GTX")
    editor.form.set_name_edit.setText("GT Extra")
    editor.form.number_edit.setText("1")
    editor.form.name_edit.setText("Baby Lv1 promo")
    assert editor.set_code == "GTX"
    assert editor.save()
    db = default_database(reload=True)
    assert db["GTX-1"].name == "Baby Lv1 promo"
    assert db.set_info("GTX").name == "GT Extra"  # type: ignore[union-attr]
    assert db.set_info("BAB").name == "Baby"  # type: ignore[union-attr]
    assert db["BAB-1"].name == "Baby Lv1"


# --- the set's cards beside the form, the ladder, the text, the image -----------------------


def _saved_three(editor: CardEditor, qtbot: QtBot) -> None:
    _personality(editor, qtbot, "0 1000 2000")
    for name in ("Baby Lv1", "Baby Lv2", "Baby Lv3"):
        editor.form.name_edit.setText(name)
        editor.form.ladder.line.setText("0 1000 2000")
        assert editor.save_and_next(), editor.reason_label.text()


def test_the_list_shows_the_sets_cards_and_a_click_edits_one(
    editor: CardEditor, qtbot: QtBot
) -> None:
    _saved_three(editor, qtbot)
    assert editor.card_list.ids() == ["BAB-1", "BAB-2", "BAB-3"]
    assert editor.form.number_edit.text() == "4"
    editor.card_list.search.setText("lv2")
    assert editor.card_list.shown_ids() == ["BAB-2"]
    editor.card_list.search.clear()
    item = editor.card_list.list.item(1)
    qtbot.mouseClick(
        editor.card_list.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=editor.card_list.list.visualItemRect(item).center(),
    )
    assert editor.form.number_edit.text() == "2"
    assert editor.form.name_edit.text() == "Baby Lv2"
    assert editor.form.ladder.text() == "0 1000 2000"
    editor.form.pur_spin.setValue(5)
    assert editor.save()  # the card chosen in the list is saved without a question
    assert default_database(reload=True)["BAB-2"].pur == 5  # type: ignore[union-attr]
    editor.form.set_combo.setEditText("S17")
    assert editor.card_list.ids() == []


def test_delete_with_undo(editor: CardEditor, qtbot: QtBot) -> None:
    _saved_three(editor, qtbot)
    editor.card_list.list.setCurrentRow(0)
    editor.card_list.delete_button.click()
    assert editor.card_list.ids() == ["BAB-2", "BAB-3"]
    assert default_database(reload=True).get("BAB-1") is None
    assert "BAB-1" in editor.reason_label.text()
    assert editor.card_list.undo_button.isEnabled()
    editor.card_list.undo_button.click()
    assert editor.card_list.ids() == ["BAB-1", "BAB-2", "BAB-3"]
    assert default_database(reload=True)["BAB-1"].name == "Baby Lv1"
    assert not editor.card_list.undo_button.isEnabled()


def test_a_pasted_ladder_is_shown_as_the_cards_column(editor: CardEditor, qtbot: QtBot) -> None:
    _personality(editor, qtbot, "")
    editor.form.ladder.line.setFocus()
    QApplication.clipboard().setText("0\n5000\n6000\r\n7000\tZ\n8000 9000 10000 11000 12000 13000")
    editor.form.ladder.line.paste()
    assert editor.form.ladder.text() == "0 5000 6000 7000 Z 8000 9000 10000 11000 12000 13000"
    rungs = editor.form.ladder.column.text().splitlines()
    assert rungs[0].split() == ["10", "13000"] and rungs[-1].split() == ["0", "0"]
    assert rungs[6].split() == ["4", "Z"]
    assert "stages" not in editor.errors
    assert editor.save()
    card = default_database(reload=True)["BAB-1"]
    assert isinstance(card, Personality) and card.stages[4] == "Z" and card.top_stage == 10


def test_text_and_japanese_name_are_saved(editor: CardEditor, qtbot: QtBot) -> None:
    _personality(editor, qtbot, "0 1000 2000")
    editor.form.text_edit.setPlainText("Power: Raise your anger 2 levels.\nLimit 1 per deck.")
    assert editor.save()
    card = default_database(reload=True)["BAB-1"]
    assert card.text == "Power: Raise your anger 2 levels.\nLimit 1 per deck."
    assert card.name_ja == "ベビー Lv1"


def test_every_field_shown_is_on_the_tab_chain(editor: CardEditor, qtbot: QtBot) -> None:
    chain = editor.form.focus_chain()
    widget = chain[0]
    visited = [widget]
    for _ in range(len(chain) * 3):
        widget = widget.nextInFocusChain()
        visited.append(widget)
    shown = [w for w in chain if w.isVisibleTo(editor)]
    positions = [visited.index(w) for w in shown]
    assert positions == sorted(positions)  # Tab visits the shown fields in the form's order
    assert editor.form.text_edit.tabChangesFocus()


def _single_spaced(data: dict[str, Any]) -> dict[str, Any]:
    """The form writes names with single spaces (as typed names are kept)."""
    out = {k: " ".join(v.split()) if isinstance(v, str) and k != "text" else v
           for k, v in data.items()}  # fmt: skip
    attacks = out.get("attacks") or [out.get("attack")]
    for attack in attacks:
        for key in ("name", "name_ja"):
            if isinstance(attack, dict) and attack.get(key):
                attack[key] = " ".join(attack[key].split())
    return out


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # fmt: skip
@given(st.sampled_from(["dbgt", "yyh"]).flatmap(lambda g: st.tuples(st.just(g),
       card_data(g, "BAB", "7"))))  # fmt: skip
def test_every_kind_of_card_loaded_into_the_form_reads_back_the_same(
    editor: CardEditor, game_data: tuple[Game, dict[str, Any]]
) -> None:
    game, data = game_data
    card = validate_card(game, _single_spaced(data))
    editor.form.load_card(card)
    if not editor.form.set_name_edit.text():  # a new set of Yu Yu Hakusho
        editor.form.set_name_edit.setText("Test set")
    assert editor.form.card == card, editor.errors


def test_choose_image_copies_it_under_the_card_id(
    editor: CardEditor, qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "images"
    folder.mkdir()
    (folder / "bab-1.PNG").write_bytes(b"old")
    set_image_folder(folder)
    try:
        source = tmp_path / "scan.png"
        image = QImage(63, 88, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.red)
        assert image.save(str(source))
        _personality(editor, qtbot, "0 1000 2000")
        target = editor.choose_image(source)
        assert target == folder / "BAB-1.png"
        assert sorted(p.name for p in folder.iterdir()) == ["BAB-1.png"]
        assert default_images().has_image("BAB-1")
        (tmp_path / "fake.png").write_bytes(b"<svg/>")
        assert editor.choose_image(tmp_path / "fake.png") is None
        assert "fake.png" in editor.reason_label.text()
    finally:
        set_image_folder(None)


@pytest.mark.parametrize("first", ["svg", "png"])
def test_the_image_written_is_the_image_checked(
    editor: CardEditor, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, first: str
) -> None:
    """A source swapped after every read (an SVG, then a PNG, ...): whatever is read first is
    what is checked and written; an SVG never lands as BAB-1.png, nor removes the old image."""
    from tabletop.ui import card_images
    from tabletop.ui.dialogs.card_editor import images

    folder = tmp_path / "images"
    folder.mkdir()
    (folder / "bab-1.JPG").write_bytes(b"old")
    set_image_folder(folder)
    png = tmp_path / "good.png"
    image = QImage(63, 88, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.red)
    assert image.save(str(png))
    faces = [b'<svg xmlns="http://www.w3.org/2000/svg"/>', png.read_bytes()]
    source = tmp_path / "scan.png"
    turn = [0 if first == "svg" else 1]
    source.write_bytes(faces[turn[0]])
    real_read = images.read_regular

    def read_then_swap(path: Any, limit: int) -> bytes:
        data = real_read(path, limit)
        if Path(path) == source:
            turn[0] ^= 1
            source.write_bytes(faces[turn[0]])
        return data

    monkeypatch.setattr(images, "read_regular", read_then_swap)
    monkeypatch.setattr(card_images, "read_regular", read_then_swap)
    try:
        _personality(editor, qtbot, "0 1000 2000")
        target = editor.choose_image(source)
        if first == "svg":
            assert target is None
            assert "scan.png" in editor.reason_label.text()
            assert sorted(p.name for p in folder.iterdir()) == ["bab-1.JPG"]
        else:
            assert target == folder / "BAB-1.png"
            assert target.read_bytes() == faces[1]
            assert sorted(p.name for p in folder.iterdir()) == ["BAB-1.png"]
    finally:
        set_image_folder(None)


def test_a_too_large_image_is_called_too_large(
    editor: CardEditor, qtbot: QtBot, tmp_path: Path
) -> None:
    from tabletop.ui.card_images import MAX_FILE_BYTES

    folder = tmp_path / "images"
    folder.mkdir()
    set_image_folder(folder)
    try:
        source = tmp_path / "huge.png"
        with source.open("wb") as handle:
            handle.write(b"\x89PNG\r\n\x1a\n")
            handle.truncate(MAX_FILE_BYTES + 1024 * 1024)  # sparse: no 41 MB written
        _personality(editor, qtbot, "0 1000 2000")
        assert editor.choose_image(source) is None
        text = editor.reason_label.text()
        assert "huge.png" in text and "40 MB" in text and "PNG or JPEG" not in text
        assert list(folder.iterdir()) == []
    finally:
        set_image_folder(None)
