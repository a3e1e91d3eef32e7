"""The new-game dialog checks each seat's deck live: enforced mode turns Start off with the
problems shown, manual mode asks before it starts with a deck that breaks the deck rules."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from tabletop.games.profiles import bundled_profiles, profile_params
from tabletop.i18n.manager import LanguageManager
from tabletop.ui.deck_checks import check_deck_file
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions, bundled_decks

REPO = Path(__file__).resolve().parents[2]
DECKS = REPO / "assets" / "decks"
BAD = REPO / "tests" / "data" / "bad"
DBGT_RULES = BAD / "deck-dbgt-rules.deck"


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[None]:
    manager = LanguageManager()
    manager.set_language("ja")
    yield
    manager.set_language("en")


def dialog_with(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str, deck: Path,
                seat: int = 0) -> NewGameDialog:  # fmt: skip
    """A shown new-game dialog of ``game`` where the player at ``seat`` chose ``deck`` with
    "Choose a file…", as a user does."""
    dialog = NewGameDialog(game=game)
    qtbot.addWidget(dialog)
    dialog.enforced.setChecked(True)
    dialog.show()
    box = dialog.decks[seat]
    monkeypatch.setattr(
        "tabletop.ui.dialogs.new_game.QFileDialog.getOpenFileName",
        lambda *args, **kwargs: (str(deck), ""),
    )
    choose = box.count() - 1
    box.setCurrentIndex(choose)
    box.activated.emit(choose)
    assert box.currentData() == str(deck)
    return dialog


def recorder(asked: list[str], answers: list[bool]) -> Callable[[str], bool]:
    """A stand-in for the "Start anyway?" question: notes the text, gives the next answer."""

    def confirm(text: str) -> bool:
        asked.append(text)
        return answers.pop(0)

    return confirm


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_the_bundled_decks_keep_the_rules_of_every_bundled_profile(game: str) -> None:
    decks = bundled_decks(game)
    assert len(decks) >= 2
    for profile_id in bundled_profiles(game):
        profile = profile_params(game, profile_id).model_dump(mode="json")
        for deck in decks:
            assert check_deck_file(deck, game, profile).legal, (deck.name, profile_id)


def test_the_default_start_uses_legal_decks(qtbot: QtBot) -> None:
    for game in ("dbgt", "yyh", "free"):
        dialog = NewGameDialog(game=game)
        qtbot.addWidget(dialog)
        assert dialog.profile_box.currentData() == ("default" if game != "free" else None)
        assert all(check is not None and check.legal for check in dialog.checks())
        assert dialog.start_button.isEnabled() and dialog.summary.isHidden()


def test_the_free_table_checks_no_deck_rules() -> None:
    for deck in (DBGT_RULES, BAD / "deck-yyh-rules.deck", DECKS / "yyh-team-toguro.deck"):
        assert check_deck_file(deck, "free").legal
        assert not check_deck_file(deck, "dbgt").legal or deck.name.startswith("dbgt")
    unreadable = check_deck_file(BAD / "deck-unknown-card.deck", "free")
    assert unreadable.unusable and not unreadable.allowed("manual")


def test_enforced_mode_shows_the_problems_and_refuses_to_start(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", DBGT_RULES)
    status = dialog.deck_status[0].text()
    assert status.startswith("✖ The deck breaks the deck rules (enforced mode refuses it):")
    assert "Goku level 2 is missing from the Main Personality." in status
    assert dialog.deck_status[1].text().startswith("✔")
    assert not dialog.start_button.isEnabled()
    assert "manual mode" in dialog.summary.text() and dialog.summary.isVisible()
    assert dialog.start_button.toolTip() == dialog.summary.text()
    dialog.accept()  # Enter, or a click that got through: still refused
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted


def test_the_status_follows_mode_profile_parameters_and_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", DECKS / "dbgt-goku.deck")
    assert dialog.start_button.isEnabled()
    size = dialog.params_form.widget("deck", "deck_size", "min")
    assert isinstance(size, QSpinBox)
    size.setValue(80)  # the Goku demo deck is smaller: refused at once
    assert not dialog.start_button.isEnabled()
    assert "they must hold 80 to 85" in dialog.deck_status[0].text()
    dialog.manual.setChecked(True)
    assert dialog.start_button.isEnabled()
    assert dialog.deck_status[0].text().startswith("⚠")
    dialog.enforced.setChecked(True)
    assert not dialog.start_button.isEnabled()
    dialog.profile_box.setCurrentIndex(dialog.profile_box.findData("rulings-2004"))
    assert dialog.start_button.isEnabled() and dialog.deck_status[0].text().startswith("✔")
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("yyh"))
    assert dialog.start_button.isEnabled()
    assert all(check is not None and check.legal for check in dialog.checks())


def test_a_deck_of_another_game_is_refused_in_both_modes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "yyh", DECKS / "dbgt-goku.deck", seat=1)
    for radio in (dialog.enforced, dialog.manual):
        radio.setChecked(True)
        text = dialog.deck_status[1].text()
        assert text.startswith("✖ This deck cannot be used:")
        assert "The deck is for another game (Dragon Ball GT)." in text
        assert not dialog.start_button.isEnabled()
        assert "cannot be used" in dialog.summary.text()


def test_manual_mode_asks_before_it_starts(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", DBGT_RULES)
    dialog.names[0].setText("Ana")
    dialog.manual.setChecked(True)
    assert dialog.start_button.isEnabled() and dialog.summary.isHidden()
    asked: list[str] = []
    answers = [False, True]
    monkeypatch.setattr(dialog, "confirm_start_anyway", recorder(asked, answers))
    dialog.accept()
    assert dialog.isVisible()  # "Cancel": the dialog stays for another deck
    assert asked[0].startswith("The deck of Ana (deck-dbgt-rules.deck) breaks the deck rules:")
    assert "line 6: 5 copies of Orange Standing Fist Punch; at most 3 are allowed." in asked[0]
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    options = dialog.options()
    assert options.mode == "manual" and options.decks[0] == DBGT_RULES


def test_the_start_anyway_question_starts_on_its_button(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", DBGT_RULES)
    dialog.manual.setChecked(True)
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "StartAnywayBox"
        seen.append(box.text())
        start = next(b for b in box.buttons() if b.text() == "Start Anyway")
        start.click()

    QTimer.singleShot(0, answer)
    dialog.accept()
    assert seen and seen[0].endswith("Start the game anyway (manual mode)?")
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_dialog_speaks_japanese(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, japanese: None
) -> None:
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", DBGT_RULES)
    status = dialog.deck_status[0].text()
    assert "ルール" in status and "6 行目" in status
    assert "deck rules" not in status and "Goku level 2" not in status
    assert not dialog.start_button.isEnabled() and "自由操作モード" in dialog.summary.text()
    dialog.manual.setChecked(True)
    asked: list[str] = []
    monkeypatch.setattr(dialog, "confirm_start_anyway", recorder(asked, [True]))
    dialog.accept()
    assert "プレイヤー1" in asked[0] and "breaks" not in asked[0]
    other = dialog_with(qtbot, monkeypatch, "yyh", DECKS / "dbgt-goku.deck")
    assert "ドラゴンボールGT" in other.deck_status[0].text()


def test_the_window_refuses_or_warns(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow("dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    before = window.session
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: boxes.append(text))
    enforced = NewGameOptions(game="dbgt", decks=(DBGT_RULES, None))
    assert not window.start_game(enforced)
    assert window.session is before
    assert boxes[0].startswith("The deck of Player 1 (deck-dbgt-rules.deck) breaks the deck rules:")
    assert boxes[0].endswith("In manual mode the game starts with these decks anyway.")
    manual = NewGameOptions(game="dbgt", mode="manual", decks=(None, DBGT_RULES))
    assert window.start_game(manual)
    assert window.session is not before and len(boxes) == 1
    assert window.message() == (
        "⚠ Manual mode: the deck of Player 2 breaks the deck rules; the game starts anyway."
    )


def test_a_long_list_of_problems_is_counted(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    deck = tmp_path / "many.deck"
    lines = [f"1 SAI-{9000 + n}" for n in range(12)]
    deck.write_text("game: dbgt\n[life deck]\n" + "\n".join(lines) + "\n", encoding="utf-8")
    dialog = dialog_with(qtbot, monkeypatch, "dbgt", deck)
    status = dialog.deck_status[0]
    shown = status.text().splitlines()
    assert shown[0] == "✖ This deck cannot be used:" and shown[-1] == "  … and 8 more."
    assert len(shown) == 1 + 5 + 1  # the heading, five problems, the count of the rest
    assert status.toolTip().count("•") == 13  # "the deck is empty" and each unknown card
    assert not dialog.start_button.isEnabled()


@pytest.mark.usefixtures("japanese")
def test_bundled_decks_go_by_their_names_and_the_player_names_show_whole(qtbot: QtBot) -> None:
    dialog = NewGameDialog(game="yyh")
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [dialog.decks[0].itemText(i) for i in range(dialog.decks[0].count())]
    assert "付属: 戸愚呂チーム" in labels and "付属: 浦飯チーム" in labels  # in Japanese
    assert not any("yyh-team" in label for label in labels)  # never the file's name
    for name in dialog.names:
        placeholder = name.placeholderText()
        assert placeholder == f"プレイヤー{dialog.names.index(name) + 1}"
        room = name.width() - 2 * name.style().pixelMetric(
            name.style().PixelMetric.PM_DefaultFrameWidth
        )
        assert name.fontMetrics().horizontalAdvance(placeholder) + 8 <= room


@pytest.mark.usefixtures("japanese")
def test_the_decks_of_even_strength_are_offered_beside_the_demo_decks(qtbot: QtBot) -> None:
    """The demo decks decide most games (the first wins); the pair the computer is measured
    with, of even strength, is offered too, by its name in the interface language. The
    default stays the demo pair."""
    from tabletop.paths import even_decks

    expected = {
        "dbgt": ("悟空・互角", "ラディッツ・互角"),
        "yyh": ("浦飯チーム・互角", "戸愚呂チーム・互角"),
    }
    for game, names in expected.items():
        dialog = NewGameDialog(game=game)
        qtbot.addWidget(dialog)
        box = dialog.decks[0]
        offered = {box.itemData(i): box.itemText(i) for i in range(box.count())}
        even = even_decks(game)
        assert len(even) == 2
        labels = [offered[str(path)] for path in even]
        assert all(any(name in label for label in labels) for name in names), labels
        demo = [path for path in bundled_decks(game) if path not in even]
        assert [box.currentData() for box in dialog.decks] == [str(p) for p in demo[:2]]
