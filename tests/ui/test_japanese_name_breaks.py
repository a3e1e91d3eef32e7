"""A Japanese card name that wraps on its band is cut as a Japanese reader expects: between
words where it can be (after の or ・, before a bracket, where kanji meets katakana), never
inside a katakana word when a cut between words fits, and never against the line-breaking
rules (no small kana, long-vowel mark, middle dot or closing bracket starting a line, no
opening bracket ending one)."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tabletop.cards import CardDatabase
from tabletop.ui.card_faces.geometry import face_frame
from tabletop.ui.card_faces.text import name_layout

NO_START = "ー・、。）」』！？…ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
NO_END = "（「『"
KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]")
WIDTHS = (90.0, 110.0, 130.0)
"""Hand cards at 1280 × 800 are 90 px wide or more."""


def _lines(name: str, width: float) -> list[str]:
    header = face_frame(QRectF(0, 0, width, width * 88 / 63), name).header
    return name_layout(name, header)[1]


def _japanese_names() -> list[str]:
    names = {card.name_ja for card in CardDatabase.load(include_user=False) if card.name_ja}
    return sorted(name for name in names if " " not in name)


@pytest.mark.parametrize("width", WIDTHS)
def test_no_line_breaks_the_japanese_line_breaking_rules(qapp: QApplication, width: float) -> None:
    wrapped = 0
    for name in _japanese_names():
        lines = _lines(name, width)
        assert "".join(lines) == name
        wrapped += len(lines) > 1
        assert not any(line[0] in NO_START for line in lines[1:]), lines
        assert not any(line[-1] in NO_END for line in lines[:-1]), lines
    assert wrapped > 20


@pytest.mark.parametrize("width", WIDTHS)
def test_a_katakana_word_is_not_cut(qapp: QApplication, width: float) -> None:
    for name in _japanese_names():
        lines = _lines(name, width)
        for before, after in itertools.pairwise(lines):
            assert not (KATAKANA.match(before[-1]) and KATAKANA.match(after[0])), lines


@pytest.mark.parametrize(
    ("name", "lines"),
    [
        ("悟空のエネルギー防御", ["悟空の", "エネルギー防御"]),
        ("サイヤ人式・大回転蹴り", ["サイヤ人式・", "大回転蹴り"]),
        ("戸愚呂兄（人形使い）", ["戸愚呂兄", "（人形使い）"]),
        ("乱れぬ心は集中を生む", ["乱れぬ心は", "集中を生む"]),
    ],
)
def test_a_name_wraps_between_its_words(qapp: QApplication, name: str, lines: list[str]) -> None:
    assert _lines(name, 90.0) == lines


def test_a_name_of_one_long_word_still_wraps(qapp: QApplication) -> None:
    lines = _lines("邪王炎殺黒龍波邪王炎殺黒龍波", 90.0)
    assert len(lines) > 1 and "".join(lines) == "邪王炎殺黒龍波邪王炎殺黒龍波"
