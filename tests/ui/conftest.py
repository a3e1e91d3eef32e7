"""UI test set-up: no modal question may block a test (closing a window with unsaved play)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def _no_blocking_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard
    )
