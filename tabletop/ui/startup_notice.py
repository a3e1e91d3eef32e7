"""At start, a dismissible notice naming each of the user's files that could not be used.

The settings file and the user's card sets are read at start; a file that is refused (or a card
that is not loaded) would otherwise go unsaid. The notice is a bar across the top of the main
window, not a dialog, so it never blocks (``--smoke``, ``--screenshot``); it lists each file
with the reason in the user's language, says what the app does instead, and closes with
*Dismiss*. Its text follows a change of the interface language.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)
from typing_extensions import override

from tabletop.cards.errors import CardDataError
from tabletop.i18n.reasons import MESSAGES, verdict_text
from tabletop.storage.errors import StorageError


def settings_lines(file: Path, problem: StorageError) -> list[str]:
    """What the notice says about a settings file that could not be used."""
    lines = [
        QCoreApplication.translate("StartupNotice", "Settings file {file}: {reason}").format(
            file=file, reason=verdict_text(problem.code, problem.params)
        )
    ]
    kept = problem.params.get("kept_as")
    if kept is None:
        lines.append(
            QCoreApplication.translate(
                "StartupNotice",
                "The file is left as it is and nothing is written to it; settings you change "
                "now last until you quit.",
            )
        )
    elif problem.code == "bad_field":
        lines.append(
            QCoreApplication.translate(
                "StartupNotice",
                "Its other settings are used; a copy of the file was kept as {kept}.",
            ).format(kept=kept)
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "StartupNotice", "The default settings are used; the file was kept as {kept}."
            ).format(kept=kept)
        )
    return lines


def card_set_line(problem: CardDataError) -> str:
    """What the notice says about a user card set (or one of its cards) that was not loaded."""
    path = str(problem.params.get("path", ""))
    params = dict(problem.params)
    if "{path}" in MESSAGES.get(problem.code, ""):
        params["path"] = Path(path).name  # the line names the whole path already
    reason = verdict_text(problem.code, params)
    if problem.code == "card_conflict":
        return QCoreApplication.translate("StartupNotice", "Card set {file}: {reason}").format(
            file=path, reason=reason
        )
    return QCoreApplication.translate(
        "StartupNotice", "Card set {file} was not loaded: {reason}"
    ).format(file=path, reason=reason)


class StartupNotice(QToolBar):
    """The bar of start-up problems; :meth:`text` is what it shows (also for tests)."""

    def __init__(
        self,
        settings_file: Path,
        settings_problem: StorageError | None,
        card_problems: Sequence[CardDataError],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StartupNotice")
        self.setMovable(False)
        self.setFloatable(False)
        self._settings_file = settings_file
        self._settings_problem = settings_problem
        self._card_problems = tuple(card_problems)
        body = QWidget(self)  # one widget, so the text takes the toolbar's whole width
        body.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        layout = QHBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        self._label = QLabel(body)
        self._label.setObjectName("StartupNoticeText")
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self._label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._label, 1)
        self._dismiss = QToolButton(body)
        self._dismiss.setObjectName("StartupNoticeDismiss")
        self._dismiss.clicked.connect(self.dismiss)
        layout.addWidget(self._dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.addWidget(body)
        self.setStyleSheet("QToolBar#StartupNotice { background: #fff4ce; }")
        self.retranslate_ui()

    def text(self) -> str:
        """The notice in the current language: one line per file (and what was done)."""
        lines = [
            QCoreApplication.translate("StartupNotice", "Some of your files could not be used:")
        ]
        if self._settings_problem is not None:
            first, *rest = settings_lines(self._settings_file, self._settings_problem)
            lines += ["• " + first, *("  " + line for line in rest)]
        lines += ["• " + card_set_line(problem) for problem in self._card_problems]
        return "\n".join(lines)

    def retranslate_ui(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(QCoreApplication.translate("StartupNotice", "Problems at Start"))
        self._label.setText(self.text())
        self._dismiss.setText(QCoreApplication.translate("StartupNotice", "Dismiss"))
        self._dismiss.setToolTip(QCoreApplication.translate("StartupNotice", "Hide this notice"))

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        """A tool bar sizes a wrapped label for a narrow width (too tall): give it the height
        its text needs at the width it has."""
        super().resizeEvent(event)
        width = self._label.width()
        if width > 0:
            self._label.setFixedHeight(self._label.heightForWidth(width))

    def dismiss(self) -> None:
        """Hide the notice for the rest of the session."""
        self.hide()
        self.deleteLater()

    @override
    def changeEvent(self, event: QEvent) -> None:
        """Re-translate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def add_startup_notice(
    window: QMainWindow, settings_file: Path, settings_problem: StorageError | None
) -> StartupNotice | None:
    """Put the notice of start-up problems at the top of ``window`` (None: nothing to tell).

    The card problems are those of the app's card database (loaded here if no game has yet).
    """
    from tabletop.cards import default_database

    card_problems = default_database().problems
    if settings_problem is None and not card_problems:
        return None
    notice = StartupNotice(settings_file, settings_problem, card_problems, window)
    window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, notice)
    return notice


def startup_notice(window: QMainWindow) -> StartupNotice | None:
    """The window's notice of start-up problems, if it has one that was not dismissed."""
    notice = window.findChild(StartupNotice, "StartupNotice")
    return notice if isinstance(notice, StartupNotice) and notice.isVisibleTo(window) else None
