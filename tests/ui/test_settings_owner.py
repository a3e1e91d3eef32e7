"""The settings owner: read once, changed and stored in one place, followed by the window."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.storage import Settings, load_settings
from tabletop.storage.settings import settings_path
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings_owner import SettingsOwner, settings_owner


def test_an_update_is_stored_and_told_once(tabletop_home: Path) -> None:
    owner = settings_owner()
    assert settings_owner() is owner
    told: list[Settings] = []
    owner.changed.connect(told.append)
    assert owner.update(default_mode="manual", animation_speed=0.5)
    assert load_settings().default_mode == "manual"
    assert [settings.animation_speed for settings in told] == [0.5]
    assert not owner.update(default_mode="manual")  # nothing new: not stored nor told again
    assert len(told) == 1
    settings = owner.current
    settings.language = "ja"  # a copy: the owner's settings change only through update
    assert owner.current.language == "system"
    assert owner.update(settings)
    assert load_settings().language == "ja" and told[-1].language == "ja"


def test_a_bad_value_changes_nothing(tabletop_home: Path) -> None:
    owner = settings_owner()
    with pytest.raises(ValueError):
        owner.update(animation_speed=9.0)
    with pytest.raises(ValueError):
        owner.update(no_such_setting=1)
    assert owner.current == Settings()
    assert not settings_path().exists()


def test_the_settings_are_read_once(tabletop_home: Path) -> None:
    owner = SettingsOwner.load()
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('{"schema_version": 1, "language": "ja"}', encoding="utf-8")
    assert settings_owner() is owner and owner.current.language == "system"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_an_unreadable_file_is_held_and_the_settings_live_in_memory(tabletop_home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    owner = SettingsOwner.load()
    assert owner.problem is not None and owner.problem.params["kept_as"] is None
    assert owner.update(language="ja")
    assert owner.current.language == "ja"
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


def test_the_window_follows_a_change_made_elsewhere(qtbot: QtBot) -> None:
    window = MainWindow("free", remember_geometry=False)
    qtbot.addWidget(window)
    assert window.scene.animation_ms(200) == 200
    settings_owner().update(animation_speed=0.0)
    assert window.scene.animation_ms(200) == 0
    settings = settings_owner().current
    settings.confirmations.discard_unsaved_game = False
    settings_owner().update(settings)
    assert not window.confirm_discard
