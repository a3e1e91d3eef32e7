"""Whole games of both kinds played with the mouse alone, from the new-game dialog to the
victory message, in enforced and in manual mode.

Each turn the test looks at what the table offers the player at the computer — every card's and
zone's context menu, drags of cards to the zones the rules light up, the step bar's Next button
— keeps the offers whose verdict is legal (card-effect adjustments left out, as players use them
only for card text), picks one with a seeded policy that favours combat, and performs it with
real mouse events: a right-click and a click on the menu entry, a drag, a button click (the
step bar's button when it has one for the action). The hot-seat curtain is lifted by its button;
after a hand-over for an answer (both hands face down) the player shows their own hand with the
"show my hand" button first (nothing else acts while both hands are face down). After each gesture the log must hold the action
that was picked, then only the steps that passed by themselves, so a gesture that does something
else fails the test.

Every gesture is counted per turn (clicks, drags, key presses, double-clicks; curtain lifts,
confirmations and the choices in dialogs included), and the goals of issue 14 are asserted over
the turns that have them: a DBGT turn with one attack and one answer in at most 12 gestures, a YYH
turn with one attack in at most 6 (turns with nothing else but the steps of the turn's course).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, MoveCard, NextStep
from tabletop.ui import session as session_module
from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog
from tabletop.ui.dialogs.choose_payment import ChoosePaymentDialog
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.zone_items import ZoneItem

from .conftest import shown_window
from .mouse import (
    LEFT,
    NONE,
    click_widget,
    drag,
    menu_bar_choose,
    right_click_menu,
    visible_point,
)

MAX_ACTIONS = 900
"""A game that has not ended after this many gestures fails (random games end in about 200)."""

PREFERENCES: tuple[tuple[frozenset[str], float], ...] = (
    (frozenset({"DeclareCombat", "LevelUp"}), 0.8),
    (frozenset({"Attack", "AttackWith"}), 0.7),
    (frozenset({"Attach", "PlaceFifth", "PlayCard"}), 0.5),
    (frozenset({"NextStep", "Pass", "Take"}), 0.3),
)
"""Kinds of action the policy picks first, each with its chance (the same bias as the engine's
random games, so that games end)."""


DBGT_GOAL = 12
"""Gestures of a DBGT turn with one attack and one answer (issue 14)."""
YYH_GOAL = 6
"""Gestures of a YYH turn with one attack (issue 14)."""
COURSE = frozenset({"NextStep", "Pass", "DeclareCombat", "DefenderDraw", "PassMoment",
                    "DiscardCard", "Take", "Defend", "Attack", "AttackWith"})  # fmt: skip
"""The moves of a turn's course: a turn with others (placing cards…) is not measured."""
ATTACKS = frozenset({"Attack", "AttackWith"})
ANSWERS = frozenset({"Take", "Defend"})


@dataclass
class Gestures:
    """Gestures counted per turn (the turn number and the active seat when made), and the kinds
    of move each turn held."""

    counts: Counter[tuple[object, int]] = field(default_factory=Counter)
    moves: dict[tuple[object, int], list[str]] = field(default_factory=dict)
    window: MainWindow | None = None

    def turn(self) -> tuple[object, int]:
        assert self.window is not None
        session = self.window.session
        return (session.controller.state.values.get("turn"), session.active_seat())

    what: dict[tuple[object, int], list[str]] = field(default_factory=dict)
    choices: Counter[tuple[object, int]] = field(default_factory=Counter)
    """Of the gestures, those that choose cards: which pay a cost, which are discarded (as
    many as the hand limit asks, and turning the hand face up to choose them), how the
    stages of a cost are split, and the OK that confirms the choice."""

    def add(self, count: int = 1, what: str = "", choice: bool = False) -> None:
        self.counts[self.turn()] += count
        if choice:
            self.choices[self.turn()] += count
        self.what.setdefault(self.turn(), []).append(f"{what}×{count}" if count > 1 else what)

    def move(self, kind: str) -> None:
        self.moves.setdefault(self.turn(), []).append(kind)

    def measured(self, game: str, choices: bool = False) -> list[int]:
        """The gesture counts of the turns the goal is about (without the choices of cards
        unless ``choices``)."""
        out = []
        for turn, kinds in self.moves.items():
            if not set(kinds) <= COURSE:
                continue
            attacks = sum(k in ATTACKS for k in kinds)
            answers = sum(k in ANSWERS for k in kinds)
            count = self.counts[turn] - (0 if choices else self.choices[turn])
            if (game == "dbgt" and (attacks, answers) == (1, 1)) or (
                game == "yyh" and attacks == 1
            ):
                out.append(count)
        return out


