"""Replay, save-then-load and undo checked after every action, at constant cost per action.

A comparison after an ordinary (undoable) action looks at what changed: the zones, cards,
player counters and values named by the change sets of the step, of its undo and redo and of
its replay. The whole state is compared after every irreversible step, every tenth check and
at every undo back to the last irreversible step (the tests make one at the end of every
game). See :class:`ShadowReplay`.
"""

from __future__ import annotations

import json
from typing import Any

from tabletop.engine import Controller, LogEntry
from tabletop.engine.changes import ChangeSet
from tabletop.engine.state import GameState

FULL_EVERY = 10
"""At least every this many checks compare the whole state, whatever the steps were."""

_VERIFIED_LIMIT = 50_000


class ShadowReplay:
    """Follows a live game's log as it grows with a replay of its entries. :meth:`check` after
    an action asserts that the replay equals the live state and that each new entry comes back
    from the save file's JSON form as the same entry (so a replay of the saved log is this
    replay) — the same as replaying the whole log and saving then loading it after every
    action, without the quadratic cost.

    With ``undo_last``, an action that added one undoable step is first undone on the live game
    (which must then equal the replay, still at the position before it) and redone: every
    step's undo is checked against the position it came from. :meth:`undo_to_barrier` undoes
    every undoable step and compares with the position at the last irreversible step: a copy
    of the replay taken there, made once and then brought up to date by copying the parts the
    replay's change sets name (only when an undoable step follows an irreversible one).

    What is compared: after an undoable step, the parts its change sets name (the live step's,
    its undo's and redo's and the replay's: a part one side changed and the other did not is
    named by the side that changed it); after an irreversible step, at least every
    :data:`FULL_EVERY`-th check and in :meth:`undo_to_barrier`, the whole state. A difference
    in a part no change set names (a ruleset that changes the state behind its transaction's
    back) stays until the next whole comparison, unless a later step happens to make both
    sides equal again there; an undo that leaves such a change in place is caught by the next
    :meth:`undo_to_barrier` across it (the tests make one at the end of every game). Such a
    change also leaves the barrier copy behind in that part: a later :meth:`undo_to_barrier`
    then fails there (the game is at fault either way)."""

    def __init__(self, game: Controller) -> None:
        self.game = game
        self.replayed = Controller(game.ruleset, game.setup, game.mode)
        self.done = 0
        self._partial = FULL_EVERY  # checks since the last whole comparison: one comes first
        self._barrier: GameState | None = None
        self._at_barrier = True  # the replay stands at the last irreversible step
        self._stale = Parts()  # what the replay changed since _barrier was brought up to date

    def check(self, *, undo_last: bool = False) -> None:
        """Catch up with the live log and compare the states."""
        game = self.game
        history = game.history
        count = len(history)
        assert count >= self.done, "the live log lost entries"
        new = history.done[self.done :]
        self._partial += 1
        whole = self._partial >= FULL_EVERY
        parts = Parts()
        for step in new:
            parts.add(step.changes)
            whole = whole or not step.undoable
        replayed = self.replayed
        if undo_last and len(new) == 1 and history.can_undo:
            undone = game.undo()
            assert undone is not None
            parts.add(undone)
            assert_same(
                game.state,
                replayed.state,
                "an undo did not give the position before",
                None if whole else parts,
            )
            redone = game.redo()
            assert redone is not None and len(history) == count, "a redo did not bring it back"
            parts.add(redone)
        for step in new:
            if step.undoable and self._at_barrier:
                self._keep_barrier()
            check_save_form(step.entry)
            change = replayed.replay_entry(step.entry).changes
            parts.add(change)
            self._stale.add(change)
            if not step.undoable:
                self._at_barrier = True
        self.done = count
        assert_same(
            game.state,
            replayed.state,
            "the replay differs from the live game",
            None if whole else parts,
        )
        if whole:
            self._partial = 0

    def _keep_barrier(self) -> None:
        """Make the barrier copy the replay's state (standing at the last irreversible step)."""
        state = self.replayed.state
        barrier = self._barrier
        if barrier is None:
            self._barrier = state.copy()
        else:
            self._stale.copy(state, barrier)
        self._stale = Parts()
        self._at_barrier = False

    def undo_to_barrier(self) -> None:
        """Undo every undoable step: the position at the last irreversible step comes back;
        redo everything again: the live position (the replay's) comes back. Compares whole
        states; call after :meth:`check`."""
        game = self.game
        assert self.done == len(game.history), "check the last action first"
        undone = 0
        while game.undo() is not None:
            undone += 1
        assert not game.history.can_undo
        if self._at_barrier:
            assert undone == 0, "steps were undone past the last irreversible one"
        else:
            assert self._barrier is not None
            assert_same(
                game.state, self._barrier, "undoing did not give the last irreversible step"
            )
        for _ in range(undone):
            assert game.redo() is not None
        assert_same(game.state, self.replayed.state, "undoing and redoing changed the game")
        self._partial = 0


