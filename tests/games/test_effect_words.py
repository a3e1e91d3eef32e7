"""The words of card effects: every variant of every DBGT effect has a registered template
in English and a Japanese translation, filled in with its numbers; a missing template is an
error in strict mode and a neutral text in the app."""

from __future__ import annotations

import itertools
import re

import pytest
from pydantic import TypeAdapter

from tabletop.cards.database import CardDatabase
from tabletop.cards.effect_models import DbgtEffect
from tabletop.games.effect_words import (
    MissingEffectWords,
    all_automated,
    by_hand,
    card_effect_lines,
    card_effects,
    effect_sentence,
    effect_template,
)
from tabletop.i18n.plain import command_translate

ADAPTER: TypeAdapter[DbgtEffect] = TypeAdapter(DbgtEffect)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH = command_translate("en")
JA = command_translate("ja")


def _variants() -> list[dict[str, object]]:
    """One effect of each variant the words distinguish."""
    out: list[dict[str, object]] = []
    damages: list[object] = [
        None,
        {"kind": "pat"},
        {"kind": "pat", "bonus": 2, "multiplier": 2},
        {"kind": "life", "amount": 3},
        {"kind": "stages", "amount": 4},
    ]
    for kind, cost, damage in itertools.product(("physical", "energy"), (None, 3), damages):
        effect: dict[str, object] = {"do": "attack", "kind": kind}
        if cost is not None:
            effect["cost_stages"] = cost
        if damage is not None:
            effect["damage"] = damage
        out.append(effect)
    for whom, amount in itertools.product(("main", "personality"), (None, 1, 5)):
        out.append({"do": "raise_stages", "whom": whom, "amount": amount})
    for pick, count in itertools.product(("top", "bottom", "choose"), (1, 2)):
        out.append({"do": "rejuvenate", "pick": pick, "count": count})
    out += [{"do": "mill", "count": 1}, {"do": "mill", "count": 3}, {"do": "remove_after_use"}]
    for reason in ("anger", "choice", "shield", "timing", "condition", "other"):
        out.append({"do": "by_hand", "reason": reason})
    return out


VARIANTS = _variants()


@pytest.mark.parametrize("data", VARIANTS, ids=lambda d: "-".join(map(str, d.values())))
def test_every_variant_reads_in_english_and_in_japanese(data: dict[str, object]) -> None:
    effect = ADAPTER.validate_python(data)
    english = effect_sentence(effect, ENGLISH, strict=True)
    japanese = effect_sentence(effect, JA, strict=True)
    assert "{" not in english and "{" not in japanese
    assert JAPANESE.search(japanese), japanese
    assert not JAPANESE.search(english), english
    for number in (v for v in data.values() if isinstance(v, int) and v > 1):
        assert str(number) in english and str(number) in japanese


def test_each_variant_has_its_own_sentence() -> None:
    codes = {ADAPTER.validate_python(d).words()[0] for d in VARIANTS}
    # a PAT damage with a modifier and without share a code (for each kind, with a cost or not)
    assert len(codes) == len(VARIANTS) - 4
    templates = {effect_template(ADAPTER.validate_python(d))[0] for d in VARIANTS}
    assert len(templates) == len(codes)


def test_numbers_take_thousands_separators_and_pat_its_modifier() -> None:
    class Big:
        do = "mill"

        def words(self) -> tuple[str, dict[str, int | str]]:
            return "dbgt.mill", {"count": 12000}

    assert "12,000" in effect_sentence(Big(), ENGLISH, strict=True)
    pat = ADAPTER.validate_python(
        {
            "do": "attack",
            "kind": "physical",
            "damage": {"kind": "pat", "bonus": -1, "multiplier": 3},
        }
    )
    assert effect_sentence(pat, ENGLISH, strict=True).endswith("Physical Attack Table -1 ×3.")


def test_a_missing_template_raises_in_strict_mode_and_reads_neutrally_otherwise() -> None:
    class Unworded:
        do = "teleport"

        def words(self) -> tuple[str, dict[str, int | str]]:
            return "dbgt.no_such_effect", {}

    with pytest.raises(MissingEffectWords):
        effect_sentence(Unworded(), ENGLISH, strict=True)
    assert effect_sentence(Unworded(), ENGLISH) == "Effect (apply by hand)."
    assert JAPANESE.search(effect_sentence(Unworded(), JA))
    with pytest.raises(MissingEffectWords):
        effect_sentence(object(), ENGLISH, strict=True)  # type: ignore[arg-type]


def test_the_bundled_cards_read_whole_and_say_whether_they_are_automated() -> None:
    """Every effect of every bundled card (of any game) has its words in both languages."""
    database = CardDatabase.load()
    worded = 0
    for card in database:
        assert len(card_effect_lines(card, ENGLISH, strict=True)) == len(card_effects(card))
        lines = card_effect_lines(card, JA, strict=True)
        assert len(lines) == len(getattr(card, "effects", ()))
        assert all(JAPANESE.search(line) for line in lines)
        worded += bool(lines)
        hand = any(by_hand(e) for e in getattr(card, "effects", ()))
        assert not (hand and all_automated(card))
    assert worded >= 52
    power_up = database.get("SAI-22")
    assert power_up is not None
    assert card_effect_lines(power_up, ENGLISH)[0] == (
        "Raise one of your personalities 5 power stages."
    )


def test_by_hand_asks_only_do() -> None:
    class Yyh:
        do = "by_hand"

    class Chosen:  # the user chooses the cards in a dialog: the rules apply it
        do = "rejuvenate"
        pick = "choose"

    class Card:
        effects = (Yyh(),)

    assert by_hand(Yyh()) and not by_hand(Chosen()) and not by_hand(object())
    assert not all_automated(Card()) and all_automated(object())


def test_a_dbgt_effect_the_rules_do_not_apply_is_by_hand() -> None:
    class Unknown:
        do = "teleport"

    class Gt:
        game = "dbgt"
        effects = (Unknown(),)

    class Other:
        game = "yyh"
        effects = (Unknown(),)

    assert not all_automated(Gt()) and all_automated(Other())
