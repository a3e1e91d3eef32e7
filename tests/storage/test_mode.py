"""One Mode: saves, journals and settings read the engine's Mode and still write the words
"enforced" and "manual", so files of either age read alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import gui_options, parse_args
from tabletop.engine import Mode
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup
from tabletop.games.replay import record_mode
from tabletop.storage.errors import StorageError
from tabletop.storage.journal import Journal, recover
from tabletop.storage.save import SavedGame, load_game, save_game
from tabletop.storage.settings import Settings, load_settings, save_settings, settings_path


@pytest.mark.parametrize("mode", list(Mode))
def test_a_save_writes_the_word_and_reads_the_engines_mode(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], mode: Mode
) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(setup, log, mode))
    assert json.loads(path.read_text("utf-8"))["mode"] == mode.value
    assert f'"mode": "{mode.value}"' in path.read_text("utf-8")
    loaded = load_game(path)
    assert loaded.mode is mode
    assert record_mode(loaded) is mode


def test_a_save_written_by_hand_with_the_word_loads(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    path = tmp_path / "old.tabletop"
    save_game(path, SavedGame(setup, log, Mode.ENFORCED))
    data = json.loads(path.read_text("utf-8"))
    for word, mode in (("manual", Mode.MANUAL), ("enforced", Mode.ENFORCED)):
        data["mode"] = word
        path.write_text(json.dumps(data), "utf-8")
        assert load_game(path).mode is mode
    for bad in ("Manual", "free", 1, None, ["manual"]):
        data["mode"] = bad
        path.write_text(json.dumps(data), "utf-8")
        with pytest.raises(StorageError) as caught:
            load_game(path)
        assert caught.value.code == "bad_field" and caught.value.params["field"] == "mode"


def test_a_journal_writes_the_words_and_recovers_the_engines_mode(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    journal = Journal.start(setup, Mode.ENFORCED, tmp_path, fsync=False)
    journal.append(log[0])
    journal.set_mode(Mode.MANUAL)
    journal.close()
    lines = [json.loads(line) for line in journal.path.read_text("utf-8").splitlines()]
    assert lines[0]["mode"] == "enforced" and lines[-1] == {"op": "mode", "mode": "manual"}
    assert recover(journal.path).mode is Mode.MANUAL
    header_only = tmp_path / "header.jsonl"
    header_only.write_text(json.dumps(lines[0]) + "\n", "utf-8")
    assert recover(header_only).mode is Mode.ENFORCED


def test_settings_write_the_word_and_read_the_engines_mode() -> None:
    assert Settings().default_mode is Mode.ENFORCED
    save_settings(Settings(default_mode=Mode.MANUAL))
    assert json.loads(settings_path().read_text("utf-8"))["default_mode"] == "manual"
    assert load_settings().default_mode is Mode.MANUAL
    settings_path().write_text('{"schema_version": 1, "default_mode": "manual"}', "utf-8")
    assert load_settings().default_mode is Mode.MANUAL
    settings = Settings()
    settings.default_mode = "manual"  # type: ignore[assignment]  (the settings dialog's data)
    assert settings.default_mode is Mode.MANUAL


def test_the_command_line_gives_the_engines_mode() -> None:
    assert gui_options(parse_args(["--mode", "manual"])).mode is Mode.MANUAL
    assert gui_options(parse_args([])).mode is None
