"""The Edit menu's moves on the table: draw, turn a card, shuffle, next step, end the turn.

Each is submitted to the game on the table for the seat at the computer, as if done with the
mouse; the window is the initiator (so the table animates the result).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Draw, Flip, NextStep, Rotate, Shuffle

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

MAX_END_TURN_STEPS = 20
"""End Turn goes through at most this many steps (a turn has fewer)."""


class TablePlay:
    """The moves of ``window``'s Edit menu."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def rotate_card(self) -> None:
        """Edit → Rotate Card: turn the selected card a quarter clockwise."""
        self._on_selected(Rotate, 1)

    def rotate_card_back(self) -> None:
        """Edit → Rotate Card Back: turn the selected card a quarter back."""
        self._on_selected(Rotate, -1)

    def turn_card_over(self) -> None:
        """Edit → Turn Card Over: flip the selected card."""
        self._on_selected(Flip)

    def _on_selected(self, kind: type, *args: int) -> None:
        card = self._window.scene.selected_card()
        if card is None or card.uid is None:
            self._window.show_message(
                QCoreApplication.translate(
                    "MainWindow", "Select one of the cards you can see first."
                )
            )
            return
        self._window.session.submit(kind(self._window.session.seat, card.uid, *args), self._window)

    def draw_card(self) -> None:
        """Edit → Draw a Card: from the deck of the seat at the computer."""
        session = self._window.session
        zone = session.deck_zone(session.seat) or self._find_zone(("deck", "life_deck"))
        action = self._window.scene.draw_action(zone) if zone else None
        if action is None:
            action = Draw(session.seat, 1)
        session.submit(action, self._window)

    def _find_zone(self, labels: tuple[str, ...]) -> str | None:
        session = self._window.session
        for zone_id, label in session.zone_labels().items():
            if label in labels and zone_id.startswith(f"p{session.seat}."):
                return zone_id
        return None

    def shuffle_deck(self) -> None:
        """Edit → Shuffle Deck: the deck of the seat at the computer (asked about first)."""
        session = self._window.session
        zone = session.deck_zone(session.seat) or self._find_zone(("deck", "life_deck"))
        if zone is None:
            self._window.show_message(
                QCoreApplication.translate("MainWindow", "There is no deck to shuffle.")
            )
            return
        # A shuffle loses the order for good (undo stops there): a stray S must not do it
        # unasked, so the session asks as for an irreversible menu action.
        session.submit(Shuffle(session.seat, zone), self._window, from_menu=True)

    def next_step(self) -> None:
        """Edit → Next Step: the turn goes on to its next step."""
        self._window.session.submit(NextStep(self._window.session.seat), self._window)

    def end_turn(self) -> None:
        """Go through the remaining steps until the other player's turn."""
        session = self._window.session
        start = session.active_seat()
        for _ in range(MAX_END_TURN_STEPS):
            seat = session.active_seat()
            if not session.submit(NextStep(seat), self._window).applied:
                return
            if session.active_seat() != start or session.winner() is not None:
                return
