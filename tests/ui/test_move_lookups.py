"""Undo and Redo are look-ups (the play layer's move boundaries): one drop in enforced mode
undoes the live game not once, and after a computer reply the History dock's Undo names the
same move as the Edit menu."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, Controller, MoveCard, NextStep
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.window.choosers import DialogChooser

from .conftest import opened_window, shown_window
from .mouse import click_widget, drag
from .test_computer_opponent import computer as computer_seat
from .test_computer_opponent import wait_for_human


def _hand(window: MainWindow) -> list[CardItem]:
    zone = window.scene.zone_item(f"p{window.session.seat}.hand")
    assert zone is not None
    return list(zone.cards)


def _point(window: MainWindow, item: Any) -> QPoint:
    return window.view.mapFromScene(item.scene_rect().center() if hasattr(item, "scene_rect")
                                    else item.sceneBoundingRect().center())  # fmt: skip


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """How often any game is undone and redone from now on."""
    counted = {"undo": 0, "redo": 0}
    real_undo, real_redo = Controller.undo, Controller.redo

    def undo(self: Controller) -> Any:
        counted["undo"] += 1
        return real_undo(self)

    def redo(self: Controller) -> Any:
        counted["redo"] += 1
        return real_redo(self)

    monkeypatch.setattr(Controller, "undo", undo)
    monkeypatch.setattr(Controller, "redo", redo)
    return counted


def test_one_drop_in_enforced_mode_undoes_the_game_not_once(
    qtbot: QtBot, calls: dict[str, int]
) -> None:
    window = opened_window(qtbot, "dbgt", mode="enforced")
    session = window.session
    seat = session.seat
    for _ in range(4):  # on to a step where a card of the hand may be played
        if any(session.destinations(card.uid) for card in _hand(window) if card.uid):
            break
        assert session.submit(NextStep(seat), window).applied
    card = next(c for c in _hand(window) if c.uid is not None and session.destinations(c.uid))
    assert card.uid is not None
    target = window.scene.zone_item(session.destinations(card.uid)[0])
    assert target is not None
    calls.update(undo=0, redo=0)
    before = len(session.controller.log)
    drag(window, _point(window, card), _point(window, target))
    assert len(session.controller.log) > before  # the drop was played
    assert calls == {"undo": 0, "redo": 0}


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_the_history_dock_names_the_move_the_edit_menu_undoes_after_a_computer_reply(
    qtbot: QtBot, game: str
) -> None:
    window = shown_window(qtbot, "free")
    seat = computer_seat(window)
    seat.gap_ms = 0
    window.settings.update(computer_pause_ms=0)
    seat.rng = random.Random(11)
    assert window.start_game(NewGameOptions(game=game, seed=3, seats=("human", "computer:random")))
    session, rng = window.session, random.Random(1)
    checked = False
    for _ in range(200):
        wait_for_human(qtbot, window)
        if session.winner() is not None:
            break
        last, named = session.controller.history.next_undo(), session.next_undo()
        done = session.controller.history.done
        after = done[len(done) - session.match.undo_span() + 1 :] if named is not None else []
        if any(step.action.seat == 1 for step in after) and named is not last:  # replies
            text = session.action_text(named.action)
            assert window.history_dock.undo_button.toolTip() == text
            assert window.menu_actions["undo"].text() == f"&Undo {text}"
            checked = True
            break
        legal = session.ruleset.legal_actions(session.controller.state, 0)
        move = rng.choice([a for a in legal if not session.ruleset.is_card_effect(a)])
        assert session.submit(move, window).applied
    assert checked, "no computer reply came after a human move that one Undo takes back"


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_keys_n_and_1_play_moves_without_a_trial_undo(
    qtbot: QtBot, calls: dict[str, int], game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's measure: N (the next step) and 1 (the step bar's first move) forty times
    made 7 DBGT moves and 51 trial undos, 2 YYH moves and 9 (a move that asks for cards or a
    payment is cancelled here: no dialog waits)."""
    for ask in ("ask_cards", "ask_payment", "ask_amount"):
        monkeypatch.setattr(DialogChooser, ask, lambda *args: None)
    window = opened_window(qtbot, game, mode="enforced")
    session = window.session
    calls.update(undo=0, redo=0)
    before = len(session.controller.log)
    for _ in range(40):
        for key in (Qt.Key.Key_N, Qt.Key.Key_1):
            if window.curtain.isVisible():
                click_widget(window.curtain.button)
            if session.covered:
                click_widget(window.hot_seat.hand_cover)
            window.activateWindow()
            QApplication.processEvents()
            QTest.keyClick(window.view, key)
    assert len(session.controller.log) > before + 2
    assert calls == {"undo": 0, "redo": 0}


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_saved_game_opens_with_the_same_moves_to_undo_and_redo(game: str) -> None:
    """A save holds no move boundaries: the opened game's match finds them again (walking
    its history once), and each Undo and Redo takes back and applies what the played one did."""
    played = GameSession.new_game(
        NewGameOptions(game=game, seed=9, seats=("human", "computer:random")), autosave=False
    )
    played.automatic_steps = True
    rng = random.Random(4)
    for turn in range(300):
        seat = played.actor()
        assert seat is not None
        if turn > 20 and seat == 0 and played.match.undo_span() > 1:
            break  # a move with steps or replies after it, to be undone
        legal = played.ruleset.legal_actions(played.controller.state, seat)
        assert played.submit(
            rng.choice([a for a in legal if not played.ruleset.is_card_effect(a)])
        ).applied
    else:
        pytest.fail("no move with steps after it to undo")
    played.undo()
    opened = GameSession.from_saved(played.saved_game(), autosave=False)
    opened.automatic_steps = True
    for step in ("undo", "undo", "redo", "undo", "redo", "redo"):
        spans = [(s.match.undo_span(), s.match.redo_span()) for s in (played, opened)]
        assert spans[0] == spans[1], step
        assert getattr(played, step)() == getattr(opened, step)()
        assert opened.controller.log == played.controller.log


def test_one_drop_in_enforced_mode_is_judged_once(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = opened_window(qtbot, "dbgt", mode="enforced")
    session = window.session
    seat = session.seat
    for _ in range(4):
        if any(session.destinations(card.uid) for card in _hand(window) if card.uid):
            break
        assert session.submit(NextStep(seat), window).applied
    card = next(c for c in _hand(window) if c.uid is not None and session.destinations(c.uid))
    assert card.uid is not None
    target = window.scene.zone_item(session.destinations(card.uid)[0])
    assert target is not None
    asked: list[Action] = []
    checked: list[Action] = []
    ruleset = type(session.ruleset)
    meaning, check = ruleset.meaning, Controller.check

    def meant(self: Any, state: Any, action: Action) -> Any:
        asked.append(action)
        return meaning(self, state, action)

    def judged(self: Controller, action: Action) -> Any:
        checked.append(action)
        return check(self, action)

    monkeypatch.setattr(ruleset, "meaning", meant)
    monkeypatch.setattr(Controller, "check", judged)
    before = len(session.controller.log)
    drag(window, _point(window, card), _point(window, target))
    assert len(session.controller.log) > before
    drops = [a for a in asked if isinstance(a, MoveCard)]
    assert len(drops) == 1  # the drop's meaning asked once, by the controller's submit
    assert not [a for a in checked if isinstance(a, MoveCard)]  # and no check before it
