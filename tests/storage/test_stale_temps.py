"""A save killed mid-write leaves ``.NAME.<hex>.tmp``: the next save or load of NAME removes it."""

from __future__ import annotations

import os
import time
from pathlib import Path

from tabletop.storage.atomic import atomic_write_bytes, create_temp, remove_stale_temps_of


def _aged(path: Path, seconds: float = 3600) -> Path:
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_next_write_removes_only_our_stale_temps_of_that_file(tmp_path: Path) -> None:
    target = tmp_path / "game.tabletop"
    fd, stale = create_temp(tmp_path, target.name)
    os.close(fd)
    _aged(stale)
    fd, fresh = create_temp(tmp_path, target.name)  # a save under way in another instance
    os.close(fd)
    fd, writing = create_temp(tmp_path, target.name)  # old but still locked by its writer
    _aged(writing)
    other_game = tmp_path / ".other.tabletop.0123456789ab.tmp"
    other_game.write_text("x")
    not_ours = tmp_path / ".game.tabletop.backup.tmp"
    not_ours.write_text("x")
    for path in (other_game, not_ours):
        _aged(path)
    atomic_write_bytes(target, b"saved")
    assert target.read_bytes() == b"saved"
    assert not stale.exists()
    assert fresh.exists() and writing.exists() and other_game.exists() and not_ours.exists()
    os.close(fd)
    _aged(fresh)
    assert remove_stale_temps_of(target) == 2  # as opening the file does: fresh and writing
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [target.name, other_game.name, not_ours.name]
    )
