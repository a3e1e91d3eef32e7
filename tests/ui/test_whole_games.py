"""Whole games of both kinds played with the mouse alone, from the new-game dialog to the
victory message, in enforced and in manual mode.

Each turn the test looks at what the table offers the player at the computer — every card's and
zone's context menu, drags of cards to the zones the rules light up, the step bar's Next button
— keeps the offers whose verdict is legal (card-effect adjustments left out, as players use them
only for card text), picks one with a seeded policy that favours combat, and performs it with
real mouse events: a right-click and a click on the menu entry, a drag, a button click. The
hot-seat curtain is lifted by its button. After each gesture the log must end with the action
that was picked, so a gesture that does something else fails the test.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, MoveCard, NextStep
from tabletop.ui import session as session_module
from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog
from tabletop.ui.dialogs.choose_payment import ChoosePaymentDialog
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.zone_items import ZoneItem

from .conftest import shown_window
from .mouse import (
    LEFT,
    NONE,
    click_widget,
    drag,
    menu_bar_choose,
    right_click_menu,
    visible_point,
)

MAX_ACTIONS = 900
"""A game that has not ended after this many gestures fails (random games end in about 200)."""

PREFERENCES: tuple[tuple[frozenset[str], float], ...] = (
    (frozenset({"DeclareCombat", "LevelUp"}), 0.8),
    (frozenset({"Attack", "AttackWith"}), 0.7),
    (frozenset({"Attach", "PlaceFifth", "PlayCard"}), 0.5),
    (frozenset({"NextStep", "Pass", "Take"}), 0.3),
)
"""Kinds of action the policy picks first, each with its chance (the same bias as the engine's
random games, so that games end)."""


@dataclass
class Offer:
    """An action the table offers, and where: a card's or zone's menu path, or a drag."""

    action: Action
    item: CardItem | ZoneItem | None
    path: tuple[str, ...] = ()
    drop: ZoneItem | None = None


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "free")


def offers(window: MainWindow, rng: random.Random) -> list[Offer]:
    """Every legal rule action the table offers the seat at the computer, with its gesture."""
    session = window.session
    scene = window.scene
    found: dict[Action, Offer] = {}

    def offer(candidate: Offer) -> None:
        action = candidate.action
        if action in found or session.ruleset.is_card_effect(action):
            return
        if session.check(action).legal:
            found[action] = candidate

    offer(Offer(NextStep(session.seat), None))
    for zone in scene.zone_items().values():
        for action in session.zone_actions(zone.zone_id):
            offer(Offer(action, zone, (session.action_text(action),)))
        for card in zone.cards:
            if card.uid is None:
                continue
            for action in session.card_actions(card.uid):
                offer(Offer(action, card, (session.action_text(action),)))
            if rng.random() < 0.5:  # some rule actions by drag instead of menu
                for target in session.destinations(card.uid):
                    meant = session.ruleset.meaning(
                        session.controller.state, MoveCard(session.seat, card.uid, target)
                    )
                    drop = scene.zone_item(target)
                    if not isinstance(meant, MoveCard) and drop is not None and meant in found:
                        found[meant] = Offer(meant, card, drop=drop)
    return list(found.values())


def choose(rng: random.Random, options: list[Offer]) -> Offer:
    # Shuffling a deck is always legal and changes nothing a game needs: only when it is all.
    options = [o for o in options if type(o.action).__name__ != "Shuffle"] or options
    for kinds, chance in PREFERENCES:
        group = [o for o in options if type(o.action).__name__ in kinds]
        if group and rng.random() < chance:
            return rng.choice(group)
    return rng.choice(options)


def perform(window: MainWindow, offer: Offer) -> str:
    """Do ``offer`` with the mouse; what was done (for messages)."""
    if offer.item is None:
        click_widget(window.step_bar.next_button)
        return "Next Step button"
    point = visible_point(window, offer.item)
    if point is None and isinstance(offer.item, ZoneItem):
        # A zone covered by its cards: its menu is a submenu of its top card's menu.
        card = offer.item.cards[-1]
        point = visible_point(window, card)
        path: tuple[str, ...] = (window.session.zone_name(offer.item.zone_id), *offer.path)
        if card.uid is None:
            path = offer.path  # a face-down card's menu is its zone's menu
    else:
        path = offer.path
    assert point is not None, f"nowhere to click for {offer.action}"
    if offer.drop is not None:
        drop_rect = offer.drop.scene_rect()
        drag(window, point, window.view.mapFromScene(drop_rect.center()))
        return f"drag to {offer.drop.zone_id}"
    return f"menu {right_click_menu(window, point, path)} → {path}"


def lift_curtain(window: MainWindow) -> None:
    if window.curtain.isVisible():
        assert window.scene.session is not None
        click_widget(window.curtain.button)
    assert not window.curtain.isVisible()


def start_from_dialog(window: MainWindow, game: str, manual: bool) -> None:
    """Game → New Game, choose the game and the mode with the mouse, press Start."""
    errors: list[BaseException] = []

    def fill() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if w.objectName() == "NewGameDialog" and w.isVisible()), None)  # fmt: skip
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(5, fill)
            return
        try:
            pick_combo(dialog.game_box, dialog.game_box.findData(game))
            radio = dialog.manual if manual else dialog.enforced
            QTest.mouseClick(radio, LEFT, NONE, QPoint(8, radio.height() // 2))
            assert radio.isChecked()
            buttons = dialog.findChild(QDialogButtonBox)
            assert isinstance(buttons, QDialogButtonBox)
            click_widget(buttons.button(QDialogButtonBox.StandardButton.Ok))
        except BaseException as error:  # raised again once the dialog is closed
            errors.append(error)
            dialog.reject()

    QTimer.singleShot(0, fill)
    menu_bar_choose(window, window.game_menu, window.new_action)
    if errors:
        raise errors[0]


def pick_combo(box: QComboBox, index: int) -> None:
    """Open a combo box's list with a click and click the entry."""
    click_widget(box)
    view = box.view()
    assert view.isVisible(), "the list did not open"
    # The list ignores a release that comes within a double-click time of opening it.
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    rect = view.visualRect(box.model().index(index, 0))
    QTest.mouseClick(view.viewport(), LEFT, NONE, rect.center())
    assert box.currentIndex() == index


