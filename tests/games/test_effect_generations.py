"""An effect whose data names a later rules generation (``since``) is left to the players in a
game started under an older one, so that game replays as it was played."""

from __future__ import annotations

from types import SimpleNamespace

from pydantic import TypeAdapter

from tabletop.cards.effect_models import DbgtEffect
from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import CardInstance, GameState
from tabletop.games.dbgt import generations as dbgt_generations
from tabletop.games.yyh import card_effects as yyh_effects


def _yyh(generation: int) -> tuple[GameState, SimpleNamespace]:
    effects = tuple(
        TypeAdapter(YyhEffect).validate_python(e)
        for e in ({"do": "atk", "amount": 1000}, {"do": "def", "amount": 1000, "since": 99})
    )
    state = GameState(values={"rules": generation})
    return state, SimpleNamespace(card=lambda card_id: SimpleNamespace(effects=effects))


def test_a_yyh_effect_of_a_later_generation_is_by_hand_in_an_older_game() -> None:
    state, cards = _yyh(yyh_effects.EFFECTS_GENERATION)
    kept = yyh_effects.effects_of(state, cards, "X")  # type: ignore[arg-type]
    assert [e.do for e in kept] == ["atk", "by_hand"]
    state, cards = _yyh(99)
    assert [e.do for e in yyh_effects.effects_of(state, cards, "X")] == ["atk", "def"]  # type: ignore[arg-type]


def test_a_dbgt_effect_of_a_later_generation_is_by_hand_in_an_older_game() -> None:
    effects = tuple(
        TypeAdapter(DbgtEffect).validate_python(e)
        for e in ({"do": "raise_stages", "amount": 2}, {"do": "mill", "count": 1, "since": 99})
    )
    facts = SimpleNamespace(card=lambda state, uid: SimpleNamespace(effects=effects))
    state = GameState(values={"rules": dbgt_generations.EFFECTS_GENERATION})
    state.cards[1] = CardInstance(1, "X", 0, "z")
    older = dbgt_generations.effects_of(facts, state, 1)  # type: ignore[arg-type]
    assert [getattr(e, "do", None) for e in older] == ["raise_stages", "by_hand"]
    state.values["rules"] = 99
    newer = dbgt_generations.effects_of(facts, state, 1)  # type: ignore[arg-type]
    assert [getattr(e, "do", None) for e in newer] == ["raise_stages", "mill"]
    state.values["rules"] = 1
    assert dbgt_generations.effects_of(facts, state, 1) == ()  # type: ignore[arg-type]
