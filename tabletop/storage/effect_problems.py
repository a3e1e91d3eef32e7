"""What is wrong with a card's effects, as a reason code of the import's messages.

The card models refuse an effect with pydantic's error types at a place such as
``effects.0.raise_stages.amount`` (the effect's index, its ``do`` tag, the field); this turns
one into a code of :data:`~tabletop.storage.card_messages.MESSAGES` and its parameters, with
the effect counted from 1 (``effect``) and the field it is about (``field``), so that the
message names them: "Row 4, effects (effect 2, amount): 99 is too large (at most 20)."

>>> effect_problem(["1", "raise_stages", "amount"], "less_than_equal", {"le": 20, "value": 99})
('too_big', {'le': 20, 'value': 99, 'effect': 2, 'kind': 'raise_stages', 'field': 'amount', 'limit': 20})
>>> effect_problem(["0"], "union_tag_invalid", {"tag": "fly", "expected_tags": "'mill'"})[0]
'unknown_effect'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .card_messages import PYDANTIC_CODES, with_limit

#: pydantic's error types about one effect as a whole, and our codes for them.
_EFFECT_CODES = {
    "union_tag_invalid": "unknown_effect",
    "union_tag_not_found": "effect_without_do",
    "model_attributes_type": "effect_not_object",
    "model_type": "effect_not_object",
    "dict_type": "effect_not_object",
    "tuple_type": "effects_not_list",
    "list_type": "effects_not_list",
    "extra_forbidden": "not_for_effect",
    "missing": "effect_field_missing",
}


def _unquoted(value: Any) -> str:
    return str(value).replace("'", "")


def effect_problem(
    parts: Sequence[str], code: str, given: Mapping[str, Any]
) -> tuple[str, dict[str, Any]]:
    """The reason code and parameters of a models' complaint about a card's effects:
    ``parts`` is where, after ``effects`` (``["0", "mill", "count"]``), ``code`` pydantic's
    error type (or the models' own code), ``given`` its parameters."""
    params: dict[str, Any] = dict(given)
    index = parts[0] if parts else ""
    if index.isdigit():
        params["effect"] = int(index) + 1
    kind = parts[1] if len(parts) > 1 else ""
    where = ".".join(parts[2:])
    if kind:
        params["kind"] = kind
    if where:
        params["field"] = where
    found = _EFFECT_CODES.get(code) or PYDANTIC_CODES.get(code, code)
    if found == "unknown_effect":
        params["value"] = params.get("tag", "")
        params["expected"] = _unquoted(params.get("expected_tags", ""))
    elif found == "bad_choice":
        params["expected"] = _unquoted(params.get("expected", ""))
    elif found in ("too_small", "too_big"):
        with_limit(found, params)
    elif found == "too_many":
        params["max"] = params.get("max_length", "?")
    elif code in ("too_long", "too_short"):
        found, params["max"] = "too_many", params.get("max_length", "?")
    return found, params
