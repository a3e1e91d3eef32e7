"""Drops aim at what the player sees (real mouse drags on the view's viewport): zones keep
their place while a card is dragged, even when the table changes under it; a drop just
beside a legal zone, in the gap between zones, lands in it; a drop far from every zone goes
home and says so; the dragged card is see-through, so the lit zones show under it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.cards.models import Personality
from tabletop.engine.table_actions import MoveCard
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem

from .conftest import opened_window, shown_window
from .mouse import LEFT, NONE, drag

SIZE = (1280, 800)


def _window(qtbot: QtBot, mode: str = "enforced") -> MainWindow:
    return opened_window(qtbot, "dbgt", SIZE, mode)


def _hand(window: MainWindow) -> list[CardItem]:
    zone = window.scene.zone_item(f"p{window.session.seat}.hand")
    assert zone is not None
    return list(zone.cards)


def _point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def _zone_rect(window: MainWindow, zone_id: str) -> QRectF:
    zone = window.scene.zone_item(zone_id)
    assert zone is not None
    return zone.scene_rect()


def _in_no_zone(window: MainWindow, point: QPointF) -> bool:
    return not any(zone.scene_rect().contains(point) for zone in window.scene.zone_items().values())


def test_a_drop_just_beside_a_legal_zone_lands_in_it(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "free", SIZE)
    window.draw_card()
    card = _hand(window)[0]
    assert card.uid is not None
    target = "p0.table"
    assert target in window.session.destinations(card.uid)
    rect = _zone_rect(window, target)
    beside = [QPointF(rect.center().x(), rect.top() - 6), QPointF(rect.center().x(), rect.bottom() + 6),
              QPointF(rect.left() - 6, rect.center().y()), QPointF(rect.right() + 6, rect.center().y())]  # fmt: skip
    point = next(p for p in beside if _in_no_zone(window, p))  # in the gap between zones
    drag(window, _point(window, card.scenePos()), _point(window, point))
    assert window.session.controller.state.cards[card.uid].zone == target


def test_a_drop_far_from_every_zone_goes_home_and_says_so(qtbot: QtBot) -> None:
    window = _window(qtbot, "manual")
    card = _hand(window)[0]
    assert card.uid is not None
    table = window.scene.table_rect()
    far = QPointF(table.left() + 2, table.center().y())  # the felt's edge by the middle line
    assert _in_no_zone(window, far)
    before = window.session.controller.state.cards[card.uid].zone
    drag(window, _point(window, card.scenePos()), _point(window, far))
    assert window.session.controller.state.cards[card.uid].zone == before
    assert "not a place on the table" in window.message()


def test_zones_keep_their_place_while_a_card_is_dragged(qtbot: QtBot) -> None:
    window = _window(qtbot, "manual")
    session = window.session
    seat = session.seat
    battle = f"p{seat}.battle"
    card = _hand(window)[0]
    viewport = window.view.viewport()
    start = _point(window, card.scenePos())
    QTest.mousePress(viewport, LEFT, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(20, -20))
    QTest.mouseMove(viewport, start + QPoint(40, -40))
    assert card.dragging
    assert card.opacity() < 1.0  # the lit zones show through the dragged card
    where = _zone_rect(window, battle)
    # the table changes under the drag: an ally comes into play, the band would flow
    ally = next(
        c
        for c in session.controller.state.cards.values()
        if c.owner == seat
        and c.zone.endswith("life_deck")
        and isinstance(session.card(c.card_id), Personality)
    )
    assert session.submit(MoveCard(seat, ally.uid, f"p{seat}.ally1"), None).applied
    assert _zone_rect(window, battle) == where  # still where the player aims
    end = _point(window, where.center())
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert session.controller.state.cards[card.uid].zone == battle  # type: ignore[index]
    assert card.opacity() == 1.0
    assert _zone_rect(window, battle) != where  # the band flows once the card is let go
