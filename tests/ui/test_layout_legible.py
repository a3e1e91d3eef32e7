"""At 1280 × 800, with the default docks and the whole table fitted, a player can read the
table: the figures are measured on screen (``view.mapFromScene``), as the window opens (and
in a game under way: allies, Dragon Balls, a level-up).

- every hand card at least 90 px wide, its whole name set (no line elided) at 8 px or more;
- the Main Personality at least 110 px wide, the numbers of its stage rows 8 px or more, the
  scouter's window as high as a row and at least 8 px;
- the stage digits' ink 8 px high; the scouter frames its row, its read-out clear of the level
  badge; a level stack in level order;
- an ally at least 70 px wide; each Dragon Ball of a crowded row showing its number;
- a Yu Yu Hakusho fighter in the Arena at least 110 px wide, its attacks and DEF 8 px or more.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from tabletop.cards.models import DragonBall, Personality
from tabletop.engine.table_actions import MoveCard
from tabletop.games.dbgt.actions import LevelUp
from tabletop.ui.card_face import name_fits
from tabletop.ui.card_faces.kinds import fighter_font_sizes, stage_font_sizes
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.scouter_item import ScouterItem, badges_rect
from tabletop.ui.window.shell import EarlySettings

from .conftest import opened_window

SIZE = (1280, 800)
HAND_WIDTH = 90
LEAD_WIDTH = 110
READABLE = 8
ALLY_WIDTH = 70


def _window(qtbot: QtBot, game: str, size: tuple[int, int] = SIZE) -> MainWindow:
    """The window as the app opens it: sized first, then completed (so the docks get their
    default share of that width), shown and fitted."""
    window = opened_window(qtbot, game, size)
    qtbot.wait(20)
    assert window.view.is_fitted()
    assert not window.docks_compact and window.preview_dock.isVisible()
    return window


def _on_screen(window: MainWindow, card: CardItem) -> QRectF:
    """The card's face as it shows on screen (view pixels)."""
    face = card.mapToScene(card.shape().boundingRect()).boundingRect()
    return QRectF(window.view.mapFromScene(face).boundingRect())


def _cards(window: MainWindow, zone_id: str) -> list[CardItem]:
    zone = window.scene.zone_item(zone_id)
    assert zone is not None, zone_id
    return list(zone.cards)


