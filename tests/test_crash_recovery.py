"""Crash safety: a game killed with SIGKILL mid-play is recovered action by action."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup, Mode
from tabletop.engine.table_actions import Draw, MoveCard, NextStep, Rotate
from tabletop.storage import find_unfinished, recover

pytestmark = pytest.mark.slow  # the test kills a child process

ACTIONS = 60

# Plays a deterministic free-table game, journalling every applied action, printing the count
# of applied actions after each; then waits to be killed.
CHILD = textwrap.dedent(
    """
    import random, sys, time
    from tests.test_crash_recovery import play
    from tabletop.storage import Journal

    folder, count = sys.argv[1], int(sys.argv[2])
    journal = None

    def applied(game, entry):
        global journal
        if journal is None:
            journal = Journal.start(game.setup, game.mode.value, folder, log=game.log[:-1])
        journal.append(entry)
        print(len(game.log), flush=True)

    play(count, applied)
    time.sleep(60)
    """
)


def new_setup() -> GameSetup:
    deck = DeckSpec("crash", {"deck": tuple(f"C-{i}" for i in range(20))})
    return GameSetup("free", 99, ("A", "B"), (deck, deck))


def play(count: int, applied: object = None) -> Controller:
    """Apply ``count`` deterministic actions after the opening; call ``applied(game, entry)``
    after each."""
    import random

    rng = random.Random(5)
    game = Controller.new_game(FreeTable(), new_setup(), Mode.ENFORCED)
    done = 0
    while done < count:
        seat = game.ruleset.active_seat(game.state)
        hand = game.state.zones[f"p{seat}.hand"].cards
        roll = rng.random()
        if roll < 0.3 or not hand:
            action = Draw(seat)
        elif roll < 0.6:
            action = MoveCard(seat, rng.choice(hand), f"p{seat}.table")
        elif roll < 0.8:
            table = game.state.zones[f"p{seat}.table"].cards or hand
            action = Rotate(seat, rng.choice(table))
        else:
            action = NextStep(seat)
        outcome = game.submit(action)
        if outcome.applied and outcome.step is not None:
            done += 1
            if callable(applied):
                applied(game, outcome.step.entry)
    return game


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_loses_no_applied_action(tmp_path: Path) -> None:
    repo = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(repo)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path), str(ACTIONS)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=repo,
        env=env,
    )
    assert child.stdout is not None
    seen = 0
    for line in child.stdout:
        seen = int(line)
        if seen >= ACTIONS + 2:  # the two opening shuffles, then ACTIONS actions
            break
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert seen == ACTIONS + 2

    (journal,) = find_unfinished(tmp_path)
    recovered = recover(journal)
    assert not recovered.dropped_tail
    assert len(recovered.log) == ACTIONS + 2
    game = Controller(FreeTable(), recovered.setup, Mode(recovered.mode))
    for entry in recovered.log:  # action by action, as the recovery prompt does
        game.replay_entry(entry)
    assert game.state == play(ACTIONS).state
