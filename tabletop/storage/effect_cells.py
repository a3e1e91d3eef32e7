"""A card's effects as one cell of a CSV file: JSON, as the card files hold them.

The cell holds a JSON list of effect objects, each discriminated on ``do`` (the models of
:mod:`tabletop.cards.effect_models` and the other games' effect models), or one such object
alone; an empty cell is a card without effects. Reading only turns the text into JSON data,
within small limits (a cell of at most :data:`MAX_CELL` characters, nested at most
:data:`MAX_DEPTH` deep); the card models validate what the effects say, so a bad effect is
refused by row like any other field. Writing is compact JSON, which begins with ``[`` and so is
never taken for a spreadsheet formula.

>>> read_effects('[{"do": "raise_stages", "amount": 3}]')
([{'do': 'raise_stages', 'amount': 3}], None)
>>> read_effects('{"do": "mill", "count": 2}')[0]
[{'do': 'mill', 'count': 2}]
>>> read_effects("=HYPERLINK(1)")[1].code
'effects_not_json'
>>> effects_cell([{"do": "mill", "count": 2}])
'[{"do":"mill","count":2}]'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.safe_input import InputError, loads

EFFECTS = "effects"
"""The column (and the card field) of a card's effects."""
MAX_CELL = 4000
"""The longest effects cell read: a dozen effects written out fit in far less."""
MAX_DEPTH = 5
"""How deeply an effects cell may nest (a list of effects, an effect, its damage: 3)."""
MAX_EFFECTS = 12
"""The most effects a cell may list (as many as a card holds)."""


@dataclass(frozen=True)
class EffectsRefusal:
    """Why an effects cell cannot be read: a reason code of the import's messages and its
    parameters."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


def read_effects(text: str) -> tuple[list[Any] | None, EffectsRefusal | None]:
    """The JSON data of an effects cell (a list, each entry for the models to check), or why
    it cannot be read: ``effects_too_long``, ``effects_not_json`` (``position``: the character
    where reading stopped, from 1), ``effects_too_deep``, ``effects_not_list``,
    ``too_many``."""
    text = text.strip()
    if not text:
        return [], None
    if len(text) > MAX_CELL:
        return None, EffectsRefusal("effects_too_long", {"max": MAX_CELL})
    try:
        value = loads(text, MAX_DEPTH)
    except json.JSONDecodeError as error:
        return None, EffectsRefusal("effects_not_json", {"position": error.pos + 1})
    except InputError as error:
        code = "effects_too_deep" if error.code == "too_deep" else "effects_not_json"
        return None, EffectsRefusal(code, {"limit": MAX_DEPTH, "position": 1})
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        return None, EffectsRefusal("effects_not_list")
    if len(value) > MAX_EFFECTS:
        return None, EffectsRefusal("too_many", {"max": MAX_EFFECTS})
    return value, None


def effects_cell(effects: Sequence[Any]) -> str:
    """The cell of a card's effects (their JSON data): compact JSON, non-ASCII kept; empty
    when there are none."""
    if not effects:
        return ""
    return json.dumps(list(effects), ensure_ascii=False, separators=(",", ":"))
