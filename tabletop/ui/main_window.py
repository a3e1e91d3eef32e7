"""The main window: the table in the middle, the step bar, docks, menus and a status bar."""

from __future__ import annotations

import contextlib
import errno
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QWidget,
)
from typing_extensions import override

from tabletop import __version__
from tabletop.engine import Action, Flip, Mode, NextStep, Rotate, Shuffle, Verdict
from tabletop.engine.errors import CodedError, ReplayError
from tabletop.engine.view import StateView
from tabletop.games import import_game
from tabletop.games.base import descriptor
from tabletop.i18n.manager import LanguageManager
from tabletop.i18n.reasons import MESSAGES
from tabletop.storage import Settings, StorageError, load_game, load_settings, save_settings
from tabletop.ui.card_face import clear_cache as clear_face_cache
from tabletop.ui.card_images import set_image_folder
from tabletop.ui.deck_checks import DecksRefused, SeatChecks, deck_checks, deck_report
from tabletop.ui.docks.calculator import CalculatorDock
from tabletop.ui.docks.history import HistoryDock
from tabletop.ui.docks.log import HANDS_HIDDEN, HANDS_SHOWN, LogDock
from tabletop.ui.docks.preview import PreviewDock
from tabletop.ui.session import FORCED, FREE, GameSession, NewGameOptions
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.curtain import Curtain
from tabletop.ui.table.names import replay_error_text, seat_name, verdict_text
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.step_bar import StepBar
from tabletop.ui.table.view import TableView

Report = Callable[[str], None]
"""Where a problem is told when not in a message box (the command line: stderr)."""

DEFAULT_SIZE = (1280, 800)
COMPACT_WIDTH = 1000
"""Below this window width the card preview becomes a tab beside the other docks."""
DOCK_SHARE = 0.2
DOCK_MIN_WIDTH = 170
DOCK_MAX_WIDTH = 280
MESSAGE_MS = 8000
MAX_END_TURN_STEPS = 20


