"""Nothing on screen names a card hidden from the seat at the computer (hot seat, hands hidden).

Seeded random games of both kinds are played through the window's session; the player at the
computer hovers cards (so the Card Preview shows them) before acting, and after every hand-over
— with the curtain up, and again once it is lifted and the new player has hovered a card — the
audit lists every text of the window (tabletop.ui.audit) and none may name a card, or give the
id of a card, that the seat at the computer cannot see.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, Controller, NextStep
from tabletop.games.dbgt.actions import Attack, DeclareCombat, Pass
from tabletop.ui.audit import hidden_cards, leaks, screen_texts
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.table.card_item import CardItem

from ..games.yyh.play import random_legal_action
from .conftest import shown_window
from .mouse import click_widget, visible_point

ACTIONS = {"dbgt": 160, "yyh": 160}
"""Actions per game: enough for many hand-overs, Combats, Match Slot 5 and Sideline cards."""
SEEDS = {"dbgt": (3, 8), "yyh": (2, 9)}


def dbgt_action(game: Controller, seat: int, rng: random.Random) -> Action:
    """A random legal action of ``seat`` (Combat, attacks and step ends favoured, as in the
    engine's random games)."""
    actions = game.ruleset.legal_actions(game.state, seat)
    assert actions, game.state.values
    declare = [a for a in actions if isinstance(a, DeclareCombat)]
    if declare and rng.random() < 0.8:
        return declare[0]
    attacks = [a for a in actions if isinstance(a, Attack)]
    if attacks and rng.random() < 0.6:
        return rng.choice(attacks)
    movers = [a for a in actions if isinstance(a, NextStep | Pass)]
    if movers and rng.random() < 0.3:
        return rng.choice(movers)
    return rng.choice(actions)


def hover(window: MainWindow, item: CardItem) -> None:
    """Move the pointer onto ``item`` (its own hover event, when it is covered)."""
    point = visible_point(window, item)
    if point is None:
        window.scene.card_hovered(item)
        return
    QTest.mouseMove(window.view.viewport(), point)
    QTest.qWait(1)
    if window.preview_dock.card() is None and not item.hidden and item.view and item.view.face_up:
        window.scene.card_hovered(item)  # the pointer was already there: no hover event


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
                          open_hands=session.open_hands)  # fmt: skip
    found = leaks(screen_texts(window, menus=menus), hidden)
    assert not found, f"{moment}, seat {session.seat}:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("game", "seed"), [(g, s) for g, seeds in SEEDS.items() for s in seeds]
)
def test_no_hidden_card_on_screen_after_any_hand_over(qtbot: QtBot, game: str, seed: int) -> None:
    window = shown_window(qtbot, game)
    assert window.start_game(NewGameOptions(game=game, seed=seed))
    session = window.session
    assert not session.open_hands
    rng = random.Random(seed)
    hand_overs = 0
    audit(window, "at the start", menus=True)
    for count in range(ACTIONS[game]):
        if session.winner() is not None:
            break
        actor = session.actor()
        assert actor == session.seat
        hover_secret(window, rng)
        controller = session.controller
        if game == "dbgt":
            action = dbgt_action(controller, actor, rng)
        else:
            action = random_legal_action(controller, rng)
        outcome = session.submit(action, None)
        assert outcome.applied, (action, outcome.verdict)
        if not window.curtain.isVisible():
            if count % 10 == 0:
                audit(window, f"after {action}", menus=False)
            continue
        hand_overs += 1
        audit(window, f"curtain after {action}", menus=False)
        click_widget(window.curtain.button)
        audit(window, f"curtain lifted after {action}", menus=hand_overs % 4 == 1)
        hover_secret(window, rng)
        audit(window, f"new player hovered after {action}", menus=False)
    assert hand_overs >= 6
