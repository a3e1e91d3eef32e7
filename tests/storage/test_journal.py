"""The autosave journal: events on disk, folded back into a game after a crash."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.engine.log import LogEntry
from tabletop.engine.setup import GameSetup
from tabletop.engine.table_actions import MoveCard
from tabletop.storage import claims as claims_mod
from tabletop.storage import journal as journal_mod
from tabletop.storage.atomic import create_temp
from tabletop.storage.claims import claim, claim_unfinished, discard, find_unfinished
from tabletop.storage.errors import StorageError
from tabletop.storage.journal import Journal, recover

from .helpers import digest


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def test_header_and_events(tmp_path: Path, setup: GameSetup, log: list[LogEntry]) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.append(log[0])
    j.append(log[1])
    j.undo()
    j.redo()
    j.set_mode("manual")
    lines = _lines(j.path)
    assert lines[0]["journal"] == 1
    assert lines[0]["app_version"] == tabletop.__version__
    assert lines[0]["setup"] == setup.to_json()
    assert lines[0]["mode"] == "enforced"
    assert lines[1:] == [
        {"op": "add", "entry": log[0].to_json()},
        {"op": "add", "entry": log[1].to_json()},
        {"op": "undo"},
        {"op": "redo"},
        {"op": "mode", "mode": "manual"},
    ]
    j.close()


def test_default_folder_is_state_dir(setup: GameSetup, tabletop_home: Path) -> None:
    j = Journal.start(setup, "enforced")
    assert j.path.parent == tabletop_home / "state" / "journal"
    assert j.path.name.startswith("journal-") and j.path.suffix == ".jsonl"
    j.finish()
    assert not j.path.exists()
    assert find_unfinished() == []


def test_fold_undo_redo_and_new_entry(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    for entry in log[:4]:
        j.append(entry)
    j.undo(2)  # log 0,1 | redo 2,3
    j.redo()  # log 0,1,2 | redo 3
    j.undo()  # log 0,1 | redo 2,3
    j.set_mode("manual")
    j.close()
    r = recover(j.path)
    assert r.log == log[:2]
    assert r.redo == log[2:4]
    assert r.mode == "manual"
    assert (r.complete_lines, r.dropped_tail) == (8, False)
    assert r.setup == setup

    j = Journal.start(setup, "enforced", tmp_path, log=r.log, redo=r.redo)
    j.append(log[5])  # a new action clears the redo tail
    j.close()
    r2 = recover(j.path)
    assert r2.log == [*log[:2], log[5]]
    assert r2.redo == []


def test_start_continues_a_game(tmp_path: Path, setup: GameSetup, log: list[LogEntry]) -> None:
    j = Journal.start(setup, "manual", tmp_path, log=log[:3], redo=log[3:])
    j.redo(2)
    j.close()
    r = recover(j.path)
    assert r.log == log[:5] and r.redo == log[5:] and r.mode == "manual"


def test_undo_redo_beyond_history_is_an_error(tmp_path: Path, setup: GameSetup) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    with pytest.raises(ValueError):
        j.undo()
    j.append(LogEntry(MoveCard(0, 1, "p0.hand")))
    with pytest.raises(ValueError):
        j.redo()
    with pytest.raises(ValueError):
        j.undo(2)
    with pytest.raises(ValueError):
        j.set_mode("free")  # type: ignore[arg-type]
    j.finish()


@pytest.mark.parametrize(
    "tail",
    [
        b'{"op": "add", "entry": {"action": "move 0 9',  # cut mid-line
        b'{"op": "ad',
        b"\xe3\x81",  # cut inside a UTF-8 character
        b"garbage\n",
        b'{"op": "undo", "n": 99}\n',  # more than there is to undo
        b'{"op": "jump"}\n',
        b'{"op": "mode", "mode": "free"}\n',
        b'{"op": "add", "entry": {"action": "teleport 1"}}\n',
        b"[" * 5000 + b"\n",
        b"\x00" * 4096,  # a power cut can leave zeroed blocks at the end
    ],
)
def test_garbled_last_line_dropped(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], tail: bytes
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    for entry in log[:3]:
        j.append(entry)
    j.close()
    with open(j.path, "ab") as handle:
        handle.write(tail)
    before = digest(j.path)
    r = recover(j.path)
    assert r.log == log[:3]
    assert (r.complete_lines, r.dropped_tail) == (3, True)
    assert digest(j.path) == before  # recovery never writes


def test_garbled_middle_line_stops_there(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.append(log[0])
    j.close()
    with open(j.path, "ab") as handle:
        handle.write(b"{broken\n")
        handle.write(b'{"op": "add", "entry": ' + json.dumps(log[1].to_json()).encode() + b"}\n")
    r = recover(j.path)
    assert r.log == log[:1]  # nothing after a hole: replaying it would diverge
    assert r.dropped_tail


def test_last_line_without_newline_but_whole_is_kept(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.append(log[0])
    j.close()
    with open(j.path, "ab") as handle:
        handle.write(b'{"op": "add", "entry": ' + json.dumps(log[1].to_json()).encode() + b"}")
    r = recover(j.path)
    assert r.log == log[:2] and not r.dropped_tail


def test_crlf_lines_read(tmp_path: Path, setup: GameSetup, log: list[LogEntry]) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.append(log[0])
    j.append(log[1])
    j.close()
    j.path.write_bytes(j.path.read_bytes().replace(b"\n", b"\r\n"))
    assert recover(j.path).log == log[:2]


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"", "truncated"),
        (b'{"journal": 1, "setup": {"ga', "truncated"),
        (b"not json\n", "not_json"),
        (b"[1]\n", "not_a_save"),
        (b'{"format": "tabletop-save"}\n', "not_a_save"),
        (b'{"journal": 2, "mode": "enforced", "setup": {}}\n', "newer_schema"),
        (b'{"journal": 0, "mode": "enforced", "setup": {}}\n', "unknown_schema"),
        (b'{"journal": "1", "mode": "enforced", "setup": {}}\n', "bad_field"),
        (b'{"journal": 1, "mode": "free", "setup": {}}\n', "bad_field"),
        (b'{"journal": 1, "mode": "manual", "setup": []}\n', "bad_field"),
        (b'{"journal": 1, "mode": "manual", "setup": {"game": "dbgt"}}\n', "bad_field"),
        (b"\xff\xfe\n", "bad_encoding"),
    ],
)
def test_bad_header_refused(tmp_path: Path, content: bytes, code: str) -> None:
    path = tmp_path / "journal-x.jsonl"
    path.write_bytes(content)
    with pytest.raises(StorageError) as info:
        recover(path)
    assert info.value.code == code
    assert path.read_bytes() == content


def test_missing_and_huge_journals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(StorageError) as info:
        recover(tmp_path / "journal-none.jsonl")
    assert info.value.code == "not_found"
    monkeypatch.setattr(journal_mod, "MAX_JOURNAL_BYTES", 1000)
    huge = tmp_path / "journal-huge.jsonl"
    with open(huge, "wb") as handle:
        handle.truncate(2000)
    with pytest.raises(StorageError) as info:
        recover(huge)
    assert info.value.code == "too_large"


def test_find_unfinished_oldest_first_and_skips_live(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    old = Journal.start(setup, "enforced", tmp_path)
    old.close()
    new = Journal.start(setup, "enforced", tmp_path)
    new.append(log[0])
    new.close()
    t = time.time()
    os.utime(old.path, (t - 100, t - 100))
    live = Journal.start(setup, "enforced", tmp_path)  # open: another game is using it
    (tmp_path / "notes.txt").write_text("not a journal")
    assert find_unfinished(tmp_path) == [old.path, new.path]  # a crashed game before later ones
    live.close()
    assert find_unfinished(tmp_path)[-1] == live.path
    discard(old.path)
    discard(old.path)  # already gone: fine
    assert old.path not in find_unfinished(tmp_path)


def test_find_unfinished_without_folder(tmp_path: Path) -> None:
    assert find_unfinished(tmp_path / "missing") == []
    assert find_unfinished() == []


def test_no_temp_files_left(tmp_path: Path, setup: GameSetup) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [j.path.name]
    j.finish()
    assert list(tmp_path.iterdir()) == []


def test_write_failure_cuts_partial_line(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.append(log[0])
    real_write = os.write

    def half(fd: int, data: Any) -> int:
        real_write(fd, bytes(data[:5]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", half)
    with pytest.raises(StorageError) as info:
        j.append(log[1])
    monkeypatch.undo()
    assert (info.value.code, info.value.params["errno"]) == ("io_error", errno.ENOSPC)
    j.append(log[2])  # the disk has room again
    j.close()
    r = recover(j.path)
    assert r.log == [log[0], log[2]] and not r.dropped_tail


def test_fsync_failure_reported(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    every = Journal.start(setup, "enforced", tmp_path, fsync=True, sync_interval=0)

    def fail(fd: int) -> None:
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(os, "fsync", fail)
    j.append(log[0])  # written at once; its flush waits (the last one was a moment ago)
    with pytest.raises(StorageError) as failed:
        j.sync()
    assert failed.value.params["op"] == "sync"
    with pytest.raises(StorageError):
        every.append(log[0])  # a journal that flushes every line reports at once
    monkeypatch.undo()
    every.close()
    j.close()
    with pytest.raises(StorageError) as info:
        j.append(log[0])  # closed
    assert info.value.code == "io_error"
    assert recover(j.path).log == [log[0]]  # on the disk of the app, if not of the drive


def test_start_failure_leaves_nothing(
    tmp_path: Path, setup: GameSetup, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(*args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(StorageError) as info:
        Journal.start(setup, "enforced", tmp_path)
    monkeypatch.undo()
    assert info.value.params["errno"] == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []


def test_context_manager_closes_but_keeps(tmp_path: Path, setup: GameSetup) -> None:
    with Journal.start(setup, "enforced", tmp_path) as j:
        assert not j.closed
    assert j.closed and j.path.exists()


def test_unfsynced_mode(tmp_path: Path, setup: GameSetup, log: list[LogEntry]) -> None:
    j = Journal.start(setup, "enforced", tmp_path, fsync=False)
    for entry in log:
        j.append(entry)
    j.close()
    assert recover(j.path).log == log


def test_replay_action_by_action(tmp_path: Path, setup: GameSetup, log: list[LogEntry]) -> None:
    """The caller replays entries one at a time and stops at the first one it refuses."""
    j = Journal.start(setup, "enforced", tmp_path)
    for entry in log:
        j.append(entry)
    j.close()
    applied: list[LogEntry] = []
    for entry in recover(j.path).log:
        if entry.forced:  # stand-in for a controller refusing an action
            break
        applied.append(entry)
    assert applied == log[:4]


def test_too_many_events_refused_not_cut(
    tmp_path: Path, setup: GameSetup, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A journal longer than any game is refused as a whole (and kept), not silently cut."""
    monkeypatch.setattr(journal_mod, "MAX_EVENTS", 5)
    with Journal.start(setup, "enforced", tmp_path) as journal:
        for _ in range(6):
            journal.append(LogEntry(MoveCard(0, 1, "p0.hand")))
    with pytest.raises(StorageError) as info:
        recover(journal.path)
    assert info.value.code == "too_many_actions"
    assert journal.path.exists()


