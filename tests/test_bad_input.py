"""The bad-input corpus (tests/data/bad): every file is refused with its own typed error, which
has a message in both languages; nothing crashes and no file is changed (a bad settings file is
moved aside whole, never lost). (Hostile card images, tests/data/bad/images, fall back to the
drawn face: tests/ui/test_bad_images.py.)"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.cards import default_database, read_deck, read_set_file
from tabletop.engine import Controller, Mode
from tabletop.engine.errors import CodedError
from tabletop.games import load_games, make_ruleset
from tabletop.games.deck_check import check_parsed
from tabletop.games.profiles import read_profile_file
from tabletop.i18n.reasons import MESSAGES
from tabletop.storage import load_game, load_settings_report, recover

CORPUS = Path(__file__).parent / "data" / "bad"

EXPECTED = {
    "save-truncated.tabletop": "truncated",
    "save-not-json.tabletop": "not_json",
    "save-binary.tabletop": "bad_encoding",
    "save-invalid-utf8.tabletop": "bad_encoding",
    "save-wrong-types.tabletop": "bad_field",
    "save-huge-numbers.tabletop": "bad_field",
    "save-deep-nesting.tabletop": "too_deep",
    "save-unknown-schema.tabletop": "unknown_schema",
    "save-newer-schema.tabletop": "newer_schema",
    "save-wrong-format.tabletop": "not_a_save",
    "save-top-level-list.tabletop": "not_a_save",
    "save-unknown-action.tabletop": "bad_field",
    "save-bad-chance.tabletop": "bad_field",
    "save-unknown-game.tabletop": "unknown_game",
    "save-empty.tabletop": "truncated",
    "save-lone-surrogate.tabletop": "bad_text",
    "save-lone-surrogate-deck.tabletop": "bad_text",
    "save-huge-literal.tabletop": "bad_number",
    # journal.py reports any header that does not decode as not_json (part: header)
    "journal-lone-surrogate.jsonl": "not_json",
    "journal-huge-literal.jsonl": "not_json",
    "deck-bad-count.deck": "bad_count",
    "deck-negative-count.deck": "bad_count",
    "deck-huge-count.deck": "bad_count",
    "deck-unknown-section.deck": "unknown_section",
    "deck-unknown-card.deck": "unknown_card",
    "deck-malformed-id.deck": "unknown_card",
    "deck-missing-game.deck": "missing_game",
    "deck-bad-game.deck": "bad_header",
    "deck-card-outside-section.deck": "card_outside_section",
    "deck-wrong-game-section.deck": "wrong_game_section",
    "deck-wrong-game-card.deck": "wrong_game_card",
    "deck-invalid-utf8.deck": "not_utf8",
    "deck-binary.deck": "not_utf8",
    "deck-empty.deck": "empty",
    "deck-nul-bytes.deck": "not_utf8",
    "deck-bad-header.deck": "bad_header",
    "deck-too-many-cards.deck": "too_many_cards",
    "deck-dbgt-rules.deck": "dbgt.deck_size",
    "deck-yyh-rules.deck": "yyh.team_size",
    "cards-not-json.json": "bad_json",
    "cards-not-a-set.json": "not_a_card_set",
    "cards-newer-schema.json": "newer_schema",
    "cards-invalid-card.json": "invalid_set",
    "cards-lone-surrogate.json": "bad_text",
    "cards-huge-literal.json": "bad_number",
    "profile-impossible-values.json": "bad_profile",
    "profile-min-above-max.json": "bad_profile",
    "profile-unknown-game.json": "unknown_game",
    "profile-not-json.json": "not_json",
    "profile-lone-surrogate.json": "bad_text",
    "profile-huge-literal.json": "bad_number",
    "settings-lone-surrogate.json": "bad_text",
    "settings-huge-literal.json": "bad_number",
    "settings-not-json.json": "not_json",
    "settings-not-an-object.json": "not_a_save",
}


def _open_save(path: Path) -> list[str]:
    saved = load_game(path)
    ruleset = make_ruleset(saved.setup.game_id, saved.setup.profile)
    Controller.replay(ruleset, saved.setup, saved.log, Mode(saved.mode))
    return []


def _check_deck(path: Path) -> list[str]:
    load_games()
    database = default_database()
    return [issue.code for issue in check_parsed(read_deck(path, database), database).problems]


def _read_cards(path: Path) -> list[str]:
    read_set_file(path)
    return []


def _read_profile(path: Path) -> list[str]:
    read_profile_file(path)
    return []


def _recover_journal(path: Path) -> list[str]:
    recover(path)
    return []


def _read_settings(path: Path) -> list[str]:
    _, problem = load_settings_report(path)
    return [] if problem is None else [problem.code]


LOADERS: dict[str, Callable[[Path], list[str]]] = {
    "save": _open_save, "deck": _check_deck, "cards": _read_cards, "profile": _read_profile,
    "journal": _recover_journal, "settings": _read_settings,
}  # fmt: skip


def codes_for(path: Path) -> list[str]:
    """The codes a file is refused with: the typed error's, or the deck's problems."""
    try:
        return LOADERS[path.name.split("-")[0]](path)
    except CodedError as error:
        return [error.code]


def test_the_corpus_is_complete() -> None:
    assert sorted(p.name for p in CORPUS.iterdir() if p.is_file()) == sorted(EXPECTED)
    assert len(EXPECTED) >= 30


@pytest.mark.parametrize(("name", "code"), sorted(EXPECTED.items()))
def test_each_bad_file_gets_its_own_error(name: str, code: str, tmp_path: Path) -> None:
    path = tmp_path / name
    shutil.copyfile(CORPUS / name, path)
    before = hashlib.sha256(path.read_bytes()).digest()
    codes = codes_for(path)
    assert code in codes
    assert all(c in MESSAGES for c in codes), "every code has a message in both languages"
    if name.startswith("settings-"):  # moved aside whole, so the defaults can take its place
        path = path.with_name(path.name + ".bad")
    assert hashlib.sha256(path.read_bytes()).digest() == before


@pytest.mark.parametrize(
    ("name", "size", "code"),
    [("save-60mb.tabletop", 60 * 1024 * 1024, "too_large"),
     ("deck-10mb.deck", 10 * 1024 * 1024, "too_large")],
)  # fmt: skip
def test_huge_files_are_refused_before_reading(
    tmp_path: Path, name: str, size: int, code: str
) -> None:
    path = tmp_path / name
    with path.open("wb") as handle:  # sparse: no 60 MB written to the disk
        handle.write(b'{"format": "tabletop-save", ')
        handle.truncate(size)
    assert code in codes_for(path)
    assert path.stat().st_size == size
