"""The bundled cards' Japanese names (Tabletop's own translations, see assets/cards/SOURCES.md):
every card and every Yu Yu Hakusho attack has one, the same English word gives the same Japanese word across a set, and a
Japanese player finds, writes and reads the cards by them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cards import CardDatabase
from tabletop.cards.cache import SetCache
from tabletop.cards.database import parse_set
from tabletop.paths import resource_path

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
"""Hiragana, katakana or a kanji."""
ROOT = Path(__file__).resolve().parents[2]

STYLES = {"orange": "橙", "red": "赤", "blue": "青", "black": "黒", "saiyan": "サイヤ人式"}
"""The glossary's words for the fighting styles."""

DBGT_WORDS = {
    "Drill": "特訓",
    "Dragon Ball": "ドラゴンボール",
    "Physical": "物理",
    "Energy": "エネルギー",
    "Defense": "防御",
    "Attack": "攻撃",
    "Power Up": "パワーアップ",
    "Training": "修行",
    "Honor": "名誉",
    "Truce": "休戦",
    "Tail": "尻尾",
    "Trick": "トリック",
    "Capture": "捕獲",
    "Anger": "怒り",
    "Straining": "渾身",
    "Spirit": "精神",
    "Goku": "悟空",
    "Gohan": "悟飯",
    "Piccolo": "ピッコロ",
    "Vegeta": "ベジータ",
    "Krillin": "クリリン",
    "Raditz": "ラディッツ",
    "Nappa": "ナッパ",
    "Tien": "天津飯",
    "Yamcha": "ヤムチャ",
    "Chiaotzu": "餃子",
    "Yajirobe": "ヤジロベー",
    "Saiyan": "サイヤ人",
    "King Kai": "界王",
    "Roshi": "亀仙人",
    "Bulma": "ブルマ",
}
"""An English word of a Dragon Ball card name, and the Japanese word its name then holds."""

YYH_WORDS = {
    "Spirit Gun": "霊丸",
    "Spirit Sword": "霊剣",
    "Darkness Flame": "邪王炎殺",
    "Tornado Fists": "修羅旋風拳",
    "Territory": "テリトリー",
    "Spirit": "霊",
    "Dark": "闇",
    "Demonic": "妖怪",
    "Sacrifice": "犠牲",
    "Promise": "約束",
    "Rose Whip": "ローズウィップ",
    "Yusuke": "幽助",
    "Kuwabara": "桑原",
    "Kurama": "蔵馬",
    "Hiei": "飛影",
    "Botan": "ぼたん",
    "Koenma": "コエンマ",
    "Genkai": "幻海",
    "Kayko": "螢子",
    "Rokuyukai": "六遊怪",
    "Team Urameshi": "浦飯チーム",
}
"""The same for Yu Yu Hakusho (whole words: "Rose Whiplash" is not the Rose Whip)."""

ESTABLISHED = {"SAI-216"}
"""Cards named with the anime's name of the technique rather than word by word (Krillin's
Energy Disk is his 気円斬)."""

UNNAMED_YYH = {"GF-C12"}
"""Characters whose Japanese spelling is not known (SOURCES.md): they keep their English name."""

STARS = "一二三四五六七"


def _cards(game: str, code: str) -> list[dict[str, object]]:
    data = json.loads(resource_path("cards", game, f"{code}.json").read_text(encoding="utf-8"))
    cards: list[dict[str, object]] = data["cards"]
    return cards


