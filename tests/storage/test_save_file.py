"""Save files: round trip, every kind of bad file refused cleanly, failed saves harmless."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import DeckSpec, GameSetup
from tabletop.engine.table_actions import MoveCard
from tabletop.storage.errors import REASON_CODES, StorageError
from tabletop.storage.save import (
    MAX_SAVE_BYTES,
    SAVE_FORMAT,
    SavedGame,
    load_game,
    save_game,
)

from .helpers import digest, make_log, make_setup


def _doc(game: SavedGame, tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "doc.tabletop"
    save_game(path, game)
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


# ------------------------------------------------------------------ round trip


def test_round_trip(tmp_path: Path, game: SavedGame) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    loaded = load_game(path)
    assert loaded.setup == game.setup
    assert loaded.log == game.log
    assert loaded.redo == game.redo
    assert loaded.mode == "manual"
    assert loaded.app_version == tabletop.__version__
    assert loaded.saved_at is not None


def test_file_layout(tmp_path: Path, game: SavedGame) -> None:
    data = _doc(game, tmp_path)
    assert data["format"] == SAVE_FORMAT
    assert data["schema_version"] == 2
    assert data["seats"] == ["human", "human"]
    assert "snapshot" not in data  # none given
    assert data["app_version"] == tabletop.__version__
    for key, value in game.setup.to_json().items():
        assert data[key] == value
    assert data["profile"] == {
        "pat_table": "standard",
        "survival_draws": 3,
        "variants": {"drills": [1, 2]},
    }
    assert data["mode"] == "manual"
    assert data["log"] == [e.to_json() for e in game.log]
    assert data["redo"] == [e.to_json() for e in game.redo]
    text = (tmp_path / "doc.tabletop").read_text("utf-8")
    assert "悟空の人" in text  # UTF-8, not \u escapes
    assert '    {"action": "move 0 3 p0.discard"}' in text.splitlines()


def test_empty_log_and_no_redo(tmp_path: Path) -> None:
    path = tmp_path / "new.tabletop"
    save_game(path, SavedGame(make_setup()))
    assert "redo" not in json.loads(path.read_text("utf-8"))
    loaded = load_game(path)
    assert (loaded.log, loaded.redo, loaded.mode) == ([], [], "enforced")


def test_overwrite_replaces(tmp_path: Path, game: SavedGame) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(make_setup()))
    save_game(path, game)
    assert load_game(path).log == game.log
    assert [p.name for p in tmp_path.iterdir()] == ["game.tabletop"]


def test_big_log_round_trip(tmp_path: Path) -> None:
    entries = [LogEntry(MoveCard(i % 2, i, "p0.discard")) for i in range(10_000)]
    path = tmp_path / "long.tabletop"
    save_game(path, SavedGame(make_setup(), entries))
    assert load_game(path).log == entries


def test_redo_missing_is_empty(tmp_path: Path, game: SavedGame) -> None:
    data = _doc(game, tmp_path)
    del data["redo"], data["saved_at"]
    path = tmp_path / "hand.tabletop"
    path.write_text(json.dumps(data), "utf-8")
    loaded = load_game(path)
    assert loaded.redo == [] and loaded.saved_at is None


def test_byte_order_mark_accepted(tmp_path: Path, game: SavedGame) -> None:
    data = _doc(game, tmp_path)
    path = tmp_path / "bom.tabletop"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    assert load_game(path).log == game.log


def test_unsaveable_profile_refused_before_touching_disk(tmp_path: Path) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(make_setup()))
    before = digest(path)
    bad = make_setup().__class__(**{**make_setup().__dict__, "profile": {"x": float("nan")}})
    with pytest.raises(StorageError) as info:
        save_game(path, SavedGame(bad))
    assert info.value.code == "bad_field"
    assert digest(path) == before


def test_bad_mode_is_a_programming_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        save_game(tmp_path / "x.tabletop", SavedGame(make_setup(), mode="free"))  # type: ignore[arg-type]


# ------------------------------------------------------------------ bad files


def _valid(tmp_path: Path) -> dict[str, Any]:
    entries = make_log()
    return _doc(SavedGame(make_setup(), entries[:3], "enforced", entries[3:]), tmp_path)


def _refused(path: Path, code: str) -> StorageError:
    before = digest(path)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(StorageError) as info:
        load_game(path)
    assert info.value.code == code, info.value
    assert info.value.code in REASON_CODES
    assert digest(path) == before
    assert path.stat().st_mtime_ns == mtime
    return info.value


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"", "truncated"),
        (b"hello, world", "not_json"),
        (b"\x00\x01\x02binary", "not_json"),
        (b'{"format": "tabletop-save"} trailing', "not_json"),
        (b'{"format": "tabletop-save", "seed": NaN}', "bad_number"),
        (b'{"format": "tabletop-save", "seed": -Infinity}', "bad_number"),
        (b'{"format": "tabletop-save", "seed": 1e999}', "bad_number"),
        (b'{"format": "tabletop-save", "seed": 1' + b"0" * 5000 + b"}", "bad_number"),
        (b'{"format": "tabletop-save", "players": ["Goku\\ud800", "B"]}', "bad_text"),
        (b'{"format": "tabletop-save", "players": ["\\udc00Goku", "B"]}', "bad_text"),
        (b'{"format": "tabletop-save", "pl\\udbffayers": []}', "bad_text"),
        (b"\xff\xfe{\x00}\x00", "bad_encoding"),
        (b'{"format": "tabletop-save", "players": ["\xe6\x82"]}', "bad_encoding"),
        (b'{"format": "tabletop-save", "players": ["\xe6\x82', "truncated"),
        (b"[" * 100_000, "too_deep"),
        (b'{"a":' * 100_000, "too_deep"),
        (b"[" * 70 + b"]" * 70, "too_deep"),
        (b"[1, 2, 3]", "not_a_save"),
        (b'"tabletop-save"', "not_a_save"),
        (b"null", "not_a_save"),
        (b'{"format": "tabletop-deck", "schema_version": 1}', "not_a_save"),
        (b'{"schema_version": 1}', "not_a_save"),
    ],
)
def test_bad_bytes(tmp_path: Path, content: bytes, code: str) -> None:
    path = tmp_path / "bad.tabletop"
    path.write_bytes(content)
    _refused(path, code)


@pytest.mark.parametrize("cut", [1, 10, 100, 0.5, 0.9, -30, -2, -1])
def test_truncated_anywhere(tmp_path: Path, cut: float) -> None:
    text = json.dumps(_valid(tmp_path), indent=2).encode()
    at = int(len(text) * cut) if isinstance(cut, float) else cut
    path = tmp_path / "cut.tabletop"
    path.write_bytes(text[:at].rstrip())
    _refused(path, "truncated")


def test_truncated_inside_literal(tmp_path: Path) -> None:
    path = tmp_path / "cut.tabletop"
    path.write_bytes(b'{"format": "tabletop-save", "redo": [], "x": tr')
    _refused(path, "truncated")


def _mutated(tmp_path: Path, change: dict[str, Any], drop: tuple[str, ...] = ()) -> Path:
    data = _valid(tmp_path)
    data.update(change)
    for key in drop:
        del data[key]
    path = tmp_path / "mutated.tabletop"
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "drop", "field"),
    [
        ({}, ("mode",), "mode"),
        ({"mode": "free"}, (), "mode"),
        ({}, ("app_version",), "app_version"),
        ({"app_version": 1}, (), "app_version"),
        ({"saved_at": 5}, (), "saved_at"),
        ({}, ("log",), "log"),
        ({"log": {"0": {}}}, (), "log"),
        ({"log": ["move 0 1 x"]}, (), "log.0"),
        ({"log": [{"action": "move 0 1 x", "extra": 1}]}, (), "log[0]"),
        ({"log": [{"action": "teleport 0 1"}]}, (), "log[0]"),
        ({"redo": [{"action": "move 0 1 p0.hand"}, {"action": 7}]}, (), "redo[1]"),
        ({"seed": "12"}, (), "seed"),
        ({"seed": -1}, (), "seed"),
        ({"seed": True}, (), "seed"),
        ({}, ("seed",), "seed"),
        ({"game": "Dragon Ball"}, (), "game"),
        ({"players": ["only one"]}, (), "players"),
        ({"decks": [{}, {"sections": {"deck": [1]}}]}, (), "deck.cards"),
        ({"profile": [1, 2]}, (), "profile"),
    ],
)
def test_bad_fields(
    tmp_path: Path, change: dict[str, Any], drop: tuple[str, ...], field: str
) -> None:
    err = _refused(_mutated(tmp_path, change, drop), "bad_field")
    assert err.params["field"] == field


def test_bad_field_carries_engine_code(tmp_path: Path) -> None:
    err = _refused(_mutated(tmp_path, {"log": [{"action": "teleport 0 1"}]}), "bad_field")
    assert err.params["cause"] == "unknown_action"
    assert err.params["detail"] == {"kind": "teleport"}


@pytest.mark.parametrize(
    ("version", "code"),
    [(3, "newer_schema"), (99, "newer_schema"), (0, "unknown_schema"), (-3, "unknown_schema")],
)
def test_schema_versions(tmp_path: Path, version: int, code: str) -> None:
    err = _refused(_mutated(tmp_path, {"schema_version": version}), code)
    assert err.params["version"] == version


@pytest.mark.parametrize("version", ["1", None, 1.0, True])
def test_schema_version_wrong_type(tmp_path: Path, version: object) -> None:
    err = _refused(_mutated(tmp_path, {"schema_version": version}), "bad_field")
    assert err.params["field"] == "schema_version"


def test_schema_version_missing(tmp_path: Path) -> None:
    _refused(_mutated(tmp_path, {}, drop=("schema_version",)), "bad_field")


def test_too_large_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.tabletop"
    with open(path, "wb") as handle:
        handle.truncate(51 * 1024 * 1024)  # sparse: no 51 MB written
    real_open = open

    def no_open(*args: Any, **kwargs: Any) -> Any:
        if args and isinstance(args[0], str | os.PathLike) and Path(args[0]) == path:
            raise AssertionError("a too-large file must not be opened")
        return real_open(*args, **kwargs)

    monkeypatch.setattr("builtins.open", no_open)
    err = _refused(path, "too_large")
    assert err.params == {"size": 51 * 1024 * 1024, "limit": MAX_SAVE_BYTES}


def test_read_is_capped_even_if_stat_lies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.storage import reading

    path = tmp_path / "growing.tabletop"
    path.write_bytes(b"[" + b" " * 200 + b"]")
    with pytest.raises(StorageError) as info:
        reading.read_capped(path, 100)  # the stat check catches it
    assert info.value.code == "too_large"

    real_stat = os.stat

    def small_stat(p: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        st = real_stat(p, *args, **kwargs)
        if Path(p) == path:
            values = list(st)
            values[6] = 10  # st_size
            return os.stat_result(values)
        return st

    monkeypatch.setattr(os, "stat", small_stat)
    with pytest.raises(StorageError) as info:
        reading.read_capped(path, 100)
    assert info.value.code == "too_large"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        load_game(tmp_path / "nope.tabletop")
    assert info.value.code == "not_found"


def test_folder_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        load_game(tmp_path)
    assert info.value.code == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_pipe_is_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.tabletop"
    os.mkfifo(fifo)
    with pytest.raises(StorageError) as info:
        load_game(fifo)  # would block forever if opened
    assert info.value.code == "not_a_file"


# ------------------------------------------------------------------ failed saves


def _fail(exc_errno: int) -> Any:
    def raiser(*args: Any, **kwargs: Any) -> Any:
        raise OSError(exc_errno, os.strerror(exc_errno))

    return raiser


@pytest.mark.parametrize("step", ["write", "fsync", "replace", "close"])
def test_failed_save_keeps_old_file(
    tmp_path: Path, game: SavedGame, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(make_setup()))
    before = digest(path)
    if step == "close":
        real_close = os.close

        def bad_close(fd: int) -> None:
            real_close(fd)
            raise OSError(errno.EIO, "I/O error")

        monkeypatch.setattr(os, "close", bad_close)
    else:
        monkeypatch.setattr(os, step, _fail(errno.ENOSPC))
    with pytest.raises(StorageError) as info:
        save_game(path, game)
    monkeypatch.undo()
    assert info.value.code == "io_error"
    assert info.value.params["errno"] == (errno.EIO if step == "close" else errno.ENOSPC)
    assert digest(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.tabletop"]  # no temp file left
    assert load_game(path).log == []


def test_partial_write_then_disk_full(
    tmp_path: Path, game: SavedGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame(make_setup()))
    before = digest(path)
    real_write = os.write
    calls = []

    def half_then_full(fd: int, data: Any) -> int:
        calls.append(fd)
        if len(calls) == 1:
            return real_write(fd, bytes(data[:10]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_full)
    with pytest.raises(StorageError):
        save_game(path, game)
    monkeypatch.undo()
    assert digest(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.tabletop"]


def test_unwritable_folder(
    tmp_path: Path, game: SavedGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "open", _fail(errno.EACCES))
    with pytest.raises(StorageError) as info:
        save_game(tmp_path / "game.tabletop", game)
    assert (info.value.code, info.value.params["errno"]) == ("io_error", errno.EACCES)


def test_missing_folder(tmp_path: Path, game: SavedGame) -> None:
    with pytest.raises(StorageError) as info:
        save_game(tmp_path / "no" / "such" / "game.tabletop", game)
    assert (info.value.code, info.value.params["errno"]) == ("io_error", errno.ENOENT)


def test_short_writes_are_completed(
    tmp_path: Path, game: SavedGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real_write(fd, bytes(data[:7])))
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    monkeypatch.undo()
    assert load_game(path).log == game.log


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_permissions_kept_on_overwrite(tmp_path: Path, game: SavedGame) -> None:
    path = tmp_path / "game.tabletop"
    save_game(path, game)
    os.chmod(path, 0o640)
    save_game(path, game)
    assert path.stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(os.name != "posix", reason="symlinks")
def test_save_through_symlink(tmp_path: Path, game: SavedGame) -> None:
    real = tmp_path / "real.tabletop"
    save_game(real, SavedGame(make_setup()))
    link = tmp_path / "link.tabletop"
    link.symlink_to(real)
    save_game(link, game)
    assert link.is_symlink()
    assert load_game(real).log == game.log


def test_log_entries_keep_chance_and_forced(tmp_path: Path) -> None:
    entries = make_log()
    path = tmp_path / "g.tabletop"
    save_game(path, SavedGame(make_setup(), entries))
    loaded = load_game(path).log
    assert loaded[0].chance == ((2, 0, 1, 3),)
    assert loaded[4].forced is True


def test_too_many_actions_refused_before_any_is_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record that would take minutes to replay is refused at once, by its count alone."""
    from tabletop.storage import save as save_module

    doc = _doc(SavedGame(make_setup(), make_log()), tmp_path)
    doc["log"] = [{"action": "draw 0"}] * (save_module.MAX_ACTIONS + 1)
    path = tmp_path / "long.tabletop"
    path.write_text(json.dumps(doc), "utf-8")

    def no_parse(*args: object) -> object:
        raise AssertionError("no entry may be parsed")

    monkeypatch.setattr(save_module, "parse_entries", no_parse)
    err = _refused(path, "too_many_actions")
    assert err.params == {"count": save_module.MAX_ACTIONS + 1, "limit": save_module.MAX_ACTIONS}


