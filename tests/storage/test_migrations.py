"""The migration registry: one step per version, in order, on a copy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.storage import migrations
from tabletop.storage.errors import StorageError
from tabletop.storage.migrations import migrate, migrator, registered

from .helpers import digest


@pytest.fixture(autouse=True)
def empty_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "_MIGRATORS", {})


def _register_toy() -> None:
    @migrator("toy", 1)
    def split_name(data: dict[str, Any]) -> dict[str, Any]:
        first, _, last = data.pop("name").partition(" ")
        data["first"], data["last"] = first, last
        return data

    @migrator("toy", 2)
    def add_colour(data: dict[str, Any]) -> dict[str, Any]:
        data.setdefault("colour", "orange")
        return data


def test_toy_migration_in_order() -> None:
    _register_toy()
    old = {"schema_version": 1, "name": "Son Goku", "nested": {"a": [1]}}
    new = migrate("toy", old, 3)
    assert new == {
        "schema_version": 3,
        "first": "Son",
        "last": "Goku",
        "colour": "orange",
        "nested": {"a": [1]},
    }
    assert old == {"schema_version": 1, "name": "Son Goku", "nested": {"a": [1]}}  # untouched
    assert registered("toy") == [1, 2]
    assert migrate("toy", {"schema_version": 2, "first": "Vegeta", "last": ""}, 3)["colour"]


def test_current_version_passes_through() -> None:
    data = {"schema_version": 3, "x": 1}
    assert migrate("toy", data, 3) == data


def test_newer_refused() -> None:
    with pytest.raises(StorageError) as info:
        migrate("toy", {"schema_version": 4}, 3)
    assert info.value.code == "newer_schema"
    assert info.value.params == {"kind": "toy", "version": 4, "supported": 3}


def test_gap_is_unknown_schema() -> None:
    _register_toy()
    with pytest.raises(StorageError) as info:
        migrate("toy", {"schema_version": 1, "name": "a b"}, 4)  # no 3 -> 4
    assert info.value.code == "unknown_schema"
    with pytest.raises(StorageError) as info:
        migrate("other", {"schema_version": 1}, 2)
    assert info.value.code == "unknown_schema"


def test_failing_migrator() -> None:
    _register_toy()
    with pytest.raises(StorageError) as info:
        migrate("toy", {"schema_version": 1}, 3)  # no "name"
    assert (info.value.code, info.value.params["version"]) == ("migration_failed", 1)


def test_registration_rules() -> None:
    _register_toy()
    with pytest.raises(ValueError):
        _register_toy()  # new functions for the same versions
    with pytest.raises(ValueError):
        migrator("toy", 0)


def test_custom_version_key() -> None:
    @migrator("hdr", 1)
    def up(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "upgraded": True}

    assert migrate("hdr", {"journal": 1}, 2, key="journal") == {"journal": 2, "upgraded": True}


def test_save_file_migrates_on_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A toy future save ("moves" instead of "log", schema 3) loads after migrating to 3."""
    from tabletop.storage import save
    from tabletop.storage.save import SavedGame, load_game, save_game

    from .helpers import make_log, make_setup

    path = tmp_path / "old.tabletop"
    save_game(path, SavedGame(make_setup(), make_log()))
    data = json.loads(path.read_text("utf-8"))
    data["moves"] = data.pop("log")
    path.write_text(json.dumps(data), "utf-8")
    before = digest(path)

    monkeypatch.setattr(save, "SAVE_SCHEMA_VERSION", 3)

    @migrator("save", 2)
    def moves_to_log(d: dict[str, Any]) -> dict[str, Any]:
        d["log"] = d.pop("moves")
        return d

    assert load_game(path).log == make_log()
    assert digest(path) == before  # migrations run on a copy; the file is not rewritten
