"""Application set-up: names."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.ui.app import create_application


def test_reuses_the_application_and_names_it(qapp: QApplication) -> None:
    app = create_application()
    assert app is qapp
    assert app.applicationName() == "Tabletop"
    assert app.organizationName() == "Tabletop"
