"""The table with real mouse events on the view's viewport: drags, refusals, the scouter,
undo and redo, the hot-seat curtain, and the new-game dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.engine import (
    Action,
    Controller,
    FreeTable,
    GameSetup,
    MoveCard,
    NextStep,
    SetCardCounter,
    Verdict,
)
from tabletop.engine.state import GameState
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, bundled_decks, load_deck_spec
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.drag import PlacedGeometry, drop_target
from tabletop.ui.table.scouter_item import ScouterItem
from tabletop.ui.table.zone_items import ZoneItem

from .conftest import shown_window
from .mouse import LEFT, NONE
from .test_hidden_audit import answer_open_hands


class NoDiscard(FreeTable):
    """A free table that refuses every move to a discard pile (for refusal tests)."""

    game_id = "nodiscard"

    def verdict(self, state: GameState, action: Action) -> Verdict:
        if isinstance(action, MoveCard) and action.to_zone.endswith(".discard"):
            return Verdict.illegal("not_your_turn")
        return super().verdict(state, action)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "free", (1200, 800))


def _point(win: MainWindow, scene_point: QPointF) -> QPoint:
    return win.view.mapFromScene(scene_point)


def drag(win: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps, release at ``end`` (scene coordinates)."""
    viewport = win.view.viewport()
    a, b = _point(win, start), _point(win, end)
    QTest.mousePress(viewport, LEFT, NONE, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, a + (b - a) * i / steps)
    QTest.mouseRelease(viewport, LEFT, NONE, b)


def hand_cards(win: MainWindow, seat: int = 0) -> list[CardItem]:
    return win.scene.zone_item(f"p{seat}.hand").cards  # type: ignore[union-attr]


def test_the_table_shows_every_zone_and_the_cards(window: MainWindow) -> None:
    session = window.session
    assert set(window.scene.zone_items()) == set(session.zone_ids())
    deck = window.scene.zone_item("p0.deck")
    assert deck is not None and len(deck.cards) == len(session.view().zones["p0.deck"])
    assert deck.badge is not None and deck.badge.count() == len(deck.cards)


def test_double_click_on_the_deck_draws(window: MainWindow) -> None:
    deck = window.scene.zone_item("p0.deck")
    assert deck is not None
    QTest.mouseDClick(
        window.view.viewport(), LEFT, NONE, _point(window, deck.scene_rect().center())
    )
    assert len(hand_cards(window)) == 1
    assert not hand_cards(window)[0].hidden


def test_drag_a_card_to_a_zone_moves_it(window: MainWindow, qtbot: QtBot) -> None:
    window.draw_card()
    card = hand_cards(window)[0]
    uid = card.uid
    table = window.scene.zone_item("p0.table")
    assert table is not None and uid is not None
    drag(window, card.scenePos(), table.scene_rect().center())
    assert window.session.controller.state.cards[uid].zone == "p0.table"
    assert window.scene.card_item(uid) is card
    assert card in table.cards
    assert not any(z._lit for z in window.scene.zone_items().values())


def test_legal_zones_light_up_while_dragging(window: MainWindow) -> None:
    window.draw_card()
    card = hand_cards(window)[0]
    viewport = window.view.viewport()
    start = _point(window, card.scenePos())
    QTest.mousePress(viewport, LEFT, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(30, -30))
    assert card.dragging
    lit = {zid for zid, z in window.scene.zone_items().items() if z._lit}
    # the zones the ruleset names, and the hand under the pointer (lit as "hot")
    assert lit - {"p0.hand"} == set(window.session.destinations(card.uid))  # type: ignore[arg-type]
    QTest.mouseRelease(viewport, LEFT, NONE, start + QPoint(30, -30))


