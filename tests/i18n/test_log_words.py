"""The rulesets say what a step did (``describe``, read from the step's operations) and the
i18n layer puts it into one sentence, in English and in Japanese, a hidden card as "a card"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.engine import NextStep
from tabletop.engine.phrase import Phrase
from tabletop.engine.transaction import Op
from tabletop.i18n.names import step_sentence
from tabletop.i18n.plain import command_translate
from tabletop.i18n.text import Translate
from tests.records import played_game

PLAYERS = ("Goku", "Vegeta")


def english(context: str, source: str) -> str:
    return source


def sentence(action: object, phrases: list[Phrase], names: dict[int, str],
             translate: Translate = english) -> str:  # fmt: skip
    card: Callable[[int], str] = lambda uid: names.get(uid, "a card")  # noqa: E731
    return step_sentence(action, phrases, card_name=card, zone_name=str,  # type: ignore[arg-type]
                         players=PLAYERS, translate=translate)  # fmt: skip


@pytest.fixture(scope="module")
def dbgt():  # type: ignore[no-untyped-def]
    return played_game("dbgt", 30)


def _personality(controller) -> tuple[int, object]:  # type: ignore[no-untyped-def]
    rules = controller.ruleset.facts
    state = controller.state
    for uid in state.zones["p0.mp"].cards:
        card = rules.personality(state, uid)
        if card is not None and card.top_stage >= 4:
            return uid, card
    raise AssertionError("no Main Personality")


def test_a_power_up_says_the_powers_before_and_after(dbgt) -> None:  # type: ignore[no-untyped-def]
    uid, card = _personality(dbgt)
    ops: list[Op] = [("value", "step", "non_combat", "power_up"),
                     ("card_counter", (uid, "stage"), 2, 4)]  # fmt: skip
    phrases = dbgt.ruleset.describe(dbgt.state, NextStep(0), ops)
    text = sentence(NextStep(0), phrases, {uid: card.name})
    old, new = card.power_at(2), card.power_at(4)
    assert text == f"Next step: Power Up — {card.name} powers up: {old:,} → {new:,}"


def test_damage_says_the_stages_and_the_life_cards_lost(dbgt) -> None:  # type: ignore[no-untyped-def]
    from tabletop.games.dbgt.actions import Take

    uid, card = _personality(dbgt)
    life = dbgt.state.zones["p0.life_deck"].cards[:3]
    ops: list[Op] = [("card_counter", (uid, "stage"), 4, 3)]
    ops += [("move", c, ("p0.life_deck", 0, False), ("p0.discard", 0, True)) for c in life]
    action = Take(0)
    text = sentence(action, dbgt.ruleset.describe(dbgt.state, action, ops), {})
    assert text == (
        f"Goku: Take the attack — a card loses 1 stage: {card.power_at(4):,} → "
        f"{card.power_at(3):,}; Goku discards 3 cards from the Life Deck"
    )  # the card not shown to this reader is "a card"; the life cards are only counted


def test_a_match_won_and_damage_in_yu_yu_hakusho() -> None:
    yyh = played_game("yyh", 20)
    from tabletop.games.yyh.actions import PassMoment

    fighter = yyh.state.zones["p1.arena"].cards[0]
    ops: list[Op] = [("value", "pending_card", 7, None), ("rotation", fighter, 90, 270),
                     ("counter", (0, "match_wins"), 1, 2), ("value", "match", 2, 3)]  # fmt: skip
    action = PassMoment(1)
    text = sentence(action, yyh.ruleset.describe(yyh.state, action, ops), {fighter: "Toguro"})
    assert text == (
        "Vegeta: Pass: the attack goes on — Toguro takes 2 points of damage; "
        "Goku wins the match; Match 3 begins"
    )
    missed = [("value", "pending_card", 7, None)]
    text = sentence(action, yyh.ruleset.describe(yyh.state, action, missed), {7: "Kurama"})
    assert text.endswith("Kurama's attack deals no damage")


def test_the_sentences_are_japanese_in_japanese(dbgt) -> None:  # type: ignore[no-untyped-def]
    uid, card = _personality(dbgt)
    ops: list[Op] = [("value", "step", "non_combat", "power_up"),
                     ("card_counter", (uid, "stage"), 2, 4)]  # fmt: skip
    ja = command_translate("ja")
    text = sentence(NextStep(0), dbgt.ruleset.describe(dbgt.state, NextStep(0), ops),
                    {uid: card.name}, ja)  # fmt: skip
    assert "Next step" not in text and "powers up" not in text
    assert "パワーアップ" in text and f"{card.power_at(4):,}" in text


def _winning_blows(seed: int) -> list[tuple[object, list[Phrase], int, int]]:
    """The blows (an answer letting an attack through, a minimum-damage discard) that won a
    match in a seeded random game of Yu Yu Hakusho: action, phrases, points dealt, fighter."""
    import random

    from tests.games.yyh.play import new_game, random_legal_action

    controller = new_game(seed=seed)
    rng = random.Random(seed)
    found = []
    while controller.winner is None and len(controller.log) < 3000:
        arenas = {s: list(controller.state.zones[f"p{s}.arena"].cards) for s in (0, 1)}
        outcome = controller.submit(random_legal_action(controller, rng))
        step = outcome.step
        assert step is not None
        wins = [op for op in step.ops if op[0] == "counter" and op[1][1] == "match_wins"]
        if wins and step.action.kind in ("yyh.pass", "yyh.attack", "yyh.min_damage"):
            loser = 1 - wins[0][1][0]
            points = controller.state.values["last_points"]
            phrases = controller.ruleset.describe(controller.state, step.action, step.ops)
            found.append((step.action, phrases, points, arenas[loser][0]))
    return found


@pytest.mark.parametrize("seed", [2, 6, 11])  # seeds whose random game has a winning blow
def test_the_blow_that_wins_a_match_says_its_damage(seed: int) -> None:
    blows = _winning_blows(seed)
    assert blows, "no blow won a match"
    for action, phrases, points, fighter in blows:
        text = sentence(action, phrases, {fighter: "Toguro"})
        assert "no damage" not in text, text
        damage = "1 point" if points == 1 else f"{points} points"
        assert f"Toguro takes {damage} of damage and is defeated; " in text, text
        assert "wins the match" in text.split("is defeated")[1], text
        ja = sentence(action, phrases, {fighter: "戸愚呂"}, command_translate("ja"))
        assert f"戸愚呂に{points}ダメージ" in ja and "倒された" in ja and "ダメージなし" not in ja
