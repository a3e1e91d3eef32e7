"""Display of Power (DT-TR8) and Asato Kido (DT-C46), rules generation 4: the first Event of its player's turn (the
per-turn record of Events played, :mod:`tabletop.games.yyh.event_record`), no more Events
after it, and 1 damage to the opposing fighter when the player's fighter has the greater
Defense Value; Asato Kido barring the opponent's attacks while his Territory is in play and
his side damaged the opposing fighter in the turn before (:func:`.event_record.note_hurt`).
Each case in a position where it applies, the legal lists, undo and a replay
of the log onto the same position."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller
from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import AttackWith, PlayEvent
from tabletop.games.yyh.attack_needs import ATTACK_BARRED, EVENTS_LOCKED
from tabletop.games.yyh.battle import deal_damage
from tabletop.games.yyh.board import V_RULES, V_TURN, damage_of, fighter, zone
from tabletop.games.yyh.event_record import (
    V_EVENT_TURN,
    V_HURT_FOE,
    events_this_turn,
    hurt_foe_last_turn,
)
from tabletop.games.yyh.legal import legal_by_verdict
from tabletop.games.yyh.play_limits import PLAY_BARRED

from .rules_helpers import game_at, legal, new_fighter, refused, set_spirit

DISPLAY = "DT-TR8"
EVENT = "GF-C56"  # Defensive Posture, another Event


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
    new_fighter(game, 0, ours)
    foe = new_fighter(game, 1, theirs)
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
    legal(game, PlayEvent(0, card, "turn"))
    after = game.state.copy()
    assert damage_of(game.state, foe) == damage
    assert events_this_turn(game.state, 0) == 1
    assert not _offered(game, other)  # no more Events this turn
    refused(game, PlayEvent(0, other, "draw"), EVENTS_LOCKED)
    assert game.undo() is not None  # undone
    assert game.state == before
    game.redo()
    assert game.state == after
    again, _, _, _ = _position(ours, theirs)  # the same position, the recorded play replayed
    again.replay_entry(game.log[-1])
    assert again.state == after


def test_display_of_power_must_be_the_first_event_of_the_turn() -> None:
    game = game_at("main")
    new_fighter(game, 0, "DT-C46")
    foe = new_fighter(game, 1, "DT-C59")
    set_spirit(game, 0, 10)
    card = _in_hand(game, DISPLAY)
    other = _in_hand(game, EVENT)
    assert events_this_turn(game.state, 0) == 0
    legal(game, PlayEvent(0, other, "draw"))
    assert events_this_turn(game.state, 0) == 1
    assert not _offered(game, card)
    refused(game, PlayEvent(0, card, "turn"), PLAY_BARRED)
    assert damage_of(game.state, foe) == 0


def test_a_game_of_an_older_rules_generation_keeps_no_record_of_its_events() -> None:
    game, _, _, other = _position("DT-C46", "DT-C59")
    game.state.values[V_RULES] = 3  # a game started under rules generation 3 (a fixture)
    legal(game, PlayEvent(0, other))
    assert not any(name.startswith(V_EVENT_TURN) for name in game.state.values)
    assert events_this_turn(game.state, 0) == 0


TERRITORY = "DT-C106"  # Asato Kido's Territory, a Technique


def _asato(territory: bool, hurt_last_turn: bool) -> tuple[Controller, list[AttackWith]]:
    """Seat 0 in its Attack Step against Asato Kido (DT-C46) as seat 1's fighter: maybe his
    Territory attached face up, maybe a record that seat 1 hurt seat 0's fighter in the turn
    before; seat 0's legal attacks."""
    game = game_at("attack")
    new_fighter(game, 1, "DT-C46")
    if territory:
        game.state.add_card(TERRITORY, 1, zone(1, "techs"), face_up=True)
    if hurt_last_turn:
        game.state.values[V_HURT_FOE + "1"] = int(game.state.values[V_TURN]) - 1
    game.state.derived.clear()
    offered = game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(game.ruleset, game.state, 0)  # type: ignore[arg-type]
    return game, [a for a in offered if isinstance(a, AttackWith)]


@pytest.mark.parametrize(
    ("territory", "hurt", "barred"),
    [(True, True, True), (False, True, False), (True, False, False)],
)
def test_asato_kido_bars_the_attacks_after_his_side_dealt_damage(
    territory: bool, hurt: bool, barred: bool
) -> None:
    game, attacks = _asato(territory, hurt)
    _, control = _asato(False, False)
    assert control  # seat 0 has an attack it could use
    assert (attacks == []) is barred
    if barred:
        refused(game, control[0], ATTACK_BARRED)
    else:
        legal(game, attacks[0])


def test_damage_to_the_opposing_fighter_is_recorded_for_the_next_turn() -> None:
    game = game_at("attack")
    foe = fighter(game.state, 1)
    assert foe is not None
    params, cards = game.ruleset.params, game.ruleset.cards  # type: ignore[attr-defined]
    deal_damage(game.state, Transaction(game.state, SeededChance(0, 0)), params, cards, foe, 1)
    turn = int(game.state.values[V_TURN])
    assert game.state.values[V_HURT_FOE + "0"] == turn  # seat 0 hurt seat 1's fighter
    assert hurt_foe_last_turn(game.state, 0) == 0  # this turn, not the last one
    game.state.values[V_TURN] = turn + 1  # the opponent's turn (a fixture)
    assert hurt_foe_last_turn(game.state, 0) == 1
    assert hurt_foe_last_turn(game.state, 1) == 0
    own = fighter(game.state, 0)  # seat 0's own fighter hurt in its own turn: no record
    assert own is not None
    game.state.values[V_TURN] = turn
    deal_damage(game.state, Transaction(game.state, SeededChance(0, 0)), params, cards, own, 1)
    assert V_HURT_FOE + "1" not in game.state.values
