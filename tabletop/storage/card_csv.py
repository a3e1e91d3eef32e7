"""Card sets as CSV: one row per card, a header row naming the columns.

The columns of each game are the card models' fields (:mod:`tabletop.cards.models`), flat:

- a power-stage ladder is one cell, ``0 500 600 700 Z``; flags are one cell, space-separated;
- a Dragon Ball GT damage is ``damage_kind``, ``damage_amount``, ``damage_bonus``,
  ``damage_multiplier``; a Yu Yu Hakusho attack is ``attackN_name``, ``attackN_name_ja`` (its
  Japanese name), ``attackN_cost``, ``attackN_value`` (N = 1 to 4; a technique uses attack 1),
  value ``X`` for a variable one;
- a card's effects are one cell of JSON, a list of effect objects as the card files hold them,
  ``[{"do":"raise_stages","amount":3}]`` (empty: no effects; :mod:`.effect_cells`);
- yes/no cells take ``yes``, ``no``, ``true``, ``false``, ``1``, ``0``, ``x`` (or はい, いいえ);
- an empty cell leaves the field out (the model's default);
- ``set_name`` and ``set_name_ja`` name the set (export writes them on every row).

Reading accepts what spreadsheets write: a UTF-8 byte-order mark, CRLF line ends, ``;`` or
tab as the separator (found from the header row), a Japanese spreadsheet's Shift_JIS (cp932),
header names in any case with spaces for ``_`` (:mod:`tabletop.storage.csv_text` decodes the
bytes and reads the rows, strictly). Writing marks every cell a spreadsheet would evaluate as a
formula, the set names too (``'=…``, see :func:`~tabletop.storage.csv_text.safe_cell`), and
reading reads them back to the same text. This module only turns cells into the JSON data of a
card; :mod:`tabletop.storage.card_io` validates it with the models.

>>> cells_to_data("dbgt", {"set": "BAB", "number": "1", "type": "personality",
...     "stages": "0 500 Z", "hi_tech": "no", "level": "2"})[0]["stages"]
[0, 500, 'Z']
"""

from __future__ import annotations

import csv
import io
import re
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from typing import Any

from pydantic import BaseModel

from ..cards.card_games import card_game
from ..cards.models import MAX_STAGES, Card, CardBase, Game
from .csv_text import safe_cell
from .effect_cells import EFFECTS, effects_cell, read_effects

COMMON_HEAD = ("set", "number", "type", "name", "name_ja")
COMMON_TAIL = ("text", "note", "rarity", "limit_per_deck", "flags", "data_note")
SET_COLUMNS = ("set_name", "set_name_ja")

MAX_ATTACKS = 4
#: Columns read but never written: ``id`` (checked against set and number), ``game``.
EXTRA_COLUMNS = ("id", "game")
#: Columns of numbers that are parts of a card field (``damage``, ``attackN``), not fields.
_PART_INT_COLUMNS = frozenset({"damage_amount", "damage_bonus", "damage_multiplier"})
_TRUE = frozenset({"yes", "y", "true", "1", "x", "はい", "○", "✓"})
_FALSE = frozenset({"no", "n", "false", "0", "いいえ", "×", "-"})
#: Columns of lower-case words: spaces become ``_`` ("Saint Beasts" -> ``saint_beasts``).
_SLUG_COLUMNS = frozenset(
    {
        "heritage",
        "team",
        "rarity",
        "type",
        "alignment",
        "alignment_marker",
        "style",
        "backer_style",
        "defends",
    }
)
_LADDER_SPLIT = re.compile(r"[\s,;/]+")
_LADDER_CODES = {
    "not_zero": "stage_zero_not_zero",
    "decreasing": "stages_decrease",
    "too_large": "bad_stage_value",
}
VARIABLE = "X"
"""An attack value that is variable on the card."""


@dataclass(frozen=True)
class CellProblem:
    """A cell that cannot become a value: its column, a reason code and its parameters."""

    column: str
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


def parse_ladder(text: str) -> tuple[list[int | str], str | None]:
    """A power-stage ladder typed or pasted as one line (``0 500 600 Z``; spaces, commas,
    semicolons or slashes between rungs), and why it is invalid (``not_number``, ``too_short``,
    ``too_long``, ``not_zero``, ``decreasing``, ``too_large``), or None when the models accept it.

    >>> parse_ladder("0 100 200")
    ([0, 100, 200], None)
    >>> parse_ladder("0 300 200")[1]
    'decreasing'
    """
    parts = [p for p in _LADDER_SPLIT.split(text.strip()) if p]
    values: list[int | str] = []
    for part in parts:
        token = part.replace("\uff3a", "Z").replace("\uff5a", "Z")  # full-width Ｚ
        if token.upper() == "Z":
            values.append("Z")
        elif token.isdigit() and token.isascii() and len(token) <= 10:
            values.append(int(token))
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


