"""The Japanese catalog is complete and keeps every placeholder; every reason code has a message."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop.cards.decklist import ERROR_CODES, WARNING_CODES
from tabletop.cards.errors import CARD_DATA_CODES
from tabletop.engine import verdict
from tabletop.games.dbgt.deck_rules import DBGT_DECK_CODES
from tabletop.games.dbgt.pat import PAT_ERROR_CODES
from tabletop.games.yyh.deck_rules import YYH_DECK_CODES
from tabletop.i18n import catalog
from tabletop.i18n.reasons import MESSAGES
from tabletop.storage.errors import REASON_CODES

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:L?\d+|n)")


def _live_messages(ts: Path) -> list[tuple[str, ET.Element]]:
    """(context, message) of every message that is not vanished or obsolete."""
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.findall("context")
        for message in context.findall("message")
        if (message.find("translation") is None)
        or message.find("translation").get("type") not in ("vanished", "obsolete")  # type: ignore[union-attr]
    ]


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
    return [t for t in texts if t.strip()]


def _unfinished(ts: Path) -> list[str]:
    problems = []
    for context, message in _live_messages(ts):
        translation = message.find("translation")
        if (
            translation is None
            or translation.get("type") == "unfinished"
            or not _translations(message)
        ):
            problems.append(f"{context}: {message.findtext('source')!r}")
    return problems


def test_lupdate_finds_no_string_missing_from_the_japanese_catalog(tmp_path: Path) -> None:
    """Run lupdate over the sources into a copy of the catalogs: nothing may be new or unfinished."""
    source = catalog.ts_dir()
    if source is None or catalog.qt_tool("lupdate") is None:
        pytest.skip("lupdate or the translations folder is not available")
    for language in catalog.LANGUAGES:
        shutil.copy(source / f"tabletop_{language}.ts", tmp_path / f"tabletop_{language}.ts")
    catalog.update_ts(tmp_path)
    assert _unfinished(tmp_path / "tabletop_ja.ts") == []


def test_the_committed_japanese_catalog_is_finished() -> None:
    source = catalog.ts_dir()
    assert source is not None
    assert _unfinished(source / "tabletop_ja.ts") == []


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_placeholders_are_kept_in_every_translation(language: str) -> None:
    source = catalog.ts_dir()
    assert source is not None
    wrong = []
    for context, message in _live_messages(source / f"tabletop_{language}.ts"):
        text = message.findtext("source") or ""
        expected = sorted(set(PLACEHOLDER.findall(text)))
        for translation in _translations(message):
            found = sorted(set(PLACEHOLDER.findall(translation)))
            if message.get("numerus") == "yes" and language == "ja":
                found = sorted(set(found) | {"%n"} if "%n" in expected else set(found))
            if found != expected:
                wrong.append(f"{context}: {text!r} -> {translation!r}")
    assert wrong == []


def test_accelerators_are_kept_in_japanese() -> None:
    """A source with an ``&`` accelerator keeps one in Japanese, as ``(&X)`` or in place."""
    source = catalog.ts_dir()
    assert source is not None
    wrong = []
    for context, message in _live_messages(source / "tabletop_ja.ts"):
        text = message.findtext("source") or ""
        match = re.search(r"&([^&\s])", text.replace("&&", ""))
        if match is None:
            continue
        for translation in _translations(message):
            if f"&{match.group(1)}".lower() not in translation.lower():
                wrong.append(f"{context}: {text!r} -> {translation!r}")
    assert wrong == []


def test_numerus_messages_have_english_plural_forms() -> None:
    source = catalog.ts_dir()
    assert source is not None
    wrong = [
        message.findtext("source")
        for _, message in _live_messages(source / "tabletop_en.ts")
        if message.get("numerus") == "yes" and len(_translations(message)) != 2
    ]
    assert wrong == []


def _declared_codes() -> set[str]:
    engine = {
        value for name, value in vars(verdict).items() if name.isupper() and isinstance(value, str)
    }
    return {
        *DBGT_DECK_CODES,
        *YYH_DECK_CODES,
        *REASON_CODES,
        *CARD_DATA_CODES,
        *ERROR_CODES,
        *WARNING_CODES,
        *PAT_ERROR_CODES,
        *engine,
    }


def test_every_declared_reason_code_has_a_message() -> None:
    assert sorted(_declared_codes() - set(MESSAGES)) == []


def test_every_code_the_rulesets_refuse_with_has_a_message() -> None:
    """Codes written as literals in ``Verdict.illegal/impossible(...)`` calls of the engine and games."""
    package = Path(catalog.__file__).resolve().parents[1]
    used: set[str] = set()
    for path in package.rglob("*.py"):
        if {"ui", "i18n"} & set(path.relative_to(package).parts):
            continue
        used |= set(re.findall(r"(?:illegal|impossible)\(\s*\"([^\"]+)\"", path.read_text("utf-8")))
    assert used, "no refusal codes found: the pattern needs updating"
    assert sorted(used - set(MESSAGES)) == []


def test_every_reason_message_is_translated_into_japanese() -> None:
    source = catalog.ts_dir()
    assert source is not None
    done = {
        message.findtext("source")
        for context, message in _live_messages(source / "tabletop_ja.ts")
        if context == "Reason" and _translations(message)
    }
    assert sorted(set(MESSAGES.values()) - done) == []
