"""A form for a ruleset profile's parameters, built from its pydantic model.

Each parameter gets the widget its type asks for: a check box for a yes/no rule, a spin box
bounded by the model's limits for a number, a list for a fixed set of choices (editable when a
number is allowed too), and a JSON line for anything else. Parameter groups (nested models)
become titled sections. A field's docstring is its tooltip. :meth:`ParamsForm.values` gives the
parameters back as JSON data in the model's shape, for the ruleset to validate.
"""

from __future__ import annotations

import json
import types
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

Path = tuple[str, ...]
SPIN_LIMIT = 1_000_000
JSON = "json"
"""Property of a line edit whose text is JSON (a list or mapping parameter)."""


PARAMETER_LABELS: dict[str, str] = {
    "deck": QT_TRANSLATE_NOOP("RuleParameter", "Deck construction"),
    "deck_size": QT_TRANSLATE_NOOP("RuleParameter", "Deck size"),
    "min": QT_TRANSLATE_NOOP("RuleParameter", "Fewest cards"),
    "max": QT_TRANSLATE_NOOP("RuleParameter", "Most cards"),
    "mp_max_level": QT_TRANSLATE_NOOP("RuleParameter", "Highest Main Personality level"),
    "ally_max_level": QT_TRANSLATE_NOOP("RuleParameter", "Highest ally level"),
    "copy_limits": QT_TRANSLATE_NOOP("RuleParameter", "Copies of one card"),
    "default": QT_TRANSLATE_NOOP("RuleParameter", "Any other card"),
    "mp_named": QT_TRANSLATE_NOOP("RuleParameter", "Cards named for the Main Personality"),
    "ally": QT_TRANSLATE_NOOP("RuleParameter", "Ally personality card"),
    "dragon_ball": QT_TRANSLATE_NOOP("RuleParameter", "Dragon Ball"),
    "style_heritage": QT_TRANSLATE_NOOP("RuleParameter", "Styles that need a heritage"),
    "setup": QT_TRANSLATE_NOOP("RuleParameter", "Game setup"),
    "starting_stage": QT_TRANSLATE_NOOP("RuleParameter", "Starting stage"),
    "double_power_ratio": QT_TRANSLATE_NOOP("RuleParameter", "Double-Power ratio"),
    "double_power_stronger_stage": QT_TRANSLATE_NOOP(
        "RuleParameter", "Double-Power: stronger one's stage"
    ),
    "turn": QT_TRANSLATE_NOOP("RuleParameter", "Turn"),
    "draw_count": QT_TRANSLATE_NOOP("RuleParameter", "Cards drawn"),
    "ally_power_up": QT_TRANSLATE_NOOP("RuleParameter", "Ally power up"),
    "style_pur_bonus": QT_TRANSLATE_NOOP("RuleParameter", "Style PUR bonus"),
    "hand_limit": QT_TRANSLATE_NOOP("RuleParameter", "Hand limit"),
    "ally_entry_stage": QT_TRANSLATE_NOOP("RuleParameter", "Ally entry stage"),
    "mp_level_up": QT_TRANSLATE_NOOP("RuleParameter", "Main Personality level up"),
    "cost_removed_from_discard": QT_TRANSLATE_NOOP("RuleParameter", "Cost (discard cards removed)"),
    "window": QT_TRANSLATE_NOOP("RuleParameter", "When"),
    "new_stage": QT_TRANSLATE_NOOP("RuleParameter", "Stage on the new level"),
    "level_down_stage": QT_TRANSLATE_NOOP("RuleParameter", "Stage after a level down"),
    "combat": QT_TRANSLATE_NOOP("RuleParameter", "Combat"),
    "defender_draw": QT_TRANSLATE_NOOP("RuleParameter", "Defender's draw"),
    "capture_threshold": QT_TRANSLATE_NOOP("RuleParameter", "Life cards to capture a Dragon Ball"),
    "energy_attack_cost": QT_TRANSLATE_NOOP("RuleParameter", "Energy attack cost (stages)"),
    "energy_attack_damage": QT_TRANSLATE_NOOP("RuleParameter", "Energy attack damage (life cards)"),
    "pat_table": QT_TRANSLATE_NOOP("RuleParameter", "Physical Attack Table"),
    "dragon_ball_damage_counts": QT_TRANSLATE_NOOP(
        "RuleParameter", "A Dragon Ball turned up counts as damage"
    ),
    "victory": QT_TRANSLATE_NOOP("RuleParameter", "Winning"),
    "survival_timing": QT_TRANSLATE_NOOP("RuleParameter", "Survival victory"),
    "deck_min": QT_TRANSLATE_NOOP("RuleParameter", "Fewest deck cards"),
    "copy_limit": QT_TRANSLATE_NOOP("RuleParameter", "Copies of one card"),
    "first_player_skips_draw": QT_TRANSLATE_NOOP(
        "RuleParameter", "First player skips the first draw"
    ),
    "draw": QT_TRANSLATE_NOOP("RuleParameter", "Cards drawn"),
    "spirit_gain": QT_TRANSLATE_NOOP("RuleParameter", "Spirit Energy gained"),
    "spirit_cap": QT_TRANSLATE_NOOP("RuleParameter", "Spirit Energy cap"),
    "damage_cap": QT_TRANSLATE_NOOP("RuleParameter", "Damage cap"),
    "min_damage_discard": QT_TRANSLATE_NOOP("RuleParameter", "Discards for minimum damage"),
    "next_match_first": QT_TRANSLATE_NOOP("RuleParameter", "First in the next match"),
    "team_bonus_threshold": QT_TRANSLATE_NOOP("RuleParameter", "Characters for a Team Bonus"),
    "techniques_on_sideline": QT_TRANSLATE_NOOP(
        "RuleParameter", "Techniques on Sideline characters too"
    ),
    "characters_per_turn": QT_TRANSLATE_NOOP("RuleParameter", "Characters placed per turn"),
    "unique_characters": QT_TRANSLATE_NOOP(
        "RuleParameter", "One of each character per side (the first stays)"
    ),
}
"""Names of the parameters of both games' profiles (others are shown as their key)."""


