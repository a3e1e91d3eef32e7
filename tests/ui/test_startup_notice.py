"""The start-up notice: the settings file and user card sets that could not be used, named in
the window (dismissible, translated); an unreadable settings file is not written over at quit.
(The same in a fresh process, as a user starts the app: tests/test_bad_input.py.)"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.storage.settings import load_settings_report, settings_path
from tabletop.ui.main_window import MainWindow
from tabletop.ui.startup_notice import add_startup_notice, startup_notice

CORPUS = Path(__file__).resolve().parents[1] / "data" / "bad"


@pytest.fixture
def bad_user_set(tabletop_home: Path) -> Path:
    """A user card set with a 5,000-digit number, and the database reloaded to see it."""
    path = tabletop_home / "data" / "cards" / "dbgt" / "BAB.json"
    path.parent.mkdir(parents=True)
    shutil.copyfile(CORPUS / "cards-huge-literal.json", path)
    default_database(reload=True)
    yield path
    path.unlink()
    default_database(reload=True)


def _window(qtbot: QtBot, remember: bool = False) -> MainWindow:
    window = MainWindow("dbgt", remember_geometry=remember)
    qtbot.addWidget(window)
    return window


def test_a_bad_card_set_is_named_until_dismissed(qtbot: QtBot, bad_user_set: Path) -> None:
    window = _window(qtbot)
    notice = add_startup_notice(window, settings_path(), None)
    assert notice is not None and startup_notice(window) is notice
    assert notice.text().splitlines() == [
        "Some of your files could not be used:",
        f"• Card set {bad_user_set} was not loaded: The file holds a number that cannot be read: "
        "111111111111…111111111111.",
    ]
    window.show()
    qtbot.waitExposed(window)
    assert notice.isVisible() and notice.geometry().top() < window.view.geometry().top()
    notice.dismiss()
    assert startup_notice(window) is None
    assert bad_user_set.read_bytes() == (CORPUS / "cards-huge-literal.json").read_bytes()


def test_nothing_to_tell_no_notice(qtbot: QtBot) -> None:
    window = _window(qtbot)
    assert add_startup_notice(window, settings_path(), None) is None
    assert startup_notice(window) is None


def test_the_notice_follows_the_language(qtbot: QtBot, bad_user_set: Path) -> None:
    window = _window(qtbot)
    notice = add_startup_notice(window, settings_path(), None)
    assert notice is not None
    window.set_language("ja")
    try:
        text = notice.text()
        assert "Some of your files" not in text and str(bad_user_set) in text
    finally:
        window.set_language("en")
    assert notice.text().startswith("Some of your files could not be used:")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_an_unreadable_settings_file_is_not_written_over_at_quit(
    qtbot: QtBot, tabletop_home: Path
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    _, problem = load_settings_report()  # as the app does at start
    window = _window(qtbot, remember=True)
    notice = add_startup_notice(window, path, problem)
    assert notice is not None
    assert "settings you change now last until you quit" in notice.text()
    window.show()
    qtbot.waitExposed(window)
    window.set_language("ja")  # a change of the settings, kept in memory for the session
    window.close()  # stores the window geometry in the settings
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    assert sorted(os.listdir(path.parent)) == ["settings.json"]
    settings, _ = load_settings_report()
    assert settings.language == "ja" and settings.window_geometry
    window.set_language("en")
