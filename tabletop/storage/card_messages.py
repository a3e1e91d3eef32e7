"""The words of card set imports: a message for each reason code of
:mod:`tabletop.storage.card_io`, marked for translation under the context ``CardImport`` and
translated where they are shown (the command line and the import dialog pass their
``translate(context, source)``)."""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal

from ..cards.safe_text import printable, shortened
from ..engine.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .card_io import RowProblem

CONTEXT = "CardImport"
Translate = Callable[[str, str], str]

MESSAGES: dict[str, str] = {
    # the file as a whole
    "not_found": QT_TRANSLATE_NOOP("CardImport", "The file does not exist."),
    "unreadable": QT_TRANSLATE_NOOP("CardImport", "The file cannot be read."),
    "too_large": QT_TRANSLATE_NOOP("CardImport", "The file is too large."),
    "not_utf8": QT_TRANSLATE_NOOP("CardImport", "The file is not UTF-8 text."),
    "not_text": QT_TRANSLATE_NOOP(
        "CardImport",
        "Row {row} is neither UTF-8 nor Shift_JIS text; the file is not a text file, or was "
        "saved in another encoding. Save it as CSV (UTF-8) and import it again.",
    ),
    "mixed_encoding": QT_TRANSLATE_NOOP(
        "CardImport",
        "The file is UTF-8 text, but row {row} is not (it may have been pasted from a file "
        "in Shift_JIS). Nothing was read; save the whole file as CSV (UTF-8) and import it "
        "again.",
    ),
    "has_nul": QT_TRANSLATE_NOOP(
        "CardImport",
        "The header row holds a NUL character: the file is not a text file, or was saved as "
        "UTF-16 without a byte-order mark. Save it as CSV (UTF-8) and import it again.",
    ),
    "unclosed_quote": QT_TRANSLATE_NOOP(
        "CardImport",
        'Row {row}: a quote (") that begins a cell is not closed, so the rows after it would '
        "run into that cell. Close the quote and import the file again.",
    ),
    "bad_quote": QT_TRANSLATE_NOOP(
        "CardImport",
        'Row {row}: a quoted cell goes on after its closing quote ("). Write a quote inside '
        'a quoted cell as two quotes ("").',
    ),
    "cell_too_large": QT_TRANSLATE_NOOP(
        "CardImport",
        "Row {row} has a cell of more than {limit} characters; no card field is that long.",
    ),
    "bad_csv": QT_TRANSLATE_NOOP("CardImport", "Row {row} cannot be read as CSV."),
    "too_many_rows": QT_TRANSLATE_NOOP(
        "CardImport",
        "The file has more than {max} rows (row {row} is one too many); a card set holds at "
        "most {max} cards. Split the file.",
    ),
    "too_many_cards_in_file": QT_TRANSLATE_NOOP(
        "CardImport", "The file holds more than {max} cards; a card set holds at most {max}."
    ),
    "unknown_format": QT_TRANSLATE_NOOP(
        "CardImport", "Only .csv and .json card set files can be imported."
    ),
    "bad_json": QT_TRANSLATE_NOOP("CardImport", "The file is not valid JSON."),
    "not_a_card_set": QT_TRANSLATE_NOOP("CardImport", "The file is not a Tabletop card set."),
    "newer_schema": QT_TRANSLATE_NOOP(
        "CardImport", "The file was written by a newer version of Tabletop; please update."
    ),
    "no_header": QT_TRANSLATE_NOOP("CardImport", "The file has no header row."),
    "no_game": QT_TRANSLATE_NOOP(
        "CardImport", "Which game are these cards for? Choose Dragon Ball GT or Yu Yu Hakusho."
    ),
    "wrong_game": QT_TRANSLATE_NOOP("CardImport", "The file holds cards of {game}, not {wanted}."),
    "unknown_set": QT_TRANSLATE_NOOP("CardImport", "There is no card set “{set}” of {game}."),
    # the header row
    "unknown_column": QT_TRANSLATE_NOOP(
        "CardImport", "Unknown column “{column}” (the README lists the columns)."
    ),
    "duplicate_column": QT_TRANSLATE_NOOP("CardImport", "The column “{column}” appears twice."),
    # a row
    "too_many_cells": QT_TRANSLATE_NOOP(
        "CardImport", "The row has {count} cells; the header names {columns} columns."
    ),
    "not_an_object": QT_TRANSLATE_NOOP("CardImport", "The card is not a JSON object."),
    "not_a_number": QT_TRANSLATE_NOOP("CardImport", "“{value}” is not a whole number."),
    "not_yes_no": QT_TRANSLATE_NOOP("CardImport", "“{value}” is not yes or no."),
    "bad_ladder": QT_TRANSLATE_NOOP(
        "CardImport",
        "“{value}” is not a power-stage ladder: numbers (or Z) separated by spaces, stage 0 first.",
    ),
    "ladder_length": QT_TRANSLATE_NOOP(
        "CardImport", "The ladder has {count} values; it needs 2 to {max} (stage 0 to 17)."
    ),
    "stage_zero_not_zero": QT_TRANSLATE_NOOP("CardImport", "Stage 0 must be 0."),
    "stages_decrease": QT_TRANSLATE_NOOP(
        "CardImport", "A power stage is lower than the one below it."
    ),
    "bad_stage_value": QT_TRANSLATE_NOOP("CardImport", "A power stage is too large."),
    "unknown_type": QT_TRANSLATE_NOOP(
        "CardImport", "Unknown card type “{value}”; the types are: {expected}."
    ),
    "missing": QT_TRANSLATE_NOOP("CardImport", "This field is needed."),
    "missing_set": QT_TRANSLATE_NOOP(
        "CardImport", "The row names no set (fill in the set column, or import with a set code)."
    ),
    "not_for_type": QT_TRANSLATE_NOOP("CardImport", "A card of type “{type}” has no such field."),
    "bad_choice": QT_TRANSLATE_NOOP(
        "CardImport", "“{value}” is not one of the allowed values: {expected}."
    ),
    "bad_format": QT_TRANSLATE_NOOP("CardImport", "“{value}” is not written as it should be."),
    "too_long": QT_TRANSLATE_NOOP("CardImport", "The text is too long (at most {max} characters)."),
    "too_many": QT_TRANSLATE_NOOP("CardImport", "Too many values (at most {max})."),
    "too_small": QT_TRANSLATE_NOOP("CardImport", "{value} is too small (at least {limit})."),
    "too_big": QT_TRANSLATE_NOOP("CardImport", "{value} is too large (at most {limit})."),
    "wrong_type": QT_TRANSLATE_NOOP("CardImport", "The value has the wrong kind."),
    "id_mismatch": QT_TRANSLATE_NOOP(
        "CardImport", "The id {id} does not match the set and number ({set}-{number})."
    ),
    "combat_without_role": QT_TRANSLATE_NOOP(
        "CardImport", "A combat card attacks, defends, or both (say yes to attack or defense)."
    ),
    "defends_without_defense": QT_TRANSLATE_NOOP("CardImport", "Only a defense stops attacks."),
    "damage_without_attack": QT_TRANSLATE_NOOP("CardImport", "Only an attack does damage."),
    "bad_damage": QT_TRANSLATE_NOOP(
        "CardImport", "PAT damage takes a bonus; life and stage damage take an amount."
    ),
    "leader_without_team": QT_TRANSLATE_NOOP("CardImport", "A team leader needs a team symbol."),
    "unflagged_variable_attack": QT_TRANSLATE_NOOP(
        "CardImport", "A variable attack value (X) needs the flag attack_value_variable."
    ),
    "duplicate_flag": QT_TRANSLATE_NOOP("CardImport", "A flag is given twice."),
    "technique_attacks": QT_TRANSLATE_NOOP(
        "CardImport", "A technique has one attack: use the attack1 columns only."
    ),
    "card_outside_set": QT_TRANSLATE_NOOP(
        "CardImport", "The card is of set {set}, not of {wanted}."
    ),
    "set_of_other_game": QT_TRANSLATE_NOOP(
        "CardImport", "The set code {set} is taken by a set of the other game."
    ),
    "duplicate_card": QT_TRANSLATE_NOOP("CardImport", "{id} is in the file twice (row {first})."),
    "bundled_conflict": QT_TRANSLATE_NOOP(
        "CardImport", "{id} is a bundled card; a card set of yours cannot change it."
    ),
    "user_conflict": QT_TRANSLATE_NOOP(
        "CardImport",
        "Your card {id} already exists with other values; it is not overwritten "
        "(delete it in the card editor first).",
    ),
    "too_many_cards": QT_TRANSLATE_NOOP("CardImport", "A card set holds at most {max} cards."),
    "unsafe_character": QT_TRANSLATE_NOOP(
        "CardImport",
        "The text holds a control or invisible character ({character}, at character "
        "{position}); names and texts cannot hold one.",
    ),
    # a card's effects (the effects column, a card's "effects")
    "effects_too_long": QT_TRANSLATE_NOOP(
        "CardImport", "The effects are too long (at most {max} characters)."
    ),
    "effects_not_json": QT_TRANSLATE_NOOP(
        "CardImport",
        "The effects are not JSON (reading stopped at character {position}); write a list "
        'such as [{{"do": "raise_stages", "amount": 3}}], or leave the cell empty.',
    ),
    "effects_too_deep": QT_TRANSLATE_NOOP(
        "CardImport", "The effects are nested too deeply (at most {limit} levels)."
    ),
    "effects_not_list": QT_TRANSLATE_NOOP(
        "CardImport",
        'The effects are a JSON list of effects, such as [{{"do": "mill", "count": 2}}].',
    ),
    "unknown_effect": QT_TRANSLATE_NOOP(
        "CardImport", "Unknown effect “{value}”; the effects are: {expected}."
    ),
    "effect_without_do": QT_TRANSLATE_NOOP(
        "CardImport", "An effect needs “do”, the kind of effect (such as “mill”)."
    ),
    "effect_not_object": QT_TRANSLATE_NOOP(
        "CardImport", 'An effect is a JSON object, such as {{"do": "mill", "count": 2}}.'
    ),
    "not_for_effect": QT_TRANSLATE_NOOP("CardImport", "The effect “{kind}” has no such field."),
    "effect_field_missing": QT_TRANSLATE_NOOP(
        "CardImport", "The effect “{kind}” needs this field."
    ),
    "invalid": QT_TRANSLATE_NOOP("CardImport", "The value is not valid ({code})."),
}
ROW = QT_TRANSLATE_NOOP("CardImport", "Row {row}")
CARD = QT_TRANSLATE_NOOP("CardImport", "Card {row}")
FILE = QT_TRANSLATE_NOOP("CardImport", "File")
EFFECT_AT = QT_TRANSLATE_NOOP("CardImport", "{column} (effect {effect})")
EFFECT_FIELD_AT = QT_TRANSLATE_NOOP("CardImport", "{column} (effect {effect}, {field})")