CHOICE_LABELS: dict[str, str] = {
    "mp_max_minus_2": QT_TRANSLATE_NOOP("RuleParameter", "Highest MP level − 2"),
    "pur": QT_TRANSLATE_NOOP("RuleParameter", "By PUR"),
    "one": QT_TRANSLATE_NOOP("RuleParameter", "One stage"),
    "non_combat": QT_TRANSLATE_NOOP("RuleParameter", "In the Non-Combat step"),
    "own_turn": QT_TRANSLATE_NOOP("RuleParameter", "Any time in your turn"),
    "highest": QT_TRANSLATE_NOOP("RuleParameter", "Highest stage"),
    "starting": QT_TRANSLATE_NOOP("RuleParameter", "Starting stage"),
    "current": QT_TRANSLATE_NOOP("RuleParameter", "Current stage"),
    "deck_empty": QT_TRANSLATE_NOOP("RuleParameter", "The instant a Life Deck is empty"),
    "must_take": QT_TRANSLATE_NOOP(
        "RuleParameter", "When a card must be taken from an empty Life Deck"
    ),
    "loser": QT_TRANSLATE_NOOP("RuleParameter", "The loser of the last match"),
    "winner": QT_TRANSLATE_NOOP("RuleParameter", "The winner of the last match"),
}
"""Names of the fixed choices of the parameters (others are shown as they are)."""


def parameter_label(key: str) -> str:
    """The translated name of a profile parameter; an unknown key made readable
    (``first_player_skips_draw`` → "First player skips draw")."""
    source = PARAMETER_LABELS.get(key)
    if source is not None:
        return QCoreApplication.translate("RuleParameter", source)
    text = key.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _bounds(metadata: list[Any]) -> tuple[int, int]:
    low, high = -SPIN_LIMIT, SPIN_LIMIT
    for item in metadata:
        low = int(getattr(item, "ge", low))
        high = int(getattr(item, "le", high))
    return low, high


