"""The pseudo-locale: longer accented strings, placeholders and accelerators intact."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from tabletop.i18n.manager import LanguageManager, resolve_language
from tabletop.i18n.pseudo import PSEUDO, pseudo_translate
from tabletop.i18n.reasons import describe


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.set_language("en")
    QLocale.setDefault(QLocale.c())


@pytest.mark.parametrize(
    "source",
    [
        "&Game",
        "Save &As…",
        "Move {card} to {to_zone}",
        "%n card(s) in the deck",
        "Zoom {percent}%",
        "Attacker rank <b>{a}</b>: <b>{damage}</b> stages &amp; more.",
        "Rock && Roll",
        "Stage %1 of %2",
    ],
)
def test_pseudo_text_is_longer_and_keeps_what_code_needs(source: str) -> None:
    text = pseudo_translate(source)
    assert text.startswith("[") and text.endswith("]")
    tokens = re.compile(r"\{[^{}]*\}|%(?:L?\d+|n)|<[^<>]*>|&amp;|&&")
    visible = len(tokens.sub("", source))
    assert len(tokens.sub("", text)) >= visible * 1.4
    assert tokens.findall(text) == tokens.findall(source)
    accelerator = re.search(r"&([A-Za-z])", source.replace("&&", "").replace("&amp;", ""))
    if accelerator:
        assert "&" + accelerator.group(1) in text
    assert text != "[" + source + "]"


def test_pseudo_is_a_language(languages: LanguageManager) -> None:
    seen: list[str] = []
    languages.language_changed.connect(seen.append)
    assert resolve_language(PSEUDO) == PSEUDO
    languages.set_language(PSEUDO)
    assert languages.language == PSEUDO
    title = QCoreApplication.translate("MainWindow", "&Game")
    assert title != "&Game" and "&G" in title
    refusal = describe("unknown_card", {"id": "SAI-999"})
    assert "SAI-999" in refusal and refusal != "Unknown card id “SAI-999”."
    languages.set_language("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert seen == [PSEUDO, "en"]


def test_unknown_languages_are_still_refused(languages: LanguageManager) -> None:
    with pytest.raises(ValueError):
        languages.set_language("xx")
