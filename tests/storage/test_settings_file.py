"""Settings: defaults, round trip, bad files kept aside (never lost), migrations."""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from tabletop.storage import migrations
from tabletop.storage import settings as settings_module
from tabletop.storage.errors import StorageError
from tabletop.storage.migrations import migrator
from tabletop.storage.settings import (
    MAX_RECENT_DECKS,
    Confirmations,
    Settings,
    held,
    load_settings,
    load_settings_report,
    save_settings,
    settings_path,
)


def test_defaults() -> None:
    s = Settings()
    assert s.schema_version == 1
    assert s.language == "system"
    assert s.card_image_folder is None
    assert s.default_mode == "enforced"
    assert s.confirmations.all_on()
    assert s.animation_speed == 1.0
    assert s.window_geometry is None and s.window_state is None
    assert s.recent_decks == []


def test_missing_file_gives_defaults(tabletop_home: Path) -> None:
    settings, problem = load_settings_report()
    assert settings == Settings() and problem is None
    assert not (tabletop_home / "config" / "settings.json").exists()  # loading writes nothing


def test_round_trip_in_config_dir(tabletop_home: Path) -> None:
    s = Settings(
        language="ja",
        card_image_folder="/home/me/スキャン",
        default_mode="manual",
        confirmations=Confirmations(forced_move=False),
        animation_speed=2.5,
        window_geometry="AdnQywADAAAAAAAA",
        window_state="AAAA/w==",
        recent_decks=["/decks/goku.deck", "/decks/yusuke.deck"],
    )
    save_settings(s)
    path = tabletop_home / "config" / "settings.json"
    assert settings_path() == path
    data = json.loads(path.read_text("utf-8"))
    assert data["schema_version"] == 1 and data["language"] == "ja"
    assert data["confirmations"]["forced_move"] is False
    assert load_settings() == s
    assert list(path.parent.iterdir()) == [path]


def test_explicit_path(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "my.json"
    save_settings(Settings(language="en"), path)
    assert load_settings(path).language == "en"


def test_validation_on_assignment() -> None:
    s = Settings()
    with pytest.raises(ValidationError):
        s.animation_speed = 5.0
    with pytest.raises(ValidationError):
        s.language = "fr"  # type: ignore[assignment]
    with pytest.raises(ValidationError):
        Settings(animation_speed=float("nan"))
    with pytest.raises(ValidationError):
        Settings(window_geometry="not base64!")
    s.animation_speed = 0.0
    assert s.animation_speed == 0.0


def test_recent_decks_capped_and_unique() -> None:
    s = Settings(recent_decks=[f"/d/{i}.deck" for i in range(15)] + ["/d/0.deck"])
    assert len(s.recent_decks) == MAX_RECENT_DECKS
    t = s.with_recent_deck("/d/5.deck")
    assert t.recent_decks[0] == "/d/5.deck" and len(set(t.recent_decks)) == MAX_RECENT_DECKS
    assert s.recent_decks[0] == "/d/0.deck"  # the original is unchanged
    t = Settings().with_recent_deck("/a").with_recent_deck("/b").with_recent_deck("/a")
    assert t.recent_decks == ["/a", "/b"]


def test_confirmations_from_bool() -> None:
    assert not Settings.model_validate({"confirmations": False}).confirmations.forced_move
    assert Settings.model_validate({"confirmations": True}).confirmations.all_on()


def test_quiet_confirmations_are_kept_per_kind_and_older_files_have_none(
    tabletop_home: Path,
) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    older = {"schema_version": 1, "confirmations": {"irreversible_action": True}}
    path.write_text(json.dumps(older), "utf-8")
    confirmations = load_settings().confirmations
    assert confirmations.quiet == [] and confirmations.asks("shuffle")
    settings = Settings(confirmations=Confirmations(quiet=["shuffle", " shuffle", "dbgt.use"]))
    save_settings(settings)
    confirmations = load_settings().confirmations
    assert confirmations.quiet == ["dbgt.use", "shuffle"]
    assert not confirmations.asks("shuffle") and confirmations.asks("movetop")
    assert not confirmations.all_on()
    assert not Confirmations(irreversible_action=False).asks("movetop")  # the master switch


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00",
        b"[1, 2]",
        b'{"schema_version": 99, "language": "ja"}',
        b'{"schema_version": 0}',
        b'{"language": "ja"}',
        b"[" * 10_000,
    ],
)
def test_corrupt_file_kept_aside(tabletop_home: Path, content: bytes) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problem = load_settings_report()
    assert settings == Settings()
    assert isinstance(problem, StorageError)
    aside = path.with_name("settings.json.bad")
    assert problem.params["kept_as"] == str(aside)
    assert aside.read_bytes() == content
    assert not path.exists()
    # The next run starts clean; a later bad file does not overwrite the first one.
    assert load_settings_report() == (Settings(), None)
    path.write_bytes(b"{again")
    _, problem = load_settings_report()
    assert problem is not None and problem.params["kept_as"] == str(aside) + ".1"
    assert aside.read_bytes() == content


