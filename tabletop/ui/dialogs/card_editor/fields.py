"""Which form rows a card type shows: decided by the fields of the type's card model (their
names and types), never by the game's name."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from tabletop.cards.card_games import card_game, card_games
from tabletop.cards.models import Game
from tabletop.storage.card_csv import plain_type

#: Rows named apart from the card field they show (two games' fields of one name differ).
CARD_FIELD = {
    "alignment_of_three": "alignment",
    "alignment_or_both": "alignment",
    "defense_value": "defense",
    "one_attack": "attack",
}


def field_type(game: Game, card_type: str, name: str) -> Any:
    """The plain type of field ``name`` of the cards of ``card_type`` (None: no such field)."""
    found = card_game(game)
    model = found.model(card_type) if found is not None else None
    info = model.model_fields.get(name) if model is not None else None
    return plain_type(info.annotation) if info is not None else None


def has(name: str, kind: Callable[[Any], bool] | None = None) -> Callable[[Game, str], bool]:
    """A row that applies when the card type has field ``name`` (of a type ``kind`` accepts)."""

    def applies(game: Game, card_type: str) -> bool:
        found = field_type(game, card_type, name)
        return found is not None and (kind is None or kind(found))

    return applies


def choices(*values: str) -> Callable[[Any], bool]:
    """A field type that is a choice of exactly ``values``."""
    return lambda kind: set(typing.get_args(kind)) == set(values)


def is_model(kind: Any) -> bool:
    """Is ``kind`` a nested model (an attack, a damage)?"""
    return isinstance(kind, type) and issubclass(kind, BaseModel)


def other_fields(shown: Iterable[str]) -> list[tuple[str, FieldInfo]]:
    """The fields of any registered game's cards that are not in ``shown`` (and not the id,
    set and type the form fills itself), each once, with its model's description."""
    seen = {*shown, "id", "set", "type"}
    found: list[tuple[str, FieldInfo]] = []
    for game in card_games():
        cards = card_game(game)
        for model in cards.models.values() if cards is not None else ():
            for name, info in model.model_fields.items():
                if name not in seen:
                    seen.add(name)
                    found.append((name, info))
    return found


def int_or_text(text: str) -> int | str | None:
    """A typed number as a number (other text as it is, for the models to refuse)."""
    text = text.strip()
    if not text:
        return None
    return int(text) if text.isdigit() and text.isascii() else text
