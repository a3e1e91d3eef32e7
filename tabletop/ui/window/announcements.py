"""What the status bar (and a box) says of results: the setup rule that applied at the start,
a won match (Yu Yu Hakusho) with the fighters of the next one, and the winner of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.i18n.names import verdict_text
from tabletop.i18n.reasons import MESSAGES
from tabletop.ui.session import GameSession

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


class Announcements:
    """Tells the results of the game on ``window``'s table, each once."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._announced_winner: int | None = None
        self._match_wins: tuple[int, int] = (0, 0)

    def start(self, session: GameSession) -> None:
        """A game is put on the table: what was won before is not announced again."""
        self._announced_winner = session.winner()
        self._match_wins = self._count_match_wins()

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

    def _count_match_wins(self) -> tuple[int, int]:
        counters = self._window.session.view().counters
        return (counters[0].get("match_wins", 0), counters[1].get("match_wins", 0))

    def _announce_match(self) -> None:
        """A match won (Yu Yu Hakusho): who won it, and the fighters of the next one."""
        session = self._window.session
        before, self._match_wins = self._match_wins, self._count_match_wins()
        won = [seat for seat in (0, 1) if self._match_wins[seat] > before[seat]]
        if not won or session.winner() is not None:
            return
        text = QCoreApplication.translate("MainWindow", "{player} wins the match.").format(
            player=session.player_name(won[0])
        )
        view = session.view()
        fighters = []
        for seat in (session.active_seat(), 1 - session.active_seat()):
            arena = view.zones.get(f"p{seat}.arena")
            if arena is not None and arena.cards and arena.cards[0].uid is not None:
                fighters.append(session.card_label(arena.cards[0].uid))
        if len(fighters) == 2:
            text += " " + QCoreApplication.translate(
                "MainWindow", "Next match: {first} against {second}."
            ).format(first=fighters[0], second=fighters[1])
        self._window.show_message("⚔ " + text)
        self._window.scene.combat.show_banner("⚔ " + text)
