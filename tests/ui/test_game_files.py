"""Game files (issue 25, finding 10): the file dialogs open in the saves folder of the user's
data folder, then in the folder last used (remembered in the settings); the window title names
the file and marks unsaved play, with the app's name once."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tabletop.storage import load_settings
from tabletop.ui import app
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions
from tabletop.ui.window import title


class Dialogs:
    """Stands in for the file dialogs: records where each opened, answers ``answer``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.opened: list[str] = []
        self.answer = ""
        for name in ("getSaveFileName", "getOpenFileName"):
            monkeypatch.setattr(QFileDialog, name, self._ask)

    def _ask(
        self, parent: Any, caption: str, start: str, *rest: Any, **kwargs: Any
    ) -> tuple[str, str]:
        self.opened.append(start)
        return self.answer, ""


def window_at(qtbot: QtBot, game: str = "dbgt") -> MainWindow:
    window = MainWindow(game, remember_geometry=True, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def shown_title(window: MainWindow) -> str:
    """The title as the window system shows it (the ``[*]`` mark replaced)."""
    handle = window.windowHandle()
    assert handle is not None
    return handle.title()


def test_the_dialogs_open_in_the_saves_folder_then_in_the_last_folder_used(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tabletop_home: Path, tmp_path: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = window_at(qtbot)
    saves = tabletop_home / "data" / "saves"
    elsewhere = tmp_path / "my games"
    elsewhere.mkdir()
    dialogs.answer = str(elsewhere / "first")
    assert window.files.save_game_as()
    assert dialogs.opened == [str(saves)] and saves.is_dir()  # never the working directory
    assert (elsewhere / "first.tabletop").is_file()
    assert load_settings().game_folder == str(elsewhere)  # remembered for the next start
    dialogs.answer = ""
    window.open_game()
    window.open_replay_viewer()
    assert window.files.save_game_as() is False
    assert dialogs.opened[1:] == [str(elsewhere), str(elsewhere), str(elsewhere / "first.tabletop")]
    shutil.rmtree(elsewhere)  # a folder gone: the saves folder again
    window.open_game()
    assert dialogs.opened[-1] == str(saves)


def test_a_game_opened_remembers_its_folder(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = window_at(qtbot)
    dialogs.answer = str(tmp_path / "kept.tabletop")
    assert window.files.save_game_as()
    other = tmp_path / "other"
    other.mkdir()
    shutil.copyfile(tmp_path / "kept.tabletop", other / "copy.tabletop")
    dialogs.answer = str(other / "copy.tabletop")
    window.open_game()
    assert window.session.path == other / "copy.tabletop"
    assert load_settings().game_folder == str(other)


def test_headless_windows_do_not_remember_a_folder(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = MainWindow("dbgt", remember_geometry=False, autosave=False)
    qtbot.addWidget(window)
    dialogs.answer = str(tmp_path / "g.tabletop")
    assert window.files.save_game_as()
    assert load_settings().game_folder is None


def test_the_title_names_the_file_and_marks_unsaved_play(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = window_at(qtbot)
    assert shown_title(window) == "Untitled — Dragon Ball GT — Tabletop"
    assert not window.isWindowModified()
    window.next_step()
    assert window.isWindowModified()
    assert shown_title(window) == "Untitled* — Dragon Ball GT — Tabletop"
    dialogs.answer = str(tmp_path / "evening")
    assert window.files.save_game_as()
    assert shown_title(window) == "evening.tabletop — Dragon Ball GT — Tabletop"
    window.next_step()
    assert shown_title(window) == "evening.tabletop* — Dragon Ball GT — Tabletop"
    assert window.files.save_game()
    assert not window.isWindowModified()
    other = window_at(qtbot, "yyh")
    assert other.load_file(tmp_path / "evening.tabletop")
    assert shown_title(other) == "evening.tabletop — Dragon Ball GT — Tabletop"
    other.set_language("ja")
    try:
        QApplication.processEvents()  # widgets get their LanguageChange events
        assert shown_title(other) == "evening.tabletop — ドラゴンボールGT — Tabletop"
        assert other.start_game(NewGameOptions(game="yyh"))
        assert shown_title(other) == "無題 — 幽☆遊☆白書 — Tabletop"
    finally:
        other.set_language("en")
        QApplication.processEvents()


def test_the_app_name_is_in_the_title_once() -> None:
    assert title.APP_NAME == app.APP_NAME  # Qt adds the display name to a title without it
    assert title.window_title(None, "Yu Yu Hakusho").count(app.APP_NAME) == 1
    assert title.window_title(None, "Yu Yu Hakusho").endswith(" — " + app.APP_NAME)
