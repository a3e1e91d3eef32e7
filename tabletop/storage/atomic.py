"""Atomic file writes: a crash or a full disk never leaves a half-written file behind.

:func:`atomic_write_bytes` writes a temporary file next to the target, flushes it to disk
(``os.fsync``), renames it over the target (``os.replace``, atomic on POSIX and Windows) and
then flushes the folder entry where the platform allows. On any failure the previous file is
untouched, the temporary file is removed, and :class:`StorageError` (``io_error``) is raised.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import sys
from pathlib import Path

from .errors import StorageError

_BINARY = getattr(os, "O_BINARY", 0)


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
    """Create ``folder/.<stem>.<random>.tmp`` exclusively; returns (fd, path).

    The file gets the usual permissions (0o666 less the umask), like any new file.
    """
    for _ in range(100):
        temp = folder / f".{stem}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
        except FileExistsError:  # pragma: no cover - 48 random bits
            continue
        return fd, temp
    raise FileExistsError(str(folder))  # pragma: no cover


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
