"""The card editor's words: field labels, choices and the reasons a field is invalid.

All under the translation context ``CardEditor`` (the context of the editor before it was a
package, so its translations carry over).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.storage.card_messages import describe_code
from tabletop.storage.effect_cells import EFFECTS
from tabletop.storage.effect_problems import effect_problem
from tabletop.storage.user_sets import FieldError
from tabletop.ui.card_labels import alignment_label, style_label, team_label, team_names

if TYPE_CHECKING:
    from .form import CardForm

CONTEXT = "CardEditor"


def tr(text: str) -> str:
    """``text`` (marked with ``QT_TRANSLATE_NOOP("CardEditor", …)``) in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


_LABELS = {
    "number": QT_TRANSLATE_NOOP("CardEditor", "Number:"),
    "name": QT_TRANSLATE_NOOP("CardEditor", "Name:"),
    "name_ja": QT_TRANSLATE_NOOP("CardEditor", "Japanese name:"),
    "character": QT_TRANSLATE_NOOP("CardEditor", "Character:"),
    "level": QT_TRANSLATE_NOOP("CardEditor", "Level:"),
    "alignment_of_three": QT_TRANSLATE_NOOP("CardEditor", "Alignment:"),
    "pur": QT_TRANSLATE_NOOP("CardEditor", "Power Up Rating (PUR):"),
    "stages": QT_TRANSLATE_NOOP("CardEditor", "Power stages:"),
    "heritage": QT_TRANSLATE_NOOP("CardEditor", "Heritage:"),
    "hi_tech": QT_TRANSLATE_NOOP("CardEditor", "Hi-tech:"),
    "style": QT_TRANSLATE_NOOP("CardEditor", "Fighting style:"),
    "backer_for_name": QT_TRANSLATE_NOOP("CardEditor", "Backer for:"),
    "backer_style": QT_TRANSLATE_NOOP("CardEditor", "Backer style:"),
    "db_set": QT_TRANSLATE_NOOP("CardEditor", "Dragon Ball set:"),
    "db_number": QT_TRANSLATE_NOOP("CardEditor", "Dragon Ball number:"),
    "attack": QT_TRANSLATE_NOOP("CardEditor", "Attack:"),
    "defense": QT_TRANSLATE_NOOP("CardEditor", "Defense:"),
    "defends": QT_TRANSLATE_NOOP("CardEditor", "Stops:"),
    "cost_stages": QT_TRANSLATE_NOOP("CardEditor", "Cost in stages:"),
    "damage": QT_TRANSLATE_NOOP("CardEditor", "Damage:"),
    "named_for": QT_TRANSLATE_NOOP("CardEditor", "Named card for:"),
    "alignment_marker": QT_TRANSLATE_NOOP("CardEditor", "Only for:"),
    "alignment_or_both": QT_TRANSLATE_NOOP("CardEditor", "Alignment:"),
    "team": QT_TRANSLATE_NOOP("CardEditor", "Team Symbol:"),
    "team_leader": QT_TRANSLATE_NOOP("CardEditor", "Team leader:"),
    "defense_value": QT_TRANSLATE_NOOP("CardEditor", "Defense Value:"),
    "attacks": QT_TRANSLATE_NOOP("CardEditor", "Attacks:"),
    "sideline_effect": QT_TRANSLATE_NOOP("CardEditor", "Sideline effect:"),
    "spirit_cost": QT_TRANSLATE_NOOP("CardEditor", "Spirit Energy cost:"),
    "one_attack": QT_TRANSLATE_NOOP("CardEditor", "Attack:"),
    "has_effect_text": QT_TRANSLATE_NOOP("CardEditor", "Has effect text:"),
    "effects": QT_TRANSLATE_NOOP("CardEditor", "Effects:"),
    "limit_per_deck": QT_TRANSLATE_NOOP("CardEditor", "Limit per deck:"),
    "text": QT_TRANSLATE_NOOP("CardEditor", "Card text:"),
    "note": QT_TRANSLATE_NOOP("CardEditor", "Your note:"),
}

_LADDER = {
    "not_number": QT_TRANSLATE_NOOP("CardEditor", "Type whole numbers separated by spaces."),
    "too_short": QT_TRANSLATE_NOOP("CardEditor", "At least stage 0 and stage 1 are needed."),
    "too_long": QT_TRANSLATE_NOOP("CardEditor", "At most 18 values (stage 0 to stage 17)."),
    "not_zero": QT_TRANSLATE_NOOP("CardEditor", "Stage 0 must be 0."),
    "decreasing": QT_TRANSLATE_NOOP("CardEditor", "A value may not be lower than the one before."),
    "too_large": QT_TRANSLATE_NOOP("CardEditor", "A value is too large."),
}

_REASONS = {
    "combat_without_role": QT_TRANSLATE_NOOP(
        "CardEditor", "A combat card attacks, defends, or both."
    ),
    "defends_without_defense": QT_TRANSLATE_NOOP("CardEditor", "Only a defense stops attacks."),
    "damage_without_attack": QT_TRANSLATE_NOOP("CardEditor", "Only an attack does damage."),
    "bad_damage": QT_TRANSLATE_NOOP(
        "CardEditor", "PAT damage takes a bonus; life and stage damage take an amount."
    ),
    "leader_without_team": QT_TRANSLATE_NOOP("CardEditor", "A team leader needs a team symbol."),
    "unflagged_variable_attack": QT_TRANSLATE_NOOP("CardEditor", "Every attack needs a value."),
}


