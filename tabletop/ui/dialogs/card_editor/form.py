"""The card form: game, set, type and the fields of that type, validated while typing.

The fields shown change with the card type; every change checks the card with the models at
once (invalid fields are marked and their reasons listed) and emits :attr:`CardForm.validated`.
:meth:`CardForm.load_card` fills the form from a card, :meth:`CardForm.card_data` reads it.
"""

from __future__ import annotations

import re
import typing
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)
from typing_extensions import override

from tabletop.cards.card_games import card_game, card_games
from tabletop.cards.database import default_database
from tabletop.cards.errors import CardDataError
from tabletop.cards.models import NUMBER_PATTERN, STYLES, Card, Game
from tabletop.storage.card_csv import parse_ladder, plain_type
from tabletop.storage.user_sets import (
    CardValidationError,
    is_set_code,
    known_sets,
    load_user_set,
    user_set_codes,
    validate_card,
)
from tabletop.ui.card_labels import game_label, team_names, type_label

from .attacks import Attacks
from .damage import DamageEdit
from .effects import EffectsEdit, effect_words
from .fields import CARD_FIELD, choices, has, int_or_text, is_model, other_fields
from .ladder import LadderEdit
from .rows import FormRows
from .texts import (
    field_key,
    field_labels,
    ladder_reason,
    reason,
    retranslate_choices,
    set_labels,
)

_NUMBER_RE = re.compile(NUMBER_PATTERN)


