"""Shared test set-up: an offscreen Qt platform and a private TABLETOP_HOME for every test."""

from __future__ import annotations

import os
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