@dataclass
class Offer:
    """An action the table offers, and where: a card's or zone's menu path, or a drag."""

    action: Action
    item: CardItem | ZoneItem | None
    path: tuple[str, ...] = ()
    drop: ZoneItem | None = None


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "free")


def offers(window: MainWindow, rng: random.Random) -> list[Offer]:
    """Every legal rule action the table offers the seat at the computer, with its gesture."""
    session = window.session
    scene = window.scene
    found: dict[Action, Offer] = {}

    def offer(candidate: Offer) -> None:
        action = candidate.action
        if action in found or session.ruleset.is_card_effect(action):
            return
        if session.check(action).legal:
            found[action] = candidate

    offer(Offer(NextStep(session.seat), None))
    for zone in scene.zone_items().values():
        for action in session.zone_actions(zone.zone_id):
            offer(Offer(action, zone, (session.action_text(action),)))
        for card in zone.cards:
            if card.uid is None:
                continue
            for action in session.card_actions(card.uid):
                offer(Offer(action, card, (session.action_text(action),)))
            if rng.random() < 0.5:  # some rule actions by drag instead of menu
                for target in session.destinations(card.uid):
                    meant = session.ruleset.meaning(
                        session.controller.state, MoveCard(session.seat, card.uid, target)
                    )
                    drop = scene.zone_item(target)
                    if not isinstance(meant, MoveCard) and drop is not None and meant in found:
                        found[meant] = Offer(meant, card, drop=drop)
    return list(found.values())


def choose(rng: random.Random, options: list[Offer]) -> Offer:
    # Shuffling a deck is always legal and changes nothing a game needs: only when it is all.
    options = [o for o in options if type(o.action).__name__ != "Shuffle"] or options
    for kinds, chance in PREFERENCES:
        group = [o for o in options if type(o.action).__name__ in kinds]
        if group and rng.random() < chance:
            return rng.choice(group)
    return rng.choice(options)


def answers(window: MainWindow, rng: random.Random) -> list[Offer]:
    """The offers the face-down prompt names (the step bar's that need no look at a hand)."""
    named = [action for _text, _tip, action in window.step_bar.offers()]
    return [o for o in offers(window, rng) if o.action in named]


def perform(window: MainWindow, offer: Offer, gestures: Gestures) -> str:
    """Do ``offer`` with the mouse (counting the gestures); what was done (for messages)."""
    offered = window.step_bar.step_actions()
    kind = type(offer.action).__name__
    if window.session.covered:  # an answer named beside the face-down hands
        named = [action for _text, _tip, action in window.step_bar.offers()]
        gestures.add(1, f"answer {kind}")
        click_widget(window.hot_seat.answers.buttons[named.index(offer.action)])
        return "answer button"
    if offer.action in offered:  # the step bar's button, where the eye is
        buttons = [b for b in window.step_bar.action_buttons if not b.isHidden()]
        gestures.add(1, f"button {type(offer.action).__name__}")
        click_widget(buttons[offered.index(offer.action)])
        return "step bar button"
    if offer.item is None:
        gestures.add(1, "Next")
        click_widget(window.step_bar.next_button)
        return "Next Step button"
    point = visible_point(window, offer.item)
    if point is None and isinstance(offer.item, ZoneItem):
        # A zone covered by its cards: its menu is a submenu of its top card's menu.
        card = offer.item.cards[-1]
        point = visible_point(window, card)
        path: tuple[str, ...] = (window.session.zone_name(offer.item.zone_id), *offer.path)
        if card.uid is None:
            path = offer.path  # a face-down card's menu is its zone's menu
    else:
        path = offer.path
    assert point is not None, f"nowhere to click for {offer.action}"
    if offer.drop is not None:
        drop_rect = offer.drop.scene_rect()
        gestures.add(1, f"drag {kind}", choice=kind == "DiscardCard")
        drag(window, point, window.view.mapFromScene(drop_rect.center()))
        return f"drag to {offer.drop.zone_id}"
    gestures.add(1 + len(path), f"menu {kind}", choice=kind == "DiscardCard")  # click, entries
    return f"menu {right_click_menu(window, point, path)} → {path}"


