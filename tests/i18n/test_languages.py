"""Catalogs compile, every string has its Japanese translation, and the language switches live."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from tabletop.i18n.catalog import qm_path, ts_dir
from tabletop.i18n.manager import LanguageManager, load_translator, resolve_language
from tabletop.i18n.reasons import MESSAGES, describe


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.set_language("en")
    QLocale.setDefault(QLocale.c())


def _messages(language: str) -> list[ET.Element]:
    folder = ts_dir()
    assert folder is not None
    root = ET.parse(folder / f"tabletop_{language}.ts").getroot()
    return root.findall("./context/message")


def test_every_source_string_has_a_japanese_translation() -> None:
    missing = [
        m.findtext("source")
        for m in _messages("ja")
        if m.find("translation") is None
        or m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")  # type: ignore[union-attr]
        or (
            not (m.findtext("translation") or "").strip()
            and not m.findall("translation/numerusform")
        )
    ]
    assert missing == []


def test_every_reason_message_is_in_the_catalog() -> None:
    sources = {m.findtext("source") for m in _messages("ja")}
    assert set(MESSAGES.values()) <= sources


def test_the_japanese_catalog_loads_and_translates() -> None:
    translator = load_translator("ja")
    assert translator is not None and qm_path("ja").is_file()
    assert translator.translate("MainWindow", "&Game") != ""


def test_switching_language_switches_our_strings_and_qts(languages: LanguageManager) -> None:
    seen: list[str] = []
    languages.language_changed.connect(seen.append)
    languages.set_language("ja")
    assert QLocale().language() == QLocale.Language.Japanese
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    assert describe("empty") != "The deck is empty."
    languages.set_language("en")
    assert describe("empty") == "The deck is empty."
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert seen == ["ja", "en"]


def test_describe_fills_parameters_and_survives_missing_ones() -> None:
    assert describe("unknown_card", {"id": "SAI-999"}) == "Unknown card id “SAI-999”."
    assert describe("unknown_card") == "Unknown card id “{id}”."
    assert describe("no_such_code", {"x": 1}) == "Problem “no_such_code”."


def test_resolve_language() -> None:
    assert resolve_language("ja") == "ja"
    assert resolve_language("en") == "en"
    assert resolve_language("system") in ("ja", "en")
    assert resolve_language(None) in ("ja", "en")