EFFECT_LINE = QT_TRANSLATE_NOOP("CardEditor", "Line {line}")
"""Where in the effects field a line cannot be read."""
EFFECT_LINE_NOT_JSON = QT_TRANSLATE_NOOP(
    "CardEditor",
    "Line {line} is not JSON (reading stopped at character {position}); write one effect a "
    'line, such as {{"do": "mill", "count": 2}}.',
)
"""A line of the effects field that is not JSON."""
EFFECTS_HINT = QT_TRANSLATE_NOOP(
    "CardEditor", 'One effect a line, such as {"do": "raise_stages", "amount": 3}; empty: none.'
)
"""The hint under the effects field."""
EFFECT_AT = QT_TRANSLATE_NOOP("CardEditor", "Effect {effect}: {reason}")
"""A model's complaint about one effect of the card."""

_SET_LABELS = (
    QT_TRANSLATE_NOOP("CardEditor", "Game:"),
    QT_TRANSLATE_NOOP("CardEditor", "Set code:"),
    QT_TRANSLATE_NOOP("CardEditor", "Set name:"),
    QT_TRANSLATE_NOOP("CardEditor", "Set name (Japanese):"),
    QT_TRANSLATE_NOOP("CardEditor", "Card type:"),
)


def set_labels() -> list[str]:
    """The labels of game, set code, set name, Japanese set name and card type, translated."""
    return [tr(text) for text in _SET_LABELS]


def field_labels() -> dict[str, str]:
    """Field key -> its label, translated."""
    return {key: tr(text) for key, text in _LABELS.items()}


def ladder_reason(why: str) -> str:
    """Why a typed ladder is invalid (a code of :func:`~tabletop.storage.card_csv.parse_ladder`)."""
    return tr(_LADDER[why])


def reason(problem: FieldError) -> str:
    """A model's complaint about a field, in words (about an effect: the import's words for
    it, naming the effect and its field)."""
    code = problem.code
    parts = problem.field.split(".")
    if parts[0] == EFFECTS:
        found, params = effect_problem(parts[1:], code, problem.params)
        why = describe_code(found, params, QCoreApplication.translate)
        if "field" in params:
            why = f"{params['field']}: {why}"
        if "effect" in params:
            return tr(EFFECT_AT).format(effect=params["effect"], reason=why)
        return why
    if code in ("missing", "int_type", "int_parsing"):
        return tr(QT_TRANSLATE_NOOP("CardEditor", "A number is needed here."))
    if code in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        return tr(QT_TRANSLATE_NOOP("CardEditor", "The number is out of range."))
    if code == "string_pattern_mismatch":
        return tr(QT_TRANSLATE_NOOP("CardEditor", "Use lower-case letters, digits and “_” only."))
    if code == "unsafe_character":
        text = QT_TRANSLATE_NOOP(
            "CardEditor",
            "The text holds a control or invisible character ({character}); type it without one.",
        )
        return tr(text).format(character=problem.params.get("character", "?"))
    if code in _REASONS:
        return tr(_REASONS[code])
    return tr(QT_TRANSLATE_NOOP("CardEditor", "This value is not valid ({code}).")).format(
        code=code
    )


def field_key(problem: FieldError, shown: Mapping[str, str]) -> str:
    """The form field a model's complaint is about: ``shown`` maps each card field the form
    shows to its row's key (a complaint about no shown field goes to the number)."""
    return shown.get(problem.field.split(".")[0], "number")


def retranslate_choices(form: CardForm) -> None:
    """The texts of the form's combo boxes and spin boxes' empty values."""
    for spin in (form.cost_spin, form.limit_spin, *form.damage.widgets()[1:]):
        spin.setSpecialValueText(tr(QT_TRANSLATE_NOOP("CardEditor", "(default)")))
    for combo in (form.style_combo, form.backer_style_combo):
        for i in range(combo.count()):
            value = combo.itemData(i)
            none = tr(QT_TRANSLATE_NOOP("CardEditor", "(none)"))
            combo.setItemText(i, style_label(value) if value else none)
    for combo in (form.alignment_combo, form.alignment_or_both_combo, form.marker_combo):
        for i in range(combo.count()):
            value = combo.itemData(i)
            anyone = tr(QT_TRANSLATE_NOOP("CardEditor", "(any)"))
            combo.setItemText(i, alignment_label(value) if value else anyone)
    kinds = {
        "pat": tr(QT_TRANSLATE_NOOP("CardEditor", "PAT")),
        "life": tr(QT_TRANSLATE_NOOP("CardEditor", "Life cards")),
        "stages": tr(QT_TRANSLATE_NOOP("CardEditor", "Stages")),
    }
    for i in range(form.damage.kind.count()):
        value = form.damage.kind.itemData(i)
        default = tr(QT_TRANSLATE_NOOP("CardEditor", "(default)"))
        form.damage.kind.setItemText(i, kinds[value] if value else default)
    stops = {
        "physical": tr(QT_TRANSLATE_NOOP("CardEditor", "Physical attacks")),
        "energy": tr(QT_TRANSLATE_NOOP("CardEditor", "Energy attacks")),
        "any": tr(QT_TRANSLATE_NOOP("CardEditor", "Any attack")),
    }
    for i in range(form.defends_combo.count()):
        value = form.defends_combo.itemData(i)
        unknown = tr(QT_TRANSLATE_NOOP("CardEditor", "(not given)"))
        form.defends_combo.setItemText(i, stops[value] if value else unknown)
    for i in range(1, form.team_combo.count()):
        form.team_combo.setItemText(i, form.team_combo.itemData(i))
    form.team_combo.setToolTip(", ".join(f"{slug} = {team_label(slug)}" for slug in team_names()))