class Parts:
    """Zones, cards, player counters and values named by change sets."""

    __slots__ = ("cards", "counters", "values", "zones")

    def __init__(self) -> None:
        self.zones: set[str] = set()
        self.cards: set[int] = set()
        self.counters: set[tuple[int, str]] = set()
        self.values: set[str] = set()

    def add(self, change: ChangeSet) -> None:
        """Add the parts ``change`` names."""
        self.zones |= change.zones
        self.cards |= change.cards
        self.counters |= change.counters
        self.values |= change.values

    def same(self, a: GameState, b: GameState) -> bool:
        """Whether ``a`` and ``b`` agree in every part named."""
        for name in self.values:
            if a.values.get(name) != b.values.get(name):
                return False
        for seat, name in self.counters:
            if a.counters[seat].get(name) != b.counters[seat].get(name):
                return False
        zones, other_zones = a.zones, b.zones
        for zone in self.zones:
            if zones.get(zone) != other_zones.get(zone):
                return False
        cards, other_cards = a.cards, b.cards
        return all(cards.get(uid) == other_cards.get(uid) for uid in self.cards)

    def copy(self, source: GameState, target: GameState) -> None:
        """Make ``target`` equal ``source`` in every part named."""
        for zone_id in self.zones:
            target.zones[zone_id] = source.zones[zone_id].copy()
        for uid in self.cards:
            target.cards[uid] = source.cards[uid].copy()
        for seat, name in self.counters:
            _put(target.counters[seat], name, source.counters[seat].get(name))
        for name in self.values:
            _put(target.values, name, source.values.get(name))


def _put(table: dict[str, Any], name: str, value: object) -> None:
    if value is None:
        table.pop(name, None)
    else:
        table[name] = value


_verified: dict[str, LogEntry] = {}


def check_save_form(entry: LogEntry) -> None:
    """Assert that ``entry`` comes back from its save file's JSON text as the same entry.

    The entry read back from a text is remembered (for entries without chance outcomes, the
    ones that recur from game to game): the same text read again gives the same entry."""
    text = json.dumps(entry.to_json(), ensure_ascii=False)
    read = _verified.get(text)
    if read is None:
        read = LogEntry.from_json(json.loads(text))
        if not entry.chance:
            if len(_verified) >= _VERIFIED_LIMIT:
                _verified.clear()
            _verified[text] = read
    assert read == entry, f"the save file's form differs: {text}"


def assert_same(
    live: GameState, other: GameState, message: str, parts: Parts | None = None
) -> None:
    """Assert that two states are equal: wholly, or in the ``parts`` named. A failure names
    every part of the whole states that differs."""
    if live == other if parts is None else parts.same(live, other):
        return
    raise AssertionError(f"{message}: {difference(live, other)}")


def difference(a: GameState, b: GameState) -> str:
    """The parts of two states that differ, briefly (the first eight)."""
    x, y = a.to_json(), b.to_json()
    out = []
    for part in ("zones", "cards", "values"):
        keys = sorted(x[part].keys() | y[part].keys(), key=str)
        out += [f"{part}[{k}] {x[part].get(k)} != {y[part].get(k)}" for k in keys
                if x[part].get(k) != y[part].get(k)]  # fmt: skip
    out += [f"counters[{seat}] {p} != {q}" for seat, (p, q) in
            enumerate(zip(x["counters"], y["counters"], strict=True)) if p != q]  # fmt: skip
    more = f" (and {len(out) - 8} more)" if len(out) > 8 else ""
    return "; ".join(out[:8]) + more if out else "no part differs"
