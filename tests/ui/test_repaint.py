"""The table repaints only what a change touched (the felt and the zones are copied from
pictures, :mod:`tabletop.ui.table.zone_paint`, into the view's cached background): what it
shows after a change is what a repaint of the felt and the zones from scratch shows, pixel for
pixel. Each test changes the table as a player would, grabs the view, then drops the cached
background and grabs it again."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.engine import NextStep
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.table.zone_items import ZoneItem
from tabletop.ui.table.zone_paint import ZoneLook, look_extent

from .conftest import opened_window
from .mouse import drag, visible_point
from .playable import playable_cards


def _shown(window: MainWindow) -> QImage:
    """The table as the view shows it now (its paints delivered first)."""
    for _ in range(3):
        QApplication.processEvents()
    return window.view.viewport().grab().toImage()


def _from_scratch(window: MainWindow) -> QImage:
    """The table with its felt and zones repainted from scratch (the view's cached background
    dropped). The cards keep their own caches: Qt copies a card's cache to where the card
    moved, which may differ from a new drawing by the fraction of a pixel it moved."""
    window.view.resetCachedContent()
    window.view.viewport().update()
    return _shown(window)


def _assert_as_from_scratch(window: MainWindow, what: str) -> None:
    shown = _shown(window)
    assert shown == _from_scratch(window), f"{what}: the repaint left a stale part"


def _started(qtbot: QtBot, game: str, seed: int = 7) -> MainWindow:
    window = opened_window(qtbot, game, (1280, 800), "enforced")
    assert window.start_game(NewGameOptions(game=game, mode="enforced", seed=seed))
    window.scene.set_animation_speed(0)
    _shown(window)
    return window


def _drop_one(window: MainWindow) -> bool:
    """Drop a card of the hand of the seat at the computer on its first destination, with the
    mouse (False: no card could be dropped)."""
    session = window.session
    for uid in session.controller.state.zones[f"p{session.seat}.hand"].cards:
        card, places = window.scene.card_item(uid), session.destinations(uid)
        zone = window.scene.zone_item(places[0]) if places else None
        start = visible_point(window, card) if card is not None else None
        if start is None or zone is None:
            continue
        before = len(session.controller.log)
        drag(window, start, window.view.mapFromScene(zone.scene_rect().center()))
        return len(session.controller.log) > before
    return False


def test_drops_repaint_the_table_as_a_repaint_from_scratch(qtbot: QtBot) -> None:
    """A card played to a zone of a row moves the zones after it; a card discarded takes the
    discard pile's label out of the empty slot (it stayed drawn inside the slot before)."""
    for game in ("dbgt", "yyh"):
        window = _started(qtbot, game)
        playable_cards(window)  # the seat to act at the computer, a card of it playable
        first = window.session.actor()
        dropped = 0
        while dropped < 3 and window.session.actor() == first:
            if _drop_one(window):
                dropped += 1
                _assert_as_from_scratch(window, f"{game}, drop {dropped}")
                continue
            seat = window.session.actor()
            assert seat is not None
            if not window.session.submit(NextStep(seat), window).applied:
                break
        assert dropped >= 2, game


def test_a_language_switch_a_zoom_and_a_hand_over_repaint_everything_they_change(
    qtbot: QtBot,
) -> None:
    window = _started(qtbot, "dbgt")
    playable_cards(window)
    assert _drop_one(window)
    window.set_language("ja")
    try:
        _assert_as_from_scratch(window, "in Japanese")  # the labels' pictures are new
    finally:
        window.set_language("en")
    _assert_as_from_scratch(window, "in English again")
    window.view.zoom_in()
    _assert_as_from_scratch(window, "zoomed in")  # the pictures at the new scale
    window.view.fit_to_window()
    window.session.set_seat(1 - window.session.seat)  # the other player's side at the bottom
    _assert_as_from_scratch(window, "the other seat at the computer")


def test_a_zone_repaints_its_label_alone_when_only_its_count_changed(qtbot: QtBot) -> None:
    """A fan whose count changed in place repaints the label's part of the felt, not the
    whole fan (a drop from the hand)."""
    window = _started(qtbot, "dbgt")
    hand = window.scene.zone_item(f"p{window.session.seat}.hand")
    assert hand is not None
    invalidated: list[tuple[float, float, float, float]] = []
    scene_invalidate = window.scene.invalidate

    def noted(rect: object, layers: object) -> None:
        invalidated.append(rect.getRect())  # type: ignore[attr-defined]
        scene_invalidate(rect, layers)  # type: ignore[arg-type]

    window.scene.invalidate = noted  # type: ignore[assignment,method-assign]
    drawn = hand.look()
    hand.cards.pop()  # as a drop takes a card from it (the zone stays in place)
    hand.relayout(False)
    now = hand.look()
    assert now.text != drawn.text and _whole(hand, now) not in invalidated
    assert invalidated and all(r[2] < _whole(hand, now)[2] / 2 for r in invalidated)


def _whole(zone: ZoneItem, look: ZoneLook) -> tuple[float, float, float, float]:
    return look_extent(look).translated(zone.pos()).getRect()  # type: ignore[no-any-return]


def test_a_repaint_of_parts_apart_keeps_the_zones_between_them(qtbot: QtBot) -> None:
    """Two parts of the felt far apart repainted at once (a region of several rectangles, as
    a drop that moves two rows asks): the background is drawn in the rectangle round them
    (copies through one rectangle are cheaper), and the zones that lie between the two parts
    are drawn again there too, not covered by the felt."""
    from PySide6.QtWidgets import QGraphicsScene

    window = _started(qtbot, "dbgt")
    scene, view = window.scene, window.view
    shown = [
        z
        for z in scene.zone_items().values()
        if view.mapFromScene(z.scene_rect()).boundingRect().intersects(view.viewport().rect())
    ]
    shown.sort(key=lambda z: (z.scene_rect().top(), z.scene_rect().left()))
    first, last = shown[0], shown[-1]
    between = [
        z
        for z in shown[1:-1]
        if not z.felt_rect().intersects(first.felt_rect())
        and not z.felt_rect().intersects(last.felt_rect())
    ]
    assert between, "no zone lies between the two parts"
    background = QGraphicsScene.SceneLayer.BackgroundLayer
    for zone in (first, last):
        scene.invalidate(zone.felt_rect(), background)
    _assert_as_from_scratch(window, "two parts repainted")
