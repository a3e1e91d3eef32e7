"""Steps with no choice pass by themselves: through the normal path (logged, journaled, saved,
replayed by ``tabletop replay --verify`` in a child process), enforced mode only, and Undo /
Redo take back and apply again the move together with the steps that followed it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.engine import Mode, NextStep
from tabletop.games.dbgt.actions import DeclareCombat, Pass
from tabletop.games.yyh.actions import PassMoment
from tabletop.ui.session import GameSession, NewGameOptions


def session(game: str = "dbgt", mode: str = "enforced", seed: int = 11) -> GameSession:
    """A session of the window's kind: steps with no choice pass by themselves."""
    out = GameSession.new_game(NewGameOptions(game=game, seed=seed, mode=mode), autosave=False)
    out.automatic_steps = True
    return out


def move_on(play: GameSession) -> None:
    """The actor passes or steps on when it may, else makes its first legal move."""
    actor = play.actor()
    assert actor is not None
    legal = play.ruleset.legal_actions(play.controller.state, actor)
    moves = (
        [a for a in legal if isinstance(a, Pass | PassMoment | NextStep)]
        or legal
        or [NextStep(actor)]
    )
    assert play.submit(moves[0]).applied, moves[0]


def test_the_power_up_step_passes_by_itself_and_is_logged() -> None:
    play = session()
    seat = play.seat
    assert play.step() == "draw"  # a new game waits at its first step (its announcement shows)
    assert play.submit(NextStep(seat)).applied
    assert play.step() == "non_combat"  # the Non-Combat step has choices: it waits
    before = len(play.controller.log)
    assert play.submit(NextStep(seat)).applied
    assert play.step() == "declare"
    log = play.controller.log
    assert [e.action for e in log[before:]] == [NextStep(seat), NextStep(seat)]
    assert not play.is_automatic(before) and play.is_automatic(before + 1)


def test_undo_takes_back_the_move_and_the_steps_that_passed_by_themselves() -> None:
    play = session()
    seat = play.seat
    play.submit(NextStep(seat))
    play.submit(NextStep(seat))  # Non-Combat → Power Up → Declare
    assert play.step() == "declare" and play.can_undo()
    assert play.next_undo() is not None and play.next_undo().action == NextStep(seat)  # type: ignore[union-attr]
    length = len(play.controller.log)
    assert play.undo()
    assert play.step() == "non_combat" and len(play.controller.log) == length - 2
    assert play.redo()
    assert play.step() == "declare" and len(play.controller.log) == length
    assert play.undo() and play.step() == "non_combat"


def test_undo_does_not_stop_where_a_step_would_pass_again() -> None:
    """Back at the start of a turn the draw cannot be undone: the Draw step that passed by
    itself after it is not undone alone (Undo would stand where it passes again)."""
    play = session()
    seat = play.seat
    play.submit(NextStep(seat))  # Draw → Non-Combat, by the player
    play.submit(NextStep(seat))  # → Power Up → Declare
    assert play.submit(DeclareCombat(seat)).applied
    while play.active_seat() == seat and play.winner() is None:
        move_on(play)
    # the last pass ended the turn: Rejuvenation (after Combat) and the next Draw passed by
    # themselves; the next turn's draw cannot be undone, so nothing can
    assert play.active_seat() != seat and play.step() == "non_combat"
    assert not play.can_undo() and not play.undo() and play.next_undo() is None


def test_manual_mode_steps_by_hand() -> None:
    play = session(mode="manual")
    assert play.mode is Mode.MANUAL
    seat = play.seat
    play.submit(NextStep(seat))
    play.submit(NextStep(seat))
    assert play.step() == "power_up"
    play.set_mode(Mode.ENFORCED)
    play.submit(NextStep(seat))
    assert play.step() == "declare"


def test_a_session_without_automatic_steps_waits_at_every_step() -> None:
    play = session()
    play.automatic_steps = False
    seat = play.seat
    for _ in range(2):
        play.submit(NextStep(seat))
    assert play.step() == "power_up"


@pytest.mark.slow
@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_game_with_automatic_steps_replays_from_its_save_in_a_child_process(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    play = session(game, seed=5)
    steps = 0
    for _ in range(80):
        if play.actor() is None:
            break
        before = len(play.controller.log)
        move_on(play)
        steps += sum(play.is_automatic(i) for i in range(before, len(play.controller.log)))
    assert steps > 2
    path = tmp_path / "game.tabletop"
    play.save(path)
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-m", "tabletop", "replay", "--verify", str(path)],
                          capture_output=True, text=True, env=env, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
