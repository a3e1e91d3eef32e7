"""Finding the journals a crash left, and holding one while its game is resumed.

:func:`find_unfinished` lists them; :func:`claim_unfinished` locks the one it chooses (OS lock,
as a running journal holds its own), so two instances started together never resume the same
game. A :class:`Claim` is held until the game runs again in a new journal: then the old journal
is deleted (:meth:`Claim.discard`) or, after a partial recovery, kept aside
(:meth:`Claim.keep_aside`) as ``journal-…-kept-<version>.jsonl``: not offered again by the same
version of Tabletop, only after an update (which may read what this one could not).
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from pathlib import Path
from typing import Final

from tabletop import __version__, paths

from .atomic import fsync_dir, is_locked, remove_stale_temps, try_lock, unlock
from .errors import StorageError

JOURNAL_GLOB: Final = "journal-*.jsonl"
#: Marks a journal kept aside after a partial recovery: ``journal-…-kept-<version>.jsonl``.
KEPT_MARK: Final = "-kept-"
#: The stem of a journal's temporary file while it starts (``.journal.<hex>.tmp``).
TEMP_STEM: Final = "journal"
_READ = os.O_RDONLY | getattr(os, "O_BINARY", 0)


def journal_dir(folder: str | os.PathLike[str] | None = None) -> Path:
    """The journal folder (``paths.state_dir()/journal`` unless given); not created here."""
    return Path(folder) if folder is not None else paths.state_dir(create=False) / "journal"


def in_use(path: Path) -> bool:
    """Is this journal held open by a running Tabletop (this one or another)?"""
    return is_locked(path)


def _version_tag() -> str:
    return re.sub(r"[^A-Za-z0-9._+]", "_", __version__)[:40] or "0"


def kept_name(path: Path) -> Path:
    """Where :meth:`Claim.keep_aside` puts a journal: ``<name>-kept-<this version>.jsonl``."""
    stem = path.name.removesuffix(".jsonl").split(KEPT_MARK, 1)[0]
    return path.with_name(f"{stem}{KEPT_MARK}{_version_tag()}.jsonl")


def _offered(path: Path) -> bool:
    """Ordinary journals always; kept ones only to a version other than the one that kept them."""
    stem = path.name.removesuffix(".jsonl")
    return KEPT_MARK not in stem or stem.rsplit(KEPT_MARK, 1)[1] != _version_tag()


def find_unfinished(folder: str | os.PathLike[str] | None = None) -> list[Path]:
    """Journals left behind by a crash, oldest first (by their last write; those in use by a
    running app skipped, and those this version kept aside after a partial recovery): a game
    a crash cut short comes before any journal started after it, such as a fresh game's that a
    kill during the next start left. Stale temporary files of a journal start that was killed
    are removed on the way."""
    target = journal_dir(folder)
    try:
        candidates = [p for p in target.glob(JOURNAL_GLOB) if p.is_file() and _offered(p)]
    except OSError:
        return []
    remove_stale_temps(target, TEMP_STEM)
    found: list[tuple[float, str, Path]] = []
    for path in candidates:
        if in_use(path):
            continue
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue
        found.append((mtime, path.name, path))
    found.sort()
    return [path for _, _, path in found]


class Claim:
    """An unfinished journal chosen for recovery, held under its OS lock (no other instance
    can choose it) until :meth:`discard`, :meth:`keep_aside` or :meth:`release`."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let go of the lock; the journal stays where it is (and will be offered again)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)

    def discard(self) -> None:
        """Delete the journal (its game runs again in a new journal, or the user declined)."""
        if sys.platform == "win32":  # Windows cannot delete an open file
            self.release()
        try:
            discard(self.path)
        finally:
            self.release()

    def keep_aside(self) -> Path:
        """Rename the journal to :func:`kept_name` (after a partial recovery), so that this
        version does not offer it again but a later one does; returns the new path. Raises
        ``io_error`` when it cannot be renamed (it then stays and will be offered again)."""
        kept = kept_name(self.path)
        if sys.platform == "win32":  # Windows cannot rename an open file
            self.release()
        try:
            os.replace(self.path, kept)
        except OSError as exc:
            raise StorageError("io_error", errno=exc.errno, op="write") from exc
        finally:
            self.release()
        fsync_dir(kept.parent)
        self.path = kept
        return kept

    def __del__(self) -> None:
        self.release()


def claim(path: Path) -> Claim | None:
    """Lock the journal at ``path`` for recovery; None when another instance holds it or it is
    gone (deleted or replaced since it was listed)."""
    try:
        fd = os.open(path, _READ)
    except OSError:
        return None
    try:
        if try_lock(fd):
            held, now = os.fstat(fd), os.stat(path)
            if (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino):
                return Claim(path, fd)
            unlock(fd)
    except OSError:
        pass
    os.close(fd)
    return None


def claim_unfinished(folder: str | os.PathLike[str] | None = None) -> Claim | None:
    """The oldest unfinished journal (see :func:`find_unfinished`), locked as it is chosen;
    None when there is none that no other instance holds."""
    for path in find_unfinished(folder):
        claimed = claim(path)
        if claimed is not None:
            return claimed
    return None


def discard(path: str | os.PathLike[str]) -> None:
    """Delete an unfinished journal (the user declined recovery, or it has been resumed)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise StorageError("io_error", errno=exc.errno, op="delete") from exc
