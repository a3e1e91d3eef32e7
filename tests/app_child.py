"""A test driver for the real app in a child process: ``python -c "from tests.app_child import
main; main()" ROLE [ARGS] -- [tabletop arguments]``.

It runs ``tabletop.__main__.main`` with the given arguments, as a user's start does, after
patching only Qt: the QMessageBox questions answer Yes and every message box is printed to
stdout (``TOLD <kind> <text>``), and once the event loop runs, the ROLE plays:

* ``play GAME SEED ACTIONS WHEN``: starts a seeded new game of GAME through the window, plays
  at least ACTIONS real rule actions through the window's session (for the seat that must act),
  then goes on until WHEN holds (``any``; ``other``: in DBGT the defender must answer, in YYH
  the second player's turn), prints ``READY <report>`` and waits to be killed.
  With ``SAVE`` after WHEN, the game is saved to that file first.
* ``report [SECONDS]``: prints ``REPORT <report>`` of what is on the table, and exits (after
  SECONDS, 0 unless given: another instance started with it may look for journals meanwhile).
  ``watch SECONDS`` does the same and prints ``FINAL <report>`` before it exits.
* ``layout [GAME SEED ACTIONS [SAVE]]``: with GAME, starts a seeded new game of GAME and plays
  ACTIONS rule actions (and saves it to SAVE); then, once the table has settled, prints
  ``LAYOUT <measures>`` (:func:`measure`) and quits as a user does (the window closed, "Discard"
  answered to unsaved play), so that the window writes its geometry and docks to the settings.

Nothing of Tabletop is imported here before the app imports it.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

MAX_ACTIONS = 800


def _told(kind: str) -> Any:
    def tell(parent: object, title: str, text: str, *rest: object, **kwargs: object) -> object:
        print("TOLD", kind, json.dumps(text), flush=True)
        if kind == "question":
            time.sleep(1.0)  # a user takes a moment to answer
            buttons = rest[0] if rest else kwargs.get("buttons")
            discard = QMessageBox.StandardButton.Discard
            if isinstance(buttons, QMessageBox.StandardButton) and buttons & discard:
                return discard  # "Save it first?" is answered as a player quitting does
            return QMessageBox.StandardButton.Yes
        return QMessageBox.StandardButton.Ok

    return tell


def window() -> Any:
    """The app's main window."""
    found = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    assert len(found) == 1, found
    return found[0]


def digest(session: Any) -> str:
    """A digest of the game: its log, redo tail and state."""
    controller = session.controller
    data = {
        "log": [entry.to_json() for entry in controller.log],
        "redo": [step.entry.to_json() for step in controller.history.undone],
        "state": controller.state.to_json(),
    }
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def report(win: Any) -> str:
    """What the parent test checks: actions, seats, the curtain, the digest."""
    session = win.session
    return json.dumps(
        {
            "game": session.game_id,
            "actions": len(session.controller.log),
            "seat": session.seat,
            "actor": session.actor(),
            "active": session.active_seat(),
            "curtain": win.curtain.isVisible(),
            "open_hands": session.open_hands,
            "digest": digest(session),
            "journal": str(session.journal.path) if session.journal is not None else None,
            "checking": win.files.checking,
        }
    )


def choose(session: Any, rng: random.Random) -> Any:
    """A random legal rule action for the seat that must act (seeded, favouring combat)."""
    controller = session.controller
    if session.game_id == "yyh":
        from tests.games.yyh.play import random_legal_action

        return random_legal_action(controller, rng)
    from tabletop.engine.table_actions import NextStep
    from tabletop.games.dbgt.actions import Attack, DeclareCombat, Pass

    seat = session.actor()
    actions = session.ruleset.legal_actions(controller.state, seat)
    for kinds, chance in (((DeclareCombat,), 0.8), ((Attack,), 0.6), ((NextStep, Pass), 0.3)):
        picked = [a for a in actions if isinstance(a, kinds)]
        if picked and rng.random() < chance:
            return rng.choice(picked)
    return rng.choice(actions)


def _moment(session: Any, when: str, first: int) -> bool:
    if when == "any":
        return True
    actor = session.actor()
    if session.game_id == "dbgt":
        return actor is not None and actor != session.active_seat()
    return actor is not None and actor != first


