"""The new-game dialog: game, players' names and decks, mode, ruleset profile and parameters,
hands hidden or open."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop.storage import load_settings
from tabletop.ui.card_face import use_japanese_names
from tabletop.ui.dialogs.params_form import ParamsForm
from tabletop.ui.session import (
    FREE,
    NewGameOptions,
    available_games,
    bundled_decks,
)

CHOOSE_FILE = "__file__"


class NewGameDialog(QDialog):
    """Choose everything a new game needs; :meth:`options` gives the answer."""

    def __init__(self, parent: QWidget | None = None, *, game: str = "dbgt") -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox(self)
        names = {"dbgt": self.tr("Dragon Ball GT"), "yyh": self.tr("Yu Yu Hakusho"),
                 FREE: self.tr("Free table (no rules)")}  # fmt: skip
        for game_id in available_games():
            self.game_box.addItem(names.get(game_id, game_id), game_id)
        form.addRow(self.tr("Game:"), self.game_box)
        self.names: list[QLineEdit] = []
        self.decks: list[QComboBox] = []
        for seat in (0, 1):
            name = QLineEdit(self)
            name.setPlaceholderText(self.tr("Player {number}").format(number=seat + 1))
            deck = QComboBox(self)
            deck.activated.connect(lambda _i, box=deck: self._maybe_choose_file(box))
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(deck, 2)
            form.addRow(self.tr("Player {number}:").format(number=seat + 1), row)
            self.names.append(name)
            self.decks.append(deck)
        mode_box = QHBoxLayout()
        self.enforced = QRadioButton(self.tr("Enforced (illegal moves refused)"), self)
        self.manual = QRadioButton(self.tr("Manual (rules only warn)"), self)
        settings = load_settings()
        (self.manual if settings.default_mode == "manual" else self.enforced).setChecked(True)
        mode_box.addWidget(self.enforced)
        mode_box.addWidget(self.manual)
        form.addRow(self.tr("Mode:"), mode_box)
        self.profile_box = QComboBox(self)
        form.addRow(self.tr("Ruleset profile:"), self.profile_box)
        self.open_hands = QCheckBox(self.tr("Open hands (both hands face up, no curtain)"), self)
        form.addRow("", self.open_hands)
        layout.addLayout(form)
        self.params_group = QGroupBox(self.tr("Rule parameters"), self)
        self.params_form = ParamsForm(self.params_group)
        scroll = QScrollArea(self.params_group)
        scroll.setWidget(self.params_form)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumHeight(220)
        QVBoxLayout(self.params_group).addWidget(scroll)
        layout.addWidget(self.params_group, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._recent = [Path(p) for p in settings.recent_decks]
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        index = self.game_box.findData(game)
        self.game_box.setCurrentIndex(max(0, index))
        self._game_changed()

    def game(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = self.game()
        demo = bundled_decks(game)
        for seat, box in enumerate(self.decks):
            box.clear()
            for path in demo:
                box.addItem(self.tr("Bundled: {name}").format(name=path.stem), str(path))
            for path in self._recent:
                if path.is_file() and path not in demo:
                    box.addItem(self.tr("Recent: {name}").format(name=path.name), str(path))
            box.addItem(self.tr("Choose a file…"), CHOOSE_FILE)
            box.setCurrentIndex(seat % max(1, len(demo)) if demo else 0)
        self.profile_box.clear()
        try:
            from tabletop.games.profiles import bundled_profiles

            profiles = bundled_profiles(game)
        except Exception:
            profiles = {}
        japanese = use_japanese_names()
        for profile_id, profile in profiles.items():
            name = profile.name_ja if japanese and profile.name_ja else profile.name
            self.profile_box.addItem(name, profile_id)
            if profile.description:
                index = self.profile_box.count() - 1
                self.profile_box.setItemData(
                    index, profile.description, Qt.ItemDataRole.ToolTipRole
                )
        self.profile_box.setEnabled(bool(profiles))
        self._profile_changed()

    def _profile_changed(self) -> None:
        params = self._profile_params()
        self.params_form.set_params(params)
        self.params_group.setVisible(params is not None)

    def _profile_params(self) -> BaseModel | None:
        """The parameters of the chosen profile (the game's defaults when none is chosen)."""
        game = self.game()
        if game == FREE:
            return None
        profile_id = self.profile_box.currentData()
        try:
            from tabletop.games.profiles import default_params, profile_params

            if isinstance(profile_id, str):
                return profile_params(game, profile_id)
            return default_params(game)
        except Exception:
            return None

    def _maybe_choose_file(self, box: QComboBox) -> None:
        if box.currentData() != CHOOSE_FILE:
            return
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a Deck"), "",
                                              self.tr("Decks (*.deck)"))  # fmt: skip
        if name:
            box.insertItem(0, Path(name).name, name)
            box.setCurrentIndex(0)
        else:
            box.setCurrentIndex(0)

    def params(self) -> dict[str, Any]:
        """The rule parameters as edited (JSON data; the ruleset validates them at start)."""
        return self.params_form.values()

    def options(self) -> NewGameOptions:
        decks: list[Path | None] = []
        for box in self.decks:
            data = box.currentData()
            decks.append(Path(data) if isinstance(data, str) and data != CHOOSE_FILE else None)
        game = self.game()
        return NewGameOptions(
            game=game,
            players=(self.names[0].text().strip(), self.names[1].text().strip()),
            decks=(decks[0], decks[1]),
            mode="manual" if self.manual.isChecked() else "enforced",
            profile=self.params() if game != FREE else {},
            open_hands=self.open_hands.isChecked(),
        )
