"""Shared fixtures for the storage tests: a game setup, a short log, a private TABLETOP_HOME."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup
from tabletop.storage.save import SavedGame

from .helpers import make_log, make_setup


@pytest.fixture(autouse=True)
def tabletop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every user folder into the test's temporary directory.

    Overrides the project-wide fixture of the same name: here the home folder starts absent,
    so tests can check which folders the code creates.
    """
    home = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


@pytest.fixture
def setup() -> GameSetup:
    return make_setup()


@pytest.fixture
def log() -> list[LogEntry]:
    return make_log()


@pytest.fixture
def game() -> SavedGame:
    entries = make_log()
    return SavedGame(make_setup(), entries[:4], "manual", entries[4:])
