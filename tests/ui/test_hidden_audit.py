"""Nothing on screen names a card hidden from the seat at the computer (hot seat, hands hidden).

Seeded random games of both kinds are played through the window's session; the player at the
computer hovers cards (so the Card Preview shows them) before acting, and after every hand-over
— with the curtain up, and again once it is lifted and the new player has hovered a card — the
audit lists every text of the window (tabletop.ui.audit) and none may name a card, or give the
id of a card, that the seat at the computer cannot see. With the curtain at the end of a turn
only, a hand-over for an answer keeps the table in view with both hands face down: then no text
may name a card of either hand, and once the player shows their own hand, none of the other's.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QToolTip
from pytestqt.qtbot import QtBot

from tabletop.engine import MoveCard, NextStep
from tabletop.ui.audit import hidden_cards, leaks, screen_texts
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.table.card_item import CardItem

from ..games.dbgt.test_random_play import choose
from ..games.yyh.play import random_legal_action
from .conftest import shown_window
from .mouse import click_widget, visible_point

ACTIONS = {"dbgt": 160, "yyh": 160}
"""Actions per game: enough for many hand-overs, Combats, Match Slot 5 and Sideline cards."""
SEEDS = {"dbgt": (3, 8), "yyh": (2, 9)}
COVERED = {"dbgt": {"DeclareCombat", "Attack", "PlayCard"}, "yyh": {"Attach", "PlaceFifth"}}
"""Kinds of action each game must have played, so that the audit saw what they show."""


def hover(window: MainWindow, item: CardItem) -> None:
    """Move the pointer onto ``item`` (its own hover event, when it is covered)."""
    point = visible_point(window, item)
    if point is None:
        window.scene.card_hovered(item)
        return
    QTest.mouseMove(window.view.viewport(), point)
    window.scene.card_hovered(item)  # the pointer may have been there already: no hover event


def hover_secret(window: MainWindow, rng: random.Random) -> None:
    """Hover a card the seat at the computer sees but the other seat does not (its hand)."""
    seat = window.session.seat
    hand = window.scene.zone_item(f"p{seat}.hand")
    mine = [c for c in hand.cards if not c.hidden] if hand is not None else []
    if not mine:
        mine = [c for c in window.scene.card_items() if not c.hidden]
    if mine:
        hover(window, rng.choice(mine))


def audit(window: MainWindow, moment: str, menus: bool) -> None:
    session = window.session
    hidden = hidden_cards(session.controller.state, session.seat, session.database,
                          open_hands=session.open_hands, covered=session.covered)  # fmt: skip
    found = leaks(screen_texts(window, menus=menus), hidden)
    assert not found, f"{moment}, seat {session.seat}:\n" + "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("curtain", ["turns", "every_hand_over"])
@pytest.mark.parametrize(("game", "seed"), [(g, s) for g, seeds in SEEDS.items() for s in seeds])
def test_no_hidden_card_on_screen_after_any_hand_over(
    qtbot: QtBot, game: str, seed: int, curtain: str
) -> None:
    window = shown_window(qtbot, game)
    window.settings.update(curtain=curtain)
    assert window.start_game(NewGameOptions(game=game, seed=seed))
    session = window.session
    assert not session.open_hands
    rng = random.Random(seed)
    hovers = random.Random(seed)  # apart from the game's choices: both settings play alike
    hand_overs = covered = 0
    kinds: set[str] = set()
    audit(window, "at the start", menus=True)
    for count in range(ACTIONS[game]):
        if session.winner() is not None:
            break
        actor = session.actor()
        assert actor == session.seat
        hover_secret(window, hovers)
        controller = session.controller
        if game == "dbgt":
            action = choose(rng, controller.ruleset, controller)  # type: ignore[arg-type]
        else:
            action = random_legal_action(controller, rng)
        outcome = session.submit(action, None)
        assert outcome.applied, (action, outcome.verdict)
        kinds.add(type(action).__name__)
        if session.covered:
            assert not window.curtain.isVisible() and window.hot_seat.hand_cover.isVisible()
            covered += 1
            hand_overs += 1
            audit(window, f"hands face down after {action}", menus=covered % 4 == 1)
            hover_secret(window, hovers)
            audit(window, f"hands face down, a card hovered after {action}", menus=False)
            click_widget(window.hot_seat.hand_cover)
            assert not session.covered and not window.hot_seat.hand_cover.isVisible()
            audit(window, f"own hand shown after {action}", menus=covered % 4 == 2)
            continue
        if not window.curtain.isVisible():
            if count % 10 == 0:
                audit(window, f"after {action}", menus=False)
            continue
        hand_overs += 1
        audit(window, f"curtain after {action}", menus=False)
        click_widget(window.curtain.button)
        audit(window, f"curtain lifted after {action}", menus=hand_overs % 4 == 1)
        hover_secret(window, hovers)
        audit(window, f"new player hovered after {action}", menus=False)
    assert hand_overs >= 6
    assert (covered > 0) is (curtain == "turns"), covered
    # the cards the issue found named: face-down Sideline attachments and Match Slot 5 (YYH)
    assert COVERED[game] <= kinds, kinds
    # the log's sentences say what came of the steps (draws, damage, ...): the audit read them
    assert any(" — " in line for line in window.log_dock.lines())


# ---------------------------------------------------------------- the places one by one


@pytest.fixture
def free(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "free", (1200, 800))


def drawn_card(window: MainWindow) -> CardItem:
    """Seat 0 draws a card; its item in the hand."""
    window.draw_card()
    hand = window.scene.zone_item("p0.hand")
    assert hand is not None and hand.cards and not hand.cards[-1].hidden
    return hand.cards[-1]


def assert_nothing_hidden_shown(window: MainWindow) -> None:
    audit(window, "now", menus=True)


def preview(window: MainWindow) -> str:
    """What the Card Preview says."""
    return " ".join(label.text() for label in window.preview_dock.findChildren(QLabel))


def card_name(card: CardItem) -> str:
    assert card.card is not None
    return card.card.name


def test_the_preview_is_cleared_at_a_hand_over_and_stays_clear(free: MainWindow) -> None:
    card = drawn_card(free)
    hover(free, card)
    assert card_name(card) in preview(free)
    free.session.submit(NextStep(0))
    assert free.curtain.isVisible() and free.session.seat == 1
    assert preview(free).strip() == ""
    assert_nothing_hidden_shown(free)
    click_widget(free.curtain.button)
    assert preview(free).strip() == ""
    assert_nothing_hidden_shown(free)


def test_a_tooltip_naming_a_card_of_the_hand_goes_at_a_hand_over(qtbot: QtBot) -> None:
    """A card's tooltip (its name, shown once the pointer rests on it) still up when the other
    player takes the computer to answer, both hands face down, would name a card of the last
    player's hand (seen once in a slow run of the audit above: 'Straining Fake Left Move')."""
    window = shown_window(qtbot, "dbgt")
    window.settings.update(curtain="turns")
    assert window.start_game(NewGameOptions(game="dbgt", seed=8))
    session, rng = window.session, random.Random(8)
    for _ in range(ACTIONS["dbgt"]):
        hand = window.scene.zone_item(f"p{session.seat}.hand")
        card = next((c for c in hand.cards if not c.hidden), None) if hand is not None else None
        if card is not None:
            at = window.view.viewport().rect().center()
            QToolTip.showText(window.view.viewport().mapToGlobal(at), card.toolTip(), window.view)
            assert QToolTip.isVisible()
        action = choose(rng, session.controller.ruleset, session.controller)  # type: ignore[arg-type]
        assert session.submit(action, None).applied
        if session.covered:
            assert card is not None, "no card of the hand named before the hand-over"
            assert not QToolTip.isVisible(), QToolTip.text()
            audit(window, f"hands face down after {action}", menus=False)
            return
    pytest.fail("no hand-over with both hands face down")