def plain_type(annotation: Any) -> Any:
    """A field's type without ``Annotated`` and without ``| None``."""
    if typing.get_origin(annotation) is typing.Annotated:
        return plain_type(typing.get_args(annotation)[0])
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        members = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(members) == 1:
            return plain_type(members[0])
    return annotation


def _game_fields(game: Game) -> dict[str, Any]:
    """Every card field of ``game`` beyond those all cards have: name -> plain type, in the
    order of the card types, a type's own fields before those it inherits."""
    found = card_game(game)
    return dict(_fields_of_game(found.id)) if found is not None else {}


@cache
def _fields_of_game(game: Game) -> tuple[tuple[str, Any], ...]:
    """:func:`_game_fields` of a registered game, worked out once (a game's card models never
    change once registered; working them out for every row was most of an import's time)."""
    found = card_game(game)
    fields: dict[str, Any] = {}
    for model in found.models.values() if found is not None else ():
        own = [
            name
            for cls in model.__mro__
            if isinstance(cls, type) and issubclass(cls, BaseModel)
            for name in cls.__annotations__
            if name in model.model_fields and name not in CardBase.model_fields
        ]
        for name in dict.fromkeys(own):
            if name != "type":
                fields.setdefault(name, plain_type(model.model_fields[name].annotation))
    return tuple(fields.items())


def _field_columns(name: str, kind: Any, fields: Mapping[str, Any]) -> tuple[str, ...]:
    """The columns of one card field: itself, or ``field_part`` for each part of a nested
    model, or ``attackN_part`` for a tuple of attacks (a single ``attack`` shares attack 1)."""
    if typing.get_origin(kind) is tuple:
        member = plain_type(typing.get_args(kind)[0])
        if isinstance(member, type) and issubclass(member, BaseModel):
            single = name.removesuffix("s")
            return tuple(
                f"{single}{n}_{part}"
                for n in range(1, MAX_ATTACKS + 1)
                for part in member.model_fields
            )
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        if f"{name}s" in fields:
            return ()
        return tuple(f"{name}_{part}" for part in kind.model_fields)
    return (name,)


def columns(game: Game) -> tuple[str, ...]:
    """The columns of ``game``'s CSV files, in file order: the game's own order when it gives
    one, else the card models' fields between the columns every game has; a game whose cards
    have effects has the ``effects`` column just before ``text``."""
    found = card_game(game)
    if found is None:
        return ()
    return _with_effects(game, found.csv_columns or model_columns(game))


@cache
def _with_effects(game: Game, given: tuple[str, ...]) -> tuple[str, ...]:
    """``given`` with the ``effects`` column before ``text`` when the game's cards have one
    (any card type of the game, wherever the models declare the field)."""
    found = card_game(game)
    models = found.models.values() if found is not None else ()
    if not any(EFFECTS in model.model_fields for model in models):
        return given
    rest = tuple(c for c in given if c != EFFECTS)
    at = rest.index("text") if "text" in rest else len(rest)
    return (*rest[:at], EFFECTS, *rest[at:])


def model_columns(game: Game) -> tuple[str, ...]:
    """The columns the card models of ``game`` call for, in the models' order."""
    return _model_columns(game) if card_game(game) is not None else ()


@cache
def _model_columns(game: Game) -> tuple[str, ...]:
    fields = _game_fields(game)
    own = [c for name, kind in fields.items() for c in _field_columns(name, kind, fields)]
    return (*COMMON_HEAD, *own, *COMMON_TAIL, *SET_COLUMNS)


def _fields_of_kind(game: Game, kind: type) -> frozenset[str]:
    """The card fields of ``game`` (those all cards have, too) of type ``kind``."""
    return _kind_fields(game, kind) if card_game(game) is not None else frozenset()


@cache
def _kind_fields(game: Game, kind: type) -> frozenset[str]:
    common = {name: plain_type(f.annotation) for name, f in CardBase.model_fields.items()}
    return frozenset(
        name for name, plain in {**common, **_game_fields(game)}.items() if plain is kind
    )


def normalize_column(name: str) -> str:
    """``"Set Name "`` -> ``set_name``: how a header cell is matched to a column."""
    return "_".join(name.strip().lstrip("\ufeff").lower().replace("-", " ").split())


def _int(column: str, text: str) -> tuple[int | None, CellProblem | None]:
    cleaned = text.replace(",", "").replace("_", "")
    sign = -1 if cleaned.startswith("-") else 1
    digits = cleaned.removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 12:
        return None, CellProblem(column, "not_a_number", {"value": text})
    return sign * int(digits), None