class CardChooser:
    """Answers the dialog that asks which cards from hand pay a cost: double-clicks a random
    choice of cards into it (a double-click turns a card's check on or off) and presses OK."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.chosen: list[int] | None = None
        self.answered = 0
        self._armed = False

    def arm(self) -> None:
        self._armed, self.chosen = True, None
        QTimer.singleShot(0, self._poll)

    def disarm(self) -> None:
        self._armed = False

    def _poll(self) -> None:
        if not self._armed:
            return
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, ChooseCardsDialog) and w.isVisible()), None)  # fmt: skip
        if dialog is None:
            QTimer.singleShot(5, self._poll)
            return
        rows = dialog.list.count()
        wanted = set(self.rng.sample(range(rows), len(dialog.chosen())))
        for row in range(rows):
            item = dialog.list.item(row)
            if (item.checkState() == Qt.CheckState.Checked) != (row in wanted):
                centre = dialog.list.visualItemRect(item).center()
                QTest.mouseDClick(dialog.list.viewport(), LEFT, NONE, centre)
        self.chosen = dialog.chosen()
        self.answered += 1
        assert len(self.chosen) == len(wanted)
        click_widget(dialog.ok_button)


class PaymentChooser:
    """Answers the dialog that asks which DBGT personalities pay a cost: types a random split
    of the cost into its stage boxes and presses OK."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.chosen: tuple[int, ...] | None = None
        self.answered = 0
        self._armed = False

    def arm(self) -> None:
        self._armed, self.chosen = True, None
        QTimer.singleShot(0, self._poll)

    def disarm(self) -> None:
        self._armed = False

    def _poll(self) -> None:
        if not self._armed:
            return
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, ChoosePaymentDialog) and w.isVisible()), None)  # fmt: skip
        if dialog is None:
            QTimer.singleShot(5, self._poll)
            return
        left = len(dialog.paid_by())
        shares = dict.fromkeys(dialog.spins, 0)
        while left:
            uid = self.rng.choice([u for u in shares if shares[u] < dialog.spins[u].maximum()])
            shares[uid] += 1
            left -= 1
        for uid, spin in dialog.spins.items():
            edit = spin.lineEdit()
            assert edit is not None
            QTest.mouseDClick(edit, LEFT, NONE, edit.rect().center())
            QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(edit, str(shares[uid]))
            assert spin.value() == shares[uid]
        self.chosen = dialog.paid_by()
        self.answered += 1
        click_widget(dialog.ok_button)


