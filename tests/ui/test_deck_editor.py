"""The deck editor builds a demo deck from an empty deck through the UI, checks it, saves it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop import paths
from tabletop.cards import default_database, read_deck
from tabletop.ui.dialogs.deck_editor import DeckEditor, open_deck_editor

DEMO = paths.resource_path("decks", "yyh-team-urameshi.deck")


@pytest.fixture
def editor(qtbot: QtBot) -> DeckEditor:
    dialog = DeckEditor()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _shape(deck: object) -> list[tuple[str, list[tuple[str, int]]]]:
    return [(s.name, [(e.card_id, e.count) for e in s.entries]) for s in deck.sections]  # type: ignore[attr-defined]


def test_builds_the_urameshi_demo_deck_from_an_empty_deck(
    editor: DeckEditor, qtbot: QtBot, tmp_path: Path
) -> None:
    demo = read_deck(DEMO, default_database()).deck
    assert demo is not None
    editor.game_combo.setCurrentIndex(editor.game_combo.findData("yyh"))
    assert editor.game == "yyh" and editor.to_decklist().count() == 0
    assert not editor.report.legal
    for section in demo.sections:
        editor.target_combo.setCurrentIndex(editor.target_combo.findData(section.name))
        for entry in section.entries:
            editor.search_edit.setText(entry.card_id)
            assert editor.select_in_browser(entry.card_id)
            for _ in range(entry.count):
                qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    editor.name_edit.setText("Team Urameshi")
    assert editor.report.legal, editor.report_lines()
    assert editor.report_lines() == []
    assert _shape(editor.to_decklist()) == _shape(demo)

    target = tmp_path / "urameshi.deck"
    assert editor.save_to(target)
    assert not editor.dirty
    saved = read_deck(target, default_database())
    assert saved.ok and not saved.warnings
    assert saved.deck == editor.to_decklist()
    assert _shape(saved.deck) == _shape(demo)


def test_keyboard_counts_and_live_report(editor: DeckEditor, qtbot: QtBot) -> None:
    editor.new_deck("dbgt")
    editor.set_target("life deck")
    editor.search_edit.setText("SAI-1")
    assert editor.select_in_browser("SAI-1")
    editor.browser.setFocus()
    qtbot.keyClick(editor.browser, Qt.Key.Key_Plus)
    qtbot.keyClick(editor.browser, Qt.Key.Key_Return)
    assert _shape(editor.to_decklist())[1] == ("life deck", [("SAI-1", 2)])
    assert editor.dirty and not editor.report.legal
    assert any("Main Personality" in line for line in editor.report_lines())
    editor.deck_tree.setFocus()
    qtbot.keyClick(editor.deck_tree, Qt.Key.Key_Minus)
    assert _shape(editor.to_decklist())[1] == ("life deck", [("SAI-1", 1)])
    qtbot.keyClick(editor.deck_tree, Qt.Key.Key_Delete)
    assert _shape(editor.to_decklist())[1] == ("life deck", [])
    editor.search_edit.setText("zzzz-no-such-card")
    assert editor.browser_model.rowCount() == 0
    editor.draft.dirty = False


def test_opens_a_demo_deck_and_an_unreadable_file_loses_nothing(
    editor: DeckEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def ask(kind: str, text: str, detail: str = "") -> QMessageBox.StandardButton:
        asked.append(kind)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(editor, "ask", ask)
    assert editor.open_file(paths.resource_path("decks", "dbgt-goku.deck"))
    assert editor.game == "dbgt" and editor.report.legal and not editor.dirty
    bad = tmp_path / "bad.deck"
    bad.write_bytes(b"game: dbgt\n[life deck]\n3 SAI-1\n2 NOPE-1\n")
    before = editor.to_decklist()
    assert not editor.open_file(bad)  # cancelled at the "open the rest?" question
    assert asked == ["partial"]
    assert editor.to_decklist() == before
    assert bad.read_bytes() == b"game: dbgt\n[life deck]\n3 SAI-1\n2 NOPE-1\n"
    # Unsaved changes are asked about before anything replaces them.
    editor.change_selected(0)
    editor.add_card("SAI-1", "life deck")
    assert editor.dirty
    assert not editor.new_deck("yyh")
    assert asked[-1] == "unsaved" and editor.game == "dbgt"
    editor.draft.dirty = False


def test_a_failed_save_keeps_the_deck(
    editor: DeckEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(editor, "ask", lambda *a, **k: QMessageBox.StandardButton.Ok)
    editor.add_card("SAI-1", "life deck")
    assert not editor.save_to(tmp_path / "missing-folder" / "x.deck")
    assert editor.dirty and editor.to_decklist().count() == 1
    editor.draft.dirty = False


def test_open_deck_editor_is_non_modal(qtbot: QtBot) -> None:
    editor = open_deck_editor(None)
    qtbot.addWidget(editor)
    assert editor.isVisible() and not editor.isModal()