def cells_to_data(game: Game, cells: Mapping[str, str]) -> tuple[dict[str, Any], list[CellProblem]]:
    """The JSON data of one card from its cells (column -> text, columns normalized), and the
    cells that could not be read. Empty cells are left out; ``set_name``/``set_name_ja``/
    ``game``/``id`` are not card fields and are left to the caller."""
    data: dict[str, Any] = {}
    problems: list[CellProblem] = []
    damage: dict[str, Any] = {}
    attacks: dict[int, dict[str, Any]] = {}
    bools = _fields_of_kind(game, bool)
    ints = _fields_of_kind(game, int)
    for column, raw in cells.items():
        text = raw.strip()
        if not text or column in SET_COLUMNS or column in EXTRA_COLUMNS:
            continue
        if column == "stages":
            values, reason = parse_ladder(text)
            if reason == "not_number":
                problems.append(CellProblem(column, "bad_ladder", {"value": text}))
            elif reason in _LADDER_CODES:  # said now: the models check a ladder last
                problems.append(CellProblem(column, _LADDER_CODES[reason], {"value": text}))
            else:
                data[column] = values  # the models say what else is wrong with it
        elif column == "flags":
            data[column] = [f.lower() for f in _LADDER_SPLIT.split(text) if f]
        elif column == EFFECTS:
            effects, refusal = read_effects(text)
            if refusal is not None:
                problems.append(CellProblem(column, refusal.code, refusal.params))
            else:
                data[column] = effects  # the models say what else is wrong with them
        elif column in bools:
            word = text.lower()
            if word in _TRUE:
                data[column] = True
            elif word not in _FALSE:
                problems.append(CellProblem(column, "not_yes_no", {"value": text}))
        elif column in ints or column in _PART_INT_COLUMNS:
            number, problem = _int(column, text)
            if problem is not None:
                problems.append(problem)
            elif column.startswith("damage_"):
                damage[column.removeprefix("damage_")] = number
            else:
                data[column] = number
        elif column == "damage_kind":
            damage["kind"] = text.lower()
        elif column.startswith("attack") and column[6:7].isdigit():
            slot, _, part = column[6:].partition("_")
            entry = attacks.setdefault(int(slot), {})
            if part in ("name", "name_ja"):
                entry[part] = text
            elif part == "value" and text.upper() == VARIABLE:
                entry["value"] = None
            else:
                number, problem = _int(column, text)
                if problem is not None:
                    problems.append(problem)
                    entry.setdefault(part, 0)  # the cell's problem is reported, not "missing"
                else:
                    entry[part] = number
        elif column in _SLUG_COLUMNS:
            data[column] = "_".join(text.lower().split())
        elif column in ("set", "number"):
            data[column] = text.upper()
        else:
            data[column] = text
    if damage:
        data["damage"] = damage
    if attacks:
        ordered = [attacks[n] for n in sorted(attacks)]
        if data.get("type") == "technique":
            data["attack"] = ordered[0]
            if len(ordered) > 1 or min(attacks) != 1:
                problems.append(CellProblem(f"attack{max(attacks)}_value", "technique_attacks"))
        else:
            data["attacks"] = ordered
    return data, problems


def _cell(value: Any) -> str:
    if value is None or value is False:
        return ""
    if value is True:
        return "yes"
    return str(value)


def card_to_cells(card: Card) -> dict[str, str]:
    """One card's cells, by column (the inverse of :func:`cells_to_data`)."""
    data = card.model_dump(mode="json", exclude_defaults=True)
    data["type"] = card.type
    cells: dict[str, str] = {}
    for key, value in data.items():
        if key == "id":
            continue
        if key == "stages":
            cells[key] = " ".join(str(v) for v in value)
        elif key == "flags":
            cells[key] = " ".join(value)
        elif key == EFFECTS:
            cells[key] = effects_cell(value)
        elif key == "damage":
            for part, part_value in value.items():
                cells[f"damage_{part}"] = _cell(part_value)
        elif key in ("attacks", "attack") and not isinstance(value, bool):
            attacks = value if key == "attacks" else [value]
            for n, attack in enumerate(attacks, start=1):
                cells[f"attack{n}_cost"] = str(attack["cost"])
                cells[f"attack{n}_value"] = (
                    VARIABLE if attack["value"] is None else str(attack["value"])
                )
                for part in ("name", "name_ja"):
                    if attack.get(part) is not None:
                        cells[f"attack{n}_{part}"] = attack[part]
        else:
            cells[key] = _cell(value)
    return cells


def write_csv(
    game: Game, cards: Iterable[Card], set_names: Mapping[str, tuple[str, str | None]]
) -> bytes:
    """The CSV bytes of ``cards`` (UTF-8 with a byte-order mark, so spreadsheets read it as
    UTF-8; CRLF line ends; every cell that a spreadsheet would evaluate marked as text, see
    :func:`~tabletop.storage.csv_text.safe_cell`). ``set_names``: set code -> (name,
    Japanese name)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns(game), lineterminator="\r\n")
    writer.writeheader()
    for card in cards:
        row = card_to_cells(card)
        name, name_ja = set_names.get(card.set, (card.set, None))
        row["set_name"] = name
        row["set_name_ja"] = name_ja or ""
        writer.writerow({column: safe_cell(cell) for column, cell in row.items()})
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")
