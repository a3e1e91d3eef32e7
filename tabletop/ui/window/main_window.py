"""The main window: the table in the middle, the step bar, docks, menus and a status bar."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QToolBar,
    QToolTip,
    QWidget,
)

from tabletop.i18n.manager import LanguageManager
from tabletop.options import DEFAULT_GAME
from tabletop.ui.window.actions import WindowActions
from tabletop.ui.window.first_size import DEFAULT_SIZE, fill_screen
from tabletop.ui.window.shell import EarlySettings, EmptyTable, override
from tabletop.ui.window.title import show_title
from tabletop.ui.window.tools_menu import ToolsAndHelp

if TYPE_CHECKING:  # the engine, the games and the table come after the first paint
    from tabletop.engine import Action, Verdict
    from tabletop.storage import Settings
    from tabletop.storage.settings import Confirmations
    from tabletop.ui.docks.calculator import CalculatorDock
    from tabletop.ui.docks.history import HistoryDock
    from tabletop.ui.docks.log import LogDock
    from tabletop.ui.docks.preview import PreviewDock
    from tabletop.ui.remote.menu import RemotePlay
    from tabletop.ui.session import GameSession, NewGameOptions
    from tabletop.ui.settings_owner import SettingsOwner
    from tabletop.ui.table.curtain import Curtain
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.step_bar import StepBar
    from tabletop.ui.table.view import TableView
    from tabletop.ui.window.announcements import Announcements
    from tabletop.ui.window.chrome import ChromeRefresh
    from tabletop.ui.window.docks import WindowDocks
    from tabletop.ui.window.game_files import GameFiles, Report
    from tabletop.ui.window.hot_seat import HotSeat
    from tabletop.ui.window.play import TablePlay
    from tabletop.ui.window.status import WindowStatus


class MainWindow(ToolsAndHelp, QMainWindow):
    """The application window.

    ``game`` is the requested game id (``dbgt``, ``yyh`` or ``free``); a game whose ruleset is
    not registered falls back to the free table, and the status bar says so. ``mode`` is the
    rules-assist mode (``enforced`` or ``manual``; None: the default mode of the settings).
    ``remember_geometry`` restores and stores the window geometry and state in the user's
    settings (off for ``--smoke`` and ``--screenshot``); ``autosave`` (default: the same) keeps
    an autosave journal of the game. ``settings`` holds the user's settings (default: the app's
    :func:`settings_owner`).

    With ``early`` (what :func:`~tabletop.ui.window.shell.peek_settings` read), the window is
    built only as far as its first paint needs: the menus, the step bar's place and the empty
    table, in the language and at the geometry of ``early``; :meth:`complete` then builds the
    rest and puts the game on the table. Without it, the window is complete at once.
    """

    # Built by :meth:`complete` (:func:`~tabletop.ui.window.build.build_window`):
    files: GameFiles
    remote: RemotePlay
    hot_seat: HotSeat
    play: TablePlay
    docks: WindowDocks
    preview_dock: PreviewDock
    history_dock: HistoryDock
    log_dock: LogDock
    calculator_dock: CalculatorDock
    status: WindowStatus
    confirm_discard: bool
    _announcements: Announcements
    _settings: SettingsOwner
    _confirmations: Confirmations
    _image_folder: str | None
    _scene: TableScene
    _view: TableView
    _step_bar: StepBar
    chrome: ChromeRefresh

    def __init__(
        self,
        game: str = DEFAULT_GAME,
        mode: str | None = None,
        *,
        remember_geometry: bool = True,
        autosave: bool | None = None,
        open_hands: bool = False,
        languages: LanguageManager | None = None,
        settings: SettingsOwner | None = None,
        early: EarlySettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.requested_game = game
        self._game = game
        self._remember_geometry = remember_geometry
        self._autosave = remember_geometry if autosave is None else autosave
        self._languages = languages
        self._session: GameSession | None = None
        self._open_hands = open_hands
        self._mode = mode
        self._complete = False
        self.setCentralWidget(EmptyTable(self))
        self._step_toolbar = QToolBar(self)
        self._step_toolbar.setObjectName("StepToolBar")
        self._step_toolbar.setMovable(False)
        self.addToolBar(self._step_toolbar)  # at the top
        self.menu_actions = WindowActions(self)
        language = self._languages.language if self._languages is not None else "en"
        self.menu_actions["japanese" if language == "ja" else "english"].setChecked(True)
        self.statusBar()
        if early is None:
            self.complete(settings)
            return
        self.resize(*DEFAULT_SIZE)
        if remember_geometry:
            geometry = early.window_geometry
            if not (geometry and self.restoreGeometry(QByteArray.fromBase64(geometry.encode()))):
                fill_screen(self)  # a first start: most of the screen
        self.retranslate_ui()

    @property
    def completed(self) -> bool:
        """True once :meth:`complete` has built the window and put the game on the table."""
        return self._complete

    def complete(self, settings: SettingsOwner | None = None) -> None:
        """Build the table, the step bar, the docks and the status bar, and start a new game
        of the requested game with ``settings`` (None: the app's); nothing when the window
        is complete already."""
        if not self._complete:
            self._complete = True
            # the rest of the window loads after the first paint (a faster start)
            from tabletop.ui.window.build import build_window

            build_window(self, settings)

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
        """The game on the table (the window is completed first if it is not yet)."""
        if self._session is None:
            self.complete()
        assert self._session is not None
        return self._session

    @property
    def autosave(self) -> bool:
        """Whether games on this window keep an autosave journal."""
        return self._autosave

    @property
    def curtain(self) -> Curtain:
        """The hand-over curtain over the table."""
        return self.hot_seat.curtain

    @property
    def settings(self) -> SettingsOwner:
        """The owner of the user's settings."""
        return self._settings

    @property
    def remember_geometry(self) -> bool:
        """Whether this window keeps its geometry, recent decks and language in the settings
        (off for ``--smoke`` and ``--screenshot``)."""
        return self._remember_geometry

    @property
    def step_bar(self) -> StepBar:
        """The bar of the turn's steps above the table."""
        return self._step_bar

    @property
    def game_id(self) -> str:
        """The game on the table (``free`` when the requested one is not available)."""
        return self._game

    def notice(self) -> str:
        """The lasting notice in the status bar ('' when there is none)."""
        return self.status.notice_label.text()

    def message(self) -> str:
        """The last action message in the status bar (a refusal's reason, a warning)."""
        return self.status.message_label.text()

    # ---------------------------------------------------------------- sessions

    def set_session(self, session: GameSession) -> None:
        """Put ``session`` on the table (the old one ends; its journal is deleted)."""
        from tabletop.ui.docks.log import HANDS_SHOWN

        self.complete()
        self.remote.session_replaced(session)
        old = self._session
        if old is not None:
            for signal, slot in self._session_connections(old):
                signal.disconnect(slot)
            old.close()
            old.deleteLater()
        self._session = session
        self._game = session.game_id
        self._announcements.start(session)
        for signal, slot in self._session_connections(session):
            signal.connect(slot)
        session.set_confirmation(self.confirm_action)
        session.automatic_steps = True  # steps with no choice pass by themselves (enforced)
        self._scene.set_session(session)
        self.preview_dock.set_session(session)
        self._view.fit_to_window()
        self.log_dock.set_session(session)
        self.history_dock.set_session(session)
        self.calculator_dock.set_session(session)
        self._step_bar.set_steps(session.steps())
        self.menu_actions["open_hands"].setChecked(session.open_hands)
        if session.open_hands:
            self.log_dock.add_note(HANDS_SHOWN)
        self._refresh_chrome()
        self.retranslate_ui()
        self.status.autosave_changed()
        self._announcements.announce_setup(session)
        self.hot_seat.start()

    def _session_connections(self, session: GameSession):  # type: ignore[no-untyped-def]
        return [
            (session.changed, self._on_changed),
            (session.refused, self._on_refused),
            (session.warned, self._on_warned),
            (session.reset, self._refresh_chrome),
            (session.seat_changed, self._on_seat_changed),
            (session.autosave_changed, self.status.autosave_changed),
        ]

    def autosave_notice(self) -> str:
        """The lasting status-bar notice of a failing autosave ('' while it works)."""
        return self.status.autosave_label.text()

    def _on_changed(self, changes: object, initiator: object) -> None:
        from tabletop.play.automatic import AUTOMATIC

        if initiator != AUTOMATIC:  # a step that passed by itself keeps the move's message
            self.status.clear_message()
        self.chrome.request(after_paint=self._view.releasing)
        self._announcements.after_change()
        self.hot_seat.maybe_hand_over()

    def _on_seat_changed(self, seat: int) -> None:
        # A tooltip shown to the last player (a card of their hand named) goes with them, at
        # once: Qt's hideText() leaves the label up for its fade (300 ms)
        QToolTip.hideText()
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "qtooltip_label":
                widget.hide()
        self._refresh_chrome()

    def _on_refused(self, verdict: Verdict, action: Action) -> None:
        """A refused action, named as the table names it, and why ("Krillin Lv2 cannot go to
        Player 1's Ally now: …")."""
        from tabletop.engine import MoveCard

        session = self.session
        reason = session.verdict_message(verdict)
        if isinstance(action, MoveCard):
            text = self.tr("{card} cannot go to {zone} now: {reason}").format(
                card=session.card_label(action.card),
                zone=session.zone_name(action.to_zone),
                reason=reason,
            )
        else:
            text = self.tr("Not allowed: {action} — {reason}").format(
                action=session.action_text(action), reason=reason
            )
        self.show_message("✖ " + text, error=True)

    def _on_warned(self, verdict: Verdict) -> None:
        text = self.session.verdict_message(verdict)
        self.show_message(
            "⚠ " + self.tr("Against the rules (manual mode): {reason}").format(reason=text)
        )

    def show_message(self, text: str, error: bool = False) -> None:
        """Show a message about the last action in the status bar for a while."""
        self.status.show_message(text, error)

    def _refresh_chrome(self) -> None:
        """Step bar, undo/redo texts, history, log, calculators and preview after any change
        (after a drop, once the table has painted it: :mod:`tabletop.ui.window.chrome`)."""
        from tabletop.engine import Mode

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
        playing = winner is None and not session.spectating  # (a spectator's table: never)
        self._step_bar.next_button.setEnabled(playing)
        self._step_bar.pass_button.setEnabled(playing)
        self._step_bar.set_actions(session)
        undo, redo = self.menu_actions["undo"], self.menu_actions["redo"]
        undo.setEnabled(session.can_undo())
        redo.setEnabled(session.can_redo())
        next_undo = session.next_undo()
        next_redo = session.controller.history.next_redo()
        undo.setText(
            self.tr("&Undo {step}").format(step=session.action_text(next_undo.action))
            if next_undo
            else self.tr("&Undo")
        )
        redo.setText(
            self.tr("&Redo {step}").format(step=session.action_text(next_redo.action))
            if next_redo
            else self.tr("&Redo")
        )
        self.log_dock.refresh()
        self.history_dock.refresh()
        self.calculator_dock.refresh()
        self.preview_dock.follow()
        self.menu_actions["manual"].setChecked(session.mode is Mode.MANUAL)
        self._update_game_label()
        self.hot_seat.follow()  # nothing acts while the table is hidden

    # ---------------------------------------------------------------- hot seat and files

    def hand_over(self) -> None:
        """Give the computer to the other player by hand (see :class:`HotSeat`)."""
        self.hot_seat.hand_over()

    def resume_at_actor(self) -> None:
        """Open a resumed game at the seat that must act (see :class:`HotSeat`)."""
        self.hot_seat.resume_at_actor()

    def start_game(self, options: NewGameOptions, report: Report | None = None) -> bool:
        """Start a new game; False (and a message) when it cannot (see :class:`GameFiles`)."""
        return self.files.start_game(options, report)

    def start_with_decks(
        self, decks: tuple[Path | None, Path | None], report: Report | None = None
    ) -> bool:
        """Start anew with these deck files (see :meth:`GameFiles.start_with_decks`)."""
        return self.files.start_with_decks(decks, report)

    def load_file(self, path: Path, report: Report | None = None) -> bool:
        """Open a save file; False (and a message) when it cannot (see :class:`GameFiles`)."""
        return self.files.load_file(path, report)

    def open_game(self) -> None:
        """Game → Open (see :class:`GameFiles`)."""
        self.files.open_game()

    def open_replay_viewer(self) -> None:
        """Game → Replay Viewer (see :class:`GameFiles`)."""
        self.files.open_replay_viewer()

    # ---------------------------------------------------------------- language

    def retranslate_ui(self) -> None:
        """Set every user-visible string; runs at start and on every language change."""
        if not self._complete:  # the game is named once its package is imported
            self.setWindowTitle(self.tr("Tabletop"))
            self.menu_actions.retranslate()
            self._step_toolbar.setWindowTitle(self.tr("Steps"))
            return
        from tabletop.ui.session import FREE

        self.menu_actions.retranslate()
        self._step_toolbar.setWindowTitle(self.tr("Steps"))
        self.calculator_dock.retranslate_ui()
        self._update_game_label()
        self.status.show_zoom(self._view.zoom())
        if self._game != self.requested_game and self.requested_game != FREE:
            self.status.notice_label.setText(
                self.tr(
                    "The {game} rules are not available yet; this is a free table without rules."
                ).format(game=self._game_name(self.requested_game))
            )
        else:
            self.status.notice_label.setText("")
        self._scene.retranslate()
        if self._session is not None:
            self._refresh_chrome()

    def _update_game_label(self) -> None:
        self.status.show_mode(self._game, self._session.mode if self._session else None)
        show_title(self, self._session)  # the game, its file, and a mark while not saved

    def _game_name(self, game: str) -> str:
        """The name of ``game`` in the interface language (its descriptor's)."""
        from tabletop.ui.card_labels import game_label

        return game_label(game)

    # ---------------------------------------------------------------- play

    def draw_card(self) -> None:
        """Edit → Draw a Card (see :class:`TablePlay`)."""
        self.play.draw_card()

    def shuffle_deck(self) -> None:
        """Edit → Shuffle Deck (see :class:`TablePlay`)."""
        self.play.shuffle_deck()

    def next_step(self) -> None:
        """Edit → Next Step (see :class:`TablePlay`)."""
        self.play.next_step()

    def set_manual(self, on: bool) -> None:
        """Edit → Manual Mode: the rules only warn (on) or refuse illegal moves (off)."""
        from tabletop.engine import Mode

        if self._session is not None:
            self._session.set_mode(Mode.MANUAL if on else Mode.ENFORCED)
            self._update_game_label()

    def _preview_card(self, item: object) -> None:
        from tabletop.ui.table.card_item import CardItem

        if isinstance(item, CardItem) and item.view is not None:
            self.preview_dock.show_view(item.view)
        elif item is None:
            self.preview_dock.clear()  # nothing under the pointer, nothing selected

    def _look_through(self, zone_id: str) -> None:
        from tabletop.ui.dialogs.pile_viewer import PileViewer

        PileViewer(self.session, zone_id, self).open()

    # ---------------------------------------------------------------- questions and settings

    def _ask(self, title: str, text: str, go: str) -> tuple[bool, bool]:
        """A question with a "Don't ask again" box: (go ahead?, stop asking?)."""
        from tabletop.ui.window.questions import ask_with_dont_ask_again

        return ask_with_dont_ask_again(self, title, text, go)

    def confirm_action(self, kind: str, action: Action, verdict: Verdict) -> bool:
        """Before a forced move (manual mode) or an irreversible menu action: go ahead?

        Asked only while the matching confirmation is on in the settings; "Don't ask again"
        turns off that kind of question only (forced moves, or irreversible actions of that
        action kind), and the settings remember it.
        """
        from tabletop.storage import StorageError
        from tabletop.ui.session import FORCED
        from tabletop.ui.window.questions import move_question

        confirmations = self._confirmations
        forced = kind == FORCED
        if not (confirmations.forced_move if forced else confirmations.asks(action.kind)):
            return True
        ok, stop_asking = self._ask(*move_question(self.session, kind, action, verdict))
        if stop_asking:  # this kind of question only: the others are still asked
            if forced:
                confirmations.forced_move = False
            else:
                confirmations.quiet = [*confirmations.quiet, action.kind]
            settings = self._settings.current
            settings.confirmations.forced_move = confirmations.forced_move
            settings.confirmations.quiet = confirmations.quiet
            try:
                self._settings.update(settings)
            except StorageError as error:
                print(f"tabletop: settings not saved: {error}", file=sys.stderr)
        return ok

    def open_settings(self) -> None:
        from tabletop.ui.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self)
        if dialog.exec():
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Store ``settings`` and apply them: language, animations, confirmations, images."""
        from tabletop.storage import StorageError
        from tabletop.ui.settings_owner import not_saved_text

        try:
            changed = self._settings.update(settings)
        except StorageError as error:
            self.show_message(not_saved_text(self._settings.path, error), error=True)
            return  # in effect all the same: the owner told the window
        if not changed:  # nothing new to store, but the window follows them (after --lang)
            self._follow_settings(settings)

    def _follow_settings(self, settings: Settings) -> None:
        """Apply the settings now in effect: language, animations, confirmations, images."""
        self.confirm_discard = settings.confirmations.discard_unsaved_game
        self._confirmations = settings.confirmations.model_copy()
        self._scene.set_animation_speed(settings.animation_speed)
        current = self._languages.language if self._languages is not None else None
        if settings.language not in ("system", current):
            self.set_language(settings.language)
        folder = settings.card_image_folder
        if folder != self._image_folder:
            from tabletop.ui.card_face import clear_cache as clear_face_cache
            from tabletop.ui.card_images import set_image_folder

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
        self.menu_actions["japanese" if language == "ja" else "english"].setChecked(True)
        if self._remember_geometry and self._complete:
            from tabletop.storage import StorageError

            with contextlib.suppress(StorageError, ValueError):
                self._settings.update(language=language)

    # ---------------------------------------------------------------- events

    @property
    def docks_compact(self) -> bool:
        """True when the window is narrow and the card preview is a tab beside the others."""
        return self.docks.compact

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._complete:
            self.docks.adapt()
            QTimer.singleShot(0, self.docks.keep_table_room)  # once the resize is laid out

    @override
    def changeEvent(self, event: QEvent) -> None:
        """Re-translate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved play, store the window geometry, end the session, then close."""
        if self._complete and not self.files.may_discard():
            event.ignore()
            return
        if self._remember_geometry and self._complete:
            from tabletop.ui.window.docks import store_geometry

            store_geometry(self, self._settings)
        if self._complete:
            self.remote.end()  # the other player of a remote game is told
        if self._session is not None:
            self._session.close()
        super().closeEvent(event)
