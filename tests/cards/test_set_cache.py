"""The cache of validated card sets: each set file is validated once, a changed file again; a
damaged or doctored cache file is ignored (never run), and a cache that cannot be written is no
error."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from tabletop.cards.cache import FORMAT, SetCache
from tabletop.cards.database import CardDatabase, parse_set
from tabletop.cards.errors import CardDataError
from tabletop.paths import resource_path

SET_FILE = resource_path("cards", "dbgt", "SAI.json")


class Counted:
    """``parse_set``, counting its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, data: bytes, path: str) -> object:
        self.calls += 1
        return parse_set(data, path)


def test_a_set_is_validated_once_then_read_from_the_cache(tmp_path: Path) -> None:
    data = SET_FILE.read_bytes()
    parse = Counted()
    first = SetCache(tmp_path)
    card_set = first.parse(data, str(SET_FILE), parse)
    first.save()
    again = SetCache(tmp_path).parse(data, str(SET_FILE), parse)
    assert parse.calls == 1
    assert again == card_set
    changed = data + b"\n"  # the same set, but another file
    SetCache(tmp_path).parse(changed, str(SET_FILE), parse)
    assert parse.calls == 2


@pytest.mark.parametrize("damage", ["cut", "foreign", "empty"])
def test_a_damaged_cache_is_ignored_and_rebuilt(tmp_path: Path, damage: str) -> None:
    data = SET_FILE.read_bytes()
    cache = SetCache(tmp_path)
    cache.parse(data, str(SET_FILE), parse_set)
    cache.save()
    path = tmp_path / "card-sets.pickle"
    whole = path.read_bytes()
    path.write_bytes({"cut": whole[:-40], "foreign": b"\x80\x05junk", "empty": b""}[damage])
    parse = Counted()
    rebuilt = SetCache(tmp_path)
    rebuilt.parse(data, str(SET_FILE), parse)
    rebuilt.save()
    assert parse.calls == 1
    SetCache(tmp_path).parse(data, str(SET_FILE), parse)  # the rebuilt cache is whole
    assert parse.calls == 1


class _Doctored:
    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, ("touch doctored",))


def test_a_doctored_cache_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "card-sets.pickle").write_bytes(FORMAT + pickle.dumps({"x": _Doctored()}))
    parse = Counted()
    SetCache(tmp_path).parse(SET_FILE.read_bytes(), str(SET_FILE), parse)
    assert parse.calls == 1
    assert not (tmp_path / "doctored").exists()


def test_a_bad_set_is_never_cached(tmp_path: Path) -> None:
    cache = SetCache(tmp_path)
    for _ in range(2):
        with pytest.raises(CardDataError):
            cache.parse(b'{"format": "something else"}', "bad.json", parse_set)
    cache.save()
    assert not (tmp_path / "card-sets.pickle").exists()


def test_an_unwritable_cache_folder_is_no_error(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    cache = SetCache(blocked / "cache")
    cache.parse(SET_FILE.read_bytes(), str(SET_FILE), parse_set)
    cache.save()  # nothing written, nothing raised


def test_the_database_loads_the_same_cards_from_the_cache() -> None:
    fresh = CardDatabase.load()
    cached = CardDatabase.load()
    assert [card.model_dump() for card in cached] == [card.model_dump() for card in fresh]
