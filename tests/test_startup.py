"""A start of the app in a fresh child process, as a user starts it: the window is painted
before the engine, the games and the card sets are imported, only the game on the table is
imported, and the card sets come from the cache of validated sets (rebuilt when damaged)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.engine import Mode
from tabletop.games.base import DEFAULT_GAME, FREE
from tabletop.games.packages import GAME_PACKAGES
from tabletop.options import DEFAULT_GAME as OPTIONS_DEFAULT_GAME
from tabletop.options import GAMES, MODES

ROOT = Path(__file__).resolve().parents[1]

AFTER_THE_FIRST_PAINT = (
    "pydantic",
    "tabletop.engine",
    "tabletop.games",
    "tabletop.cards",
    "tabletop.storage.settings",
    "tabletop.commands",
    "tabletop.ui.session",
    "tabletop.ui.table.scene",
    "tabletop.ui.docks.calculator",
)
"""What a start may not import before the window's first paint."""


def start(*args: str, home: Path) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """``python -X importtime -m tabletop ARGS`` in a fresh process: the run, and the modules
    it imported (its stderr without the import times)."""
    env = {**os.environ, "TABLETOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-X", "importtime", "-m", "tabletop", *args]
    result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    modules, rest = set(), []
    for line in result.stderr.splitlines():
        if line.startswith("import time:"):
            modules.add(line.rpartition("|")[2].strip())
        else:
            rest.append(line)
    result.stderr = "\n".join(rest)
    return result, modules


def imported(modules: set[str], package: str) -> list[str]:
    return sorted(m for m in modules if m == package or m.startswith(package + "."))


def test_the_command_line_names_the_games_and_modes_it_cannot_import() -> None:
    assert (*GAME_PACKAGES, FREE) == GAMES
    assert tuple(mode.value for mode in Mode) == MODES
    assert OPTIONS_DEFAULT_GAME == DEFAULT_GAME


@pytest.mark.slow
def test_the_window_is_painted_before_the_engine_games_and_cards_are_imported(
    tmp_path: Path,
) -> None:
    result, modules = start("--first-paint", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "PySide6.QtWidgets" in modules and "tabletop.ui.window.main_window" in modules
    assert {p: imported(modules, p) for p in AFTER_THE_FIRST_PAINT} == {
        p: [] for p in AFTER_THE_FIRST_PAINT
    }


@pytest.mark.slow
@pytest.mark.parametrize(("game", "other"), [("dbgt", "yyh"), ("yyh", "dbgt")])
def test_a_start_imports_only_the_game_on_the_table(game: str, other: str, tmp_path: Path) -> None:
    result, modules = start("--smoke", "--game", game, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert imported(modules, f"tabletop.games.{game}")
    assert imported(modules, f"tabletop.games.{other}") == []
    assert imported(modules, "tabletop.commands") == []


@pytest.mark.slow
def test_the_card_set_cache_is_written_used_and_rebuilt_when_damaged(tmp_path: Path) -> None:
    cache = tmp_path / "cache" / "card-sets.pickle"
    result, _ = start("--smoke", home=tmp_path)
    assert result.returncode == 0, result.stderr
    written = cache.read_bytes()
    assert written.startswith(b"tabletop-card-sets 1\n")
    result, _ = start("--smoke", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert cache.read_bytes() == written  # used as it is: nothing validated anew
    damaged = written[: len(written) // 2]  # a cut file
    cache.write_bytes(damaged)
    result, _ = start("--smoke", home=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    rebuilt = cache.read_bytes()
    assert rebuilt.startswith(b"tabletop-card-sets 1\n") and rebuilt != damaged
    result, _ = start("--smoke", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert cache.read_bytes() == rebuilt  # whole again: used as it is


@pytest.mark.slow
def test_the_first_paint_speaks_the_language_of_the_settings(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(
        json.dumps({"schema_version": 1, "language": "ja"}), encoding="utf-8"
    )
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from tabletop.i18n.manager import LanguageManager, resolve_language\n"
        "from tabletop.ui.window import MainWindow\n"
        "from tabletop.ui.window.shell import peek_settings\n"
        "app = QApplication([])\n"
        "early = peek_settings()\n"
        "LanguageManager(app).set_language(resolve_language(early.language))\n"
        "window = MainWindow(remember_geometry=False, early=early)\n"
        "print([a.text() for a in window.menuBar().actions()])\n"
        "print(window.completed, 'tabletop.engine' in sys.modules)\n"
    )
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    menus, state = result.stdout.splitlines()
    assert "ゲーム" in menus, menus
    assert state == "False False"


@pytest.mark.slow
def test_an_error_after_the_first_paint_ends_the_app_as_an_error(tmp_path: Path) -> None:
    script = (
        "import tabletop.ui.window.build as build\n"
        "def broken(*args): raise RuntimeError('broken at start')\n"
        "build.build_window = broken\n"
        "from tabletop.__main__ import main\n"
        "raise SystemExit(main(['--smoke']))\n"
    )
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 1
    assert "RuntimeError: broken at start" in result.stderr
