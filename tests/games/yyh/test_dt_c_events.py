"""Display of Power (DT-TR8, rules generation 4): the first Event of its player's turn (the
per-turn record of Events played, :mod:`tabletop.games.yyh.event_record`), no more Events
after it, and 1 damage to the opposing fighter when the player's fighter has the greater
Defense Value. Each case in a position where it applies, the legal lists, undo and a replay
of the log onto the same position."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import PlayEvent
from tabletop.games.yyh.attack_needs import EVENTS_LOCKED
from tabletop.games.yyh.board import V_RULES, damage_of, fighter, zone
from tabletop.games.yyh.event_record import V_EVENT_TURN, events_this_turn
from tabletop.games.yyh.play_limits import PLAY_BARRED

from .rules_helpers import game_at, legal, refused, set_spirit

DISPLAY = "DT-TR8"
EVENT = "GF-C56"  # Defensive Posture, another Event


def _fighter(game: Controller, seat: int, card_id: str) -> int:
    """``card_id`` becomes ``seat``'s fighter, the old one set aside (a test fixture)."""
    old = fighter(game.state, seat)
    assert old is not None
    Transaction(game.state, SeededChance(0, 0)).move(old, zone(seat, "discard"), face_up=True)
    game.state.derived.clear()
    return game.state.add_card(card_id, seat, zone(seat, "arena"), face_up=True)


def _in_hand(game: Controller, card_id: str) -> int:
    game.state.derived.clear()
    return game.state.add_card(card_id, 0, zone(0, "hand"), face_up=True)


def _offered(game: Controller, uid: int) -> bool:
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    return any(isinstance(a, PlayEvent) and a.card == uid for a in offered)


def _position(ours: str, theirs: str) -> tuple[Controller, int, int, int]:
    """Seat 0 in its Main Step with fighter ``ours`` against ``theirs``, Display of Power and
    another Event in hand: the game, the opposing fighter, the two Events."""
    game = game_at("main")
    _fighter(game, 0, ours)
    foe = _fighter(game, 1, theirs)
    set_spirit(game, 0, 5)
    return game, foe, _in_hand(game, DISPLAY), _in_hand(game, EVENT)


@pytest.mark.parametrize(
    ("ours", "theirs", "damage"),
    [("DT-C46", "DT-C59", 1), ("DT-C46", "DT-C46", 0), ("DT-C59", "DT-C46", 0)],
)  # DEF 4500 against 1000, as much, less
def test_display_of_power_hurts_a_weaker_defense(ours: str, theirs: str, damage: int) -> None:
    game, foe, card, other = _position(ours, theirs)
    before = game.state.copy()
    assert _offered(game, card)
    legal(game, PlayEvent(0, card))
    after = game.state.copy()
    assert damage_of(game.state, foe) == damage
    assert events_this_turn(game.state, 0) == 1
    assert not _offered(game, other)  # no more Events this turn
    refused(game, PlayEvent(0, other), EVENTS_LOCKED)
    assert game.undo() is not None  # undone
    assert game.state == before
    game.redo()
    assert game.state == after
    again, _, _, _ = _position(ours, theirs)  # the same position, the recorded play replayed
    again.replay_entry(game.log[-1])
    assert again.state == after


def test_display_of_power_must_be_the_first_event_of_the_turn() -> None:
    game = game_at("main")
    _fighter(game, 0, "DT-C46")
    foe = _fighter(game, 1, "DT-C59")
    set_spirit(game, 0, 10)
    card = _in_hand(game, DISPLAY)
    other = _in_hand(game, EVENT)
    assert events_this_turn(game.state, 0) == 0
    legal(game, PlayEvent(0, other))
    assert events_this_turn(game.state, 0) == 1
    assert not _offered(game, card)
    refused(game, PlayEvent(0, card), PLAY_BARRED)
    assert damage_of(game.state, foe) == 0


def test_a_game_of_an_older_rules_generation_keeps_no_record_of_its_events() -> None:
    game, _, _, other = _position("DT-C46", "DT-C59")
    game.state.values[V_RULES] = 3  # a game started under rules generation 3 (a fixture)
    legal(game, PlayEvent(0, other))
    assert not any(name.startswith(V_EVENT_TURN) for name in game.state.values)
    assert events_this_turn(game.state, 0) == 0
