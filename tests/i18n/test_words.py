"""Words in one place: the i18n layer names everything, each game package brings its own
messages, and the Qt-free subcommands import neither Qt nor the interface.

The subcommands run in child processes started as a user starts them (``python -m tabletop``,
``TABLETOP_HOME`` in a temporary folder, nothing imported beforehand), in Japanese.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.storage import save_game
from tests.records import played_game, saved

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tabletop"
DECKS = ROOT / "assets" / "decks"

# ``python -m tabletop ARGS`` as a user runs it, then which interface and Qt modules it loaded.
RUN_AND_LIST = textwrap.dedent(
    """
    import atexit, runpy, sys
    def loaded():
        names = sorted(m for m in sys.modules if m.startswith(("tabletop.ui", "PySide6.QtGui",
                                                                "PySide6.QtWidgets")))
        print("LOADED", " ".join(names) or "-", file=sys.stderr)
    atexit.register(loaded)
    sys.argv = ["tabletop", *sys.argv[1:]]
    runpy.run_module("tabletop", run_name="__main__", alter_sys=True)
    """
)


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TABLETOP_HOME": str(home)}
    env.pop("QT_QPA_PLATFORM", None)  # a terminal: no display needed
    return subprocess.run(
        [sys.executable, "-c", RUN_AND_LIST, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def loaded(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in done.stderr.splitlines() if line.startswith("LOADED ")]
    assert lines, done.stderr
    return lines[-1].removeprefix("LOADED ")


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", sorted((PACKAGE / "commands").glob("*.py")), ids=lambda p: p.name)
def test_a_command_module_imports_no_qt_and_no_interface(path: Path) -> None:
    wrong = {
        name
        for name in imported_modules(path)
        if name.split(".")[0] in ("PySide6", "shiboken6") or name.startswith("tabletop.ui")
    }
    assert wrong == set()


def test_the_i18n_tables_name_no_game() -> None:
    """The i18n layer finds the games' words in the registry, not in tables of its own named
    after the games, nor by importing the games."""
    from tabletop.games import GAME_PACKAGES

    for path in sorted((PACKAGE / "i18n").glob("*.py")):
        assert not any(game in path.stem for game in GAME_PACKAGES), path.name
        wrong = {n for n in imported_modules(path) if n.startswith("tabletop.games.")}
        assert wrong <= {"tabletop.games.messages"}, path.name


def test_replay_in_japanese_from_a_plain_start(tmp_path: Path) -> None:
    game = played_game("yyh", 40)
    path = tmp_path / "yyh.tabletop"
    save_game(path, saved(game))
    done = run("replay", str(path), "--lang", "ja", home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "40" in done.stdout
    assert "actions replayed" not in done.stdout, done.stdout  # the command's own lines too
    assert any("\u3040" <= ch <= "\u30ff" for ch in done.stdout), done.stdout  # kana
    assert loaded(done) == "-"


def test_deck_check_in_japanese_from_a_plain_start(tmp_path: Path) -> None:
    deck = tmp_path / "short.deck"
    text = (DECKS / "yyh-team-urameshi.deck").read_text(encoding="utf-8")
    deck.write_text(text.split("[deck]")[0] + "[deck]\n", encoding="utf-8")
    done = run("deck", "check", str(deck), "--lang", "ja", home=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert any("\u3040" <= ch <= "\u30ff" for ch in done.stdout), done.stdout
    assert loaded(done) == "-"


def test_a_games_words_come_with_its_package() -> None:
    """Describing a Yu Yu Hakusho code imports that game (which registers its words)."""
    code = textwrap.dedent(
        """
        import sys
        from tabletop.games.messages import messages
        assert "yyh.slot_taken" not in messages("Reason")
        assert "tabletop.games.yyh" not in sys.modules
        from tabletop.i18n.reasons import describe
        print(describe("yyh.slot_taken", {"slot": 3}, lambda context, text: text))
        assert "yyh.slot_taken" in messages("Reason")
        assert "dbgt.power_up" not in messages("Log")  # only the game asked for
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Match Slot 3 is already taken."


def test_every_reason_code_has_one_message() -> None:
    """A deck rule and a table rule once shared the code ``dbgt.ally_level_too_high``, so the
    deck check said "cannot enter play above the Main Personality's level {mp_level}"."""
    from tabletop.i18n.reasons import describe

    text = describe("dbgt.ally_level_too_high", {"name": "Krillin Lv4", "level": 4, "max": 3},
                    lambda context, source: source)  # fmt: skip
    assert text == "Krillin Lv4 is level 4; allies may go up to level 3."
    above = describe("dbgt.ally_above_mp", {"level": 3, "mp_level": 2}, lambda c, s: s)
    assert "{" not in above and "level 2" in above
