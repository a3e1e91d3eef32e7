"""The new-game dialog: game, players' names and decks, who plays each seat (a person, or the
computer at a level), mode, ruleset profile and parameters, hands hidden or open.

The computer plays by the rules: with a computer seat the game is in enforced mode (the dialog
says so). Computer against computer is allowed (the table shows seat 0's view, to watch the
levels play). The seats chosen are remembered for the next new game.

Each seat's deck is checked live against the chosen game, profile, parameters and mode: a deck
that cannot be used, or (enforced mode) breaks the deck rules, turns Start off with the reason;
in manual mode Start asks before it starts with a deck that breaks them.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.cards import default_database
from tabletop.cards.decklist import DeckParseResult, read_deck
from tabletop.engine.controller import Mode
from tabletop.games.base import DEFAULT_GAME
from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.play.seats import HUMAN, LEVELS, checked, computer, computer_seats
from tabletop.storage import StorageError
from tabletop.ui.card_labels import game_label, use_japanese_names
from tabletop.ui.deck_checks import (
    DeckCheck,
    SeatChecks,
    check_parsed_deck,
    deck_report,
    problem_lines,
)
from tabletop.ui.dialogs.params_form import ParamsForm
from tabletop.ui.session import FREE, NewGameOptions, available_games, bundled_decks
from tabletop.ui.settings_owner import settings_owner

CHOOSE_FILE = "__file__"
LISTED_PROBLEMS = 5
"""A seat's status lists this many problems; its tooltip lists up to TOOLTIP_PROBLEMS."""
TOOLTIP_PROBLEMS = 40
NAME_WIDTH_EMS = 14
"""The player-name fields are at least this many average characters wide (their placeholder
whole, in either language)."""
COLOURS = {"ok": "#2e7d32", "warning": "#b26a00", "error": "#c62828"}
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Computer — Beginner: plays at random"),
    "greedy": QT_TRANSLATE_NOOP("NewGameDialog", "Computer — Standard: the best move now"),
    "strong": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Computer — Strong: thinks about {seconds} s a move"
    ),
}
"""How the seat box names the computer's levels."""
LEVEL_TIPS = {
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Plays any legal move, at random."),
    "greedy": QT_TRANSLATE_NOOP("NewGameDialog", "Plays the move that looks best right now."),
    "strong": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Searches ahead through the games that could follow, for the thinking time set in "
        "the settings.",
    ),
}