def play(game: str, seed: int, count: int, when: str, save: str | None = None) -> None:
    """Start a seeded game of ``game`` and play it (see the module docstring)."""
    from tabletop.ui.session import NewGameOptions

    win = window()
    assert win.start_game(NewGameOptions(game=game, seed=seed)), "the game did not start"
    session = win.session
    first = session.active_seat()
    rng = random.Random(seed)
    applied = 0
    while applied < MAX_ACTIONS:
        if applied >= count and _moment(session, when, first):
            break
        assert session.winner() is None, "the game ended before the moment came"
        outcome = session.submit(choose(session, rng), win)
        assert outcome.applied, outcome.verdict
        applied += 1
        QApplication.processEvents()
    if save is not None:
        from pathlib import Path

        session.save(Path(save))
    print("READY", report(win), flush=True)
    while True:  # wait to be killed
        QApplication.processEvents()
        time.sleep(0.02)


def measure(win: Any) -> str:
    """How much room the table has: the window, the table view and its zoom, and the narrowest
    card in the players' hands (its width on screen, in pixels)."""
    view = win.view
    hands = [zone for zone_id, zone in win.scene.zone_items().items() if zone_id.endswith(".hand")]
    widths = [
        view.mapFromScene(card.mapToScene(card.shape().boundingRect()).boundingRect())
        .boundingRect()
        .width()
        for hand in hands
        for card in hand.cards
    ]
    return json.dumps(
        {
            "game": win.session.game_id,
            "window": [win.width(), win.height()],
            "view": [view.width(), view.height()],
            "zoom": round(view.zoom(), 3),
            "hand_card": min(widths, default=0),
        }
    )


def layout(args: list[str]) -> None:
    """Play as asked, measure the settled table and quit normally (see the module docstring)."""
    win = window()
    if args:
        game, seed, count = args[0], int(args[1]), int(args[2])
        from tabletop.ui.session import NewGameOptions

        assert win.start_game(NewGameOptions(game=game, seed=seed)), "the game did not start"
        rng = random.Random(seed)
        for _ in range(count):
            session = win.session
            outcome = session.submit(choose(session, rng), win)
            assert outcome.applied, outcome.verdict
            QApplication.processEvents()
        if len(args) > 3:
            from pathlib import Path

            win.session.save(Path(args[3]))
    end = time.monotonic() + 1.0  # the layout settles as the user watches
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)
    print("LAYOUT", measure(win), flush=True)
    win.close()
    assert not win.isVisible(), "the window did not close"


def main() -> None:
    """Run the app with the arguments after ``--`` and the role before them."""
    argv = sys.argv[1:]
    split = argv.index("--")
    role, app_args = argv[:split], argv[split + 1 :]
    for kind in ("question", "information", "warning", "critical"):
        setattr(QMessageBox, kind, staticmethod(_told(kind)))
    real_exec = QApplication.exec

    def run_role() -> None:
        try:
            if role[0] == "play":
                play(role[1], int(role[2]), int(role[3]), role[4], *role[5:])
            elif role[0] == "layout":
                layout(role[1:])
                return  # the app quits as it does for a user
            else:
                QApplication.processEvents()
                print("REPORT", report(window()), flush=True)
                end = time.monotonic() + (float(role[1]) if len(role) > 1 else 0.0)
                while time.monotonic() < end:
                    QApplication.processEvents()
                    time.sleep(0.02)
                if role[0] == "watch":  # what is on the table once SECONDS have passed
                    print("FINAL", report(window()), flush=True)
        except BaseException as error:  # the parent sees it on stderr
            import traceback

            traceback.print_exc()
            print("FAILED", repr(error), flush=True)
        sys.stdout.flush()
        os._exit(0)  # as a kill would: the journal stays for the next start

    def exec_with_role(*args: object) -> int:
        QTimer.singleShot(50, run_role)
        return int(real_exec())

    QApplication.exec = exec_with_role  # type: ignore[method-assign]
    from tabletop.__main__ import main as tabletop_main

    sys.exit(tabletop_main(app_args))
