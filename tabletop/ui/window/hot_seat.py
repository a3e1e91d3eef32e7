"""The hot seat: two players take turns at one computer.

When the other player must act (their turn, or an answer in combat) the computer goes to them,
behind the hand-over curtain unless hands are open; the curtain names the last move as the new
seat may see it. A resumed game opens at the seat that must act. Open Hands shows both hands
once the question naming them is answered yes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from tabletop.ui.docks.log import HANDS_HIDDEN, HANDS_SHOWN
from tabletop.ui.table.curtain import Curtain

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


class HotSeat:
    """Who sits at the computer of ``window``, and the curtain between the players."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.curtain = Curtain(window.view)
        self.curtain.confirmed.connect(lambda: window.view.setFocus())

    def maybe_hand_over(self) -> None:
        """When the other player must act (their turn, or an answer in combat), they take the
        computer, behind the curtain unless hands are open."""
        session = self._window.session
        actor = session.actor()
        if actor is None or actor == session.seat:
            return
        session.set_seat(actor)
        if not session.open_hands:
            # the last move named as the new seat may see it (a hidden card is "a card")
            self.curtain.show_for(session.player_name(actor), self.last_move())

    def resume_at_actor(self) -> None:
        """A resumed game (recovered or loaded) opens at the seat that must act, behind the
        curtain unless hands are open: whoever sits at the computer, the other may be watching."""
        session = self._window.session
        actor = session.actor()
        seat = actor if actor is not None else session.active_seat()
        session.set_seat(seat)
        if not session.open_hands and actor is not None:
            self.curtain.show_for(session.player_name(seat), self.last_move())

    def last_move(self) -> str:
        """The last move, named as the seat at the computer may see it ('' if none)."""
        session = self._window.session
        log = session.controller.log
        if not log:
            return ""
        action = log[-1].action
        return f"{session.player_name(action.seat)} — {session.action_text(action)}"

    def hand_over(self) -> None:
        """Give the computer to the other player by hand (for answers in the other's turn)."""
        session = self._window.session
        other = 1 - session.seat
        if not session.open_hands:
            self.curtain.show_for(session.player_name(other))
        session.set_seat(other)

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
