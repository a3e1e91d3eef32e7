"""A live game, its save file and its autosave journal all rebuild the same state."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import Controller, FreeTable, Mode
from tabletop.storage import Journal, SavedGame, load_game, recover, save_game

from .engine.conftest import new_game
from .engine.test_properties import any_action

PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

pytestmark = pytest.mark.slow  # property tests, hundreds of random games each


@PROPERTY
@given(st.data(), st.integers(0, 30), st.sampled_from(list(Mode)))
def test_save_then_load_reproduces_the_live_state(
    data: st.DataObject, steps: int, mode: Mode
) -> None:
    game = new_game(mode=mode)
    for _ in range(steps):
        if data.draw(st.integers(0, 6)) == 0:
            game.undo()
        else:
            game.submit(data.draw(any_action(game.state)))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.tabletop"
        redo = [step.entry for step in game.history.undone]
        save_game(path, SavedGame(game.setup, game.log, game.mode.value, redo))
        loaded = load_game(path)
    again = Controller.replay(FreeTable(), loaded.setup, loaded.log, Mode(loaded.mode))
    assert again.state == game.state
    assert loaded.redo == redo


@PROPERTY
@given(st.data(), st.integers(0, 30))
def test_the_journal_recovers_every_applied_action(data: st.DataObject, steps: int) -> None:
    game = new_game(mode=Mode.MANUAL)
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal.start(game.setup, game.mode.value, folder, log=game.log, fsync=False)
        for _ in range(steps):
            if data.draw(st.integers(0, 6)) == 0:
                if game.undo() is not None:
                    journal.undo()
            else:
                outcome = game.submit(data.draw(any_action(game.state)))
                if outcome.step is not None:
                    journal.append(outcome.step.entry)
        journal.close()
        recovered = recover(journal.path)
    again = Controller.replay(FreeTable(), recovered.setup, recovered.log, Mode.MANUAL)
    assert again.state == game.state
