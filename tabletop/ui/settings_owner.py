"""The one holder of the user's settings while the app runs.

The settings file is read once, when the app starts (:meth:`SettingsOwner.load`); every part of
the interface then asks :func:`settings_owner` for them (``.current``) and changes them through
:meth:`SettingsOwner.update`, which stores them and emits :attr:`SettingsOwner.changed`.
Storing goes through :func:`tabletop.storage.save_settings`, so a settings file that could not
be read is never written over: the settings then live in memory until the app quits.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tabletop.storage import Settings, StorageError, save_settings
from tabletop.storage.settings import load_settings_report, settings_path


class SettingsOwner(QObject):
    """The settings in effect, and the file they are kept in.

    ``problem`` is what went wrong reading the file at start (None when nothing did), for the
    start-up notice.
    """

    changed = Signal(object)
    """The settings after an :meth:`update` that changed them (a copy)."""

    def __init__(self, settings: Settings, path: Path, problem: StorageError | None = None) -> None:
        super().__init__()
        self._current = settings.model_copy(deep=True)
        self._path = path
        self._problem = problem

    @classmethod
    def load(cls, path: Path | None = None) -> SettingsOwner:
        """Read the settings file (``path``, else the user's) and make it the app's owner."""
        target = settings_path(path)
        settings, problem = load_settings_report(target)
        owner = cls(settings, target, problem)
        _OWNER[:] = [owner]
        return owner

    @property
    def current(self) -> Settings:
        """A copy of the settings in effect (change it, then pass it to :meth:`update`)."""
        return self._current.model_copy(deep=True)

    @property
    def path(self) -> Path:
        """The settings file."""
        return self._path

    @property
    def problem(self) -> StorageError | None:
        """Why the settings file could not be used at start (None: it could, or is absent)."""
        return self._problem

    def update(self, settings: Settings | None = None, /, **changes: Any) -> bool:
        """Put ``settings`` (default: the current ones) with ``changes`` in effect and store them;
        False when that changes nothing (then nothing is stored or emitted).

        The changes are validated (a bad value raises ``ValueError`` and changes nothing). The
        new settings are in effect and :attr:`changed` is emitted even when storing them fails;
        that raises :class:`StorageError` afterwards.
        """
        new = (settings if settings is not None else self._current).model_copy(deep=True)
        for name, value in changes.items():
            if name not in Settings.model_fields:
                raise ValueError(f"no setting {name!r}")
            setattr(new, name, value)  # validated: the model validates assignments
        if new == self._current:
            return False
        self._current = new
        self.changed.emit(new.model_copy(deep=True))
        save_settings(new, self._path)
        return True


def not_saved_text(path: Path, error: StorageError) -> str:
    """What the user is told when the settings could not be stored in ``path``: the file, why
    (a read-only or full disk in words), and that they hold until the app is closed."""
    from tabletop.i18n.reasons import verdict_text

    return QCoreApplication.translate(
        "SettingsOwner",
        "The settings could not be saved in {file}: {reason} They apply until Tabletop is closed.",
    ).format(file=str(path), reason=verdict_text(error.code, error.params))


_OWNER: list[SettingsOwner] = []


def settings_owner() -> SettingsOwner:
    """The app's settings owner; read from the user's settings file on first use.

    The owner belongs to one settings file: when the user's settings file is another one
    (``TABLETOP_HOME`` changed, as between tests), that file is read anew.
    """
    if not _OWNER or _OWNER[0].path != settings_path():
        SettingsOwner.load()
    return _OWNER[0]
