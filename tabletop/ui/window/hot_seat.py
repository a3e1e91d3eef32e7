"""The hot seat: two players take turns at one computer.

When the other player must act the computer goes to them. At a new turn the hand-over curtain
hides the table (it names the last move as the new seat may see it); for an answer within the
turn (a defense in combat, a discard) the table stays in view with both hands face down, and a
"<name>: show my hand" button over the hand turns that player's own hand face up; the actions
of the step bar that need no look at a hand are offered above it by name ("<name>: Take the
attack", :mod:`tabletop.ui.table.answers`), each an answer in one gesture. The setting
``curtain: every_hand_over`` puts the curtain at every hand-over; open hands need neither. A
resumed game opens at the seat that must act, behind the curtain; a new game (or a game
opened or recovered) put on the table while the table was hidden replaces the curtain with its
own. Open Hands shows both hands once the question naming them is answered yes.

Nothing acts behind the curtain or the face-down prompt: while either is up, the step bar, the
moves of the Edit menu, Undo and Redo (menu, keys and the History dock) and the table's gestures
are off; only the curtain's (or the prompt's) own buttons work, and the game's files (New,
Open, Save) and Quit.

Against the computer (:mod:`tabletop.ui.computer_seat`) there is no hand-over: the human's seat
stays at the computer (seat 0's when the computer plays both), with no curtain, and the
computer's hand stays face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect
from PySide6.QtWidgets import QMessageBox
from typing_extensions import override

from tabletop.engine import NextStep
from tabletop.play.automatic import automatic_action
from tabletop.play.seats import computer_seats, shown_seat
from tabletop.ui.computer_seat import ComputerSeat
from tabletop.ui.docks.log import HANDS_HIDDEN, HANDS_SHOWN
from tabletop.ui.docks.steps import StepWords
from tabletop.ui.table.answers import AnswerButtons
from tabletop.ui.table.curtain import Curtain, HandCover

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.window.main_window import MainWindow

LOCKED_ACTIONS = (
    "undo",
    "redo",
    "draw",
    "next_step",
    "end_turn",
    "rotate",
    "rotate_back",
    "flip",
    "shuffle",
    "hand_over",
    "manual",
    "open_hands",
    "replay",
)
"""The menu entries that are off while the table is hidden (they change the game, or show it)."""


class HotSeat(QObject):
    """Who sits at the computer of ``window``, the curtain between the players, and the
    button that shows a hand while both are face down."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.curtain = Curtain(window.view)
        self.curtain.confirmed.connect(lambda: window.view.setFocus())
        self.curtain.visibility_changed.connect(lambda _up: self.follow())
        self.curtain.words = lambda: (
            window.session.player_name(window.session.seat),
            self.last_move(),
        )
        self.hand_cover = HandCover(window.view)
        self.hand_cover.clicked.connect(self.show_my_hand)
        self.answers = AnswerButtons(window.view)
        """The answers of the step bar offered by name while both hands are face down."""
        self.computer = ComputerSeat(window)
        self._turn: object = None
        """The turn when the computer last went to a player (a hand-over within it is for an
        answer)."""
        self._shared = False
        """True since a hand-over with both hands face down: both players see the screen."""
        self._table: tuple[GameSession | None, bool] = (None, False)
        """The game last on the table, and whether the table was hidden from its players."""
        window.view.installEventFilter(self)
        window.view.zoom_changed.connect(lambda _zoom: self._place_cover())
        for bar in (window.view.horizontalScrollBar(), window.view.verticalScrollBar()):
            bar.valueChanged.connect(lambda _value: self._place_cover())

    def _turn_now(self) -> object:
        session = self._window.session
        return (session.controller.state.values.get("turn"), session.active_seat())

    def start(self) -> None:
        """A game is put on the table: its turn is the one the seat at the computer plays. Any
        curtain goes; when the table was hidden (a curtain, or both hands face down: who sits
        at the computer is not known), the new game opens behind its own curtain, for the seat
        that must act."""
        session = self._window.session
        old, hidden = self._table
        hidden = (hidden and old is not session) or not self.curtain.isHidden()
        self._table = (session, False)
        self.curtain.hide()
        self._turn, self._shared = self._turn_now(), False
        if not self._against_computer():
            actor = session.actor()
            if hidden and actor is not None and not session.open_hands:
                session.set_seat(actor)
                self.curtain.show_for(session.player_name(actor))
            self.follow()
        self.computer.start()

    @property
    def locked(self) -> bool:
        """True while the table is hidden from the players: the curtain is up, or both hands
        are face down until the player at the computer shows theirs. Nothing acts then."""
        session = self._window.session
        return not self.curtain.isHidden() or session.covered

    def _lock(self) -> None:
        """Off while :attr:`locked`, on again after: the step bar, the table's gestures, the
        History dock and the menu entries of :data:`LOCKED_ACTIONS`."""
        window = self._window
        session = window.session
        locked = self.locked
        if self._table[0] is session:  # (while a new game is put on the table, the old one's)
            self._table = (session, locked)
        window.step_bar.setEnabled(not locked)
        window.view.setInteractive(not locked)
        history = window.history_dock.widget()
        if history is not None:
            history.setEnabled(not locked)
        can = {"undo": session.can_undo(), "redo": session.can_redo()}
        for action_id in LOCKED_ACTIONS:
            window.menu_actions[action_id].setEnabled(not locked and can.get(action_id, True))

    def _against_computer(self) -> bool:
        """True when the computer plays a seat (or the other player plays it on their own
        computer): the human's seat stays at the computer."""
        session = self._window.session
        fixed = session.fixed_seat  # a remote game: this computer's player's seat
        if not computer_seats(session.seats) and fixed is None:
            return False
        session.set_seat(fixed if fixed is not None else shown_seat(session.seats, session.seat))
        self.curtain.hide()  # one left up by a game of two people goes
        self.follow()
        return True

    def maybe_hand_over(self) -> None:
        """When the other player must act, they take the computer: behind the curtain at a new
        turn (or at every hand-over, as the settings say), else with both hands face down. A
        new turn is curtained also for the player already at the computer (after answering in
        the other's turn, the other player may still be looking at the screen)."""
        session = self._window.session
        self.computer.follow()
        if self._against_computer():
            return
        if session.automatic_steps and automatic_action(session.controller) is not None:
            return  # a step passes by itself first: the computer goes where it leads
        actor = session.actor()
        turn, self._turn = self._turn, self._turn_now()
        new_turn = turn != self._turn
        if actor is None or (actor == session.seat and not (new_turn and self._shared)):
            self.follow()
            return
        answer = not new_turn and self._window.settings.current.curtain == "turns"
        session.set_seat(actor, covered=answer and not session.open_hands)
        self._shared = answer and not session.open_hands
        if not session.open_hands and not answer:
            # the last move named as the new seat may see it (a hidden card is "a card")
            self.curtain.show_for(session.player_name(actor), self.last_move())
        self.follow()

    def show_my_hand(self) -> None:
        """The player at the computer turns their own hand face up."""
        self._window.session.uncover()
        self.follow()
        self._window.view.setFocus()

    def follow(self) -> None:
        """The show-my-hand button is there while both hands are face down, over the hand of
        the player at the computer; nothing else acts while the table is hidden."""
        self._lock()
        self._place_cover()

    def _place_cover(self) -> None:
        session = self._window.session
        if not session.covered or not self.curtain.isHidden():
            self.hand_cover.hide()
            self.answers.hide()
            return
        player = session.player_name(session.seat)
        self.hand_cover.show_for(player, self._hand_rect())
        offers = self._window.step_bar.offers() if session.actor() == session.seat else []
        self.answers.show_for(player, offers, self.hand_cover.geometry())

    def _hand_rect(self) -> QRect | None:
        window = self._window
        zone = window.scene.zone_item(f"p{window.session.seat}.hand")
        if zone is None:
            return None
        return window.view.mapFromScene(zone.scene_rect()).boundingRect()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The button follows the table when the view is resized."""
        if watched is self._window.view and event.type() == QEvent.Type.Resize:
            self._place_cover()
        return False

    def resume_at_actor(self) -> None:
        """A resumed game (recovered or loaded) opens at the seat that must act, behind the
        curtain unless hands are open: whoever sits at the computer, the other may be watching."""
        session = self._window.session
        if self._against_computer():
            return
        actor = session.actor()
        seat = actor if actor is not None else session.active_seat()
        session.set_seat(seat)
        self._turn, self._shared = self._turn_now(), False
        if not session.open_hands and actor is not None:
            self.curtain.show_for(session.player_name(seat), self.last_move())
        self.follow()

    def last_move(self) -> str:
        """The last move that meant something (an attack, a placement, a level-up…), the other
        player's if they made one, as the log words it for the seat at the computer (a card it
        does not see is "a card"); a step that passed by itself or went on to the next step is
        not one ('' if none)."""
        session = self._window.session
        done = session.controller.history.done
        moves = [
            step
            for position, step in enumerate(done)
            if not session.is_automatic(position) and not isinstance(step.action, NextStep)
        ]
        others = [step for step in moves if step.action.seat != session.seat]
        last = (others or moves)[-1:]
        return StepWords(session).sentence(last[0]) if last else ""

    def hand_over(self) -> None:
        """Give the computer to the other player by hand (for answers in the other's turn);
        against the computer there is nobody to give it to."""
        session = self._window.session
        if self._against_computer():
            self._window.show_message(
                QCoreApplication.translate(
                    "MainWindow",
                    "You play against the computer: there is no other player to hand over to.",
                )
            )
            return
        other = 1 - session.seat
        if not session.open_hands:
            self.curtain.show_for(session.player_name(other))
        session.set_seat(other)
        self._turn, self._shared = self._turn_now(), False
        self.follow()

    def toggle_open_hands(self, on: bool) -> None:
        """View → Open Hands: both hands face up, once the question naming them is answered
        yes; the log tells when the hands were shown and hidden again."""
        session = self._window.session
        if on == session.open_hands:
            return
        if on and not self._ask_open_hands():
            self._window.menu_actions["open_hands"].setChecked(False)
            return
        session.set_open_hands(on)
        self.follow()
        self._window.log_dock.add_note(HANDS_SHOWN if on else HANDS_HIDDEN)

    def _ask_open_hands(self) -> bool:
        """Show both hands? (the hand of the player at the computer and the other's)."""
        session = self._window.session
        seat, other = session.player_name(session.seat), session.player_name(1 - session.seat)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "Open Hands"),
            QCoreApplication.translate(
                "MainWindow",
                "Show {other}'s hand to {seat}, and {seat}'s hand to {other}?\n\n"
                "Both hands stay face up for whoever is at the computer until Open Hands is "
                "turned off. The game log will say that the hands were shown.",
            ).format(seat=seat, other=other),
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        box.setObjectName("OpenHandsBox")
        show = box.addButton(
            QCoreApplication.translate("MainWindow", "Show Both Hands"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.exec()
        ok = box.clickedButton() is show
        box.deleteLater()
        return ok
