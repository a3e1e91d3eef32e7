"""Choices are always asked: a Yu Yu Hakusho minimum-damage discard handed to the attacker with
both hands face down opens its dialog (the dialog shows the player's own hand, the table keeps
both hands face down), never discarding the first cards of the hand unasked."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, NextStep
from tabletop.engine.ruleset import Choice
from tabletop.games.yyh.actions import AttackWith, MinimumDamage, PassMoment
from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.table.choices import chooser_view, complete_choices

from .conftest import shown_window
from .mouse import click_widget

SEED = 1
"""A game whose second turn has an attack that deals 0 damage, the attacker holding more cards
than minimum damage costs."""


def to_minimum_damage(qtbot: QtBot) -> tuple[MainWindow, int]:
    """A hot-seat YYH game at the attacker's minimum-damage moment, handed back to the attacker
    with both hands face down: (window, attacker)."""
    window = shown_window(qtbot, "yyh", (1280, 800))
    window.set_session(
        GameSession.new_game(NewGameOptions(game="yyh", seed=SEED), autosave=False, parent=window)
    )
    session = window.session
    state = session.controller.state

    def play(action: Action) -> None:
        """``action`` made by the player at the computer, who lifts the curtain first."""
        if window.curtain.isVisible():
            click_widget(window.curtain.button)
        if session.covered:
            click_widget(window.hot_seat.hand_cover)
        assert session.submit(action).applied

    for _ in range(4):
        for _ in range(10):
            if state.values.get("step") == "attack":
                break
            play(NextStep(session.active_seat()))
        seat = session.active_seat()
        # The step bar's attacks, each with the cards its effect picks as a legal action
        # names them (Kurama's attack discards a card of the opponent's hand: GF-ST41).
        legal = session.ruleset.legal_actions(state, seat)
        aids = session.ruleset.table_aids().step_actions(state, seat)
        for aid in aids:
            attack = aid.action
            if isinstance(attack, AttackWith) and not attack.picks:
                attack = next(
                    (
                        a
                        for a in legal
                        if isinstance(a, AttackWith)
                        and (a.card, a.index) == (attack.card, attack.index)
                    ),
                    attack,
                )
            preview = session.ruleset.preview_attack(state, seat, attack)  # type: ignore[attr-defined]
            if (
                isinstance(attack, AttackWith)
                and session.check(attack).legal
                and not preview["points"]
            ):
                play(attack)
                play(PassMoment(1 - seat))
                assert state.values.get("moment") == "minimum"
                assert session.covered and not window.curtain.isVisible()
                return window, seat
        play(NextStep(seat))
    raise AssertionError("no 0-damage attack")


class Recorder:
    """A chooser that remembers what it was asked and picks the last cards of the hand."""

    def __init__(self) -> None:
        self.asked: list[tuple[Choice, list[int]]] = []

    def ask_cards(self, session: GameSession, choice: Choice, purpose: str) -> tuple[int, ...]:
        view = chooser_view(session, choice.zone)  # what the dialog shows
        seen = [c.uid for c in view.zones[choice.zone].cards if c.uid is not None]
        self.asked.append((choice, seen))
        return tuple(seen[-choice.count :])

    def ask_payment(self, session: GameSession, choice: Choice, purpose: str) -> None:
        raise AssertionError("no payment here")


def test_minimum_damage_asks_which_cards_with_the_hand_face_down(qtbot: QtBot) -> None:
    window, attacker = to_minimum_damage(qtbot)
    session = window.session
    hand = session.controller.state.zones[f"p{attacker}.hand"].cards
    assert len(hand) > session.ruleset.params.min_damage_discard  # type: ignore[attr-defined]
    assert session.seat == attacker and session.covered
    offered = window.step_bar.step_actions()
    minimum = next(a for a in offered if isinstance(a, MinimumDamage))
    recorder = Recorder()
    window.scene.chooser = recorder
    chosen = complete_choices(window.scene, session, minimum)
    assert len(recorder.asked) == 1, "the cards were chosen without asking"
    choice, seen = recorder.asked[0]
    assert choice.zone == f"p{attacker}.hand" and sorted(seen) == sorted(hand)
    assert isinstance(chosen, MinimumDamage) and chosen.discards == tuple(seen[-choice.count :])
    assert session.covered  # the dialog showed the attacker's hand; the table did not
    for seat in (0, 1):
        shown = window.scene.zone_item(f"p{seat}.hand")
        assert shown is not None and all(card.hidden for card in shown.cards)


def choose_last_cards(picked: list[list[int]]) -> None:
    """In the open choose-cards dialog, pick the last cards of the hand (not the suggested
    first ones) and accept."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ChooseCardsDialog) and widget.isVisible():
            rows = [widget.list.item(row) for row in range(widget.list.count())]
            count = len(widget.chosen())
            for index, item in enumerate(rows):
                keep = index >= len(rows) - count
                item.setCheckState(Qt.CheckState.Checked if keep else Qt.CheckState.Unchecked)
            picked.append(widget.chosen())
            widget.ok_button.click()
            return
    QTimer.singleShot(20, lambda: choose_last_cards(picked))


def test_minimum_damage_on_the_step_bar_is_chosen_by_the_attacker(qtbot: QtBot) -> None:
    """Its key while both hands are face down does nothing; once the attacker shows their
    hand, the key opens the dialog and the cards chosen there are the ones discarded."""
    window, attacker = to_minimum_damage(qtbot)
    session = window.session
    state = session.controller.state
    index = next(i for i, a in enumerate(window.step_bar.step_actions())
                 if isinstance(a, MinimumDamage))  # fmt: skip
    key = getattr(Qt.Key, f"Key_{index + 1}")
    before = len(session.controller.log)
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(window.view, key)
    assert len(session.controller.log) == before, "discarded without asking which"
    click_widget(window.hot_seat.hand_cover)
    picked: list[list[int]] = []
    QTimer.singleShot(20, lambda: choose_last_cards(picked))
    QTest.keyClick(window.view, key)
    assert picked, "no dialog asked which cards"
    done = session.controller.log[before].action
    assert isinstance(done, MinimumDamage) and list(done.discards) == picked[0]
    assert all(state.cards[uid].zone == f"p{attacker}.discard" for uid in picked[0])
