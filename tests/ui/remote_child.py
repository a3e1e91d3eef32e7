"""A hosting app for the ``kill -9`` test: a real window in a child process, its player's moves
chosen at random among the legal ones (seeded), on a QTimer.

``python -m tests.ui.remote_child GAME host``: hosts a new game on 127.0.0.1 and prints its
invitation; ``… GAME take-up``: started again after a kill, offers the kept game (answered Yes,
as a player would) and prints the invitation of the game taken up. It runs until killed."""

from __future__ import annotations

import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop.ai.play import choices
from tabletop.ui.remote.kept import offer_kept_games
from tabletop.ui.remote.play import HostGame
from tabletop.ui.remote.sessions import HostedSession
from tabletop.ui.session import NewGameOptions
from tabletop.ui.window.main_window import MainWindow


def main(game: str, how: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(game=game, remember_geometry=False)
    window.scene.set_animation_speed(0)
    window.show()
    if how == "host":
        made = window.remote.host_game(NewGameOptions(game=game), bind="127.0.0.1")
    else:
        QMessageBox.question = lambda *_args, **_kw: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
        made = window.remote.game if offer_kept_games(window) else None
    if not isinstance(made, HostGame):
        print("none", flush=True)
        return
    print(made.invitation.text(), flush=True)
    rng = random.Random(7)

    def play() -> None:
        session, host = window.session, made.host
        if not isinstance(session, HostedSession) or host.match is None or host.over:
            return
        if host.match.to_act() == host.host_seat:
            controller = host.match.controller
            session.submit(
                rng.choice(choices(controller.ruleset, controller.state, host.host_seat))
            )

    timer = QTimer()
    timer.timeout.connect(play)
    timer.start(20)
    app.exec()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
