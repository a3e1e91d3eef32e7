"""Application set-up: names, and the language of Qt's own strings."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from tabletop.ui.app import apply_language, create_application, system_language


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    yield create_application()
    apply_language(qapp, "en")
    QLocale.setDefault(QLocale.c())


def test_reuses_the_application_and_names_it(app: QApplication, qapp: QApplication) -> None:
    assert app is qapp
    assert app.applicationName() == "Tabletop"
    assert app.organizationName() == "Tabletop"


def test_japanese_switches_qt_strings_and_locale(app: QApplication) -> None:
    apply_language(app, "ja")
    assert QLocale().language() == QLocale.Language.Japanese
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    apply_language(app, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_system_language_is_supported() -> None:
    assert system_language() in ("ja", "en")
