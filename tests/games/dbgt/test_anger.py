"""DBZ anger, as the Saiyan Saga cards that name it say (rules generation 3): for every bundled
card with an automated anger effect, the card played (an attack, a defense, a Dragon Ball) or
used (a Setup, a personality's power)
moves its user's and its opponent's anger as its data says, undone and replayed alike; reaching
the card's ``level_at`` moves the Main Personality up a level; a game of generation 2 leaves
anger to the players."""

from __future__ import annotations

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.effect_models import Anger
from tabletop.cards.models import CombatCardBase, DragonBall, NonCombat, Personality
from tabletop.engine import Controller
from tabletop.engine.state import GameState
from tabletop.games.dbgt.actions import Attack, Defend, PlayCard, Take, UseCard

from .effect_cases import cards_with, combat_position, submit
from .helpers import arrange, ruleset, set_step, to_hand
from .test_combat_effects import _mp

ANGER = "anger"
#: Both players' anger when a case begins.
START = 2
#: The alignment of each seat's Main Personality (the demo decks: Goku, Vegeta).
ALIGNMENT = {0: "hero", 1: "villain"}


def _anger(state: GameState, seat: int) -> int:
    return state.counters[seat].get(ANGER, 0)


def _expected(card_id: str, user: int) -> dict[int, int]:
    """Each seat's anger after ``user`` plays the card from :data:`START` (none reaches 5)."""
    card = default_database().get(card_id)
    assert card is not None
    out = {0: START, 1: START}
    for effect in card.effects:  # type: ignore[union-attr]
        if getattr(effect, "foe_alignment", None) not in (None, ALIGNMENT[1 - user]):
            continue  # an effect on an opponent of the other alignment
        if isinstance(effect, Anger):
            whom = user if effect.whom == "user" else 1 - user
            out[whom] = max(0, min(effect.level_at, out[whom] + effect.amount))
    return out


def _play_card(card_id: str, generation: int = 3) -> tuple[Controller, int, int]:
    """A game where ``card_id`` is played or used; (the game, the card's user, the log's
    length before the play)."""
    game = combat_position(*cards_with(Anger))
    state = game.state
    state.values["rules"] = generation
    for seat in (0, 1):
        arrange(state).set_counter(seat, ANGER, START)
        arrange(state).set_card_counter(_mp(state, seat), "stage", 5)
    card = default_database().get(card_id)
    if isinstance(card, NonCombat):
        uid = to_hand(state, 0, card_id)
        arrange(state).move(uid, "p0.setups", face_up=True)
        set_step(state, "main", active=0)
        start = len(game.log)
        submit(game, UseCard(0, uid))
        return game, 0, start
    if isinstance(card, DragonBall):  # its placement effect
        uid = to_hand(state, 0, card_id)
        set_step(state, "non_combat", active=0)
        start = len(game.log)
        submit(game, PlayCard(0, uid))
        return game, 0, start
    if isinstance(card, Personality):  # its power, used by the ally in control
        uid = to_hand(state, 0, card_id)
        tx = arrange(state)
        tx.move(uid, "p0.ally1", face_up=True)
        tx.set_card_counter(uid, "stage", 5)
        tx.set_card_counter(_mp(state, 0), "stage", 1)
        tx.set_value("control0", uid)
        start = len(game.log)
        submit(game, Attack(0, uid))
        return game, 0, start
    assert isinstance(card, CombatCardBase)
    uid = to_hand(state, 0 if card.attack else 1, card_id)
    start = len(game.log)
    if card.attack:
        submit(game, Attack(0, uid))
        return game, 0, start
    kind = "SAI-66" if card.defends == "energy" else "SAI-17"  # an attack it answers
    submit(game, Attack(0, to_hand(state, 0, kind)))
    start = len(game.log) - 1
    submit(game, Defend(1, uid))
    return game, 1, start


@pytest.mark.parametrize("card_id", cards_with(Anger))
def test_a_card_moves_anger_as_its_data_says(card_id: str) -> None:
    game, user, start = _play_card(card_id)
    after = game.state.copy()
    expected = _expected(card_id, user)
    assert {seat: _anger(after, seat) for seat in (0, 1)} == expected
    steps = game.history.done[start:]
    if not all(step.undoable for step in steps):  # a card drawn closes the undo
        return
    for _ in steps:
        assert game.undo() is not None
    assert all(_anger(game.state, seat) == START for seat in (0, 1))
    for _ in steps:
        assert game.redo() is not None
    assert game.state == after


def test_at_five_anger_the_main_personality_goes_up_a_level() -> None:
    game = combat_position(*cards_with(Anger))
    state = game.state
    facts = ruleset().facts
    level = facts.mp_level(state, 0)
    arrange(state).set_counter(0, ANGER, 4)
    submit(game, Attack(0, to_hand(state, 0, "SAI-1")))  # the user's anger +1
    assert facts.mp_level(state, 0) == level + 1
    assert _anger(state, 0) == 0
    submit(game, Take(1))


def test_anger_stays_within_zero_and_five() -> None:
    game, user, _ = _play_card("SAI-200")  # the opponent's anger -5, from 2
    assert user == 1 and _anger(game.state, 0) == 0


def test_generation_2_leaves_anger_to_the_players() -> None:
    game, _, _ = _play_card("SAI-1", generation=2)
    assert _anger(game.state, 0) == START
    words = [e.words()[0] for e in default_database().get("SAI-1").effects]  # type: ignore[union-attr]
    assert words == ["dbgt.anger.user.more"]