def test_an_entry_with_more_chance_values_than_any_shuffle_is_refused(tmp_path: Path) -> None:
    from tabletop.engine.log import MAX_OUTCOME

    doc = _doc(SavedGame(make_setup(), make_log()), tmp_path)
    doc["log"][0]["chance"] = [[0] * (MAX_OUTCOME // 2 + 1)] * 2
    path = tmp_path / "wide.tabletop"
    path.write_text(json.dumps(doc), "utf-8")
    err = _refused(path, "bad_field")
    assert err.params["field"] == "log[0]"


@pytest.mark.parametrize(
    "setup",
    [
        GameSetup("free", 1, ("Goku\ud800", "B")),
        GameSetup("free", 1, decks=(DeckSpec("deck \udc00", {}), DeckSpec())),
    ],
)
def test_a_name_that_is_not_text_is_refused_before_writing(
    tmp_path: Path, setup: GameSetup
) -> None:
    path = tmp_path / "game.tabletop"
    path.write_bytes(b"the previous save")
    with pytest.raises(StorageError) as info:
        save_game(path, SavedGame(setup))
    assert info.value.code == "bad_field"  # not a UnicodeEncodeError half-way through
    assert path.read_bytes() == b"the previous save"
    assert os.listdir(tmp_path) == ["game.tabletop"]