class CardForm(FormRows):
    """Game, set and card fields; emits :attr:`validated` after every check."""

    optional_spins = frozenset({"cost_stages", "limit_per_deck"})
    validated = Signal()
    set_changed = Signal(str)
    """The set code changed (as typed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._errors: dict[str, str] = {}
        self._card: Card | None = None
        self._kept: dict[str, Any] = {}  # fields the form does not show, of the loaded card
        self._building = True
        self.game_combo = QComboBox(self)
        for game in card_games():
            self.game_combo.addItem(game, game)
        self.set_combo = QComboBox(self)
        self.set_combo.setEditable(True)
        self.set_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.set_name_edit = QLineEdit(self)
        self.set_name_edit.setMaxLength(120)
        self.set_name_ja_edit = QLineEdit(self)
        self.set_name_ja_edit.setMaxLength(120)
        self.type_combo = QComboBox(self)
        self.set_labels = [QLabel(self) for _ in range(5)]
        for label, widget in zip(
            self.set_labels,
            (
                self.game_combo,
                self.set_combo,
                self.set_name_edit,
                self.set_name_ja_edit,
                self.type_combo,
            ),
            strict=True,
        ):
            label.setBuddy(widget)
            self.layout_.addRow(label, widget)
        self._build_fields()
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.set_combo.currentTextChanged.connect(self._set_changed)
        self.set_name_edit.textChanged.connect(self.revalidate)
        self.set_name_ja_edit.textChanged.connect(self.revalidate)
        self.type_combo.currentIndexChanged.connect(self._type_changed)
        self._building = False

    # --- building ------------------------------------------------------------------------------

    def _build_fields(self) -> None:
        def always(game: Game, card_type: str) -> bool:
            return True

        self.number_edit = self._line(12)
        self._add_row(
            "number",
            self.number_edit,
            always,
            lambda: self.number_edit.text().strip().upper() or None,
            lambda v: self.number_edit.setText(v or ""),
        )
        self.name_edit = self._line()
        self._add("name", self.name_edit, always)
        self.name_ja_edit = self._line()
        self._add("name_ja", self.name_ja_edit, always)

        self.character_edit = self._line()
        self._add("character", self.character_edit, has("character"))
        self.level_spin = self._spin(1, 6)
        self._add("level", self.level_spin, has("level"))
        alignments: tuple[str, ...] = ("hero", "villain", "neutral")
        self.alignment_combo = self._combo(alignments, optional=False)
        self._add(
            "alignment_of_three", self.alignment_combo, has("alignment", choices(*alignments))
        )
        self.pur_spin = self._spin(0, 20)
        self._add("pur", self.pur_spin, has("pur"))
        self.ladder = LadderEdit(self)
        self.stages_edit = self.ladder.line
        self.ladder.changed.connect(self.revalidate)
        self._add_row(
            "stages",
            self.ladder,
            has("stages"),
            lambda: parse_ladder(self.ladder.text())[0],
            self.ladder.set_values,
        )
        self.heritage_edit = self._line(40)
        self._add_row(
            "heritage",
            self.heritage_edit,
            has("heritage"),
            lambda: "_".join(self.heritage_edit.text().lower().split()) or None,
            lambda v: self.heritage_edit.setText(v or ""),
        )
        self.hi_tech_check = self._check()
        self._add("hi_tech", self.hi_tech_check, has("hi_tech"))
        self.style_combo = self._combo(STYLES, optional=True)
        self._add("style", self.style_combo, has("style"))
        self.backer_for_edit = self._line()
        self._add("backer_for_name", self.backer_for_edit, has("backer_for_name"))
        self.backer_style_combo = self._combo(STYLES, optional=True)
        self._add("backer_style", self.backer_style_combo, has("backer_style"))
        self.db_set_edit = self._line()
        self._add("db_set", self.db_set_edit, has("db_set"))
        self.db_number_spin = self._spin(1, 7)
        self._add("db_number", self.db_number_spin, has("db_number"))
        self.attack_check = self._check()
        self._add("attack", self.attack_check, has("attack", lambda kind: kind is bool))
        self.defense_check = self._check()
        self._add("defense", self.defense_check, has("defense", lambda kind: kind is bool))
        self.defends_combo = self._combo(("physical", "energy", "any"), optional=True)
        self._add("defends", self.defends_combo, has("defends"))
        self.cost_spin = self._spin(0, 30, optional=True)
        self._add("cost_stages", self.cost_spin, has("cost_stages"))
        self.damage = DamageEdit(self)
        self.damage.changed.connect(self.revalidate)
        self._add_row(
            "damage", self.damage, has("damage"), self.damage.value, self.damage.set_value
        )
        self.named_for_edit = self._line()
        self._add("named_for", self.named_for_edit, has("named_for"))
        self.marker_combo = self._combo(("hero", "villain"), optional=True)
        self._add("alignment_marker", self.marker_combo, has("alignment_marker"))

        alignments = ("hero", "villain", "neutral", "both")
        self.alignment_or_both_combo = self._combo(alignments, optional=False)
        self._add(
            "alignment_or_both",
            self.alignment_or_both_combo,
            has("alignment", choices(*alignments)),
        )
        self.team_combo = QComboBox(self)
        self.team_combo.setEditable(True)
        self.team_combo.addItem("", None)
        for slug in team_names():
            self.team_combo.addItem(slug, slug)
        self.team_combo.currentTextChanged.connect(self.revalidate)
        self._add_row(
            "team",
            self.team_combo,
            has("team"),
            lambda: "_".join(self.team_combo.currentText().lower().split()) or None,
            lambda v: self.team_combo.setEditText(v or ""),
        )
        self.leader_check = self._check()
        self._add("team_leader", self.leader_check, has("team_leader"))
        self.defense_value_edit = self._line(6)
        self._add_row(
            "defense_value",
            self.defense_value_edit,
            has("defense", lambda kind: kind is int),
            lambda: int_or_text(self.defense_value_edit.text()),
            lambda v: self.defense_value_edit.setText("" if v is None else str(v)),
        )
        self.attacks = Attacks(4, self)
        self.attacks.changed.connect(self.revalidate)
        self._add_row(
            "attacks",
            self.attacks,
            has("attacks"),
            lambda: self.attacks.value() or None,
            self.attacks.set_value,
        )
        self.sideline_check = self._check()
        self._add("sideline_effect", self.sideline_check, has("sideline_effect"))
        self.spirit_spin = self._spin(0, 10)
        self._add("spirit_cost", self.spirit_spin, has("spirit_cost"))
        self.technique_attack = Attacks(1, self)
        self.technique_attack.changed.connect(self.revalidate)
        self._add_row(
            "one_attack",
            self.technique_attack,
            has("attack", is_model),
            lambda: next(iter(self.technique_attack.value()), None),
            lambda v: self.technique_attack.set_value([v] if v else []),
        )
        self.effect_check = self._check()
        self._add("has_effect_text", self.effect_check, has("has_effect_text"))

        self.effects = EffectsEdit(self)
        self.effects.changed.connect(self.revalidate)
        self._add_row(
            "effects", self.effects, has("effects"), self.effects.value, self.effects.set_value
        )
        self._add_other_fields()
        self.limit_spin = self._spin(0, 99, optional=True)
        self._add("limit_per_deck", self.limit_spin, always)
        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setTabChangesFocus(True)
        self.text_edit.setFixedHeight(self.text_edit.fontMetrics().lineSpacing() * 4 + 12)
        self.text_edit.textChanged.connect(self.revalidate)
        self._add_row(
            "text",
            self.text_edit,
            always,
            lambda: self.text_edit.toPlainText().strip() or None,
            lambda v: self.text_edit.setPlainText(v or ""),
        )
        self.note_edit = self._line(2000)
        self._add("note", self.note_edit, always)

    def _add_other_fields(self) -> None:
        """Rows for the fields of any registered game's cards that no row above shows: a spin
        box for a required number, a check box for yes/no, a list for a choice, else a line."""
        later = {"limit_per_deck", "text", "note"}  # rows added after these
        shown = {CARD_FIELD.get(key, key) for key in self.fields} | set(_KEPT) | later
        for name, info in other_fields(shown):
            kind = plain_type(info.annotation)
            widget: QWidget
            if kind is bool:
                widget = self._check()
            elif kind is int and info.is_required():
                low = next((m.ge for m in info.metadata if hasattr(m, "ge")), 0)
                high = next((m.le for m in info.metadata if hasattr(m, "le")), 999_999)
                widget = self._spin(int(low), int(high))
            elif typing.get_origin(kind) is typing.Literal:
                values = tuple(str(c) for c in typing.get_args(kind))
                widget = self._combo(values, optional=not info.is_required())
            elif kind is int:  # an optional number: empty leaves it out
                self._add_number_line(name)
                continue
            else:
                widget = self._line()
            self._add(name, widget, has(name))

    def _add_number_line(self, name: str) -> None:
        line = self._line(12)
        self._add_row(
            name,
            line,
            has(name),
            lambda: int_or_text(line.text()),
            lambda v: line.setText("" if v is None else str(v)),
        )

    # --- state ---------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return str(self.game_combo.currentData() or card_games()[0])

    @property
    def card_type(self) -> str:
        return str(self.type_combo.currentData() or "")

    @property
    def set_code(self) -> str:
        """The set code as typed (the first word, upper case): a new code makes a new set."""
        words = self.set_combo.currentText().split()
        return words[0].upper() if words else ""

    @property
    def card(self) -> Card | None:
        """The card the form describes, when valid."""
        return self._card

    @property
    def errors(self) -> dict[str, str]:
        """Invalid fields: field key -> translated reason."""
        return dict(self._errors)

    def is_row_visible(self, widget: QWidget) -> bool:
        """Is the row of ``widget`` shown (does the field apply to the card type)?"""
        return self.layout_.isRowVisible(widget)

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab visits, in order: set, type, then the fields as shown."""
        chain: list[QWidget] = [
            self.game_combo,
            self.set_combo,
            self.set_name_edit,
            self.set_name_ja_edit,
            self.type_combo,
        ]
        for field in self.fields.values():
            widget = field.widget
            if isinstance(widget, Attacks):
                chain.extend(w for row in widget.rows for w in row)
            elif isinstance(widget, DamageEdit):
                chain.extend(widget.widgets())
            elif isinstance(widget, LadderEdit):
                chain.append(widget.line)
            elif isinstance(widget, EffectsEdit):
                chain.append(widget.edit)
            else:
                chain.append(widget)
        return chain

    def fill_sets(self, select: str | None = None) -> None:
        """List the user's sets of the game (and the GT sets) in the set box."""
        keep = select or self.set_code
        self._building = True
        self.set_combo.clear()
        codes = user_set_codes(self.game)
        codes += [code for code in known_sets(self.game) if code not in codes]
        for code in codes:
            self.set_combo.addItem(code, code)
        if keep:
            self.set_combo.setEditText(keep)
        self._building = False
        self._set_changed()

    def refresh(self) -> None:
        """Fill the card types and the sets of the chosen game (a new, empty set box)."""
        self._game_changed()

    def _game_changed(self) -> None:
        if self._building:
            return
        self._building = True
        self.type_combo.clear()
        found = card_game(self.game)
        for card_type in found.types if found is not None else ():
            self.type_combo.addItem(type_label(self.game, card_type), card_type)
        self._building = False
        self.set_combo.setEditText("")
        self.fill_sets()
        self._type_changed()

    def _set_changed(self) -> None:
        if self._building:
            return
        code = self.set_code
        name = known_sets(self.game).get(code, "")
        name_ja = ""
        if is_set_code(code):
            try:
                existing = load_user_set(self.game, code)
            except CardDataError:
                existing = None
            known = default_database().set_info(code)
            if existing is not None:
                name, name_ja = existing.name, existing.name_ja or ""
            elif known is not None and known.game == self.game:  # cards added to a bundled set
                name, name_ja = known.name, known.name_ja or ""
        self.set_name_edit.setText(name)
        self.set_name_ja_edit.setText(name_ja)
        self.set_changed.emit(code)
        self.revalidate()

    def _type_changed(self) -> None:
        if self._building:
            return
        game, card_type = self.game, self.card_type
        for field in self.fields.values():
            self.layout_.setRowVisible(field.widget, field.applies(game, card_type))
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
        data.update(self._kept)
        for key, field in self.fields.items():
            if key == "number" or not field.applies(game, card_type):
                continue
            value = field.read()
            if value is not None:
                data[CARD_FIELD.get(key, key)] = value
        return data

    def load_card(self, card: Card) -> None:
        """Show ``card`` in the form (its game, set and type, every field)."""
        if self.game != card.game:
            self.game_combo.setCurrentIndex(self.game_combo.findData(card.game))
        if self.set_code != card.set:
            self.set_combo.setEditText(card.set)
        data = card.model_dump(mode="json")
        self._kept = {key: data[key] for key in _KEPT if data.get(key)}
        self._building = True
        self.type_combo.setCurrentIndex(self.type_combo.findData(card.type))
        for key, field in self.fields.items():
            if field.applies(card.game, card.type):
                field.write(data.get(CARD_FIELD.get(key, key)))
        self._building = False
        self._type_changed()

    def clear_for_next(self, number: str) -> None:
        """Ready for the next card of the set: ``number``, the same type and character; the
        name, ladder, text and note cleared."""
        self._building = True
        self._kept = {}
        self.number_edit.setText(number)
        for key in _CLEARED:
            self.fields[key].write(None)
        self._building = False
        self.revalidate()

    # --- validation ----------------------------------------------------------------------------

    @override
    def revalidate(self) -> None:
        """Check the form now: mark invalid fields, list the reasons, emit :attr:`validated`."""
        if self._building:
            return
        errors: dict[str, str] = {}
        if not is_set_code(self.set_code):
            errors["set"] = QCoreApplication.translate(
                "CardEditor",
                "A set code is 1 to 8 capital letters or digits, starting with a letter.",
            )
        elif not self.set_name_edit.text().strip():
            errors["set_name"] = QCoreApplication.translate("CardEditor", "The set needs a name.")
        if not _NUMBER_RE.fullmatch(self.fields["number"].read() or ""):
            errors["number"] = QCoreApplication.translate(
                "CardEditor", "The card number is 1 to 12 letters or digits, as printed."
            )
        if not self.name_edit.text().strip():
            errors["name"] = QCoreApplication.translate("CardEditor", "The card needs a name.")
        if self.fields["stages"].applies(self.game, self.card_type):
            why = parse_ladder(self.ladder.text())[1]
            if why is not None:
                errors["stages"] = ladder_reason(why)
        if self.fields["effects"].applies(self.game, self.card_type) and self.effects.problem():
            errors["effects"] = self.effects.problem() or ""
        self._card = None
        if not errors:
            try:
                self._card = validate_card(self.game, self.card_data())
            except CardValidationError as error:
                shown = {
                    CARD_FIELD.get(key, key): key
                    for key, field in self.fields.items()
                    if field.applies(self.game, self.card_type)
                }
                for problem in error.errors:
                    key = field_key(problem, shown)
                    errors.setdefault(key, reason(problem))
        self._errors = errors
        self.effects.show_words(effect_words(self._card), errors.get("effects"))
        self._mark(errors)
        self.validated.emit()

    def reasons_text(self) -> str:
        """Every invalid field with its reason, one per line."""
        labels = {key: label.text() for key, label in self.field_labels.items()}
        labels.update(set=self.set_labels[1].text(), set_name=self.set_labels[2].text())
        return "\n".join(f"{labels.get(k, '').rstrip(':：')}: {v}" for k, v in self._errors.items())

    def _mark(self, errors: dict[str, str]) -> None:
        widgets: dict[str, QWidget] = {k: f.widget for k, f in self.fields.items()}
        widgets.update(
            set=self.set_combo,
            set_name=self.set_name_edit,
            stages=self.stages_edit,
            effects=self.effects.edit,
        )
        for key, widget in widgets.items():
            invalid = key in errors
            if bool(widget.property("invalid")) != invalid:
                widget.setProperty("invalid", invalid)
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            widget.setToolTip(errors.get(key, ""))

    def retranslate_ui(self) -> None:
        """Labels, choices and placeholders in the current language."""
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, game_label(self.game_combo.itemData(i)))
        for label, text in zip(self.set_labels, set_labels(), strict=True):
            label.setText(text)
        labels = field_labels()
        for key, label in self.field_labels.items():
            label.setText(labels.get(key) or key.replace("_", " ").capitalize() + ":")
        set_line = self.set_combo.lineEdit()
        assert set_line is not None  # an editable combo box
        set_line.setPlaceholderText(
            QCoreApplication.translate("CardEditor", "a code such as BAB, or a new one")
        )
        self.stages_edit.setPlaceholderText(
            QCoreApplication.translate("CardEditor", "e.g. 0 1000 1500 2000 (stage 0 first)")
        )
        self.ladder.retranslate_ui()
        retranslate_choices(self)
        for i in range(self.type_combo.count()):
            self.type_combo.setItemText(i, type_label(self.game, self.type_combo.itemData(i)))
        self.attacks.retranslate_ui()
        self.technique_attack.retranslate_ui()
        self.effects.retranslate_ui()
        self.revalidate()


_CLEARED = ("name", "name_ja", "stages", "text", "note", "attacks", "one_attack", "effects")
#: Card fields the form does not show, kept as they are when a card is edited.
_KEPT = ("rarity", "flags", "data_note")
