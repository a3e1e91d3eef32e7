"""The main window after its first paint: the table, the step bar, the docks, the status bar
and the game (:meth:`MainWindow.complete <tabletop.ui.window.main_window.MainWindow.complete>`).

The engine, the game on the table, its card sets and the docks are imported here, so that a
start shows the window before it pays for them (:mod:`tabletop.ui.window.shell`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine import Mode
from tabletop.games import import_game
from tabletop.ui.remote.menu import RemotePlay
from tabletop.ui.session import FREE, NewGameOptions
from tabletop.ui.settings_owner import SettingsOwner, settings_owner
from tabletop.ui.table.menus import submit_chosen
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.step_bar import StepBar
from tabletop.ui.table.view import TableView
from tabletop.ui.wheel_guard import install_wheel_guard
from tabletop.ui.window.announcements import Announcements
from tabletop.ui.window.choosers import DialogChooser
from tabletop.ui.window.chrome import ChromeRefresh
from tabletop.ui.window.docks import WindowDocks, restore_geometry
from tabletop.ui.window.first_size import DEFAULT_SIZE, fill_screen
from tabletop.ui.window.game_files import GameFiles
from tabletop.ui.window.hot_seat import HotSeat
from tabletop.ui.window.play import TablePlay
from tabletop.ui.window.status import WindowStatus

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow


def build_window(window: MainWindow, settings: SettingsOwner | None) -> None:
    """Build the rest of ``window`` and start a new game of its requested game, with the
    user's ``settings`` (None: the app's :func:`settings_owner`)."""
    install_wheel_guard()  # the wheel over a dialog's field scrolls the dialog
    window._game = window.requested_game if import_game(window.requested_game) else FREE
    window._announcements = Announcements(window)
    window.files = GameFiles(window)
    window.remote = RemotePlay(window)
    window._settings = settings if settings is not None else settings_owner()
    current = window._settings.current
    window.confirm_discard = current.confirmations.discard_unsaved_game
    window._confirmations = current.confirmations.model_copy()
    window._image_folder = current.card_image_folder

    scene = window._scene = TableScene(window)
    scene.set_animation_speed(current.animation_speed)
    view = window._view = TableView(scene, window)
    scene.chooser = DialogChooser(view)  # the table's choices, in dialogs
    window.setCentralWidget(view)  # the empty table of the first paint goes
    window.hot_seat = HotSeat(window)
    window.chrome = ChromeRefresh(lambda: window._refresh_chrome(), view.viewport(), window)

    step_bar = window._step_bar = StepBar(window)
    window._step_toolbar.addWidget(step_bar)
    window.play = TablePlay(window)
    step_bar.next_clicked.connect(window.play.next_step)
    step_bar.pass_clicked.connect(window.play.end_turn)
    step_bar.action_chosen.connect(lambda action: submit_chosen(scene, action))
    window.hot_seat.answers.chosen.connect(step_bar.choose)
    step_bar.offers_changed.connect(window.hot_seat.follow)  # the answers follow the bar
    step_bar.explained.connect(lambda reason: window.show_message("✖ " + reason, error=True))

    window.docks = WindowDocks(window, window.show_message)
    window.preview_dock, window.history_dock, window.log_dock, window.calculator_dock = (
        window.docks.all
    )
    scene.card_focused.connect(window._preview_card)
    scene.status.connect(window.show_message)
    scene.look_requested.connect(window._look_through)

    view_menu = window.menu_actions.menu("view")
    view_menu.addSeparator()
    for dock in window.docks.all:
        view_menu.addAction(dock.toggleViewAction())
    window.status = WindowStatus(window)
    view.zoom_changed.connect(window.status.show_zoom)

    if not window.isVisible():  # (a window shown first has its size)
        window.resize(*DEFAULT_SIZE)
    if window.remember_geometry:
        if not current.window_geometry and not window.isVisible():
            fill_screen(window)  # a first start: most of the screen
        restore_geometry(window, window.docks, current)
    window.docks.adapt()  # a narrow window's docks as tabs from the start
    options = NewGameOptions(
        game=window._game,
        mode=Mode(window._mode or current.default_mode),
        open_hands=window._open_hands,
    )
    window.set_session(window.files.new_session(options))
    window.retranslate_ui()
    window._settings.changed.connect(window._follow_settings)
