"""Replay and save-then-load checked after every action, at constant cost per action."""

from __future__ import annotations

import json

from tabletop.engine import Controller, LogEntry


class ShadowReplay:
    """Follows a live game's log as it grows with two replays: one of the entries themselves,
    one of the entries after a trip through the save file's JSON form. :meth:`check` after an
    action asserts that both equal the live state — the same as replaying the whole log and
    saving then loading it after every action, without the quadratic cost."""

    def __init__(self, game: Controller) -> None:
        self.game = game
        self.replayed = Controller(game.ruleset, game.setup, game.mode)
        self.reloaded = Controller(game.ruleset, game.setup, game.mode)
        self.done = 0

    def check(self) -> None:
        """Catch up with the live log and compare the states."""
        log = self.game.log
        assert len(log) >= self.done, "the live log lost entries"
        for entry in log[self.done :]:
            self.replayed.replay_entry(entry)
            text = json.dumps(entry.to_json(), ensure_ascii=False)
            self.reloaded.replay_entry(LogEntry.from_json(json.loads(text)))
        self.done = len(log)
        assert self.replayed.state == self.game.state
        assert self.reloaded.state == self.game.state
