"""The main window: the table in the middle, menus, and a status bar."""

from __future__ import annotations

import sys

from PySide6.QtCore import QByteArray, QEvent
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget
from typing_extensions import override

from tabletop import __version__
from tabletop.games import game_ids
from tabletop.storage import StorageError, load_settings, save_settings
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.view import TableView

FREE = "free"
DEFAULT_SIZE = (1280, 800)


class MainWindow(QMainWindow):
    """The application window.

    ``game`` is the requested game id (``dbgt``, ``yyh`` or ``free``); a game whose ruleset is
    not registered (:func:`tabletop.games.game_ids`) falls back to the free table, and the status
    bar says so. ``mode`` is the rules-assist mode (``enforced`` or ``manual``); a free table
    checks no rules. ``remember_geometry`` restores and stores the window geometry and state in
    the user's settings (off for ``--smoke`` and ``--screenshot``).
    """

    def __init__(
        self,
        game: str = "dbgt",
        mode: str = "enforced",
        *,
        remember_geometry: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self._requested_game = game
        self._game = game if game in game_ids() else FREE
        self._mode = mode
        self._remember_geometry = remember_geometry

        self._scene = TableScene(self)
        self._view = TableView(self._scene, self)
        self.setCentralWidget(self._view)

        self._create_actions()
        self._create_menus()
        self._notice_label = QLabel(self)  # a widget, not showMessage(): menu hovers clear those
        self._game_label = QLabel(self)
        self._zoom_label = QLabel(self)
        self.statusBar().addWidget(self._notice_label, 1)
        self.statusBar().addPermanentWidget(self._game_label)
        self.statusBar().addPermanentWidget(self._zoom_label)
        self._view.zoom_changed.connect(self._show_zoom)

        self.resize(*DEFAULT_SIZE)
        if remember_geometry:
            _restore_geometry(self)
        self.retranslate_ui()

    @property
    def view(self) -> TableView:
        """The table view (the central widget)."""
        return self._view

    @property
    def scene(self) -> TableScene:
        """The table scene."""
        return self._scene

    @property
    def game_id(self) -> str:
        """The game on the table (``free`` when the requested one is not available)."""
        return self._game

    def notice(self) -> str:
        """The lasting notice on the left of the status bar ('' when there is none)."""
        return self._notice_label.text()

    def _create_actions(self) -> None:
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.zoom_in_action = QAction(self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(self._view.zoom_in)

        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(self._view.zoom_out)

        self.fit_action = QAction(self)
        self.fit_action.setShortcut(QKeySequence("Ctrl+0"))
        self.fit_action.triggered.connect(self._view.fit_to_window)

        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        """Set every user-visible string; runs at start and on every language change."""
        self.setWindowTitle(self.tr("Tabletop — {game}").format(game=self._game_name(self._game)))
        self.game_menu.setTitle(self.tr("&Game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom &Out"))
        self.fit_action.setText(self.tr("&Fit Table to Window"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Tabletop"))
        if self._game == FREE:
            self._game_label.setText(self.tr("Free table: no rules checked"))
        elif self._mode == "manual":
            self._game_label.setText(self.tr("Manual mode: rules only warn"))
        else:
            self._game_label.setText(self.tr("Enforced mode: illegal moves are refused"))
        self._show_zoom(self._view.zoom())
        if self._game != self._requested_game:
            self._notice_label.setText(
                self.tr(
                    "The {game} rules are not available yet; this is a free table without rules."
                ).format(game=self._game_name(self._requested_game))
            )

    def _game_name(self, game: str) -> str:
        if game == "dbgt":
            return self.tr("Dragon Ball GT")
        if game == "yyh":
            return self.tr("Yu Yu Hakusho")
        return self.tr("Free table")

    def _show_zoom(self, zoom: float) -> None:
        self._zoom_label.setText(self.tr("Zoom {percent}%").format(percent=round(zoom * 100)))

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

    @override
    def changeEvent(self, event: QEvent) -> None:
        """Re-translate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        """Store the window geometry, then close."""
        if self._remember_geometry:
            _store_geometry(self)
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
