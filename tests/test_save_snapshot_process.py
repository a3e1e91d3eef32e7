"""Saves with a snapshot, where the user meets them: the app opening one (``--load``) in a child
process, and ``tabletop replay --verify``; a tampered snapshot, a truncated file, a save of the
previous schema."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, Mode
from tabletop.engine.table_actions import Draw, MoveCard, Rotate
from tabletop.storage import SavedGame, save_game
from tabletop.ui.window.game_files import BACKGROUND_FROM
from tests.records import played_game
from tests.test_recovery_in_app import DRIVER, REPO, TIMEOUT, read_until, told
from tests.ui.test_save_snapshot import revealing_tamper

pytestmark = pytest.mark.slow  # every test starts Tabletop in a child process


def _save(tmp_path: Path, game: str = "dbgt", actions: int = 150) -> tuple[Path, Controller]:
    controller = played_game(game, actions=actions, seed=9)
    path = tmp_path / f"{game}.tabletop"
    save_game(path, SavedGame(controller.setup, controller.log, controller.mode,
                              snapshot=controller.state))  # fmt: skip
    return path, controller


def _long_save(tmp_path: Path) -> tuple[Path, Controller]:
    """A free-table game long enough to be checked in the background when opened."""
    deck = DeckSpec("long", {"deck": tuple(f"L-{i}" for i in range(40))})
    game = Controller.new_game(FreeTable(), GameSetup("free", 4, decks=(deck, deck)), Mode.MANUAL)
    rng = random.Random(2)
    for seat in (0, 1):
        game.submit(Draw(seat, 5))
    while len(game.log) < BACKGROUND_FROM + 200:
        seat = rng.choice((0, 1))
        cards = [
            u for z in ("hand", "table", "discard") for u in game.state.zones[f"p{seat}.{z}"].cards
        ]
        uid = rng.choice(cards)
        if rng.random() < 0.7:
            game.submit(MoveCard(seat, uid, f"p{seat}.{rng.choice(('hand', 'table', 'discard'))}"))
        else:
            game.submit(Rotate(seat, uid))
    path = tmp_path / "long.tabletop"
    save_game(path, SavedGame(game.setup, game.log, game.mode, snapshot=game.state))
    return path, game


def _edit(path: Path, change: Any) -> bytes:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path.read_bytes()


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONSTARTUP",)}
    return {**env, "TABLETOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def _replay(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop replay ARGS`` as a user runs it."""
    env = {k: v for k, v in _env(home).items() if k != "QT_QPA_PLATFORM"}
    return subprocess.run([sys.executable, "-m", "tabletop", "replay", *args], env=env,
                          capture_output=True, text=True, timeout=TIMEOUT, check=False)  # fmt: skip


Report = dict[str, Any]