def test_the_preview_follows_its_card_out_of_sight(free: MainWindow) -> None:
    session = free.session
    card = drawn_card(free)
    uid = card.uid
    assert uid is not None
    session.submit(MoveCard(0, uid, "p0.table", -1, True))
    hover(free, card)
    assert card_name(card) in preview(free)
    assert session.submit(MoveCard(0, uid, "p0.table", -1, False)).applied  # face down: as on
    assert "A face-down card" in preview(free)  # the table, the preview shows its back
    assert session.submit(MoveCard(0, uid, "p0.table", -1, True)).applied
    assert card_name(card) in preview(free)  # face up again: the preview follows it
    assert session.submit(MoveCard(0, uid, "p0.deck")).applied  # into the deck: nobody sees it
    assert preview(free).strip() == ""
    assert_nothing_hidden_shown(free)
    assert session.undo()  # back on the table: shown again only when hovered again
    assert preview(free).strip() == ""


def test_the_preview_is_cleared_when_the_view_changes_under_it(free: MainWindow) -> None:
    hover(free, drawn_card(free))
    free.hand_over()  # H: the other player takes the computer
    assert preview(free).strip() == ""
    click_widget(free.curtain.button)
    assert_nothing_hidden_shown(free)
    free.hand_over()
    click_widget(free.curtain.button)
    hover(free, drawn_card(free))
    assert free.start_game(NewGameOptions(game="free"))  # a new game: an empty preview
    assert preview(free).strip() == ""