def test_too_large_kept_aside(tabletop_home: Path) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:
        handle.truncate(2 * 1024 * 1024)
    settings, problem = load_settings_report()
    assert settings == Settings()
    assert problem is not None and problem.code == "too_large"
    assert path.with_name("settings.json.bad").stat().st_size == 2 * 1024 * 1024


def test_bad_fields_salvaged(tabletop_home: Path) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    raw = json.dumps(
        {
            "schema_version": 1,
            "language": "ja",
            "animation_speed": 9,
            "default_mode": "chaos",
            "recent_decks": ["/a.deck"],
            "future_option": True,
        }
    ).encode()
    path.write_bytes(raw)
    settings, problem = load_settings_report()
    assert settings.language == "ja" and settings.recent_decks == ["/a.deck"]
    assert settings.animation_speed == 1.0 and settings.default_mode == "enforced"
    assert problem is not None and problem.code == "bad_field"
    assert problem.params["field"] == "animation_speed,default_mode"
    assert path.read_bytes() == raw  # still there: good fields are kept
    assert path.with_name("settings.json.bad").read_bytes() == raw
    load_settings_report()  # an identical copy is not made twice
    assert not path.with_name("settings.json.bad.1").exists()


def test_the_pause_and_the_game_folder_default_and_are_validated(tabletop_home: Path) -> None:
    assert Settings().computer_pause_ms == 800 and Settings().game_folder is None
    settings = Settings(computer_pause_ms=0, game_folder=str(tabletop_home))
    assert settings.computer_pause_ms == 0
    for bad in ({"computer_pause_ms": -1}, {"computer_pause_ms": 60_000},
                {"game_folder": "saves"}, {"game_folder": ""}, {"game_folder": "/a\0b"}):  # fmt: skip
        with pytest.raises(ValidationError):
            Settings(**bad)


def test_older_files_load_and_bad_new_fields_are_dropped(tabletop_home: Path) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema_version": 1, "language": "ja"}))  # before these fields
    settings, problem = load_settings_report()
    assert problem is None and settings.language == "ja"
    assert settings.computer_pause_ms == 800 and settings.game_folder is None
    path.write_text(json.dumps({"schema_version": 1, "language": "ja", "computer_pause_ms": "x",
                                "game_folder": "relative/saves"}))  # fmt: skip
    settings, problem = load_settings_report()
    assert settings.language == "ja" and settings.computer_pause_ms == 800
    assert settings.game_folder is None
    assert problem is not None and problem.params["field"] == "computer_pause_ms,game_folder"
    save_settings(settings.model_copy(update={"game_folder": str(tabletop_home)}))
    assert load_settings().game_folder == str(tabletop_home)


