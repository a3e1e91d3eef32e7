"""Table gestures reach the log as the game actions they mean."""

from __future__ import annotations

from tabletop.engine import SetCardCounter
from tabletop.games.dbgt.actions import EffectStage

from .helpers import new_game


def test_a_scouter_slide_is_a_logged_card_effect_stage_change() -> None:
    game = new_game()
    seat = game.ruleset.active_seat(game.state)
    mp = game.state.zones[f"p{seat}.mp"].cards[-1]
    stage = game.state.cards[mp].counters["stage"]
    outcome = game.submit(SetCardCounter(seat, mp, "stage", stage - 1))
    assert outcome.applied and outcome.verdict.legal
    assert game.log[-1].action == EffectStage(seat, mp, stage - 1)
    assert game.ruleset.is_card_effect(game.log[-1].action)
    assert game.state.cards[mp].counters["stage"] == stage - 1
    assert game.history.can_undo


def test_a_scouter_slide_past_the_top_is_refused() -> None:
    game = new_game()
    seat = game.ruleset.active_seat(game.state)
    mp = game.state.zones[f"p{seat}.mp"].cards[-1]
    outcome = game.submit(SetCardCounter(seat, mp, "stage", 99))
    assert not outcome.applied