def test_the_log_and_history_name_a_hidden_card_only_once_it_is_seen(free: MainWindow) -> None:
    session = free.session
    card = drawn_card(free)
    uid = card.uid
    assert uid is not None and card.card is not None
    name = card.card.name
    session.submit(MoveCard(0, uid, "p0.table", -1, False))  # face down on the table
    assert name in free.log_dock.lines()[-1]  # its owner sees it
    assert any(name in text for text in free.history_dock.texts())
    session.submit(NextStep(0))
    assert session.seat == 1
    for texts in (free.log_dock.lines(), free.history_dock.texts()):
        assert not any(name in text for text in texts), texts
        assert any("a card" in text for text in texts)
    assert_nothing_hidden_shown(free)
    click_widget(free.curtain.button)
    assert session.submit(MoveCard(0, uid, "p0.table", -1, True)).applied  # turned face up
    lines = free.log_dock.lines()
    assert name in lines[-3] and name in lines[-1]  # the earlier line now names it too


def answer_open_hands(window: MainWindow, show: bool, asked: list[str]) -> None:
    """Answer the Open Hands question (once it is open) with Show or Cancel."""

    def answer() -> None:
        box = window.findChild(QMessageBox, "OpenHandsBox")
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(5, answer)
            return
        asked.append(box.text())
        button = next(b for b in box.buttons()
                      if (box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole) == show)  # fmt: skip
        click_widget(button)

    QTimer.singleShot(0, answer)


def test_open_hands_asks_naming_the_hands_and_is_logged(free: MainWindow) -> None:
    session = free.session
    drawn_card(free)
    asked: list[str] = []
    answer_open_hands(free, False, asked)
    free.open_hands_action.trigger()
    assert len(asked) == 1 and "Player 2's hand" in asked[0] and "Player 1's hand" in asked[0]
    assert not session.open_hands and not free.open_hands_action.isChecked()
    assert not any("Hands shown" in line for line in free.log_dock.lines())
    answer_open_hands(free, True, asked)
    free.open_hands_action.trigger()
    assert len(asked) == 2 and session.open_hands and free.open_hands_action.isChecked()
    assert free.log_dock.lines()[-1] == "— Hands shown to both players —"
    session.submit(NextStep(0))
    assert not free.curtain.isVisible() and session.seat == 1
    hand = free.scene.zone_item("p0.hand")
    assert hand is not None and not hand.cards[0].hidden  # seat 1 sees seat 0's hand
    hover(free, hand.cards[0])
    assert card_name(hand.cards[0]) in preview(free)
    free.open_hands_action.trigger()  # hiding them again asks nothing
    assert len(asked) == 2 and not session.open_hands
    assert free.log_dock.lines()[-1] == "— Hands hidden again —"
    assert preview(free).strip() == ""  # the hovered card is hidden again
    assert_nothing_hidden_shown(free)


def test_look_through_shows_only_what_the_seat_sees(free: MainWindow) -> None:
    card = drawn_card(free)
    free.session.submit(NextStep(0))
    click_widget(free.curtain.button)
    free.scene.look_through("p0.hand")  # seat 1 looks at seat 0's hand
    texts = screen_texts(free, menus=False)
    assert any(where.startswith("PileViewer") and "(face down)" in text for where, text in texts)
    assert not any(card_name(card) in text for _where, text in texts)
    assert_nothing_hidden_shown(free)
