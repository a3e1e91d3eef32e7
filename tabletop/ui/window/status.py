"""The main window's status bar: the last action's message, a lasting notice, a failing autosave,
the rules mode and the zoom. A long message wraps and the bar grows a line to show it whole.

They are labels, not ``QStatusBar.showMessage()``: hovering a menu clears those.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QMessageBox

from tabletop.engine import Mode
from tabletop.i18n.reasons import verdict_text
from tabletop.ui.session import FREE

if TYPE_CHECKING:
    from tabletop.ui.window.main_window import MainWindow

MESSAGE_MS = 8000
"""How long a message about the last action stays."""

ERROR_STYLE = "color: #c62828; font-weight: bold;"
WARNING_STYLE = "color: #b26a00; font-weight: bold;"


class WindowStatus:
    """The status bar of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.notice_label = QLabel(window)
        self.message_label = QLabel(window)
        self.game_label = QLabel(window)
        self.zoom_label = QLabel(window)
        self.autosave_label = QLabel(window)  # lasting while autosave fails
        self.autosave_label.setObjectName("AutosaveNotice")
        self.autosave_label.setStyleSheet(ERROR_STYLE)
        for label in (self.message_label, self.notice_label, self.autosave_label):
            label.setWordWrap(True)  # a long reason wraps, the bar grows: it shows whole
        bar = window.statusBar()
        bar.addWidget(self.message_label, 1)  # the room the others leave (empty, they take none)
        bar.addWidget(self.notice_label)
        bar.addWidget(self.autosave_label)
        bar.addPermanentWidget(self.game_label)
        bar.addPermanentWidget(self.zoom_label)
        self._timer = QTimer(window)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_message)

    def show_message(self, text: str, error: bool = False) -> None:
        """Show a message about the last action for a while."""
        self.message_label.setStyleSheet(ERROR_STYLE if error else WARNING_STYLE)
        self.message_label.setText(text)
        self._timer.start(MESSAGE_MS)

    def clear_message(self) -> None:
        """Take the message about the last action away."""
        self.message_label.setText("")

    def show_zoom(self, zoom: float) -> None:
        """The table's zoom, in percent."""
        self.zoom_label.setText(
            QCoreApplication.translate("MainWindow", "Zoom {percent}%").format(
                percent=round(zoom * 100)
            )
        )

    def show_mode(self, game_id: str, mode: Mode | None) -> None:
        """Whether the rules are checked, and how (refused or only warned about)."""
        if game_id == FREE:
            text = QCoreApplication.translate("MainWindow", "Free table: no rules checked")
        elif mode is Mode.MANUAL:
            text = QCoreApplication.translate("MainWindow", "Manual mode: rules only warn")
        else:
            text = QCoreApplication.translate(
                "MainWindow", "Enforced mode: illegal moves are refused"
            )
        self.game_label.setText(text)

    def autosave_changed(self) -> None:
        """Autosave stopped working (told in the status bar and one message box, shown once the
        current gesture is over) or works again."""
        text = self._autosave_text()
        was = self.autosave_label.text()
        self.autosave_label.setText(text)
        if text and not was:
            QTimer.singleShot(0, self._tell_autosave_failed)
        elif was and not text:  # shown after the gesture's own message
            QTimer.singleShot(0, self._tell_autosave_works)

    def _autosave_text(self) -> str:
        error = self._window.session.autosave_error
        if error is None:
            return ""
        reason = (
            QCoreApplication.translate("MainWindow", "The disk is full.")
            if error.params.get("errno") == errno.ENOSPC
            else verdict_text(error.code, error.params)
        )
        return QCoreApplication.translate(
            "MainWindow", "Autosave failed: {reason} It is tried again at the next action."
        ).format(reason=reason)

    def _tell_autosave_works(self) -> None:
        self.show_message(
            QCoreApplication.translate(
                "MainWindow", "Autosave works again; the autosave file holds the whole game."
            )
        )

    def _tell_autosave_failed(self) -> None:
        text = self._autosave_text()
        if text:
            QMessageBox.warning(
                self._window, QCoreApplication.translate("MainWindow", "Autosave"), text
            )
