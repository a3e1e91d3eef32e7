"""The view onto the table: zoom with Ctrl+wheel or the View menu, fit the table to the window;
hold Z (or the middle mouse button) over a card to see it large (:mod:`.zoom`)."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import (
    QCursor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget
from typing_extensions import override

from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.scene import MARGIN, TableScene
from tabletop.ui.table.zoom import CardZoom, card_under

MIN_ZOOM = 0.1
MAX_ZOOM = 8.0
ZOOM_STEP = 1.25
"""Zoom factor of one wheel notch (120 eighths of a degree) or one Zoom in/out action."""


MINIMUM_SIZE = (320, 240)
"""The least room the table takes in the window, in pixels."""


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
        self.setMinimumSize(*MINIMUM_SIZE)  # no dock or splitter squeezes the table away
        self.card_zoom = CardZoom(self.viewport())
        self._pointer: QPoint | None = None
        self.releasing = False
        """True while the view handles a mouse button's release (a drop): see
        :mod:`tabletop.ui.window.chrome`."""
        scene.synced.connect(self.card_zoom.follow)  # not Qt's changed: see TableScene.synced

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

    def card_at(self, pos: QPoint) -> CardItem | None:
        """The card under viewport position ``pos`` (None: none)."""
        return card_under(self.itemAt(pos))

    def zoom_card_under_pointer(self) -> bool:
        """Show the card under the pointer large (False: no card there the seat may see)."""
        pointer = (
            self._pointer
            if self._pointer is not None
            else self.viewport().mapFromGlobal(QCursor.pos())
        )
        return self.card_zoom.zoom(self.card_at(pointer))

    @override
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._pointer = event.position().toPoint()  # where Z zooms
        super().mouseMoveEvent(event)

    @override
    def leaveEvent(self, event: QEvent) -> None:
        self._pointer = None
        super().leaveEvent(event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Z held over a card shows it large."""
        if (
            event.key() == Qt.Key.Key_Z
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            if not event.isAutoRepeat():
                self.zoom_card_under_pointer()
            event.accept()
            return
        super().keyPressEvent(event)

    @override
    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Z and not event.isAutoRepeat():
            self.card_zoom.release()
            event.accept()
            return
        super().keyReleaseEvent(event)

    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """The middle button held on a card shows it large."""
        if event.button() == Qt.MouseButton.MiddleButton:
            self.card_zoom.zoom(self.card_at(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    @override
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self.card_zoom.release()
            event.accept()
            return
        self.releasing = True  # what the release changes, the table paints before the docks
        try:
            super().mouseReleaseEvent(event)
        finally:
            self.releasing = False

    @override
    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.card_zoom.release()  # a key let go elsewhere never comes here
        super().focusOutEvent(event)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the table fitted while the user has not zoomed by hand."""
        super().resizeEvent(event)
        if self._auto_fit:
            self._fit()
