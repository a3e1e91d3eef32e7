"""The bundled YYH demo decks: they parse cleanly, are legal and can be played."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import paths
from tabletop.cards import CardDatabase
from tabletop.cards.decklist import read_deck, serialise
from tabletop.cards.models import Character, Item, Technique, YyhEvent
from tabletop.games.deck_check import check_parsed
from tabletop.games.yyh.board import character_name
from tabletop.games.yyh.profile import TEAM_SIZE, YyhParams
from tabletop.games.yyh.teams import qualifying_teams

DECKS = sorted(paths.resource_path("decks").glob("yyh-*.deck"))


def test_two_demo_decks() -> None:
    assert [p.name for p in DECKS] == ["yyh-team-toguro.deck", "yyh-team-urameshi.deck"]


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_parses_and_is_legal(db: CardDatabase, path: Path) -> None:
    parsed = read_deck(path, db)
    assert parsed.ok and parsed.errors == () and parsed.warnings == ()
    assert parsed.deck is not None and parsed.deck.game == "yyh" and parsed.deck.name
    report = check_parsed(parsed, db)
    assert report.legal, report.problems
    assert check_parsed(parsed, db, {"deck_min": 41}).problems[0].code == "yyh.deck_size"
    assert read_deck(path).deck == parsed.deck
    assert all(e.written_name for s in parsed.deck.sections for e in s.entries)
    assert serialise(parsed.deck).startswith("game: yyh\n")


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_playable(db: CardDatabase, path: Path) -> None:
    deck = read_deck(path, db).deck
    assert deck is not None
    params = YyhParams()
    team_section = deck.section("team")
    main_section = deck.section("deck")
    assert team_section is not None and main_section is not None
    team = [db[e.card_id] for e in team_section.entries]
    assert len(team) == TEAM_SIZE
    # Every starting character can attack, and they share a Team Symbol for the Team Bonus.
    assert all(isinstance(c, Character) and c.attacks for c in team)
    symbols = [c.team for c in team if isinstance(c, Character)]
    assert qualifying_teams(symbols, params.team_bonus_threshold)
    for entry in main_section.entries:
        card = db[entry.card_id]
        if isinstance(card, Technique | Item | YyhEvent):
            assert card.spirit_cost <= 3, card.id  # affordable within two turns
        if isinstance(card, Technique):
            assert card.attack is not None and card.attack.value, card.id
        if isinstance(card, Character):
            assert card.attacks, card.id


def test_one_hero_team_one_villain_team(db: CardDatabase) -> None:
    alignments = set()
    for path in DECKS:
        deck = read_deck(path, db).deck
        assert deck is not None
        section = deck.section("team")
        assert section is not None
        cards = [db[e.card_id] for e in section.entries]
        found = {c.alignment for c in cards if isinstance(c, Character)}
        assert len(found) == 1
        alignments |= found
    assert alignments == {"hero", "villain"}


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_fifth_fighters_can_join_the_team(db: CardDatabase, path: Path) -> None:
    """One of each character on a side (unique_characters): a 5th-fighter candidate that is a
    starter under another title ("Younger Toguro, Transformed") could never be placed."""
    deck = read_deck(path, db).deck
    assert deck is not None
    team, main = deck.section("team"), deck.section("deck")
    assert team is not None and main is not None
    starters = {character_name(db[e.card_id].name) for e in team.entries}
    candidates = [db[e.card_id] for e in main.entries if isinstance(db[e.card_id], Character)]
    assert candidates
    for card in candidates:
        assert character_name(card.name) not in starters, card.name
