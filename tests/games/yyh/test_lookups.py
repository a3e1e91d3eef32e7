"""A whole YYH game asks the card database about each card id once: the rules keep what they
learnt (:class:`tabletop.games.yyh.board.CardLookup`), as a look-up per rule question made
card look-ups a sixth of a game's time."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.cards import CardDatabase
from tabletop.cards.models import Card
from tabletop.engine import Controller, GameSetup, Mode
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import demo_decks, play_random


def test_each_card_id_is_looked_up_once(db: CardDatabase, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: Counter[str] = Counter()
    look_up = db.get

    def counting(card_id: str) -> Card | None:
        asked[card_id] += 1
        return look_up(card_id)

    monkeypatch.setattr(db, "get", counting)
    rules = YyhRuleset(database=db)
    for seed in range(3):
        setup = GameSetup("yyh", seed, ("Yusuke", "Toguro"), demo_decks(), rules.profile)
        game = Controller.new_game(rules, setup, Mode.ENFORCED)
        assert play_random(game, random.Random(seed)) > 100
    deck_ids = {
        card_id for deck in demo_decks() for ids in deck.sections.values() for card_id in ids
    }
    assert set(asked) <= deck_ids and len(asked) > 20
    assert max(asked.values()) == 1
