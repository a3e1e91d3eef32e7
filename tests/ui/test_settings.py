"""The settings dialog round trip, and the confirmations it switches on and off."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot
from typing_extensions import override

from tabletop.engine import Action, FreeTable, GameState, Mode, MoveTop, NextStep, Verdict
from tabletop.storage import load_settings
from tabletop.ui.card_images import default_images
from tabletop.ui.dialogs.settings import SettingsDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings_owner import settings_owner
from tests.ui.conftest import REAL_ASK


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow("free", remember_geometry=False)
    qtbot.addWidget(window)
    return window


def test_settings_round_trip(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.folder.setText(f"  {tmp_path}  ")
    dialog.speed.setValue(2.5)
    dialog.mode.setCurrentIndex(dialog.mode.findData("manual"))
    dialog.confirm_discard.setChecked(False)
    dialog.confirm_forced.setChecked(False)
    dialog.confirm_irreversible.setChecked(True)
    assert dialog.curtain.currentData() == "turns"  # the default: curtain at the end of a turn
    dialog.curtain.setCurrentIndex(dialog.curtain.findData("every_hand_over"))
    settings = dialog.settings()
    assert settings.card_image_folder == str(tmp_path)
    settings_owner().update(settings)
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.language.currentData() == "ja"
    assert again.folder.text() == str(tmp_path)
    assert again.speed.value() == 2.5
    assert again.mode.currentData() == "manual"
    assert not again.confirm_discard.isChecked()
    assert not again.confirm_forced.isChecked()
    assert again.confirm_irreversible.isChecked()
    assert again.curtain.currentData() == "every_hand_over"
    assert again.settings() == load_settings()


def test_accepting_the_dialog_applies_the_image_folder(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def accept(dialog: SettingsDialog) -> int:
        dialog.folder.setText(str(tmp_path))
        dialog.speed.setValue(0)
        dialog.confirm_forced.setChecked(False)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    window.open_settings()
    assert default_images().folder == tmp_path
    assert load_settings().card_image_folder == str(tmp_path)
    assert window.scene.animation_ms(200) == 0
    monkeypatch.setattr(window, "_ask", Asked(False))  # must not be asked: switched off
    assert window.confirm_action("forced", NextStep(0), Verdict(False, "not_your_turn"))
    assert window._ask.questions == []  # type: ignore[attr-defined]
    # Set back (the image folder is process-wide).
    settings = load_settings()
    settings.card_image_folder = None
    window.apply_settings(settings)
    assert default_images().folder is None


class Asked:
    """Stands in for the question box: records the questions, answers as told."""

    def __init__(self, answer: bool, stop_asking: bool = False) -> None:
        self.questions: list[str] = []
        self.answer = (answer, stop_asking)

    def __call__(self, title: str, text: str, go: str) -> tuple[bool, bool]:
        self.questions.append(text)
        return self.answer


class Refusing(FreeTable):
    """The free table, every action illegal but possible (a subclass, not a method patched
    on the instance, which the compiled engine would not see)."""

    @override
    def verdict(self, state: GameState, action: Action) -> Verdict:
        return Verdict(False, "not_your_turn", {}, True)


def illegal(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> None:
    """Make every action illegal but possible (the free table allows everything)."""
    controller = window.session.controller
    assert type(controller.ruleset) is FreeTable
    monkeypatch.setattr(controller, "ruleset", Refusing())


def test_forced_move_is_asked_about_in_manual_mode(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    session.set_mode(Mode.MANUAL)
    illegal(monkeypatch, window)
    asked = Asked(False)
    monkeypatch.setattr(window, "_ask", asked)
    before = len(session.controller.log)
    assert not session.submit(NextStep(session.seat)).applied
    assert len(session.controller.log) == before
    assert "It is not your turn." in asked.questions[0]
    asked.answer = (True, True)  # go ahead, and don't ask again
    assert session.submit(NextStep(session.seat)).applied
    assert not load_settings().confirmations.forced_move
    assert session.submit(NextStep(session.seat)).applied
    assert len(asked.questions) == 2


def test_no_question_in_enforced_mode_or_when_switched_off(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    illegal(monkeypatch, window)
    asked = Asked(True)
    monkeypatch.setattr(window, "_ask", asked)
    assert not session.submit(NextStep(session.seat)).applied  # enforced: refused, not asked
    session.set_mode(Mode.MANUAL)
    settings = load_settings()
    settings.confirmations.forced_move = False
    window.apply_settings(settings)
    assert session.submit(NextStep(session.seat)).applied
    assert asked.questions == []


def test_irreversible_menu_action_is_asked_about(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    seat = session.seat
    asked = Asked(False)
    monkeypatch.setattr(window, "_ask", asked)
    look = MoveTop(seat, f"p{seat}.deck", f"p{seat}.hand")  # turns up a hidden card
    assert session.closes_undo(look)
    assert not session.submit(look, from_menu=True).applied
    assert len(asked.questions) == 1 and "cannot be undone" in asked.questions[0]
    assert session.submit(look).applied  # a drag or a key: the effect is plain, no question
    assert session.submit(NextStep(seat), from_menu=True).applied
    assert len(asked.questions) == 1  # a reversible menu action is not asked about


def test_question_box_has_dont_ask_again(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def click_go_with_box_ticked(box: QMessageBox) -> int:
        box.checkBox().setChecked(True)
        (go,) = [b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole]
        assert go.text() == "Go Ahead"
        go.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", click_go_with_box_ticked)
    assert REAL_ASK(window, "Title", "Text", "Go Ahead") == (True, True)


def test_cancel_keeps_asking(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def cancel_with_box_ticked(box: QMessageBox) -> int:
        box.checkBox().setChecked(True)
        box.button(QMessageBox.StandardButton.Cancel).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", cancel_with_box_ticked)
    assert REAL_ASK(window, "Title", "Text", "Go Ahead") == (False, False)
