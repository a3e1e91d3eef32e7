"""A game against the computer is saved and journaled with its seats, and reopens with the
computer in its seat: in a child process started as a user starts the app (``--load FILE``),
the computer makes its move, the human's seat stays at the computer and no curtain comes."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.engine import NextStep
from tabletop.storage import load_game
from tabletop.storage.journal import recover
from tabletop.ui.session import GameSession, NewGameOptions

DRIVER = "from tests.app_child import main; main()"
ROOT = Path(__file__).resolve().parents[2]
AGAINST = ("human", "computer:greedy")


def until_the_computer_acts(session: GameSession) -> None:
    """The human plays on (Next, else a legal move) until the computer must act."""
    rng = random.Random(2)
    for _ in range(100):
        if session.actor() == 1:
            return
        legal = [a for a in session.ruleset.legal_actions(session.controller.state, 0)
                 if not session.ruleset.is_card_effect(a)]  # fmt: skip
        nexts = [a for a in legal if isinstance(a, NextStep)]
        assert session.submit(nexts[0] if nexts else rng.choice(legal)).applied
    raise AssertionError("the computer never had to act")


def test_the_journal_and_the_save_keep_the_seats(qtbot: QtBot, tmp_path: Path) -> None:
    session = GameSession.new_game(NewGameOptions(game="dbgt", seed=6, seats=AGAINST))
    session.automatic_steps = True
    journal = session.journal
    assert journal is not None
    header = json.loads(journal.path.read_text(encoding="utf-8").splitlines()[0])
    assert header["seats"] == list(AGAINST)
    until_the_computer_acts(session)
    path = tmp_path / "against.tabletop"
    session.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["seats"] == list(AGAINST)
    assert load_game(path).seats == AGAINST
    session.close()


def test_a_game_recovered_from_its_journal_keeps_the_computer_in_its_seat(qtbot: QtBot) -> None:
    session = GameSession.new_game(NewGameOptions(game="yyh", seed=6, seats=AGAINST))
    session.automatic_steps = True
    until_the_computer_acts(session)
    journal = session.journal
    assert journal is not None
    journal.sync()
    recovered = recover(journal.path)
    assert recovered.seats == AGAINST
    again = GameSession.recover(recovered, autosave=False).session
    assert again.seats == AGAINST and again.seat == 0 and again.actor() == 1
    assert len(again.controller.log) == len(session.controller.log)
    session.close(keep_journal=True)


@pytest.mark.slow
def test_a_save_against_the_computer_reopens_with_the_computer_playing(tmp_path: Path) -> None:
    session = GameSession.new_game(NewGameOptions(game="dbgt", seed=6, seats=AGAINST),
                                   autosave=False)  # fmt: skip
    session.automatic_steps = True
    until_the_computer_acts(session)
    path = tmp_path / "against.tabletop"
    session.save(path)
    moves = len(session.controller.log)
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, "watch", "6", "--", "--load", str(path)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in done.stdout.splitlines()
             if line.startswith(("REPORT", "FINAL", "FAILED"))}  # fmt: skip
    assert "FAILED" not in lines and "FINAL" in lines, done.stdout + done.stderr
    first, final = json.loads(lines["REPORT"]), json.loads(lines["FINAL"])
    assert first["seat"] == 0 and not first["curtain"]  # the human's seat, no curtain
    assert final["actions"] > moves, (first, final)  # the computer moved in its seat
    assert final["seat"] == 0 and not final["curtain"]
