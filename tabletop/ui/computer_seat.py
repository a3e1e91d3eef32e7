"""The computer at the table: it plays the seats the session gives it (:mod:`tabletop.play.seats`).

When the game waits for a computer seat (``ruleset.actor``, once the steps that pass by
themselves have passed), what that seat may know is copied on the GUI thread
(:meth:`tabletop.ai.Knowledge.of`) and :func:`tabletop.ai.decide` runs in a worker process, so
the window stays responsive: in a thread the search holds the GIL, and a 1 s Strong search
there cut a 16 ms timer's ticks from about 62 a second to 27 and made a repaint of the table
three times slower; in the worker both stay as when idle (see :mod:`tabletop.ui.thinker`).

The answer comes as a Qt signal: the future's done-callback (in the thread that waited for the
worker) emits :attr:`ComputerSeat.answered`, queued to the window's thread, so nothing polls.
It is submitted as a human's move is (checked, logged, journaled, animated), no
sooner than :data:`MOVE_GAP_MS` after the last change, so the computer's moves come one at a
time at a human pace; its choices are in the action, so no dialog opens. After each of its
moves the table stays still for the pause of the settings (``computer_pause_ms``) before it
thinks of the next, so a player can follow its turn; when the game comes back to the human,
the status bar sums up what the computer did meanwhile (:mod:`tabletop.ui.turn_summary`). While
a modal box is up (the "Actions recovered" box after a recovery, a question, a dialog) its
answer waits, and is made :data:`MOVE_GAP_MS` after the box is closed: it never plays behind
a box the human has to read first. Every change of the
game (a move, an Undo, a Redo), a new game, a loaded one or a closed window makes the answer
being thought of stale (a generation counter): it is dropped, never applied, and the computer
thinks again if it must still act. While it thinks, the status bar says so and the step bar's
Next Step and End Turn wait.
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QLabel

from tabletop.engine import Action, Ruleset
from tabletop.play.seats import computer_seats, level_of
from tabletop.ui.computer_restart import WorkerRestarts

if TYPE_CHECKING:
    from concurrent.futures import Future

    from tabletop.ai import Knowledge
    from tabletop.ui.session import GameSession
    from tabletop.ui.thinker import Thinker
    from tabletop.ui.window.main_window import MainWindow

MOVE_GAP_MS = 600
"""The computer moves no sooner than this after the last change of the game."""
BOX_CHECK_MS = 15
"""How often an answer that waits behind a modal box looks whether the box is closed."""
THINKING_STYLE = "color: #1565c0; font-weight: bold;"


def _decide(knowledge: Knowledge, level: str, budget_ms: int, seed: int) -> Action:
    """The computer's move (runs in the worker)."""
    from tabletop.ai import Level, decide

    return decide(knowledge, Level(level), budget_ms=budget_ms, seed=seed)


def _warm_up(game_id: str, ruleset: Ruleset | None = None) -> None:
    """Import the game and the computer's search in the worker before its first move (the
    game's ``ruleset``, shared, is then sent and kept: the first move's message is small too)."""
    from tabletop.games import import_game

    import_game(game_id)
    import tabletop.ai  # noqa: F401


_THINKER: list[Thinker] = []


def thinker() -> Thinker:
    """The app's one worker (started at the first call, ended when the app quits)."""
    if not _THINKER:
        from tabletop.ui.thinker import Thinker  # (subprocess and threads when first needed)

        _THINKER.append(Thinker(shared=(Ruleset,)))  # sent once, kept by the worker
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_THINKER[0].shutdown)
    return _THINKER[0]


