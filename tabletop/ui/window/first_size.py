"""The window's size: :data:`DEFAULT_SIZE` before any other is known, and on a first start (no
saved geometry) most of the screen, centred."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = (1280, 800)
"""The window's size (width, height) until its saved geometry or the screen gives another."""

SCREEN_SHARE = 0.9
"""The share of the screen's available width and height the window takes on a first start."""


def fill_screen(window: QWidget, share: float = SCREEN_SHARE) -> None:
    """Size ``window`` to ``share`` of its screen's available area (without the task bar),
    centred on it. Nothing happens without a screen."""
    screen = window.screen()
    if screen is None:
        return
    area = screen.availableGeometry()
    width, height = round(area.width() * share), round(area.height() * share)
    window.resize(width, height)
    frame = window.frameGeometry()
    frame.moveCenter(area.center())
    window.move(frame.topLeft())