def _count_fsyncs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = os.fsync

    def counting(fd: int) -> None:
        calls.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", counting)
    return calls


def test_lines_written_at_once_and_flushed_at_most_every_interval(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.start(setup, "enforced", tmp_path, sync_interval=60)
    calls = _count_fsyncs(monkeypatch)
    for entry in log:
        j.append(entry)
    assert calls == [] and j.sync_pending
    assert recover(j.path).log == log  # every line is in the file already
    j.sync()
    j.sync()  # nothing new: no second flush
    assert len(calls) == 1 and not j.sync_pending
    quick = Journal.start(setup, "enforced", tmp_path, sync_interval=0.05)
    calls.clear()
    quick.append(log[0])
    assert calls == [] and quick.sync_pending
    time.sleep(0.06)
    quick.append(log[1])  # the interval has passed: this write flushes both
    assert len(calls) == 1 and not quick.sync_pending
    quick.close()
    j.close()  # closing flushes what is pending
    never = Journal.start(setup, "enforced", tmp_path, fsync=False)
    calls.clear()
    never.append(log[0])
    never.sync()
    never.close()
    assert calls == [] and recover(never.path).log == [log[0]]


def test_claim_locks_the_journal_it_chooses(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry]
) -> None:
    old = Journal.start(setup, "enforced", tmp_path, log=log[:2])
    old.close()
    first = claim_unfinished(tmp_path)
    assert first is not None and first.path == old.path and first.held
    assert find_unfinished(tmp_path) == []  # another instance would skip it
    assert claim_unfinished(tmp_path) is None  # and could not take it
    first.release()
    second = claim_unfinished(tmp_path)
    assert second is not None
    second.discard()
    assert not old.path.exists() and not second.held
    assert claim_unfinished(tmp_path) is None


