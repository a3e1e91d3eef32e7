"""Stray input does not change the game: S asks before shuffling, "Don't ask again" silences
one kind of question only, the wheel moves a scouter only when the pointer is on it, and the
wheel over a dialog's field scrolls the dialog unless the field has focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QScrollArea,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tabletop.engine import Mode, MoveTop, NextStep, SetCardCounter
from tabletop.storage import load_settings
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.dialogs.settings import SettingsDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CARD_W, CardItem
from tabletop.ui.table.scouter_item import ScouterItem
from tests.ui.test_settings import Asked

from .conftest import shown_window
from .test_table import _personality_on_table


def _deck_order(window: MainWindow) -> list[int]:
    session = window.session
    zone = session.deck_zone(session.seat)
    assert zone is not None
    return list(session.controller.state.zones[zone].cards)


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_s_asks_before_shuffling_the_deck_in_enforced_mode(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    window = shown_window(qtbot, game)
    session = window.session
    assert session.mode is Mode.ENFORCED
    zone = session.deck_zone(session.seat)
    assert zone is not None
    asked = Asked(False)
    monkeypatch.setattr(window, "_ask", asked)
    order, steps = _deck_order(window), len(session.controller.log)
    with qtbot.waitActive(window):  # the shortcut goes to the active window
        window.activateWindow()

    QTest.keyClick(window, Qt.Key.Key_S)
    assert len(asked.questions) == 1
    assert session.zone_name(zone) in asked.questions[0]  # names the deck
    assert "cannot be undone" in asked.questions[0]
    assert (_deck_order(window), len(session.controller.log)) == (order, steps)  # declined

    asked.answer = (True, False)
    QTest.keyClick(window, Qt.Key.Key_S)
    assert len(asked.questions) == 2
    assert len(session.controller.log) == steps + 1
    assert sorted(_deck_order(window)) == sorted(order)


def test_dont_ask_again_silences_one_kind_and_the_dialog_asks_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = shown_window(qtbot, "free")
    session = window.session
    seat = session.seat
    asked = Asked(True, True)  # go ahead, and don't ask again
    monkeypatch.setattr(window, "_ask", asked)
    window.shuffle_deck()
    assert len(asked.questions) == 1
    confirmations = load_settings().confirmations
    assert confirmations.irreversible_action and confirmations.quiet == ["shuffle"]
    window.shuffle_deck()
    assert len(asked.questions) == 1  # shuffling is not asked about any more...
    look = MoveTop(seat, f"p{seat}.deck", f"p{seat}.hand")
    asked.answer = (False, False)
    assert not session.submit(look, from_menu=True).applied
    assert len(asked.questions) == 2  # ...but another irreversible action still is

    def ask_again_for_shuffling(dialog: SettingsDialog) -> int:
        (box,) = dialog.quiet_boxes.values()
        assert not box.isChecked() and "Shuffle" in box.text()
        box.setChecked(True)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SettingsDialog, "exec", ask_again_for_shuffling)
    window.open_settings()
    assert load_settings().confirmations.quiet == []
    window.shuffle_deck()
    assert len(asked.questions) == 3


def _wheel(window: MainWindow, scene_point: QPointF, delta: int = 120) -> None:
    """One wheel notch sent to the view's viewport with the pointer at ``scene_point``."""
    viewport = window.view.viewport()
    pos = QPointF(window.view.mapFromScene(scene_point))
    event = QWheelEvent(
        pos,
        QPointF(viewport.mapToGlobal(pos.toPoint())),
        QPoint(),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def _main_personality(window: MainWindow) -> CardItem:
    window.session.set_mode(Mode.MANUAL)  # the rules do not let a player set a stage by hand
    seat = window.session.seat
    items = window.scene.zone_items()[f"p{seat}.mp"].cards
    (item,) = [i for i in items if isinstance(i.scouter, ScouterItem)]
    assert item.uid is not None
    assert window.session.submit(SetCardCounter(seat, item.uid, "stage", 2)).applied
    return item


@pytest.mark.parametrize("game", ["free", "dbgt"])
def test_the_wheel_moves_a_scouter_only_with_the_pointer_on_it(qtbot: QtBot, game: str) -> None:
    window = shown_window(qtbot, game)
    card = _personality_on_table(window) if game == "free" else _main_personality(window)
    window.view.set_zoom(1.5)
    window.view.centerOn(card)
    scouter = card.scouter
    assert isinstance(scouter, ScouterItem)
    stage = scouter.stage
    assert 0 < stage < scouter.top
    bar = window.view.verticalScrollBar()
    scrolled = bar.value()
    assert bar.minimum() < scrolled  # room to scroll up, as the wheel below does

    # elsewhere on the card, and on the stage column away from the scouter: the view scrolls
    for point in (QPointF(CARD_W * 0.25, 0.0), scouter.row_rect(stage + 1).center()):
        _wheel(window, card.mapToScene(point))
        assert scouter.stage == stage and card.view is not None, point
        assert card.view.counters.get("stage") == stage
        assert bar.value() < scrolled
        window.view.centerOn(card)
        scrolled = bar.value()

    _wheel(window, card.mapToScene(scouter.row_rect(stage).center()))  # on the scouter
    assert scouter.stage == stage + 1
    assert card.view.counters.get("stage") == stage + 1
    assert bar.value() == scrolled
    _wheel(window, card.mapToScene(scouter.row_rect(stage + 1).center()), -120)
    assert card.view.counters.get("stage") == stage
    window.session.submit(NextStep(window.session.seat))  # the game goes on


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_shuffle_from_the_deck_menu_asks_too(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    from tabletop.ui.table.menus import build_zone_menu

    window = shown_window(qtbot, game)
    session = window.session
    zone = session.deck_zone(session.seat)
    assert zone is not None
    item = window.scene.zone_item(zone)
    assert item is not None
    asked = Asked(False)
    monkeypatch.setattr(window, "_ask", asked)
    order, steps = _deck_order(window), len(session.controller.log)
    menu = build_zone_menu(window.scene, item)
    (shuffle,) = [a for a in menu.actions() if a.text() == "Shuffle"]
    shuffle.trigger()
    assert len(asked.questions) == 1 and session.zone_name(zone) in asked.questions[0]
    assert (_deck_order(window), len(session.controller.log)) == (order, steps)


def _wheel_over(widget: QWidget, delta: int = -120) -> None:
    """One wheel notch with the pointer over the middle of ``widget``, as the window system
    sends it (spontaneous, to the window, which finds the widget under the pointer)."""
    window = widget.window()
    handle = window.windowHandle()
    assert handle is not None
    QTest.wheelEvent(
        handle, QPointF(widget.mapTo(window, widget.rect().center())), QPoint(0, delta)
    )
    QApplication.processEvents()


def test_the_wheel_over_a_dialog_field_scrolls_and_changes_nothing(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt")
    dialog = NewGameDialog(window, game="dbgt")
    qtbot.addWidget(dialog)
    dialog.resize(640, 520)
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.params_form
    draw = form.widget("turn", "draw_count")
    power = form.widget("turn", "ally_power_up")
    assert isinstance(draw, QSpinBox) and isinstance(power, QComboBox)
    viewport = form.parentWidget()
    assert viewport is not None
    scroll = viewport.parentWidget()  # the viewport's scroll area
    assert isinstance(scroll, QScrollArea)
    bar = scroll.verticalScrollBar()
    scroll.ensureWidgetVisible(draw)
    assert bar.value() < bar.maximum()  # room to scroll on, as the wheel below does
    before = (draw.value(), power.currentIndex(), bar.value())

    _wheel_over(draw)
    assert draw.value() == before[0] and not draw.hasFocus()
    assert bar.value() > before[2]  # the list scrolled instead
    scroll.ensureWidgetVisible(power)
    scrolled = bar.value()
    _wheel_over(power, 120)
    assert power.currentIndex() == before[1]
    assert bar.value() < scrolled

    scroll.ensureWidgetVisible(draw)
    draw.setFocus()  # clicked or reached with Tab: the wheel is for the field now
    qtbot.waitUntil(draw.hasFocus)
    _wheel_over(draw, 120)
    assert draw.value() == before[0] + 1


def test_the_wheel_leaves_fields_made_later_and_other_dialogs_alone(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt")
    dialog = NewGameDialog(window, game="dbgt")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("yyh"))  # its parameters anew
    spin = dialog.params_form.widget("draw")
    assert isinstance(spin, QSpinBox)
    qtbot.waitUntil(spin.isVisible)
    value = spin.value()
    _wheel_over(spin, 120)
    _wheel_over(spin, -120)
    _wheel_over(spin, -120)
    assert spin.value() == value
    settings = SettingsDialog(window)
    qtbot.addWidget(settings)
    settings.show()
    qtbot.waitExposed(settings)
    think, curtain = settings.think.value(), settings.curtain.currentIndex()
    assert not settings.think.hasFocus() and not settings.curtain.hasFocus()
    _wheel_over(settings.think)
    _wheel_over(settings.curtain)
    assert (settings.think.value(), settings.curtain.currentIndex()) == (think, curtain)
