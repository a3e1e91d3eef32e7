"""The manual ATK/DEF adjustments (issue 26): one card-menu entry per stat that asks the amount
and how long in a dialog, then submits the same rule action (``Modify``) with them, instead
of twelve lines of ±1000 steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.engine import Mode
from tabletop.games.dbgt.actions import EffectStage
from tabletop.games.yyh.actions import Modify
from tabletop.ui.dialogs.choose_amount import ChooseAmountDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.amounts import AmountFamily, AmountQuestion, group_amounts
from tabletop.ui.window.choosers import DialogChooser

from .conftest import shown_window
from .mouse import right_click_menu, visible_point


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "yyh")


def _fighter(window: MainWindow, seat: int) -> int:
    arena = window.scene.zone_item(f"p{seat}.arena")
    assert arena is not None and len(arena.cards) == 1
    uid = arena.cards[0].uid
    assert uid is not None
    return uid


def _labels(window: MainWindow, uid: int) -> list[str]:
    item = window.scene.card_item(uid)
    assert item is not None
    menu = window.scene.card_menu(item)
    labels = [a.text() for a in menu.actions() if not a.isSeparator()]
    menu.deleteLater()
    return labels


def _answer(
    monkeypatch: pytest.MonkeyPatch, answer: tuple[int, str | None] | None
) -> list[AmountQuestion]:
    asked: list[AmountQuestion] = []

    def ask(self: DialogChooser, question: AmountQuestion) -> tuple[int, str | None] | None:
        asked.append(question)
        return answer

    monkeypatch.setattr(DialogChooser, "ask_amount", ask)
    return asked


def test_the_card_menu_has_one_entry_per_stat_not_twelve_steps(window: MainWindow) -> None:
    session = window.session
    uid = _fighter(window, session.seat)
    labels = _labels(window, uid)
    name = session.card_label(uid)
    assert f"Card effect: ATK of {name}…" in labels
    assert f"Card effect: DEF of {name}…" in labels
    assert not [label for label in labels if "1,000" in label or "+1000" in label], labels
    assert len(labels) <= 16, labels  # the long menu had 12 modifier lines more


def test_the_entry_asks_the_amount_and_submits_the_same_rule_action(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    me = session.seat
    uid = _fighter(window, me)
    asked = _answer(monkeypatch, (2500, "match"))
    name = session.card_label(uid)
    point = visible_point(window, window.scene.card_item(uid))  # type: ignore[arg-type]
    right_click_menu(window, point, (f"Card effect: ATK of {name}…",))  # type: ignore[arg-type]
    (question,) = asked
    assert (question.value, question.step, question.scope) == (1000, 1000, "turn")
    assert [code for code, _ in question.scopes] == ["attack", "turn", "match"]
    assert session.controller.log[-1].action == Modify(me, uid, "atk", 2500, "match")


def test_a_cancelled_dialog_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    uid = _fighter(window, session.seat)
    _answer(monkeypatch, None)
    before = len(session.controller.log)
    point = visible_point(window, window.scene.card_item(uid))  # type: ignore[arg-type]
    name = session.card_label(uid)
    right_click_menu(window, point, (f"Card effect: DEF of {name}…",))  # type: ignore[arg-type]
    assert len(session.controller.log) == before


def test_manual_mode_keeps_the_free_adjustment_of_the_other_side(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In manual mode a modifier the rules would refuse is still offered (marked ⚠) and
    applied with the chosen amount, as the step entries were."""
    session = window.session
    me = session.seat
    them = _fighter(window, 1 - me)
    session.set_mode(Mode.MANUAL)
    _answer(monkeypatch, (-3000, "turn"))
    labels = _labels(window, them)
    entry = next(label for label in labels if "ATK of" in label)
    point = visible_point(window, window.scene.card_item(them))  # type: ignore[arg-type]
    right_click_menu(window, point, (entry,))  # type: ignore[arg-type]
    assert session.controller.log[-1].action == Modify(me, them, "atk", -3000, "turn")


