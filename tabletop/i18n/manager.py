"""The interface language: loads our catalog and Qt's own, and switches them live."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from .catalog import LANGUAGES, ensure_qm, qm_path
from .pseudo import PSEUDO, PseudoTranslator
from .text import use_app_language, use_app_translate

use_app_translate(QCoreApplication.translate)


def system_language() -> str:
    """``ja`` when the system prefers Japanese, else ``en``."""
    for name in QLocale.system().uiLanguages():
        if name.lower().startswith("ja"):
            return "ja"
        if name.lower().startswith("en"):
            return "en"
    return "en"


def resolve_language(setting: str | None) -> str:
    """A concrete language from a setting (``system``, ``ja``, ``en``, ``pseudo`` or None)."""
    if setting in LANGUAGES or setting == PSEUDO:
        return setting
    return system_language()


def load_translator(language: str) -> QTranslator | None:
    """Our catalog for ``language``; None when it is missing (English needs none)."""
    ensure_qm()
    translator = QTranslator()
    path = qm_path(language)
    if path.is_file() and translator.load(str(path)):
        return translator
    return None


def load_qt_translator(language: str) -> QTranslator | None:
    """Qt's own catalog (standard buttons and dialogs) for ``language``."""
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{language}", folder):
        return translator
    return None


class LanguageManager(QObject):
    """Installs the translators of the current language into the application.

    Switching installs the new ones and removes the old: Qt then sends every widget a
    ``LanguageChange`` event, and ``language_changed`` tells the rest (scene items, logs).
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = "en"
        self._installed: list[QTranslator] = []

    @property
    def language(self) -> str:
        """The current language code."""
        return self._language

    def set_language(self, language: str) -> None:
        """Switch to ``language`` (``ja``, ``en``, or ``pseudo`` for the pseudo-locale) now."""
        if language not in LANGUAGES and language != PSEUDO:
            raise ValueError(f"unknown language {language!r}")
        app = QCoreApplication.instance()
        # the locale and the language first: widgets reword themselves as the translators change
        QLocale.setDefault(
            QLocale(QLocale.Language.Japanese if language == "ja" else QLocale.Language.English)
        )
        use_app_language(language)
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        if language == PSEUDO:
            self._installed = [PseudoTranslator()]
        else:
            self._installed = [
                t
                for t in (load_translator(language), load_qt_translator(language))
                if t is not None
            ]
        if app is not None:
            for translator in self._installed:
                QCoreApplication.installTranslator(translator)
        changed = language != self._language
        self._language = language
        if changed:
            self.language_changed.emit(language)
