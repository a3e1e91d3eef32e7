"""Seeded random play of whole DBGT games in enforced mode, with invariants after every action.

After every action: no card lost or duplicated; every stage within its card's ladder and every
personality in play has one; one Dragon Ball of each number in play; undoing back to the last
irreversible step gives that step's state, and redoing gives the live state again; the replay of
the log and of its save-file form equal the live state (tests/games/shadow.py). At the end of
each game: a real save-then-load replay equals the live state. Manual mode applies a refused action with a warning.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.engine import Controller, Mode
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import Attack, DeclareCombat, Pass
from tabletop.games.dbgt.table import DRAGON_BALLS, STAGE, TableFacts
from tabletop.storage import SavedGame, load_game, save_game

from ...random_games import games_per_batch
from ..shadow import ShadowReplay
from .helpers import new_game, ruleset

BATCHES = 10
PER_BATCH = games_per_batch(BATCHES)  # 1,000 games in all unless TABLETOP_RANDOM_GAMES
TURN_CAP = 16


def check_invariants(rules: TableFacts, state: GameState) -> None:
    """The structural invariants of a DBGT table."""
    seen: dict[int, str] = {}
    for zone_id, zone in state.zones.items():
        for uid in zone.cards:
            assert uid not in seen, f"card {uid} in {seen[uid]} and {zone_id}"
            seen[uid] = zone_id
            assert state.cards[uid].zone == zone_id
    assert len(seen) == len(state.cards)
    for seat in (0, 1):
        for uid in rules.personalities(state, seat):
            assert STAGE in state.cards[uid].counters, uid
    for uid, card in state.cards.items():
        stage = card.counters.get(STAGE)
        if stage is not None:
            assert 0 <= stage <= rules.top_stage(state, uid), (uid, stage)
    numbers = [
        ball.db_number
        for uid, ball in rules.balls_in_play(state)
        if state.cards[uid].zone.endswith(DRAGON_BALLS)
    ]
    assert len(numbers) == len(set(numbers)), numbers


def choose(rng: random.Random, rules: DbgtRuleset, game: Controller) -> object:
    """A random legal action; Combat, attacks, passes and step ends favoured so that games
    end within the turn cap."""
    seat = rules.actor(game.state)
    assert seat is not None
    actions = rules.legal_actions(game.state, seat)
    assert actions, game.state.values
    declare = [a for a in actions if isinstance(a, DeclareCombat)]
    if declare and rng.random() < 0.8:
        return declare[0]
    attacks = [a for a in actions if isinstance(a, Attack)]
    if attacks and rng.random() < 0.6:
        return rng.choice(attacks)
    movers = [a for a in actions if isinstance(a, NextStep | Pass)]
    if movers and rng.random() < 0.3:
        return rng.choice(movers)
    return rng.choice(actions)


def check_replay(game: Controller, folder: Path | None) -> None:
    """Replay (and, given a folder, save-then-load) equal the live state."""
    rules = game.ruleset
    again = Controller.replay(rules, game.setup, game.log)
    assert again.state == game.state
    if folder is None:
        return
    path = folder / "game.tabletop"
    save_game(path, SavedGame(game.setup, game.log, game.mode.value))
    loaded = load_game(path)
    fresh = DbgtRuleset(loaded.setup.profile)
    assert Controller.replay(fresh, loaded.setup, loaded.log).state == game.state


def play(seed: int, folder: Path) -> tuple[int | None, int]:
    """One whole random game; returns the winner and the number of actions."""
    rules = ruleset()
    game = new_game(seed)
    rng = random.Random(seed)
    rules_data = rules.facts
    barrier = game.state.copy()
    steps_since = 0
    actions = 0
    shadow = ShadowReplay(game)
    shadow.check()
    while game.winner is None and (game.state.values.get("turn") or 0) <= TURN_CAP:
        action = choose(rng, rules, game)
        outcome = game.submit(action)  # type: ignore[arg-type]
        assert outcome.applied and outcome.warning is None, (action, outcome.verdict)
        actions += 1
        check_invariants(rules_data, game.state)
        assert outcome.step is not None
        if not outcome.step.undoable:
            barrier = game.state.copy()
            steps_since = 0
            assert not game.history.can_undo
        else:
            steps_since += 1
            live = game.state.copy()
            for _ in range(steps_since):
                assert game.undo() is not None
            assert not game.history.can_undo
            assert game.state == barrier
            for _ in range(steps_since):
                assert game.redo() is not None
            assert game.state == live
        shadow.check()
    check_replay(game, folder)
    return game.winner, actions


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_every_invariant(batch: int, tmp_path: Path) -> None:
    per = PER_BATCH
    results = [play(batch * per + i, tmp_path) for i in range(per)]
    finished = sum(1 for winner, _ in results if winner is not None)
    assert finished >= per * 9 // 10, finished


def test_manual_mode_applies_a_refused_action_with_a_warning() -> None:
    game = new_game(3, Mode.MANUAL)
    outcome = game.submit(NextStep(1))  # not seat 1's step
    assert outcome.applied
    assert outcome.warning is not None and outcome.warning.code == "dbgt.not_your_step"
    enforced = new_game(3)
    refused = enforced.submit(NextStep(1))
    assert not refused.applied and refused.verdict.code == "dbgt.not_your_step"
