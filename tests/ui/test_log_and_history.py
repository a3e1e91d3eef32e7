"""The log and the history follow the change set: a step appends a row, an undo removes the
log's last row and greys the history's, a redo brings it back; no dock clears its list or words
its rows again. Their rows are the same sentences, wrapped, never cut; they say what came of
each step, and follow a language switch."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.engine import Draw, MoveCard
from tabletop.ui.docks.history import HistoryDock
from tabletop.ui.docks.log import LogDock
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions

from ..games.dbgt.test_random_play import choose
from .conftest import shown_window


class Spy:
    """Counts the rows a dock's list adds and removes, and whether it is cleared."""

    def __init__(self, dock: LogDock | HistoryDock) -> None:
        self.calls = {"addItem": 0, "takeItem": 0, "clear": 0}
        for name in self.calls:
            setattr(dock.list, name, self._counting(name, getattr(dock.list, name)))

    def _counting(self, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
        def counted(*args: Any) -> Any:
            self.calls[name] += 1
            return method(*args)

        return counted

    def take(self) -> dict[str, int]:
        """The counts since the last call."""
        calls, self.calls = self.calls, dict.fromkeys(self.calls, 0)
        return calls


@pytest.fixture
def free(qtbot: QtBot) -> MainWindow:
    window = shown_window(qtbot, "free", (1200, 800))
    session = window.session
    assert session.submit(Draw(0, 1)).applied
    uid = session.controller.state.zones["p0.hand"].cards[-1]
    for index in range(40):
        zone = "p0.table" if index % 2 else "p0.discard"
        assert session.submit(MoveCard(0, uid, zone, -1, True)).applied
    return window


def _move(window: MainWindow) -> None:
    session = window.session
    card = session.controller.state.zones["p0.discard"].cards or (
        session.controller.state.zones["p0.table"].cards
    )
    zone = (
        "p0.table" if card is session.controller.state.zones["p0.discard"].cards else "p0.discard"
    )
    assert session.submit(MoveCard(0, card[-1], zone, -1, True)).applied


def test_the_docks_append_and_remove_rows_and_never_rebuild(free: MainWindow) -> None:
    log, history = free.log_dock, free.history_dock
    steps = len(free.session.controller.history)
    assert log.list.count() == steps and history.list.count() == steps + 1  # + the start
    spies = {"log": Spy(log), "history": Spy(history)}
    worded = {"log": log.worded, "history": history.worded}

    def since() -> dict[str, tuple[int, int, int, int]]:
        out = {}
        for name, dock in (("log", log), ("history", history)):
            calls = spies[name].take()
            out[name] = (calls["addItem"], calls["takeItem"], calls["clear"],
                         dock.worded - worded[name])  # fmt: skip
            worded[name] = dock.worded
        return out

    _move(free)
    assert since() == {"log": (1, 0, 0, 1), "history": (1, 0, 0, 1)}
    assert (log.list.count(), history.list.count()) == (steps + 1, steps + 2)
    assert free.session.undo()
    assert since() == {"log": (0, 1, 0, 0), "history": (0, 0, 0, 0)}  # greyed, not removed
    assert (log.list.count(), history.list.count()) == (steps, steps + 2)
    assert history.list.item(steps + 1).font().italic()
    assert free.session.redo()
    assert since() == {"log": (1, 0, 0, 1), "history": (0, 0, 0, 0)}
    assert not history.list.item(steps + 1).font().italic()
    assert free.session.undo() and free.session.undo()
    since()
    _move(free)  # a new step: the two undone ones go, the new one comes
    assert since() == {"log": (1, 0, 0, 1), "history": (1, 2, 0, 1)}
    assert (log.list.count(), history.list.count()) == (steps, steps + 1)
    rows = [text.removesuffix("  ✖") for text in history.texts()[1:]]  # ✖: cannot be undone
    assert rows == [f"{n}. {line}" for n, line in enumerate(log.lines(), 1)]


def test_history_rows_wrap_and_are_never_cut(free: MainWindow, qtbot: QtBot) -> None:
    history = free.history_dock
    history.show()
    history.resize(180, 400)
    QApplication.processEvents()
    lst = history.list
    width = lst.viewport().width()
    metrics = QFontMetrics(lst.font())
    line = metrics.height()
    for row in range(1, lst.count()):
        item = lst.item(row)
        needed = metrics.boundingRect(QRect(0, 0, width - 6, 1 << 20),
                                      int(Qt.TextFlag.TextWordWrap), item.text())  # fmt: skip
        assert lst.visualItemRect(item).height() >= needed.height(), item.text()
    assert any(lst.visualItemRect(lst.item(row)).height() >= 2 * line
               for row in range(1, lst.count()))  # fmt: skip
    assert lst.wordWrap() and lst.textElideMode() == Qt.TextElideMode.ElideNone


@pytest.fixture
def combat(qtbot: QtBot) -> MainWindow:
    """A Dragon Ball GT game from a fixed seed, played by the random policy past two Combats,
    both hands shown (as the screenshots are made)."""
    window = shown_window(qtbot, "dbgt")
    options = NewGameOptions(game="dbgt", seed=11, players=("Goku", "Vegeta"), open_hands=True)
    assert window.start_game(options)
    session = window.session
    rng = random.Random(3)
    for _ in range(130):
        if session.actor() is None:  # the game is over
            break
        session.submit(choose(rng, session.ruleset, session.controller))  # type: ignore[arg-type]
    return window


def test_the_log_says_what_came_of_each_step(combat: MainWindow) -> None:
    lines = combat.log_dock.lines()
    assert any(line.startswith("Next step: Power Up") for line in lines)
    assert any(line.startswith("Turn 5: Goku, Draw step — Goku draws 3 cards") for line in lines)
    assert any(" powers up: " in line and " → " in line for line in lines)
    assert any(" stages paid by " in line for line in lines)
    assert any("cards from the Life Deck" in line for line in lines)
    assert any(line.startswith("Next step: Discard") or "— Next step: Discard" in line
               for line in lines)  # fmt: skip


def test_the_log_follows_a_language_switch(combat: MainWindow) -> None:
    english = combat.log_dock.lines()
    combat.set_language("ja")
    QApplication.processEvents()
    try:
        japanese = combat.log_dock.lines()
        assert len(japanese) == len(english)
        assert not any("powers up" in line or "Next step" in line for line in japanese)
        assert any("パワーアップ" in line for line in japanese)
        history = [t.removesuffix("  ✖") for t in combat.history_dock.texts()[1:]]
        steps = [line for line in japanese if not line.startswith("— ")]  # not the log's notes
        assert history == [f"{n}. {line}" for n, line in enumerate(steps, 1)]
    finally:
        combat.set_language("en")
        QApplication.processEvents()
    assert combat.log_dock.lines() == english


def test_the_last_row_comes_into_view_also_in_a_dock_behind_a_tab(free: MainWindow) -> None:
    """A list not shown (behind another dock's tab, or closed) scrolls when it is shown."""
    free.log_dock.hide()
    QApplication.processEvents()
    assert not free.log_dock.list.isVisible()
    for _ in range(5):
        _move(free)
    free.log_dock.show()
    free.log_dock.raise_()
    QApplication.processEvents()
    for lst, row in ((free.log_dock.list, free.log_dock.list.count() - 1),
                     (free.history_dock.list, free.history_dock.list.currentRow())):  # fmt: skip
        assert lst.viewport().rect().intersects(lst.visualItemRect(lst.item(row)))
    assert free.session.undo() and free.session.undo()
    QApplication.processEvents()
    lst = free.history_dock.list
    assert lst.currentRow() == len(free.session.controller.history)
    assert lst.viewport().rect().intersects(lst.visualItemRect(lst.item(lst.currentRow())))


def test_a_long_game_opens_at_its_latest_steps(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a long game words only the latest rows (it froze the window for seconds at
    10,000 steps: every row of both docks was worded and measured); the earlier ones come
    with a click, and following the game back past the first row shown starts earlier."""
    import tabletop.ui.docks.history as history_module
    import tabletop.ui.docks.log as log_module

    for module in (log_module, history_module):
        monkeypatch.setattr(module, "SHOWN_ROWS", 20)
    monkeypatch.setattr("tabletop.ui.docks.steps.SHOWN_ROWS", 20)
    window = shown_window(qtbot, "free", (1200, 800))
    session = window.session
    assert session.submit(Draw(0, 1)).applied
    uid = session.controller.state.zones["p0.hand"].cards[-1]
    for index in range(59):
        zone = "p0.table" if index % 2 else "p0.discard"
        assert session.submit(MoveCard(0, uid, zone, -1, True)).applied
    window.set_session(session)  # as a loaded game is put up
    log, history = window.log_dock, window.history_dock
    total = len(session.controller.history.done)
    assert total >= 60 and len(log.lines()) == 20
    assert (log.first_shown, history.first_shown) == (total - 20, total - 20)
    before = log.worded
    window.set_session(session)
    assert log.worded - before == 20 and history.list.count() == 21
    for dock in (log, history):  # English plurals come from tabletop_en.ts in the app
        assert dock.list.item(0).text().startswith(f"▲ Show {total - 20} earlier step")
    assert history.texts()[1].startswith(f"{total - 19}. ")
    full = [row.removesuffix("  ✖") for row in history.texts()[1:]]
    assert full == [f"{n}. {line}" for n, line in enumerate(log.lines(), total - 19)]
    assert history.list.currentRow() == 20 and history.list.item(20).font().bold()

    log.list.scrollToTop()
    QApplication.processEvents()
    rect = log.list.visualItemRect(log.list.item(0))
    qtbot.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert log.first_shown == total - 40 and len(log.lines()) == 40
    history.list.itemActivated.emit(history.list.item(0))
    assert history.first_shown == total - 40
    assert history.texts()[1].startswith(f"{total - 39}. ")

    # A click on a step of the history goes back to it; then back past the first row shown.
    first = history.first_shown
    history.list.itemActivated.emit(history.list.item(5))
    assert len(session.controller.history.done) == first + 5
    assert history.list.item(5).font().bold() and history.list.item(6).font().italic()
    for _ in range(10):
        assert session.undo()
    back = first - 5
    assert history.first_shown < back and log.first_shown < back
    assert len(log.lines()) == back - log.first_shown
    assert history.list.item(back - history.first_shown).font().bold()
