"""A window's remote game kept on disk, so that a crash costs a pause, not the game.

The hosting window keeps its game as the ``host`` command does (:class:`HostFile`: the game's
setup and log, the host's secrets, the events not yet acknowledged), written before any frame
leaves; the joining window keeps its game as ``join`` does (:class:`GuestFile`: the resume
token, the views received), and beside it a note of the invitation (how to reach the host
again). Both lie in the state folder's ``remote/window`` folder (apart from the command line's
files) and are removed when the game ends, or when the player ends it (the other player was told
they left).

At start-up (:func:`offer_kept_games`) a game found there is offered back, like an autosaved
game after a crash: the hosting player takes it up (listening on the same port, with the same
invitation: the guest, still trying, rejoins), the joining player rejoins (with the kept resume
token). Declined, its files are removed. While a window plays a kept game it holds a lock
beside its file (:class:`GameLock`), so an app started meanwhile on the same computer does not
offer a game that is not lost (a killed app's lock is let go by the system).
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from tabletop.remote.guest_file import GuestFile, guest_path
from tabletop.remote.invitation import Invitation, InvitationError
from tabletop.storage.atomic import atomic_write_bytes, is_locked, try_lock, unlock
from tabletop.storage.errors import StorageError

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

HOST = "host"
GUEST = "guest"


def kept_folder() -> Path:
    """Where the windows keep their remote games."""
    from tabletop.paths import state_dir

    return state_dir() / "remote" / "window"


def note_path(folder: Path, invitation: str) -> Path:
    """The note of the invitation a joining window's game was joined with."""
    return guest_path(folder, invitation).with_suffix(".invitation")


def write_note(folder: Path, invitation: str) -> None:
    """Write down how to reach the host again (once the guest was welcomed)."""
    data = json.dumps({"format": 1, "invitation": invitation}).encode()
    with contextlib.suppress(OSError, StorageError):
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(note_path(folder, invitation), data)


def forget_guest(folder: Path, invitation: str) -> None:
    """Remove a joining window's kept game and its note."""
    GuestFile(folder, invitation).remove()
    with contextlib.suppress(FileNotFoundError):
        note_path(folder, invitation).unlink()


def lock_path(path: Path) -> Path:
    """The lock held beside the kept file ``path`` while its game is played."""
    return path.with_name(path.name + ".lock")


class GameLock:
    """Held while a window plays the game kept at ``path`` (best effort: none where the
    system cannot lock)."""

    def __init__(self, path: Path) -> None:
        self.path = lock_path(path)
        self._fd: int | None = None
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            if try_lock(fd):
                self._fd = fd
            else:
                os.close(fd)

    def release(self) -> None:
        """Let the game go (the game ended, or was left)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):
                self.path.unlink()


@dataclass(frozen=True)
class KeptGame:
    """A remote game a window kept: hosted (``kind`` HOST, ``path`` its host file) or joined
    (GUEST, ``path`` its invitation note)."""

    kind: str
    path: Path
    game_id: str
    invitation: Invitation

    def forget(self) -> None:
        """Remove the game's files."""
        if self.kind == GUEST:
            forget_guest(self.path.parent, self.invitation.text())
        else:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
        with contextlib.suppress(OSError):
            lock_path(self.path).unlink()


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def kept_games(folder: Path | None = None) -> list[KeptGame]:
    """The remote games kept in ``folder`` (default :func:`kept_folder`), oldest first; files
    that cannot be used (unreadable, a game not begun, a note without its game) are removed;
    a game a running window plays (its lock held) is left out."""
    folder = kept_folder() if folder is None else folder
    found: list[tuple[float, KeptGame]] = []
    for path in sorted(folder.glob("host-*.json")):
        if is_locked(lock_path(path)):
            continue
        data = _read(path)
        try:
            if data is None or "setup" not in data:
                raise ValueError("nothing to take up")
            invitation = Invitation.parse(str(data["invitation"]))
            kept = KeptGame(HOST, path, str(data["game_id"]), invitation)
        except (KeyError, ValueError, InvitationError):
            path.unlink(missing_ok=True)
            continue
        found.append((path.stat().st_mtime, kept))
    for path in sorted(folder.glob("guest-*.invitation")):
        if is_locked(lock_path(path)):
            continue
        note = _read(path)
        try:
            if note is None:
                raise ValueError("unreadable")
            invitation = Invitation.parse(str(note["invitation"]))
            game = _read(guest_path(folder, invitation.text()))
            if game is None or game.get("token") is None:
                raise ValueError("no game")
            kept = KeptGame(GUEST, path, str(game["game_id"]), invitation)
        except (KeyError, ValueError, InvitationError):
            path.unlink(missing_ok=True)
            continue
        found.append((path.stat().st_mtime, kept))
    return [kept for _when, kept in sorted(found, key=lambda pair: pair[0])]


def question(kept: KeptGame) -> str:
    """What the player is asked about ``kept``."""
    from tabletop.ui.card_labels import game_label

    game = game_label(kept.game_id)
    if kept.kind == HOST:
        text = QCoreApplication.translate(
            "RemoteKept",
            "Tabletop did not close properly while you were hosting a game of {game}. Take "
            "it up again? The other player rejoins as soon as it is open again. (No ends "
            "that game.)",
        )
    else:
        text = QCoreApplication.translate(
            "RemoteKept",
            "Tabletop did not close properly while you were playing a game of {game} hosted "
            "by {host}. Rejoin it? (No leaves that game.)",
        )
    return text.format(game=game, host=kept.invitation.host)


def offer_kept_games(window: MainWindow, folder: Path | None = None) -> bool:
    """After a crash: offer each remote game kept (oldest first) until one is taken up;
    True when one was. A game declined is forgotten; those after a taken one wait."""
    title = QCoreApplication.translate("RemoteKept", "Resume Remote Game?")
    for kept in kept_games(folder):
        answer = QMessageBox.question(
            window,
            title,
            question(kept),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            kept.forget()
            continue
        if window.remote.take_up(kept):
            return True
    return False
