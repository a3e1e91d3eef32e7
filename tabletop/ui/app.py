"""Application start-up: the QApplication, its language, the main window, and headless runs."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from tabletop import __version__
from tabletop.applog import start_logging
from tabletop.i18n.manager import LanguageManager, resolve_language
from tabletop.options import SCREENSHOT_SIZE, GuiOptions
from tabletop.ui import journal_hold
from tabletop.ui.window import MainWindow
from tabletop.ui.window.shell import InputGate, peek_settings, when_painted

if TYPE_CHECKING:  # the engine, the storage and the session come after the first paint
    from tabletop.engine.errors import CodedError
    from tabletop.storage import Claim
    from tabletop.ui.session import Recovery
    from tabletop.ui.settings_owner import SettingsOwner
    from tabletop.ui.window.game_files import Report

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
    from tabletop.ui.wheel_guard import install_wheel_guard

    install_wheel_guard()  # the wheel over a dialog's field scrolls the dialog
    return app


def route_qt_messages(app: QApplication) -> None:
    """Print Qt's messages on standard error and write its warnings and worse to the app's
    log; on the offscreen platform, drop :data:`OFFSCREEN_NOTICES`."""
    offscreen = app.platformName() == "offscreen"
    log = logging.getLogger("tabletop.qt")

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if offscreen and message in OFFSCREEN_NOTICES:
            return
        print(qFormatLogMessage(kind, context, message), file=sys.stderr)
        if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            log.warning("%s", message)

    qInstallMessageHandler(handler)


def run(options: GuiOptions) -> int:
    """Start the GUI with ``options``; returns the exit status.

    The window is shown, and painted, before the engine, the games and the card sets are
    imported: its menus, the step bar's place and the empty table, in the language and at the
    geometry the settings file names (:mod:`tabletop.ui.window.shell`). Right after that first
    paint :func:`finish_start` reads the settings, builds the rest of the window and puts the
    game on the table. A key press or a click that comes before completes the window first
    (:class:`InputGate`), so it reaches the window it was meant for.
    """
    start_logging()
    app = create_application(sys.argv[:1])
    route_qt_messages(app)
    if offers_recovery(options):  # the default game's journal waits for the offer
        journal_hold.hold()
    early = peek_settings()
    languages = LanguageManager(app)
    languages.set_language(resolve_language(options.lang or early.language))
    window = MainWindow(
        options.game,
        options.mode,
        remember_geometry=not options.headless,
        languages=languages,
        early=early,
    )
    if options.screenshot is not None:
        status = finish_start(window, options, languages)
        if status is not None:
            return status
        return _screenshot(app, window, options.screenshot, options.size or SCREENSHOT_SIZE)
    if options.size is not None:
        window.resize(*options.size)
    failed: list[BaseException] = []

    def guarded(step: Callable[[], None]) -> Callable[[], None]:
        def run_step() -> None:  # an error ends the app as an error at start always did
            try:
                step()
            except BaseException as error:
                failed.append(error)
                app.exit(1)

        return run_step

    def finish() -> None:
        gate.open()
        status = finish_start(window, options, languages)
        if status is not None:
            app.exit(status)
        elif options.smoke:  # once the game on the table is painted
            when_painted(window, app.quit)
            window.update()

    when_painted(window, app.quit if options.first_paint else guarded(finish))
    window.show()
    gate = InputGate(window, guarded(lambda: complete_window(window, options, languages)))
    status = app.exec()
    if failed:
        raise failed[0]
    if window.isVisible():  # --smoke and --first-paint quit with the window still open
        window.close()
    return status


def complete_window(window: MainWindow, options: GuiOptions, languages: LanguageManager) -> None:
    """Read the settings file, switch to its language (unless ``--lang`` named one) and build
    the rest of ``window`` with the game (nothing more when the window is complete already)."""
    from tabletop.ui.settings_owner import settings_owner

    owner = window.settings if window.completed else settings_owner()  # the settings' one read
    language = resolve_language(options.lang or owner.current.language)
    if language != languages.language:  # the first paint's reading of the file was off
        languages.set_language(language)
    window.complete(owner)


def offers_recovery(options: GuiOptions) -> bool:
    """Whether a start with ``options`` offers the games a crash left (a plain start on a
    screen: not with --load or --deck, which leave the journals for a plain start)."""
    return not options.headless and options.load is None and options.decks == (None, None)


def finish_start(window: MainWindow, options: GuiOptions, languages: LanguageManager) -> int | None:
    """Complete ``window`` and open what ``options`` ask for: the saved game, the decks, or
    (on a plain start) the game an autosave journal offers to resume. Returns the exit status
    when a headless run must end now (the save or a deck could not be used), else None.

    On a plain start the default game's journal is held back (:mod:`.journal_hold`) until the
    crashed games were offered: a kill meanwhile never leaves a fresh game beside them."""
    try:
        return _finish_start(window, options, languages)
    finally:
        journal_hold.release()


def _finish_start(
    window: MainWindow, options: GuiOptions, languages: LanguageManager
) -> int | None:
    complete_window(window, options, languages)
    report = _to_stderr if options.headless else None
    _tell_startup_problems(window, window.settings, report)
    if options.load is not None:
        if not window.load_file(options.load, report) and options.headless:
            return 1
    elif options.decks != (None, None):
        if not window.start_with_decks(options.decks, report) and options.headless:
            return 1
    elif offers_recovery(options):
        from tabletop.ui.remote.kept import offer_kept_games

        # a remote game a crash cut short first (the other player waits); a game in a
        # journal waits for a start without one
        if not offer_kept_games(window):
            offer_recovery(window)  # not with --load/--deck: the journal waits for a plain start
    return None


def _tell_startup_problems(
    window: MainWindow, settings: SettingsOwner, report: Report | None
) -> None:
    """Name the settings file and the card sets that could not be used, in a notice bar at
    the top of the window (and to ``report`` too: headless runs have no one to see it)."""
    from tabletop.ui.startup_notice import add_startup_notice

    notice = add_startup_notice(window, settings.path, settings.problem)
    if notice is not None and report is not None:
        for line in notice.text().splitlines():
            report(line)


def offer_recovery(window: MainWindow, folder: Path | None = None) -> Recovery | None:
    """After a crash: offer to resume an unfinished game left in an autosave journal.

    The oldest waiting journal is offered first (a game the crash cut short, never a start's
    fresh one after it); when the user declines, it is deleted and the next one offered, so
    each game left waits its turn. The journal is locked as it is chosen (another instance
    started at the same time does not offer it too) and replayed action by action up to the
    first one that fails; the user is told how many actions came back and, if one failed,
    which and why. The game reopens at the seat that must act, behind the hand-over curtain
    when hands are hidden. The old journal is deleted only once the new journal holds the
    game; after a partial recovery it is kept aside (and offered again by a later version of
    Tabletop), so nothing is lost. Returns what was recovered (None when nothing was, or the
    user declined every game).
    """
    from PySide6.QtWidgets import QMessageBox

    from tabletop.engine.errors import CodedError
    from tabletop.storage import StorageError, claim_unfinished, find_unfinished, recover
    from tabletop.ui.session import GameSession

    title = QCoreApplication.translate("Recovery", "Resume Game?")
    while True:
        waiting = len(find_unfinished(folder))
        claim = claim_unfinished(folder)
        if claim is None:
            return None
        question = QCoreApplication.translate(
            "Recovery", "Tabletop did not close properly. Resume the game that was in progress?"
        )
        if waiting > 1:
            question = QCoreApplication.translate(
                "Recovery",
                "Tabletop did not close properly, and {count} games were left unfinished. "
                "Resume the oldest of them? (No deletes it and asks about the next one.)",
            ).format(count=waiting)
        answer = QMessageBox.question(
            window, title, question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        )
        if answer == QMessageBox.StandardButton.Yes:
            break
        try:
            claim.discard()
        except StorageError as error:
            _tell_not_resumed(window, title, claim, error)
            return None
    journal_hold.release()  # the resumed game's journal starts now
    try:
        recovery = GameSession.recover(
            recover(claim.path), autosave=window.autosave, parent=window, claim=claim
        )
        window.requested_game = recovery.session.game_id  # the game recovered, not the last
        window.set_session(recovery.session)
    except (StorageError, CodedError) as error:
        _tell_not_resumed(window, title, claim, error)
        return None
    window.resume_at_actor()
    text = recovery_text(recovery)
    window.show_message(text.replace("\n", " "), error=not recovery.complete)
    if recovery.complete:
        QMessageBox.information(window, title, text)
    else:
        QMessageBox.warning(window, title, text)
    return recovery


def _tell_not_resumed(window: MainWindow, title: str, claim: Claim, error: CodedError) -> None:
    """Say why the journal of ``claim`` could not be resumed (or deleted), and where it is."""
    from PySide6.QtWidgets import QMessageBox

    from tabletop.i18n.reasons import verdict_text

    failed = QCoreApplication.translate("Recovery", "The game could not be resumed: {reason}")
    text = failed.format(reason=verdict_text(error.code, error.params))
    kept = _set_aside(claim, error)
    if kept is not None:
        text += "\n" + kept_text(kept)
    QMessageBox.warning(window, title, text)


def _set_aside(claim: Claim, error: CodedError) -> Path | None:
    """After a failed recovery: a journal this version will never read (a bad file, a game it
    cannot set up) is kept aside, so it is not asked about at every start but a later version
    still offers it; one that could not be read now (the system refused) stays, to be offered
    again. Returns where it was kept (None: it stays)."""
    from tabletop.storage import StorageError

    if error.code not in ("io_error", "not_found"):
        try:
            return claim.keep_aside()
        except StorageError:
            pass
    claim.release()
    return None


def kept_text(kept: Path) -> str:
    """What the user is told of a journal kept aside."""
    return QCoreApplication.translate(
        "Recovery",
        "Nothing is lost: the autosave file is kept as {file}, and a later version of "
        "Tabletop will offer to resume it again.",
    ).format(file=str(kept))


def recovery_text(recovery: Recovery) -> str:
    """What the user is told after a recovery, in the current language: how many actions came
    back, which action stopped the replay and why, and where the old journal is kept."""
    from tabletop.i18n.reasons import replay_error_text

    lines = [
        QCoreApplication.translate("Recovery", "Actions recovered: {count} of {total}.").format(
            count=recovery.recovered, total=recovery.total
        )
    ]
    error = recovery.error
    if error is not None:
        reason = replay_error_text(error.code, error.params)
        index = error.params.get("index")
        if recovery.stopped_at and isinstance(index, int):
            lines.append(
                QCoreApplication.translate(
                    "Recovery", "The game stops before action {index}: {action}"
                ).format(index=index + 1, action=recovery.stopped_at)
            )
            lines.append(reason)
        else:
            lines.append(
                QCoreApplication.translate(
                    "Recovery",
                    "The game stops before the action that could not be replayed: {reason}",
                ).format(reason=reason)
            )
    if recovery.dropped_tail:
        lines.append(
            QCoreApplication.translate(
                "Recovery", "The autosave file could not be read after action {count}."
            ).format(count=recovery.total)
        )
    if recovery.kept is not None:
        lines.append(kept_text(recovery.kept))
    return "\n".join(lines)


def _to_stderr(text: str) -> None:
    print(f"tabletop: {text}", file=sys.stderr)


def _screenshot(app: QApplication, window: MainWindow, out: Path, size: tuple[int, int]) -> int:
    """Render ``window`` at ``size`` to the PNG file ``out``."""
    window.resize(*size)
    window.show()
    app.processEvents()
    window.view.fit_to_window()
    app.processEvents()
    image = window.grab()
    window.close()
    if not image.save(str(out), "PNG"):
        print(f"tabletop: cannot write the screenshot to {out}", file=sys.stderr)
        return 1
    return 0
