"""Showing a tool window (the deck and card editors): non-modal, deleted when closed, raised."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def show_tool(tool: W) -> W:
    """Show ``tool`` beside the table (the table stays usable) and bring it to the front."""
    tool.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    tool.show()
    if QGuiApplication.platformName() != "offscreen":  # it cannot raise windows
        tool.raise_()
        tool.activateWindow()
    return tool