PYDANTIC_CODES = {
    "string_too_short": "missing",
    "union_tag_not_found": "missing",
    "union_tag_invalid": "unknown_type",
    "extra_forbidden": "not_for_type",
    "literal_error": "bad_choice",
    "string_pattern_mismatch": "bad_format",
    "string_too_long": "too_long",
    "greater_than_equal": "too_small",
    "greater_than": "too_small",
    "less_than_equal": "too_big",
    "less_than": "too_big",
    "int_type": "wrong_type",
    "int_parsing": "wrong_type",
    "bool_type": "wrong_type",
    "bool_parsing": "wrong_type",
    "string_type": "wrong_type",
    "tuple_type": "wrong_type",
    "list_type": "wrong_type",
    "dict_type": "wrong_type",
    "model_type": "wrong_type",
    "model_attributes_type": "wrong_type",
}


def with_limit(code: str, params: dict[str, Any]) -> None:
    """Add to ``params`` the bound a ``too_small`` or ``too_big`` complaint names (``limit``),
    from pydantic's ``ge``/``gt`` or ``le``/``lt``."""
    if code == "too_small":
        params["limit"] = params.get("ge", params.get("gt", "?"))
    elif code == "too_big":
        params["limit"] = params.get("le", params.get("lt", "?"))


class _Lenient(string.Formatter):
    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key not in kwargs:
            return "{" + key + "}"
        return super().get_value(key, args, kwargs)