def _digit_height(pixels: int) -> float:
    """How high the digits of a bold font of ``pixels`` px are drawn (their ink)."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return QFontMetricsF(font).tightBoundingRect("0123456789").height()


def _upright(rect: QRectF) -> QSizeF:
    """The card's size as drawn upright (a turned card's on-screen box is turned)."""
    return QSizeF(min(rect.width(), rect.height()), max(rect.width(), rect.height()))


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_every_hand_card_is_wide_enough_to_read_its_name(qtbot: QtBot, game: str) -> None:
    window = _window(qtbot, game)
    seat = window.session.seat
    hand = _cards(window, f"p{seat}.hand")
    assert hand
    for card in hand:
        assert card.card is not None and not card.hidden
        shown = _on_screen(window, card)
        assert shown.width() >= HAND_WIDTH, (card.card.name, shown.width())
        assert window.view.viewport().rect().contains(shown.toRect())  # no scrolling
        whole, pixels = name_fits(card.card, shown.size())
        assert whole and pixels >= READABLE, (card.card.name, shown.width(), pixels)
    # any card of the decks may be dealt: each name fits a hand card, in either language
    narrowest = min(_on_screen(window, card).size().width() for card in hand)
    size = QSizeF(narrowest, narrowest * 88 / 63)
    session = window.session
    dealt = {session.card(card.card_id) for card in session.controller.state.cards.values()}
    for printed in dealt:
        assert printed is not None
        for japanese in (False, True):
            whole, pixels = name_fits(printed, size, japanese)
            assert whole and pixels >= READABLE, (printed.name, japanese, narrowest)


def test_the_main_personalities_and_their_stage_numbers_are_readable(qtbot: QtBot) -> None:
    window = _window(qtbot, "dbgt")
    for seat in (0, 1):
        stack = _cards(window, f"p{seat}.mp")
        assert stack
        lead = stack[-1]  # the current level lies on top
        shown = _on_screen(window, lead)
        assert shown.width() >= LEAD_WIDTH, (seat, shown.width())
        numbers, powers = stage_font_sizes(lead.card, _upright(shown).toSize())
        heights = (_digit_height(numbers), _digit_height(powers))
        assert min(heights) >= READABLE, (seat, numbers, powers, heights)  # the digits' ink
        scouter = lead.scouter
        assert isinstance(scouter, ScouterItem)
        lens = window.view.mapFromScene(scouter.mapToScene(scouter.lens_rect())).boundingRect()
        row = window.view.mapFromScene(scouter.mapToScene(scouter.row_rect(0))).boundingRect()
        assert lens.height() >= row.height() >= READABLE, (seat, lens.height(), row.height())
        badges = badges_rect(lead.card)
        assert not badges.isEmpty()
        for stage in range(scouter.top + 1):  # at every row, the scouter frames that row only
            scouter.setProperty("row", float(stage))
            window_rect = scouter.lens_rect()
            row_rect = scouter.row_rect(stage)
            assert row_rect.top() - 0.5 <= window_rect.top(), (seat, stage)
            assert window_rect.bottom() <= row_rect.bottom() + 0.5, (seat, stage)
            assert not scouter.tag_rect().intersects(badges), (seat, stage)  # the "Lv" shows


def test_the_fighters_in_the_arena_are_readable(qtbot: QtBot) -> None:
    window = _window(qtbot, "yyh")
    for seat in (0, 1):
        fighters = _cards(window, f"p{seat}.arena")
        assert fighters
        fighter = fighters[-1]
        shown = _on_screen(window, fighter)
        upright = _upright(shown)
        assert upright.width() >= LEAD_WIDTH, (seat, upright.width())
        attack, defense = fighter_font_sizes(fighter.card, upright)
        assert attack >= READABLE and defense >= READABLE, (seat, attack, defense)
        whole, _ = name_fits(fighter.card, upright)  # type: ignore[arg-type]
        assert whole


def test_a_first_start_takes_most_of_the_screen_centred(qtbot: QtBot) -> None:
    window = MainWindow("dbgt")  # no saved geometry in this test's own settings folder
    qtbot.addWidget(window)
    screen = window.screen()
    assert screen is not None
    area = screen.availableGeometry()
    assert abs(window.width() - 0.9 * area.width()) <= 1
    assert abs(window.height() - 0.9 * area.height()) <= 1
    centre = window.frameGeometry().center()
    assert abs(centre.x() - area.center().x()) <= 2 and abs(centre.y() - area.center().y()) <= 2


def test_a_level_stack_reads_in_level_order_after_a_level_up(qtbot: QtBot) -> None:
    window = MainWindow("dbgt", "manual", remember_geometry=False, early=EarlySettings())
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.complete()
    window.scene.set_animation_speed(0)
    session = window.session
    seat = session.active_seat()
    state = session.controller.state
    for uid in list(state.zones[f"p{seat}.life_deck"].cards[-5:]):
        assert session.submit(MoveCard(seat, uid, f"p{seat}.discard"), None).applied
    assert session.submit(LevelUp(seat), None).applied
    stack = _cards(window, f"p{seat}.mp")
    assert [getattr(card.card, "level", None) for card in stack] == [
        4,
        3,
        1,
        2,
    ]  # as the rule left it
    top_down = sorted(stack, key=lambda card: card.home.y())
    assert [getattr(card.card, "level", None) for card in top_down] == [4, 3, 2, 1]
    current = stack[-1]
    assert current.zValue() == max(card.zValue() for card in stack)  # drawn whole


def _game_under_way(qtbot: QtBot) -> MainWindow:
    """A Dragon Ball GT table in manual mode with three allies, three Dragon Balls, a battle
    card and a Setup on each side."""
    window = opened_window(qtbot, "dbgt", SIZE, "manual")
    session = window.session
    cards = session.controller.state.cards.values()
    for seat in (0, 1):
        # from the hand too: a random opening hand may hold the deck's third ally
        places = ("life_deck", "hand")
        deck = [card for card in cards if card.owner == seat and card.zone.endswith(places)]
        allies = [card for card in deck if isinstance(session.card(card.card_id), Personality)]
        balls = [card for card in deck if isinstance(session.card(card.card_id), DragonBall)]
        others = [card for card in deck if card not in allies and card not in balls]
        moves = [(card, f"p{seat}.ally{i + 1}") for i, card in enumerate(allies[:3])]
        moves += [(card, f"p{seat}.dragon_balls") for card in balls[:3]]
        moves += [(others[0], f"p{seat}.battle"), (others[1], f"p{seat}.setups")]
        for card, zone in moves:
            assert session.submit(MoveCard(seat, card.uid, zone), None).applied
    window.view.fit_to_window()
    qtbot.wait(10)
    return window


def test_allies_are_wide_and_every_dragon_ball_shows_its_number(qtbot: QtBot) -> None:
    window = _game_under_way(qtbot)
    for seat in (0, 1):
        for slot in (1, 2, 3):
            (ally,) = _cards(window, f"p{seat}.ally{slot}")
            width = _upright(_on_screen(window, ally)).width()
            assert width >= ALLY_WIDTH, (seat, slot, width)
        balls = sorted(_cards(window, f"p{seat}.dragon_balls"), key=lambda c: c.home.x())
        assert len(balls) == 3
        shown = [_on_screen(window, ball) for ball in balls]
        for under, over in pairwise(shown):
            edge = (
                abs(over.left() - under.left())
                if seat == window.session.seat
                else abs(under.right() - over.right())
            )
            assert edge >= 0.25 * under.width(), (seat, edge, under.width())  # its number chip