def _make_unreadable(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mode 000; as root (who reads any file) the read itself is made to fail as it would."""
    path.chmod(0)
    if os.geteuid() != 0:
        return
    real = settings_module.read_capped

    def refused(target: str | os.PathLike[str], limit: int) -> bytes:
        if Path(target) == path:
            raise StorageError("io_error", errno=errno.EACCES, op="read")
        return real(target, limit)

    monkeypatch.setattr(settings_module, "read_capped", refused)


def test_an_unreadable_file_is_never_written_over(
    tabletop_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"schema_version": 1, "language": "ja", "default_mode": "manual"}')
    _make_unreadable(path, monkeypatch)
    settings, problem = load_settings_report()
    assert settings == Settings()
    assert problem is not None and problem.code == "io_error"
    assert problem.params["errno"] == errno.EACCES and problem.params["kept_as"] is None
    assert held()
    save_settings(settings.with_recent_deck("/decks/goku.deck"))  # e.g. at quit
    path.chmod(0o600)
    assert path.read_bytes() == b'{"schema_version": 1, "language": "ja", "default_mode": "manual"}'
    assert sorted(os.listdir(path.parent)) == ["settings.json"]  # no copy, no temporary file
    again, same = load_settings_report()  # the session goes on with what it had in memory
    assert again.recent_decks == ["/decks/goku.deck"] and same is problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_in_place_of_the_file_is_left_alone(tabletop_home: Path) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    settings, problem = load_settings_report()  # does not block
    assert settings == Settings() and problem is not None and problem.code == "not_a_file"
    save_settings(Settings(language="en"))
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    assert load_settings().language == "en"


def test_a_bad_file_that_cannot_be_moved_aside_is_held(
    tabletop_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{not json")
    monkeypatch.setattr(settings_module, "_keep_aside", lambda path, suffix: None)
    _, problem = load_settings_report()
    assert problem is not None and problem.code == "not_json" and problem.params["kept_as"] is None
    save_settings(Settings(language="en"))
    assert path.read_bytes() == b"{not json"


def test_a_file_moved_aside_is_not_held(tabletop_home: Path) -> None:
    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{not json")
    _, problem = load_settings_report()
    assert problem is not None and problem.params["kept_as"] and not held()
    save_settings(Settings(language="en"))
    assert load_settings() == Settings(language="en")


def test_failed_save_keeps_old(tabletop_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(language="ja"))
    path = settings_path()
    before = path.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StorageError) as info:
        save_settings(Settings(language="en"))
    monkeypatch.undo()
    assert info.value.code == "io_error"
    assert path.read_bytes() == before
    assert os.listdir(path.parent) == ["settings.json"]


def test_migration_runs_and_keeps_backup(
    tabletop_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(migrations, "_MIGRATORS", {})
    monkeypatch.setattr("tabletop.storage.settings.SETTINGS_SCHEMA_VERSION", 2)

    @migrator("settings", 1)
    def rename_speed(data: dict[str, Any]) -> dict[str, Any]:
        data["animation_speed"] = data.pop("speed")
        return data

    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    raw = b'{"schema_version": 1, "speed": 3.0, "language": "en"}'
    path.write_bytes(raw)
    settings, problem = load_settings_report()
    assert problem is None
    assert settings.animation_speed == 3.0 and settings.language == "en"
    assert path.read_bytes() == raw
    assert path.with_name("settings.json.v1.bak").read_bytes() == raw
    save_settings(settings)
    assert json.loads(path.read_text())["schema_version"] == 2
    assert load_settings_report() == (settings, None)


def test_failed_migration_reported(tabletop_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "_MIGRATORS", {})
    monkeypatch.setattr("tabletop.storage.settings.SETTINGS_SCHEMA_VERSION", 2)

    @migrator("settings", 1)
    def needs_speed(data: dict[str, Any]) -> dict[str, Any]:
        data["animation_speed"] = data.pop("speed")
        return data

    path = tabletop_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"schema_version": 1}')
    settings, problem = load_settings_report()
    assert settings == Settings()
    assert problem is not None and problem.code == "migration_failed"
    assert path.with_name("settings.json.bad").read_bytes() == b'{"schema_version": 1}'
