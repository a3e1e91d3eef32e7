"""The table view and scene: felt background, Ctrl+wheel zoom, fit to window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.ui.table.scene import SURROUND, TableScene
from tabletop.ui.table.view import MAX_ZOOM, MIN_ZOOM, ZOOM_STEP, TableView


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    table = TableView(TableScene())
    qtbot.addWidget(table)
    table.resize(800, 600)
    table.show()
    qtbot.waitExposed(table)
    return table


def wheel(
    view: TableView,
    notches: float,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.ControlModifier,
) -> None:
    """Send one wheel event of ``notches`` steps to the middle of the viewport."""
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        centre,
        QPointF(view.viewport().mapToGlobal(centre)),
        QPoint(0, 0),
        QPoint(0, round(120 * notches)),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_starts_fitted_to_the_window(view: TableView) -> None:
    assert view.is_fitted()
    table = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(table)


def test_ctrl_wheel_zooms_in_and_out(view: TableView, qtbot: QtBot) -> None:
    start = view.zoom()
    with qtbot.waitSignal(view.zoom_changed) as signal:
        wheel(view, 1)
    assert view.zoom() == pytest.approx(start * ZOOM_STEP)
    assert signal.args == [pytest.approx(view.zoom())]
    assert not view.is_fitted()
    wheel(view, -2)
    assert view.zoom() == pytest.approx(start / ZOOM_STEP)


def test_plain_wheel_does_not_zoom(view: TableView) -> None:
    start = view.zoom()
    wheel(view, 1, Qt.KeyboardModifier.NoModifier)
    assert view.zoom() == pytest.approx(start)


def test_zoom_is_clamped(view: TableView) -> None:
    wheel(view, 100)
    assert view.zoom() == pytest.approx(MAX_ZOOM)
    wheel(view, -200)
    assert view.zoom() == pytest.approx(MIN_ZOOM)


def test_fit_to_window_after_zoom_and_resize(view: TableView) -> None:
    view.set_zoom(3.0)
    view.fit_to_window()
    fitted = view.zoom()
    view.resize(400, 300)
    assert view.is_fitted()
    assert view.zoom() < fitted


def test_manual_zoom_survives_resize(view: TableView) -> None:
    view.set_zoom(2.0)
    view.resize(500, 400)
    assert view.zoom() == pytest.approx(2.0)


def test_background_is_green_felt_on_a_dark_surround(qtbot: QtBot) -> None:
    scene = TableScene()
    rect = scene.sceneRect()
    image = QImage(400, 250, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    centre = image.pixelColor(QRect(image.rect()).center())
    assert centre.green() > 2 * centre.red() and centre.green() > centre.blue()
    assert image.pixelColor(0, 0) == QColor(SURROUND)
    assert scene.table_rect().contains(QPointF(0, 0))