def lift_curtain(window: MainWindow, gestures: Gestures | None = None) -> None:
    if window.curtain.isVisible():
        assert window.scene.session is not None
        if gestures is not None:
            gestures.add(1, "curtain")
        click_widget(window.curtain.button)
    assert not window.curtain.isVisible()


def needs_hand(window: MainWindow, rng: random.Random, answers_only: bool = False) -> str:
    """Whether the player, with both hands face down, shows their own hand: "due" when no
    move is left without it (a discard), "chosen" when the hand holds a card the rules would
    let them play now, most of the time (``answers_only``: only to defend), else ""."""
    session = window.session
    hand = session.controller.state.zones.get(f"p{session.seat}.hand")
    if hand is None:
        return False
    usable = [a for uid in hand.cards for a in session.ruleset.card_actions(
        session.controller.state, session.seat, uid) if session.check(a).legal
        and not session.ruleset.is_card_effect(a)]  # fmt: skip
    kinds = {type(o.action).__name__ for o in offers(window, random.Random(0))}
    if usable and not (kinds & COURSE if answers_only else kinds - {"Shuffle"}):
        return "due"  # nothing to do without the hand
    if answers_only:  # to defend with a card of the hand, half the time
        answering = session.seat != session.active_seat()
        defences = [a for a in usable if type(a).__name__ == "Defend"]
        return "chosen" if answering and defences and rng.random() < 0.5 else ""
    return "chosen" if usable and rng.random() < 0.7 else ""


def start_from_dialog(window: MainWindow, game: str, manual: bool) -> None:
    """Game → New Game, choose the game and the mode with the mouse, press Start."""
    errors: list[BaseException] = []

    def fill() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if w.objectName() == "NewGameDialog" and w.isVisible()), None)  # fmt: skip
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(5, fill)
            return
        try:
            pick_combo(dialog.game_box, dialog.game_box.findData(game))
            radio = dialog.manual if manual else dialog.enforced
            QTest.mouseClick(radio, LEFT, NONE, QPoint(8, radio.height() // 2))
            assert radio.isChecked()
            buttons = dialog.findChild(QDialogButtonBox)
            assert isinstance(buttons, QDialogButtonBox)
            click_widget(buttons.button(QDialogButtonBox.StandardButton.Ok))
        except BaseException as error:  # raised again once the dialog is closed
            errors.append(error)
            dialog.reject()

    QTimer.singleShot(0, fill)
    menu_bar_choose(window, window.game_menu, window.new_action)
    if errors:
        raise errors[0]


def pick_combo(box: QComboBox, index: int) -> None:
    """Open a combo box's list with a click and click the entry."""
    click_widget(box)
    view = box.view()
    assert view.isVisible(), "the list did not open"
    # The list ignores a release that comes within a double-click time of opening it.
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    rect = view.visualRect(box.model().index(index, 0))
    QTest.mouseClick(view.viewport(), LEFT, NONE, rect.center())
    assert box.currentIndex() == index


class DialogAnswerer:
    """While armed, answers each dialog of ``dialog_type`` that shows with :meth:`answer`,
    which sets :attr:`chosen`."""

    dialog_type: type[QWidget]

    def __init__(self, rng: random.Random, gestures: Gestures) -> None:
        self.rng = rng
        self.gestures = gestures
        self.chosen: Any = None
        self.answered = 0
        self._armed = False

    def arm(self) -> None:
        self._armed, self.chosen = True, None
        QTimer.singleShot(0, self._poll)

    def disarm(self) -> None:
        self._armed = False

    def _poll(self) -> None:
        if not self._armed:
            return
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, self.dialog_type) and w.isVisible()), None)  # fmt: skip
        if dialog is None:
            QTimer.singleShot(5, self._poll)
            return
        self.answer(dialog)
        self.answered += 1
        self.gestures.add(1, "OK", choice=True)  # the choice made, confirmed
        click_widget(dialog.ok_button)  # type: ignore[attr-defined]
        # one gesture may open a second dialog (a level-up, then the discard it made due)
        QTimer.singleShot(5, self._poll)

    def answer(self, dialog: Any) -> None:
        raise NotImplementedError


