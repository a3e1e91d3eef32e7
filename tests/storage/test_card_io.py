"""Import and export of card sets: a round trip through CSV and JSON gives the same database,
and every kind of bad row is refused with its row, column and reason, nothing written."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.cards.card_games import card_games
from tabletop.cards.database import CardDatabase
from tabletop.cards.models import Game
from tabletop.storage import card_csv
from tabletop.storage.card_io import (
    CardFileError,
    Kind,
    apply_import,
    describe_problem,
    export_set,
    plan_import,
)
from tabletop.storage.user_sets import save_cards
from tests.cards.strategies import NAMES, card_sets


def _english(context: str, text: str) -> str:
    return text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_sets(), st.sampled_from(["csv", "json"]), NAMES, st.one_of(st.none(), NAMES))
def test_export_then_import_into_a_fresh_folder_gives_the_same_database(
    game_set: tuple[Game, str, list], kind: Kind, name: str, name_ja: str | None
) -> None:
    game, code, cards = game_set
    with tempfile.TemporaryDirectory() as tmp:
        first, second = Path(tmp, "a"), Path(tmp, "b")
        save_cards(game, code, cards, set_name=name, set_name_ja=name_ja, root=first)
        source = CardDatabase.load(user_root=first)
        data = export_set(source, game, code, kind)
        plan = plan_import(data, kind, database=CardDatabase.load(user_root=second))
        assert plan.ok, [describe_problem(p, kind, _english) for p in plan.problems]
        assert len(plan.cards) == len(cards)
        apply_import(plan, root=second)
        copy = CardDatabase.load(user_root=second)
        assert copy.problems == ()
        assert list(copy) == list(source)
        a, b = source.set_info(code), copy.set_info(code)
        assert a is not None and b is not None
        assert (a.name, a.name_ja, a.card_ids) == (b.name, b.name_ja, b.card_ids)
        # importing the same file again changes nothing and is not a conflict
        again = plan_import(data, kind, database=copy)
        assert again.ok and again.cards == [] and len(again.unchanged) == len(cards)


HEADER = (
    "set,number,type,name,character,level,alignment,pur,stages,style,attack,defense,"
    "damage_kind,damage_amount,damage_bonus,text"
)
GOOD = "GTX,1,personality,Baby Lv1,Baby,1,villain,2,0 500 600 700,,,,,,,"
#: One bad row of each kind, with the (column, code) it must be refused for.
BAD_ROWS: list[tuple[str, str, str]] = [
    ("GTX,2,personality,Baby Lv2,Baby,2,villain,2,0 500 x 700,,,,,,,", "stages", "bad_ladder"),
    (
        "GTX,3,personality,Baby Lv3,Baby,3,villain,2,100 500 600,,,,,,,",
        "stages",
        "stage_zero_not_zero",
    ),
    ("GTX,4,personality,Baby Lv4,Baby,4,villain,2,0 600 500,,,,,,,", "stages", "stages_decrease"),
    (
        "GTX,5,personality,Baby Lv5,Baby,4,villain,2," + " ".join(["0"] * 19) + ",,,,,,,",
        "stages",
        "ladder_length",
    ),
    ("GTX,6,personalty,Typo,,,,,,,,,,,,", "type", "unknown_type"),
    ("GTX,1,drill,Same Number Drill,,,,,,,,,,,,", "number", "duplicate_card"),
    ("GTX,7,personality,No Level,Baby,,villain,2,0 500 600,,,,,,,", "level", "missing"),
    ("GTX,8,personality,Level Words,Baby,two,villain,2,0 500 600,,,,,,,", "level", "not_a_number"),
    ("GTX,9,personality,Too High,Baby,9,villain,2,0 500 600,,,,,,,", "level", "too_big"),
    ("GTX,10,personality,Good Guy,Baby,1,good,2,0 500 600,,,,,,,", "alignment", "bad_choice"),
    ("GTX,11,drill,Has Stages,,,,,0 500,,,,,,,", "stages", "not_for_type"),
    ("GTX,12,physical_combat,No Role,,,,,,,,,,,,", "attack", "combat_without_role"),
    ("GTX,13,physical_combat,Maybe,,,,,,,perhaps,,,,,", "attack", "not_yes_no"),
    ("GTX,14,physical_combat,PAT Amount,,,,,,,yes,,pat,3,,", "damage_kind", "bad_damage"),
    ("GTX,15,drill,Bad Style,,,,,,purple,,,,,,", "style", "bad_choice"),
    ("GTX,1 6,drill,Space In Number,,,,,,,,,,,,", "number", "bad_format"),
    (",17,drill,No Set,,,,,,,,,,,,", "set", "missing_set"),
    ("GTX,18,drill,,,,,,,,,,,,,", "name", "missing"),
    ("GTX,19,drill,Extra Cells,,,,,,,,,,,,,surplus", "", "too_many_cells"),
    ("SAI,158,drill,Not Goku,,,,,,,,,,,,", "number", "bundled_conflict"),
    ("GF,900,drill,Other Game,,,,,,,,,,,,", "set", "set_of_other_game"),
    ("GTX,20,physical_combat,Bonus Words,,,,,,,yes,,pat,,big,", "damage_bonus", "not_a_number"),
]


def _file(rows: list[str], delimiter: str, newline: str, bom: bool) -> bytes:
    lines = [HEADER, GOOD, *rows]
    if delimiter != ",":
        lines = [line.replace(",", delimiter) for line in lines]
    text = newline.join(lines) + newline
    return (("\ufeff" if bom else "") + text).encode("utf-8")


@pytest.mark.parametrize(
    ("delimiter", "newline", "bom"),
    [(",", "\n", False), (";", "\r\n", True), ("\t", "\r\n", False)],
)
def test_every_bad_row_is_refused_with_its_reason_and_nothing_is_written(
    tabletop_home: Path, delimiter: str, newline: str, bom: bool
) -> None:
    rows = [row for row, _, _ in BAD_ROWS]
    plan = plan_import(_file(rows, delimiter, newline, bom), "csv", game="dbgt")
    found = {(p.row, p.column, p.code) for p in plan.problems}
    wanted = {(index + 3, column, code) for index, (_, column, code) in enumerate(BAD_ROWS)}
    assert wanted - found == set(), sorted(found - wanted)
    assert plan.refused_rows == list(range(3, len(BAD_ROWS) + 3))
    assert [card.id for _, card in plan.cards] == ["GTX-1"]
    assert not plan.ok
    with pytest.raises(ValueError):
        apply_import(plan)
    assert not (tabletop_home / "data" / "cards").exists()
    messages = [describe_problem(p, "csv", _english) for p in plan.problems]
    assert "Row 3, stages: “0 500 x 700” is not a power-stage ladder" in messages[0]
    assert all("{" not in m for m in messages), messages
    # the user may choose to import only the valid rows
    apply_import(plan, valid_only=True)
    assert [c.id for c in CardDatabase.load().by_set("GTX")] == ["GTX-1"]


def test_semicolons_and_shift_jis_from_a_japanese_spreadsheet(tabletop_home: Path) -> None:
    text = "set;number;type;name;name_ja\r\nGTX;1;drill;Drill;ドリル\r\n"
    plan = plan_import(text.encode("cp932"), "csv", game="dbgt")
    assert plan.ok and plan.cards[0][1].name_ja == "ドリル"


def test_a_header_with_an_unknown_column_refuses_the_file() -> None:
    plan = plan_import(b"set,number,type,name,colour\nGTX,1,drill,D,red\n", "csv", game="dbgt")
    assert [(p.row, p.column, p.code) for p in plan.problems] == [(1, "colour", "unknown_column")]


def test_a_changed_user_card_is_a_conflict_never_overwritten(tabletop_home: Path) -> None:
    first = b"set,number,type,name\nGTX,1,drill,Drill\n"
    apply_import(plan_import(first, "csv", game="dbgt"))
    plan = plan_import(b"set,number,type,name\nGTX,1,drill,Other Drill\n", "csv", game="dbgt")
    assert [(p.code, p.params["id"]) for p in plan.problems] == [("user_conflict", "GTX-1")]
    assert CardDatabase.load()["GTX-1"].name == "Drill"


@pytest.mark.parametrize(
    ("data", "kind", "code"),
    [
        (b"\xff\xfe\x00garbage\x81", "csv", "not_text"),
        (b"", "csv", "no_header"),
        (b"set,number,type,name\nZZZ,1,drill,D\n", "csv", "no_game"),
        (b"{not json", "json", "bad_json"),
        (b'{"format": "other"}', "json", "not_a_card_set"),
        (b'{"format": "tabletop-cards", "schema_version": 7}', "json", "newer_schema"),
    ],
)
def test_an_unreadable_file_is_a_file_error(data: bytes, kind: Kind, code: str) -> None:
    with pytest.raises(CardFileError) as info:
        plan_import(data, kind)
    assert info.value.code == code


@pytest.mark.parametrize("game", card_games())
def test_a_games_csv_columns_are_its_card_models_fields(game: Game) -> None:
    """A game may order its CSV columns, but every field of its card models has a column and
    every column is a field (flattened), so a new model field is not silently dropped."""
    assert set(card_csv.columns(game)) == set(card_csv.model_columns(game))
    assert len(set(card_csv.columns(game))) == len(card_csv.columns(game))
