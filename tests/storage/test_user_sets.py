"""User card sets: validated, written atomically, loaded by the database, never overriding."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards import CardDatabase
from tabletop.cards.errors import CardDataError
from tabletop.storage.user_sets import (
    CardValidationError,
    load_user_set,
    remove_card,
    save_card,
    user_set_codes,
    user_set_path,
    validate_card,
)

BABY = {
    "id": "BAB-1", "set": "BAB", "number": "1", "name": "Baby Lv1", "type": "personality",
    "character": "Baby", "level": 1, "alignment": "villain", "pur": 2, "stages": [0, 100, 200],
}  # fmt: skip


def test_save_creates_the_set_and_the_database_loads_it(tabletop_home: Path) -> None:
    path = save_card("dbgt", "BAB", validate_card("dbgt", BABY))
    assert path == tabletop_home / "data" / "cards" / "dbgt" / "BAB.json"
    assert user_set_codes("dbgt") == ["BAB"]
    db = CardDatabase.load()
    assert db.problems == () and db["BAB-1"].name == "Baby Lv1"
    assert db.set_info("BAB").name == "Baby"  # type: ignore[union-attr]
    # Replace, then add a second card; the order of the file is kept.
    save_card("dbgt", "BAB", validate_card("dbgt", BABY | {"pur": 3}))
    save_card("dbgt", "BAB", validate_card("dbgt", BABY | {"id": "BAB-2", "number": "2"}))
    loaded = load_user_set("dbgt", "BAB")
    assert loaded is not None and [c.id for c in loaded.cards] == ["BAB-1", "BAB-2"]
    assert loaded.cards[0].pur == 3  # type: ignore[union-attr]
    assert remove_card("dbgt", "BAB", "bab-2")
    assert [c.id for c in load_user_set("dbgt", "BAB").cards] == ["BAB-1"]  # type: ignore[union-attr]


def test_validation_names_the_fields() -> None:
    with pytest.raises(CardValidationError) as info:
        validate_card("dbgt", BABY | {"level": 9, "name": ""})
    assert {e.field for e in info.value.errors} == {"level", "name"}
    with pytest.raises(CardValidationError) as info:
        validate_card("dbgt", BABY | {"stages": [0, 300, 200]})
    assert [(e.field, e.code) for e in info.value.errors] == [("stages", "stages_decrease")]


def test_a_bundled_card_id_or_another_games_set_is_refused(tabletop_home: Path) -> None:
    sai = validate_card("dbgt", BABY | {"id": "SAI-158", "set": "SAI", "number": "158"})
    with pytest.raises(CardDataError) as info:
        save_card("dbgt", "SAI", sai)
    assert info.value.code == "card_conflict"
    gf = validate_card("dbgt", BABY | {"id": "GF-999", "set": "GF", "number": "999"})
    with pytest.raises(CardDataError):
        save_card("dbgt", "GF", gf)
    assert not (tabletop_home / "data" / "cards" / "dbgt").exists()


def test_set_codes_cannot_escape_the_folder() -> None:
    for code in ("../x", "bab", "", "A/B"):
        with pytest.raises(ValueError):
            user_set_path("dbgt", code)
