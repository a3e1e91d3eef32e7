"""Replay and save-then-load checked after every action, at constant cost per action."""

from __future__ import annotations

import json

from tabletop.engine import Controller, LogEntry
from tabletop.engine.state import GameState


class ShadowReplay:
    """Follows a live game's log as it grows with a replay of its entries. :meth:`check` after
    an action asserts that the replay equals the live state and that each new entry comes back
    from the save file's JSON form as the same entry (so a replay of the saved log is this
    replay) — the same as replaying the whole log and saving then loading it after every
    action, without the quadratic cost.

    With ``undo_last``, an action that added one undoable step is first undone on the live game
    (which must then equal the replay, still at the position before it) and redone: every
    step's undo is checked against the position it came from, with no copy of the state."""

    def __init__(self, game: Controller) -> None:
        self.game = game
        self.replayed = Controller(game.ruleset, game.setup, game.mode)
        self.done = 0

    def check(self, *, undo_last: bool = False) -> None:
        """Catch up with the live log and compare the states."""
        game = self.game
        log = game.log
        assert len(log) >= self.done, "the live log lost entries"
        if undo_last and len(log) == self.done + 1 and game.history.can_undo:
            assert game.undo() is not None
            assert game.state == self.replayed.state, "an undo did not give the position before"
            assert game.redo() is not None
            log = game.log
        for entry in log[self.done :]:
            text = json.dumps(entry.to_json(), ensure_ascii=False)
            assert LogEntry.from_json(json.loads(text)) == entry, "the save file's form differs"
            self.replayed.replay_entry(entry)
        self.done = len(log)
        assert self.replayed.state == game.state


def check_undo_to_barrier(game: Controller, barrier: GameState) -> None:
    """Undo every undoable step: the state at the last irreversible step comes back; redo
    everything again: the live state comes back."""
    live = game.state.copy()
    undone = 0
    while game.undo() is not None:
        undone += 1
    assert not game.history.can_undo
    assert game.state == barrier
    for _ in range(undone):
        assert game.redo() is not None
    assert game.state == live