class MainWindow(QMainWindow):
    """The application window.

    ``game`` is the requested game id (``dbgt``, ``yyh`` or ``free``); a game whose ruleset is
    not registered falls back to the free table, and the status bar says so. ``mode`` is the
    rules-assist mode (``enforced`` or ``manual``). ``remember_geometry`` restores and stores the
    window geometry and state in the user's settings (off for ``--smoke`` and ``--screenshot``);
    ``autosave`` (default: the same) keeps an autosave journal of the game.
    """

    def __init__(
        self,
        game: str = "dbgt",
        mode: str = "enforced",
        *,
        remember_geometry: bool = True,
        autosave: bool | None = None,
        open_hands: bool = False,
        languages: LanguageManager | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self._requested_game = game
        self._game = game if import_game(game) else FREE
        self._mode = mode
        self._remember_geometry = remember_geometry
        self._autosave = remember_geometry if autosave is None else autosave
        self._languages = languages
        self._session: GameSession | None = None
        self._announced_winner: int | None = None
        self._last_view: StateView | None = None
        settings = load_settings()
        self.confirm_discard = settings.confirmations.discard_unsaved_game
        self._confirmations = settings.confirmations.model_copy()
        self._image_folder = settings.card_image_folder

        self._scene = TableScene(self)
        self._scene.set_animation_speed(settings.animation_speed)
        self._view = TableView(self._scene, self)
        self.setCentralWidget(self._view)
        self._curtain = Curtain(self._view)
        self._curtain.confirmed.connect(self._curtain_lifted)

        self._step_bar = StepBar(self)
        self._step_toolbar = QToolBar(self)
        self._step_toolbar.setObjectName("StepToolBar")
        self._step_toolbar.setMovable(False)
        self._step_toolbar.addWidget(self._step_bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self._step_toolbar)
        self._step_bar.next_clicked.connect(self.next_step)
        self._step_bar.pass_clicked.connect(self.end_turn)

        self.preview_dock = PreviewDock(self)
        self.log_dock = LogDock(self)
        self.history_dock = HistoryDock(self)
        self.calculator_dock = CalculatorDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.preview_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.tabifyDockWidget(self.history_dock, self.log_dock)
        self.tabifyDockWidget(self.log_dock, self.calculator_dock)
        self.history_dock.raise_()
        self._docks_compact = False
        self._wide_state: QByteArray | None = None
        self._size_docks()
        self._scene.card_focused.connect(self._preview_card)
        self._scene.status.connect(self.show_message)
        self._scene.look_requested.connect(self._look_through)

        self._create_actions()
        self._create_menus()
        self._notice_label = QLabel(self)  # a widget, not showMessage(): menu hovers clear those
        self._message_label = QLabel(self)
        self._game_label = QLabel(self)
        self._zoom_label = QLabel(self)
        self._autosave_label = QLabel(self)  # lasting while autosave fails
        self._autosave_label.setObjectName("AutosaveNotice")
        self._autosave_label.setStyleSheet("color: #c62828; font-weight: bold;")
        self.statusBar().addWidget(self._message_label, 2)
        self.statusBar().addWidget(self._notice_label, 1)
        self.statusBar().addWidget(self._autosave_label, 1)
        self.statusBar().addPermanentWidget(self._game_label)
        self.statusBar().addPermanentWidget(self._zoom_label)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self._message_label.setText(""))
        self._view.zoom_changed.connect(self._show_zoom)

        self.resize(*DEFAULT_SIZE)
        if remember_geometry:
            _restore_geometry(self)
        self.set_session(self._new_session(NewGameOptions(game=self._game, mode=mode,
                                                          open_hands=open_hands)))  # fmt: skip
        self.retranslate_ui()

    # ---------------------------------------------------------------- properties

    @property
    def view(self) -> TableView:
        """The table view (the central widget)."""
        return self._view

    @property
    def scene(self) -> TableScene:
        """The table scene."""
        return self._scene

    @property
    def session(self) -> GameSession:
        assert self._session is not None
        return self._session

    @property
    def autosave(self) -> bool:
        """Whether games on this window keep an autosave journal."""
        return self._autosave

    @property
    def curtain(self) -> Curtain:
        return self._curtain

    @property
    def step_bar(self) -> StepBar:
        return self._step_bar

    @property
    def game_id(self) -> str:
        """The game on the table (``free`` when the requested one is not available)."""
        return self._game

    def notice(self) -> str:
        """The lasting notice in the status bar ('' when there is none)."""
        return self._notice_label.text()

    def message(self) -> str:
        """The last action message in the status bar (a refusal's reason, a warning)."""
        return self._message_label.text()

    # ---------------------------------------------------------------- sessions

    def _new_session(self, options: NewGameOptions) -> GameSession:
        return GameSession.new_game(options, autosave=self._autosave, parent=self)

    def set_session(self, session: GameSession) -> None:
        """Put ``session`` on the table (the old one ends; its journal is deleted)."""
        old = self._session
        if old is not None:
            for signal, slot in self._session_connections(old):
                signal.disconnect(slot)
            old.close()
            old.deleteLater()
        self._session = session
        self._game = session.game_id
        self._mode = session.mode.value
        self._announced_winner = session.winner()
        self._last_view = session.view()
        for signal, slot in self._session_connections(session):
            signal.connect(slot)
        session.set_confirmation(self.confirm_action)
        self._scene.set_session(session)
        self.preview_dock.set_session(session)
        self._view.fit_to_window()
        self.log_dock.set_session(session)
        self.history_dock.set_session(session)
        self.calculator_dock.set_session(session)
        self._step_bar.set_steps(session.steps())
        self.open_hands_action.setChecked(session.open_hands)
        if session.open_hands:
            self.log_dock.add_note(HANDS_SHOWN)
        self._refresh_chrome()
        self.retranslate_ui()
        self._autosave_changed()
        self._announce_setup(session)

    def _announce_setup(self, session: GameSession) -> None:
        """A game that has just begun says in the status bar what setup rule applied (as its
        log does); any other game starts with a clear status bar (no message of the last)."""
        actions = [entry.action for entry in session.controller.log]
        announced = session.ruleset.opening_announcements(actions)
        self.show_message(" ".join(session.action_text(action) for action in announced))

    def _session_connections(self, session: GameSession):  # type: ignore[no-untyped-def]
        return [(session.changed, self._on_changed), (session.refused, self._on_refused),
                (session.warned, self._on_warned), (session.reset, self._refresh_chrome),
                (session.seat_changed, self._on_seat_changed),
                (session.autosave_changed, self._autosave_changed)]  # fmt: skip

    def autosave_notice(self) -> str:
        """The lasting status-bar notice of a failing autosave ('' while it works)."""
        return self._autosave_label.text()

    def _autosave_text(self) -> str:
        error = self._session.autosave_error if self._session is not None else None
        if error is None:
            return ""
        reason = (
            self.tr("The disk is full.")
            if error.params.get("errno") == errno.ENOSPC
            else verdict_text(error.code, error.params)
        )
        return self.tr("Autosave failed: {reason} It is tried again at the next action.").format(
            reason=reason
        )

    def _autosave_changed(self) -> None:
        """Autosave stopped working (told in the status bar and one message box, shown once the
        current gesture is over) or works again."""
        text = self._autosave_text()
        was = self._autosave_label.text()
        self._autosave_label.setText(text)
        if text and not was:
            QTimer.singleShot(0, self._tell_autosave_failed)
        elif was and not text:  # shown after the gesture's own message
            QTimer.singleShot(0, self._tell_autosave_works)

    def _tell_autosave_works(self) -> None:
        self.show_message(self.tr("Autosave works again; the autosave file holds the whole game."))

    def _tell_autosave_failed(self) -> None:
        text = self._autosave_text()
        if text:
            QMessageBox.warning(self, self.tr("Autosave"), text)

    def _on_changed(self, changes: object, initiator: object) -> None:
        self._message_label.setText("")
        self._refresh_chrome()
        self._check_winner()
        self._announce_match()
        self._maybe_hand_over()

    def _on_seat_changed(self, seat: int) -> None:
        self._refresh_chrome()

    def _on_refused(self, verdict: Verdict) -> None:
        text = self.session.verdict_message(verdict)
        self.show_message("✖ " + self.tr("Not allowed: {reason}").format(reason=text), error=True)

    def _on_warned(self, verdict: Verdict) -> None:
        text = self.session.verdict_message(verdict)
        self.show_message("⚠ " + self.tr("Against the rules (manual mode): {reason}").format(
            reason=text))  # fmt: skip

    def show_message(self, text: str, error: bool = False) -> None:
        """Show a message about the last action in the status bar for a while."""
        colour = "#c62828" if error else "#b26a00"
        self._message_label.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self._message_label.setText(text)
        self._message_timer.start(MESSAGE_MS)

    def _refresh_chrome(self) -> None:
        """Step bar, undo/redo texts, history, log and calculators after any change."""
        session = self._session
        if session is None:
            return
        values = session.controller.state.values
        turn = values.get("turn")
        winner = session.winner()
        actor = session.actor()
        answering = session.player_name(actor) if actor not in (None, session.active_seat()) else ""
        self._step_bar.set_steps(session.steps())
        self._step_bar.set_state(
            session.step(),
            turn if isinstance(turn, int) and not isinstance(turn, bool) else 0,
            session.player_name(session.active_seat()),
            session.player_name(winner) if winner is not None else "",
            answering,
        )
        self._step_bar.next_button.setEnabled(winner is None)
        self._step_bar.pass_button.setEnabled(winner is None)
        self.undo_action.setEnabled(session.can_undo())
        self.redo_action.setEnabled(session.can_redo())
        next_undo = session.controller.history.next_undo()
        next_redo = session.controller.history.next_redo()
        self.undo_action.setText(self.tr("&Undo {step}").format(
            step=session.action_text(next_undo.action)) if next_undo else self.tr("&Undo"))  # fmt: skip
        self.redo_action.setText(self.tr("&Redo {step}").format(
            step=session.action_text(next_redo.action)) if next_redo else self.tr("&Redo"))  # fmt: skip
        self.log_dock.refresh()
        self.history_dock.refresh()
        self.calculator_dock.refresh()
        self.manual_action.setChecked(session.mode is Mode.MANUAL)
        self._update_game_label()

    def _check_winner(self) -> None:
        session = self.session
        winner = session.winner()
        if winner is None or winner == self._announced_winner:
            self._announced_winner = winner
            return
        self._announced_winner = winner
        reason = session.controller.state.values.get("win_reason")
        text = self.tr("{player} wins the game!").format(player=session.player_name(winner))
        if isinstance(reason, str) and reason:
            # Rulesets name their results "<game>.win.<reason>" (Dragon Ball Victory, Loop, ...).
            code = f"{session.game_id}.win.{reason}"
            text += "\n" + verdict_text(code if code in MESSAGES else reason,
                                        {"player": session.player_name(winner)})  # fmt: skip
        self.show_message("★ " + text.replace("\n", " — "))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Game Over"), text,
                          QMessageBox.StandardButton.Ok, self)  # fmt: skip
        box.setObjectName("WinnerBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.show()

    def _announce_match(self) -> None:
        """What the ruleset announces of the last change (a match won, the next match)."""
        session = self.session
        before, self._last_view = self._last_view, session.view()
        if before is None:
            return
        said = session.ruleset.announcements(before, self._last_view)
        if said:
            self.show_message("⚔ " + " ".join(session.message_text(a.code, a.params) for a in said))

    # ---------------------------------------------------------------- hot seat

    def _maybe_hand_over(self) -> None:
        """When the other player must act (their turn, or an answer in combat), they take the
        computer, behind the curtain unless hands are open."""
        session = self.session
        actor = session.actor()
        if actor is None or actor == session.seat:
            return
        session.set_seat(actor)
        if not session.open_hands:
            # the last move named as the new seat may see it (a hidden card is "a card")
            self._curtain.show_for(session.player_name(actor), self._last_move())

    def resume_at_actor(self) -> None:
        """A resumed game (recovered or loaded) opens at the seat that must act, behind the
        curtain unless hands are open: whoever sits at the computer, the other may be watching."""
        session = self.session
        actor = session.actor()
        seat = actor if actor is not None else session.active_seat()
        session.set_seat(seat)
        if not session.open_hands and actor is not None:
            self._curtain.show_for(session.player_name(seat), self._last_move())

    def _last_move(self) -> str:
        """The last move, named as the seat at the computer may see it ('' if none)."""
        session = self.session
        log = session.controller.log
        if not log:
            return ""
        action = log[-1].action
        return f"{session.player_name(action.seat)} — {session.action_text(action)}"

    def hand_over(self) -> None:
        """Give the computer to the other player by hand (for answers in the other's turn)."""
        session = self.session
        other = 1 - session.seat
        if not session.open_hands:
            self._curtain.show_for(session.player_name(other))
        session.set_seat(other)

    def _curtain_lifted(self) -> None:
        self._view.setFocus()

    def _toggle_open_hands(self, on: bool) -> None:
        """View → Open Hands: both hands face up, once the question naming them is answered
        yes; the log tells when the hands were shown and hidden again."""
        session = self.session
        if on == session.open_hands:
            return
        if on and not self._ask_open_hands():
            self.open_hands_action.setChecked(False)
            return
        session.set_open_hands(on)
        self.log_dock.add_note(HANDS_SHOWN if on else HANDS_HIDDEN)

    def _ask_open_hands(self) -> bool:
        """Show both hands? (the hand of the player at the computer and the other's)."""
        session = self.session
        seat, other = session.player_name(session.seat), session.player_name(1 - session.seat)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Open Hands"),
            self.tr(
                "Show {other}'s hand to {seat}, and {seat}'s hand to {other}?\n\n"
                "Both hands stay face up for whoever is at the computer until Open Hands is "
                "turned off. The game log will say that the hands were shown."
            ).format(seat=seat, other=other),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("OpenHandsBox")
        show = box.addButton(self.tr("Show Both Hands"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.exec()
        ok = box.clickedButton() is show
        box.deleteLater()
        return ok

    # ---------------------------------------------------------------- actions

    def _create_actions(self) -> None:
        def action(shortcuts: list[QKeySequence] | None = None, slot=None) -> QAction:  # type: ignore[no-untyped-def]
            act = QAction(self)
            if shortcuts:
                act.setShortcuts(shortcuts)
            if slot is not None:
                act.triggered.connect(slot)
            self.addAction(act)
            return act

        key = QKeySequence
        self.new_action = action([key(key.StandardKey.New)], self.new_game_dialog)
        self.open_action = action([key(key.StandardKey.Open)], self.open_game)
        self.save_action = action([key(key.StandardKey.Save)], self.save_game)
        self.save_as_action = action([key("Ctrl+Shift+S")], self.save_game_as)
        self.replay_action = action(None, self.open_replay_viewer)
        self.settings_action = action([key(key.StandardKey.Preferences)], self.open_settings)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.undo_action = action([key("Ctrl+Z")], lambda: self.session.undo())
        self.redo_action = action([key("Ctrl+Shift+Z"), key("Ctrl+Y")], lambda: self.session.redo())
        self.draw_action = action([key("D")], self.draw_card)
        self.next_step_action = action([key("N")], self.next_step)
        self.end_turn_action = action([key("P")], self.end_turn)
        self.rotate_action = action([key("R")], lambda: self._on_selected(Rotate, 1))
        self.rotate_back_action = action([key("Shift+R")], lambda: self._on_selected(Rotate, -1))
        self.flip_action = action([key("F")], lambda: self._on_selected(Flip))
        self.shuffle_action = action([key("S")], self.shuffle_deck)
        self.hand_over_action = action([key("H")], self.hand_over)
        self.manual_action = action(None, None)
        self.manual_action.setCheckable(True)
        self.manual_action.toggled.connect(self._set_manual)

        self.zoom_in_action = action([key(key.StandardKey.ZoomIn)], self._view.zoom_in)
        self.zoom_out_action = action([key(key.StandardKey.ZoomOut)], self._view.zoom_out)
        self.fit_action = action([key("Ctrl+0")], self._view.fit_to_window)
        self.open_hands_action = action(None, None)
        self.open_hands_action.setCheckable(True)
        self.open_hands_action.triggered.connect(self._toggle_open_hands)

        self.deck_editor_action = action(None, lambda: self._open_tool("deck_editor"))
        self.card_editor_action = action(None, lambda: self._open_tool("card_editor"))

        self.language_group = QActionGroup(self)
        self.english_action = action(None, lambda: self.set_language("en"))
        self.japanese_action = action(None, lambda: self.set_language("ja"))
        for act in (self.english_action, self.japanese_action):
            act.setCheckable(True)
            self.language_group.addAction(act)
        current = self._languages.language if self._languages is not None else "en"
        (self.japanese_action if current == "ja" else self.english_action).setChecked(True)

        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.new_action, self.open_action, self.save_action,
                                   self.save_as_action])  # fmt: skip
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.replay_action, self.settings_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.draw_action, self.next_step_action, self.end_turn_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.rotate_action, self.rotate_back_action, self.flip_action,
                                   self.shuffle_action])  # fmt: skip
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.hand_over_action, self.manual_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.open_hands_action)
        self.view_menu.addSeparator()
        for dock in (self.preview_dock, self.history_dock, self.log_dock, self.calculator_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.tools_menu = bar.addMenu("")
        self.tools_menu.addActions([self.deck_editor_action, self.card_editor_action])
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions([self.english_action, self.japanese_action])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        """Set every user-visible string; runs at start and on every language change."""
        self.setWindowTitle(self.tr("Tabletop — {game}").format(game=self._game_name(self._game)))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New Game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.replay_action.setText(self.tr("&Replay Viewer…"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.draw_action.setText(self.tr("&Draw a Card"))
        self.next_step_action.setText(self.tr("&Next Step"))
        self.end_turn_action.setText(self.tr("&End Turn"))
        self.rotate_action.setText(self.tr("&Rotate Card"))
        self.rotate_back_action.setText(self.tr("Rotate Card &Back"))
        self.flip_action.setText(self.tr("&Turn Card Over"))
        self.shuffle_action.setText(self.tr("&Shuffle Deck"))
        self.hand_over_action.setText(self.tr("&Hand Over to the Other Player"))
        self.manual_action.setText(self.tr("&Manual Mode (rules only warn)"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom &Out"))
        self.fit_action.setText(self.tr("&Fit Table to Window"))
        self.open_hands_action.setText(self.tr("&Open Hands (both hands face up)"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.deck_editor_action.setText(self.tr("&Deck Editor…"))
        self.card_editor_action.setText(self.tr("&Card Editor…"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.english_action.setText("English")
        self.japanese_action.setText("日本語")
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Tabletop"))
        self._step_toolbar.setWindowTitle(self.tr("Steps"))
        self.calculator_dock.retranslate_ui()
        self._update_game_label()
        self._show_zoom(self._view.zoom())
        if self._game != self._requested_game and self._requested_game != FREE:
            self._notice_label.setText(
                self.tr(
                    "The {game} rules are not available yet; this is a free table without rules."
                ).format(game=self._game_name(self._requested_game))
            )
        else:
            self._notice_label.setText("")
        self._scene.retranslate()
        if self._session is not None:
            self._refresh_chrome()

    def _update_game_label(self) -> None:
        if self._game == FREE:
            self._game_label.setText(self.tr("Free table: no rules checked"))
        elif self._session is not None and self._session.mode is Mode.MANUAL:
            self._game_label.setText(self.tr("Manual mode: rules only warn"))
        else:
            self._game_label.setText(self.tr("Enforced mode: illegal moves are refused"))

    def _game_name(self, game: str) -> str:
        found = descriptor(game)
        return QCoreApplication.translate("Game", found.name) if found else game

    def _show_zoom(self, zoom: float) -> None:
        self._zoom_label.setText(self.tr("Zoom {percent}%").format(percent=round(zoom * 100)))

    # ---------------------------------------------------------------- play

    def _on_selected(self, kind: type, *args: int) -> None:
        card = self._scene.selected_card()
        if card is None or card.uid is None:
            self.show_message(self.tr("Select one of the cards you can see first."))
            return
        self.session.submit(kind(self.session.seat, card.uid, *args), self)

    def draw_card(self) -> None:
        session = self.session
        zone = session.deck_zone(session.seat) or self._find_zone(("deck", "life_deck"))
        action = self._scene.draw_action(zone) if zone else None
        if action is None:
            from tabletop.engine import Draw

            action = Draw(session.seat, 1)
        session.submit(action, self)

    def _find_zone(self, labels: tuple[str, ...]) -> str | None:
        session = self.session
        for zone_id, label in session.zone_labels().items():
            if label in labels and zone_id.startswith(f"p{session.seat}."):
                return zone_id
        return None

    def shuffle_deck(self) -> None:
        session = self.session
        zone = session.deck_zone(session.seat) or self._find_zone(("deck", "life_deck"))
        if zone is None:
            self.show_message(self.tr("There is no deck to shuffle."))
            return
        # A shuffle loses the order for good (undo stops there): a stray S must not do it
        # unasked, so the session asks as for an irreversible menu action.
        session.submit(Shuffle(session.seat, zone), self, from_menu=True)

    def next_step(self) -> None:
        self.session.submit(NextStep(self.session.seat), self)

    def end_turn(self) -> None:
        """Go through the remaining steps until the other player's turn."""
        session = self.session
        start = session.active_seat()
        for _ in range(MAX_END_TURN_STEPS):
            seat = session.active_seat()
            if not session.submit(NextStep(seat), self).applied:
                return
            if session.active_seat() != start or session.winner() is not None:
                return

    def _set_manual(self, on: bool) -> None:
        if self._session is not None:
            self._session.set_mode(Mode.MANUAL if on else Mode.ENFORCED)
            self._update_game_label()

    def _preview_card(self, item: object) -> None:
        if isinstance(item, CardItem) and item.view is not None:
            self.preview_dock.show_view(item.view)

    def _look_through(self, zone_id: str) -> None:
        from tabletop.ui.dialogs.pile_viewer import PileViewer

        PileViewer(self.session, zone_id, self).open()

    # ---------------------------------------------------------------- files

    def confirm_action(self, kind: str, action: Action, verdict: Verdict) -> bool:
        """Before a forced move (manual mode) or an irreversible menu action: go ahead?

        Asked only while the matching confirmation is on in the settings; "Don't ask again"
        turns off that kind of question only (forced moves, or irreversible actions of that
        action kind), and the settings remember it.
        """
        confirmations = self._confirmations
        forced = kind == FORCED
        if not (confirmations.forced_move if forced else confirmations.asks(action.kind)):
            return True
        text = self.session.action_text(action)
        if forced:
            title = self.tr("Against the Rules")
            question = self.tr("“{action}” is against the rules: {reason}").format(
                action=text, reason=self.session.verdict_message(verdict)
            )
            question += "\n" + self.tr("Do it anyway (manual mode)?")
            go = self.tr("Do It Anyway")
        else:
            title = self.tr("Cannot Be Undone")
            question = self.tr(
                "“{action}” shows cards or shuffles, so it cannot be undone. Go ahead?"
            ).format(action=text)
            go = self.tr("Go Ahead")
        ok, stop_asking = self._ask(title, question, go)
        if stop_asking:  # this kind of question only: the others are still asked
            if forced:
                confirmations.forced_move = False
            else:
                confirmations.quiet = [*confirmations.quiet, action.kind]
            settings = load_settings()
            settings.confirmations.forced_move = confirmations.forced_move
            settings.confirmations.quiet = confirmations.quiet
            try:
                save_settings(settings)
            except StorageError as error:
                print(f"tabletop: settings not saved: {error}", file=sys.stderr)
        return ok

    def _ask(self, title: str, text: str, go: str) -> tuple[bool, bool]:
        """A small question with a "Don't ask again" box: (go ahead?, stop asking?)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self
        )
        box.setObjectName("ConfirmBox")
        yes = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(yes)
        box.setCheckBox(QCheckBox(self.tr("Don't ask again"), box))
        box.exec()
        ok = box.clickedButton() is yes
        stop = ok and box.checkBox().isChecked()
        box.deleteLater()
        return ok, stop

    def _confirm_discard(self) -> bool:
        """Ask before unsaved play is thrown away; True to go on."""
        session = self._session
        if session is None or not session.dirty or not self.confirm_discard:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved Game"),
            self.tr("The game in progress has not been saved. Save it first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self) -> None:
        from tabletop.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self, game=self._game)
        if dialog.exec() and self._confirm_discard():
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
            session = self._new_session(options)
        except DecksRefused as refused:
            text = deck_report(refused.checks, options)
            if not any(check is not None and check.unusable for check in refused.checks):
                text += "\n" + self.tr("In manual mode the game starts with these decks anyway.")
            self._report(self.tr("New Game"), text, report)
            return False
        except (ValueError, CodedError, OSError) as error:
            code = str(error.args[0]) if error.args else ""
            params = error.params if isinstance(error, CodedError) else {}
            text = self.tr("The game cannot start: {reason}").format(
                reason=verdict_text(code, params)
            )
            self._report(self.tr("New Game"), text, report)
            return False
        self._requested_game = options.game
        self.set_session(session)
        self._warn_broken_rules(checks, options, report)
        if options.decks[0] or options.decks[1]:
            settings = load_settings()
            for path in options.decks:
                if path is not None:
                    settings = settings.with_recent_deck(str(path))
            if self._remember_geometry:
                with contextlib.suppress(StorageError):
                    save_settings(settings)
        return True

    def _warn_broken_rules(
        self, checks: SeatChecks, options: NewGameOptions, report: Report | None
    ) -> None:
        """After a manual-mode start with decks that break the rules: say so."""
        warning = self.tr("Manual mode: the deck of {player} breaks the deck rules; "
                          "the game starts anyway.")  # fmt: skip
        summary = " ".join(
            warning.format(player=seat_name(options.players, seat))
            for seat, check in enumerate(checks)
            if check is not None and check.broken_rules
        )
        if not summary:
            return
        self.show_message("⚠ " + summary)
        if report is not None:
            report(summary + "\n" + deck_report(checks, options))

    def start_with_decks(
        self, decks: tuple[Path | None, Path | None], report: Report | None = None
    ) -> bool:
        """Start the game on the table anew with these deck files (None: the demo deck), in
        the window's game and mode (see :meth:`start_game`)."""
        return self.start_game(NewGameOptions(game=self._game, mode=self._mode, decks=decks),
                               report)  # fmt: skip

    def _report(self, title: str, text: str, report: Report | None) -> None:
        if report is not None:
            report(text)
        else:
            QMessageBox.warning(self, title, text)

    def open_game(self) -> None:
        if not self._confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open Game"), "",
                                              self.tr("Tabletop games (*.tabletop)"))  # fmt: skip
        if name:
            self.load_file(Path(name))

    def load_file(self, path: Path, report: Report | None = None) -> bool:
        """Open a save file; False (and a message) when it cannot be opened or replayed.

        The game on the table stays when the file is bad; the file itself is never changed.
        The message goes to ``report`` when given (the command line), else to a message box.
        """
        try:
            saved = load_game(path)
            session = GameSession.from_saved(saved, autosave=self._autosave, path=path, parent=self)
        except (StorageError, CodedError) as error:
            reason = (
                replay_error_text(error.code, error.params)
                if isinstance(error, ReplayError)
                else verdict_text(error.code, error.params)
            )
            text = self.tr("{file} cannot be opened: {reason}").format(
                file=path.name, reason=reason
            )
            self._report(self.tr("Open Game"), text, report)
            return False
        self._requested_game = session.game_id
        self.set_session(session)
        self.resume_at_actor()
        return True

    def save_game(self) -> bool:
        path = self.session.path
        if path is None:
            return self.save_game_as()
        return self._save_to(path)

    def save_game_as(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save Game"), "",
                                              self.tr("Tabletop games (*.tabletop)"))  # fmt: skip
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".tabletop":
            path = path.with_name(path.name + ".tabletop")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            self.session.save(path)
        except StorageError as error:
            QMessageBox.warning(self, self.tr("Save Game"),
                                self.tr("The game was not saved: {reason}").format(
                                    reason=verdict_text(error.code, error.params)))  # fmt: skip
            return False
        self.show_message(self.tr("Saved to {file}.").format(file=path.name))
        return True

    def open_replay_viewer(self) -> None:
        from tabletop.ui.dialogs.replay import ReplayViewer

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a Game"), "",
                                              self.tr("Tabletop games (*.tabletop)"))  # fmt: skip
        if not name:
            return
        try:
            viewer = ReplayViewer(load_game(Path(name)), self)
        except (StorageError, CodedError) as error:
            QMessageBox.warning(self, self.tr("Replay a Game"),
                                verdict_text(error.code, error.params))  # fmt: skip
            return
        viewer.show()

    def open_settings(self) -> None:
        from tabletop.ui.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self)
        if dialog.exec():
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Store ``settings`` and apply them: language, animations, confirmations, images."""
        try:
            save_settings(settings)
        except StorageError as error:
            self.show_message(verdict_text(error.code, error.params), error=True)
        self.confirm_discard = settings.confirmations.discard_unsaved_game
        self._confirmations = settings.confirmations.model_copy()
        self._scene.set_animation_speed(settings.animation_speed)
        if settings.language != "system":
            self.set_language(settings.language)
        folder = settings.card_image_folder
        if folder != self._image_folder:
            self._image_folder = folder
            set_image_folder(folder)
            clear_face_cache()
            self._scene.refresh_faces()
            self._preview_card(self._scene.selected_card())

    def set_language(self, language: str) -> None:
        """Switch the interface language live (and remember it)."""
        if self._languages is None:
            self._languages = LanguageManager(self)
        self._languages.set_language(language)
        (self.japanese_action if language == "ja" else self.english_action).setChecked(True)
        settings = load_settings()
        if settings.language != language and self._remember_geometry:
            settings.language = language  # type: ignore[assignment]
            with contextlib.suppress(StorageError):
                save_settings(settings)

    def _open_tool(self, name: str) -> None:
        import importlib

        try:
            module = importlib.import_module(f"tabletop.ui.dialogs.{name}")
        except ImportError:
            self.show_message(self.tr("This tool is not available yet."))
            return
        opener = getattr(module, f"open_{name}", None)
        if opener is None:
            self.show_message(self.tr("This tool is not available yet."))
            return
        opener(self)

    def show_about(self) -> None:
        """Show the About box."""
        QMessageBox.about(
            self,
            self.tr("About Tabletop"),
            self.tr(
                "<h3>Tabletop {version}</h3>"
                "<p>A table for two players on one computer, for the Dragon Ball GT and "
                "Yu Yu Hakusho trading card games, with rules assistance.</p>"
                "<p>Not affiliated with Score Entertainment or the rights holders of "
                "Dragon Ball and Yu Yu Hakusho.</p>"
            ).format(version=__version__),
        )

    # ---------------------------------------------------------------- small windows

    @property
    def docks_compact(self) -> bool:
        """True when the window is narrow and the card preview is a tab beside the others."""
        return self._docks_compact

    def _size_docks(self) -> None:
        """Give the docks a share of the width that leaves the table most of the window."""
        width = self.width()
        dock = max(DOCK_MIN_WIDTH, min(DOCK_MAX_WIDTH, round(width * DOCK_SHARE)))
        self.resizeDocks([self.history_dock], [dock], Qt.Orientation.Horizontal)
        if not self._docks_compact:
            height = self.height()
            self.resizeDocks(
                [self.preview_dock, self.history_dock],
                [round(height * 0.45), round(height * 0.4)],
                Qt.Orientation.Vertical,
            )

    def _adapt_docks(self) -> None:
        """In a narrow window, tabify the card preview with the other docks (and back)."""
        compact = self.width() < COMPACT_WIDTH
        if compact == self._docks_compact:
            return
        preview = self.preview_dock
        docked_right = (
            self.dockWidgetArea(preview) == Qt.DockWidgetArea.RightDockWidgetArea
            and not preview.isFloating()
        )
        if compact and docked_right and not self.tabifiedDockWidgets(preview):
            self._wide_state = self.saveState()
            self.tabifyDockWidget(self.calculator_dock, preview)
            self.history_dock.raise_()
            self._docks_compact = True
        elif not compact and self._docks_compact:
            self._docks_compact = False
            if self._wide_state is not None and self.restoreState(self._wide_state):
                self._wide_state = None
                return
        else:
            return
        self._size_docks()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._adapt_docks()

    @override
    def changeEvent(self, event: QEvent) -> None:
        """Re-translate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved play, store the window geometry, end the session, then close."""
        if not self._confirm_discard():
            event.ignore()
            return
        if self._remember_geometry:
            _store_geometry(self)
        if self._session is not None:
            self._session.close()
        super().closeEvent(event)


def _restore_geometry(window: QMainWindow) -> None:
    """Restore the window geometry and state saved in the user's settings, if any."""
    settings = load_settings()
    if settings.window_geometry:
        window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))
    if settings.window_state:
        window.restoreState(QByteArray.fromBase64(settings.window_state.encode("ascii")))


def _store_geometry(window: QMainWindow) -> None:
    """Save the window geometry and state in the user's settings (best effort)."""
    settings = load_settings()
    settings.window_geometry = _base64(window.saveGeometry())
    settings.window_state = _base64(window.saveState())
    try:
        save_settings(settings)
    except StorageError as error:  # an unwritable config folder must not stop the app closing
        print(f"tabletop: window geometry not saved: {error}", file=sys.stderr)


def _base64(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")
