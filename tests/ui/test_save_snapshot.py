"""A save opens at once at its snapshot, behind the curtain, and is checked by replaying its log
in the background; a snapshot its moves do not give is told, and the game is rebuilt from them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import Controller, GameState, MoveCard
from tabletop.engine.snapshot import snapshot_to_json
from tabletop.storage import SavedGame, load_game, save_game
from tabletop.storage.snapshot_game import CHECKING, UncheckedController
from tabletop.ui.main_window import MainWindow
from tabletop.ui.window import game_files
from tests.records import played_game


def _saved(game: str, actions: int, tmp_path: Path) -> tuple[Path, Controller]:
    controller = played_game(game, actions=actions, seed=5)
    path = tmp_path / f"{game}.tabletop"
    save_game(path, SavedGame(controller.setup, controller.log, controller.mode,
                              snapshot=controller.state))  # fmt: skip
    return path, controller


def revealing_tamper(state: GameState) -> dict[str, Any]:
    """The snapshot with the top card of seat 1's face-down deck face up on seat 1's public
    discard pile: what a hand edit showing a hidden card to everybody would be."""
    data = snapshot_to_json(state)
    zones = {zone["id"]: zone for zone in data["zones"]}
    hidden = next(z for z in data["zones"] if z["visibility"] == "hidden" and z["owner"] == 1
                  and z["cards"])  # fmt: skip
    public = next(z for z in data["zones"] if z["visibility"] == "public" and z["owner"] == 1)
    uid = hidden["cards"].pop()
    zones[public["id"]]["cards"].append(uid)
    card = next(c for c in data["cards"] if c["uid"] == uid)
    card["zone"], card["face_up"] = public["id"], True
    return data


def _tamper(path: Path, controller: Controller) -> None:
    data = json.loads(path.read_text("utf-8"))
    data["snapshot"] = revealing_tamper(controller.state)
    path.write_text(json.dumps(data), "utf-8")


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(game="dbgt", remember_geometry=False)
    qtbot.addWidget(window)
    return window


@pytest.fixture(autouse=True)
def in_the_background(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short games checked in the background as long ones are (their replay takes no time)."""
    monkeypatch.setattr(game_files, "BACKGROUND_FROM", 1)


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    messages: list[str] = []

    def warning(parent: object, title: str, text: str, *rest: object) -> object:
        messages.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return messages


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_the_snapshot_is_shown_at_once_and_the_replay_takes_its_place(
    qtbot: QtBot, tmp_path: Path, game: str, told: list[str]
) -> None:
    path, controller = _saved(game, 80, tmp_path)
    window = _window(qtbot)
    assert window.load_file(path)
    session = window.session
    assert isinstance(session.controller, UncheckedController)
    assert session.controller.state == controller.state  # the position, before any replay
    assert window.curtain.isVisible() or not window.curtain.isHidden()  # behind the curtain
    seat = session.seat
    outcome = session.submit(MoveCard(seat, 1, f"p{seat}.hand"))
    assert not outcome.applied and outcome.verdict.code == CHECKING
    assert "still being checked" in window.message()
    qtbot.waitUntil(lambda: not window.files.checking, timeout=20_000)
    checked = window.session
    assert checked is not session and not isinstance(checked.controller, UncheckedController)
    assert checked.controller.log == controller.log
    assert checked.controller.state == controller.state
    assert checked.path == path
    assert not window.curtain.isHidden()  # still behind the curtain, now naming the last move
    assert told == []


