"""A Dragon Ball's placement effect, as the Saiyan Saga cards say (rules generation 3): placed
in the Non-Combat step, Earth Dragon Ball 1 raises the Main Personality to its highest stage
and draws a card; Earth Dragon Ball 5 also raises anger and rejuvenates; undone and redone
alike; a game of generation 2 leaves the effect to the players."""

from __future__ import annotations

from tabletop.engine import Controller
from tabletop.games.dbgt.actions import PlayCard

from .effect_cases import combat_position, submit, undo_and_redo
from .helpers import arrange, ruleset, set_step, to_hand
from .test_combat_effects import _mp


def _place(card_id: str, rules: int = 3) -> tuple[Controller, dict[str, int]]:
    """Seat 0 places ``card_id`` from its hand in its Non-Combat step (its Main Personality at
    stage 1, four cards in its discard pile); what the seat had before."""
    game = combat_position("SAI-15", "SAI-77")
    state = game.state
    state.values["rules"] = rules
    set_step(state, "non_combat")
    mp = _mp(state, 0)
    arrange(state).set_card_counter(mp, "stage", 1)
    for card in ("SAI-1", "SAI-17", "SAI-66", "SAI-11"):
        arrange(state).move(to_hand(state, 0, card), "p0.discard", face_up=True)
    ball = to_hand(state, 0, card_id)
    zones = state.zones
    had = {"hand": len(zones["p0.hand"].cards), "deck": len(zones["p0.life_deck"].cards),
           "discard": len(zones["p0.discard"].cards), "mp": mp}  # fmt: skip
    before, start = state.copy(), len(game.log)
    submit(game, PlayCard(0, ball))
    undo_and_redo(game, start, before)
    return game, had


def test_earth_dragon_ball_1_powers_up_and_draws() -> None:
    game, had = _place("SAI-15")
    state = game.state
    top = ruleset().facts.top_stage(state, had["mp"])
    assert state.cards[had["mp"]].counters["stage"] == top
    assert len(state.zones["p0.hand"].cards) == had["hand"] - 1 + 1


def test_earth_dragon_ball_5_also_raises_anger_and_rejuvenates() -> None:
    game, had = _place("SAI-77")
    state = game.state
    zones = state.zones
    assert state.counters[0].get("anger") == 2
    assert len(zones["p0.hand"].cards) == had["hand"] - 1 + 2
    assert len(zones["p0.discard"].cards) == had["discard"] - 2
    assert len(zones["p0.life_deck"].cards) == had["deck"] - 2 + 2


def test_generation_2_leaves_the_placement_effect_to_the_players() -> None:
    game, had = _place("SAI-15", rules=2)
    assert game.state.cards[had["mp"]].counters["stage"] == 1