def play_by_mouse(window: MainWindow, seed: int) -> tuple[int, list[str], int]:
    """Play the game on the table to its end; the number of gestures, the kinds of action
    used and how many times the player chose the cards that pay a cost."""
    rng = random.Random(seed)
    session = window.session
    kinds: list[str] = []
    chooser = CardChooser(rng)
    payer = PaymentChooser(rng)
    for _count in range(MAX_ACTIONS):
        lift_curtain(window)
        if session.winner() is not None:
            return len(kinds), kinds, chooser.answered
        assert session.seat == session.actor(), "the player who must act is not at the computer"
        options = offers(window, rng)
        assert options, f"nothing legal to do at {session.controller.state.values}"
        picked = choose(rng, options)
        before = len(session.controller.log)
        # What the gesture means now, as the controller logs it (Next right after Combat is
        # entered is the defender's draw in DBGT, and a pass in a YYH attack's moment).
        expected = session.ruleset.meaning(session.controller.state, picked.action)
        chooser.arm()
        payer.arm()
        done = perform(window, picked)
        chooser.disarm()
        payer.disarm()
        if chooser.chosen is not None:  # the player chose the cards that pay the cost
            field = "cards" if expected.kind == "dbgt.level_up" else "discards"
            expected = dataclasses.replace(expected, **{field: tuple(chooser.chosen)})
            kinds.append("chose cards")
        if payer.chosen is not None:  # the player chose who pays the stages
            expected = dataclasses.replace(expected, paid_by=payer.chosen)  # type: ignore[call-arg]
            kinds.append("chose payers")
        log = session.controller.log
        assert len(log) == before + 1, f"{expected} not applied by {done}: {window.message()}"
        assert log[-1].action == expected, (log[-1].action, expected)
        kinds.append(type(expected).__name__)
    raise AssertionError(f"no winner after {MAX_ACTIONS} gestures")


def winner_box(window: MainWindow) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "WinnerBox")
    return box if isinstance(box, QMessageBox) and box.isVisible() else None


@pytest.mark.slow
@pytest.mark.parametrize("manual", [False, True], ids=["enforced", "manual"])
@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_whole_game_by_mouse(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str, manual: bool
) -> None:
    seed = {"dbgt": 11, "yyh": 5}[game] + (100 if manual else 0)
    fixed: Any = lambda: random.Random(seed)  # noqa: E731 - the game's seed, for a repeatable test
    monkeypatch.setattr(session_module.random, "SystemRandom", fixed)
    start_from_dialog(window, game, manual)
    session = window.session
    assert session.game_id == game
    assert (session.mode.value == "manual") is manual
    count, kinds, choices = play_by_mouse(window, seed)
    winner = session.winner()
    assert winner is not None
    box = winner_box(window)
    assert box is not None, "no victory message"
    assert session.player_name(winner) in box.text()
    assert "wins the game" in window.message()
    used = set(kinds)
    if game == "dbgt":
        assert {"DeclareCombat", "DefenderDraw", "Attack", "PlayCard"} <= used, used
        assert {"LevelUp", "chose cards", "chose payers"} <= used, used
    else:
        assert {"AttackWith", "Attach"} <= used, used
        assert choices > 0  # attack costs paid with cards chosen in the dialog
    assert count > 20
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
