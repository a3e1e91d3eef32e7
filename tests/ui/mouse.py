"""Mouse gestures for UI tests, sent the way a pointer sends them.

A right-click is a right press, the context-menu event the platform sends with it, and the
release; a menu entry is then clicked where the menu draws it, through submenus when the path
has more than one label.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QMenu, QWidget

from tabletop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier


def visible_point(window: MainWindow, item: QGraphicsItem) -> QPoint | None:
    """A viewport point where ``item`` is the topmost item under the pointer (None: the item
    is covered or off screen). Points near the centre are tried first."""
    view = window.view
    rect: QRectF = item.sceneBoundingRect()
    area = view.viewport().rect().adjusted(2, 2, -2, -2)
    fractions = (0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95)
    for fy in fractions:
        for fx in fractions:
            scene_point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            point = view.mapFromScene(scene_point)
            if area.contains(point) and view.itemAt(point) is item:
                return point
    return None


def click_widget(widget: QWidget) -> None:
    """A left click in the middle of a widget (a button)."""
    assert widget.isVisible() and widget.isEnabled(), widget
    QTest.mouseClick(widget, LEFT, NONE, widget.rect().center())


def right_click_menu(window: MainWindow, point: QPoint, path: Sequence[str]) -> list[str]:
    """Right-click the viewport at ``point`` and click the menu entries named by ``path``
    (each label of a submenu, then the entry). Returns the labels of the first menu shown;
    asserts that every entry of the path was there and enabled."""
    shown: list[str] = []
    problems: list[str] = []
    remaining = list(path)

    def step() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(5, step)
            return
        labels = [action.text() for action in menu.actions()]
        if not shown:
            shown.extend(labels)
        label = remaining.pop(0)
        entry = _entry(menu, label)
        if entry is None or not entry.isEnabled():
            problems.append(f"{label!r} not offered (menu: {labels})")
            menu.close()
            while isinstance(QApplication.activePopupWidget(), QMenu):
                QApplication.activePopupWidget().close()  # type: ignore[union-attr]
            return
        QTest.mouseClick(menu, LEFT, NONE, menu.actionGeometry(entry).center())
        if remaining:
            QTimer.singleShot(5, lambda: _wait_for_submenu(menu, step))

    QTimer.singleShot(0, step)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, RIGHT, NONE, point)
    # The platform follows a right press with a context-menu event (QTest sends only the press).
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point))
    QApplication.sendEvent(viewport, event)
    QTest.mouseRelease(viewport, RIGHT, NONE, point)
    # A window system gives the focus back to the window when a menu closes; offscreen does not.
    window.activateWindow()
    QApplication.processEvents()
    assert shown, "no menu opened"
    assert not problems, problems
    return shown


def _wait_for_submenu(parent: QMenu, then: object) -> None:
    popup = QApplication.activePopupWidget()
    if popup is parent or popup is None:
        QTimer.singleShot(5, lambda: _wait_for_submenu(parent, then))
        return
    then()  # type: ignore[operator]


def _entry(menu: QMenu, label: str) -> QAction | None:
    for action in menu.actions():
        if action.text() == label:
            return action
    return None


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start``, move in steps, release at ``end`` (viewport points)."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * i / steps)
    QTest.mouseRelease(viewport, LEFT, NONE, end)


def menu_bar_choose(window: MainWindow, menu: QMenu, entry: QAction) -> None:
    """Click ``menu``'s title in the menu bar, then ``entry`` in the menu that drops down."""

    def choose() -> None:
        if not menu.isVisible():
            QTimer.singleShot(5, choose)
            return
        QTest.mouseClick(menu, LEFT, NONE, menu.actionGeometry(entry).center())

    bar = window.menuBar()
    QTimer.singleShot(0, choose)
    QTest.mouseClick(bar, LEFT, NONE, bar.actionGeometry(menu.menuAction()).center())
    QApplication.processEvents()
