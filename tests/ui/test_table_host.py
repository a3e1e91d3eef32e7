"""The table talks to a small host (the scene) and asks open choices through the chooser the
window installs: with nobody to ask an action keeps the app's suggestion, a cancelled choice
cancels the action, an answer replaces the suggestion."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tabletop.engine.ruleset import Choice
from tabletop.games.yyh.actions import AttackWith
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.table.choices import complete_choices
from tabletop.ui.table.host import TableHost
from tabletop.ui.table.menus import submit_chosen
from tabletop.ui.table.scene import TableScene
from tabletop.ui.window.choosers import DialogChooser


class Recorder:
    """A chooser that answers every card choice with ``answer`` and notes what it was asked."""

    def __init__(self, answer: tuple[int, ...] | None) -> None:
        self.answer = answer
        self.asked: list[tuple[Choice, str]] = []

    def ask_cards(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        self.asked.append((choice, purpose))
        return self.answer

    def ask_payment(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        raise AssertionError("an attack's discards are cards, not a payment")


def _attack(qtbot: QtBot) -> tuple[TableScene, GameSession, AttackWith, list[int]]:
    """A scene showing a new YYH game, and an attack paid with the first card of a fuller hand."""
    scene = TableScene()
    session = GameSession.new_game(NewGameOptions(game="yyh", seed=5), autosave=False)
    scene.set_session(session)
    seat = session.seat
    hand = list(session.controller.state.zones[f"p{seat}.hand"].cards)
    fighter = session.controller.state.zones[f"p{seat}.arena"].cards[0]
    assert len(hand) > 1
    return scene, session, AttackWith(seat, fighter, 0, (hand[0],)), hand


def test_the_scene_is_the_host_and_the_window_installs_the_dialogs(qtbot: QtBot) -> None:
    window = MainWindow(game="yyh", remember_geometry=False)
    qtbot.addWidget(window)
    assert isinstance(window.scene, TableHost)
    assert isinstance(window.scene.chooser, DialogChooser)
    assert TableScene().chooser is None


def test_choices_go_to_the_chooser(qtbot: QtBot) -> None:
    scene, session, attack, hand = _attack(qtbot)
    assert complete_choices(scene, session, attack) == attack  # nobody to ask: the suggestion

    scene.chooser = chooser = Recorder((hand[-1],))
    chosen = complete_choices(scene, session, attack)
    assert isinstance(chosen, AttackWith) and chosen.discards == (hand[-1],)
    choice, purpose = chooser.asked[0]
    assert (choice.kind, choice.field, choice.count, choice.zone) == (
        "cards", "discards", 1, f"p{attack.seat}.hand")  # fmt: skip
    assert purpose == session.action_text(attack)

    scene.chooser = Recorder(None)
    assert complete_choices(scene, session, attack) is None
    log_size = len(session.controller.log)
    submit_chosen(scene, attack)  # cancelled: nothing is submitted
    assert len(session.controller.log) == log_size
