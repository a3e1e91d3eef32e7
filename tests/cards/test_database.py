"""The card database: lookups, search, and merging the user's own sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cards import CardDatabase, CardDataError, parse_set, read_set_file
from tabletop.cards.database import MAX_SET_FILE_BYTES
from tabletop.cards.errors import CARD_DATA_CODES

from .conftest import drill, event, set_doc, write_user_set


def test_lookup_by_id_is_case_insensitive(bundled: CardDatabase) -> None:
    assert bundled.get("sai-158") is bundled["SAI-158"]
    assert bundled.get("  gf-st9 ") is bundled["GF-ST9"]
    assert "Sai-1" in bundled and "SAI-0" not in bundled and 5 not in bundled
    assert bundled.get("SAI 158") is None and bundled.get("") is None
    with pytest.raises(KeyError):
        bundled["SAI-999"]


def test_lookup_by_game_and_set(bundled: CardDatabase) -> None:
    assert len(bundled) == 264 + 211 + 160 == len(list(bundled)) == len(bundled.ids())
    assert len(bundled.by_game("dbgt")) == 264
    assert len(bundled.by_game("yyh")) == 371
    assert len(bundled.by_set("gf")) == 211 and bundled.by_set("NOPE") == ()
    assert [s.code for s in bundled.sets("yyh")] == ["DT", "GF"]
    assert bundled.set_info("sai") is not None and bundled.set_info("X") is None
    assert bundled.by_set("SAI")[0].id == "SAI-1"


def test_search_by_name(bundled: CardDatabase) -> None:
    goku = bundled.search("goku lv")
    assert {c.id for c in goku} >= {"SAI-158", "SAI-159", "SAI-160", "SAI-P1"}
    assert all("goku lv" in c.name.lower() for c in goku)
    assert [c.id for c in bundled.search("YUSUKE", game="dbgt")] == []
    assert all(c.game == "yyh" for c in bundled.search("yusuke", game="yyh"))
    assert len(bundled.search("a", limit=3)) == 3
    assert len(bundled.search("")) == len(bundled)
    assert bundled.search("ｒｉｓｈｏ")[0].name.startswith("Risho")  # full-width input
    assert bundled.search("sai-15")[0].id == "SAI-15"  # ids match too
    assert [c.id for c in bundled.search("サイヤ人編")] == []  # a set's name finds no card


def test_search_matches_japanese_names(home: Path) -> None:
    card = drill("HOME", "1", name="Kamehameha Drill", name_ja="かめはめ波の特訓")
    write_user_set(home, "dbgt", "HOME.json", set_doc("dbgt", "HOME", [card]))
    database = CardDatabase.load()
    assert [c.id for c in database.search("かめはめ")] == ["HOME-1"]


def test_no_user_folder_is_fine(home: Path) -> None:
    database = CardDatabase.load()
    assert len(database) == 635 and database.problems == ()
    assert not (home / "data").exists()  # loading creates nothing


def test_a_user_set_adds_a_set_and_cards_to_a_bundled_set(home: Path) -> None:
    write_user_set(
        home, "dbgt", "HOME.json", set_doc("dbgt", "HOME", [drill("HOME", "1"), drill("HOME", "2")])
    )
    write_user_set(home, "dbgt", "SAI-extra.json", set_doc("dbgt", "SAI", [drill("SAI", "X1")]))
    write_user_set(home, "yyh", "mine.json", set_doc("yyh", "MY", [event("MY", "1")]))
    database = CardDatabase.load()
    assert database.problems == ()
    assert len(database) == 635 + 4
    assert database["home-2"].name == "Test Drill"
    home_set = database.set_info("HOME")
    assert home_set is not None and home_set.origin == "user" and home_set.game == "dbgt"
    assert database.by_set("SAI")[-1].id == "SAI-X1"
    sai = database.set_info("SAI")
    assert sai is not None and sai.origin == "bundled" and sai.name == "Saiyan Saga"
    assert len(sai.files) == 2
    assert [c.id for c in database.by_set("MY")] == ["MY-1"]


def test_a_user_card_never_overrides_a_bundled_one(home: Path) -> None:
    path = write_user_set(
        home,
        "dbgt",
        "SAI.json",
        set_doc("dbgt", "SAI", [drill("SAI", "1", name="Mine"), drill("SAI", "Y1")]),
    )
    database = CardDatabase.load()
    assert database["SAI-1"].name == "Orange Standing Fist Punch"
    assert database["SAI-Y1"].name == "Test Drill"
    assert database.problems == (CardDataError("card_conflict", path=str(path), id="SAI-1"),)


def test_two_user_files_with_the_same_card(home: Path) -> None:
    write_user_set(home, "yyh", "a.json", set_doc("yyh", "MY", [event("MY", "1", name="First")]))
    second = write_user_set(
        home, "yyh", "b.json", set_doc("yyh", "MY", [event("MY", "1", name="Second")])
    )
    database = CardDatabase.load()
    assert database["MY-1"].name == "First"
    assert [p.code for p in database.problems] == ["card_conflict"]
    assert database.problems[0].params["path"] == str(second)


BAD_FILES: list[tuple[str, str, object, str]] = [
    ("dbgt", "binary.json", b"\x89PNG\r\n\x1a\n\x00\x00\xff", "not_utf8"),
    ("dbgt", "broken.json", '{"format": "tabletop-cards", "cards": [', "bad_json"),
    ("dbgt", "deep.json", "[" * 100_000 + "]" * 100_000, "too_deep"),
    ("dbgt", "list.json", "[1, 2, 3]", "not_a_card_set"),
    ("dbgt", "other.json", '{"format": "something-else"}', "not_a_card_set"),
    ("dbgt", "future.json", set_doc("dbgt", "FUT", [], schema_version=2), "newer_schema"),
    ("dbgt", "nocode.json", set_doc("dbgt", "lower", []), "invalid_set"),
    ("dbgt", "badcard.json", set_doc("dbgt", "BAD", [drill("BAD", "1", level=3)]), "invalid_set"),
    ("dbgt", "floaty.json", set_doc("dbgt", "FL", [drill("FL", "1", limit_per_deck=1.0)]), ""),
    ("yyh", "dbgt-in-yyh.json", set_doc("dbgt", "WRONG", [drill("WRONG", "1")]), ""),
    ("yyh", "sai-as-yyh.json", set_doc("yyh", "SAI", [event("SAI", "Z1")]), "set_code_taken"),
]


@pytest.mark.parametrize(("game", "name", "content", "code"), BAD_FILES, ids=lambda v: str(v)[:20])
def test_a_bad_user_file_is_reported_and_skipped(
    home: Path, game: str, name: str, content: object, code: str
) -> None:
    path = write_user_set(home, game, name, content)
    write_user_set(home, "dbgt", "zz-good.json", set_doc("dbgt", "GOOD", [drill("GOOD", "1")]))
    database = CardDatabase.load()
    assert len(database) == 636  # the good file still loads
    assert len(database.problems) == 1
    problem = database.problems[0]
    expected = code or {"floaty.json": "invalid_set", "dbgt-in-yyh.json": "wrong_game_folder"}[name]
    assert problem.code == expected and problem.code in CARD_DATA_CODES
    assert problem.params["path"] == str(path)
    assert "GOOD-1" in database


def test_invalid_set_reports_where_and_why(home: Path) -> None:
    write_user_set(home, "dbgt", "bad.json", set_doc("dbgt", "BAD", [drill("BAD", "1", level=3)]))
    problem = CardDatabase.load().problems[0]
    assert problem.code == "invalid_set"
    assert ("cards.0.drill.level", "extra_forbidden") in problem.params["errors"]


def test_oversized_and_odd_user_files(home: Path) -> None:
    folder = home / "data" / "cards" / "dbgt"
    folder.mkdir(parents=True)
    (folder / "dir.json").mkdir()
    with open(folder / "huge.json", "wb") as handle:
        handle.truncate(MAX_SET_FILE_BYTES + 1)
    (folder / "notes.txt").write_text("not a set")
    (folder / "empty.json").write_bytes(b"")
    database = CardDatabase.load()
    assert len(database) == 635
    codes = sorted(p.code for p in database.problems)
    assert codes == ["bad_json", "too_large", "unreadable"]


def test_user_sets_can_be_switched_off(home: Path) -> None:
    write_user_set(home, "dbgt", "HOME.json", set_doc("dbgt", "HOME", [drill("HOME", "1")]))
    assert "HOME-1" not in CardDatabase.load(include_user=False)
    assert "HOME-1" in CardDatabase.load()


def test_bundled_errors_are_raised(tmp_path: Path) -> None:
    folder = tmp_path / "cards" / "dbgt"
    folder.mkdir(parents=True)
    (folder / "ABC.json").write_text(json.dumps(set_doc("dbgt", "XYZ", [])))
    with pytest.raises(CardDataError) as exc:
        CardDatabase.load(bundled_root=tmp_path / "cards", include_user=False)
    assert exc.value.code == "wrong_file_name"
    (folder / "ABC.json").write_text("{")
    with pytest.raises(CardDataError) as exc:
        CardDatabase.load(bundled_root=tmp_path / "cards", include_user=False)
    assert exc.value.code == "bad_json"
    with pytest.raises(CardDataError) as exc:
        CardDatabase.load(bundled_root=tmp_path / "missing", include_user=False)
    assert exc.value.code == "unreadable"


def test_bundled_conflicts_are_raised() -> None:
    first = parse_set(json.dumps(set_doc("dbgt", "A", [drill("A", "1")])).encode())
    with pytest.raises(CardDataError) as exc:
        CardDatabase.from_sets([first, first])
    assert exc.value.code == "invalid_set"


def test_read_set_file_accepts_a_bom(tmp_path: Path) -> None:
    path = tmp_path / "A.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(set_doc("yyh", "A", [event("A", "1")])).encode())
    assert read_set_file(path).cards[0].id == "A-1"


def test_error_text_is_codes_and_params() -> None:
    error = CardDataError("card_conflict", path="p", id="SAI-1")
    assert str(error) == "card_conflict (id='SAI-1', path='p')"
    assert error == CardDataError("card_conflict", path="p", id="SAI-1")
    assert error != CardDataError("card_conflict", path="q", id="SAI-1")
    assert str(CardDataError("empty")) == "empty"
