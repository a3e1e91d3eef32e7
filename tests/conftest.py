"""Shared test set-up: an offscreen Qt platform, a private TABLETOP_HOME for every test, and a
time limit on each test that ends a hung run after its traceback (a modal dialog nobody answers
shows as its ``exec``)."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

# Before pytest-qt creates the QApplication: no test needs a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def tabletop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Redirect the app's config, data and state folders (tabletop.paths) under a temp dir."""
    home = tmp_path / "tabletop-home"
    home.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def hang_limit(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test still running :data:`HUNG_AFTER_S` after pytest's ``faulthandler_timeout``
    (pyproject.toml) wrote every thread's traceback is hung: the run ends there, instead of
    eating the rest of CI's time."""
    dumped_after = float(request.config.getini("faulthandler_timeout") or 0)
    timer = threading.Timer(dumped_after + HUNG_AFTER_S, os._exit, (HUNG_EXIT,))
    timer.daemon = True
    timer.start()
    yield
    timer.cancel()


HUNG_AFTER_S = 10
"""How long after its traceback a hung test ends the run."""
HUNG_EXIT = 70
"""The exit status of a run ended by a hung test."""
