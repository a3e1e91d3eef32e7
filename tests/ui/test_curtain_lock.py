"""Nothing acts behind the hot-seat curtain or the face-down answer prompt: the step bar's
buttons and keys, Undo and Redo (menu, shortcut, the History dock), the Edit menu's moves and
the table's gestures are refused, only the curtain's (or the prompt's) own button works. New
Game replaces a curtain with the new game's, showing no hand of either game; and the curtain
names the last move that meant something, not a step that went by."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tabletop.engine import NextStep
from tabletop.ui import audit
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions

from .conftest import shown_window
from .mouse import LEFT, click_widget
from .test_dbgt_table import attack_window

KEYS = "NPDSRFH123456789"
"""Every key of a move (Edit menu, step bar): none may act behind the curtain."""
CHORDS = ("Ctrl+Z", "Ctrl+Y", "Ctrl+Shift+Z")


def digest(session: GameSession) -> str:
    """The game: its log, redo tail and state."""
    controller = session.controller
    data = {
        "log": [entry.to_json() for entry in controller.log],
        "redo": [step.entry.to_json() for step in controller.history.undone],
        "state": controller.state.to_json(),
    }
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


def to_the_curtain(window: MainWindow) -> None:
    """Play the turn out with the step bar's Next (discarding to the hand limit where Next
    waits for it, the "show my hand" button for a discard in the other's turn): the curtain
    comes up for the other player."""
    session = window.session
    for _ in range(60):
        if window.curtain.isVisible():
            return
        if session.covered:
            click_widget(window.hot_seat.hand_cover)
        seat = session.seat
        if session.check(NextStep(seat)).legal:
            click_widget(window.step_bar.next_button)
            continue
        state = session.controller.state
        discards = [a for a in session.ruleset.legal_actions(state, seat)
                    if a.kind.endswith("discard")]  # fmt: skip
        assert discards, session.step()
        assert session.submit(discards[0]).applied
    raise AssertionError("no curtain")


def try_everything(window: MainWindow) -> None:
    """Every way a player might make a move: the step bar's buttons and keys, Undo and Redo
    from the menu, their shortcuts and the History dock, the Edit menu, the table's gestures."""
    bar = window.step_bar
    for button in bar.findChildren(QPushButton):
        if not button.isHidden():
            QTest.mouseClick(button, LEFT)
    window.activateWindow()
    QApplication.processEvents()
    for key in [*KEYS, *CHORDS]:
        target = QApplication.focusWidget() or window
        QTest.keySequence(target, key)  # type: ignore[call-overload]
        QApplication.processEvents()
    for action_id in ("undo", "redo", "next_step", "end_turn", "draw", "shuffle", "hand_over"):
        window.menu_actions[action_id].trigger()
    history = window.history_dock
    for button in (history.undo_button, history.redo_button):
        QTest.mouseClick(button, LEFT)
    if history.list.count():  # a double-click on the first row goes back to the start
        rect = history.list.visualItemRect(history.list.item(0))
        QTest.mouseDClick(history.list.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                          rect.center())  # fmt: skip
    session = window.session
    deck = session.deck_zone(session.seat)
    zone = window.scene.zone_item(deck) if deck else None
    if zone is not None:  # a double-click on the deck draws
        point = window.view.mapFromScene(zone.scene_rect().center())
        QTest.mouseDClick(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_nothing_acts_behind_the_curtain(qtbot: QtBot, game: str) -> None:
    window = shown_window(qtbot, game, (1280, 800))
    session = window.session
    to_the_curtain(window)
    before, seat = digest(session), session.seat
    try_everything(window)
    assert digest(session) == before, "a move was made behind the curtain"
    assert window.curtain.isVisible() and session.seat == seat
    assert not window.step_bar.isEnabled() and not window.menu_actions["undo"].isEnabled()
    click_widget(window.curtain.button)  # the curtain's own button works
    assert not window.curtain.isVisible() and window.step_bar.isEnabled()
    assert window.menu_actions["undo"].isEnabled() == session.can_undo()
    click_widget(window.step_bar.next_button)
    assert digest(session) != before


def test_undo_is_refused_behind_the_curtain(qtbot: QtBot) -> None:
    """A hand-over curtain for the defender: Undo would take back the attacker's attack."""
    window, session, _attack, attacker = attack_window(qtbot, "every_hand_over")
    assert window.curtain.isVisible() and session.seat == 1 - attacker
    assert session.can_undo()
    before = digest(session)
    try_everything(window)
    assert digest(session) == before, "a move was taken back behind the curtain"
    assert window.curtain.isVisible() and session.seat == 1 - attacker
    assert not window.history_dock.undo_button.isEnabled()


def test_nothing_acts_behind_the_face_down_answer_prompt(qtbot: QtBot) -> None:
    window, session, _attack, attacker = attack_window(qtbot, "turns")
    assert session.covered and session.seat == 1 - attacker
    assert window.step_bar.step_actions()  # the defender's answers wait on the bar
    before = digest(session)
    try_everything(window)
    assert digest(session) == before, "a move was made behind the face-down prompt"
    assert session.covered and session.seat == 1 - attacker
    click_widget(window.hot_seat.hand_cover)  # the prompt's own button works
    assert not session.covered and window.step_bar.isEnabled()
    assert any(b.isEnabled() for b in window.step_bar.action_buttons if not b.isHidden())


def curtain_text(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.curtain.findChildren(QLabel))


def hand_words(session: GameSession) -> audit.Hidden:
    """The cards of both hands (and other hidden cards) of ``session``'s game."""
    state = session.controller.state
    return audit.hidden_cards(state, session.seat, session.database, covered=True)


@pytest.mark.parametrize(("old", "new"), [("yyh", "dbgt"), ("dbgt", "yyh"), ("dbgt", "dbgt")])
def test_new_game_replaces_the_curtain_and_shows_no_hand(qtbot: QtBot, old: str, new: str) -> None:
    window = shown_window(qtbot, old, (1280, 800))
    window.set_session(GameSession.new_game(
        NewGameOptions(game=old, players=("Ann", "Ben"), seed=4), autosave=False, parent=window
    ))  # fmt: skip
    to_the_curtain(window)
    assert "Ben" in curtain_text(window)
    first = window.session
    old_hidden = hand_words(first)
    assert window.start_game(NewGameOptions(game=new, players=("Cleo", "Dan"), seed=5))
    session = window.session
    assert session is not first
    actor = session.actor()
    assert actor is not None and session.seat == actor
    # the curtain is the new game's: it names who must take the computer, and no old move
    shown = curtain_text(window)
    assert window.curtain.isVisible(), "the new game's hand is in view"
    assert session.player_name(actor) in shown
    assert "Ben" not in shown and "Ann" not in shown and "Last move" not in shown
    assert window.curtain.geometry() == window.view.rect()
    # nothing on screen but the table behind the curtain names a card of either game's hands
    texts = [(w, t) for w, t in audit.screen_texts(window, menus=False)
             if not w.startswith("scene/")]  # fmt: skip
    assert audit.leaks(texts, old_hidden) == []
    assert audit.leaks(texts, hand_words(session)) == []
    before = digest(session)
    try_everything(window)
    assert digest(session) == before
    click_widget(window.curtain.button)
    assert not window.curtain.isVisible() and session.seat == actor


def test_new_game_after_a_face_down_answer_opens_behind_the_curtain(qtbot: QtBot) -> None:
    """Both players were looking at the screen: the new game's first hand waits behind the
    curtain."""
    window, session, _attack, _attacker = attack_window(qtbot, "turns")
    assert session.covered and not window.curtain.isVisible()
    assert window.start_game(NewGameOptions(game="yyh", seed=5))
    assert window.curtain.isVisible() and not window.hot_seat.hand_cover.isVisible()
    assert "Last move" not in curtain_text(window)


def last_move(window: MainWindow) -> str:
    texts = [label.text() for label in window.curtain.findChildren(QLabel)]
    found = [text for text in texts if text.startswith("Last move: ")]
    assert len(found) == 1, texts
    return found[0].removeprefix("Last move: ")


def test_the_curtain_names_the_last_move_that_meant_something(qtbot: QtBot) -> None:
    """A YYH turn: cards attached, then the steps to the end of the turn: the curtain names
    the last attachment as the next player may see it, not "Next step"."""
    window = shown_window(qtbot, "yyh", (1280, 800))
    window.set_session(GameSession.new_game(
        NewGameOptions(game="yyh", players=("Ann", "Ben"), seed=0), autosave=False, parent=window
    ))  # fmt: skip
    session = window.session
    meant: Any = None
    for _ in range(40):
        if window.curtain.isVisible():
            break
        state = session.controller.state
        rules = session.ruleset
        moves = [a for a in rules.legal_actions(state, session.seat)
                 if not isinstance(a, NextStep) and a.kind == "yyh.attach"]  # fmt: skip
        if moves and meant is None:
            meant = moves[0]
            assert session.submit(meant).applied
            continue
        click_widget(window.step_bar.next_button)
    assert window.curtain.isVisible() and meant is not None
    shown = last_move(window)
    assert "Next step" not in shown and "Turn" not in shown
    mover = session.player_name(meant.seat)
    assert shown.startswith(f"{mover}: ") and session.card_label(meant.card) in shown
    texts = [("curtain", text) for text in (shown, curtain_text(window))]
    assert audit.leaks(texts, audit.hidden_cards(session.controller.state, session.seat,
                                                 session.database)) == []  # fmt: skip


def test_the_curtain_names_a_hidden_card_as_a_card(qtbot: QtBot) -> None:
    """A card put face down into a YYH Match Slot: the other player's curtain says "a card"."""
    window = shown_window(qtbot, "yyh", (1280, 800))
    window.set_session(GameSession.new_game(
        NewGameOptions(game="yyh", players=("Ann", "Ben"), seed=0), autosave=False, parent=window
    ))  # fmt: skip
    session = window.session
    placed = None
    for _ in range(200):
        if window.curtain.isVisible():
            if placed is not None:
                break
            click_widget(window.curtain.button)
        state = session.controller.state
        fifth = [a for a in session.ruleset.legal_actions(state, session.seat)
                 if a.kind == "yyh.fifth"]  # fmt: skip
        if fifth and placed is None:
            placed = fifth[0]
            assert session.submit(placed).applied
            continue
        click_widget(window.step_bar.next_button)
    assert placed is not None
    shown = last_move(window)
    hidden = audit.hidden_cards(session.controller.state, session.seat, session.database)
    assert audit.leaks([("curtain", shown)], hidden) == []
    assert "Match Slot 5" in shown, shown