def test_claim_refuses_a_journal_resumed_since_it_was_listed(
    tmp_path: Path, setup: GameSetup, monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.start(setup, "enforced", tmp_path)
    j.close()
    (listed,) = find_unfinished(tmp_path)
    real_lock = claims_mod.try_lock

    def other_instance_was_faster(fd: int) -> bool:
        # between our open and our lock, the other instance resumed and deleted it
        j.path.unlink()
        j.path.write_text("a new file by the same name")
        return real_lock(fd)

    monkeypatch.setattr(claims_mod, "try_lock", other_instance_was_faster)
    assert claim(listed) is None
    monkeypatch.undo()
    assert claim(tmp_path / "missing.jsonl") is None


def test_kept_journal_offered_again_only_after_an_update(
    tmp_path: Path, setup: GameSetup, log: list[LogEntry], monkeypatch: pytest.MonkeyPatch
) -> None:
    j = Journal.start(setup, "enforced", tmp_path, log=log)
    j.close()
    held = claim_unfinished(tmp_path)
    assert held is not None
    kept = held.keep_aside()
    assert not held.held and not j.path.exists() and kept.exists()
    assert kept.name.endswith(f"-kept-{tabletop.__version__}.jsonl")
    assert recover(kept).log == log  # nothing in it changed
    assert find_unfinished(tmp_path) == []  # this version does not offer it again
    monkeypatch.setattr(claims_mod, "__version__", "99.0")
    assert find_unfinished(tmp_path) == [kept]  # a newer one does
    again = claim_unfinished(tmp_path)
    assert again is not None
    assert again.keep_aside().name == kept.name.replace(tabletop.__version__, "99.0")
    assert find_unfinished(tmp_path) == []


def test_stale_temp_files_of_a_killed_start_are_removed(tmp_path: Path, setup: GameSetup) -> None:
    fd, stale = create_temp(tmp_path, "journal")
    os.close(fd)
    fd, fresh = create_temp(tmp_path, "journal")
    os.close(fd)
    fd, busy = create_temp(tmp_path, "journal")  # still being written (locked)
    other = tmp_path / ".journal.notours.tmp"
    other.write_text("x")
    hour_ago = time.time() - 3600
    for path in (stale, busy, other):
        os.utime(path, (hour_ago, hour_ago))
    assert find_unfinished(tmp_path) == []
    assert not stale.exists()
    assert fresh.exists() and busy.exists() and other.exists()
    os.close(fd)


def test_a_name_that_is_not_text_cannot_start_a_journal(tmp_path: Path) -> None:
    """A lone surrogate in a player's name is a typed error, not a UnicodeEncodeError."""
    setup = GameSetup("free", 1, ("Goku\ud800", "B"))
    with pytest.raises(StorageError) as info:
        Journal.start(setup, "enforced", tmp_path)
    assert info.value.code == "bad_field"
    assert list(tmp_path.iterdir()) == []
