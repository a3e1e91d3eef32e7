"""What the status bar (and a box) says of results: the setup rule that applied at the start,
what the ruleset announces of a change (a won match and the next one), and the winner of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.engine.view import StateView
from tabletop.i18n.reasons import MESSAGES, verdict_text
from tabletop.ui.session import GameSession

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


class Announcements:
    """Tells the results of the game on ``window``'s table, each once."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._announced_winner: int | None = None
        self._last_view: StateView | None = None

    def start(self, session: GameSession) -> None:
        """A game is put on the table: what was won before is not announced again."""
        self._announced_winner = session.winner()
        self._last_view = session.view()

    def after_change(self) -> None:
        """After any change of the game: a new winner, or a won match."""
        self._check_winner()
        self._announce_match()

    def announce_setup(self, session: GameSession) -> None:
        """A game that has just begun says in the status bar what setup rule applied (as its
        log does); any other game starts with a clear status bar (no message of the last)."""
        actions = [entry.action for entry in session.controller.log]
        announced = session.ruleset.opening_announcements(actions)
        self._window.show_message(" ".join(session.action_text(action) for action in announced))

    def _check_winner(self) -> None:
        session = self._window.session
        winner = session.winner()
        if winner is None or winner == self._announced_winner:
            self._announced_winner = winner
            return
        self._announced_winner = winner
        self._window.scene.combat.clear_banner()  # a match's banner is stale once the game is won
        reason = session.controller.state.values.get("win_reason")
        text = QCoreApplication.translate("MainWindow", "{player} wins the game!").format(
            player=session.player_name(winner)
        )
        if isinstance(reason, str) and reason:
            # Rulesets name their results "<game>.win.<reason>" (Dragon Ball Victory, Loop, ...).
            code = f"{session.game_id}.win.{reason}"
            text += "\n" + verdict_text(
                code if code in MESSAGES else reason, {"player": session.player_name(winner)}
            )
        self._window.show_message("★ " + text.replace("\n", " — "))
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "Game Over"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setObjectName("WinnerBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.show()

    def _announce_match(self) -> None:
        """What the ruleset announces of the last change (a match won, the next match), in the
        status bar and on the table."""
        session = self._window.session
        before, self._last_view = self._last_view, session.view()
        if before is None or session.winner() is not None:
            return
        said = session.ruleset.announcements(before, self._last_view)
        if said:
            text = "⚔ " + " ".join(session.message_text(a.code, a.params) for a in said)
            self._window.show_message(text)
            self._window.scene.combat.show_banner(text)
