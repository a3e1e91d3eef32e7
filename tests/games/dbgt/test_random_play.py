"""Seeded random play of whole DBGT games in enforced mode, with invariants after every action.

After every action: no card lost or duplicated; every stage within its card's ladder and every
personality in play has one; one Dragon Ball of each number in play; undoing the step gives the
position before it and redoing gives the live state again (now and then all the way back to the
last irreversible step); the replay of the log equals the live state and each entry comes back
from its save-file form unchanged (tests/games/shadow.py). The card invariants and the states
are compared where the step's change sets say they changed, and wholly after every
irreversible step and at least every tenth action (tests/games/invariants.py). At the end of
every tenth game: a real save-then-load replay equals the live state. The games are played on
worker processes (tests/games/parallel.py). Manual mode applies a refused action with a warning.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from tabletop.engine import Controller, Mode
from tabletop.engine.changes import ChangeSet
from tabletop.engine.state import SEATS, GameState
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import Attack, DeclareCombat, Pass
from tabletop.games.dbgt.table import ALLY_ZONES, DRAGON_BALLS, MPS, STAGE, TableFacts, zid
from tabletop.storage import SavedGame, load_game, save_game

from ...random_games import games_per_batch
from ..invariants import WHOLE_EVERY, assert_cards_placed
from ..parallel import play_seeds
from ..shadow import ShadowReplay
from .helpers import new_game, ruleset

BATCHES = 10
PER_BATCH = games_per_batch(BATCHES)  # 5,000 games compiled, 500 on the source
TURN_CAP = 16
PERSONALITY_ZONES = frozenset(
    {*MPS.values(), *(zone for seat in SEATS for zone in ALLY_ZONES[seat])}
)
"""The zones whose top card is a personality in play."""
BALL_ZONES = frozenset(zid(seat, DRAGON_BALLS) for seat in SEATS)


def check_invariants(rules: TableFacts, state: GameState, changes: ChangeSet | None = None) -> None:
    """The structural invariants of a DBGT table: wholly, or (with ``changes``, the change set
    of the step that led here from a state that kept them) where the step changed it."""
    assert_cards_placed(state, changes)
    cards = state.cards
    if changes is None or not changes.zones.isdisjoint(PERSONALITY_ZONES):
        for seat in (0, 1):
            for uid in rules.personalities(state, seat):
                assert STAGE in cards[uid].counters, uid
    else:  # the same personalities: their counters may have changed
        for uid in changes.cards:
            zone = cards[uid].zone
            if zone in PERSONALITY_ZONES and state.zones[zone].cards[-1] == uid:
                assert STAGE in cards[uid].counters, uid
    for uid in cards if changes is None else changes.cards:
        stage = cards[uid].counters.get(STAGE)
        if stage is not None:
            assert 0 <= stage <= rules.top_stage(state, uid), (uid, stage)
    if changes is None or not changes.zones.isdisjoint(BALL_ZONES):
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


def check_save(game: Controller) -> None:
    """A real save, then load and replay, equals the live state (the shadow replay has
    checked the replay of the log and each entry's save-file form after every action)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.tabletop"
        save_game(path, SavedGame(game.setup, game.log, game.mode.value))
        loaded = load_game(path)
    fresh = DbgtRuleset(loaded.setup.profile)
    assert Controller.replay(fresh, loaded.setup, loaded.log).state == game.state


def play(seed: int) -> tuple[int | None, int]:
    """One whole random game; returns the winner and the number of actions.

    Every undoable step is undone and redone as it is made (the shadow replay checks the
    position it gives); the whole way back to the last irreversible step now and then and at
    the end."""
    rules = ruleset()
    game = new_game(seed)
    rng = random.Random(seed)
    rules_data = rules.facts
    actions = 0
    shadow = ShadowReplay(game)
    shadow.check()
    while game.winner is None and (game.state.values.get("turn") or 0) <= TURN_CAP:
        action = choose(rng, rules, game)
        outcome = game.submit(action)  # type: ignore[arg-type]
        assert outcome.applied and outcome.warning is None, (action, outcome.verdict)
        actions += 1
        assert outcome.step is not None
        undoable = outcome.step.undoable
        whole = not undoable or actions % WHOLE_EVERY == 0
        check_invariants(rules_data, game.state, None if whole else outcome.changes)
        if not undoable:
            assert not game.history.can_undo
        shadow.check(undo_last=True)
        if undoable and rng.random() < 0.05:
            shadow.undo_to_barrier()
    check_invariants(rules_data, game.state)
    shadow.undo_to_barrier()
    if seed % 10 == 0:
        check_save(game)
    return game.winner, actions


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_every_invariant(batch: int) -> None:
    per = PER_BATCH
    results = play_seeds(play, range(batch * per, (batch + 1) * per))
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
