"""The view onto the table: zoom with Ctrl+wheel or the View menu, fit the table to the window."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget
from typing_extensions import override

from tabletop.ui.table.scene import MARGIN, TableScene

MIN_ZOOM = 0.1
MAX_ZOOM = 8.0
ZOOM_STEP = 1.25
"""Zoom factor of one wheel notch (120 eighths of a degree) or one Zoom in/out action."""


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; zooms around the mouse with Ctrl+wheel.

    Until the user zooms, the view keeps the whole table fitted to the window as it resizes.
    """

    zoom_changed = Signal(float)
    """Emitted with the new zoom factor (1.0 = one scene unit per pixel) after every change."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._table = scene
        self._auto_fit = True
        self.setObjectName("TableView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def zoom(self) -> float:
        """The current zoom factor (1.0 = one scene unit per device-independent pixel)."""
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        """Zoom to ``factor``, clamped to [MIN_ZOOM, MAX_ZOOM]; stops following the window size."""
        self._auto_fit = False
        self._apply_zoom(factor)

    def zoom_in(self) -> None:
        """Zoom in one step."""
        self.set_zoom(self.zoom() * ZOOM_STEP)

    def zoom_out(self) -> None:
        """Zoom out one step."""
        self.set_zoom(self.zoom() / ZOOM_STEP)

    def fit_to_window(self) -> None:
        """Show the whole table, as large as the window allows, and keep it fitted on resize."""
        self._auto_fit = True
        self._fit()

    def is_fitted(self) -> bool:
        """True while the view follows the window size (no manual zoom since the last fit)."""
        return self._auto_fit

    def _fit(self) -> None:
        before = self.zoom()
        table = self._table.table_rect()
        self.fitInView(
            table.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN),
            Qt.AspectRatioMode.KeepAspectRatio,
        )
        if not math.isclose(before, self.zoom()):
            self.zoom_changed.emit(self.zoom())

    def _apply_zoom(self, factor: float) -> None:
        target = min(MAX_ZOOM, max(MIN_ZOOM, factor))
        current = self.zoom()
        if math.isclose(target, current):
            return
        ratio = target / current
        self.scale(ratio, ratio)
        self.zoom_changed.emit(self.zoom())

    @override
    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms around the mouse; the plain wheel scrolls as usual."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            notches = event.angleDelta().y() / 120.0
            if notches:
                self.set_zoom(self.zoom() * ZOOM_STEP**notches)
            event.accept()
            return
        super().wheelEvent(event)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the table fitted while the user has not zoomed by hand."""
        super().resizeEvent(event)
        if self._auto_fit:
            self._fit()