def _open(
    home: Path, path: Path, seconds: float = 4.0
) -> tuple[Report, Report, list[tuple[str, str]]]:
    """The app started with ``--load path``: what is on the table at once and later, and the
    message boxes it showed."""
    env = {**_env(home), "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(
        [sys.executable, "-c", DRIVER, "watch", str(seconds), "--", "--load", str(path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO, env=env,
    )  # fmt: skip
    try:
        first, early = read_until(proc, "REPORT")
        final, lines = read_until(proc, "FINAL")
    finally:
        proc.kill()
        proc.wait(timeout=TIMEOUT)
    return first, final, told(early + lines)


def _digest(controller: Controller) -> str:
    from tests.app_child import digest

    return digest(SimpleNamespace(controller=controller))


def test_the_app_opens_a_save_at_its_snapshot_behind_the_curtain(tmp_path: Path) -> None:
    path, controller = _long_save(tmp_path)
    before = path.read_bytes()
    first, final, messages = _open(tmp_path / "home", path)
    assert first["curtain"] is True  # behind the hand-over curtain from the start
    assert final["curtain"] is True and final["checking"] is False
    assert final["actions"] == len(controller.log)
    assert final["digest"] == _digest(controller)
    assert final["journal"] is not None  # autosave runs once the game is checked
    assert messages == []
    assert path.read_bytes() == before


def test_the_app_tells_a_tampered_snapshot_and_shows_the_replayed_game(tmp_path: Path) -> None:
    path, controller = _long_save(tmp_path)
    before = _edit(path, lambda d: d.update(snapshot=revealing_tamper(controller.state)))
    first, final, messages = _open(tmp_path / "home", path)
    assert first["curtain"] is True
    assert final["digest"] == _digest(controller)  # the moves' position, not the edited one
    assert final["curtain"] is True
    assert final["checking"] is False
    assert [kind for kind, _ in messages] == ["warning"]
    assert "does not match its moves" in messages[0][1] and path.name in messages[0][1]
    assert path.read_bytes() == before


def test_the_app_tells_it_in_japanese(tmp_path: Path) -> None:
    """A short save (replayed before it is shown) of the other game, in Japanese."""
    path, controller = _save(tmp_path, "dbgt", 60)
    _edit(path, lambda d: d.update(snapshot=revealing_tamper(controller.state)))
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text('{"schema_version": 1, "language": "ja"}')
    _, final, messages = _open(home, path)
    assert final["digest"] == _digest(controller)
    assert len(messages) == 1 and "スナップショット" in messages[0][1]
    assert "does not match" not in messages[0][1]


def test_the_app_refuses_a_truncated_save_and_keeps_it(tmp_path: Path) -> None:
    path, controller = _save(tmp_path, "dbgt", 40)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    before = path.read_bytes()
    _, final, messages = _open(tmp_path / "home", path, seconds=0.5)
    assert final["actions"] != len(controller.log) and final["checking"] is False  # a new game
    assert len(messages) == 1 and "cut short" in messages[0][1]
    assert path.read_bytes() == before


def test_replay_verify_checks_the_snapshot(tmp_path: Path) -> None:
    path, _ = _save(tmp_path, "dbgt", 60)
    home = tmp_path / "home"
    good = _replay(home, str(path), "--verify", "--lang", "en")
    assert good.returncode == 0, good.stderr
    assert "The save's snapshot is the position its moves give." in good.stdout
    assert "The record matches its replay." in good.stdout


def test_replay_verify_refuses_a_tampered_snapshot(tmp_path: Path) -> None:
    path, controller = _save(tmp_path, "yyh", 60)
    before = _edit(path, lambda d: d.update(snapshot=revealing_tamper(controller.state)))
    home = tmp_path / "home"
    plain = _replay(home, str(path), "--lang", "en")
    assert plain.returncode == 0, plain.stderr  # the moves replay; only --verify looks further
    bad = _replay(home, str(path), "--verify", "--lang", "en")
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "the save's snapshot does not match its moves" in bad.stdout
    assert "The record matches its replay." not in bad.stdout
    ja = _replay(home, str(path), "--verify", "--lang", "ja")
    assert ja.returncode == 1 and "スナップショット" in ja.stdout
    assert path.read_bytes() == before


def test_replay_verify_of_a_badly_formed_snapshot_names_the_field(tmp_path: Path) -> None:
    """The moves replay (the log is the record); --verify says the snapshot cannot be read."""
    path, _ = _save(tmp_path, "dbgt", 20)
    _edit(path, lambda d: d["snapshot"]["cards"][0].update(rotation=45))
    plain = _replay(tmp_path / "home", str(path), "--lang", "en")
    assert plain.returncode == 0, plain.stderr
    result = _replay(tmp_path / "home", str(path), "--verify", "--lang", "en")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "snapshot.cards[0].rotation" in result.stdout and "Traceback" not in result.stderr
    assert "the save's snapshot cannot be read" in result.stdout


def test_a_save_of_the_previous_schema_still_opens(tmp_path: Path) -> None:
    """A schema-1 save (no snapshot, no seats) replays, in the app and in the command."""
    path, controller = _save(tmp_path, "dbgt", 50)

    def downgrade(data: dict[str, Any]) -> None:
        data["schema_version"] = 1
        del data["snapshot"], data["seats"]

    before = _edit(path, downgrade)
    result = _replay(tmp_path / "home", str(path), "--verify", "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "holds no snapshot" in result.stdout
    first, final, messages = _open(tmp_path / "home", path, seconds=0.5)
    assert first["checking"] is False and first["actions"] == len(controller.log)
    assert final["digest"] == _digest(controller) and messages == []
    assert path.read_bytes() == before