class NewGameDialog(QDialog):
    """Choose everything a new game needs; :meth:`options` gives the answer."""

    def __init__(self, parent: QWidget | None = None, *, game: str = DEFAULT_GAME) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for game_id in available_games():
            self.game_box.addItem(game_label(game_id), game_id)
        form.addRow(self.tr("Game:"), self.game_box)
        self.names: list[QLineEdit] = []
        self.decks: list[QComboBox] = []
        self.deck_status: list[QLabel] = []
        self.seat_boxes: list[QComboBox] = []
        settings = settings_owner().current
        for seat in (0, 1):
            name = QLineEdit(self)
            name.setPlaceholderText(self.tr("Player {number}").format(number=seat + 1))
            name.setMinimumWidth(NAME_WIDTH_EMS * name.fontMetrics().averageCharWidth())
            deck = QComboBox(self)
            deck.activated.connect(lambda _i, box=deck: self._maybe_choose_file(box))
            deck.currentIndexChanged.connect(self._check_decks)
            kind = self._seat_box(seat, settings.new_game_seats[seat])
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(deck, 2)
            row.addWidget(kind, 1)
            form.addRow(self.tr("Player {number}:").format(number=seat + 1), row)
            status = QLabel(self)
            status.setObjectName(f"DeckStatus{seat + 1}")
            status.setWordWrap(True)
            status.setTextFormat(Qt.TextFormat.PlainText)
            form.addRow("", status)
            self.names.append(name)
            self.decks.append(deck)
            self.deck_status.append(status)
        mode_box = QHBoxLayout()
        self.enforced = QRadioButton(self.tr("Enforced (illegal moves refused)"), self)
        self.manual = QRadioButton(self.tr("Manual (rules only warn)"), self)
        (self.manual if settings.default_mode is Mode.MANUAL else self.enforced).setChecked(True)
        mode_box.addWidget(self.enforced)
        mode_box.addWidget(self.manual)
        self.manual.toggled.connect(self._check_decks)
        form.addRow(self.tr("Mode:"), mode_box)
        self.computer_note = QLabel(
            self.tr("The computer plays by the rules: a game against it is in enforced mode."),
            self,
        )
        self.computer_note.setObjectName("ComputerModeNote")
        self.computer_note.setWordWrap(True)
        form.addRow("", self.computer_note)
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
        self.summary = QLabel(self)
        self.summary.setObjectName("DeckSummary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(f"color: {COLOURS['error']};")
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button: QAbstractButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._recent = [Path(p) for p in settings.recent_decks]
        self._read: dict[Path, tuple[tuple[int, int], DeckParseResult]] = {}
        self._filling = False
        self._checks: SeatChecks = (None, None)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        index = self.game_box.findData(game)
        self.game_box.setCurrentIndex(max(0, index))
        self._game_changed()
        self._seats_changed()

    def _seat_box(self, seat: int, chosen: str) -> QComboBox:
        """The box that says who plays ``seat``: a person, or the computer at a level (named
        by what it does, Strong with the thinking time of the settings)."""
        think_ms = settings_owner().current.computer_think_ms
        box = QComboBox(self)
        box.setObjectName(f"SeatBox{seat + 1}")
        box.addItem(self.tr("Human"), HUMAN)
        for level in LEVELS:
            name = QCoreApplication.translate("NewGameDialog", LEVEL_NAMES[level])
            box.addItem(name.format(seconds=f"{think_ms / 1000:g}"), computer(level))
            tip = QCoreApplication.translate("NewGameDialog", LEVEL_TIPS[level])
            box.setItemData(box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(max(0, box.findData(chosen)))
        box.setToolTip(self.tr("Who plays this seat: a person at this computer, or the computer"))
        box.currentIndexChanged.connect(self._seats_changed)
        self.seat_boxes.append(box)
        return box

    def seats(self) -> tuple[str, str]:
        """Who plays each seat: ``"human"`` or ``"computer:<level>"``."""
        return checked([str(box.currentData()) for box in self.seat_boxes])

    def _seats_changed(self) -> None:
        """A computer seat plays in enforced mode only; its name says it is the computer."""
        against = bool(computer_seats(self.seats()))
        if against:
            self.enforced.setChecked(True)
        self.manual.setEnabled(not against)
        self.computer_note.setVisible(against)
        for seat, name in enumerate(self.names):
            name.setPlaceholderText(self._default_name(seat))

    def _default_name(self, seat: int) -> str:
        """The name a seat gets when none is typed ('' for a human: "Player N" then)."""
        seats = self.seats()
        if seats[seat] == HUMAN:
            return self.tr("Player {number}").format(number=seat + 1)
        if len(computer_seats(seats)) == 1:
            return self.tr("Computer")
        return self.tr("Computer {number}").format(number=seat + 1)

    def game(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = self.game()
        demo = bundled_decks(game)
        self._filling = True
        for seat, box in enumerate(self.decks):
            box.clear()
            for path in demo:
                box.addItem(self.tr("Bundled: {name}").format(name=_deck_name(path)), str(path))
            for path in self._recent:
                if path.is_file() and path not in demo:
                    box.addItem(self.tr("Recent: {name}").format(name=path.name), str(path))
            box.addItem(self.tr("Choose a file…"), CHOOSE_FILE)
            box.setCurrentIndex(seat % max(1, len(demo)) if demo else 0)
        self.profile_box.clear()
        from tabletop.games.profiles import DEFAULT_PROFILE, bundled_profiles

        try:
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
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(DEFAULT_PROFILE)))
        self._filling = False
        self._profile_changed()

    def _profile_changed(self) -> None:
        params = self._profile_params()
        self.params_form.set_params(params)
        self.params_group.setVisible(params is not None)
        for widget in self.params_form.findChildren(QWidget):
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(self._check_decks)
            elif isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self._check_decks)
            elif isinstance(widget, QComboBox):
                widget.currentTextChanged.connect(self._check_decks)
            elif isinstance(widget, QLineEdit):
                widget.editingFinished.connect(self._check_decks)
        self._check_decks()

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
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a Deck"), "", self.tr("Decks (*.deck)")
        )
        if name:
            box.insertItem(0, Path(name).name, name)
        box.setCurrentIndex(0)

    def params(self) -> dict[str, Any]:
        """The rule parameters as edited (JSON data; the ruleset validates them at start)."""
        return self.params_form.values()

    def _deck_paths(self) -> tuple[Path | None, Path | None]:
        first, second = (
            Path(data) if isinstance(data, str) and data != CHOOSE_FILE else None
            for data in (box.currentData() for box in self.decks)
        )
        return first, second

    def options(self) -> NewGameOptions:
        """The game the dialog describes."""
        decks = self._deck_paths()
        game = self.game()
        seats = self.seats()
        names = [edit.text().strip() for edit in self.names]
        for seat, kind in enumerate(seats):
            if kind != HUMAN and not names[seat]:
                names[seat] = self._default_name(seat)
        against = bool(computer_seats(seats))
        return NewGameOptions(
            game=game,
            players=(names[0], names[1]),
            decks=(decks[0], decks[1]),
            mode=Mode.MANUAL if self.manual.isChecked() and not against else Mode.ENFORCED,
            profile=self.params() if game != FREE else {},
            open_hands=self.open_hands.isChecked(),
            seats=seats,
        )

    # ---------------------------------------------------------------- deck checks

    def checks(self) -> SeatChecks:
        """Each seat's deck checked against the game, profile and parameters now chosen."""
        return self._checks

    def _parsed(self, path: Path) -> DeckParseResult:
        """``read_deck(path)``, read again only when the file changed."""
        try:
            info = os.stat(path)
            key = (info.st_mtime_ns, info.st_size)
        except (OSError, ValueError):
            return read_deck(path, default_database())
        cached = self._read.get(path)
        if cached is None or cached[0] != key:
            cached = (key, read_deck(path, default_database()))
            self._read[path] = cached
        return cached[1]

    def _check_decks(self) -> None:
        """Check both decks again and show what came of it (Start off when it cannot)."""
        if self._filling:
            return
        options = self.options()
        profile = options.profile if options.game != FREE else None
        first, second = (
            check_parsed_deck(self._parsed(path), options.game, profile)
            if path is not None
            else None
            for path in options.decks
        )
        self._checks = (first, second)
        for label, check in zip(self.deck_status, self._checks, strict=True):
            self._show_check(label, check, options.mode)
        refused = [c for c in self._checks if c is not None and not c.allowed(options.mode)]
        if any(check.unusable for check in refused):
            reason = self.tr("Start is off: a deck cannot be used. Choose another deck.")
        elif refused:
            reason = self.tr(
                "Start is off: a deck breaks the deck rules of this profile. Choose another "
                "deck, or manual mode to play it anyway."
            )
        else:
            reason = ""
        self.summary.setText(reason)
        self.summary.setVisible(bool(reason))
        self.start_button.setEnabled(not refused)
        self.start_button.setToolTip(reason)

    def _show_check(self, label: QLabel, check: DeckCheck | None, mode: Mode) -> None:
        if check is None:
            label.clear()
            label.setToolTip("")
            label.hide()
            return
        if check.legal:
            kind = "ok"
            if self.game() == FREE:
                heading = self.tr("✔ The deck can be read (the free table checks no deck rules).")
            else:
                heading = self.tr("✔ The deck keeps the deck rules of this profile.")
        elif check.unusable:
            kind, heading = "error", self.tr("✖ This deck cannot be used:")
        elif mode == Mode.MANUAL:
            kind = "warning"
            heading = self.tr("⚠ The deck breaks the deck rules (manual mode plays it anyway):")
        else:
            kind = "error"
            heading = self.tr("✖ The deck breaks the deck rules (enforced mode refuses it):")
        lines = [heading, *problem_lines(check.problems, LISTED_PROBLEMS)]
        label.setText("\n".join(lines))
        label.setToolTip("\n".join(problem_lines(check.problems, TOOLTIP_PROBLEMS)))
        label.setStyleSheet(f"color: {COLOURS[kind]};")
        label.show()

    @override
    def accept(self) -> None:
        """Start, unless a deck refuses it; in manual mode a deck that breaks the deck rules
        is asked about first."""
        self._check_decks()
        options = self.options()
        if any(c is not None and not c.allowed(options.mode) for c in self._checks):
            return
        report = deck_report(self._checks, options)
        if report and not self.confirm_start_anyway(report):
            return
        with contextlib.suppress(StorageError, ValueError):  # remembered for the next game
            settings_owner().update(new_game_seats=options.seats)
        super().accept()

    def confirm_start_anyway(self, report: str) -> bool:
        """Manual mode, decks that break the deck rules: start anyway?"""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Deck Rules"),
            report + "\n\n" + self.tr("Start the game anyway (manual mode)?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("StartAnywayBox")
        start = box.addButton(self.tr("Start Anyway"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        ok = box.clickedButton() is start
        box.deleteLater()
        return ok


def _deck_name(path: Path) -> str:
    """A bundled deck's own name (its ``name:`` line, in the interface language when the game
    gives it one), else its file name."""
    from tabletop.cards.decklist import read_deck

    parsed = read_deck(path)
    if parsed.deck is None or not parsed.deck.name:
        return path.stem
    return QCoreApplication.translate("Deck", parsed.deck.name)
