"""``tabletop cards effects`` in a child process, as a user runs it: the cards' effects as
data and words (English and Japanese), automated or by hand, and the figures of each set."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop.cards.database import CardDatabase
from tabletop.games.effect_words import all_automated, card_effects
from tests.test_cards_command import cards

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _sai_figures() -> dict[str, object]:
    """The Saiyan Saga figures, counted from the bundled data here."""
    sai = CardDatabase.load().by_set("SAI")
    worded = [c for c in sai if card_effects(c)]
    automated = sum(all_automated(c) for c in worded)
    return {"set": "SAI", "cards": len(sai), "with_effect": len(worded),
            "automated": automated, "by_hand": len(worded) - automated}  # fmt: skip


def _readme_figures() -> dict[str, dict[str, object]]:
    """The README's table of the bundled sets' figures, as the command's ``sets``."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    row = re.compile(r"^\| (\w+) \([^)]*\) \| (\d+) \| (\d+) \| (\d+)(?: \(\d+ %\))? \| (\d+) \|$")
    out: dict[str, dict[str, object]] = {}
    for found in map(row.match, readme.splitlines()):
        if found:
            code, *numbers = found.groups()
            keys = ("cards", "with_effect", "automated", "by_hand")
            out[code] = {"set": code, **dict(zip(keys, map(int, numbers), strict=True))}
    return out


def test_json_gives_the_figures_of_each_set_and_each_card_in_both_languages(
    tmp_path: Path,
) -> None:
    done = cards("effects", "--json", home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == {"sets", "cards"}
    sets = {s["set"]: s for s in report["sets"]}
    assert sets["SAI"] == _sai_figures()
    assert sets["SAI"]["cards"] == 264 and sets["SAI"]["with_effect"] >= 52
    assert {"GF", "DT"} <= set(sets)
    for figure in report["sets"]:
        assert set(figure) == {"set", "cards", "with_effect", "automated", "by_hand"}
        assert figure["automated"] + figure["by_hand"] == figure["with_effect"]
    assert _readme_figures() == {code: figure for code, figure in sets.items()}
    by_id = {c["id"]: c for c in report["cards"]}
    assert sum(s["with_effect"] for s in report["sets"]) == len(by_id)
    power_up = by_id["SAI-22"]
    assert set(power_up) == {"id", "effects", "words", "automated"}
    assert power_up["effects"][0] == {
        "do": "raise_stages",
        "amount": 5,
        "whom": "personality",
        "may": False,
    }
    assert power_up["words"]["en"][0] == "Raise one of your personalities 5 power stages."
    assert power_up["automated"] is True
    for card in report["cards"]:
        assert card["effects"] and len(card["words"]["en"]) == len(card["effects"])
        assert len(card["words"]["ja"]) == len(card["effects"])
        assert all(JAPANESE.search(line) for line in card["words"]["ja"]), card
        assert not any(JAPANESE.search(line) for line in card["words"]["en"]), card
        hand = any(e["do"] == "by_hand" for e in card["effects"])
        assert not (hand and card["automated"])


def test_text_lists_each_card_then_each_set_in_the_language_asked(tmp_path: Path) -> None:
    done = cards("effects", "--set", "sai", "--lang", "ja", home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    figures = _sai_figures()
    assert len(lines) == int(str(figures["with_effect"])) + 1
    card_id, name, status, words = lines[0].split("\t")
    assert card_id == "SAI-1" and JAPANESE.search(name) and JAPANESE.search(words)
    assert JAPANESE.search(status)
    assert lines[-1].startswith("SAI") and str(figures["with_effect"]) in lines[-1]
    english = cards("effects", "--game", "dbgt", "--language", "en", home=tmp_path / "home")
    assert english.returncode == 0, english.stderr
    power_up = next(line for line in english.stdout.splitlines() if line.startswith("SAI-22\t"))
    assert power_up.split("\t")[:3] == ["SAI-22", "Power Up!", "automated"]
    assert "by hand" in english.stdout


def test_an_unknown_set_is_refused(tmp_path: Path) -> None:
    done = cards("effects", "--game", "yyh", "--set", "SAI", "--lang", "en", home=tmp_path / "h")
    assert done.returncode == 1
    assert "SAI" in done.stderr and done.stdout == ""
