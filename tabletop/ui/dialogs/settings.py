"""The settings dialog: language, card image folder, animation speed, confirmations, mode, the
computer's thinking time and its pause after each move."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from tabletop.engine.controller import Mode
from tabletop.i18n.names import action_template, readable
from tabletop.storage import Settings
from tabletop.storage.settings import MAX_PAUSE_MS
from tabletop.ui.settings_owner import settings_owner


def action_kind_name(kind: str) -> str:
    """A kind of action in the interface language, its blanks as "…" ("Shuffle …")."""
    template = action_template(kind)
    if template is None:
        return readable(kind)
    return re.sub(r"\{[^{}]*\}", "…", QCoreApplication.translate("Action", template))


class SettingsDialog(QDialog):
    """Edits a copy of the user's settings; :meth:`settings` returns it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings_owner().current
        form = QFormLayout(self)
        self.language = QComboBox(self)
        for code, name in (
            ("system", self.tr("System language")),
            ("en", "English"),
            ("ja", "日本語"),
        ):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(self._settings.language)))
        form.addRow(self.tr("Language:"), self.language)
        folder_row = QHBoxLayout()
        self.folder = QLineEdit(self._settings.card_image_folder or "", self)
        self.folder.setPlaceholderText(self.tr("None: cards are drawn"))
        browse = QPushButton(self.tr("Browse…"), self)
        browse.clicked.connect(self._browse)
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        form.addRow(self.tr("Card image folder:"), folder_row)
        self.speed = QDoubleSpinBox(self)
        self.speed.setRange(0.0, 4.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(self._settings.animation_speed)
        self.speed.setSpecialValueText(self.tr("No animations"))
        form.addRow(self.tr("Animation speed:"), self.speed)
        self.mode = QComboBox(self)
        self.mode.addItem(self.tr("Enforced"), Mode.ENFORCED.value)
        self.mode.addItem(self.tr("Manual"), Mode.MANUAL.value)
        self.mode.setCurrentIndex(max(0, self.mode.findData(self._settings.default_mode.value)))
        form.addRow(self.tr("Default mode:"), self.mode)
        self.curtain = QComboBox(self)
        self.curtain.setObjectName("CurtainBox")
        self.curtain.addItem(self.tr("At the end of a turn (answers: hands face down)"), "turns")
        self.curtain.addItem(self.tr("At every hand-over"), "every_hand_over")
        self.curtain.setCurrentIndex(max(0, self.curtain.findData(self._settings.curtain)))
        self.curtain.setToolTip(
            self.tr(
                "When the table is hidden while the computer goes to the other player. At the "
                "end of a turn only: for an answer in combat the table stays in view with both "
                "hands face down, and the player shows their own hand with a button."
            )
        )
        form.addRow(self.tr("Hand-over curtain:"), self.curtain)
        self.think = QDoubleSpinBox(self)
        self.think.setObjectName("ThinkingTimeBox")
        self.think.setRange(0.1, 60.0)
        self.think.setDecimals(1)
        self.think.setSingleStep(0.5)
        self.think.setSuffix(self.tr(" s"))
        self.think.setValue(self._settings.computer_think_ms / 1000)
        self.think.setToolTip(
            self.tr(
                "How long the computer thinks of each move at the Strong level: longer plays "
                "better. Beginner and Standard answer at once."
            )
        )
        form.addRow(self.tr("Computer's thinking time (Strong):"), self.think)
        self.pause = QDoubleSpinBox(self)
        self.pause.setObjectName("ComputerPauseBox")
        self.pause.setRange(0.0, MAX_PAUSE_MS / 1000)
        self.pause.setDecimals(1)
        self.pause.setSingleStep(0.1)
        self.pause.setSuffix(self.tr(" s"))
        self.pause.setSpecialValueText(self.tr("No pause"))
        self.pause.setValue(self._settings.computer_pause_ms / 1000)
        self.pause.setToolTip(
            self.tr(
                "How long the table stays still after each of the computer's moves, so you can "
                "follow its turn."
            )
        )
        form.addRow(self.tr("Pause after each computer move:"), self.pause)
        confirmations = self._settings.confirmations
        self.confirm_discard = QCheckBox(self.tr("Ask before unsaved play is thrown away"), self)
        self.confirm_discard.setChecked(confirmations.discard_unsaved_game)
        self.confirm_forced = QCheckBox(self.tr("Ask before an illegal move in manual mode"), self)
        self.confirm_forced.setChecked(confirmations.forced_move)
        self.confirm_irreversible = QCheckBox(
            self.tr("Ask before an action that cannot be undone"), self
        )
        self.confirm_irreversible.setChecked(confirmations.irreversible_action)
        form.addRow(self.tr("Confirmations:"), self.confirm_discard)
        form.addRow("", self.confirm_forced)
        form.addRow("", self.confirm_irreversible)
        self.quiet_boxes: dict[str, QCheckBox] = {}
        """The kinds of irreversible action silenced by "Don't ask again": tick to ask again."""
        for kind in confirmations.quiet:
            box = QCheckBox(
                self.tr("Ask again before “{action}”").format(action=action_kind_name(kind)), self
            )
            box.setChecked(False)
            self.quiet_boxes[kind] = box
            form.addRow("", box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Card Image Folder"), self.folder.text()
        )
        if folder:
            self.folder.setText(folder)

    def settings(self) -> Settings:
        settings = self._settings.model_copy(deep=True)
        settings.language = self.language.currentData()
        settings.card_image_folder = self.folder.text().strip() or None
        settings.animation_speed = self.speed.value()
        settings.default_mode = Mode(self.mode.currentData())
        settings.curtain = self.curtain.currentData()
        settings.computer_think_ms = round(self.think.value() * 1000)
        settings.computer_pause_ms = round(self.pause.value() * 1000)
        settings.confirmations.discard_unsaved_game = self.confirm_discard.isChecked()
        settings.confirmations.forced_move = self.confirm_forced.isChecked()
        settings.confirmations.irreversible_action = self.confirm_irreversible.isChecked()
        settings.confirmations.quiet = [
            kind for kind, box in self.quiet_boxes.items() if not box.isChecked()
        ]
        return settings
