"""The user's own card sets: ``<data_dir>/cards/<game>/<SET>.json``, the bundled schema.

The card editor writes cards here (the Dragon Ball GT sets Baby ``BAB``, Super 17 ``S17``,
Shadow Dragon ``SHD`` and Lost Episodes ``LOS`` are entered this way). Every write validates
the whole set through the same models the database loads with, refuses a card whose id a
bundled set already has (the database would not load it), and replaces the file atomically,
so a failed save leaves the previous file intact.

>>> card = validate_card("dbgt", {"id": "BAB-1", "set": "BAB", "number": "1",
...     "name": "Baby Lv1", "type": "personality", "character": "Baby", "level": 1,
...     "alignment": "villain", "pur": 2, "stages": [0, 1000, 2000]})
>>> card.top_stage
2
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import paths
from ..cards.card_games import CARD_GAMES
from ..cards.database import CardDatabase, CardSetModel, error_location, parse_set, read_set_file
from ..cards.errors import CardDataError
from ..cards.models import (
    SCHEMA_VERSION,
    SET_CODE_PATTERN,
    SET_FORMAT,
    Card,
    Game,
)
from .atomic import atomic_write_bytes
from .errors import StorageError


def known_sets(game: Game) -> Mapping[str, str]:
    """The sets of ``game`` players enter themselves (its card registry's): code -> name."""
    found = CARD_GAMES.get(game)
    return found.known_sets if found is not None else {}


_SET_CODE_RE = re.compile(SET_CODE_PATTERN)


def _type_tags() -> frozenset[str]:
    """The card types of every registered game (a discriminated union's error tags)."""
    return frozenset(t for game in CARD_GAMES.values() for t in game.types)


@dataclass(frozen=True)
class FieldError:
    """One invalid field: where (``stages``, ``attacks.0.value``, or ``""`` for the whole
    card), a reason code (pydantic's error type or the models' own code) and its parameters
    (pydantic's context: ``le``, ``expected``, ... and the refused ``input`` when short)."""

    field: str
    code: str
    params: Mapping[str, Any] = dataclass_field(default_factory=dict, compare=False)


class CardValidationError(ValueError):
    """The card data does not validate; :attr:`errors` names the fields."""

    def __init__(self, errors: Iterable[FieldError]) -> None:
        self.errors = tuple(errors)
        super().__init__(", ".join(f"{e.field or '-'}: {e.code}" for e in self.errors))


#: Model-level codes and the field they are about.
_CODE_FIELDS = {
    "id_mismatch": "number",
    "stage_zero_not_zero": "stages",
    "stages_decrease": "stages",
    "bad_stage_value": "stages",
    "combat_without_role": "attack",
    "defends_without_defense": "defends",
    "damage_without_attack": "damage",
    "bad_damage": "damage",
    "leader_without_team": "team",
    "unflagged_variable_attack": "attacks",
    "duplicate_flag": "flags",
    "union_tag_invalid": "type",
    "union_tag_not_found": "type",
}


def field_errors(error: ValidationError) -> list[FieldError]:
    """The errors of a card validation, each with the field it concerns."""
    out: list[FieldError] = []
    tags = _type_tags()
    for item in error.errors():
        loc = tuple(item["loc"])
        if loc and loc[0] in tags:
            loc = loc[1:]  # a discriminated union puts the type tag first
        where = error_location(loc)
        code = str(item["type"])
        if not where:
            where = _CODE_FIELDS.get(code, "")
        params: dict[str, Any] = dict(item.get("ctx") or {})
        value = item.get("input")
        if isinstance(value, str | int | float) and len(str(value)) <= 80:
            params.setdefault("value", value)
        out.append(FieldError(where, code, params))
    return out


def validate_card(game: Game, data: Mapping[str, Any]) -> Card:
    """The card of ``game`` described by ``data`` (JSON-like), or :class:`CardValidationError`."""
    models = CARD_GAMES.get(game)
    if models is None:
        raise CardValidationError([FieldError("game", "unknown_game")])
    try:
        card: Card = models.card_adapter.validate_python(dict(data))
    except ValidationError as exc:
        raise CardValidationError(field_errors(exc)) from None
    return card


def user_cards_root() -> Path:
    """``<data_dir>/cards`` (not created here)."""
    return paths.data_dir(create=False) / "cards"


def is_set_code(code: str) -> bool:
    """Is ``code`` shaped like a set code (``BAB``, ``S17``)?"""
    return bool(_SET_CODE_RE.fullmatch(code))


def user_set_path(game: Game, code: str, root: Path | None = None) -> Path:
    """Where the user set ``code`` of ``game`` lives (the code is checked: no path tricks)."""
    if game not in CARD_GAMES or not is_set_code(code):
        raise ValueError(f"not a set code: {code!r}")
    return (root if root is not None else user_cards_root()) / game / f"{code}.json"


def load_user_set(game: Game, code: str, root: Path | None = None) -> CardSetModel | None:
    """The user's set ``code`` of ``game``, or None when there is no such file (raises
    :class:`CardDataError` when the file exists but cannot be read)."""
    path = user_set_path(game, code, root)
    if not path.exists():
        return None
    card_set = read_set_file(path)
    if card_set.game != game:
        raise CardDataError("wrong_game_folder", path=str(path), game=card_set.game)
    return card_set


def user_set_codes(game: Game, root: Path | None = None) -> list[str]:
    """The codes of the user's set files of ``game`` (file names that are set codes)."""
    folder = (root if root is not None else user_cards_root()) / game
    try:
        names = sorted(p.stem for p in folder.iterdir() if p.suffix == ".json")
    except OSError:
        return []
    return [name for name in names if is_set_code(name)]


def _card_json(card: Card) -> dict[str, Any]:
    """The card as stored: ``id, set, number, type, name`` first, defaults left out."""
    data = card.model_dump(mode="json", exclude_defaults=True)
    data["type"] = card.type
    head = {key: data.pop(key) for key in ("id", "set", "number", "type", "name") if key in data}
    return head | data


def set_file_bytes(
    game: Game, code: str, name: str, cards: Iterable[Card], name_ja: str | None = None
) -> bytes:
    """A set file's bytes (one card per line, like the bundled sets)."""
    header: dict[str, Any] = {
        "format": SET_FORMAT,
        "schema_version": SCHEMA_VERSION,
        "game": game,
        "set": code,
        "name": name,
    }
    if name_ja:
        header["name_ja"] = name_ja
    lines = [json.dumps(_card_json(card), ensure_ascii=False) for card in cards]
    head = json.dumps(header, ensure_ascii=False, indent=2)[:-2]  # without the closing "\n}"
    body = ",\n    ".join(lines)
    cards_part = f',\n  "cards": [\n    {body}\n  ]\n}}\n' if lines else ',\n  "cards": []\n}\n'
    return (head + cards_part).encode("utf-8")


def save_card(
    game: Game,
    code: str,
    card: Card,
    *,
    set_name: str | None = None,
    set_name_ja: str | None = None,
    replace: bool = True,
    database: CardDatabase | None = None,
    root: Path | None = None,
) -> Path:
    """Add ``card`` to the user set ``code`` of ``game`` (creating the file), or replace the
    card of the same id when ``replace``; returns the file written.

    ``set_name`` names a new set (default: the GT set's name, else the code); an existing
    set keeps its name unless one is given. ``database`` (default: bundled sets only) is
    asked whether a bundled card already has the id or a set of the other game has the code.
    Raises :class:`CardDataError` (``card_conflict``, ``set_code_taken``, ``invalid_set``, or a
    code of a file that cannot be read) or :class:`StorageError` (``io_error``) when the write
    fails.
    """
    return save_cards(
        game,
        code,
        [card],
        set_name=set_name,
        set_name_ja=set_name_ja,
        replace=replace,
        database=database,
        root=root,
    )


def save_cards(
    game: Game,
    code: str,
    cards: Iterable[Card],
    *,
    set_name: str | None = None,
    set_name_ja: str | None = None,
    replace: bool = True,
    database: CardDatabase | None = None,
    root: Path | None = None,
) -> Path:
    """:func:`save_card` for many cards at once (one read, one validation, one atomic write):
    all of them are written, or none."""
    path = user_set_path(game, code, root)
    new_cards = list(cards)
    bundled = database if database is not None else CardDatabase.load(include_user=False)
    known = bundled.set_info(code)
    if known is not None and known.game != game:
        raise CardDataError("set_code_taken", path=str(path), set=code, game=known.game)
    bundled_ids = set(known.card_ids) if known is not None and known.origin == "bundled" else set()
    existing = load_user_set(game, code, root)
    stored: list[Card] = list(existing.cards) if existing is not None else []
    index = {c.id: i for i, c in enumerate(stored)}
    for card in new_cards:
        if card.game != game or card.set != code:
            raise CardDataError(
                "invalid_set", path=str(path), errors=(("set", "card_outside_set"),)
            )
        if card.id in bundled_ids:
            raise CardDataError("card_conflict", path=str(path), id=card.id)
        at = index.get(card.id)
        if at is not None and not replace:
            raise CardDataError("card_conflict", path=str(path), id=card.id)
        if at is None:
            index[card.id] = len(stored)
            stored.append(card)
        else:
            stored[at] = card
    name = set_name or (existing.name if existing else None) or known_sets(game).get(code, code)
    name_ja = set_name_ja if set_name_ja is not None else (existing.name_ja if existing else None)
    data = set_file_bytes(game, code, name, stored, name_ja or None)
    parse_set(data, str(path))  # the file must load exactly as the database will read it
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError("io_error", errno=exc.errno, op="write") from exc
    atomic_write_bytes(path, data)
    return path


def remove_card(game: Game, code: str, card_id: str, root: Path | None = None) -> bool:
    """Remove one card from a user set; False when it was not there. An emptied set keeps
    its (empty) file."""
    existing = load_user_set(game, code, root)
    if existing is None:
        return False
    cards = [c for c in existing.cards if c.id != card_id.strip().upper()]
    if len(cards) == len(existing.cards):
        return False
    path = user_set_path(game, code, root)
    atomic_write_bytes(path, set_file_bytes(game, code, existing.name, cards, existing.name_ja))
    return True
