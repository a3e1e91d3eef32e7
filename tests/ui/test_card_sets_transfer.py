"""Tools → Import card set… / Export card set…: what an import would do is shown first; a file
with bad rows imports nothing unless the user chooses the valid rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.ui.dialogs.card_editor import CardEditor
from tabletop.ui.dialogs.card_editor.transfer import (
    ImportDialog,
    export_card_set,
    import_card_set,
)
from tabletop.ui.main_window import MainWindow

CSV = (
    "set,number,type,name,character,level,alignment,pur,stages,set_name\n"
    "S17,1,personality,Super 17 Lv1,Super 17,1,villain,3,0 2000 2100 2200,Super 17\n"
    "S17,2,drill,Hell Fighter Drill,,,,,,\n"
)
BAD = CSV + "S17,3,personality,Broken,Super 17,9,villain,3,0 5 4,\n"


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the information and warning boxes shown (none blocks the test)."""
    texts: list[str] = []

    def tell(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        texts.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", tell)
    monkeypatch.setattr(QMessageBox, "warning", tell)
    default_database(reload=True)  # this test's own (empty) data folder
    return texts


def _press(monkeypatch: pytest.MonkeyPatch, button: str) -> list[ImportDialog]:
    """``ImportDialog.exec`` clicks ``button`` (or cancels: ``""``); the dialogs shown."""
    shown: list[ImportDialog] = []

    def exec_(self: ImportDialog) -> int:
        shown.append(self)
        if not button:
            return QDialog.DialogCode.Rejected.value
        getattr(self, button).click()
        return self.result()

    monkeypatch.setattr(ImportDialog, "exec", exec_)
    return shown


def test_a_clean_file_is_imported_and_an_open_editor_lists_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    editor = CardEditor()
    qtbot.addWidget(editor)
    editor.form.set_combo.setEditText("S17")
    assert editor.card_list.ids() == []
    source = tmp_path / "s17.csv"
    source.write_text(CSV, encoding="utf-8")
    shown = _press(monkeypatch, "import_button")
    written = import_card_set(None, source)
    assert written and shown[0].import_button.isVisibleTo(shown[0])
    assert default_database()["S17-1"].name == "Super 17 Lv1"
    assert told == ["2 cards imported."]
    editor.form.set_combo.setEditText("S17")
    assert editor.card_list.ids() == ["S17-1", "S17-2"]


def test_bad_rows_are_listed_and_nothing_is_written_unless_the_valid_rows_are_chosen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    source = tmp_path / "s17.csv"
    source.write_text(BAD, encoding="utf-8")
    shown = _press(monkeypatch, "")
    assert import_card_set(None, source) == []
    dialog = shown[0]
    qtbot.addWidget(dialog)
    assert not dialog.import_button.isVisibleTo(dialog)
    assert dialog.import_valid_button.isVisibleTo(dialog)
    rows = {(dialog.table.item(r, 0).text(), dialog.table.item(r, 1).text())
            for r in range(dialog.table.rowCount())}  # fmt: skip
    assert rows == {("4", "level"), ("4", "stages")}
    assert default_database(reload=True).get("S17-1") is None
    _press(monkeypatch, "import_valid_button")
    assert import_card_set(None, source)
    assert [c.id for c in default_database().by_set("S17")] == ["S17-1", "S17-2"]


def test_an_unreadable_file_is_told_and_export_writes_csv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_bytes(b"{nope")
    assert import_card_set(None, broken) == []
    assert told and "broken.json" in told[0]
    out = export_card_set(None, "yyh", "GF", tmp_path / "gf.csv")
    assert out == tmp_path / "gf.csv"
    assert out.read_bytes().decode("utf-8-sig").startswith("set,number,type,name")


def test_the_tools_menu_imports_a_chosen_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: list[str]
) -> None:
    win = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(win)
    actions = win.tools_menu.actions()
    assert win.import_cards_action in actions and win.export_cards_action in actions
    assert win.import_cards_action.text() == "&Import Card Set…"
    source = tmp_path / "s17.csv"
    source.write_text(CSV, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    _press(monkeypatch, "import_button")
    win.import_cards_action.trigger()
    assert default_database()["S17-2"].name == "Hell Fighter Drill"
