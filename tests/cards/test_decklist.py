"""The deck text format: parsing, every error with its line, serialising, round trips."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tabletop.cards import (
    CardDatabase,
    DeckEntry,
    DeckIssue,
    DeckList,
    DeckSection,
    parse,
    parse_bytes,
    read_deck,
    serialise,
    to_deck_spec,
)
from tabletop.cards.card_games import card_games
from tabletop.cards.decklist import (
    ERROR_CODES,
    MAX_DECK_BYTES,
    MAX_ERRORS,
    WARNING_CODES,
    allows_style,
    clean_text,
    is_clean_text,
    sections,
)
from tabletop.cards.models import STYLES
from tabletop.engine.setup import DeckSpec

DBGT_DECK = """\
# A Goku deck
game: dbgt                 # or yyh
name: Goku demo            # optional
style: orange              # dbgt only
[main personality]         # MP levels
1 SAI-158 Goku Lv1         # count, card id, optional name
1 SAI-159 Goku Lv2
1 SAI-160
[life deck]
3 SAI-1 Orange Standing Fist Punch
2 sai-2
"""

YYH_DECK = """\
game: yyh
[team]
1 GF-ST9 Yusuke
1 GF-R5 Yusuke
1 GF-C1 Risho
1 GF-C2 Suzaku
[deck]
3 GF-C143
"""


def codes(issues: tuple[DeckIssue, ...]) -> list[tuple[str, int | None]]:
    return [(i.code, i.line) for i in issues]


def test_a_good_dbgt_deck(bundled: CardDatabase) -> None:
    result = parse(DBGT_DECK, bundled)
    assert result.ok and result.errors == () and result.warnings == ()
    deck = result.deck
    assert deck is not None
    assert (deck.game, deck.name, deck.style) == ("dbgt", "Goku demo", "orange")
    assert [s.name for s in deck.sections] == ["main personality", "life deck"]
    life = deck.section("life deck")
    assert life is not None
    assert life.entries == (
        DeckEntry(count=3, card_id="SAI-1", written_name="Orange Standing Fist Punch"),
        DeckEntry(count=2, card_id="SAI-2"),
    )
    assert deck.count() == 8


def test_a_good_yyh_deck(bundled: CardDatabase) -> None:
    result = parse(YYH_DECK, bundled)
    assert result.ok and result.warnings == ()  # "Yusuke" for "Yusuke, Resurrected" is fine
    assert result.deck is not None and result.deck.style is None


def test_the_deck_spec(bundled: CardDatabase) -> None:
    deck = parse(DBGT_DECK, bundled).deck
    assert deck is not None
    assert to_deck_spec(deck) == DeckSpec(
        "Goku demo",
        {
            "main personality": ("SAI-158", "SAI-159", "SAI-160"),
            "life deck": ("SAI-1", "SAI-1", "SAI-1", "SAI-2", "SAI-2"),
        },
    )
    spec = to_deck_spec(deck)
    assert DeckSpec.from_json(spec.to_json()) == spec
    unnamed = DeckList(game="yyh", sections=(DeckSection(name="deck"),))
    assert to_deck_spec(unnamed) == DeckSpec("", {"deck": ()})


def test_names_headers_and_sections_are_case_insensitive(bundled: CardDatabase) -> None:
    text = "GAME: YYH\nName:  My   deck \n[ TEAM ]\n1 gf-st9 yusuke\n[Deck]\n2 Gf-C1\n"
    result = parse(text, bundled)
    assert result.ok
    assert result.deck is not None and result.deck.name == "My deck"
    assert [e.card_id for s in result.deck.sections for e in s.entries] == ["GF-ST9", "GF-C1"]


BAD_DECK = """\
game: dbgt
style: purple
colour: red
1 SAI-1 before any section
[main personality]
0 SAI-158
-1 SAI-158
x SAI-158
100 SAI-158
1 SAI-999
1 GF-C1 a yyh card
3
1 not-an-id!
[sideboard]
1 SAI-1
[team]
1 SAI-1
[life deck]
3 SAI-1 Wrong Name
name: late
name: again
"""


def test_every_error_is_collected_with_its_line(bundled: CardDatabase) -> None:
    result = parse(BAD_DECK, bundled)
    _check_result(result, bundled)
    assert codes(result.errors) == [
        ("bad_header", 2),
        ("bad_header", 3),
        ("card_outside_section", 4),
        ("bad_count", 6),
        ("bad_count", 7),
        ("bad_count", 8),
        ("bad_count", 9),
        ("unknown_card", 10),
        ("wrong_game_card", 11),
        ("unknown_card", 12),
        ("unknown_card", 13),
        ("unknown_section", 14),
        ("wrong_game_section", 16),
        ("bad_header", 21),
    ]
    assert codes(result.warnings) == [("name_mismatch", 19)]
    assert result.warnings[0].params == {
        "id": "SAI-1",
        "written": "Wrong Name",
        "name": "Orange Standing Fist Punch",
    }
    # The usable part is still there, for an editor to show.
    assert result.deck is not None and not result.ok
    assert result.deck.name == "late" and result.deck.style is None
    assert [(s.name, len(s.entries)) for s in result.deck.sections] == [
        ("main personality", 0),
        ("life deck", 1),
    ]
    params = {i.line: i.params for i in result.errors}
    assert params[2] == {"key": "style", "value": "purple"}
    assert params[3] == {"key": "colour"}
    assert params[6] == {"count": "0"} and params[8] == {"count": "x"}
    assert params[10] == {"id": "SAI-999"} and params[11] == {"id": "GF-C1", "game": "yyh"}
    assert params[12] == {"id": "", "malformed": True}
    assert params[14] == {"section": "[sideboard]"}
    assert params[16] == {"section": "team", "game": "dbgt"}
    assert params[21] == {"key": "name", "reason": "duplicate"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", [("empty", None)]),
        ("\n  \n# only comments\n", [("empty", None)]),
        ("game: dbgt\n[life deck]\n", [("empty", None)]),
        ("[deck]\n1 GF-C1\n", [("missing_game", None)]),
        ("game: chess\n[deck]\n1 GF-C1\n", [("bad_header", 1)]),
        ("game: yyh\nstyle: red\n[deck]\n1 GF-C1\n", [("bad_header", 2)]),
        ("game: yyh\n[deck]\n1 GF-C1\n[life deck]\n1 SAI-1\n", [("wrong_game_section", 4)]),
        ("game: yyh\n[deck\n1 GF-C1\n", [("unknown_section", 2), ("empty", None)]),
        ("game: yyh\n[deck]\n" + "99 GF-C1\n" * 11, [("too_many_cards", None)]),
        ("game: yyh\nname: " + "x" * 101 + "\n[deck]\n1 GF-C1\n", [("bad_header", 2)]),
    ],
)
def test_file_level_errors(
    bundled: CardDatabase, text: str, expected: list[tuple[str, int | None]]
) -> None:
    assert sorted(codes(parse(text, bundled).errors), key=str) == sorted(expected, key=str)


def test_without_a_database_only_malformed_ids_are_errors() -> None:
    result = parse("game: yyh\n[deck]\n1 GF-C999 Anything\n2 ??\n")
    assert codes(result.errors) == [("unknown_card", 4)]
    assert result.deck is not None
    assert result.deck.sections[0].entries == (
        DeckEntry(count=1, card_id="GF-C999", written_name="Anything"),
    )


def test_warnings(bundled: CardDatabase) -> None:
    text = "game: yyh\n[deck]\n1 GF-C1 Risho\x07\n[deck]\n1 GF-C2 suzaku\n"
    result = parse(text, bundled)
    assert result.ok
    assert codes(result.warnings) == [("bad_name", 3), ("duplicate_section", 4)]
    assert result.deck is not None
    assert [e.card_id for e in result.deck.sections[0].entries] == ["GF-C1", "GF-C2"]
    assert result.deck.sections[0].entries[0].written_name is None


def test_a_bom_and_crlf_line_ends(bundled: CardDatabase) -> None:
    data = "\ufeffgame: yyh\r\n[deck]\r\n1 GF-C1 Risho\r\n".encode()
    assert parse_bytes(data, bundled).ok
    assert parse(data.decode("utf-8"), bundled).ok


def test_serialise(bundled: CardDatabase) -> None:
    deck = parse(DBGT_DECK, bundled).deck
    assert deck is not None
    assert serialise(deck) == (
        "game: dbgt\nname: Goku demo\nstyle: orange\n\n"
        "[main personality]\n1 SAI-158 Goku Lv1\n1 SAI-159 Goku Lv2\n1 SAI-160\n\n"
        "[life deck]\n3 SAI-1 Orange Standing Fist Punch\n2 SAI-2\n"
    )
    assert parse(serialise(deck), bundled).deck == deck


@pytest.mark.parametrize(
    "kwargs",
    [
        {"game": "yyh", "style": "red"},
        {"game": "yyh", "sections": [{"name": "life deck"}]},
        {"game": "dbgt", "sections": [{"name": "life deck"}, {"name": "life deck"}]},
        {"game": "dbgt", "name": "two  spaces"},
        {"game": "dbgt", "name": "hash # mark"},
        {"game": "dbgt", "name": " padded"},
        {"game": "dbgt", "name": ""},
        {"game": "dbgt", "sections": [{"name": "deck"}]},
    ],
)
def test_deck_list_invariants(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        DeckList.model_validate(kwargs)


def test_deck_entry_invariants() -> None:
    for bad in (
        {"count": 0, "card_id": "SAI-1"},
        {"count": 100, "card_id": "SAI-1"},
        {"count": 1, "card_id": "sai-1"},
        {"count": 1, "card_id": "SAI-1", "written_name": "line\nbreak"},
        {"count": 1, "card_id": "SAI-1", "written_name": "nul\x00"},
    ):
        with pytest.raises(ValidationError):
            DeckEntry.model_validate(bad)


# --- files -------------------------------------------------------------------------------


def test_read_deck(tmp_path: Path, bundled: CardDatabase) -> None:
    path = tmp_path / "goku.deck"
    path.write_text(DBGT_DECK, encoding="utf-8")
    assert read_deck(path, bundled).ok
    assert read_deck(str(path), bundled).ok


def test_read_deck_never_crashes(tmp_path: Path) -> None:
    binary = tmp_path / "image.deck"
    binary.write_bytes(bytes(range(256)) * 10)
    assert codes(read_deck(binary).errors) == [("not_utf8", 2)]  # 0x80 follows 0x0a
    nul = tmp_path / "nul.deck"
    nul.write_bytes(b"game: yyh\n[deck]\n1 GF-C1\x00\n")
    assert codes(read_deck(nul).errors) == [("has_nul", 3)]
    huge = tmp_path / "huge.deck"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_DECK_BYTES + 1)
    result = read_deck(huge)
    assert codes(result.errors) == [("too_large", None)] and result.deck is None
    assert codes(read_deck(tmp_path).errors) == [("unreadable", None)]
    assert codes(read_deck(tmp_path / "missing.deck").errors) == [("unreadable", None)]
    assert codes(read_deck("bad\x00path").errors) == [("unreadable", None)]
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.deck"
        os.mkfifo(fifo)
        assert codes(read_deck(fifo).errors) == [("unreadable", None)]  # and does not block


def test_a_foreign_file_stops_after_many_errors(bundled: CardDatabase) -> None:
    result = parse("not a deck\n" * 50_000, bundled)
    assert len(result.errors) == MAX_ERRORS + 1 and result.deck is None
    assert result.errors[-1].code == "too_many_errors"
    many = parse("game: dbgt\n[life deck]\n" + "1 GF-C1\n" * 1000, bundled)
    assert codes(many.errors)[-1] == ("too_many_errors", MAX_ERRORS + 2)
    assert many.errors[0].code == "empty" and len(many.errors) == MAX_ERRORS + 1


def test_line_ends_and_odd_whitespace(bundled: CardDatabase) -> None:
    result = parse("game: yyh\r[deck]\r1\x0cGF-C1\u2028Risho\r2 GF-C2\n", bundled)
    assert result.ok and result.deck is not None
    assert result.deck.sections[0].entries == (
        DeckEntry(count=1, card_id="GF-C1", written_name="Risho"),
        DeckEntry(count=2, card_id="GF-C2"),
    )
    assert codes(parse("game: yyh\n[deck]\n\u20281 GF-C1\n0 GF-C2\n").errors) == [("bad_count", 4)]


def test_huge_text_is_refused() -> None:
    assert codes(parse("#" * (MAX_DECK_BYTES + 1)).errors) == [("too_large", None)]
    assert codes(parse("é" * (MAX_DECK_BYTES // 2 + 1)).errors) == [("too_large", None)]
    assert codes(parse_bytes(b" " * (MAX_DECK_BYTES + 1)).errors) == [("too_large", None)]


# --- properties ----------------------------------------------------------------------------

_TEXT_CHARS = st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="#")


def _clean(max_size: int) -> st.SearchStrategy[str]:
    return (
        st.text(_TEXT_CHARS, min_size=1, max_size=max_size)
        .map(clean_text)
        .filter(lambda s: is_clean_text(s) and len(s) <= max_size)
    )


_CARD_IDS = st.from_regex(r"[A-Z][A-Z0-9]{0,7}-[A-Z0-9]{1,12}", fullmatch=True)
_ENTRIES = st.builds(
    DeckEntry,
    count=st.integers(1, 99),
    card_id=_CARD_IDS,
    written_name=st.none() | _clean(200),
)


@st.composite
def deck_lists(draw: st.DrawFn) -> DeckList:
    game = draw(st.sampled_from(card_games()))
    names = draw(st.permutations(sections(game)))
    count = draw(st.integers(0, len(names)))
    chosen = tuple(
        DeckSection(name=name, entries=tuple(draw(st.lists(_ENTRIES, max_size=6))))
        for name in names[:count]
    )
    style = draw(st.none() | st.sampled_from(STYLES)) if allows_style(game) else None
    return DeckList(game=game, name=draw(st.none() | _clean(100)), style=style, sections=chosen)


@pytest.mark.slow
@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(deck_lists())
def test_round_trip(deck: DeckList) -> None:
    text = serialise(deck)
    result = parse(text)
    assert result.deck == deck
    if deck.count():
        assert result.errors == () and result.warnings == ()
    assert parse_bytes(text.encode("utf-8")).deck == deck


_LINE_PARTS = st.sampled_from(
    [
        "game: dbgt", "game: yyh", "GAME:YYH", "name: x", "style: red", "style: yyh",
        "[main personality]", "[life deck]", "[team]", "[deck]", "[Deck", "[]", "#", "",
        "1 SAI-1", "3 sai-158 Goku Lv1", "2 GF-C1 Risho", "0 GF-C1", "99 DT-C62",
        "1 XX-1", "1 SAI-", "-3 GF-C2", "a b c", ":", "key:", " 1 GF-ST9 # c",
    ]
)  # fmt: skip


@pytest.mark.slow
@settings(max_examples=300)
@given(st.lists(_LINE_PARTS | st.text(max_size=30), max_size=25), st.sampled_from(["\n", "\r\n"]))
def test_fuzz_deck_shaped_text(bundled: CardDatabase, lines: list[str], end: str) -> None:
    result = parse(end.join(lines), bundled)
    _check_result(result, bundled)


@pytest.mark.slow
@settings(max_examples=300)
@given(st.text(max_size=400))
def test_fuzz_any_text(bundled: CardDatabase, text: str) -> None:
    _check_result(parse(text, bundled), bundled)
    _check_result(parse(text), None)


@pytest.mark.slow
@settings(max_examples=200)
@given(st.binary(max_size=400))
def test_fuzz_any_bytes(bundled: CardDatabase, data: bytes) -> None:
    _check_result(parse_bytes(data, bundled), bundled)


def _check_result(result: object, db: CardDatabase | None) -> None:
    from tabletop.cards import DeckParseResult

    assert isinstance(result, DeckParseResult)
    assert all(issue.code in ERROR_CODES for issue in result.errors)
    assert all(issue.code in WARNING_CODES for issue in result.warnings)
    for issue in result.errors + result.warnings:
        assert issue.line is None or issue.line >= 1
    if result.deck is not None:
        # Whatever was understood serialises and reads back the same.
        assert parse(serialise(result.deck), db).deck == result.deck
        if result.errors == () and result.deck.count() <= 1000:
            to_deck_spec(result.deck)
