"""The Card Preview shows the whole card at the dock's width and follows the pointer (the
hovered card, else the selected one, else nothing) with the card's text and note; holding Z
(or the middle button) over a card shows it large, and never a face the seat may not see."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem
from tests.ui.conftest import shown_window
from tests.ui.mouse import LEFT, NONE, visible_point

ASPECT = 88 / 63


def _hand(window: MainWindow, seat: int) -> list[CardItem]:
    zone = window.scene.zone_item(f"p{seat}.hand")
    assert zone is not None and zone.cards
    return list(zone.cards)


def _point(window: MainWindow, card: CardItem) -> QPoint:
    point = visible_point(window, card)
    assert point is not None
    return point


def _hover(window: MainWindow, card: CardItem) -> None:
    """Move the pointer onto ``card`` (from the felt: a move to where the pointer already is
    sends no event)."""
    QTest.mouseMove(window.view.viewport(), _empty_felt(window))
    QTest.mouseMove(window.view.viewport(), _point(window, card))


def _empty_felt(window: MainWindow) -> QPoint:
    """A viewport point over no card."""
    view = window.view
    for y in range(10, view.viewport().height(), 25):
        for x in range(10, view.viewport().width(), 25):
            item = view.itemAt(QPoint(x, y))
            while item is not None and not isinstance(item, CardItem):
                item = item.parentItem()
            if item is None:
                return QPoint(x, y)
    raise AssertionError("no empty felt")


def _preview_text(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.preview_dock.findChildren(QLabel))


def _name(card: CardItem) -> str:
    assert card.card is not None
    return card.card.name


def test_the_preview_shows_the_whole_card_at_the_docks_width(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    card = _hand(window, window.session.seat)[0]
    _hover(window, card)
    assert window.preview_dock.shown_uid() == card.uid
    image = window.preview_dock.findChild(QLabel)
    assert image is not None
    qtbot.wait(20)  # as the player sees it: after the dock laid itself out
    pixmap = image.pixmap().deviceIndependentSize()
    body = window.preview_dock.widget()
    assert body is not None
    assert abs(pixmap.height() / pixmap.width() - ASPECT) < 0.02  # the whole card, aspect kept
    assert pixmap.width() <= image.width() and pixmap.height() <= image.height()  # not cropped
    assert pixmap.width() >= body.width() - 12 or pixmap.height() >= 0.7 * body.height() - 2
    before = pixmap.width()
    window.resizeDocks([window.preview_dock], [body.width() + 120], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: image.pixmap().deviceIndependentSize().width() > before)


def test_the_preview_follows_the_pointer_then_the_selection(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    viewport = window.view.viewport()
    first, second = _hand(window, window.session.seat)[:2]
    _hover(window, first)
    assert _name(first) in _preview_text(window)
    QTest.mouseMove(viewport, _empty_felt(window))  # nothing hovered, nothing selected
    assert window.preview_dock.shown_uid() is None and _preview_text(window).strip() == ""
    QTest.mouseClick(viewport, LEFT, NONE, _point(window, second))  # select the second
    QTest.mouseMove(viewport, _point(window, first))
    assert window.preview_dock.shown_uid() == first.uid
    QTest.mouseMove(viewport, _empty_felt(window))  # back to the selected card
    assert window.preview_dock.shown_uid() == second.uid
    assert _name(second) in _preview_text(window)


def test_the_preview_shows_the_cards_text_and_note(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    card = _hand(window, window.session.seat)[0].card
    assert card is not None
    typed = card.model_copy(update={"text": "Draw 2 cards.\nThen <discard> one.", "note": "Mine"})
    window.preview_dock.show_card(typed, True)
    text = _preview_text(window)
    assert "Draw 2 cards.<br>Then &lt;discard&gt; one." in text  # as typed, not as markup
    assert "<i>Mine</i>" in text


def test_holding_z_over_a_card_shows_it_large_and_letting_go_takes_it_away(
    qtbot: QtBot,
) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    view = window.view
    card = _hand(window, window.session.seat)[0]
    _hover(window, card)
    QTest.keyPress(view, Qt.Key.Key_Z)
    zoom = view.card_zoom
    assert zoom.isVisible() and zoom.card() is card
    assert zoom.height() >= 0.9 * view.viewport().height()
    assert (
        zoom.pixmap().deviceIndependentSize().width()
        > 3 * view.mapFromScene(card.sceneBoundingRect()).boundingRect().width()
    )
    QTest.keyRelease(view, Qt.Key.Key_Z)
    assert not zoom.isVisible() and zoom.card() is None
    point = _point(window, card)
    QTest.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, NONE, point)
    assert zoom.isVisible() and zoom.card() is card
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, NONE, point)
    assert not zoom.isVisible()


def test_a_card_the_seat_may_not_see_never_zooms(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "yyh", (1280, 800))
    view = window.view
    hidden = [c for c in _hand(window, 1 - window.session.seat) if c.hidden]
    assert hidden
    point = _point(window, hidden[0])
    _hover(window, hidden[0])
    QTest.keyPress(view, Qt.Key.Key_Z)
    assert not view.card_zoom.isVisible() and view.card_zoom.pixmap().isNull()
    QTest.keyRelease(view, Qt.Key.Key_Z)
    QTest.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, NONE, point)
    assert not view.card_zoom.isVisible()
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, NONE, point)
    mine = _hand(window, window.session.seat)[0]
    _hover(window, mine)
    QTest.keyPress(view, Qt.Key.Key_Z)
    assert view.card_zoom.card() is mine
    window.hand_over()  # the other player takes the computer: the zoom goes
    assert not view.card_zoom.isVisible()


def test_the_preview_names_the_cards_type_in_the_interface_language(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt", (1280, 800))
    card = next(c for c in default_database().by_game("dbgt") if c.type == "physical_combat")
    window.preview_dock.show_card(card, True)
    assert f"{card.id} · Physical Combat" in _preview_text(window)
    window.set_language("ja")
    try:
        window.preview_dock.show_card(card, True)
        text = _preview_text(window)
    finally:
        window.set_language("en")
    assert "physical" not in text.lower()
    assert f"{card.id} · 物理戦闘" in text


def test_a_dragon_balls_set_is_named_in_the_interface_language(qtbot: QtBot) -> None:
    from tabletop.ui.card_labels import dragon_ball_set_label

    window = shown_window(qtbot, "dbgt", (1280, 800))
    assert dragon_ball_set_label("Earth") == "Earth"
    window.set_language("ja")
    try:
        assert dragon_ball_set_label("Earth") == "地球"
        assert dragon_ball_set_label("Planet Vegeta") == "Planet Vegeta"  # a player's own set
    finally:
        window.set_language("en")


def test_the_preview_says_a_combat_cards_cost_damage_and_defense_whole(qtbot: QtBot) -> None:
    # (the face cuts them on a narrow card: "Stops energy atta…")
    window = shown_window(qtbot, "dbgt", (1280, 800))
    cards = default_database().by_game("dbgt")
    defense = next(c for c in cards if getattr(c, "defends", None) == "energy")
    window.preview_dock.show_card(defense, True)
    assert "Stops energy attacks" in _preview_text(window)
    attack = next(
        c for c in cards if getattr(c, "cost_stages", None) and getattr(c, "damage", None)
    )
    window.preview_dock.show_card(attack, True)
    text = _preview_text(window)
    assert f"Cost: {attack.cost_stages} stages" in text and "Damage: " in text  # type: ignore[attr-defined]
    assert "Defense 0" not in text
