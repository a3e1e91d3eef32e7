"""A card dropped on the table is painted before the docks follow it
(:mod:`tabletop.ui.window.chrome`): the release changes the table and asks for its repaint;
the step bar, the Undo text, the history and the log are refreshed once, right after the
table's paint, in the same turn of the event loop. Any other change refreshes them at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from typing_extensions import override

from tabletop.engine import NextStep
from tabletop.ui.main_window import MainWindow

from .conftest import opened_window
from .mouse import drag, visible_point
from .playable import playable_cards


class _Order(QObject):
    """Notes the table's paints in the order of the events (with the chrome's refreshes)."""

    def __init__(self, seen: list[str]) -> None:
        super().__init__()
        self.seen = seen

    @override
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def _playable(window: MainWindow) -> tuple[int, str]:
    """The first playable card of the hand of the seat to act, and where it may go."""
    uid = playable_cards(window)[0]
    return uid, window.session.destinations(uid)[0]


def _noted_refreshes(window: MainWindow) -> tuple[list[str], Callable[[], None]]:
    """Note each refresh of the window's chrome in the list returned ("chrome"), with the
    refresh itself (to call without noting it)."""
    seen: list[str] = []
    refresh = window._refresh_chrome

    def noted() -> None:
        seen.append("chrome")
        refresh()

    window._refresh_chrome = noted  # type: ignore[method-assign]
    return seen, refresh


def test_a_drop_paints_the_table_then_refreshes_the_docks_once(qtbot: QtBot) -> None:
    window = opened_window(qtbot, "dbgt", (1280, 800), "enforced")
    window.scene.set_animation_speed(0)
    uid, target = _playable(window)
    QApplication.processEvents()
    seen, refresh = _noted_refreshes(window)
    order = _Order(seen)
    window.view.viewport().installEventFilter(order)
    card = next(c for c in window.scene.card_items() if c.uid == uid)
    zone = window.scene.zone_item(target)
    assert zone is not None
    start = visible_point(window, card)
    assert start is not None
    before = len(window.session.controller.log)
    seen.clear()
    drag(window, start, window.view.mapFromScene(zone.scene_rect().center()))
    assert len(window.session.controller.log) > before, "the drop was played"
    assert "chrome" not in seen, "the docks wait for the table's paint"
    assert window.chrome.due
    qtbot.waitUntil(lambda: "chrome" in seen, timeout=5000)
    assert seen.count("chrome") == 1, seen  # the drop's steps refresh the docks once
    assert "paint" in seen[: seen.index("chrome")], seen  # the table painted first
    assert not window.chrome.due
    # the docks show the game after the drop (a refresh now changes nothing of them)
    texts = (window.menu_actions["undo"].text(), window.menu_actions["undo"].isEnabled())
    assert texts[1] == window.session.can_undo()
    undo = window.session.next_undo()
    if undo is not None:  # a drop that reveals a card may not be undone (a random deal)
        assert window.session.action_text(undo.action) in texts[0]
    refresh()
    assert (window.menu_actions["undo"].text(), window.menu_actions["undo"].isEnabled()) == texts


def test_a_change_made_otherwise_refreshes_the_docks_at_once(qtbot: QtBot) -> None:
    window = opened_window(qtbot, "dbgt", (1280, 800), "enforced")
    seat = window.session.actor()
    assert seat is not None
    seen, _refresh = _noted_refreshes(window)
    step = window.session.step()
    assert window.session.submit(NextStep(seat), window).applied
    assert window.session.step() != step
    assert seen and not window.chrome.due  # refreshed within the submit, no event loop


def test_a_waiting_refresh_runs_once_without_a_paint_and_at_once_when_asked(qtbot: QtBot) -> None:
    from tabletop.ui.window.chrome import ChromeRefresh

    runs: list[int] = []
    chrome = ChromeRefresh(lambda: runs.append(1))
    chrome.request(after_paint=True)
    chrome.request(after_paint=True)  # the drop's later steps: still one refresh
    assert runs == [] and chrome.due
    qtbot.waitUntil(lambda: runs == [1], timeout=2000)  # no paint came: it ran anyway
    assert not chrome.due
    QApplication.processEvents()
    assert runs == [1]
    chrome.request(after_paint=True)
    chrome.table_painted()
    qtbot.waitUntil(lambda: runs == [1, 1], timeout=2000)
    chrome.request(after_paint=True)
    chrome.now()  # a change made otherwise meanwhile: done now, not again later
    assert runs == [1, 1, 1] and not chrome.due
    for _ in range(5):
        QApplication.processEvents()
    assert runs == [1, 1, 1]
    chrome.request(after_paint=False)
    assert runs == [1, 1, 1, 1]