def _choices(annotation: Any) -> tuple[list[str], bool]:
    """The fixed choices of a ``Literal`` (or ``Literal | int``) annotation, and whether a
    number is allowed besides them."""
    options: list[str] = []
    numbers = False
    parts = (
        get_args(annotation)
        if get_origin(annotation) in (Union, types.UnionType)
        else (annotation,)
    )
    for part in parts:
        if get_origin(part) is Literal:
            options += [str(choice) for choice in get_args(part)]
        elif part is int or (get_origin(part) is not None and int in get_args(part)):
            numbers = True
    return options, numbers


class ParamsForm(QWidget):
    """The parameters of one profile, editable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._widgets: dict[Path, QWidget] = {}

    def set_params(self, params: BaseModel | None) -> None:
        """Show ``params`` (None: no parameters)."""
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self._widgets = {}
        if params is not None:
            self._add(params, ())

    def is_empty(self) -> bool:
        return not self._widgets

    def widget(self, *path: str) -> QWidget | None:
        """The editor of the parameter at ``path`` (group names, then the field)."""
        return self._widgets.get(path)

    def _add(self, model: BaseModel, prefix: Path) -> None:
        for name, field in type(model).model_fields.items():
            value = getattr(model, name)
            path = (*prefix, name)
            if isinstance(value, BaseModel):
                title = QLabel(f"<b>{parameter_label(name)}</b>", self)
                title.setToolTip(field.description or "")
                self._layout.addRow(title)
                self._add(value, path)
                continue
            widget = self._editor(field.annotation, field.metadata, value)
            widget.setToolTip(field.description or "")
            label = QLabel(parameter_label(name), self)
            label.setToolTip(field.description or "")
            label.setBuddy(widget)
            self._layout.addRow(label, widget)
            self._widgets[path] = widget

    def _editor(self, annotation: Any, metadata: list[Any], value: Any) -> QWidget:
        if isinstance(value, bool):
            box = QCheckBox(self)
            box.setChecked(value)
            return box
        options, numbers = _choices(annotation)
        if options:
            combo = QComboBox(self)
            for option in options:
                label = CHOICE_LABELS.get(option)
                text = QCoreApplication.translate("RuleParameter", label) if label else option
                combo.addItem(text, option)
            combo.setEditable(numbers)  # a number may be typed besides the named choices
            index = combo.findData(value)
            if index >= 0:
                combo.setCurrentIndex(index)
            else:
                combo.setCurrentText(str(value))
            return combo
        if isinstance(value, int):
            spin = QSpinBox(self)
            spin.setRange(*_bounds(metadata))
            spin.setValue(value)
            return spin
        if isinstance(value, str):
            return QLineEdit(value, self)
        line = QLineEdit(json.dumps(value, ensure_ascii=False), self)
        line.setProperty(JSON, True)
        return line

    def values(self) -> dict[str, Any]:
        """The parameters as JSON data in the model's shape (nested groups as objects)."""
        out: dict[str, Any] = {}
        for path, widget in self._widgets.items():
            target = out
            for key in path[:-1]:
                target = target.setdefault(key, {})
            target[path[-1]] = _value(widget)
        return out


def _value(widget: QWidget) -> Any:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        text = widget.currentText().strip()
        index = widget.currentIndex()
        if index >= 0 and text == widget.itemText(index):
            return widget.itemData(index)  # a named choice
        return int(text) if text.lstrip("-").isdigit() else text
    if isinstance(widget, QLineEdit):
        text = widget.text()
        if not widget.property(JSON):
            return text
        try:
            return json.loads(text)
        except ValueError:
            return text  # not JSON: the ruleset reports the value it does not accept
    raise TypeError(type(widget).__name__)


__all__ = ["CHOICE_LABELS", "PARAMETER_LABELS", "ParamsForm", "parameter_label"]
