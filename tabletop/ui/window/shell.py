"""What the main window shows before its game: the pieces of a start that come before the engine.

A start paints the window first (its menus, the step bar's place and the empty table) and only
then imports the engine, the game, the card sets and the docks (:meth:`MainWindow.complete`).
Nothing here imports more than Qt and :mod:`tabletop.paths`:

* :func:`peek_settings` reads the two settings the first paint needs (the language and the
  window geometry) from the settings file without pydantic; the whole file is read and checked
  by :class:`tabletop.ui.settings_owner.SettingsOwner` right after, which also tells about a
  file it cannot use (this read ignores any problem).
* :class:`EmptyTable` is the table area until the table is built: the surround and the felt.
* :func:`when_painted` calls back once a widget has been painted for the first time.
* :class:`InputGate` completes the window before the first key press or click reaches it, so
  that nothing the user does in the first moments is lost.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QFrame, QWidget

from tabletop import paths

if TYPE_CHECKING:
    from typing_extensions import override as override
else:  # typing_extensions would cost the first paint some 5 ms; at run time this is all it does
    _Method = TypeVar("_Method")

    def override(method: _Method) -> _Method:
        """Mark ``method`` as overriding its base class's (checked by mypy)."""
        return method


SETTINGS_FILE = "settings.json"
"""The settings file in :func:`tabletop.paths.config_dir` (``storage.settings.SETTINGS_FILE``)."""
MAX_PEEK_BYTES = 1024 * 1024
"""A larger settings file is not read here (``storage.settings.MAX_SETTINGS_BYTES``)."""
LANGUAGES = ("system", "ja", "en")

SURROUND = "#1b231e"
FELT_CENTRE = "#2e7d4b"
FELT_EDGE = "#1c5632"
"""The table's colours (those of :mod:`tabletop.ui.table.scene`)."""

NO_SHOW_FALLBACK_MS = 500
"""When a shown window gets no paint event this soon (a start minimised), go on all the same."""


@dataclass(frozen=True)
class EarlySettings:
    """The settings the first paint needs; None where the file does not say (or cannot)."""

    language: str | None = None
    window_geometry: str | None = None


def peek_settings() -> EarlySettings:
    """The language and window geometry of the user's settings file, read without checking
    the rest (any problem: :class:`EarlySettings` of Nones; the full read tells of it)."""
    try:
        path = paths.config_dir(create=False) / SETTINGS_FILE
        # Not blocking on a pipe or a device put there: only a regular file is read.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(handle, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                return EarlySettings()
            raw = file.read(MAX_PEEK_BYTES + 1)
        data = json.loads(raw) if len(raw) <= MAX_PEEK_BYTES else None
    except (OSError, ValueError):
        return EarlySettings()
    if not isinstance(data, dict):
        return EarlySettings()
    language, geometry = data.get("language"), data.get("window_geometry")
    return EarlySettings(
        language if language in LANGUAGES else None,
        geometry if isinstance(geometry, str) and geometry.isascii() else None,
    )


class EmptyTable(QFrame):
    """The table area before the table is built: the surround and the felt, nothing on it.

    Drawn by a style sheet, not by Python: a Python ``paintEvent`` makes PySide6 set up the
    painting classes' enums at the first paint (some 20 ms)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EmptyTable")
        self.setStyleSheet(
            f"QFrame#EmptyTable {{ border: 24px solid {SURROUND}; "
            "background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.7, fx: 0.5, fy: 0.5, "
            f"stop: 0 {FELT_CENTRE}, stop: 1 {FELT_EDGE}); }}"
        )


class _PaintWatch(QObject):
    def __init__(self, widget: QWidget, callback: Callable[[], None], fallback_ms: int) -> None:
        super().__init__(widget)
        self._callback: Callable[[], None] | None = callback
        widget.installEventFilter(self)
        if fallback_ms >= 0:
            QTimer.singleShot(fallback_ms, self, self._fire)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._callback is not None:
            # The children are painted in the same pass, right after: call back once it ends.
            QTimer.singleShot(0, self, self._fire)
        return False

    def _fire(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self.deleteLater()
            callback()


def when_painted(
    widget: QWidget, callback: Callable[[], None], fallback_ms: int = NO_SHOW_FALLBACK_MS
) -> None:
    """Call ``callback`` once, right after ``widget``'s first paint (or after ``fallback_ms``
    without one; -1: wait for the paint however long it takes)."""
    _PaintWatch(widget, callback, fallback_ms)


USER_INPUT = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.Wheel,
        QEvent.Type.ContextMenu,
        QEvent.Type.TouchBegin,
        QEvent.Type.DragEnter,
    }
)
"""Events through which the user acts on the window."""


class InputGate(QObject):
    """Until :meth:`open`: before the first user input to ``window`` (a click on a menu, a
    shortcut, a wheel turn), ``complete`` runs, so the input then reaches a whole window.

    It watches the window's native window, which every click and key press passes through
    first, and the window itself, which a shortcut is offered to first while nothing in it has
    the focus (as before its game) -- not the application: watching every event of every
    object in Python would make PySide6 set up the Python type of each object it passes (some
    40 ms at start). Install it once ``window`` is shown."""

    def __init__(self, window: QWidget, complete: Callable[[], None]) -> None:
        super().__init__(window)
        self._complete: Callable[[], None] | None = complete
        self._watched: list[QObject] = [window]
        handle = window.windowHandle()
        if handle is not None:
            self._watched.append(handle)
        for watched in self._watched:
            watched.installEventFilter(self)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._complete is not None and event.type() in USER_INPUT:
            complete = self._complete
            self.open()
            complete()
        return False

    def open(self) -> None:
        """Let input through without completing (the window is whole)."""
        if self._complete is not None:
            self._complete = None
            for watched in self._watched:
                watched.removeEventFilter(self)
            self.deleteLater()