def _has_word(name: str, word: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", name) is not None


def test_every_dragon_ball_card_has_a_japanese_name() -> None:
    cards = _cards("dbgt", "SAI")
    assert len(cards) == 264
    for card in cards:
        name_ja = card.get("name_ja")
        assert isinstance(name_ja, str) and JAPANESE.search(name_ja), card["id"]
        assert name_ja.strip() == name_ja and "  " not in name_ja, card["id"]


def test_every_yu_yu_hakusho_card_but_the_unknown_characters_has_a_japanese_name() -> None:
    cards = _cards("yyh", "GF") + _cards("yyh", "DT")
    assert len(cards) == 211 + 160
    unnamed = {str(card["id"]) for card in cards if not card.get("name_ja")}
    assert unnamed == UNNAMED_YYH
    for card in cards:
        name_ja = card.get("name_ja")
        if name_ja is not None and name_ja != card["name"]:  # "M1" is M1 in Japanese too
            assert isinstance(name_ja, str) and JAPANESE.search(name_ja), card["id"]
    assert all(card["type"] == "character" for card in cards if card["id"] in UNNAMED_YYH)


@pytest.mark.parametrize(
    ("game", "codes", "words"),
    [("dbgt", ["SAI"], DBGT_WORDS), ("yyh", ["GF", "DT"], YYH_WORDS)],
)
def test_the_same_english_word_gives_the_same_japanese_word(
    game: str, codes: list[str], words: dict[str, str]
) -> None:
    cards = [
        card
        for code in codes
        for card in _cards(game, code)
        if card.get("name_ja") and card["id"] not in ESTABLISHED
    ]
    for english, japanese in words.items():
        named = [card for card in cards if _has_word(str(card["name"]), english)]
        assert named, english  # the word is in the set at all
        for card in named:
            assert japanese in str(card["name_ja"]), (english, card["name"], card["name_ja"])


def _attacks() -> list[tuple[str, dict[str, object]]]:
    """Every named attack printed on a bundled Yu Yu Hakusho character, with its card's id."""
    return [
        (str(card["id"]), attack)
        for code in ("GF", "DT")
        for card in _cards("yyh", code)
        for attack in card.get("attacks", [])  # type: ignore[attr-defined]
        if attack.get("name")
    ]


def test_every_bundled_attack_has_a_japanese_name() -> None:
    attacks = _attacks()
    assert len(attacks) == 148 and len({str(a["name"]) for _, a in attacks}) == 145
    for card_id, attack in attacks:
        name_ja = attack.get("name_ja")
        assert isinstance(name_ja, str) and JAPANESE.search(name_ja), (card_id, attack)
        assert name_ja.strip() == name_ja and "  " not in name_ja, (card_id, attack)


def test_an_attack_has_one_japanese_name_and_a_cards_when_a_card_has_its_name() -> None:
    cards = {str(c["name"]): c.get("name_ja") for code in ("GF", "DT") for c in _cards("yyh", code)}
    seen: dict[str, object] = {}
    for card_id, attack in _attacks():
        name, name_ja = str(attack["name"]), attack["name_ja"]
        assert seen.setdefault(name, name_ja) == name_ja, (card_id, name)
        if name in cards:  # Rose Whip, Spirit Wave, Ice Dragon, Storm of Torment...
            assert name_ja == cards[name], (card_id, name)
    assert seen["Spirit Gun"] == "霊丸" and seen["Spirit Sword"] == "霊剣"
    assert seen["Rose Whip"] == "ローズウィップ" and seen["Spirit Wave"] == "霊光波動拳"


def test_an_attacks_english_words_give_the_cards_japanese_words() -> None:
    for card_id, attack in _attacks():
        for english, japanese in YYH_WORDS.items():
            if _has_word(str(attack["name"]), english):
                assert japanese in str(attack["name_ja"]), (card_id, attack)


def test_a_style_card_named_for_its_style_starts_with_the_glossary_word() -> None:
    styled = 0
    for card in _cards("dbgt", "SAI"):
        style = card.get("style")
        if isinstance(style, str) and str(card["name"]).startswith(style.title() + " "):
            assert str(card["name_ja"]).startswith(STYLES[style] + "・"), card["name"]
            styled += 1
    assert styled >= 90


def test_each_earth_dragon_ball_is_its_star_ball() -> None:
    balls = [card for card in _cards("dbgt", "SAI") if card["type"] == "dragon_ball"]
    assert [card["db_number"] for card in balls] == [1, 2, 3, 4, 5, 6, 7]
    for card in balls:
        star = STARS[int(str(card["db_number"])) - 1]
        assert card["name_ja"] == f"{star}星球（地球のドラゴンボール）"


def test_the_card_database_finds_cards_by_their_japanese_names(bundled: CardDatabase) -> None:
    assert [c.id for c in bundled.search("気円斬")] == ["SAI-216"]
    assert [c.id for c in bundled.search("四星球")] == ["SAI-76"]
    drills = {c.id for c in bundled.by_game("dbgt") if c.type == "drill"}
    assert drills <= {c.id for c in bundled.search("特訓", game="dbgt")}
    assert [c.id for c in bundled.search("ﾊﾟﾜｰｱｯﾌﾟ")] == ["SAI-22", "SAI-97", "SAI-98"]
    assert {c.id for c in bundled.search("霊丸")} == {"GF-C154", "GF-C155"}
    assert [c.id for c in bundled.search("邪王炎殺黒龍波", game="yyh")] == ["GF-S174"]
    assert bundled.search("気円斬", game="yyh") == []


def _child(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TABLETOP_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=home,
        timeout=120,
        check=False,
    )


def test_a_deck_written_with_japanese_names_checks_without_warnings(tmp_path: Path) -> None:
    names = {str(c["id"]): str(c["name_ja"]) for c in _cards("dbgt", "SAI")}
    lines = []
    for line in resource_path("decks", "dbgt-goku.deck").read_text(encoding="utf-8").splitlines():
        found = re.match(r"(\d+) (SAI-\w+) .+", line)
        lines.append(f"{found[1]} {found[2]} {names[found[2]]}" if found else line)
    written = [line for line in lines if re.match(r"\d+ SAI-", line)]
    assert any("特訓" in line for line in written) and any("星球" in line for line in written)
    deck = tmp_path / "goku-ja.deck"
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    done = _child(home, "deck", "check", "--json", "--lang", "ja", str(deck))
    assert done.returncode == 0, done.stdout + done.stderr
    [report] = json.loads(done.stdout)
    assert report["legal"] and report["warnings"] == []


def test_a_card_set_cache_from_before_the_names_does_not_hide_them(tmp_path: Path) -> None:
    """The cache is keyed by the set file's bytes: a user's cache made from the file without
    the Japanese names is not what the next start reads."""
    path = resource_path("cards", "dbgt", "SAI.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    for card in document["cards"]:
        if card["type"] != "personality":
            del card["name_ja"]
    old = json.dumps(document, ensure_ascii=False, indent=2)
    home = tmp_path / "home"
    cache = SetCache(home / "cache")
    before = cache.parse(old.encode("utf-8"), str(path), parse_set)
    # the old file, now in the user's cache
    assert before.cards[0].id == "SAI-1" and before.cards[0].name_ja is None
    cache.save()
    assert (home / "cache" / "card-sets.pickle").is_file()
    done = _child(home, "cards", "list", "--set", "SAI", "--json")
    assert done.returncode == 0, done.stderr
    listed = {card["id"]: card.get("name_ja") for card in json.loads(done.stdout)}
    assert listed["SAI-216"] == "クリリンの気円斬" and listed["SAI-1"] == "橙・立ち拳突き"
    assert all(listed.values())
