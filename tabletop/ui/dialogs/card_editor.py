"""The card editor: enter cards into the user's own card sets (the Dragon Ball GT sets Baby,
Super 17, Shadow Dragon and Lost Episodes are not bundled, players type them in).

The form changes with the card type; every change is validated at once (invalid fields are
marked, the reason is shown, Save stays disabled until the card is valid). Saving writes the
user set file (:mod:`tabletop.cards.user_sets`) and reloads the card database.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.cards.database import default_database
from tabletop.cards.errors import CardDataError
from tabletop.cards.models import (
    DBGT_TYPES,
    MAX_STAGES,
    NUMBER_PATTERN,
    STYLES,
    YYH_TYPES,
    Card,
    Game,
)
from tabletop.i18n.reasons import describe
from tabletop.storage.errors import StorageError
from tabletop.storage.user_sets import (
    GT_SETS,
    CardValidationError,
    FieldError,
    is_set_code,
    load_user_set,
    save_card,
    user_set_codes,
    validate_card,
)
from tabletop.ui.card_face import (
    TEAM_NAMES,
    alignment_label,
    card_pixmap,
    card_size,
    style_label,
    team_label,
    type_label,
)

PREVIEW_WIDTH = 220
_NUMBER_RE = re.compile(NUMBER_PATTERN)
_LADDER_SPLIT = re.compile(r"[\s,;/]+")

DBGT_PERSONALITY = {"personality"}
DBGT_COMBAT = {"energy_combat", "physical_combat", "combat"}
DBGT_STYLED = {"personality", "mastery", "drill", "setup", "event", "non_combat"} | DBGT_COMBAT


def parse_ladder(text: str) -> tuple[list[int | str], str | None]:
    """The power-stage ladder typed as numbers separated by spaces or commas, and the reason
    it is invalid (an untranslated key of :data:`LADDER_REASONS`), or None when valid.

    >>> parse_ladder("0 100 200")
    ([0, 100, 200], None)
    >>> parse_ladder("0 300 200")[1]
    'decreasing'
    """
    parts = [p for p in _LADDER_SPLIT.split(text.strip()) if p]
    values: list[int | str] = []
    for part in parts:
        if part.upper() == "Z":
            values.append("Z")
        elif part.isdigit() and part.isascii() and len(part) <= 10:
            values.append(int(part))
        else:
            return values, "not_number"
    if len(values) < 2:
        return values, "too_short"
    if len(values) > MAX_STAGES:
        return values, "too_long"
    if values[0] != 0:
        return values, "not_zero"
    numbers = [v for v in values if isinstance(v, int)]
    if any(b < a for a, b in pairwise(numbers)):
        return values, "decreasing"
    if any(v > 10**9 for v in numbers):
        return values, "too_large"
    return values, None


@dataclass
class _Field:
    key: str
    label: str  # English source, translated in retranslate_ui
    widget: QWidget
    applies: Callable[[Game, str], bool]
    read: Callable[[], Any]  # the JSON value, or None to leave the field out


class _Attacks(QWidget):
    """Up to ``rows`` attacks: name, Attack Cost, Attack Value (a row with no value is unused)."""

    changed = Signal()

    def __init__(self, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.headers = [QLabel(self), QLabel(self), QLabel(self)]
        for column, label in enumerate(self.headers):
            grid.addWidget(label, 0, column)
        self.rows: list[tuple[QLineEdit, QSpinBox, QLineEdit]] = []
        for row in range(rows):
            name, cost, value = QLineEdit(self), QSpinBox(self), QLineEdit(self)
            cost.setRange(0, 10)
            value.setMaxLength(6)
            name.setMaxLength(120)
            for column, widget in enumerate((name, cost, value)):
                grid.addWidget(widget, row + 1, column)
            name.textChanged.connect(self.changed)
            value.textChanged.connect(self.changed)
            cost.valueChanged.connect(self.changed)
            self.rows.append((name, cost, value))
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(2, 1)

    def retranslate_ui(self) -> None:
        for label, text in zip(
            self.headers, (self.tr("Attack name"), self.tr("Cost"), self.tr("Value")), strict=True
        ):
            label.setText(text)

    def value(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for name, cost, value in self.rows:
            text = value.text().strip()
            if not text and not name.text().strip():
                continue
            entry: dict[str, Any] = {"cost": cost.value()}
            entry["value"] = int(text) if text.isdigit() and text.isascii() else text
            if name.text().strip():
                entry["name"] = " ".join(name.text().split())
            out.append(entry)
        return out


class CardEditor(QDialog):
    """Writes cards into the user's card sets; emits :attr:`card_saved` with the card id."""

    card_saved = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardEditor")
        self._errors: dict[str, str] = {}
        self._card: Card | None = None
        self._building = True

        self.game_combo = QComboBox(self)
        self.game_combo.addItem("", "dbgt")
        self.game_combo.addItem("", "yyh")
        self.set_combo = QComboBox(self)
        self.set_combo.setEditable(True)
        self.set_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.set_name_edit = QLineEdit(self)
        self.set_name_ja_edit = QLineEdit(self)
        self.type_combo = QComboBox(self)

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._set_labels = [QLabel(self) for _ in range(5)]
        for label, widget in zip(
            self._set_labels,
            (self.game_combo, self.set_combo, self.set_name_edit, self.set_name_ja_edit,
             self.type_combo),
            strict=True,
        ):  # fmt: skip
            self.form.addRow(label, widget)
        self.fields: dict[str, _Field] = {}
        self._field_labels: dict[str, QLabel] = {}
        self._build_fields()

        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH + 8)
        self.reason_label = QLabel(self)
        self.reason_label.setWordWrap(True)
        self.reason_label.setObjectName("reason")
        self.buttons = QDialogButtonBox(self)
        self.save_button = QPushButton(self)
        self.save_button.setDefault(True)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ApplyRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save)

        top = QHBoxLayout()
        top.addLayout(self.form, 1)
        top.addWidget(self.preview)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.buttons)
        self.setStyleSheet(
            '*[invalid="true"] { border: 2px solid #c62828; background: #fdecea; }'
            " QLabel#reason { color: #b71c1c; }"
        )

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.set_combo.currentTextChanged.connect(self._set_changed)
        self.set_name_edit.textChanged.connect(self.revalidate)
        self.set_name_ja_edit.textChanged.connect(self.revalidate)
        self.type_combo.currentIndexChanged.connect(self._type_changed)
        self._building = False
        self.retranslate_ui()
        self._game_changed()

    # --- building the form -------------------------------------------------------------------

    def _line(self, max_length: int = 120) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setMaxLength(max_length)
        edit.textChanged.connect(self.revalidate)
        return edit

    def _spin(self, low: int, high: int, optional: bool = False) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low - 1 if optional else low, high)
        if optional:
            spin.setValue(low - 1)
        spin.valueChanged.connect(self.revalidate)
        return spin

    def _combo(self, values: tuple[str, ...], optional: bool) -> QComboBox:
        combo = QComboBox(self)
        if optional:
            combo.addItem("", None)
        for value in values:
            combo.addItem(value, value)
        combo.currentIndexChanged.connect(self.revalidate)
        return combo

    def _check(self) -> QCheckBox:
        box = QCheckBox(self)
        box.toggled.connect(self.revalidate)
        return box

    def _add(
        self, key: str, label: str, widget: QWidget, applies: Callable[[Game, str], bool],
        read: Callable[[], Any],
    ) -> None:  # fmt: skip
        self.fields[key] = _Field(key, label, widget, applies, read)
        label_widget = QLabel(self)
        self._field_labels[key] = label_widget
        self.form.addRow(label_widget, widget)

    def _build_fields(self) -> None:
        def text(edit: QLineEdit) -> Callable[[], str | None]:
            return lambda: " ".join(edit.text().split()) or None

        def opt_spin(spin: QSpinBox) -> Callable[[], int | None]:
            return lambda: None if spin.value() < spin.minimum() + 1 else spin.value()

        def combo(box: QComboBox) -> Callable[[], Any]:
            return lambda: box.currentData()

        def check(box: QCheckBox) -> Callable[[], bool | None]:
            return lambda: True if box.isChecked() else None

        def always(game: Game, card_type: str) -> bool:
            return True

        def dbgt(types: set[str] | None = None) -> Callable[[Game, str], bool]:
            return lambda g, t: g == "dbgt" and (types is None or t in types)

        def yyh(types: set[str] | None = None) -> Callable[[Game, str], bool]:
            return lambda g, t: g == "yyh" and (types is None or t in types)

        self.number_edit = self._line(12)
        self._add("number", "Number", self.number_edit, always,
                  lambda: self.number_edit.text().strip().upper() or None)  # fmt: skip
        self.name_edit = self._line()
        self._add("name", "Name", self.name_edit, always, text(self.name_edit))
        self.name_ja_edit = self._line()
        self._add("name_ja", "Japanese name", self.name_ja_edit, always, text(self.name_ja_edit))

        personality = dbgt(DBGT_PERSONALITY)
        self.character_edit = self._line()
        self._add("character", "Character", self.character_edit, personality,
                  text(self.character_edit))  # fmt: skip
        self.level_spin = self._spin(1, 6)
        self._add("level", "Level", self.level_spin, personality, self.level_spin.value)
        self.dbgt_alignment = self._combo(("hero", "villain", "neutral"), optional=False)
        self._add("alignment_dbgt", "Alignment", self.dbgt_alignment, personality,
                  combo(self.dbgt_alignment))  # fmt: skip
        self.pur_spin = self._spin(0, 20)
        self._add("pur", "PUR", self.pur_spin, personality, self.pur_spin.value)
        self.stages_edit = self._line(400)
        self._add("stages", "Power stages", self.stages_edit, personality,
                  lambda: parse_ladder(self.stages_edit.text())[0])  # fmt: skip
        self.heritage_edit = self._line(40)
        self._add("heritage", "Heritage", self.heritage_edit, personality,
                  lambda: "_".join(self.heritage_edit.text().lower().split()) or None)  # fmt: skip
        self.hi_tech_check = self._check()
        self._add("hi_tech", "Hi-tech", self.hi_tech_check, personality, check(self.hi_tech_check))
        self.style_combo = self._combo(STYLES, optional=True)
        self._add(
            "style",
            "Fighting style",
            self.style_combo,
            lambda g, t: g == "dbgt" and (t in DBGT_STYLED),
            combo(self.style_combo),
        )
        self.backer_for_edit = self._line()
        self._add("backer_for_name", "Backer for", self.backer_for_edit, dbgt({"backer"}),
                  text(self.backer_for_edit))  # fmt: skip
        self.backer_style_combo = self._combo(STYLES, optional=True)
        self._add("backer_style", "Backer style", self.backer_style_combo, dbgt({"backer"}),
                  combo(self.backer_style_combo))  # fmt: skip
        self.db_set_edit = self._line()
        self._add("db_set", "Dragon Ball set", self.db_set_edit, dbgt({"dragon_ball"}),
                  text(self.db_set_edit))  # fmt: skip
        self.db_number_spin = self._spin(1, 7)
        self._add("db_number", "Dragon Ball number", self.db_number_spin, dbgt({"dragon_ball"}),
                  self.db_number_spin.value)  # fmt: skip
        combat = dbgt(DBGT_COMBAT)
        self.attack_check = self._check()
        self._add("attack", "Attack", self.attack_check, combat, check(self.attack_check))
        self.defense_check = self._check()
        self._add("defense", "Defense", self.defense_check, combat, check(self.defense_check))
        self.defends_combo = self._combo(("physical", "energy", "any"), optional=True)
        self._add("defends", "Stops", self.defends_combo, combat, combo(self.defends_combo))
        self.cost_spin = self._spin(0, 30, optional=True)
        self._add("cost_stages", "Cost (stages)", self.cost_spin, combat, opt_spin(self.cost_spin))
        self.damage_combo = self._combo(("pat", "life", "stages"), optional=True)
        self.damage_amount = self._spin(0, 99, optional=True)
        self.damage_bonus = self._spin(-20, 20, optional=True)
        self._add("damage", "Damage", self._damage_row(), combat, self._damage_value)
        self.named_for_edit = self._line()
        self._add("named_for", "Named for", self.named_for_edit, dbgt(),
                  text(self.named_for_edit))  # fmt: skip
        self.marker_combo = self._combo(("hero", "villain"), optional=True)
        self._add("alignment_marker", "Only for", self.marker_combo, dbgt(),
                  combo(self.marker_combo))  # fmt: skip

        character = yyh({"character"})
        self.yyh_alignment = self._combo(("hero", "villain", "neutral", "both"), optional=False)
        self._add("alignment_yyh", "Alignment", self.yyh_alignment, character,
                  combo(self.yyh_alignment))  # fmt: skip
        self.team_combo = QComboBox(self)
        self.team_combo.setEditable(True)
        self.team_combo.addItem("", None)
        for slug in TEAM_NAMES:
            self.team_combo.addItem(slug, slug)
        self.team_combo.currentTextChanged.connect(self.revalidate)
        self._add(
            "team",
            "Team symbol",
            self.team_combo,
            character,
            lambda: "_".join(self.team_combo.currentText().lower().split()) or None,
        )
        self.leader_check = self._check()
        self._add("team_leader", "Team leader", self.leader_check, character,
                  check(self.leader_check))  # fmt: skip
        self.yyh_defense = self._line(6)
        self._add("defense_yyh", "Defense Value", self.yyh_defense, character,
                  lambda: _int_or_text(self.yyh_defense.text()))  # fmt: skip
        self.attacks = _Attacks(4, self)
        self.attacks.changed.connect(self.revalidate)
        self._add(
            "attacks", "Attacks", self.attacks, character, lambda: self.attacks.value() or None
        )
        self.sideline_check = self._check()
        self._add("sideline_effect", "Sideline effect", self.sideline_check, character,
                  check(self.sideline_check))  # fmt: skip
        self.spirit_spin = self._spin(0, 10)
        self._add(
            "spirit_cost",
            "Spirit Energy cost",
            self.spirit_spin,
            yyh({"technique", "item", "event"}),
            self.spirit_spin.value,
        )
        self.technique_attack = _Attacks(1, self)
        self.technique_attack.changed.connect(self.revalidate)
        self._add("attack_yyh", "Attack", self.technique_attack, yyh({"technique"}),
                  lambda: next(iter(self.technique_attack.value()), None))  # fmt: skip
        self.effect_check = self._check()
        self._add("has_effect_text", "Has effect text", self.effect_check, yyh(),
                  check(self.effect_check))  # fmt: skip

        self.limit_spin = self._spin(0, 99, optional=True)
        self._add("limit_per_deck", "Limit per deck", self.limit_spin, always,
                  opt_spin(self.limit_spin))  # fmt: skip
        self.note_edit = self._line(2000)
        self._add("note", "Your note", self.note_edit, always, text(self.note_edit))

    def _damage_row(self) -> QWidget:
        row = QWidget(self)
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        for widget in (self.damage_combo, self.damage_amount, self.damage_bonus):
            box.addWidget(widget)
        return row

    def _damage_value(self) -> dict[str, Any] | None:
        kind = self.damage_combo.currentData()
        if kind is None:
            return None
        damage: dict[str, Any] = {"kind": kind}
        amount = self.damage_amount.value()
        bonus = self.damage_bonus.value()
        if amount >= 0:
            damage["amount"] = amount
        if bonus >= -20:
            damage["bonus"] = bonus
        return damage

    # --- state -------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return "yyh" if self.game_combo.currentData() == "yyh" else "dbgt"

    @property
    def card_type(self) -> str:
        return str(self.type_combo.currentData() or "")

    @property
    def set_code(self) -> str:
        text = self.set_combo.currentText().strip()
        return str(self.set_combo.currentData() or text.split(" ")[0]).upper() if text else ""

    @property
    def card(self) -> Card | None:
        """The card the form describes, when valid."""
        return self._card

    @property
    def errors(self) -> dict[str, str]:
        """Invalid fields: field key -> translated reason."""
        return dict(self._errors)

    def _game_changed(self) -> None:
        if self._building:
            return
        self._building = True
        game = self.game
        self.type_combo.clear()
        for card_type in DBGT_TYPES if game == "dbgt" else YYH_TYPES:
            self.type_combo.addItem(type_label(game, card_type), card_type)
        self.set_combo.clear()
        codes = user_set_codes(game)
        if game == "dbgt":
            codes += [code for code in GT_SETS if code not in codes]
        for code in codes:
            self.set_combo.addItem(code, code)
        self._building = False
        self._set_changed()
        self._type_changed()

    def _set_changed(self) -> None:
        if self._building:
            return
        code = self.set_code
        name = GT_SETS.get(code, "") if self.game == "dbgt" else ""
        name_ja = ""
        if is_set_code(code):
            try:
                existing = load_user_set(self.game, code)
            except CardDataError:
                existing = None
            if existing is not None:
                name, name_ja = existing.name, existing.name_ja or ""
        self.set_name_edit.setText(name)
        self.set_name_ja_edit.setText(name_ja)
        self.revalidate()

    def _type_changed(self) -> None:
        if self._building:
            return
        game, card_type = self.game, self.card_type
        for field in self.fields.values():
            self.form.setRowVisible(field.widget, field.applies(game, card_type))
        self.revalidate()

    def card_data(self) -> dict[str, Any]:
        """The JSON data of the card from the visible fields."""
        game, card_type = self.game, self.card_type
        number = self.fields["number"].read() or ""
        data: dict[str, Any] = {
            "id": f"{self.set_code}-{number}",
            "set": self.set_code,
            "number": number,
            "type": card_type,
        }
        for key, field in self.fields.items():
            if key == "number" or not field.applies(game, card_type):
                continue
            value = field.read()
            if value is not None:
                data[key.removesuffix("_dbgt").removesuffix("_yyh")] = value
        return data

    # --- validation --------------------------------------------------------------------------

    def revalidate(self) -> None:
        """Check the form now: mark invalid fields, show the first reason, enable Save."""
        if self._building:
            return
        errors: dict[str, str] = {}
        code = self.set_code
        if not is_set_code(code):
            errors["set"] = self.tr(
                "A set code is 1 to 8 capital letters or digits, starting with a letter."
            )
        elif not self.set_name_edit.text().strip():
            errors["set_name"] = self.tr("The set needs a name.")
        number = self.fields["number"].read() or ""
        if not _NUMBER_RE.fullmatch(number):
            errors["number"] = self.tr("The card number is 1 to 12 letters or digits, as printed.")
        if not self.name_edit.text().strip():
            errors["name"] = self.tr("The card needs a name.")
        if self.fields["stages"].applies(self.game, self.card_type):
            reason = parse_ladder(self.stages_edit.text())[1]
            if reason is not None:
                errors["stages"] = self._ladder_reason(reason)
        self._card = None
        if not errors:
            try:
                self._card = validate_card(self.game, self.card_data())
            except CardValidationError as error:
                for problem in error.errors:
                    key = self._field_key(problem)
                    errors.setdefault(key, self._reason(problem))
        self._errors = errors
        self._mark(errors)
        self.save_button.setEnabled(not errors)
        labels = {key: self._field_labels[key].text() for key in self._field_labels}
        labels.update(set=self._set_labels[1].text(), set_name=self._set_labels[2].text())
        self.reason_label.setText(
            "\n".join(f"{labels.get(k, '').rstrip(':')}: {v}" for k, v in errors.items())
        )
        self._update_preview()

    def _ladder_reason(self, reason: str) -> str:
        return {
            "not_number": self.tr("Type whole numbers separated by spaces."),
            "too_short": self.tr("At least stage 0 and stage 1 are needed."),
            "too_long": self.tr("At most 18 values (stage 0 to stage 17)."),
            "not_zero": self.tr("Stage 0 must be 0."),
            "decreasing": self.tr("A value may not be lower than the one before."),
            "too_large": self.tr("A value is too large."),
        }[reason]

    def _field_key(self, problem: FieldError) -> str:
        head = problem.field.split(".")[0]
        if head in ("alignment", "defense") and self.game == "yyh":
            return f"{head}_yyh" if head == "alignment" else "defense_yyh"
        if head == "alignment":
            return "alignment_dbgt"
        if head == "attack" and self.game == "yyh":
            return "attack_yyh"
        if head in ("id", "set"):
            return "number"
        return head if head in self.fields else "number"

    def _reason(self, problem: FieldError) -> str:
        code = problem.code
        if code in ("missing", "int_type", "int_parsing"):
            return self.tr("A number is needed here.")
        if code in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
            return self.tr("The number is out of range.")
        if code in ("string_pattern_mismatch",):
            return self.tr("Use lower-case letters, digits and “_” only.")
        if code == "combat_without_role":
            return self.tr("A combat card attacks, defends, or both.")
        if code == "defends_without_defense":
            return self.tr("Only a defense stops attacks.")
        if code == "damage_without_attack":
            return self.tr("Only an attack does damage.")
        if code == "bad_damage":
            return self.tr("PAT damage takes a bonus; life and stage damage take an amount.")
        if code == "leader_without_team":
            return self.tr("A team leader needs a team symbol.")
        if code == "unflagged_variable_attack":
            return self.tr("Every attack needs a value.")
        return self.tr("This value is not valid ({code}).").format(code=code)

    def _mark(self, errors: dict[str, str]) -> None:
        widgets: dict[str, QWidget] = {k: f.widget for k, f in self.fields.items()}
        widgets.update(set=self.set_combo, set_name=self.set_name_edit)
        for key, widget in widgets.items():
            invalid = key in errors
            if bool(widget.property("invalid")) != invalid:
                widget.setProperty("invalid", invalid)
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            widget.setToolTip(errors.get(key, ""))

    def _update_preview(self) -> None:
        size = card_size(PREVIEW_WIDTH)
        if (
            self._card is None
            and self.preview.pixmap() is not None
            and not self.preview.pixmap().isNull()
        ):
            return  # keep the last valid card while the form is being corrected
        self.preview.setPixmap(
            card_pixmap(self._card, size, device_pixel_ratio=self.devicePixelRatioF())
        )

    # --- saving ------------------------------------------------------------------------------

    def save(self) -> bool:
        """Write the card to its user set and reload the database; False (with the reason shown)
        when the card is invalid or the file cannot be written."""
        self.revalidate()
        card = self._card
        if card is None:
            return False
        try:
            path = save_card(
                self.game,
                self.set_code,
                card,
                set_name=" ".join(self.set_name_edit.text().split()),
                set_name_ja=" ".join(self.set_name_ja_edit.text().split()),
                database=default_database(),
            )
        except CardDataError as error:
            self.reason_label.setText(describe(error.code, error.params))
            return False
        except StorageError as error:
            errno = error.params.get("errno")
            detail = os.strerror(errno) if isinstance(errno, int) else ""
            self.reason_label.setText(
                self.tr("The card set could not be written. {detail}").format(detail=detail)
            )
            return False
        default_database(reload=True)
        self.reason_label.setText(
            self.tr("Saved {id} to {path}.").format(id=card.id, path=str(path))
        )
        self.card_saved.emit(card.id)
        return True

    # --- language ----------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card editor"))
        self.game_combo.setItemText(0, self.tr("Dragon Ball GT"))
        self.game_combo.setItemText(1, self.tr("Yu Yu Hakusho"))
        for label, text in zip(
            self._set_labels,
            (self.tr("Game:"), self.tr("Set code:"), self.tr("Set name:"),
             self.tr("Set name (Japanese):"), self.tr("Card type:")),
            strict=True,
        ):  # fmt: skip
            label.setText(text)
        labels = {
            "number": self.tr("Number:"), "name": self.tr("Name:"),
            "name_ja": self.tr("Japanese name:"), "character": self.tr("Character:"),
            "level": self.tr("Level:"), "alignment_dbgt": self.tr("Alignment:"),
            "pur": self.tr("Power Up Rating (PUR):"), "stages": self.tr("Power stages:"),
            "heritage": self.tr("Heritage:"), "hi_tech": self.tr("Hi-tech:"),
            "style": self.tr("Fighting style:"), "backer_for_name": self.tr("Backer for:"),
            "backer_style": self.tr("Backer style:"), "db_set": self.tr("Dragon Ball set:"),
            "db_number": self.tr("Dragon Ball number:"), "attack": self.tr("Attack:"),
            "defense": self.tr("Defense:"), "defends": self.tr("Stops:"),
            "cost_stages": self.tr("Cost in stages:"), "damage": self.tr("Damage:"),
            "named_for": self.tr("Named card for:"), "alignment_marker": self.tr("Only for:"),
            "alignment_yyh": self.tr("Alignment:"), "team": self.tr("Team Symbol:"),
            "team_leader": self.tr("Team leader:"), "defense_yyh": self.tr("Defense Value:"),
            "attacks": self.tr("Attacks:"), "sideline_effect": self.tr("Sideline effect:"),
            "spirit_cost": self.tr("Spirit Energy cost:"), "attack_yyh": self.tr("Attack:"),
            "has_effect_text": self.tr("Has effect text:"),
            "limit_per_deck": self.tr("Limit per deck:"), "note": self.tr("Your note:"),
        }  # fmt: skip
        for key, label in self._field_labels.items():
            label.setText(labels.get(key, key))
        self.stages_edit.setPlaceholderText(self.tr("e.g. 0 1000 1500 2000 (stage 0 first)"))
        for spin in (self.cost_spin, self.limit_spin, self.damage_amount, self.damage_bonus):
            spin.setSpecialValueText(self.tr("(default)"))
        for combo in (self.style_combo, self.backer_style_combo):
            for i in range(combo.count()):
                value = combo.itemData(i)
                combo.setItemText(i, style_label(value) if value else self.tr("(none)"))
        for combo in (self.dbgt_alignment, self.yyh_alignment, self.marker_combo):
            for i in range(combo.count()):
                value = combo.itemData(i)
                combo.setItemText(i, alignment_label(value) if value else self.tr("(any)"))
        kinds = {"pat": self.tr("PAT"), "life": self.tr("Life cards"), "stages": self.tr("Stages")}
        for i in range(self.damage_combo.count()):
            value = self.damage_combo.itemData(i)
            self.damage_combo.setItemText(i, kinds[value] if value else self.tr("(default)"))
        stops = {"physical": self.tr("Physical attacks"), "energy": self.tr("Energy attacks"),
                 "any": self.tr("Any attack")}  # fmt: skip
        for i in range(self.defends_combo.count()):
            value = self.defends_combo.itemData(i)
            self.defends_combo.setItemText(i, stops[value] if value else self.tr("(not given)"))
        for i in range(1, self.team_combo.count()):
            self.team_combo.setItemText(i, self.team_combo.itemData(i))
        self.team_combo.setToolTip(", ".join(f"{slug} = {team_label(slug)}" for slug in TEAM_NAMES))
        for i in range(self.type_combo.count()):
            self.type_combo.setItemText(i, type_label(self.game, self.type_combo.itemData(i)))
        self.attacks.retranslate_ui()
        self.technique_attack.retranslate_ui()
        self.save_button.setText(self.tr("&Save card"))
        self.revalidate()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(760, 640)


def _int_or_text(text: str) -> int | str | None:
    text = text.strip()
    if not text:
        return None
    return int(text) if text.isdigit() and text.isascii() else text


def open_card_editor(parent: QWidget | None = None) -> CardEditor:
    """Show a (non-modal) card editor and return it."""
    editor = CardEditor(parent)
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    editor.show()
    if QGuiApplication.platformName() != "offscreen":  # it cannot raise windows
        editor.raise_()
        editor.activateWindow()
    return editor