def test_the_dialog_is_answered_with_the_keyboard(qtbot: QtBot) -> None:
    question = AmountQuestion("Card effect: ATK of Yusuke", 1000, -99_000, 99_000, 1000,
                              (("attack", "This attack"), ("turn", "This turn")), "turn")  # fmt: skip
    dialog = ChooseAmountDialog(question)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    spin = dialog.amount
    assert dialog.focusWidget() is spin and spin.value() == 1000
    QTest.keyClick(spin, Qt.Key.Key_Up)
    QTest.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 3000 and "3,000" in spin.text()
    spin.setValue(0)
    assert not dialog.ok_button.isEnabled()
    spin.setValue(-2000)
    dialog.scope.setCurrentIndex(0)
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert dialog.result() == ChooseAmountDialog.DialogCode.Accepted
    assert dialog.answer() == (-2000, "attack")


def test_escape_cancels_the_dialog(qtbot: QtBot) -> None:
    dialog = ChooseAmountDialog(AmountQuestion("x", 1000, -9000, 9000, 1000))
    qtbot.addWidget(dialog)
    QTimer.singleShot(0, lambda: QTest.keyClick(dialog.amount, Qt.Key.Key_Escape))
    assert dialog.exec() == ChooseAmountDialog.DialogCode.Rejected
    assert not dialog.scope.isVisibleTo(dialog)


def test_the_entry_and_the_dialog_speak_japanese(window: MainWindow, qtbot: QtBot) -> None:
    session = window.session
    uid = _fighter(window, session.seat)
    window.set_language("ja")
    try:
        labels = _labels(window, uid)
        assert any("攻撃力" in label and label.endswith("…") for label in labels), labels
        family = AmountFamily((Modify(0, uid, "atk", 1000, "turn"),
                               Modify(0, uid, "atk", -1000, "turn"),
                               Modify(0, uid, "atk", 1000, "match")))  # fmt: skip
        question = family.question(session.card_label)
        dialog = ChooseAmountDialog(question)
        qtbot.addWidget(dialog)
        assert "攻撃力" in question.purpose
        assert all(not words.isascii() for _, words in question.scopes)
        assert not dialog.windowTitle().isascii()
    finally:
        window.set_language("en")


def test_only_offers_of_one_card_and_stat_make_a_family() -> None:
    offers = [Modify(0, 5, "atk", 1000, "turn"), Modify(0, 5, "atk", -1000, "match"),
              Modify(0, 5, "def", 1000, "turn"), Modify(0, 6, "def", 1000, "turn")]  # fmt: skip
    grouped = group_amounts(offers)
    assert isinstance(grouped[0], AmountFamily) and len(grouped[0].actions) == 2
    assert grouped[1:] == offers[2:]  # one offer alone stays as it is


def test_a_dbgt_personality_has_one_stage_entry_that_asks_the_stage(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dragon Ball GT: "a stage up" and "a stage down" become one entry asking the stage,
    from 0 to the personality's highest; the answer is the same EffectStage action."""
    window = shown_window(qtbot, "dbgt")
    session = window.session
    me = session.seat
    mp = session.controller.state.zones[f"p{me}.mp"].cards[-1]
    ruleset = session.ruleset
    top = ruleset.facts.top_stage(session.controller.state, mp)  # type: ignore[attr-defined]
    labels = _labels(window, mp)
    name = session.card_label(mp)
    entry = f"Card effect: power stage of {name}…"
    assert entry in labels and not [label for label in labels if " to stage " in label]
    asked = _answer(monkeypatch, (top, None))
    point = visible_point(window, window.scene.card_item(mp))  # type: ignore[arg-type]
    right_click_menu(window, point, (entry,))  # type: ignore[arg-type]
    (question,) = asked
    assert (question.low, question.high, question.kind) == (0, top, "stage")
    assert session.controller.log[-1].action == EffectStage(me, mp, top)
    assert ruleset.facts.stage(session.controller.state, mp) == top  # type: ignore[attr-defined]


def test_a_stage_dialog_accepts_stage_zero(qtbot: QtBot) -> None:
    dialog = ChooseAmountDialog(AmountQuestion("Goku", 3, 0, 10, 1, kind="stage"))
    qtbot.addWidget(dialog)
    dialog.amount.setValue(0)
    assert dialog.ok_button.isEnabled() and dialog.answer() == (0, None)
    assert dialog.amount.maximum() == 10