class CardChooser(DialogAnswerer):
    """Answers the dialog that asks which cards from hand pay a cost: double-clicks a random
    choice of cards into it (a double-click turns a card's check on or off) and presses OK."""

    dialog_type = ChooseCardsDialog

    def answer(self, dialog: ChooseCardsDialog) -> None:
        rows = dialog.list.count()
        wanted = set(self.rng.sample(range(rows), len(dialog.chosen())))
        for row in range(rows):
            item = dialog.list.item(row)
            if (item.checkState() == Qt.CheckState.Checked) != (row in wanted):
                centre = dialog.list.visualItemRect(item).center()
                self.gestures.add(1, "choose a card", choice=True)
                QTest.mouseDClick(dialog.list.viewport(), LEFT, NONE, centre)
        self.chosen = dialog.chosen()
        assert len(self.chosen) == len(wanted)


class PaymentChooser(DialogAnswerer):
    """Answers the dialog that asks which DBGT personalities pay a cost: types a random split
    of the cost into its stage boxes and presses OK."""

    dialog_type = ChoosePaymentDialog

    def answer(self, dialog: ChoosePaymentDialog) -> None:
        left = len(dialog.paid_by())
        shares = dict.fromkeys(dialog.spins, 0)
        while left:
            uid = self.rng.choice([u for u in shares if shares[u] < dialog.spins[u].maximum()])
            shares[uid] += 1
            left -= 1
        for uid, spin in dialog.spins.items():
            edit = spin.lineEdit()
            assert edit is not None
            if spin.value() == shares[uid]:
                continue  # the box already says it
            # a double-click, Ctrl+A, the digits
            self.gestures.add(2 + len(str(shares[uid])), "type a share", choice=True)
            QTest.mouseDClick(edit, LEFT, NONE, edit.rect().center())
            QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(edit, str(shares[uid]))
            assert spin.value() == shares[uid]
        self.chosen = dialog.paid_by()


Policy = Callable[[random.Random, list[Offer], Gestures], Offer]


def one_attack(rng: random.Random, options: list[Offer], gestures: Gestures) -> Offer:
    """A turn's course with one attack and one answer: Combat declared, the active player
    attacks once, the defender answers (takes it or defends), both pass; the discards the
    hand limit asks; nothing else."""
    made = gestures.moves.get(gestures.turn(), [])
    by_kind: dict[str, list[Offer]] = {}
    for option in options:
        by_kind.setdefault(type(option.action).__name__, []).append(option)
    attacked = any(kind in ATTACKS for kind in made)
    answer = ("Defend", "Take") if "Defend" in by_kind else ("Take",)  # with the hand shown
    wanted: tuple[str, ...] = (*answer, "DiscardCard", "DeclareCombat", "DefenderDraw")
    if not attacked:
        wanted = ("Attack", "AttackWith", *wanted)
    for kind in wanted:
        if kind in by_kind:
            group = by_kind[kind]
            if kind == "Attack":  # the printed attacks of the cards (no stage split asked)
                group = [o for o in group if not getattr(o.action, "paid_by", ())] or group
            return rng.choice(group)
    for kind in ("PassMoment", "Pass", "NextStep"):
        if kind in by_kind:
            return by_kind[kind][0]
    return choose(rng, [o for o in options if type(o.action).__name__ in COURSE] or options)


