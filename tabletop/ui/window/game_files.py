"""Game files: a new game (from the dialog or with deck files), opening, saving and replaying.

:class:`GameFiles` does this for the main window: it starts the sessions the window puts on the
table, asks before unsaved play is thrown away, and tells what went wrong (in a message box, or
to the command line's ``report``) while the game on the table stays.

A long save (:data:`BACKGROUND_FROM` actions or more) with a snapshot of its position opens at
once at that position, behind the hand-over curtain, while its log is replayed in the background
(:mod:`.save_check`); the replayed game then takes its place. Moves are refused until then
("still being checked") rather than queued: the game shown has no history yet to add them to,
and the check takes well under a second, less than it takes to take away the curtain. Taking
away the curtain, or saving, waits for the check to end, so the table is only ever seen at the
replayed position. A snapshot that its moves do not give, or one not well formed, is told, and
the game is the one its moves make (the log is the truth). A shorter log replays in less time than putting a game on
the table twice takes (about 0.1 ms an action against 0.1 s), so it is replayed first, and its
snapshot checked then.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tabletop.engine.errors import CodedError, ReplayError
from tabletop.i18n.names import seat_name
from tabletop.i18n.reasons import replay_error_text, verdict_text
from tabletop.storage import SavedGame, StorageError, load_game
from tabletop.storage.atomic import remove_stale_temps_of
from tabletop.storage.save import Seats
from tabletop.storage.snapshot_game import (
    SaveCheck,
    UncheckedController,
    check_save,
    shown_controller,
)
from tabletop.ui.deck_checks import DecksRefused, SeatChecks, deck_checks, deck_report
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.window.game_folder import remember_folder, start_path
from tabletop.ui.window.save_check import BackgroundCheck
from tabletop.ui.window.title import show_title

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

BACKGROUND_FROM: Final = 1000
"""Saves of at least this many actions (log and redo tail) open at their snapshot and are
checked in the background; shorter ones are replayed before they are shown."""

Report = Callable[[str], None]
"""Where a problem is told when not in a message box (the command line: stderr)."""


class GameFiles:
    """New games and game files of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._check: tuple[BackgroundCheck, GameSession, Path] | None = None
        """The check of the save on the table, shown from its snapshot, while it runs."""
        self._watching_curtain = False

    def new_session(self, options: NewGameOptions) -> GameSession:
        """A new game with ``options`` (raises what :meth:`GameSession.new_game` raises)."""
        return GameSession.new_game(options, autosave=self._window.autosave, parent=self._window)

    def may_discard(self) -> bool:
        """Ask before unsaved play is thrown away; True to go on."""
        session = self._window.session
        if not session.dirty or not self._window.confirm_discard:
            return True
        question = (
            QCoreApplication.translate(
                "MainWindow", "The game in progress has not been saved. Save it first?"
            )
            if session.winner() is None
            else QCoreApplication.translate(
                "MainWindow", "The finished game has not been saved. Save it first?"
            )
        )
        answer = QMessageBox.question(
            self._window,
            QCoreApplication.translate("MainWindow", "Unsaved Game"),
            question,
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self) -> None:
        """Game → New Game: the dialog, then the game it sets up (once unsaved play may go)."""
        from tabletop.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self._window, game=self._window.game_id)
        if dialog.exec() and self.may_discard():
            self.start_game(dialog.options())

    def start_game(self, options: NewGameOptions, report: Report | None = None) -> bool:
        """Start a new game; False (and a message) when it cannot start.

        A deck file that cannot be read or is for another game is refused, and in enforced
        mode so is one that breaks the deck rules of the profile; manual mode starts with it
        and warns (in the status bar, and to ``report``). Refusals go to ``report`` when given
        (the command line), else to a message box; the game on the table then stays.
        """
        checks = deck_checks(options)
        try:
            if any(check is not None and not check.allowed(options.mode) for check in checks):
                raise DecksRefused(checks)
            session = self.new_session(options)
        except DecksRefused as refused:
            text = deck_report(refused.checks, options)
            if not any(check is not None and check.unusable for check in refused.checks):
                text += "\n" + QCoreApplication.translate(
                    "MainWindow", "In manual mode the game starts with these decks anyway."
                )
            self._report(QCoreApplication.translate("MainWindow", "New Game"), text, report)
            return False
        except (ValueError, CodedError, OSError) as error:
            code = str(error.args[0]) if error.args else ""
            params = error.params if isinstance(error, CodedError) else {}
            text = QCoreApplication.translate(
                "MainWindow", "The game cannot start: {reason}"
            ).format(reason=verdict_text(code, params))
            self._report(QCoreApplication.translate("MainWindow", "New Game"), text, report)
            return False
        self._window.requested_game = options.game
        self._window.set_session(session)
        self._warn_broken_rules(checks, options, report)
        if options.decks[0] or options.decks[1]:
            settings = self._window.settings.current
            for path in options.decks:
                if path is not None:
                    settings = settings.with_recent_deck(str(path))
            if self._window.remember_geometry:
                with contextlib.suppress(StorageError):
                    self._window.settings.update(settings)
        return True

    def _warn_broken_rules(
        self, checks: SeatChecks, options: NewGameOptions, report: Report | None
    ) -> None:
        """After a manual-mode start with decks that break the rules: say so."""
        warning = QCoreApplication.translate(
            "MainWindow",
            "Manual mode: the deck of {player} breaks the deck rules; the game starts anyway.",
        )
        summary = " ".join(
            warning.format(player=seat_name(options.players, seat))
            for seat, check in enumerate(checks)
            if check is not None and check.broken_rules
        )
        if not summary:
            return
        self._window.show_message("⚠ " + summary)
        if report is not None:
            report(summary + "\n" + deck_report(checks, options))

    def start_with_decks(
        self, decks: tuple[Path | None, Path | None], report: Report | None = None
    ) -> bool:
        """Start the game on the table anew with these deck files (None: the demo deck), in
        the window's game and mode (see :meth:`start_game`)."""
        return self.start_game(
            NewGameOptions(game=self._window.game_id, mode=self._window.session.mode, decks=decks),
            report,
        )

    def _report(self, title: str, text: str, report: Report | None) -> None:
        if report is not None:
            report(text)
        else:
            QMessageBox.warning(self._window, title, text)

    def open_game(self) -> None:
        """Game → Open: choose a save file and open it (once unsaved play may go)."""
        if not self.may_discard():
            return
        name, _ = QFileDialog.getOpenFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Open Game"),
            start_path(self._window),
            _file_filter(),
        )
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path, report: Report | None = None) -> bool:
        """Open a save file; False (and a message) when it cannot be opened or replayed.

        The game on the table stays when the file is bad; the file itself is never changed.
        The message goes to ``report`` when given (the command line), else to a message box.
        A long save with a usable snapshot, opened in the window behind the curtain, shows it at
        once and is checked in the background (see the module docstring); any other is replayed
        first (and a snapshot it holds checked then).
        """
        try:
            saved = load_game(path)
            long = len(saved.log) + len(saved.redo) >= BACKGROUND_FROM
            shown = shown_controller(saved) if report is None and long else None
            if shown is not None and shown.ruleset.actor(shown.state) is not None:
                self._show_unchecked(saved, shown, path)
                remember_folder(self._window, path)
                return True
            if saved.snapshot is None:
                session = GameSession.from_saved(
                    saved, autosave=self._window.autosave, path=path, parent=self._window
                )
                matches = saved.snapshot_error is None  # none, or one not well formed
            else:
                check = check_save(saved)
                if check.error is not None:
                    raise check.error
                remove_stale_temps_of(path)
                session = self._checked_session(check, path, saved.seats)
                matches = check.matches
        except (StorageError, CodedError) as error:
            self._report(
                QCoreApplication.translate("MainWindow", "Open Game"),
                self._unreadable(path, error),
                report,
            )
            return False
        self._window.requested_game = session.game_id
        self._window.set_session(session)
        self._window.resume_at_actor()
        remember_folder(self._window, path)
        if saved.snapshot_error is not None:
            self._tell_malformed(path, saved.snapshot_error, report)
        elif not matches:
            self._tell_mismatch(path, None, report)
        return True

    def _unreadable(self, path: Path, error: CodedError) -> str:
        reason = (
            replay_error_text(error.code, error.params)
            if isinstance(error, ReplayError)
            else verdict_text(error.code, error.params)
        )
        return QCoreApplication.translate("MainWindow", "{file} cannot be opened: {reason}").format(
            file=path.name, reason=reason
        )

    def _checked_session(self, check: SaveCheck, path: Path, seats: Seats) -> GameSession:
        """The game its moves make; saved to ``path`` again only when they all replayed."""
        return GameSession(
            check.controller,
            autosave=self._window.autosave,
            path=path if check.complete else None,
            parent=self._window,
            seats=seats,
        )

    # ---------------------------------------------------------------- the background check

    @property
    def checking(self) -> bool:
        """True while the save on the table is shown from its snapshot, not yet checked."""
        return self._check is not None and self._check[0].running

    def finish_check(self) -> None:
        """Wait for the check of the save on the table to end (nothing to do if none runs):
        before the table is seen and before the game is written."""
        if self._check is not None:
            self._check[0].finish()

    def _show_unchecked(self, saved: SavedGame, shown: UncheckedController, path: Path) -> None:
        window = self._window
        remove_stale_temps_of(path)
        session = GameSession(shown, autosave=False, path=path, parent=window, seats=saved.seats)
        check = BackgroundCheck(saved, window)
        self._check = (check, session, path)
        check.done.connect(lambda: self._checked(check))
        if not self._watching_curtain:
            window.hot_seat.curtain.confirmed.connect(self.finish_check)
            self._watching_curtain = True
        window.requested_game = session.game_id
        window.set_session(session)
        window.resume_at_actor()
        check.start()
        if window.hot_seat.curtain.isHidden():  # nothing hides the table: never show it unchecked
            check.finish()

    def _checked(self, check: BackgroundCheck) -> None:
        """The replay of the save on the table ended: its game takes the snapshot's place."""
        if self._check is None or self._check[0] is not check:
            return
        _, shown, path = self._check
        self._check = None
        check.deleteLater()
        window = self._window
        if window.session is not shown:  # another game was put on the table meanwhile
            return
        result = check.result
        if result is None:  # the game cannot even be set up (the snapshot's was, though)
            assert check.failure is not None
            self._report(
                QCoreApplication.translate("MainWindow", "Open Game"),
                self._unreadable(path, check.failure),
                None,
            )
            self.start_with_decks((None, None))
            return
        covered = not window.hot_seat.curtain.isHidden()
        window.set_session(self._checked_session(result, path, shown.seats))
        if covered:
            window.resume_at_actor()  # the curtain again, naming the last move now known
        if not result.matches:
            self._tell_mismatch(path, result, None)

    def _tell_malformed(self, path: Path, error: CodedError, report: Report | None) -> None:
        """Say that the save's snapshot is not well formed, and that its moves rebuilt it."""
        text = QCoreApplication.translate(
            "MainWindow",
            "The snapshot of the position in {file} cannot be read: {reason} The game was "
            "rebuilt from its moves, which are the record of the game: it is shown as they "
            "leave it, and nothing was lost.",
        ).format(file=path.name, reason=verdict_text(error.code, error.params))
        self._report(QCoreApplication.translate("MainWindow", "Open Game"), text, report)

    def _tell_mismatch(self, path: Path, result: SaveCheck | None, report: Report | None) -> None:
        """Say that the save's snapshot is not what its moves give, and what was done."""
        text = QCoreApplication.translate(
            "MainWindow",
            "The snapshot of the position in {file} does not match its moves. The game was "
            "rebuilt from its moves, which are the record of the game: it is shown as they "
            "leave it, and nothing was lost.",
        ).format(file=path.name)
        if result is not None and result.error is not None:
            replay = result.replay
            reason = replay_error_text(result.error.code, result.error.params)
            text += "\n" + QCoreApplication.translate(
                "MainWindow",
                "Its moves replay only up to action {count} of {total}: {reason} The game is "
                "shown as far as they go; the file is left as it is, and saving asks for a new "
                "name.",
            ).format(count=replay.replayed, total=replay.total, reason=reason)
        self._report(QCoreApplication.translate("MainWindow", "Open Game"), text, report)

    def save_game(self) -> bool:
        """Game → Save: to the game's file (or one chosen); False when it was not saved."""
        self.finish_check()  # a save whose moves did not all replay is not saved over
        path = self._window.session.path
        if path is None:
            return self.save_game_as()
        return self._save_to(path)

    def save_game_as(self) -> bool:
        """Game → Save As: to a file chosen; False when it was not saved."""
        current = self._window.session.path
        name, _ = QFileDialog.getSaveFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Save Game"),
            start_path(self._window, current.name if current is not None else ""),
            _file_filter(),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".tabletop":
            path = path.with_name(path.name + ".tabletop")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        self.finish_check()  # the game written is the replayed one, with its whole log
        try:
            self._window.session.save(path)
        except StorageError as error:
            QMessageBox.warning(
                self._window,
                QCoreApplication.translate("MainWindow", "Save Game"),
                QCoreApplication.translate("MainWindow", "The game was not saved: {reason}").format(
                    reason=verdict_text(error.code, error.params)
                ),
            )
            return False
        remember_folder(self._window, path)
        show_title(self._window, self._window.session)  # its file named, no longer marked
        self._window.show_message(
            QCoreApplication.translate("MainWindow", "Saved to {file}.").format(file=path.name)
        )
        return True

    def open_replay_viewer(self) -> None:
        """Game → Replay Viewer: choose a save file and step through its game."""
        from tabletop.ui.dialogs.replay import ReplayViewer

        name, _ = QFileDialog.getOpenFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Replay a Game"),
            start_path(self._window),
            _file_filter(),
        )
        if not name:
            return
        try:
            viewer = ReplayViewer(load_game(Path(name)), self._window)
        except (StorageError, CodedError) as error:
            QMessageBox.warning(
                self._window,
                QCoreApplication.translate("MainWindow", "Replay a Game"),
                verdict_text(error.code, error.params),
            )
            return
        remember_folder(self._window, Path(name))
        viewer.show()


def _file_filter() -> str:
    return QCoreApplication.translate("MainWindow", "Tabletop games (*.tabletop)")
