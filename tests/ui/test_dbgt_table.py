"""The Dragon Ball GT table in hot-seat play: an attack hands the computer to the defender."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tabletop.games.dbgt.actions import Attack
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions

from ..games.dbgt.test_random_play import choose
from .mouse import click_widget


def attack_window(qtbot: QtBot, curtain: str) -> tuple[MainWindow, GameSession, Attack, int]:
    """A DBGT window played on until an attack is made: (window, session, attack, attacker)."""
    window = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.settings.update(curtain=curtain)
    assert window.settings.current.curtain == curtain
    window.scene.set_animation_speed(0)
    window.resize(1280, 800)
    window.show()
    session = GameSession.new_game(
        NewGameOptions(game="dbgt", seed=11), autosave=False, parent=window
    )
    window.set_session(session)
    rules, rng = session.ruleset, random.Random(3)
    for _ in range(400):
        if window.curtain.isVisible():
            click_widget(window.curtain.button)
        if session.covered:
            click_widget(window.hot_seat.hand_cover)
        action = choose(rng, rules, session.controller)  # type: ignore[arg-type]
        attacker = session.seat
        assert session.submit(action).applied  # type: ignore[arg-type]
        if isinstance(action, Attack):
            return window, session, action, attacker
    raise AssertionError("no attack in 400 actions")


def test_an_attack_hands_the_computer_to_the_defender_behind_the_curtain(qtbot: QtBot) -> None:
    window, session, action, attacker = attack_window(qtbot, "every_hand_over")
    defender = 1 - attacker
    assert session.seat == defender == session.actor()
    assert window.curtain.isVisible() and not window.hot_seat.hand_cover.isVisible()
    shown = " ".join(label.text() for label in window.curtain.findChildren(QLabel))
    assert session.action_text(action) in shown and "Last move" in shown
    step_bar = " ".join(label.text() for label in window.step_bar.findChildren(QLabel))
    assert "to answer" in step_bar
    click_widget(window.curtain.button)
    assert not window.curtain.isVisible()
    hand = window.scene.zone_item(f"p{attacker}.hand")
    assert hand is not None and all(card.hidden for card in hand.cards)


def test_an_attack_hands_over_with_the_table_in_view_and_both_hands_face_down(
    qtbot: QtBot,
) -> None:
    window, session, _action, attacker = attack_window(qtbot, "turns")
    defender = 1 - attacker
    assert session.seat == defender == session.actor()
    assert not window.curtain.isVisible()
    cover = window.hot_seat.hand_cover
    assert cover.isVisible() and cover.text() == f"{session.player_name(defender)}: show my hand"
    step_bar = " ".join(label.text() for label in window.step_bar.findChildren(QLabel))
    assert "to answer" in step_bar
    hands = [window.scene.zone_item(f"p{seat}.hand") for seat in (0, 1)]
    assert all(h is not None and h.cards and all(c.hidden for c in h.cards) for h in hands)
    own = hands[defender]
    assert own is not None
    # the button lies over the defender's hand, at the bottom of the table
    centre = window.view.mapFromScene(own.scene_rect().center())
    assert cover.geometry().contains(centre) or own.cards == []
    click_widget(cover)
    assert not cover.isVisible() and not session.covered
    assert all(not card.hidden for card in own.cards)
    other = hands[attacker]
    assert other is not None and all(card.hidden for card in other.cards)


def test_the_double_power_rule_is_announced(qtbot: QtBot) -> None:
    window = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    session = GameSession.new_game(
        NewGameOptions(game="dbgt", seed=11), autosave=False, parent=window
    )
    window.set_session(session)
    message = window.message()
    assert "Double-Power Rule" in message and "2800" in message and "900" in message


def test_a_game_loaded_after_a_new_one_does_not_keep_its_announcement(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The Double-Power message belongs to the game that just began, not to a save opened next
    (of either game)."""
    from tabletop.storage import save_game
    from tests.records import played_game, saved

    window = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.set_session(GameSession.new_game(NewGameOptions(game="dbgt", seed=11),
                                            autosave=False, parent=window))  # fmt: skip
    assert "Double-Power Rule" in window.message()
    for game in ("yyh", "dbgt"):
        path = tmp_path / f"{game}.tabletop"
        save_game(path, saved(played_game(game, 30)))
        assert window.load_file(path)
        assert "Double-Power" not in window.message()


@pytest.mark.parametrize("seed", range(6))
def test_a_refusal_names_the_card_and_the_place_as_the_table_does(qtbot: QtBot, seed: int) -> None:
    from tabletop.engine import MoveCard

    window = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    window.set_session(GameSession.new_game(NewGameOptions(game="dbgt", seed=seed),
                                            autosave=False, parent=window))  # fmt: skip
    session = window.session
    seat = session.seat
    for uid in session.controller.state.zones[f"p{seat}.hand"].cards:
        outcome = session.submit(MoveCard(seat, uid, f"p{seat}.ally1"))
        assert not outcome.applied, outcome.verdict
        message = window.message()
        if "card" in outcome.verdict.params:
            assert session.card_label(uid) in message
        if "zone" in outcome.verdict.params:
            assert session.zone_name(f"p{seat}.ally1") in message
        for step in ("non_combat", "draw"):  # step codes read as the step bar names them
            assert step not in message
        assert str(uid) not in message.split() and f"p{seat}." not in message
