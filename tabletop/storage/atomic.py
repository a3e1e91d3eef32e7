"""Atomic file writes: a crash or a full disk never leaves a half-written file behind.

:func:`atomic_write_bytes` writes a temporary file next to the target, flushes it to disk
(``os.fsync``), renames it over the target (``os.replace``, atomic on POSIX and Windows) and
then flushes the folder entry where the platform allows. On any failure the previous file is
untouched, the temporary file is removed, and :class:`StorageError` (``io_error``) is raised.

The temporary file is ``.NAME.<12 hex digits>.tmp`` and holds an OS lock while it is written.
A process killed mid-write leaves it behind: :func:`remove_stale_temps` (called by every
atomic write, and by the app when it opens a file) deletes those of a target that are older
than :data:`STALE_TEMP_SECONDS` and held by no running writer.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import sys
import time
from pathlib import Path
from typing import Final

from .errors import StorageError

_BINARY = getattr(os, "O_BINARY", 0)
_LOCK_OFFSET: Final = 2**40  # Windows locks a byte range; lock one far past the end
#: A temporary file this old (in seconds) and unlocked belongs to a writer that died.
STALE_TEMP_SECONDS: Final = 60.0


# ------------------------------------------------------------------ OS locks (best effort)


def try_lock(fd: int) -> bool:
    """Take an exclusive, non-blocking lock on an open file; False if another holds it.

    Where the file system cannot lock at all, the answer is True (free): a journal is then
    offered for recovery even if another instance has it open, rather than never offered.
    """
    try:
        if sys.platform == "win32":
            import msvcrt

            pos = os.lseek(fd, 0, os.SEEK_CUR)
            os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            finally:
                os.lseek(fd, pos, os.SEEK_SET)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        return not (sys.platform == "win32" and exc.errno in (errno.EACCES, errno.EDEADLOCK))
    return True


def unlock(fd: int) -> None:
    """Release :func:`try_lock` (closing the descriptor releases it too)."""
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, _LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except Exception:  # best effort, also during interpreter shutdown
        pass


def is_locked(path: Path) -> bool:
    """Is this file held locked by a running process (this one or another)?"""
    try:
        fd = os.open(path, os.O_RDONLY | _BINARY)
    except OSError:
        return False
    try:
        if not try_lock(fd):
            return True
        unlock(fd)
        return False
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries to disk (POSIX only; silently skipped where impossible)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """``os.write`` until every byte is written (a short write is not an error)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:  # pragma: no cover - os.write raises instead
            raise OSError(0, "write returned 0")
        view = view[written:]


def create_temp(folder: Path, stem: str) -> tuple[int, Path]:
    """Create ``folder/.<stem>.<random>.tmp`` exclusively and lock it; returns (fd, path).

    The file gets the usual permissions (0o666 less the umask), like any new file.
    """
    for _ in range(100):
        temp = folder / f".{stem}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
        except FileExistsError:  # pragma: no cover - 48 random bits
            continue
        try_lock(fd)
        return fd, temp
    raise FileExistsError(str(folder))  # pragma: no cover


def remove_stale_temps(folder: Path, stem: str, *, age: float = STALE_TEMP_SECONDS) -> int:
    """Delete the ``.<stem>.<random>.tmp`` files of :func:`create_temp` in ``folder`` that a
    killed writer left: older than ``age`` seconds and not locked. Returns how many went.

    Only our own pattern for this one stem is touched; any failure is ignored (best effort).
    """
    pattern = re.compile(rf"\.{re.escape(stem)}\.[0-9a-f]{{12}}\.tmp")
    removed = 0
    try:
        names = [entry.name for entry in os.scandir(folder)]
    except OSError:
        return 0
    now = time.time()
    for name in names:
        if not pattern.fullmatch(name):
            continue
        temp = folder / name
        try:
            info = os.lstat(temp)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < age or is_locked(temp):
                continue
            os.unlink(temp)
            removed += 1
        except OSError:
            continue
    return removed


def remove_stale_temps_of(path: str | os.PathLike[str]) -> int:
    """:func:`remove_stale_temps` for the file at ``path`` (a save file the app reads or
    writes; through a symbolic link, the file it names)."""
    target = _target(Path(path))
    return remove_stale_temps(target.parent, target.name)


def _target(path: Path) -> Path:
    """Write through a symbolic link to the file it names, as editors do."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at ``path`` with ``data`` atomically (see the module docstring).

    Raises :class:`StorageError` with code ``io_error`` and params ``errno`` and ``op``
    (``write``) when the folder is not writable, the disk is full, or anything else fails.
    """
    target = _target(Path(path))
    folder = target.parent
    remove_stale_temps(folder, target.name)
    try:
        fd, temp = create_temp(folder, target.name)
    except OSError as exc:
        raise StorageError("io_error", errno=exc.errno, op="write") from exc
    try:
        try:
            write_all(fd, data)
            with contextlib.suppress(OSError):
                mode = stat.S_IMODE(os.stat(target).st_mode)
                os.chmod(temp, mode)  # keep the old file's permissions
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise StorageError("io_error", errno=exc.errno, op="write") from exc
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_dir(folder)