class ComputerSeat(QObject):
    """Plays the computer's seats of the game on ``window``'s table."""

    thinking_changed = Signal(bool)
    """True while the computer thinks of a move (and waits to make it), False after."""
    answered = Signal(object)
    """A future of the worker is done (emitted from the thread that waited for it, queued to
    the window's thread)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.generation = 0
        """Raised at every change: an answer thought of in an older generation is stale."""
        self._future: Future[Any] | None = None
        self._asked: tuple[int, GameSession, Knowledge] | None = None
        """(generation, session, what the seat knew) of the answer being thought of."""
        self._answer: tuple[int, GameSession, Knowledge, Action] | None = None
        """(generation, session, what the seat knew, its answer) of the move to make."""
        self.rng: random.Random = random.SystemRandom()
        """Where the seeds of the computer's searches come from."""
        self.gap_ms = MOVE_GAP_MS
        """The least time between the last change and the computer's move."""
        self.dropped = 0
        """Stale answers dropped so far (for the tests)."""
        self.summary = ""
        """The last summary of the computer's moves shown in the status bar."""
        self._since = QElapsedTimer()
        self._since.start()
        self._consider_timer = self._timer(0, self._consider)
        self.restarts = WorkerRestarts(window, self._consider_timer.start)
        """A worker that ends without answering: restarted with back-off, then "try again"."""
        self.answered.connect(self._collect, Qt.ConnectionType.QueuedConnection)
        self._move_timer = self._timer(0, self._move)
        self._move_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._behind_box = False  # its answer waited while a modal box was up
        self._last_move: tuple[GameSession, int, object] | None = None
        """(session, log position, step) of the computer's last move, for its pause."""
        self._moved = QElapsedTimer()
        self._moved.start()
        self._run: tuple[GameSession, int] | None = None
        """(session, log position) of the first move the computer made since the game last
        waited for the human: the start of what the summary tells."""
        self.label = QLabel(window)
        self.label.setObjectName("ThinkingLabel")
        self.label.setStyleSheet(THINKING_STYLE)
        self.label.hide()
        window.statusBar().addWidget(self.label)

    def _timer(self, ms: int, slot: Any) -> QTimer:
        timer = QTimer(self)
        timer.setInterval(ms)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    @property
    def thinking(self) -> bool:
        """True while an answer of the current generation is awaited."""
        return self._asked is not None or self._answer is not None

    def start(self) -> None:
        """A game was put on the table: the worker is readied when the computer plays in it."""
        session = self._window.session
        if computer_seats(session.seats):
            thinker().submit(_warm_up, session.game_id, session.ruleset)
        self._last_move = self._run = None
        self.follow()

    def follow(self) -> None:
        """After any change of the game: what was being thought of is stale, and the computer
        looks (once the change is over) whether it must act."""
        self.generation += 1
        self._since.restart()
        if self._asked is not None or self._answer is not None:
            self.dropped += 1
        self._asked = self._answer = None
        self._future = None
        self._move_timer.stop()
        self._behind_box = False
        self.restarts.changed()
        self._consider_timer.start(0)

    def _must_act(self, session: GameSession) -> int | None:
        """The computer seat that must act now, if any."""
        if session.closed or session.winner() is not None:
            return None
        actor = session.actor()
        if actor is None or actor not in computer_seats(session.seats):
            return None
        return actor  # (the steps that pass by themselves passed in the move before this)

    def _pause_left(self, session: GameSession) -> int:
        """How much longer the table stays still after the computer's last move (in ms; 0
        when the last move was not the computer's, or was undone)."""
        last = self._last_move
        if last is None or last[0] is not session:
            return 0
        _, position, step = last
        done = session.controller.history.done
        if position >= len(done) or done[position] is not step:
            return 0  # undone
        if not all(session.is_automatic(i) for i in range(position + 1, len(done))):
            return 0  # someone moved since
        pause = self._window.settings.current.computer_pause_ms
        return max(0, pause - self._moved.elapsed())

    def _consider(self) -> None:
        session = self._window.session
        seat = self._must_act(session)
        if seat is None:
            self._show(None)
            self._sum_up(session)
            return
        pause = self._pause_left(session)
        if pause > 0:  # the table stays still a moment after its move
            self._show(seat)
            self._consider_timer.start(pause)
            return
        from tabletop.ai import Knowledge

        level = level_of(session.seats[seat]) or "random"
        knowledge = Knowledge.of(session.controller, seat)
        budget = self._window.settings.current.computer_think_ms
        seed = self.rng.getrandbits(31)
        future = thinker().submit(_decide, knowledge, level, budget, seed)
        self._future = future
        self._asked = (self.generation, session, knowledge)
        self._show(seat)
        future.add_done_callback(self._done)

    def _done(self, future: Future[Any]) -> None:
        """The future is done (in the thread that waited for the worker): tell the window's
        thread. A seat already gone (its window closed) hears nothing."""
        with contextlib.suppress(RuntimeError):  # the C++ object was deleted
            self.answered.emit(future)

    def _collect(self, future: Future[Any]) -> None:
        asked = self._asked
        if future is not self._future or asked is None:
            return  # stale: a change since it was asked (a new question may be under way)
        self._future, self._asked = None, None
        from tabletop.ui.thinker import WorkerGone

        try:
            action = future.result()
        except WorkerGone:  # the worker was killed: a new one thinks again (or the user says)
            if not self.restarts.worker_gone():
                self._show(None)
            return
        except Exception as error:  # the search failed: say so, the human may undo
            self._failed(error)
            return
        self.restarts.answered()
        generation, session, knowledge = asked
        self._answer = (generation, session, knowledge, action)
        self._move_timer.start(max(0, self.gap_ms - self._since.elapsed()))

    def _move(self) -> None:
        answer, self._answer = self._answer, None
        if answer is None:
            return
        generation, session, knowledge, chosen = answer
        window = self._window
        if generation != self.generation or session is not window.session or session.closed:
            self.dropped += 1
            return
        if QApplication.activeModalWidget() is not None:  # a box to read first: wait
            self._answer, self._behind_box = answer, True
            self._move_timer.start(BOX_CHECK_MS)
            return
        if self._behind_box:  # the box was closed: a moment before the move
            self._answer, self._behind_box = answer, False
            self._move_timer.start(self.gap_ms)
            return
        try:
            action = knowledge.in_game(chosen, session.controller)  # the real cards named
        except ValueError:
            action = chosen  # never expected: refused below
        if not session.check(action).legal:  # never expected: think again
            self.dropped += 1
            self.follow()
            return
        self._show(None)
        seat = action.seat
        position = len(session.controller.history)
        if self._run is None or self._run[0] is not session:
            self._run = (session, position)
        outcome = session.submit(action, window.scene)
        self._moved.restart()  # the pause counts from the move on the table, not from its start
        done = session.controller.history.done
        if outcome.applied and position < len(done):
            self._last_move = (session, position, done[position])
        if session is window.session and not session.closed:
            text = f"{session.player_name(seat)} — {session.action_text(action)}"
            window.show_message(text)
            if self._must_act(session) is None:  # back to the human: at once, what it did
                self._sum_up(session)

    def _sum_up(self, session: GameSession) -> None:
        """The game waits for the human again: the status bar sums up what the computer did
        since it last waited for them (nothing when that was undone)."""
        run, self._run = self._run, None
        if run is None or run[0] is not session or session.closed:
            return
        from tabletop.ui.turn_summary import turn_summary

        end = len(session.controller.history.done)
        lines = [turn_summary(session, seat, range(run[1], end))
                 for seat in computer_seats(session.seats)]  # fmt: skip
        text = " ".join(line for line in lines if line)
        if text:
            self.summary = text
            self._window.show_message(text)

    def _failed(self, error: BaseException) -> None:
        self._show(None)
        self.restarts.offer()
        self._window.show_message(
            "✖ "
            + QCoreApplication.translate(
                "ComputerSeat",
                "The computer could not choose a move ({reason}). Let it try again, or start "
                "a new game.",
            ).format(reason=type(error).__name__),
            error=True,
        )

    def _show(self, seat: int | None) -> None:
        """The status bar says who is thinking (or nothing)."""
        if seat is None and self.label.isHidden():
            return
        if seat is None:
            self.label.hide()
            self.label.clear()
        else:
            name = self._window.session.player_name(seat)
            self.label.setText(
                QCoreApplication.translate("ComputerSeat", "{player} is thinking…").format(
                    player=name
                )
            )
            self.label.show()
        bar = self._window.step_bar  # the human's Next and End Turn wait for the computer
        for button in (bar.next_button, bar.pass_button):
            session = self._window.session
            button.setEnabled(seat is None and session.winner() is None and not session.spectating)
        self.thinking_changed.emit(seat is not None)
