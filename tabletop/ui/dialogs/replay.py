"""The replay viewer: steps forward and back through a saved game, on a table of its own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tabletop.games.replay import replay_record
from tabletop.i18n.reasons import replay_error_text
from tabletop.storage import SavedGame
from tabletop.ui.session import GameSession
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.view import TableView


class ReplayViewer(QDialog):
    """Shows a saved game after any number of its steps, both hands open."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayViewer")
        self.setWindowTitle(self.tr("Replay"))
        self._saved = saved
        self._entries = [*saved.log, *saved.redo]
        self._position = 0
        self._session: GameSession | None = None
        layout = QVBoxLayout(self)
        self.scene = TableScene(self)
        self.scene.set_animation_speed(0)
        self.view = TableView(self.scene, self)
        self.view.setInteractive(False)
        layout.addWidget(self.view, 1)
        controls = QHBoxLayout()
        self.first = QPushButton("⏮", self)
        self.back = QPushButton("◀", self)
        self.forward = QPushButton("▶", self)
        self.last = QPushButton("⏭", self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self._entries))
        self.label = QLabel(self)
        for button in (self.first, self.back, self.forward, self.last):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.label, 2)
        layout.addLayout(controls)
        self.first.clicked.connect(lambda: self.go_to(0))
        self.back.clicked.connect(lambda: self.go_to(self._position - 1))
        self.forward.clicked.connect(lambda: self.go_to(self._position + 1))
        self.last.clicked.connect(lambda: self.go_to(len(self._entries)))
        self.slider.valueChanged.connect(self.go_to)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.go_to(self._position - 1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.go_to(self._position + 1))
        self.resize(1100, 760)
        self.go_to(len(self._entries))

    @property
    def position(self) -> int:
        return self._position

    def go_to(self, position: int) -> None:
        """Show the game after ``position`` steps (replayed from the start: no undo needed)."""
        position = max(0, min(len(self._entries), position))
        replay = replay_record(self._saved, upto=position)
        controller, position = replay.controller, replay.replayed
        old = self._session
        self._session = GameSession(controller, open_hands=True, parent=self)
        self.scene.set_session(self._session)
        if old is not None:
            old.deleteLater()
        self.view.fit_to_window()
        self._position = position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        step = controller.history.done[-1] if position else None
        text = (
            f"{position}/{len(self._entries)}: {self._session.player_name(step.action.seat)}: "
            f"{self._session.action_text(step.action)}"
            if step
            else self.tr("Start of the game ({count} steps)").format(count=len(self._entries))
        )
        if replay.error is not None:
            text += "\n" + replay_error_text(replay.error.code, replay.error.params)
        self.label.setText(text)
