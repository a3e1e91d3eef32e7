"""The main window's actions and menus, declared as data.

Every menu entry is one row of :data:`ACTIONS`: its id, its text, the menu it is in, the window
method it calls and its shortcuts. :class:`WindowActions` builds the QActions and the menu bar
from the table and sets their texts again on every change of language. Adding an entry to a
menu is adding a row (and the window method it names).

A row's ``handler`` names an attribute path of the window, looked up when the action is
triggered (``"session.undo"`` calls the undo of the game on the table then). It is called with
``args`` when the row has some, else with the new check state when the action is checkable,
else with nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

CONTEXT = "MainWindow"
"""The translation context of the texts in the table."""

Key = QKeySequence.StandardKey
Role = QAction.MenuRole


@dataclass(frozen=True)
class ActionSpec:
    """One menu entry of the main window."""

    id: str
    """The action is ``window.<id>_action`` (and ``WindowActions[id]``)."""
    text: str
    """Its text in English, marked for translation in :data:`CONTEXT` (unless not ``translated``)."""
    menu: str
    """The id of its menu in :data:`MENUS`."""
    handler: str
    """The window attribute path it calls when triggered (``"files.save_game"``, ``"view.zoom_in"``)."""
    shortcuts: tuple[str | QKeySequence.StandardKey, ...] = ()
    group: str = ""
    """Entries of one menu in different groups are parted by a separator."""
    args: tuple[str, ...] = ()
    checkable: bool = False
    exclusive: str = ""
    """Checkable entries with the same name here form an exclusive ``window.<name>_group``."""
    role: QAction.MenuRole = Role.TextHeuristicRole
    translated: bool = True
    """False for texts shown as they are in every language (the language names)."""


MENUS: tuple[tuple[str, str], ...] = (
    ("game", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    ("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    ("view", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    ("tools", QT_TRANSLATE_NOOP("MainWindow", "&Tools")),
    ("language", QT_TRANSLATE_NOOP("MainWindow", "&Language")),
    ("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)
"""The menus of the menu bar, in order: id (the menu is ``window.<id>_menu``) and title."""

# fmt: off
ACTIONS: tuple[ActionSpec, ...] = (
    # id, text, menu, handler, shortcuts, group (a separator between groups), options
    ActionSpec("new", QT_TRANSLATE_NOOP("MainWindow", "&New Game…"), "game", "files.new_game_dialog", (Key.New,), "file"),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "game", "files.open_game", (Key.Open,), "file"),
    ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "game", "files.save_game", (Key.Save,), "file"),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), "game", "files.save_game_as", ("Ctrl+Shift+S",), "file"),
    ActionSpec("host_game", QT_TRANSLATE_NOOP("MainWindow", "&Host Game…"), "game", "remote.host_game_dialog", ("Ctrl+Shift+H",), "remote"),
    ActionSpec("join_game", QT_TRANSLATE_NOOP("MainWindow", "&Join Game…"), "game", "remote.join_game_dialog", ("Ctrl+J",), "remote"),
    ActionSpec("watch_game", QT_TRANSLATE_NOOP("MainWindow", "&Watch Game…"), "game", "remote.watch_game_dialog", ("Ctrl+Shift+J",), "remote"),
    ActionSpec("leave_remote", QT_TRANSLATE_NOOP("MainWindow", "&Leave Remote Game"), "game", "remote.leave", (), "remote"),
    ActionSpec("replay", QT_TRANSLATE_NOOP("MainWindow", "&Replay Viewer…"), "game", "files.open_replay_viewer", (), "more"),
    ActionSpec("settings", QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…"), "game", "open_settings", (Key.Preferences,), "more", role=Role.PreferencesRole),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "game", "close", (Key.Quit,), "quit", role=Role.QuitRole),
    ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "edit", "session.undo", ("Ctrl+Z",), "history"),
    ActionSpec("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "edit", "session.redo", ("Ctrl+Shift+Z", "Ctrl+Y"), "history"),
    ActionSpec("draw", QT_TRANSLATE_NOOP("MainWindow", "&Draw a Card"), "edit", "play.draw_card", ("D",), "turn"),
    ActionSpec("next_step", QT_TRANSLATE_NOOP("MainWindow", "&Next Step"), "edit", "play.next_step", ("N",), "turn"),
    ActionSpec("end_turn", QT_TRANSLATE_NOOP("MainWindow", "&End Turn"), "edit", "play.end_turn", ("P",), "turn"),
    ActionSpec("rotate", QT_TRANSLATE_NOOP("MainWindow", "&Rotate Card"), "edit", "play.rotate_card", ("R",), "card"),
    ActionSpec("rotate_back", QT_TRANSLATE_NOOP("MainWindow", "Rotate Card &Back"), "edit", "play.rotate_card_back", ("Shift+R",), "card"),
    ActionSpec("flip", QT_TRANSLATE_NOOP("MainWindow", "&Turn Card Over"), "edit", "play.turn_card_over", ("F",), "card"),
    ActionSpec("shuffle", QT_TRANSLATE_NOOP("MainWindow", "&Shuffle Deck"), "edit", "play.shuffle_deck", ("S",), "card"),
    ActionSpec("hand_over", QT_TRANSLATE_NOOP("MainWindow", "&Hand Over to the Other Player"), "edit", "hot_seat.hand_over", ("H",), "seat"),
    ActionSpec("manual", QT_TRANSLATE_NOOP("MainWindow", "&Manual Mode (rules only warn)"), "edit", "set_manual", (), "seat", checkable=True),
    ActionSpec("zoom_in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &In"), "view", "view.zoom_in", (Key.ZoomIn,), "zoom"),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &Out"), "view", "view.zoom_out", (Key.ZoomOut,), "zoom"),
    ActionSpec("fit", QT_TRANSLATE_NOOP("MainWindow", "&Fit Table to Window"), "view", "view.fit_to_window", ("Ctrl+0",), "zoom"),
    ActionSpec("open_hands", QT_TRANSLATE_NOOP("MainWindow", "&Open Hands (both hands face up)"), "view", "hot_seat.toggle_open_hands", (), "hands", checkable=True),
    ActionSpec("reset_layout", QT_TRANSLATE_NOOP("MainWindow", "&Reset Layout"), "view", "docks.reset", (), "layout"),
    ActionSpec("deck_editor", QT_TRANSLATE_NOOP("MainWindow", "&Deck Editor…"), "tools", "open_deck_editor", (), ""),
    ActionSpec("card_editor", QT_TRANSLATE_NOOP("MainWindow", "&Card Editor…"), "tools", "open_card_editor", (), ""),
    ActionSpec("import_cards", QT_TRANSLATE_NOOP("MainWindow", "&Import Card Set…"), "tools", "import_card_set", (), "card_sets"),
    ActionSpec("export_cards", QT_TRANSLATE_NOOP("MainWindow", "E&xport Card Set…"), "tools", "export_card_set", (), "card_sets"),
    ActionSpec("english", "English", "language", "set_language", args=("en",), checkable=True, exclusive="language", translated=False),
    ActionSpec("japanese", "日本語", "language", "set_language", args=("ja",), checkable=True, exclusive="language", translated=False),
    ActionSpec("how_to_play", QT_TRANSLATE_NOOP("MainWindow", "How to &Play…"), "help", "show_how_to_play", ()),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Tabletop"), "help", "show_about", role=Role.AboutRole),
)
"""Every menu entry of the main window, in menu order."""
# fmt: on


class WindowActions:
    """The QActions and menus of ``window`` built from ``actions`` and ``menus``.

    Each action is added to the window (its shortcut works while the menu bar is hidden) and
    set as ``window.<id>_action``; each menu as ``window.<id>_menu``.
    """

    def __init__(
        self,
        window: QMainWindow,
        actions: tuple[ActionSpec, ...] = ACTIONS,
        menus: tuple[tuple[str, str], ...] = MENUS,
    ) -> None:
        self._window = window
        self._specs = actions
        self._menu_titles = dict(menus)
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        groups: dict[str, QActionGroup] = {}
        for spec in actions:
            action = QAction(window)
            action.setShortcuts([QKeySequence(key) for key in spec.shortcuts])
            action.setCheckable(spec.checkable)
            action.setMenuRole(spec.role)
            action.triggered.connect(self._trigger(spec))
            if spec.exclusive:
                if spec.exclusive not in groups:
                    groups[spec.exclusive] = QActionGroup(window)
                    setattr(window, f"{spec.exclusive}_group", groups[spec.exclusive])
                groups[spec.exclusive].addAction(action)
            window.addAction(action)
            setattr(window, f"{spec.id}_action", action)
            self._actions[spec.id] = action
        bar = window.menuBar()
        last_group: dict[str, str] = {}
        for menu_id, _title in menus:
            self._menus[menu_id] = bar.addMenu("")
            setattr(window, f"{menu_id}_menu", self._menus[menu_id])
        for spec in actions:
            menu = self._menus[spec.menu]
            if spec.menu in last_group and last_group[spec.menu] != spec.group:
                menu.addSeparator()
            last_group[spec.menu] = spec.group
            menu.addAction(self._actions[spec.id])

    def __getitem__(self, action_id: str) -> QAction:
        return self._actions[action_id]

    def menu(self, menu_id: str) -> QMenu:
        """The menu ``menu_id`` of :data:`MENUS`."""
        return self._menus[menu_id]

    def retranslate(self) -> None:
        """Set the texts of every menu and action in the current language."""
        for menu_id, menu in self._menus.items():
            menu.setTitle(QCoreApplication.translate(CONTEXT, self._menu_titles[menu_id]))
        for spec in self._specs:
            text = QCoreApplication.translate(CONTEXT, spec.text) if spec.translated else spec.text
            self._actions[spec.id].setText(text)

    def _trigger(self, spec: ActionSpec) -> Callable[[bool], None]:
        def trigger(checked: bool = False) -> None:
            handler: Any = self._window
            for name in spec.handler.split("."):
                handler = getattr(handler, name)
            call = cast(Callable[..., object], handler)
            if spec.args:
                call(*spec.args)
            elif spec.checkable:
                call(checked)
            else:
                call()

        return trigger