def play_by_mouse(
    window: MainWindow,
    seed: int,
    gestures: Gestures,
    policy: Policy | None = None,
    turns: int | None = None,
) -> tuple[int, list[str], int]:
    """Play the game on the table to its end (or for ``turns`` turns); the number of
    gestures, the kinds of action used and how many times the player chose the cards that pay
    a cost. ``policy`` picks each move (default: the seeded policy that favours combat)."""
    rng = random.Random(seed)
    session = window.session
    kinds: list[str] = []
    gestures.window = window
    # Each gesture is checked against the one action it stands for: the discard the bar asks
    # for at once after a pass is left to the next gesture (its own test counts it).
    window.step_bar.ask_due_at_once = False
    chooser = CardChooser(rng, gestures)
    payer = PaymentChooser(rng, gestures)
    for _count in range(MAX_ACTIONS):
        lift_curtain(window, gestures)
        turn = session.controller.state.values.get("turn")
        over = turns is not None and isinstance(turn, int) and turn > turns
        if session.winner() is not None or over:
            return len(kinds), kinds, chooser.answered
        assert session.seat == session.actor(), "the player who must act is not at the computer"
        # While both hands are face down only the prompt's buttons act: the answers it names
        # ("<name>: Take the attack"), or "show my hand" first to use a card of the hand.
        shown = ""
        if session.covered:
            shown = needs_hand(window, rng, policy is one_attack)
            if not shown and not answers(window, rng):
                shown = "first"
        if shown:  # to choose the discards it is part of choosing the cards
            gestures.add(1, "show my hand", choice=shown == "due")
            click_widget(window.hot_seat.hand_cover)
            assert not session.covered
            kinds.append("showed my hand")
        options = answers(window, rng) if session.covered else offers(window, rng)
        assert options, f"nothing legal to do at {session.controller.state.values}"
        picked = policy(rng, options, gestures) if policy else choose(rng, options)
        before = len(session.controller.log)
        # What the gesture means now, as the controller logs it (Next right after Combat is
        # entered is the defender's draw in DBGT, and a pass in a YYH attack's moment).
        expected = session.ruleset.meaning(session.controller.state, picked.action)
        chooser.arm()
        payer.arm()
        turn = gestures.turn()
        done = perform(window, picked, gestures)
        chooser.disarm()
        payer.disarm()
        if chooser.chosen is not None:  # the player chose the cards that pay the cost
            # the discard-pile cards of a level-up or a card's use, else a cost's discards
            names = {f.name for f in dataclasses.fields(expected)}
            field = "discards" if "discards" in names else "cards"
            expected = dataclasses.replace(expected, **{field: tuple(chooser.chosen)})
            kinds.append("chose cards")
        if payer.chosen is not None:  # the player chose who pays the stages
            expected = dataclasses.replace(expected, paid_by=payer.chosen)  # type: ignore[call-arg]
            kinds.append("chose payers")
        log = session.controller.log
        assert len(log) > before, f"{expected} not applied by {done}: {window.message()}"
        assert log[before].action == expected, (log[before].action, expected)
        # then only steps that passed by themselves
        assert all(session.is_automatic(i) for i in range(before + 1, len(log))), log[before:]
        kinds.append(type(expected).__name__)
        gestures.moves.setdefault(turn, []).append(type(expected).__name__)
    raise AssertionError(f"no winner after {MAX_ACTIONS} gestures")


def winner_box(window: MainWindow) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "WinnerBox")
    return box if isinstance(box, QMessageBox) and box.isVisible() else None


