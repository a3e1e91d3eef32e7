"""The random-play harness catches what it is there to catch: faults planted in a game (a
ruleset that changes the state behind its transaction's back, an undo that forgets a card
counter or leaves a change behind, a card lost or listed twice) fail the checks of
tests/games/shadow.py and tests/games/invariants.py."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from tabletop.engine import Controller
from tabletop.engine import history as history_module
from tabletop.engine.actions import Action
from tabletop.engine.changes import ChangeSet
from tabletop.engine.free_table import FreeTable
from tabletop.engine.native import compiled
from tabletop.engine.setup import DeckSpec, GameSetup
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import Draw, MoveCard, Rotate, SetCardCounter
from tabletop.engine.transaction import Op, Transaction

from .invariants import assert_cards_placed
from .shadow import FULL_EVERY, ShadowReplay

DECK = DeckSpec("d", {"deck": tuple(f"X-{n}" for n in range(1, 11))})


class Sneaky(FreeTable):
    """A free table whose every rotation also sets a game value without its transaction
    (``counting``: to the number of rotations this ruleset object has applied, which differs
    between a live game and its replay; else to one more than it was)."""

    def __init__(self, counting: bool) -> None:
        super().__init__()
        self.counting = counting
        self.rotations = 0

    def apply(self, state: GameState, action: Action, tx: Transaction) -> None:
        super().apply(state, action, tx)
        if isinstance(action, Rotate):
            self.rotations += 1
            was = state.values.get("sneaked")
            state.values["sneaked"] = self.rotations if self.counting else int(was or 0) + 1


def hand_game(ruleset: FreeTable) -> tuple[Controller, ShadowReplay, list[int]]:
    """A free-table game whose seat 0 drew five cards (irreversible) and played them to its
    table; the shadow replay checked after each action. Returns the game, the shadow and the
    cards on the table."""
    game = Controller.new_game(ruleset, GameSetup("free", 5, decks=(DECK, DECK)))
    shadow = ShadowReplay(game)
    shadow.check()
    assert game.submit(Draw(0, 5)).applied
    shadow.check(undo_last=True)
    cards = list(game.state.zones["p0.hand"].cards)
    for uid in cards:
        assert game.submit(MoveCard(0, uid, "p0.table")).applied
        shadow.check(undo_last=True)
    return game, shadow, cards


def test_a_sound_game_passes_every_check() -> None:
    game, shadow, cards = hand_game(FreeTable())
    for turn in range(3 * FULL_EVERY):
        outcome = game.submit(Rotate(0, cards[turn % len(cards)]))
        assert outcome.applied and outcome.step is not None and outcome.step.undoable
        shadow.check(undo_last=True)
        assert_cards_placed(game.state, outcome.changes)
    shadow.undo_to_barrier()
    assert_cards_placed(game.state)


def test_a_difference_no_change_set_names_is_caught_by_the_next_whole_comparison() -> None:
    """Live and replay set the value differently behind their transactions' backs: no change
    set names it, so the comparisons of what changed pass it by, until a whole comparison
    (at most FULL_EVERY checks later) fails."""
    game, shadow, cards = hand_game(Sneaky(counting=True))
    passed = 0
    with pytest.raises(
        AssertionError, match=r"the replay differs from the live game: values\[sneaked\]"
    ):
        for turn in range(FULL_EVERY + 1):
            assert game.submit(Rotate(0, cards[turn % len(cards)])).applied
            shadow.check()
            passed += 1
    assert 0 < passed < FULL_EVERY


@pytest.mark.skipif(compiled(), reason="compiled code calls replay_ops, not the module's name")
def test_an_undo_that_forgets_a_card_counter_is_caught_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fault the harness caught before (commit 65c8e0a): undo leaves a counter set."""
    game, shadow, cards = hand_game(FreeTable())
    replay_ops = history_module.replay_ops  # type: ignore[attr-defined]

    def forgetful(state: GameState, ops: Iterable[Op], forward: bool) -> ChangeSet:
        kept = [op for op in ops if forward or op[0] != "card_counter"]
        return replay_ops(state, kept, forward)

    monkeypatch.setattr(history_module, "replay_ops", forgetful)
    assert game.submit(SetCardCounter(0, cards[0], "stage", 2)).applied
    with pytest.raises(AssertionError, match=r"an undo did not give the position before: cards\["):
        shadow.check(undo_last=True)


def test_an_undo_that_leaves_a_change_behind_is_caught_back_at_the_barrier() -> None:
    """A change made behind the transaction's back, the same in the live game and the replay,
    is not undone: the step-by-step undo checks compare only what the change sets name (and
    the redo puts the two sides level again), the undo back to the last irreversible step
    compares everything."""
    game, shadow, cards = hand_game(Sneaky(counting=False))
    for turn in range(3):
        assert game.submit(Rotate(0, cards[turn])).applied
        shadow.check(undo_last=True)
    with pytest.raises(AssertionError, match=r"undoing did not give the last irreversible step"):
        shadow.undo_to_barrier()


def test_lost_duplicated_and_astray_cards_are_caught_by_what_changed() -> None:
    game, _, cards = hand_game(FreeTable())
    state = game.state
    table = state.zones["p0.table"].cards
    nothing = ChangeSet()

    table.remove(cards[0])  # lost, and no change set says so
    with pytest.raises(AssertionError, match="19 cards listed in zones, 20 on the table"):
        assert_cards_placed(state, nothing)
    with pytest.raises(AssertionError, match="cards in no zone"):
        assert_cards_placed(state)
    table.append(cards[0])

    state.zones["p0.discard"].cards.append(cards[1])  # listed twice
    with pytest.raises(AssertionError, match="listed in zones"):
        assert_cards_placed(state, nothing)
    with pytest.raises(AssertionError, match=f"card {cards[1]} in p0.table and p0.discard"):
        assert_cards_placed(state)
    state.zones["p0.discard"].cards.pop()

    state.cards[cards[2]].zone = "p0.discard"  # astray: its zone says one thing, the lists another
    with pytest.raises(AssertionError, match=f"card {cards[2]} not in p0.discard"):
        assert_cards_placed(state, ChangeSet(cards=frozenset({cards[2]})))
    with pytest.raises(AssertionError):
        assert_cards_placed(state, ChangeSet(zones=frozenset({"p0.table"})))
    with pytest.raises(AssertionError):
        assert_cards_placed(state)
