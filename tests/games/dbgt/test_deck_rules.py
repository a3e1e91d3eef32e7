"""Dragon Ball GT deck construction (shared/rules/dbgt.md §2): one test per rule, legal and broken.

Decks are built in code from a legal base deck (Goku Lv1-3, a Krillin ally, the Earth Dragon
Balls and red/blue filler). The Saiyan Saga has no Mastery and no backer, so a small test set
(``TST``) adds them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from tabletop import paths
from tabletop.cards import CardDatabase, DeckEntry, DeckIssue, DeckList, DeckSection, parse
from tabletop.cards.database import read_set_file
from tabletop.cards.models import DbgtSet, Style
from tabletop.games.dbgt.deck_rules import DBGT_DECK_CODES, check_dbgt_deck
from tabletop.games.deck_check import CHECKERS, check_deck, check_parsed
from tabletop.games.profiles import ProfileError

TEST_CARDS: list[dict[str, Any]] = [
    {"id": "TST-1", "number": "1", "type": "mastery", "name": "Orange Mastery", "style": "orange"},
    {"id": "TST-2", "number": "2", "type": "mastery", "name": "Saiyan Mastery", "style": "saiyan"},
    {"id": "TST-3", "number": "3", "type": "backer", "name": "Hi-Tech Backer"},
    {"id": "TST-4", "number": "4", "type": "backer", "name": "Vegeta Backer",
     "backer_for_name": "Vegeta"},
    {"id": "TST-5", "number": "5", "type": "backer", "name": "Orange Backer",
     "backer_style": "orange"},
    {"id": "TST-6", "number": "6", "type": "dragon_ball", "name": "Namekian Dragon Ball 1",
     "db_set": "Namekian", "db_number": 1, "limit_per_deck": 1},
    {"id": "TST-7", "number": "7", "type": "personality", "name": "Goku Lv5", "character": "Goku",
     "level": 5, "alignment": "hero", "pur": 5, "stages": [0, 1, 2], "heritage": "saiyan",
     "limit_per_deck": 1},
    {"id": "TST-8", "number": "8", "type": "backer", "name": "Goku Backer",
     "backer_for_name": "Goku"},
]  # fmt: skip

GOKU = [(1, "SAI-158"), (1, "SAI-159"), (1, "SAI-160")]
PICCOLO = [(1, "SAI-161"), (1, "SAI-162"), (1, "SAI-163")]
VEGETA = [(1, "SAI-173"), (1, "SAI-174"), (1, "SAI-175")]
EARTH_BALLS = [(1, f"SAI-{n}") for n in (15, 16, 75, 76, 77, 186, 187)]
RED_BLUE = [*range(6, 15), 54, 55, 57, 58, 59, 60, 61, 62]  # red and blue cards
FILLER = [(3, f"SAI-{n}") for n in RED_BLUE]  # 51 unnamed cards, none orange or saiyan
KRILLIN = [(1, "SAI-167")]
BASE_LIFE = KRILLIN + EARTH_BALLS + FILLER  # + 3 MP levels: 62 cards

Entries = Sequence[tuple[int, str]]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    sai = read_set_file(paths.resource_path("cards", "dbgt", "SAI.json"))
    gf = read_set_file(paths.resource_path("cards", "yyh", "GF.json"))
    tst = DbgtSet.model_validate(
        {
            "format": "tabletop-cards",
            "schema_version": 1,
            "game": "dbgt",
            "set": "TST",
            "name": "Test cards",
            "cards": [{"set": "TST", **card} for card in TEST_CARDS],
        }
    )
    return CardDatabase.from_sets([sai, gf, tst])


def make_deck(
    mp: Entries | None = GOKU, life: Entries = BASE_LIFE, style: Style | None = None
) -> DeckList:
    sections = []
    if mp is not None:
        sections.append(DeckSection(name="main personality", entries=tuple(_entries(mp))))
    sections.append(DeckSection(name="life deck", entries=tuple(_entries(life))))
    return DeckList(game="dbgt", style=style, sections=tuple(sections))


def _entries(items: Entries) -> Iterable[DeckEntry]:
    return (DeckEntry(count=n, card_id=card_id) for n, card_id in items)


def without(items: Entries, *card_ids: str) -> list[tuple[int, str]]:
    return [(n, c) for n, c in items if c not in card_ids]


def issues(
    db: CardDatabase, deck: DeckList, profile: dict[str, Any] | None = None
) -> list[DeckIssue]:
    found = check_dbgt_deck(deck, db, profile)
    assert all(issue.code in DBGT_DECK_CODES for issue in found)
    return found


def codes(db: CardDatabase, deck: DeckList, profile: dict[str, Any] | None = None) -> list[str]:
    return [issue.code for issue in issues(db, deck, profile)]


def only(
    db: CardDatabase, deck: DeckList, code: str, profile: dict[str, Any] | None = None
) -> DeckIssue:
    """The deck breaks exactly one rule, ``code``: its issue."""
    found = issues(db, deck, profile)
    assert [i.code for i in found] == [code], found
    return found[0]


def test_base_deck_is_legal(db: CardDatabase) -> None:
    assert make_deck().count() == 62
    assert issues(db, make_deck()) == []


def test_registered_as_the_dbgt_checker(db: CardDatabase) -> None:
    assert CHECKERS["dbgt"] is check_dbgt_deck
    assert check_deck(make_deck(), db).legal


def test_codes_are_unique_and_namespaced() -> None:
    assert len(set(DBGT_DECK_CODES)) == len(DBGT_DECK_CODES)
    assert all(code.startswith("dbgt.") for code in DBGT_DECK_CODES)


# --- deck size ---------------------------------------------------------------------------------


def test_deck_size(db: CardDatabase) -> None:
    small = make_deck(life=without(BASE_LIFE, "SAI-6", "SAI-7", "SAI-8", "SAI-9"))
    assert small.count() == 50 and issues(db, small) == []
    smaller = make_deck(life=without(BASE_LIFE, "SAI-6", "SAI-7", "SAI-8", "SAI-9", "SAI-10"))
    assert only(db, smaller, "dbgt.deck_size").params == {"count": 47, "min": 50, "max": 85}
    # the MP levels count: 59 Life Deck cards + 3 levels = 62
    large = make_deck(life=[*BASE_LIFE, *[(3, f"SAI-{n}") for n in range(1, 6)], (3, "SAI-49"),
                            (3, "SAI-50"), (3, "SAI-51"), (3, "SAI-53")])  # fmt: skip
    assert large.count() == 89
    assert only(db, large, "dbgt.deck_size").params == {"count": 89, "min": 50, "max": 85}


def test_deck_size_profile_changes_the_verdict(db: CardDatabase) -> None:
    deck = make_deck()  # 62 cards
    assert issues(db, deck, {"deck": {"deck_size": {"min": 60, "max": 62}}}) == []
    issue = only(db, deck, "dbgt.deck_size", {"deck": {"deck_size": {"min": 50, "max": 60}}})
    assert issue.params == {"count": 62, "min": 50, "max": 60}


# --- main personality --------------------------------------------------------------------------


def test_mp_missing(db: CardDatabase) -> None:
    deck = make_deck(mp=None, life=[*BASE_LIFE, (1, "SAI-6")])
    assert "dbgt.mp_missing" in codes(db, deck)
    assert "dbgt.mp_missing" in codes(db, make_deck(mp=[]))


def test_mp_one_character(db: CardDatabase) -> None:
    deck = make_deck(mp=[*GOKU, (1, "SAI-164")])  # + Gohan Lv1
    assert only(db, deck, "dbgt.mp_characters").params == {"characters": ["Gohan", "Goku"]}


def test_mp_levels_1_to_3_mandatory(db: CardDatabase) -> None:
    no_ally = without(BASE_LIFE, "SAI-167")  # with Goku Lv1-2 allies could be of level 0 only
    deck = make_deck(mp=GOKU[:2], life=no_ally)
    assert only(db, deck, "dbgt.mp_level_missing").params == {"character": "Goku", "level": 3}
    deck = make_deck(mp=[(1, "SAI-159")], life=no_ally)
    found = issues(db, deck)
    assert [(i.code, i.params["level"]) for i in found] == [
        ("dbgt.mp_level_missing", 1),
        ("dbgt.mp_level_missing", 3),
    ]


def test_mp_optional_levels_without_gaps(db: CardDatabase) -> None:
    assert issues(db, make_deck(mp=[*GOKU, (1, "SAI-P1"), (1, "TST-7")])) == []  # Lv1-5
    gap = make_deck(mp=[*GOKU, (1, "TST-7")])  # Lv1-3 and Lv5
    assert only(db, gap, "dbgt.mp_level_gap").params == {"character": "Goku", "level": 4}


def test_mp_each_level_once(db: CardDatabase) -> None:
    twice = make_deck(mp=[(2, "SAI-158"), *GOKU[1:]])
    expected = {"character": "Goku", "level": 1, "count": 2}
    assert only(db, twice, "dbgt.mp_level_repeated").params == expected
    # two different cards of the same level (Goku Lv1 and Goku HT Lv1, backed)
    both = make_deck(mp=[*GOKU, (1, "SAI-179"), (1, "TST-3")])
    assert only(db, both, "dbgt.mp_level_repeated").params == expected


def test_mp_max_level_from_profile(db: CardDatabase) -> None:
    deck = make_deck(mp=[*GOKU, (1, "SAI-P1")])
    assert issues(db, deck) == []
    issue = only(db, deck, "dbgt.mp_level_too_high", {"deck": {"mp_max_level": 3}})
    assert issue.params["id"] == "SAI-P1"
    assert (issue.params["level"], issue.params["max"]) == (4, 3)


# --- sections, unknown and other-game cards ----------------------------------------------------


def test_wrong_section(db: CardDatabase) -> None:
    ball_in_mp = make_deck(mp=[*GOKU, (1, "SAI-187")], life=without(BASE_LIFE, "SAI-187"))
    issue, incomplete = issues(db, ball_in_mp)  # the ball is not in the Life Deck
    assert incomplete.code == "dbgt.dragon_balls_incomplete"
    assert issue.params == {"section": "main personality", "id": "SAI-187",
                            "name": "Earth Dragon Ball 7", "type": "dragon_ball"}  # fmt: skip
    combat_in_mp = make_deck(mp=[*GOKU, (1, "SAI-6")], life=without(BASE_LIFE, "SAI-6"))
    assert "dbgt.wrong_section" in codes(db, combat_in_mp)
    backer_in_life = make_deck(mp=[(1, "SAI-179"), *GOKU[1:]], life=[*BASE_LIFE, (1, "TST-3")])
    found = codes(db, backer_in_life)
    assert "dbgt.wrong_section" in found and "dbgt.backer_missing" in found


def test_unknown_and_other_game_cards(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-999"), (1, "GF-C1")])
    found = issues(db, deck)
    assert [(i.code, i.params["id"]) for i in found] == [
        ("dbgt.unknown_card", "SAI-999"),
        ("dbgt.wrong_game", "GF-C1"),
    ]
    assert found[1].params["game"] == "yyh"


def test_not_a_dbgt_deck(db: CardDatabase) -> None:
    yyh = DeckList(game="yyh", sections=(DeckSection(name="deck", entries=()),))
    assert codes(db, yyh) == ["dbgt.not_dbgt_deck"]


# --- hi-tech levels and backers ----------------------------------------------------------------

HT_GOKU = [(1, "SAI-179"), (1, "SAI-159"), (1, "SAI-160")]


def test_hi_tech_needs_one_backer(db: CardDatabase) -> None:
    assert issues(db, make_deck(mp=[*HT_GOKU, (1, "TST-3")])) == []
    assert issues(db, make_deck(mp=[*HT_GOKU, (1, "TST-8")])) == []  # named for Goku
    assert only(db, make_deck(mp=HT_GOKU), "dbgt.backer_missing").params == {"character": "Goku"}
    two = make_deck(mp=[*HT_GOKU, (1, "TST-3"), (1, "TST-8")])
    assert only(db, two, "dbgt.backer_count").params == {"count": 2}


def test_backer_without_hi_tech(db: CardDatabase) -> None:
    issue = only(db, make_deck(mp=[*GOKU, (1, "TST-3")]), "dbgt.backer_unneeded")
    assert issue.params["id"] == "TST-3"


def test_named_backer_only_for_its_character(db: CardDatabase) -> None:
    issue = only(db, make_deck(mp=[*HT_GOKU, (1, "TST-4")]), "dbgt.backer_name")
    assert (issue.params["backer_for"], issue.params["character"]) == ("Vegeta", "Goku")


def test_styled_backer_only_with_that_style(db: CardDatabase) -> None:
    mp = [*HT_GOKU, (1, "TST-5")]
    issue = only(db, make_deck(mp=mp), "dbgt.backer_style")
    assert (issue.params["style"], issue.params["declared"]) == ("orange", None)
    styled = make_deck(mp=mp, life=[*BASE_LIFE, (1, "TST-1"), (1, "SAI-1")], style="orange")
    assert issues(db, styled) == []


def test_backer_outside_copy_limits(db: CardDatabase) -> None:
    # a backer is not counted with the Life Deck's copies (nor can it be there)
    deck = make_deck(mp=[*HT_GOKU, (1, "TST-3")], life=[*BASE_LIFE, (3, "SAI-1")])
    assert issues(db, deck) == []


# --- named and hero/villain cards --------------------------------------------------------------


def test_named_cards_only_for_characters_used(db: CardDatabase) -> None:
    goku_card = make_deck(life=[*BASE_LIFE, (1, "SAI-24")])  # Goku's Surprise Attack
    assert issues(db, goku_card) == []
    krillin_card = make_deck(life=[*BASE_LIFE, (1, "SAI-113")])  # Krillin is an ally
    assert issues(db, krillin_card) == []
    tien_card = make_deck(life=[*BASE_LIFE, (1, "SAI-27")])  # Tien's Physical Attack
    issue = only(db, tien_card, "dbgt.named_card")
    assert issue.params == {"section": "life deck", "id": "SAI-27",
                            "name": "Tien's Physical Attack", "character": "Tien"}  # fmt: skip
    with_tien = make_deck(life=[*BASE_LIFE, (1, "SAI-27"), (1, "SAI-82")])  # + Tien Lv1 ally
    assert issues(db, with_tien) == []


def test_hero_villain_cards_only_for_the_mp_alignment(db: CardDatabase) -> None:
    assert issues(db, make_deck(life=[*BASE_LIFE, (1, "SAI-89")])) == []  # hero card
    villain_card = make_deck(life=[*BASE_LIFE, (1, "SAI-45")])  # Saiyan City Destruction
    issue = only(db, villain_card, "dbgt.alignment_card")
    assert (issue.params["marker"], issue.params["alignment"]) == ("villain", "hero")
    vegeta = make_deck(mp=VEGETA, life=[*without(BASE_LIFE, "SAI-167"), (1, "SAI-45")])
    assert issues(db, vegeta) == []


# --- fighting style ----------------------------------------------------------------------------


def test_style_needs_exactly_one_mastery(db: CardDatabase) -> None:
    legal = make_deck(life=[*BASE_LIFE, (1, "TST-1"), (1, "SAI-1")], style="orange")
    assert issues(db, legal) == []
    none = make_deck(life=[*BASE_LIFE, (1, "SAI-1")], style="orange")
    assert only(db, none, "dbgt.style_mastery").params == {"style": "orange", "count": 0}
    two = make_deck(life=[*BASE_LIFE, (2, "TST-1"), (1, "SAI-1")], style="orange")
    assert only(db, two, "dbgt.style_mastery").params == {"style": "orange", "count": 2}


def test_style_needs_another_card_of_the_style(db: CardDatabase) -> None:
    lonely = make_deck(life=[*BASE_LIFE, (1, "TST-1")], style="orange")
    assert only(db, lonely, "dbgt.style_no_card").params == {"style": "orange"}


def test_saiyan_style_needs_a_saiyan_mp(db: CardDatabase) -> None:
    life = [*BASE_LIFE, (1, "TST-2"), (1, "SAI-18")]
    assert issues(db, make_deck(life=life, style="saiyan")) == []  # Goku: Saiyan heritage
    piccolo = make_deck(mp=PICCOLO, life=life, style="saiyan")
    expected = {"style": "saiyan", "heritage": "saiyan", "mp_heritage": "namekian"}
    assert only(db, piccolo, "dbgt.style_heritage").params == expected
    assert issues(db, make_deck(mp=PICCOLO, life=[*BASE_LIFE, (1, "TST-1"), (1, "SAI-1")],
                                style="orange")) == []  # fmt: skip


def test_mastery_only_of_the_declared_style(db: CardDatabase) -> None:
    undeclared = make_deck(life=[*BASE_LIFE, (1, "TST-1"), (1, "SAI-1")])
    issue = only(db, undeclared, "dbgt.mastery_without_style")
    assert (issue.params["style"], issue.params["declared"]) == ("orange", None)
    other = make_deck(life=[*BASE_LIFE, (1, "TST-1"), (1, "TST-2"), (1, "SAI-18")], style="saiyan")
    assert codes(db, other) == ["dbgt.mastery_without_style"]


# --- Dragon Balls ------------------------------------------------------------------------------


def test_dragon_balls_none_or_one_full_set(db: CardDatabase) -> None:
    no_balls = make_deck(life=[*without(BASE_LIFE, *(c for _, c in EARTH_BALLS)), (3, "SAI-1"),
                               (3, "SAI-2"), (1, "SAI-3")])  # fmt: skip
    assert issues(db, no_balls) == []
    six = make_deck(life=[*without(BASE_LIFE, "SAI-187"), (1, "SAI-1")])
    assert only(db, six, "dbgt.dragon_balls_incomplete").params == {"set": "Earth", "missing": [7]}


def test_dragon_balls_of_one_set(db: CardDatabase) -> None:
    mixed = make_deck(life=[*BASE_LIFE, (1, "TST-6")])
    assert only(db, mixed, "dbgt.dragon_balls_mixed").params == {"sets": ["Earth", "Namekian"]}


def test_dragon_ball_once_each(db: CardDatabase) -> None:
    twice = make_deck(life=[*without(BASE_LIFE, "SAI-15"), (2, "SAI-15")])
    issue = only(db, twice, "dbgt.copy_limit")
    assert (issue.params["id"], issue.params["count"], issue.params["limit"]) == ("SAI-15", 2, 1)


# --- allies ------------------------------------------------------------------------------------

GOKU_4 = [*GOKU, (1, "SAI-P1")]  # allies up to level 2


def test_ally_not_the_mp_character(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-158")])
    issue = only(db, deck, "dbgt.ally_same_character")
    assert issue.params["character"] == "Goku"


def test_ally_same_alignment(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-170")])  # Raditz Lv1
    issue = only(db, deck, "dbgt.ally_alignment")
    assert (issue.params["alignment"], issue.params["mp_alignment"]) == ("villain", "hero")


def test_ally_not_hi_tech(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-180")])  # Piccolo HT Lv1
    assert only(db, deck, "dbgt.ally_hi_tech").params["id"] == "SAI-180"


def test_ally_level_up_to_mp_max_minus_2(db: CardDatabase) -> None:
    life = [*BASE_LIFE, (1, "SAI-168")]  # Krillin Lv1 + Lv2
    assert issues(db, make_deck(mp=GOKU_4, life=life)) == []
    issue = only(db, make_deck(mp=GOKU, life=life), "dbgt.ally_level_too_high")
    assert (issue.params["id"], issue.params["level"], issue.params["max"]) == ("SAI-168", 2, 1)


def test_ally_max_level_profile_changes_the_verdict(db: CardDatabase) -> None:
    life = [*BASE_LIFE, (1, "SAI-168"), (1, "SAI-169")]  # Krillin Lv1-3
    deck = make_deck(mp=GOKU, life=life)
    assert codes(db, deck) == ["dbgt.ally_level_too_high"] * 2
    later = _bundled_params("later-ally-rule")
    assert issues(db, deck, later) == []
    assert issues(db, deck, {"deck": {"ally_max_level": 2}})[0].params["level"] == 3


def test_ally_whole_level_runs_from_1(db: CardDatabase) -> None:
    no_lv1 = make_deck(mp=GOKU_4, life=[*without(BASE_LIFE, "SAI-167"), (1, "SAI-168")])
    expected = {"character": "Krillin", "level": 2, "missing": 1}
    assert only(db, no_lv1, "dbgt.ally_level_run").params == expected
    vegeta = [*VEGETA, (1, "SAI-P3")]
    base = without(BASE_LIFE, "SAI-167")
    saibaimen = make_deck(mp=vegeta, life=[*base, (3, "SAI-243"), (2, "SAI-244")])
    assert issues(db, saibaimen) == []  # three Lv1 runs, two of them to Lv2
    too_many = make_deck(mp=vegeta, life=[*base, (1, "SAI-243"), (2, "SAI-244")])
    expected = {"character": "Saibaimen", "level": 2, "missing": 1}
    assert only(db, too_many, "dbgt.ally_level_run").params == expected


# --- copy limits -------------------------------------------------------------------------------


def test_copy_limit_3(db: CardDatabase) -> None:
    four = make_deck(life=[*BASE_LIFE, (1, "SAI-6")])
    issue = only(db, four, "dbgt.copy_limit")
    assert (issue.params["id"], issue.params["count"], issue.params["limit"]) == ("SAI-6", 4, 3)


def test_copy_limit_4_for_mp_named_cards(db: CardDatabase) -> None:
    assert issues(db, make_deck(life=[*BASE_LIFE, (4, "SAI-24")])) == []
    issue = only(db, make_deck(life=[*BASE_LIFE, (5, "SAI-24")]), "dbgt.copy_limit")
    assert (issue.params["count"], issue.params["limit"]) == (5, 4)
    # an ally's named card stays at 3
    issue = only(db, make_deck(life=[*BASE_LIFE, (4, "SAI-113")]), "dbgt.copy_limit")
    assert (issue.params["count"], issue.params["limit"]) == (4, 3)


def test_copy_limit_printed_on_the_card_overrides(db: CardDatabase) -> None:
    issue = only(db, make_deck(life=[*BASE_LIFE, (3, "SAI-25")]), "dbgt.copy_limit")
    assert (issue.params["id"], issue.params["limit"]) == ("SAI-25", 2)  # Limit 2 per deck
    banned = make_deck(life=[*BASE_LIFE, (1, "SAI-242")])
    assert only(db, banned, "dbgt.banned").params["id"] == "SAI-242"


def test_copy_limit_1_per_ally_card(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-167")])  # a second Krillin Lv1
    issue = only(db, deck, "dbgt.copy_limit")
    assert (issue.params["id"], issue.params["count"], issue.params["limit"]) == ("SAI-167", 2, 1)


def test_copy_limits_from_profile(db: CardDatabase) -> None:
    deck = make_deck(life=[*BASE_LIFE, (1, "SAI-6")])
    assert issues(db, deck, {"deck": {"copy_limits": {"default": 4}}}) == []


# --- everything at once ------------------------------------------------------------------------


def test_every_broken_rule_is_reported(db: CardDatabase) -> None:
    life = [
        *without(BASE_LIFE, "SAI-187", *(f"SAI-{n}" for n in RED_BLUE[2:12])),
        (1, "SAI-170"),  # a villain ally
        (1, "SAI-27"),  # Tien's card without Tien
        (1, "SAI-45"),  # a villain card
        (4, "SAI-7"),  # 7 copies of a card
        (1, "TST-6"),  # a Namekian Dragon Ball
        (1, "GF-C1"),  # a Yu Yu Hakusho card
    ]
    # Goku HT Lv1 and Lv2 only: no Lv3, no backer, allies up to level 0
    deck = make_deck(mp=[(1, "SAI-179"), (1, "SAI-159")], life=life, style="orange")
    found = issues(db, deck)
    assert sorted({i.code for i in found}) == sorted(
        [
            "dbgt.wrong_game",
            "dbgt.deck_size",
            "dbgt.mp_level_missing",
            "dbgt.backer_missing",
            "dbgt.named_card",
            "dbgt.alignment_card",
            "dbgt.style_mastery",
            "dbgt.style_no_card",
            "dbgt.dragon_balls_mixed",
            "dbgt.dragon_balls_incomplete",
            "dbgt.ally_alignment",
            "dbgt.ally_level_too_high",
            "dbgt.copy_limit",
        ]
    )
    assert next(i for i in found if i.code == "dbgt.deck_size").params["count"] == 39
    too_high = [i.params["id"] for i in found if i.code == "dbgt.ally_level_too_high"]
    assert too_high == ["SAI-167", "SAI-170"]


# --- demo decks and the text format ------------------------------------------------------------

DEMO_DECKS = ("dbgt-goku.deck", "dbgt-vegeta.deck")


@pytest.fixture(scope="module")
def bundled() -> CardDatabase:
    return CardDatabase.load(include_user=False)


@pytest.mark.parametrize("name", DEMO_DECKS)
def test_demo_decks_parse_and_are_legal(bundled: CardDatabase, name: str) -> None:
    text = paths.resource_path("decks", name).read_text(encoding="utf-8")
    parsed = parse(text, bundled)
    assert parsed.ok and not parsed.errors and not parsed.warnings
    assert parsed.deck is not None and 50 <= parsed.deck.count() <= 85
    report = check_parsed(parsed, bundled)
    assert report.legal, report.problems
    for profile in ("default", "rulings-2004", "later-ally-rule", "dbz-ally-power-up"):
        assert check_dbgt_deck(parsed.deck, bundled, _bundled_params(profile)) == []
    # every line names its card, and the flagged Raditz Lv3 is not used
    for section in parsed.deck.sections:
        for entry in section.entries:
            assert entry.written_name and entry.card_id != "SAI-172"


def test_demo_decks_are_of_opposite_alignment(bundled: CardDatabase) -> None:
    alignments = set()
    for name in DEMO_DECKS:
        parsed = parse(paths.resource_path("decks", name).read_text(encoding="utf-8"), bundled)
        assert parsed.deck is not None
        mp = parsed.deck.section("main personality")
        assert mp is not None
        alignments.add(getattr(bundled[mp.entries[0].card_id], "alignment", None))
    assert alignments == {"hero", "villain"}


def test_checked_through_the_text_format(db: CardDatabase) -> None:
    text = "game: dbgt\nstyle: orange\n[main personality]\n1 SAI-158\n1 SAI-159\n[life deck]\n"
    parsed = parse(text + "4 SAI-1 Orange Standing Fist Punch\n", db)
    assert parsed.ok and parsed.deck is not None
    found = codes(db, parsed.deck)
    assert found == [
        "dbgt.deck_size",
        "dbgt.mp_level_missing",
        "dbgt.style_mastery",
        "dbgt.copy_limit",
    ]


def test_bad_profile_is_refused(db: CardDatabase) -> None:
    with pytest.raises(ProfileError) as caught:
        check_dbgt_deck(make_deck(), db, {"deck": {"deck_size": {"min": 90, "max": 80}}})
    assert caught.value.code == "bad_profile"


def _bundled_params(profile_id: str) -> dict[str, Any]:
    path = paths.resource_path("rulesets", "dbgt", f"{profile_id}.json")
    params = json.loads(path.read_text(encoding="utf-8"))["params"]
    assert isinstance(params, dict)
    return params
