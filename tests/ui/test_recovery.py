"""Resuming a game after a crash: the autosave journal is replayed action by action."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.engine import LogEntry
from tabletop.engine.table_actions import MoveCard
from tabletop.storage import Journal, StorageError, find_unfinished, recover
from tabletop.storage.claims import journal_dir, kept_name
from tabletop.ui.app import offer_recovery
from tabletop.ui.main_window import MainWindow
from tests.test_crash_recovery import play

ACTIONS = 12


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Answer Yes to "Resume?"; collect what the user is then told."""
    messages: list[tuple[str, str]] = []
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: yes)
    for kind in ("information", "warning"):
        monkeypatch.setattr(
            QMessageBox,
            kind,
            lambda parent, title, text, *rest, kind=kind: (
                messages.append((kind, text)) or QMessageBox.StandardButton.Ok
            ),
        )
    return messages


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow("free", remember_geometry=False, autosave=True)
    qtbot.addWidget(window)
    return window


def crashed_journal(entries: list[LogEntry] | None = None) -> Path:
    """A journal as a crash leaves it: the opening plus ACTIONS actions (or ``entries``)."""
    game = play(ACTIONS)
    journal = Journal.start(game.setup, "enforced", log=entries or game.log, fsync=False)
    journal.close()
    return journal.path


def test_recovers_every_action(window: MainWindow, told: list[tuple[str, str]]) -> None:
    path = crashed_journal()
    total = len(play(ACTIONS).log)
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.complete
    assert len(window.session.controller.log) == total == recovery.recovered
    assert window.session.controller.log == play(ACTIONS).log
    assert told == [("information", f"Actions recovered: {total} of {total}.")]
    assert not path.exists()  # discarded once the game runs again in a new journal
    journal = window.session.journal
    assert journal is not None and journal.path.exists() and journal.path != path
    assert find_unfinished() == []


def test_corrupt_middle_line_recovers_up_to_it(
    window: MainWindow, told: list[tuple[str, str]]
) -> None:
    path = crashed_journal()
    lines = path.read_bytes().splitlines(keepends=True)
    lines[6] = b'{"op": "add", "entry": {garbled\n'  # the header, then events 1..5 are whole
    path.write_bytes(b"".join(lines))
    recovery = offer_recovery(window)
    assert recovery is not None and not recovery.complete
    assert recovery.recovered == recovery.total == 5
    assert len(window.session.controller.log) == 5
    ((kind, text),) = told
    assert kind == "warning"
    assert "Actions recovered: 5 of 5." in text
    assert "The autosave file could not be read after action 5." in text
    kept = kept_name(path)
    assert recovery.kept == kept and str(kept) in text
    assert not path.exists() and kept.read_bytes() == b"".join(lines)  # kept aside, unchanged
    assert find_unfinished() == []  # not offered again by this version


def test_refused_action_stops_the_replay_with_its_reason(
    window: MainWindow, told: list[tuple[str, str]]
) -> None:
    game = play(ACTIONS)
    bad = LogEntry(MoveCard(0, 99999, "p0.table"), ())
    crashed_journal([*game.log[:4], bad, *game.log[4:]])
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.error is not None
    assert recovery.recovered == 4
    assert recovery.total == len(game.log) + 1
    assert len(window.session.controller.log) == 4
    ((kind, text),) = told
    assert kind == "warning"
    assert "The game stops before action 5: " in text
    assert recovery.stopped_at and recovery.stopped_at in text  # the action, named
    assert "Action 5 of the game record" in text
    assert "There is no such card on the table." in text
    assert "refused_in_log" not in text and "no_such_card" not in text
    assert recovery.kept is not None and recovery.kept.exists()


def test_declining_discards_the_journal(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = crashed_journal()
    no = QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: no)
    assert offer_recovery(window) is None
    assert not path.exists()


def test_failed_recovery_keeps_the_journal(
    window: MainWindow, told: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = crashed_journal()
    from tabletop.engine.errors import EngineError
    from tabletop.games import replay as replay_module

    def broken(*args: object, **kwargs: object) -> object:
        raise EngineError("unknown_game", game="free")

    monkeypatch.setattr(replay_module, "make_ruleset", broken)
    assert offer_recovery(window) is None
    ((kind, text),) = told
    assert kind == "warning" and "Unknown game “free”." in text
    # Nothing lost: kept aside, so this version does not ask again at every start, but a
    # later one (that may know the game) offers it.
    assert not path.exists()
    (kept,) = journal_dir().glob("journal-*-kept-*.jsonl")
    assert str(kept) in text
    assert find_unfinished() == []
    assert journal_dir() == path.parent


def test_a_journal_the_system_refuses_to_read_stays_to_be_offered_again(
    window: MainWindow, told: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = crashed_journal()
    from tabletop import storage

    def refused(*args: object) -> object:
        raise storage.StorageError("io_error", errno=5, op="read")

    monkeypatch.setattr(storage, "recover", refused)
    assert offer_recovery(window) is None
    assert path.exists() and find_unfinished() == [path]


def test_old_journal_stays_until_the_new_one_holds_the_game(
    window: MainWindow, told: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = crashed_journal()
    from tabletop.storage import journal as journal_module

    real_start = journal_module.Journal.start.__func__  # type: ignore[attr-defined]
    full = [True]

    def start(cls: type[Journal], *args: object, **kwargs: object) -> Journal:
        if full[0]:
            raise StorageError("io_error", errno=28, op="write")
        return real_start(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(journal_module.Journal, "start", classmethod(start))
    recovery = offer_recovery(window)
    assert recovery is not None and recovery.complete
    assert window.session.journal is None and window.session.autosave_error is not None
    assert path.exists() and find_unfinished() == []  # kept, and still held by this game
    full[0] = False
    window.next_step()  # the next action starts the journal, with the whole game in it
    journal = window.session.journal
    assert journal is not None and window.session.autosave_error is None
    assert not path.exists()
    assert recover(journal.path).log == window.session.controller.log
