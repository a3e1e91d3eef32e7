"""Every effect of the bundled Yu Yu Hakusho cards reads as a registered sentence, in English and
in Japanese, with every placeholder filled and every name it holds in Japanese; and the coverage figures of the data."""

from __future__ import annotations

import re
import string

import pytest

import tabletop.games.yyh.messages  # noqa: F401  (registers the "Effect" templates)
from tabletop.cards.database import default_database
from tabletop.cards.models import YyhCardBase
from tabletop.cards.yyh_effect_models import automated
from tabletop.games.effect_words import effect_sentence
from tabletop.games.messages import messages
from tabletop.i18n.plain import command_translate

SETS = ("GF", "DT")


def _cards(code: str) -> list[YyhCardBase]:
    return [c for c in default_database().by_set(code) if isinstance(c, YyhCardBase)]


def _fill(template: str, params: dict[str, int | str]) -> str:
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert names <= set(params), (template, params)
    return template.format(**{k: f"{v:,}" if isinstance(v, int) else v for k, v in params.items()})


@pytest.mark.parametrize("code", SETS)
def test_every_bundled_effect_has_a_registered_sentence_in_both_languages(code: str) -> None:
    table = messages("Effect")
    ja = command_translate("ja")
    seen = 0
    for card in _cards(code):
        for effect in card.effects:
            key, params = effect.words()
            assert key in table, (card.id, key)
            english = _fill(table[key], params)
            japanese = _fill(ja("Effect", table[key]), params)
            assert not re.search(r"[{}]", english + japanese), (card.id, english, japanese)
            assert japanese != english and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", japanese)
            # the names a sentence holds (a character, a team, a card) are in Japanese too
            worded = effect_sentence(effect, ja, strict=True)
            assert not re.search(r"[A-Za-z]{3,}", worded.replace("Dr.", "")), (card.id, worded)
            seen += 1
    assert seen > 150


def test_every_registered_template_has_its_japanese() -> None:
    ja = command_translate("ja")
    missing = [
        k for k, v in messages("Effect").items() if k.startswith("yyh.") and ja("Effect", v) == v
    ]
    assert missing == []


def test_amounts_read_with_thousands_separators() -> None:
    card = default_database()["GF-C113"]  # an Item: +2,000 ATK while attached
    assert isinstance(card, YyhCardBase)
    key, params = card.effects[0].words()
    assert _fill(messages("Effect")[key], params) == (
        "+2,000 ATK to the attached character while attached."
    )


@pytest.mark.parametrize("code", SETS)
def test_each_card_with_effect_text_has_its_effects_as_data(code: str) -> None:
    """No effect is silently ignored: a card with text has effects, each applied by the rules
    or marked by hand with a reason; the automated share is printed for the README."""
    cards = _cards(code)
    with_text = [c for c in cards if c.has_effect_text]
    assert with_text and all(c.effects for c in with_text)
    assert not any(c.effects for c in cards if not c.has_effect_text)
    auto = [c for c in with_text if automated(c.effects)]
    some = [c for c in with_text if any(e.do != "by_hand" for e in c.effects)]
    print(f"{code}: {len(with_text)} with effect text, {len(auto)} automated, {len(some)} partly")
    assert len(auto) >= {"GF": 50, "DT": 15}[code]
