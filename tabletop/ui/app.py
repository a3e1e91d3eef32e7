"""Application start-up: the QApplication, its language, the main window, and headless runs."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import (
    QMessageLogContext,
    QTimer,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from tabletop import __version__
from tabletop.cli import SCREENSHOT_SIZE, GuiOptions
from tabletop.i18n.manager import LanguageManager, resolve_language
from tabletop.storage import load_settings
from tabletop.ui.main_window import MainWindow

APP_NAME = "Tabletop"
ORGANIZATION = "Tabletop"

OFFSCREEN_NOTICES = frozenset({"This plugin does not support propagateSizeHints()"})
"""Messages the offscreen platform prints for every main window; they mean nothing to us."""


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created on first call, reused afterwards), named and versioned."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or [APP_NAME])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("tabletop")
    return app


def silence_offscreen_notices(app: QApplication) -> None:
    """On the offscreen platform, drop :data:`OFFSCREEN_NOTICES` and print every other message."""
    if app.platformName() != "offscreen":
        return

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message not in OFFSCREEN_NOTICES:
            print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    qInstallMessageHandler(handler)


def run(options: GuiOptions) -> int:
    """Start the GUI with ``options``; returns the exit status."""
    app = create_application(sys.argv[:1])
    silence_offscreen_notices(app)
    settings = load_settings()
    languages = LanguageManager(app)
    languages.set_language(resolve_language(options.lang or settings.language))
    mode = options.mode or settings.default_mode
    window = MainWindow(
        options.game, mode, remember_geometry=not options.headless, languages=languages
    )
    if not options.headless:
        offer_recovery(window)
    if options.screenshot is not None:
        return _screenshot(app, window, options.screenshot)
    window.show()
    if options.smoke:
        QTimer.singleShot(0, app.quit)
    status = app.exec()
    if window.isVisible():  # --smoke quits with the window still open
        window.close()
    return status


def offer_recovery(window: MainWindow) -> bool:
    """After a crash: offer to resume the unfinished game left in the autosave journal."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from tabletop.engine.errors import CodedError
    from tabletop.storage import StorageError, discard, find_unfinished, recover
    from tabletop.ui.session import GameSession

    def tr(text: str) -> str:
        return QCoreApplication.translate("Recovery", text)

    for path in find_unfinished()[:1]:
        answer = QMessageBox.question(
            window,
            tr("Resume Game?"),
            tr("Tabletop did not close properly. Resume the game that was in progress?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        try:
            if answer == QMessageBox.StandardButton.Yes:
                game = recover(path)
                window.set_session(GameSession.from_saved(game, parent=window))
                discard(path)
                return True
            discard(path)
        except (StorageError, CodedError) as error:
            QMessageBox.warning(window, tr("Resume Game?"),
                                tr("The game could not be resumed ({reason}).").format(
                                    reason=getattr(error, "code", str(error))))  # fmt: skip
    return False


def _screenshot(app: QApplication, window: MainWindow, out: Path) -> int:
    """Render ``window`` at SCREENSHOT_SIZE to the PNG file ``out``."""
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    image = window.grab()
    window.close()
    if not image.save(str(out), "PNG"):
        print(f"tabletop: cannot write the screenshot to {out}", file=sys.stderr)
        return 1
    return 0