def test_lighting_zones_does_not_repaint_the_felt(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lights are items over the felt: the view's cached felt (the zones' places drawn
    on it) is not drawn anew when a drag lights the legal zones or the pointer moves from one
    zone to another."""
    window.draw_card()
    card = hand_cards(window)[0]
    scene = window.scene
    felt_drawn: list[str] = []
    draw_zone = ZoneItem.draw

    def counting(self: ZoneItem, painter: QPainter, transform: QTransform | None = None) -> None:
        felt_drawn.append(self.zone_id)  # drawn by the scene's background, on the felt
        draw_zone(self, painter, transform)

    monkeypatch.setattr(ZoneItem, "draw", counting)
    window.view.viewport().repaint()  # the felt in the view's cache
    felt_drawn.clear()
    viewport = window.view.viewport()
    start = _point(window, card.scenePos())
    table = scene.zone_item("p0.table")
    assert table is not None
    over_table = _point(window, table.scene_rect().center())
    QTest.mousePress(viewport, LEFT, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(30, -30))
    viewport.repaint()
    QTest.mouseMove(viewport, over_table)  # the hot zone: from the hand to the table
    viewport.repaint()
    assert felt_drawn == []
    lights = {zid: zone.light for zid, zone in scene.zone_items().items()}
    assert lights["p0.table"].isVisible() and lights["p0.table"].hot()
    assert lights["p1.table"].isVisible() and not lights["p1.table"].hot()
    QTest.mouseRelease(viewport, LEFT, NONE, over_table)
    assert card in table.cards
    assert not any(light.isVisible() for light in lights.values())


def test_a_refused_drop_goes_home_and_says_why(qtbot: QtBot, window: MainWindow) -> None:
    deck = load_deck_spec(bundled_decks("free")[0])
    controller = Controller.new_game(NoDiscard(), GameSetup("free", 5, decks=(deck, deck)))
    window.set_session(GameSession(controller, parent=window))
    window.draw_card()
    card = hand_cards(window)[0]
    home = QPointF(card.scenePos())
    discard = window.scene.zone_item("p0.discard")
    assert discard is not None
    drag(window, card.scenePos(), discard.scene_rect().center())
    assert controller.state.cards[card.uid].zone == "p0.hand"  # type: ignore[index]
    qtbot.waitUntil(lambda: (card.scenePos() - home).manhattanLength() < 1.0, timeout=2000)
    assert "not your turn" in window.message().lower()


def test_manual_mode_applies_and_warns(window: MainWindow) -> None:
    deck = load_deck_spec(bundled_decks("free")[0])
    from tabletop.engine import Mode

    controller = Controller.new_game(NoDiscard(), GameSetup("free", 5, decks=(deck, deck)),
                                     Mode.MANUAL)  # fmt: skip
    window.set_session(GameSession(controller, parent=window))
    window.draw_card()
    card = hand_cards(window)[0]
    discard = window.scene.zone_item("p0.discard")
    assert discard is not None
    drag(window, card.scenePos(), discard.scene_rect().center())
    assert controller.state.cards[card.uid].zone == "p0.discard"  # type: ignore[index]
    assert "manual mode" in window.message()


def _personality_on_table(window: MainWindow) -> CardItem:
    session = window.session
    state = session.controller.state
    uid = next(u for u, c in state.cards.items()
               if getattr(session.card(c.card_id), "stages", None) and c.owner == 0)  # fmt: skip
    session.submit(MoveCard(0, uid, "p0.table", -1, True))
    session.submit(SetCardCounter(0, uid, "stage", 2))
    item = window.scene.card_item(uid)
    assert item is not None
    return item


def test_scouter_slides_two_rows(window: MainWindow) -> None:
    card = _personality_on_table(window)
    window.view.set_zoom(1.5)
    window.view.centerOn(card)
    scouter = card.scouter
    assert isinstance(scouter, ScouterItem) and scouter.stage == 2
    start = card.mapToScene(scouter.row_rect(2).center())
    end = card.mapToScene(scouter.row_rect(4).center())
    drag(window, start, end)
    assert card.view is not None and card.view.counters["stage"] == 4
    assert scouter.stage == 4
    # it stops at the top
    drag(window, card.mapToScene(scouter.row_rect(4).center()),
         card.mapToScene(scouter.row_rect(scouter.top).topLeft()) + QPointF(2, -200))  # fmt: skip
    assert card.view.counters["stage"] == scouter.top


def test_undo_and_redo_with_the_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    card = _personality_on_table(window)
    uid = card.uid
    state = window.session.controller.state
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "stage" not in state.cards[uid].counters  # type: ignore[index]
    assert card.scouter is None
    assert not window.session.can_undo()  # the move revealed a deck card: undo stops there
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_Z, ctrl_shift)
    assert state.cards[uid].counters.get("stage") == 2  # type: ignore[index]
    assert isinstance(card.scouter, ScouterItem)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert state.cards[uid].counters.get("stage") == 2  # type: ignore[index]
    texts = window.history_dock.texts()
    assert any("Set Stage" in text for text in texts)


def test_rotation_is_animated(window: MainWindow, qtbot: QtBot) -> None:
    window.scene.set_animation_speed(1.0)
    card = _personality_on_table(window)
    card.setSelected(True)
    QTest.keyClick(window, Qt.Key.Key_R)
    assert card.view is not None and card.view.rotation == 90
    assert card.rotation() < 90  # still turning
    qtbot.waitUntil(lambda: abs(card.rotation() - 90) < 0.5, timeout=2000)


def test_passing_the_turn_shows_the_curtain_and_hides_the_hand(window: MainWindow) -> None:
    window.draw_card()
    assert not hand_cards(window)[0].hidden
    window.session.submit(NextStep(0))
    assert window.curtain.isVisible()
    assert window.session.seat == 1
    assert all(card.hidden for card in hand_cards(window, 0))
    QTest.mouseClick(window.curtain.button, LEFT)
    assert not window.curtain.isVisible()
    assert window.scene.flipped  # the player at the computer sits at the bottom


def test_open_hands_shows_both_hands_without_a_curtain(window: MainWindow) -> None:
    answer_open_hands(window, True, [])
    window.open_hands_action.trigger()
    window.draw_card()
    window.session.submit(NextStep(0))
    assert not window.curtain.isVisible()
    assert not hand_cards(window, 0)[0].hidden


def test_new_game_dialog_starts_a_game(window: MainWindow, qtbot: QtBot) -> None:
    from tabletop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window, game="free")
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Ann")
    dialog.names[1].setText("Bo")
    dialog.open_hands.setChecked(True)
    assert window.start_game(dialog.options())
    assert window.session.players == ("Ann", "Bo")
    assert window.session.open_hands


def test_save_and_load_round_trip(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.draw_card()
    card = hand_cards(window)[0]
    window.session.submit(MoveCard(0, card.uid, "p0.table"))  # type: ignore[arg-type]
    path = tmp_path / "game.tabletop"
    window.session.save(path)
    before = window.session.controller.state.to_json()
    assert window.load_file(path)
    assert window.session.controller.state.to_json() == before


def test_drop_target_is_pure() -> None:
    zones = [PlacedGeometry("a", (0, 0, 100, 100), "row", (25.0, 75.0)),
             PlacedGeometry("b", (40, 40, 20, 20), "slot")]  # fmt: skip
    assert drop_target((10, 10), zones) == ("a", 0)
    assert drop_target((90, 10), zones) == ("a", -1)
    assert drop_target((50, 50), zones) == ("b", -1)
    assert drop_target((500, 500), zones) is None
