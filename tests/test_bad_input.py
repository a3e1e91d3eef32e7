"""The bad-input corpus (tests/data/bad): every file is refused with its own typed error, which
has a message in both languages; nothing crashes and no file is changed (a bad settings file is
moved aside whole, never lost). (Hostile card images, tests/data/bad/images, fall back to the
drawn face: tests/ui/test_bad_images.py.)"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
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
    "journal-lone-surrogate.jsonl": "bad_text",
    "journal-huge-literal.jsonl": "bad_number",
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
    "deck-nul-bytes.deck": "has_nul",
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


# ------------------------------------------------------------ at start, in a fresh process


def run_app(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop ARGS`` as a user starts it, with ``TABLETOP_HOME=home``."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "PYTHONSTARTUP")}
    env["TABLETOP_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _user_set(home: Path, corpus_name: str, file_name: str) -> Path:
    path = home / "data" / "cards" / "dbgt" / file_name
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CORPUS / corpus_name, path)
    return path


def _settings_file(home: Path) -> Path:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.slow
@pytest.mark.parametrize(
    ("corpus_name", "reason"),
    [
        ("cards-huge-literal.json", "The file holds a number that cannot be read: 111111111111…"),
        ("cards-lone-surrogate.json", "The file holds a broken character (\\ud83d)"),
        ("cards-not-json.json", "BAB.json is not valid JSON."),
    ],
)
def test_a_bad_user_card_set_is_named_at_start(
    tmp_path: Path, corpus_name: str, reason: str
) -> None:
    path = _user_set(tmp_path, corpus_name, "BAB.json")
    before = path.read_bytes()
    result = run_app(tmp_path, "--smoke")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "tabletop: Some of your files could not be used:" in result.stderr
    assert f"Card set {path} was not loaded: {reason}" in result.stderr
    assert path.read_bytes() == before


@pytest.mark.slow
def test_the_notice_is_in_the_users_language(tmp_path: Path) -> None:
    path = _user_set(tmp_path, "cards-huge-literal.json", "BAB.json")
    result = run_app(tmp_path, "--smoke", "--lang", "ja")
    assert result.returncode == 0, result.stderr
    assert "Some of your files" not in result.stderr and str(path) in result.stderr
    assert "読み取れない数" in result.stderr


@pytest.mark.slow
@pytest.mark.parametrize(
    ("content", "reason", "after"),
    [
        (b'{"schema_version": 1, "language": "ja", "animation_speed": ' + b"9" * 5000 + b"}", "cannot be read: 9999",
         "The default settings are used; the file was kept as"),
        (b'{"schema_version": 1, "language": "ja\\udc00"}', "broken character (\\udc00)",
         "The default settings are used; the file was kept as"),
        (b'{"schema_version": 1, "language": "klingon", "default_mode": "manual"}', "“language” is missing or invalid",
         "Its other settings are used; a copy of the file was kept as"),
    ],
)  # fmt: skip
def test_a_bad_settings_file_is_named_at_start(
    tmp_path: Path, content: bytes, reason: str, after: str
) -> None:
    path = _settings_file(tmp_path)
    path.write_bytes(content)
    result = run_app(tmp_path, "--smoke")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert f"Settings file {path}: " in result.stderr and reason in result.stderr
    assert after in result.stderr
    assert path.with_name("settings.json.bad").read_bytes() == content  # kept whole


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_settings_file_that_cannot_be_read_is_named_and_left_alone(tmp_path: Path) -> None:
    path = _settings_file(tmp_path)
    os.mkfifo(path)
    result = run_app(tmp_path, "--smoke", timeout=60)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert f"Settings file {path}: This is not a regular file" in result.stderr
    assert "nothing is written to it; settings you change now last until you quit" in result.stderr
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


@pytest.mark.slow
def test_a_clean_start_has_no_notice(tmp_path: Path) -> None:
    result = run_app(tmp_path, "--smoke")
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["save-lone-surrogate.tabletop", "save-huge-literal.tabletop"])
def test_a_save_the_app_would_crash_on_is_refused_at_load(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    shutil.copyfile(CORPUS / name, path)
    result = run_app(tmp_path, "--smoke", "--load", str(path))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"{name} cannot be opened: The file holds" in result.stderr
    assert path.read_bytes() == (CORPUS / name).read_bytes()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("seat", ["--deck1", "--deck2"])
def test_a_pipe_or_device_as_a_deck_is_refused_at_once(tmp_path: Path, seat: str) -> None:
    fifo = tmp_path / "pipe.deck"
    os.mkfifo(fifo)
    player = "Player 1" if seat == "--deck1" else "Player 2"
    for deck in [fifo, Path("/dev/zero")]:
        result = run_app(tmp_path, "--smoke", seat, str(deck), timeout=60)
        assert result.returncode == 1
        assert "Traceback" not in result.stderr
        assert f"The deck of {player} ({deck.name}) cannot be used:" in result.stderr
        assert "The file cannot be read." in result.stderr
