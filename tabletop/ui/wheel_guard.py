"""The mouse wheel in dialogs scrolls; it changes a field's value only when the field has focus.

Qt lets the wheel change a spin box, a combo box or a slider the pointer happens to pass over,
so scrolling a dialog's list of rule parameters changed the draw count from 2 to 0 without a
word. :class:`WheelGuard`, one event filter for the whole application
(:func:`install_wheel_guard`), stops that in every dialog, including fields made after it
opens (a new profile's parameters): over such a field without focus the wheel event is passed
on to the field's parents, so the scroll area around it scrolls; once the field has focus
(clicked, or reached with Tab) the wheel changes it as usual. Those fields no longer take focus
from the wheel itself (``Qt.WheelFocus`` becomes ``Qt.StrongFocus``). Scroll bars are not
fields: the wheel always moves them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QScrollBar,
    QWidget,
)
from typing_extensions import override

FIELDS = (QAbstractSpinBox, QComboBox, QAbstractSlider)
"""The kinds of field whose value a wheel turn changes."""


def guarded(widget: QObject) -> bool:
    """Is ``widget`` a field of a dialog whose value the wheel would change?"""
    return (
        isinstance(widget, FIELDS)
        and not isinstance(widget, QScrollBar)
        and isinstance(widget.window(), QDialog)
    )


class WheelGuard(QObject):
    """The application's event filter that keeps the wheel off unfocused dialog fields."""

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.Wheel, QEvent.Type.Polish) or not guarded(watched):
            return False
        assert isinstance(watched, QWidget)
        if kind == QEvent.Type.Polish:  # before it is shown: the wheel does not focus it
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if watched.hasFocus():
            return False
        event.ignore()  # handled here but not accepted: Qt offers it to the parents
        return True


_GUARD: list[WheelGuard] = []


def install_wheel_guard() -> None:
    """Install the :class:`WheelGuard` on the application (once; nothing without one)."""
    app = QCoreApplication.instance()
    if app is None or (_GUARD and _GUARD[0].parent() is app):
        return
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    _GUARD[:] = [guard]