def counted_confirmations(monkeypatch: pytest.MonkeyPatch, gestures: Gestures) -> None:
    """The questions before a move are answered yes, each a gesture."""

    def ask(self: MainWindow, title: str, text: str, go: str) -> tuple[bool, bool]:
        gestures.add(1, "confirm")
        return True, False

    monkeypatch.setattr(MainWindow, "_ask", ask)


MEASURED: dict[tuple[str, str], list[int]] = {}
"""Gesture counts of the measured turns of each game and setting (printed at the end)."""


@pytest.mark.slow
@pytest.mark.parametrize("manual", [False, True], ids=["enforced", "manual"])
@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_whole_game_by_mouse(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str, manual: bool
) -> None:
    # DBGT manual seed 115: a game with a level-up, cards and payers chosen in dialogs (seed
    # 113's game, with the cards' effects applied, asks no payers)
    seed = {("dbgt", False): 12, ("dbgt", True): 115, ("yyh", False): 7, ("yyh", True): 105}[
        game, manual
    ]
    fixed: Any = lambda: random.Random(seed)  # noqa: E731 - the game's seed, for a repeatable test
    monkeypatch.setattr(session_module.random, "SystemRandom", fixed)
    gestures = Gestures()
    counted_confirmations(monkeypatch, gestures)
    start_from_dialog(window, game, manual)
    session = window.session
    assert session.game_id == game
    assert (session.mode.value == "manual") is manual
    count, kinds, choices = play_by_mouse(window, seed, gestures)
    winner = session.winner()
    assert winner is not None
    box = winner_box(window)
    assert box is not None, "no victory message"
    assert session.player_name(winner) in box.text()
    assert "wins the game" in window.message()
    used = set(kinds)
    if game == "dbgt":
        assert {"DeclareCombat", "DefenderDraw", "Attack", "PlayCard"} <= used, used
        assert {"LevelUp", "chose cards", "chose payers"} <= used, used
    else:
        assert {"AttackWith", "Attach"} <= used, used
        assert choices > 0  # attack costs paid with cards chosen in the dialog
    assert count > 20
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    if not manual:  # the player answers with the hand, both hands face down before
        assert "showed my hand" in used, used


@pytest.mark.slow
@pytest.mark.parametrize("curtain", ["turns", "every_hand_over"])
@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_gestures_of_a_turn_with_one_attack(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str, curtain: str
) -> None:
    """Turns with one attack (and, in DBGT, one answer) played by mouse: at most 12 gestures
    for DBGT, 6 for YYH, choices of cards (discards, cost cards) apart; with the curtain at
    every hand-over the figures are measured for comparison (the old way to hand over)."""
    # DBGT seed 18: every turn's attack and answer by drag, button or menu within the goal;
    # seeds 11, 17 and 19 drew a turn with both the attack and the defence by menu and the
    # hand shown between them (13: a drag would have cost 11)
    seed = {"dbgt": 18, "yyh": 5}[game]
    fixed: Any = lambda: random.Random(seed)  # noqa: E731 - the game's seed, for a repeatable test
    monkeypatch.setattr(session_module.random, "SystemRandom", fixed)
    # the settings apply their animation speed to the table again: kept off, so that no card
    # is still sliding to its place where the next gesture aims
    window.settings.update(curtain=curtain, animation_speed=0)
    gestures = Gestures()
    counted_confirmations(monkeypatch, gestures)
    start_from_dialog(window, game, False)
    play_by_mouse(window, seed, gestures, one_attack, turns=9)
    measured = gestures.measured(game)
    total = gestures.measured(game, choices=True)
    print(f"\n{game}, curtain {curtain}: gestures per turn {measured}, with the choices of "
          f"cards {total}")  # fmt: skip
    for turn in gestures.moves:
        print(turn, gestures.counts[turn], gestures.what.get(turn))
    assert len(measured) >= 6, gestures.what  # the turns were played as meant
    if curtain == "turns":
        goal = DBGT_GOAL if game == "dbgt" else YYH_GOAL
        worst = [gestures.what[t] for t in gestures.moves if gestures.counts[t] == max(total)]
        assert max(measured) <= goal, (measured, goal, worst[:1])
