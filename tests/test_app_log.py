"""The app's log file: a start writes it in the user's state folder, a game package that fails
to load is written there, and a folder the app cannot write leaves it off without an error."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import applog
from tabletop.games import packages


def test_a_start_of_the_app_writes_its_log_in_the_state_folder(tmp_path: Path) -> None:
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "--screenshot", str(shot), "--size", "800x600"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "state" / applog.LOG_FILE).read_text(encoding="utf-8")
    assert "Tabletop" in log and "started" in log


def test_a_game_package_that_fails_to_load_is_written_in_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    logger = logging.getLogger(applog.LOGGER)
    before, hook = list(logger.handlers), sys.excepthook
    try:
        path = applog.start_logging()
        assert path == tmp_path / "state" / applog.LOG_FILE
        assert applog.start_logging() == path  # once only
        monkeypatch.setitem(packages.GAME_PACKAGES, "broken", "tabletop.no_such_game")
        assert not packages.import_game("broken")
        for handler in logger.handlers:
            handler.flush()
        text = path.read_text(encoding="utf-8")
        assert "tabletop.no_such_game failed to load" in text and "Traceback" in text
    finally:
        for handler in logger.handlers[len(before) :]:
            handler.close()
        logger.handlers[:] = before
        sys.excepthook = hook


def test_a_state_folder_that_cannot_be_written_leaves_the_log_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "home"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("TABLETOP_HOME", str(blocker))
    logger = logging.getLogger(applog.LOGGER)
    before = list(logger.handlers)
    try:
        assert applog.start_logging() is None
    finally:
        logger.handlers[:] = before