#: Parameters of our own words, never shortened (only made printable).
_WHOLE_PARAMS = frozenset({"path", "expected"})


def safe_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """``params`` as a message may quote them: every text printable (no control character
    reaches a terminal) and a value from the file shortened (a 100,000-digit cell is quoted
    by its first characters)."""
    return {
        key: (printable(value) if key in _WHOLE_PARAMS else shortened(value))
        if isinstance(value, str)
        else value
        for key, value in params.items()
    }


def describe_code(code: str, params: Mapping[str, Any], translate: Translate) -> str:
    """The message of one reason code, translated, parameters filled in (made safe to show,
    see :func:`safe_params`)."""
    template = MESSAGES.get(code)
    values = safe_params(params)
    if template is None:
        template, values = MESSAGES["invalid"], {"code": code}
    try:
        return _Lenient().format(translate(CONTEXT, template), **values)
    except (ValueError, IndexError):  # a broken translation must not hide the problem
        return _Lenient().format(template, **values)


def describe_problem(
    problem: RowProblem, kind: Literal["csv", "json"], translate: Translate
) -> str:
    """``Row 5, stages: Stage 0 must be 0.`` in the user's language."""
    message = describe_code(problem.code, problem.params, translate)
    if problem.row == 0:
        where = translate(CONTEXT, FILE)
    else:
        where = translate(CONTEXT, ROW if kind == "csv" else CARD).format(row=problem.row)
    if problem.column:
        where = f"{where}, {_column(problem, translate)}"
    return f"{where}: {message}"


def _column(problem: RowProblem, translate: Translate) -> str:
    """The column of a problem as a message names it: with the effect (counted from 1) and
    its field when the problem is about one effect of a card's effects."""
    column = shortened(problem.column, 40)
    effect = problem.params.get("effect")
    if not isinstance(effect, int) or isinstance(effect, bool):
        return column
    field = problem.params.get("field")
    if isinstance(field, str) and field:
        return _Lenient().format(
            translate(CONTEXT, EFFECT_FIELD_AT),
            column=column,
            effect=effect,
            field=shortened(field, 40),
        )
    return _Lenient().format(translate(CONTEXT, EFFECT_AT), column=column, effect=effect)