def test_taking_away_the_curtain_waits_for_the_check(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    """The table is never seen at a snapshot that was not checked: a hand-edited one that puts
    a hidden card face up is behind the curtain until the replay has taken its place."""
    path, controller = _saved("dbgt", 120, tmp_path)
    _tamper(path, controller)
    window = _window(qtbot)
    assert window.load_file(path)
    assert isinstance(window.session.controller, UncheckedController)
    assert not window.curtain.isHidden()
    window.curtain.button.click()  # at once, before the check had time to end
    assert not window.files.checking
    session = window.session
    assert not isinstance(session.controller, UncheckedController)
    assert session.controller.state == controller.state  # the replayed position, not the edit
    assert len(told) == 1 and "does not match its moves" in told[0]
    assert "rebuilt from its moves" in told[0]


def test_a_tampered_snapshot_is_told_and_the_moves_win(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    path, controller = _saved("yyh", 60, tmp_path)
    _tamper(path, controller)
    before = path.read_bytes()
    window = _window(qtbot)
    assert window.load_file(path)
    qtbot.waitUntil(lambda: not window.files.checking, timeout=20_000)
    assert window.session.controller.state == controller.state
    assert window.session.controller.log == controller.log
    assert window.session.path == path  # every move replayed: saving again loses nothing
    assert len(told) == 1 and path.name in told[0]
    assert path.read_bytes() == before


def test_moves_that_do_not_replay_keep_the_file(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    """A log with an action its rules refuse: the game as far as it replays, told, and Save
    does not write over the file."""
    path, controller = _saved("dbgt", 60, tmp_path)
    data = json.loads(path.read_text("utf-8"))
    bad = next(i for i, e in enumerate(data["log"]) if i > 20 and "chance" not in e)
    data["log"][bad] = {"action": "move 1 1 p0.hand"}  # a card of seat 0 taken by seat 1
    path.write_text(json.dumps(data), "utf-8")
    before = path.read_bytes()
    window = _window(qtbot)
    assert window.load_file(path)
    qtbot.waitUntil(lambda: not window.files.checking, timeout=20_000)
    session = window.session
    assert session.controller.log == controller.log[:bad]
    assert session.path is None
    assert len(told) == 1 and f"up to action {bad} of {len(controller.log)}" in told[0]
    assert path.read_bytes() == before


def test_a_save_while_checking_writes_the_replayed_game(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    path, controller = _saved("dbgt", 60, tmp_path)
    window = _window(qtbot)
    assert window.load_file(path)
    assert window.files.checking
    assert window.files.save_game()
    assert not window.files.checking
    again = load_game(path)
    assert again.log == controller.log and again.snapshot == controller.state


def test_an_older_save_without_a_snapshot_is_replayed_first(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    controller = played_game("dbgt", actions=40, seed=2)
    path = tmp_path / "old.tabletop"
    save_game(path, SavedGame(controller.setup, controller.log, controller.mode))
    window = _window(qtbot)
    assert window.load_file(path)
    assert not window.files.checking
    assert window.session.controller.log == controller.log
    assert told == []


def test_a_snapshot_of_another_game_is_not_shown(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    """A snapshot whose cards are not the game's own is never shown: the log is replayed first
    and the mismatch told."""
    path, controller = _saved("dbgt", 30, tmp_path)
    data = json.loads(path.read_text("utf-8"))
    data["snapshot"]["cards"][0]["card"] = "SAI-999"
    path.write_text(json.dumps(data), "utf-8")
    window = _window(qtbot)
    assert window.load_file(path)
    assert not window.files.checking
    assert not isinstance(window.session.controller, UncheckedController)
    assert window.session.controller.state == controller.state
    assert len(told) == 1 and "does not match its moves" in told[0]


def test_a_short_save_is_replayed_before_it_is_shown(
    qtbot: QtBot, tmp_path: Path, told: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Below BACKGROUND_FROM actions the replay costs less than showing the game twice."""
    monkeypatch.setattr(game_files, "BACKGROUND_FROM", 1000)
    path, controller = _saved("yyh", 60, tmp_path)
    _tamper(path, controller)
    window = _window(qtbot)
    assert window.load_file(path)
    assert not window.files.checking
    assert not isinstance(window.session.controller, UncheckedController)
    assert window.session.controller.state == controller.state
    assert not window.curtain.isHidden()
    assert len(told) == 1 and "does not match its moves" in told[0]


def test_a_snapshot_not_well_formed_opens_from_its_moves_and_is_told(
    qtbot: QtBot, tmp_path: Path, told: list[str]
) -> None:
    """A snapshot that cannot be read does not make the game unopenable: the moves rebuild it
    (every one replayed: saving again to the file loses nothing) and the window says so."""
    path, controller = _saved("yyh", 40, tmp_path)
    data = json.loads(path.read_text("utf-8"))
    data["snapshot"]["cards"][0]["rotation"] = 45
    path.write_text(json.dumps(data), "utf-8")
    before = path.read_bytes()
    window = _window(qtbot)
    assert window.load_file(path)
    assert not window.files.checking
    assert window.session.controller.state == controller.state
    assert window.session.controller.log == controller.log
    assert window.session.path == path
    assert len(told) == 1 and path.name in told[0] and "snapshot.cards[0].rotation" in told[0]
    assert "cannot be read" in told[0]
    assert path.read_bytes() == before
