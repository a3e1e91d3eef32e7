"""Make the README's screenshots: both games in mid-game, each from a fixed seed.

    QT_QPA_PLATFORM=offscreen python docs/screenshots/make.py

Each game is played by the seeded random policies of the engine tests (both hands open, so
the picture shows every card face), then the window is grabbed: Dragon Ball GT in English and Yu Yu Hakusho in Japanese at 1280x800,
Dragon Ball GT in Japanese at 1920x1080 and Yu Yu Hakusho in English at 900x620.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tabletop.ui.app import create_application  # noqa: E402


def main() -> None:
    app = create_application()
    from tabletop.games.dbgt.actions import Attack
    from tabletop.i18n.manager import LanguageManager
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.session import GameSession, NewGameOptions
    from tests.games.dbgt.test_random_play import choose
    from tests.games.yyh.play import random_legal_action

    languages = LanguageManager(app)  # one for the run: each shot switches it, as a player does

    def window(game: str, seed: int, language: str) -> tuple[MainWindow, GameSession]:
        languages.set_language(language)
        win = MainWindow(game, remember_geometry=False, autosave=False, languages=languages)
        options = NewGameOptions(game=game, seed=seed, open_hands=True,
                                 players=("Toguro", "Yusuke") if game == "yyh" else ("Goku", "Vegeta"))  # fmt: skip
        session = GameSession.new_game(options, autosave=False, parent=win)
        win.set_session(session)
        win.scene.set_animation_speed(0)
        win.resize(1280, 800)
        win.show()
        return win, session

    def dbgt_mid_combat(win: MainWindow, session: GameSession) -> bool:
        rng = random.Random(3)
        for _ in range(1000):  # to the first attack of turn 4: a combat awaiting its answer
            if session.winner() is not None:
                return False
            action = choose(rng, session.ruleset, session.controller)  # type: ignore[arg-type]
            session.submit(action)  # type: ignore[arg-type]
            turn = session.controller.state.values.get("turn") or 0
            if isinstance(action, Attack) and isinstance(turn, int) and turn >= 4:
                win.calculator_dock.raise_()
                return True
        return False

    def yyh_second_match(win: MainWindow, session: GameSession) -> bool:
        rng = random.Random(2)
        state = session.controller.state
        for _ in range(1000):  # into the second match, both fighters damaged
            if session.winner() is not None or not session.ruleset.legal_actions(
                state, session.actor() if session.actor() is not None else 0
            ):
                return False
            session.submit(random_legal_action(session.controller, rng))
            fighters = [c for c in state.cards.values() if c.zone.endswith(".arena")]
            if state.values.get("match") == 2 and all(c.rotation for c in fighters):
                return True
        return False

    shots = (  # file, game, language, size
        ("dbgt-en", "dbgt", "en", (1280, 800)),
        ("yyh-ja", "yyh", "ja", (1280, 800)),
        ("dbgt-ja-1920", "dbgt", "ja", (1920, 1080)),
        ("yyh-en-900", "yyh", "en", (900, 620)),
    )
    for name, game, language, size in shots:
        play = dbgt_mid_combat if game == "dbgt" else yyh_second_match
        for seed in range(4, 60):
            win, session = window(game, seed, language)
            win.resize(*size)
            if play(win, session):
                break
            win.confirm_discard = False
            win.close()
        app.processEvents()
        win.grab().save(str(HERE / f"{name}.jpg"), quality=88)
        win.confirm_discard = False  # close without asking about the unsaved game
        win.close()


if __name__ == "__main__":
    main()
