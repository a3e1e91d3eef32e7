"""The deck being built, without Qt (the deck editor is a view of it): cards added and taken
away by section, rows moved, the deck's name and style, its legality, whether it has unsaved
changes, and decks read and written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import paths
from tabletop.cards import default_database, read_deck
from tabletop.cards.database import CardDatabase
from tabletop.cards.decklist import DeckList
from tabletop.games.deck_draft import MOST_OF_A_CARD, DeckDraft

URAMESHI = paths.resource_path("decks", "yyh-team-urameshi.deck")
GOKU = paths.resource_path("decks", "dbgt-goku.deck")


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return default_database()


def _demo(db: CardDatabase, path: Path) -> DeckList:
    deck = read_deck(path, db).deck
    assert deck is not None
    return deck


def _shape(deck: DeckList) -> list[tuple[str, list[tuple[str, int]]]]:
    return [(s.name, [(e.card_id, e.count) for e in s.entries]) for s in deck.sections]


def test_a_demo_deck_built_card_by_card_is_legal_and_written_as_read(db: CardDatabase) -> None:
    demo = _demo(db, URAMESHI)
    draft = DeckDraft(db, "yyh")
    assert not draft.has_cards() and not draft.dirty and not draft.report().legal
    for section in demo.sections:
        for entry in section.entries:
            for _ in range(entry.count):
                assert draft.add(entry.card_id, section.name)
    draft.rename("  Team   Urameshi ")
    assert draft.dirty and draft.count() == demo.count()
    assert draft.report().legal, draft.report().problems
    written = draft.to_decklist()
    assert _shape(written) == _shape(demo) and written.name == "Team Urameshi"
    draft.saved(Path("urameshi.deck"))
    assert not draft.dirty and draft.path == Path("urameshi.deck")


def test_a_card_of_another_game_an_unknown_card_or_section_is_refused(db: CardDatabase) -> None:
    draft = DeckDraft(db, "yyh")
    goku = _demo(db, GOKU).sections[0].entries[0].card_id
    assert not draft.add(goku, "deck")
    assert not draft.add("NO-SUCH-CARD", "deck")
    character = _demo(db, URAMESHI).sections[0].entries[0].card_id
    assert not draft.add(character, "life deck")
    assert not draft.has_cards() and not draft.dirty


def test_counts_go_up_to_the_most_of_a_card_and_a_row_at_zero_goes(db: CardDatabase) -> None:
    draft = DeckDraft(db, "yyh")
    card = _demo(db, URAMESHI).section("deck").entries[0].card_id  # type: ignore[union-attr]
    assert draft.add(card, "deck", 150)
    assert draft.rows("deck") == [(card, MOST_OF_A_CARD)]
    assert draft.change_count("deck", card, -98) == ("deck", card)
    assert draft.rows("deck") == [(card, 1)]
    assert draft.change_count("deck", card, -1) == ("deck", None)
    assert draft.rows("deck") == []
    assert draft.change_count("deck", card, 1) is None  # no such row any more


def test_rows_move_within_their_section_not_past_its_ends(db: CardDatabase) -> None:
    draft = DeckDraft(db, "yyh")
    team = [e.card_id for e in _demo(db, URAMESHI).section("team").entries]  # type: ignore[union-attr]
    for card in team:
        draft.add(card, "team")
    draft.dirty = False
    assert not draft.move("team", team[0], -1) and not draft.move("team", team[-1], 1)
    assert not draft.dirty
    assert draft.move("team", team[0], 1)
    assert [c for c, _ in draft.rows("team")] == [team[1], team[0], *team[2:]]
    assert draft.dirty


def test_a_style_is_written_only_where_the_game_declares_one(db: CardDatabase) -> None:
    dbgt = DeckDraft(db, "dbgt")
    dbgt.declare_style("saiyan")
    assert dbgt.dirty and dbgt.to_decklist().style == "saiyan"
    dbgt.declare_style("no such style")
    assert dbgt.style is None
    yyh = DeckDraft(db, "yyh")
    yyh.style = "saiyan"
    assert yyh.to_decklist().style is None


def test_a_deck_read_is_the_draft_and_a_partial_one_is_a_new_changed_deck(
    db: CardDatabase,
) -> None:
    demo = _demo(db, GOKU)
    draft = DeckDraft(db, "yyh")
    draft.add(_demo(db, URAMESHI).sections[0].entries[0].card_id, "team")
    draft.load(demo)
    assert draft.game == "dbgt" and draft.name == demo.name and not draft.dirty
    assert draft.to_decklist() == demo
    draft.opened(GOKU, partial=False)
    assert draft.path == GOKU and not draft.dirty
    draft.opened(GOKU, partial=True)
    assert draft.path is None and draft.dirty
    draft.restart("yyh")
    assert (draft.game, draft.name, draft.path, draft.dirty) == ("yyh", "", None, False)
    assert not draft.has_cards()


def test_a_card_listed_twice_in_a_section_is_one_row(db: CardDatabase) -> None:
    demo = _demo(db, GOKU)
    life = demo.section("life deck")
    assert life is not None
    doubled = demo.model_copy(
        update={
            "sections": tuple(
                s.model_copy(update={"entries": (*s.entries, s.entries[0])}) if s is life else s
                for s in demo.sections
            )
        }
    )
    draft = DeckDraft(db, "dbgt")
    draft.load(doubled)
    first = life.entries[0]
    assert draft.rows("life deck")[0] == (first.card_id, min(MOST_OF_A_CARD, 2 * first.count))
    assert len(draft.rows("life deck")) == len(life.entries)
