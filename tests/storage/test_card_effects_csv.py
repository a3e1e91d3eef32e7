"""Card effects in the player's own sets (issue 26): the ``effects`` column of CSV files and
the effects of JSON set files, read with the card models, a bad effect refused by row with
its reason in the user's language, and the bundled sets round-tripping with their effects."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.i18n.plain import command_translate
from tabletop.storage import card_csv
from tabletop.storage.card_io import describe_problem, export_set, plan_import
from tabletop.storage.effect_cells import MAX_CELL, effects_cell, read_effects

EMPTY = CardDatabase.from_sets([])
HEADER = "set,number,type,name,effects\r\n"


def _english(context: str, text: str) -> str:
    return text


def _cell(text: str) -> str:
    """``text`` as one quoted CSV cell."""
    return '"' + text.replace('"', '""') + '"'


def _plan(*effects: str) -> tuple[list[str], list[tuple[int, str, str]]]:
    """Import one Non-Combat card per effects cell: the ids imported, and (row, column, code)
    of each problem."""
    rows = "".join(
        f"XQ,{n},non_combat,Card {n},{_cell(text)}\r\n" for n, text in enumerate(effects, 1)
    )
    plan = plan_import((HEADER + rows).encode(), "csv", game="dbgt", database=EMPTY)
    return [c.id for _, c in plan.cards], [(p.row, p.column, p.code) for p in plan.problems]


def test_the_dbgt_columns_have_effects_before_the_text() -> None:
    columns = card_csv.columns("dbgt")
    assert columns.count("effects") == 1
    assert columns.index("effects") == columns.index("text") - 1


def test_a_valid_effects_cell_gives_the_card_its_effects() -> None:
    cell = '[{"do":"raise_stages","amount":3,"whom":"personality"},{"do":"remove_after_use"}]'
    csv_text = HEADER + f"XQ,1,non_combat,Power,{_cell(cell)}\r\nXQ,2,non_combat,Plain,\r\n"
    plan = plan_import(csv_text.encode(), "csv", game="dbgt", database=EMPTY)
    assert plan.ok, plan.problems
    power, plain = (card for _, card in plan.cards)
    assert [e.do for e in power.effects] == ["raise_stages", "remove_after_use"]
    assert power.effects[0].amount == 3 and power.effects[0].whom == "personality"
    assert plain.effects == ()


def test_one_effect_object_alone_is_a_list_of_one() -> None:
    imported, problems = _plan('{"do": "mill", "count": 2}')
    assert imported == ["XQ-1"] and problems == []


BAD = {
    '[{"do":"raise_stages","amount":99}]': "too_big",
    '[{"do":"fly"}]': "unknown_effect",
    '[{"amount":3}]': "effect_without_do",
    '[{"do":"mill"}]': "effect_field_missing",
    '[{"do":"mill","count":2,"extra":1}]': "not_for_effect",
    '[{"do":"mill","count":"two"}]': "wrong_type",
    '[{"do":"by_hand","reason":"lazy"}]': "bad_choice",
    '[{"do":"attack","kind":"physical","damage":{"kind":"pat","amount":3}}]': "bad_damage",
    "[1]": "effect_not_object",
    '"mill"': "effects_not_list",
    "[" * 40 + "]" * 40: "effects_too_deep",
    '=HYPERLINK("http://example.com")': "effects_not_json",
    "@SUM(A1:A9)": "effects_not_json",
    "[{'do': 'mill'}]": "effects_not_json",
    '[{"do":"mill","count":2}] trailing': "effects_not_json",
    '[{"do":"mill","count":NaN}]': "effects_not_json",
    '[{"do":"mill\u0007","count":2}]': "effects_not_json",  # a raw control character
    '[{"do":"mill\\u0000","count":2}]': "unknown_effect",  # an escaped one
    "[" + ",".join(['{"do":"remove_after_use"}'] * 13) + "]": "too_many",
    "[" + " " * (MAX_CELL + 1) + "]": "effects_too_long",
}


@pytest.mark.parametrize("cell", list(BAD), ids=list(BAD.values()))
def test_a_bad_effect_is_refused_by_its_row_and_the_others_import(cell: str) -> None:
    good = '[{"do":"rejuvenate","count":1}]'
    imported, problems = _plan(good, cell, good)
    assert imported == ["XQ-1", "XQ-3"]
    assert problems and {row for row, _, _ in problems} == {3}
    assert {column for _, column, _ in problems} == {"effects"}
    assert problems[0][2] == BAD[cell]


def test_the_reason_names_the_effect_and_its_field_in_both_languages() -> None:
    csv_text = HEADER + 'XQ,1,non_combat,A,"[{""do"":""raise_stages"",""amount"":99}]"\r\n'
    plan = plan_import(csv_text.encode(), "csv", game="dbgt", database=EMPTY)
    (problem,) = plan.problems
    english = describe_problem(problem, "csv", _english)
    assert english == "Row 2, effects (effect 1, amount): 99 is too large (at most 20)."
    japanese = describe_problem(problem, "csv", command_translate("ja"))
    assert "効果1" in japanese and "amount" in japanese and "20" in japanese, japanese
    unknown = plan_import((HEADER + 'XQ,1,non_combat,A,"[{""do"":""x""}]"').encode(), "csv",
                          game="dbgt", database=EMPTY).problems[0]  # fmt: skip
    assert "効果" in describe_problem(unknown, "csv", command_translate("ja"))
    not_json = plan_import((HEADER + "XQ,1,non_combat,A,{oops").encode(), "csv",
                           game="dbgt", database=EMPTY).problems[0]  # fmt: skip
    words = describe_problem(not_json, "csv", command_translate("ja"))
    assert "JSON" in words and '[{"do"' in words and "{{" not in words, words


def test_a_whole_file_of_hostile_effect_cells_is_read_row_by_row() -> None:
    imported, problems = _plan(*BAD)
    assert imported == []
    assert sorted({row for row, _, _ in problems}) == list(range(2, len(BAD) + 2))


def test_export_writes_compact_json_that_no_spreadsheet_evaluates() -> None:
    database = CardDatabase.load(include_user=False)
    data = export_set(database, "dbgt", "SAI", "csv")
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    cells = [row["effects"] for row in rows if row["effects"]]
    assert len(cells) == sum(1 for card in database.by_set("SAI") if card.effects) > 0
    for cell in cells:
        assert cell.startswith("[") and ": " not in cell
        json.loads(cell)


@pytest.mark.parametrize("kind", ["csv", "json"])
def test_the_bundled_saiyan_saga_round_trips_with_its_effects(kind: str) -> None:
    """import(export(SAI)) is the same 264 cards, effects and all (into an empty database,
    so every card is new, none "unchanged")."""
    database = CardDatabase.load(include_user=False)
    original = {card.id: card for card in database.by_set("SAI")}
    data = export_set(database, "dbgt", "SAI", kind)  # type: ignore[arg-type]
    plan = plan_import(data, kind, game="dbgt", database=EMPTY)  # type: ignore[arg-type]
    assert plan.ok, plan.problems[:5]
    back = {card.id: card for _, card in plan.cards}
    assert back == original
    with_effects = [card for card in original.values() if card.effects]
    assert len(with_effects) >= 52
    assert all(back[card.id].effects == card.effects for card in with_effects)


def test_a_json_set_file_with_a_bad_effect_is_refused_by_card() -> None:
    cards = [
        {"id": "XQ-1", "set": "XQ", "number": "1", "type": "non_combat", "name": "A",
         "effects": [{"do": "mill", "count": 2}]},
        {"id": "XQ-2", "set": "XQ", "number": "2", "type": "non_combat", "name": "B",
         "effects": [{"do": "mill", "count": 50}]},
        {"id": "XQ-3", "set": "XQ", "number": "3", "type": "non_combat", "name": "C",
         "effects": "mill"},
    ]  # fmt: skip
    data = {"format": "tabletop-cards", "schema_version": 1, "game": "dbgt", "set": "XQ",
            "name": "X", "cards": cards}  # fmt: skip
    plan = plan_import(json.dumps(data).encode(), "json", game="dbgt", database=EMPTY)
    assert [card.id for _, card in plan.cards] == ["XQ-1"]
    assert plan.cards[0][1].effects[0].count == 2  # type: ignore[union-attr]
    assert [(p.row, p.column, p.code) for p in plan.problems] == [
        (2, "effects", "too_big"),
        (3, "effects", "effects_not_list"),
    ]
    assert describe_problem(plan.problems[0], "json", _english).startswith(
        "Card 2, effects (effect 1, count): 50 is too large"
    )


def test_read_effects_and_effects_cell_are_inverse() -> None:
    effects = [{"do": "attack", "kind": "energy", "damage": {"kind": "life", "amount": 3}}]
    cell = effects_cell(effects)
    assert read_effects(cell) == (effects, None)
    assert effects_cell([]) == "" and read_effects("  ") == ([], None)
