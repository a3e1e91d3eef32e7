"""Seeded random play of whole YYH games in enforced mode, checking invariants after every
action; the replay of the log and of its save-file form equal the live state after every action
(tests/games/shadow.py: compared where the step's change sets say it changed, wholly after every
irreversible step and at least every tenth action, as the card invariants); a real
save-then-load and undo to the last irreversible point per game. The games are played on
worker processes (tests/games/parallel.py)."""

from __future__ import annotations

import dataclasses
import random
import tempfile
from pathlib import Path

import pytest

from tabletop.engine import Controller, GameState, Mode
from tabletop.engine.changes import ChangeSet
from tabletop.games.yyh.board import C_MATCH_WINS, C_SPIRIT, SLOTS, zone
from tabletop.storage import SavedGame, load_game, save_game

from ...random_games import games_per_batch
from ..invariants import WHOLE_EVERY, assert_cards_placed
from ..parallel import play_seeds
from ..shadow import ShadowReplay
from .play import candidates, new_game, random_legal_action

BATCHES = 10
PER_BATCH = games_per_batch(BATCHES)  # 5,000 games compiled, 500 on the source


IN_PLAY = {zone(seat, name) for seat in (0, 1) for name in ("arena", *(f"slot{n}" for n in SLOTS))}
"""The zones of the characters in play (the Arena and Match Slots 2–5), the only cards turned."""


def assert_invariants(state: GameState, cards: int, changes: ChangeSet | None = None) -> None:
    """No card lost or duplicated, rotations quarter turns (a character in play below a full
    turn), Spirit within 0–10, match wins at most 3: wholly, or (with ``changes``, the change
    set of the step that led here from a state that kept them) where the step changed it."""
    assert len(state.cards) == cards
    assert_cards_placed(state, changes)
    table = state.cards
    for uid in table if changes is None else changes.cards:
        card = table[uid]
        if card.rotation:
            assert card.rotation in (90, 180, 270) and card.zone in IN_PLAY, (uid, card.zone)
    for seat in (0, 1):
        assert 0 <= state.counters[seat][C_SPIRIT] <= 10
        assert 0 <= state.counters[seat][C_MATCH_WINS] <= 3


def check_save(game: Controller) -> None:
    """Saving then loading and replaying gives the live state (the shadow replay is the
    replay of the log, checked after every action)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.tabletop"
        save_game(path, SavedGame(game.setup, game.log, game.mode.value))
        loaded = load_game(path)
    assert loaded.log == game.log
    again = Controller.replay(game.ruleset, loaded.setup, loaded.log, Mode(loaded.mode))
    assert again.state == game.state


def play_checked(seed: int, save: bool) -> str:
    """One whole random game with every check; returns the win reason."""
    rng = random.Random(seed)
    game = new_game(seed)
    cards = len(game.state.cards)
    undo_checks = 0
    shadow = ShadowReplay(game)
    shadow.check()
    while not game.state.values.get("game_over"):
        assert len(game.history) < 3000
        outcome = game.submit(random_legal_action(game, rng))
        assert outcome.applied and outcome.verdict.legal
        assert outcome.step is not None
        undoable = outcome.step.undoable
        whole = not undoable or len(game.history) % WHOLE_EVERY == 0
        assert_invariants(game.state, cards, None if whole else outcome.changes)
        shadow.check(undo_last=True)
        if undoable and undo_checks < 3 and rng.random() < 0.05:
            undo_checks += 1
            shadow.undo_to_barrier()
    assert_invariants(game.state, cards)
    assert game.winner is not None or game.state.values["win_reason"] == "draw"
    wins = [game.state.counters[s][C_MATCH_WINS] for s in (0, 1)]
    if game.state.values["win_reason"] == "matches":
        assert wins[game.winner or 0] == 3
    shadow.undo_to_barrier()
    if save:
        check_save(game)
    return str(game.state.values["win_reason"])


def play_seed(seed: int) -> str:
    """:func:`play_checked`, with a real save every tenth game."""
    return play_checked(seed, save=seed % 10 == 0)


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_the_invariants(batch: int) -> None:
    per = PER_BATCH
    reasons = set(play_seeds(play_seed, range(batch * per, (batch + 1) * per)))
    assert reasons <= {"matches", "deck_out", "most_matches", "draw"}


MANUAL_SEEDS = (*range(20), 1121)
"""Seed 1121: at action 67 a legal pass sends a turned Match Slot 5 card (crowded there by
manual moves) to the discard pile as the next match begins; it must arrive upright."""


def play_manual(seed: int) -> int:
    """Up to 300 random moves, legal or not, in manual mode, every check after each; returns
    the number of illegal ones applied with a warning."""
    rng = random.Random(seed)
    game = new_game(seed, Mode.MANUAL)
    cards = len(game.state.cards)
    warnings = 0
    for _ in range(300):
        if game.state.values.get("game_over"):
            break
        options = candidates(game, rng)
        seat = rng.randint(0, 1)
        action = rng.choice(options)
        if rng.random() < 0.3:  # someone else's move, or out of step
            action = dataclasses.replace(action, seat=seat)
        verdict = game.check(action)
        outcome = game.submit(action)
        assert outcome.applied == verdict.possible
        if outcome.applied and not verdict.legal:
            warnings += 1
            assert outcome.warning is not None and (outcome.warning.code or "").startswith("yyh.")
        assert_invariants(game.state, cards)
    again = Controller.replay(game.ruleset, game.setup, game.log, Mode.MANUAL)
    assert again.state == game.state
    return warnings


@pytest.mark.parametrize("seed", MANUAL_SEEDS)
def test_manual_mode_applies_refused_moves_with_warnings(seed: int) -> None:
    """Random moves, legal or not, in manual mode: every possible one is applied (illegal ones
    with a warning naming the rule) and the invariants hold; the log replays."""
    assert play_manual(seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_manual_mode_random_games_keep_the_invariants(batch: int) -> None:
    """The manual-mode play of the soak's seeds (tests/random_games.py), in the soak."""
    per = PER_BATCH
    play_seeds(play_manual, range(batch * per, (batch + 1) * per))
