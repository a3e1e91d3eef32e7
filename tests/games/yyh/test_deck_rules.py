"""YYH deck construction rules: one legal and one broken case per rule, all rules at once,
profile variants, the registry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards import CardDatabase
from tabletop.cards.decklist import DeckIssue, DeckList
from tabletop.games.deck_check import CHECKERS, check_deck
from tabletop.games.profiles import ProfileError
from tabletop.games.yyh.deck_rules import YYH_DECK_CODES, card_key, check_yyh_deck

from .conftest import FILLER, TEAM, Lines, make_deck


def check(
    db: CardDatabase, deck: DeckList, profile: dict[str, Any] | None = None
) -> list[DeckIssue]:
    issues = check_yyh_deck(deck, db, profile)
    assert {i.code for i in issues} <= set(YYH_DECK_CODES)
    return issues


def codes(issues: list[DeckIssue]) -> list[str]:
    return [i.code for i in issues]


def only(issues: list[DeckIssue], code: str) -> DeckIssue:
    found = [i for i in issues if i.code == code]
    assert len(found) == 1, issues
    return found[0]


def replaced(lines: Lines, old: str, new: tuple[int, str] | None) -> Lines:
    out = [line for line in lines if line[1] != old]
    return out if new is None else [*out, new]


def test_registered() -> None:
    assert CHECKERS["yyh"] is check_yyh_deck


def test_base_deck_is_legal(db: CardDatabase) -> None:
    assert check(db, make_deck()) == []
    assert check_deck(make_deck(), db).legal


def test_codes_are_unique_and_namespaced() -> None:
    assert len(set(YYH_DECK_CODES)) == len(YYH_DECK_CODES)
    assert all(code.startswith("yyh.") for code in YYH_DECK_CODES)


# --- the team ---------------------------------------------------------------------------------


@pytest.mark.parametrize("team", [TEAM[:3], [*TEAM, (1, "GF-R35")], [], None])
def test_team_size(db: CardDatabase, team: Lines | None) -> None:
    issue = only(check(db, make_deck(team=team)), "yyh.team_size")
    assert issue.params == {"count": sum(n for n, _ in team or []), "required": 4}
    assert codes(check(db, make_deck(team=team))) == ["yyh.team_size"]


def test_team_not_character(db: CardDatabase) -> None:
    assert check(db, make_deck(team=TEAM)) == []
    team = [*TEAM[:3], (1, "GF-C113")]  # Backyard Dummy, an item
    issues = check(db, make_deck(team=team))
    assert codes(issues) == ["yyh.team_not_character"]
    assert issues[0].params == {"id": "GF-C113", "name": "Backyard Dummy", "type": "item"}


@pytest.mark.parametrize(
    "team",
    [
        [(2, "GF-ST9"), (1, "GF-ST41"), (1, "GF-ST39")],  # one line, two copies
        [(1, "GF-ST9"), (1, "GF-ST41"), (1, "gf-st9"), (1, "GF-ST39")],  # two lines
    ],
)
def test_team_duplicate(db: CardDatabase, team: Lines) -> None:
    team = [(n, card_id.upper()) for n, card_id in team]
    issues = check(db, make_deck(team=team))
    assert codes(issues) == ["yyh.team_duplicate"]
    assert issues[0].params == {"id": "GF-ST9", "ids": "GF-ST9", "name": "Yusuke", "count": 2}


def test_team_names_distinct_is_not_a_rule(db: CardDatabase) -> None:
    # Two different Yusuke cards (different titles): the sources do not forbid it.
    team = [(1, "GF-ST9"), (1, "GF-R5"), (1, "GF-ST41"), (1, "GF-ST39")]
    assert check(db, make_deck(team=team)) == []


def test_starting_character_copies_in_deck(db: CardDatabase) -> None:
    # One in the team plus two in the deck: three copies, legal.
    main = [*replaced(FILLER, "GF-C155", (1, "GF-C155")), (2, "GF-ST9")]
    assert sum(n for n, _ in main) == 40
    assert check(db, make_deck(main=main)) == []
    # One more is a fourth copy, counted across team and deck.
    issues = check(db, make_deck(main=[*main, (1, "GF-ST9")]))
    assert codes(issues) == ["yyh.copy_limit"]
    assert issues[0].params["count"] == 4


def test_characters_allowed_in_deck(db: CardDatabase) -> None:
    main = [*FILLER[1:], (3, "GF-R35")]  # Kuwabara, Street Fighter in the deck
    assert check(db, make_deck(main=main)) == []


# --- the deck ---------------------------------------------------------------------------------


def test_deck_size(db: CardDatabase) -> None:
    assert check(db, make_deck(main=FILLER)) == []
    issues = check(db, make_deck(main=FILLER[:-1]))
    assert codes(issues) == ["yyh.deck_size"]
    assert issues[0].params == {"count": 39, "min": 40}


def test_deck_size_missing_section(db: CardDatabase) -> None:
    issue = only(check(db, make_deck(main=None)), "yyh.deck_size")
    assert issue.params == {"count": 0, "min": 40}


def test_deck_size_has_no_maximum(db: CardDatabase) -> None:
    extra = [(3, card_id) for card_id in ("GF-C142", "GF-C146", "GF-C150", "GF-C60")]
    assert check(db, make_deck(main=[*FILLER, *extra])) == []


def test_copy_limit(db: CardDatabase) -> None:
    issues = check(db, make_deck(main=replaced(FILLER, "GF-C155", (4, "GF-C155"))))
    assert codes(issues) == ["yyh.copy_limit"]
    assert issues[0].params == {
        "id": "GF-C155",
        "ids": "GF-C155",
        "name": "Spirit Gun Focus",
        "count": 4,
        "limit": 3,
    }


def test_copy_limit_across_lines(db: CardDatabase) -> None:
    main = [*FILLER, (1, "GF-C155")]
    assert codes(check(db, make_deck(main=main))) == ["yyh.copy_limit"]


def test_reprints_count_together(db: CardDatabase) -> None:
    # Power Strike: GF-U110 and DT-P3 are the same card.
    main = [*FILLER, (2, "GF-U110"), (2, "DT-P3")]
    issue = only(check(db, make_deck(main=main)), "yyh.copy_limit")
    assert issue.params["ids"] == "GF-U110, DT-P3"
    assert issue.params["count"] == 4


def test_card_limit(db: CardDatabase) -> None:
    assert check(db, make_deck(main=[*FILLER, (1, "GF-C61")])) == []  # Overpowered, Limit 1
    issues = check(db, make_deck(main=[*FILLER, (2, "GF-C61")]))
    assert codes(issues) == ["yyh.card_limit"]
    assert issues[0].params == {
        "id": "GF-C61",
        "ids": "GF-C61",
        "name": "Overpowered",
        "count": 2,
        "limit": 1,
    }


def test_card_limit_reprints(db: CardDatabase) -> None:
    # Burst of Power, Limit 1 per Deck, printed in Ghost Files and Dark Tournament.
    issues = check(db, make_deck(main=[*FILLER, (1, "GF-G178"), (1, "DT-R1")]))
    assert codes(issues) == ["yyh.card_limit"]
    assert issues[0].params["ids"] == "GF-G178, DT-R1"


def test_card_limit_two(db: CardDatabase) -> None:
    # Stand Off prints "Limit 2 per Deck".
    assert check(db, make_deck(main=[*FILLER, (2, "DT-R33")])) == []
    issue = only(check(db, make_deck(main=[*FILLER, (3, "DT-R33")])), "yyh.card_limit")
    assert issue.params["limit"] == 2


def test_printed_limit_above_copy_limit(db: CardDatabase) -> None:
    # With copy_limit 1, the profile is the tighter limit for a "Limit 2" card.
    main = [(1, card_id) for _, card_id in FILLER] + [(2, "DT-R33")]
    issue = only(
        check(db, make_deck(main=main), {"copy_limit": 1, "deck_min": 0}), "yyh.copy_limit"
    )
    assert issue.params["limit"] == 1


@pytest.fixture
def db_with_banned(tmp_path: Path) -> CardDatabase:
    """The bundled sets plus a user set holding a card printed with limit 0."""
    folder = tmp_path / "cards" / "yyh"
    folder.mkdir(parents=True)
    card = {
        "id": "TST-1", "set": "TST", "number": "1", "type": "event", "name": "Forbidden Test",
        "spirit_cost": 0, "limit_per_deck": 0,
    }  # fmt: skip
    doc = {"format": "tabletop-cards", "schema_version": 1, "game": "yyh", "set": "TST",
           "name": "Test", "cards": [card]}  # fmt: skip
    (folder / "TST.json").write_text(json.dumps(doc), encoding="utf-8")
    database = CardDatabase.load(user_root=tmp_path / "cards")
    assert database.problems == ()
    return database


def test_banned_card(db_with_banned: CardDatabase) -> None:
    assert check(db_with_banned, make_deck()) == []
    issues = check(db_with_banned, make_deck(main=[*FILLER, (1, "TST-1")]))
    assert codes(issues) == ["yyh.banned_card"]
    assert issues[0].params == {"id": "TST-1", "ids": "TST-1", "name": "Forbidden Test", "count": 1}


# --- cards the checker cannot use -------------------------------------------------------------


def test_unknown_card(db: CardDatabase) -> None:
    issues = check(db, make_deck(main=[*FILLER, (1, "GF-C999")]))
    assert codes(issues) == ["yyh.unknown_card"]
    assert issues[0].params == {"id": "GF-C999", "section": "deck"}


def test_wrong_game(db: CardDatabase) -> None:
    team = [*TEAM[:3], (1, "SAI-158")]  # Goku Lv1, a Dragon Ball card
    issues = check(db, make_deck(team=team))
    assert codes(issues) == ["yyh.wrong_game"]
    assert issues[0].params == {"id": "SAI-158", "game": "dbgt", "section": "team"}


def test_not_yyh_deck(db: CardDatabase) -> None:
    deck = DeckList(game="dbgt")
    assert codes(check(db, deck)) == ["yyh.not_yyh_deck"]


# --- everything at once, profiles ---------------------------------------------------------------


def test_every_broken_rule_reported(db: CardDatabase) -> None:
    team = [(2, "GF-ST9"), (1, "GF-ST134"), (1, "GF-ST41"), (1, "GF-R35")]
    main = [
        (3, "GF-C155"), (2, "GF-C155"), (2, "GF-C61"), (1, "GF-C999"), (1, "SAI-158"),
        (3, "GF-ST134"),
    ]  # fmt: skip
    issues = check(db, make_deck(team=team, main=main))
    assert sorted(codes(issues)) == sorted(
        [
            "yyh.unknown_card",
            "yyh.wrong_game",
            "yyh.team_size",
            "yyh.team_not_character",
            "yyh.team_duplicate",
            "yyh.deck_size",
            "yyh.copy_limit",  # Spirit Gun Focus x5
            "yyh.copy_limit",  # Rose Whip: 1 in the team + 3 in the deck
            "yyh.card_limit",  # Overpowered x2
        ]
    )
    assert only(issues, "yyh.team_size").params == {"count": 5, "required": 4}
    assert only(issues, "yyh.deck_size").params == {"count": 12, "min": 40}
    assert check_deck(make_deck(team=team, main=main), db).problems == tuple(issues)


def test_profile_deck_min(db: CardDatabase) -> None:
    short = make_deck(main=FILLER[:-2])  # 36 cards
    assert codes(check(db, short)) == ["yyh.deck_size"]
    assert check(db, short, {"deck_min": 36}) == []
    assert check(db, make_deck(), {"deck_min": 41})[0].params == {"count": 40, "min": 41}
    assert check_deck(short, db, {"deck_min": 30}).legal


def test_profile_copy_limit(db: CardDatabase) -> None:
    four = make_deck(main=replaced(FILLER, "GF-C155", (4, "GF-C155")))
    assert codes(check(db, four)) == ["yyh.copy_limit"]
    assert check(db, four, {"copy_limit": 4}) == []
    # A printed limit stays in force whatever the profile allows.
    limited = make_deck(main=[*FILLER, (2, "GF-C61")])
    assert codes(check(db, limited, {"copy_limit": 4})) == ["yyh.card_limit"]


def test_bad_profile_raises(db: CardDatabase) -> None:
    with pytest.raises(ProfileError) as caught:
        check(db, make_deck(), {"deck_min": -1})
    assert caught.value.code == "bad_profile"


def test_card_key_folds_case_and_spaces(db: CardDatabase) -> None:
    assert card_key(db["GF-G178"]) == card_key(db["DT-R1"]) == "burst of power"
    assert card_key(db["GF-ST9"]) != card_key(db["GF-R5"])
