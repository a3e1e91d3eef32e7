"""Saves of both games opened from a plain start, in a fresh child process, as a user opens them.

A plain start imports only the game on the table (Dragon Ball GT unless told otherwise), so a
Yu Yu Hakusho save read there needs its game imported by the reader itself. Each way of opening
a save runs in its own child process: ``tabletop --load``, *Game → Open*, the replay viewer,
``tabletop replay`` and ``tabletop replay --verify``; nothing is imported beforehand.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.storage import save_game
from tests.records import GAMES, played_game, saved

pytestmark = pytest.mark.slow  # every test starts the app in a child process

ROOT = Path(__file__).resolve().parents[1]
ACTIONS = 60


def run_app(*args: str, home: Path, script: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop ARGS`` (or ``python -c SCRIPT ARGS``) in a fresh process."""
    env = {**os.environ, "TABLETOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = (
        [sys.executable, "-c", script, *args]
        if script
        else [sys.executable, "-m", "tabletop", *args]
    )
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


@pytest.fixture(scope="module", params=GAMES)
def save_file(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real save of a game of each kind, ``ACTIONS`` actions in."""
    game = played_game(request.param, ACTIONS)
    assert len(game.log) == ACTIONS
    path = tmp_path_factory.mktemp("saves") / f"{request.param}.tabletop"
    save_game(path, saved(game))
    return path


@pytest.mark.parametrize(
    "game_option", [(), ("--game", "dbgt"), ("--game", "yyh"), ("--game", "free")]
)
def test_load_opens_a_save_of_either_game_from_any_start(
    save_file: Path, game_option: tuple[str, ...], tmp_path: Path
) -> None:
    out = tmp_path / "shot.png"
    done = run_app(*game_option, "--load", str(save_file), "--screenshot", str(out), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0 and "Traceback" not in done.stderr


# Opens the file the way the menus do, with the file dialog answered; prints what is on the table.
MENU_SCRIPT = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtWidgets import QFileDialog, QMessageBox
    from tabletop.ui.app import create_application
    from tabletop.ui.main_window import MainWindow

    path, how = sys.argv[1], sys.argv[2]
    app = create_application(sys.argv[:1])
    QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: (path, ""))
    def refuse(*args, **kwargs):
        print("MESSAGE", args[2] if len(args) > 2 else args, flush=True)
        raise SystemExit(3)
    QMessageBox.warning = staticmethod(refuse)
    QMessageBox.critical = staticmethod(refuse)
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    window = MainWindow(remember_geometry=False)
    if how == "open":
        window.open_game()
        print("GAME", window.session.game_id, len(window.session.controller.log))
    else:
        window.open_replay_viewer()
        viewer = window.findChild(type(window), "") or None
        from tabletop.ui.dialogs.replay import ReplayViewer
        viewers = [w for w in app.topLevelWidgets() if isinstance(w, ReplayViewer)]
        print("VIEWER", len(viewers), viewers[0].position if viewers else -1)
    """
)


def test_game_open_reads_a_save_of_either_game(save_file: Path, tmp_path: Path) -> None:
    done = run_app(str(save_file), "open", home=tmp_path, script=MENU_SCRIPT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"GAME {save_file.stem} {ACTIONS}" in done.stdout


def test_replay_viewer_reads_a_save_of_either_game(save_file: Path, tmp_path: Path) -> None:
    done = run_app(str(save_file), "viewer", home=tmp_path, script=MENU_SCRIPT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"VIEWER 1 {ACTIONS}" in done.stdout


@pytest.mark.parametrize("verify", [False, True])
def test_replay_command_reads_a_save_of_either_game(
    save_file: Path, verify: bool, tmp_path: Path
) -> None:
    done = run_app("replay", str(save_file), *(["--verify"] if verify else []), home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{ACTIONS} actions replayed" in done.stdout
    if verify:
        assert "The record matches its replay." in done.stdout


def _doctored(save_file: Path, tmp_path: Path, seed: int) -> Path:
    """The same record under another seed: every shuffle still a valid permutation."""
    data = json.loads(save_file.read_text(encoding="utf-8"))
    data["seed"] = seed
    out = tmp_path / f"doctored-{save_file.name}"
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


def test_verify_refuses_a_record_whose_shuffles_are_not_its_seeds(
    save_file: Path, tmp_path: Path
) -> None:
    doctored = _doctored(save_file, tmp_path, seed=11)
    plain = run_app("replay", str(doctored), home=tmp_path)
    checked = run_app("replay", str(doctored), "--verify", home=tmp_path)
    assert plain.returncode in (0, 1), plain.stderr  # the game may still be read
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert "is not the one the game's seed gives" in checked.stdout
    assert "Action 1" in checked.stdout or "action 1" in checked.stdout


def _refused_record(save_file: Path, tmp_path: Path) -> Path:
    """The save with one action played twice where the rules refuse the second one with
    parameters (a card, a count) that the message must fill in."""
    from tabletop.games.replay import replay_record
    from tabletop.storage import load_game

    record = load_game(save_file)
    for k in range(len(record.log), 0, -1):
        controller = replay_record(record, upto=k).controller
        again = record.log[k - 1]
        verdict = controller.check(again.action)
        if verdict.possible and not verdict.legal and verdict.params:
            data = json.loads(save_file.read_text(encoding="utf-8"))
            data["log"] = [*data["log"][:k], {"action": str(again.action)}]
            bad = tmp_path / f"refused-{save_file.name}"
            bad.write_text(json.dumps(data), encoding="utf-8")
            return bad
    raise AssertionError("no action of the record is refused when played twice")


def test_a_refused_action_names_its_rule_without_placeholders(
    save_file: Path, tmp_path: Path
) -> None:
    """An action the rules refuse is reported with the rule's own words, its cards named."""
    bad = _refused_record(save_file, tmp_path)
    for lang in ("en", "ja"):
        done = run_app("replay", str(bad), "--lang", lang, home=tmp_path)
        assert done.returncode == 1, done.stdout + done.stderr
        first = done.stdout.splitlines()[0]
        assert "{" not in first and "}" not in first, first
