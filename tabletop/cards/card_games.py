"""The games whose cards, sets and decks can be read (:data:`CARD_GAMES`), and how: each game's
card and set models, card types, deck sections and CSV columns. The two bundled games are
registered here; another game's package registers its own with :func:`register_card_game`."""

from __future__ import annotations

import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from .models import (
    DBGT_TYPES,
    YYH_TYPES,
    CardBase,
    DbgtCardAdapter,
    DbgtSet,
    YyhCardAdapter,
    YyhSet,
)


@dataclass(frozen=True)
class CardGame:
    """What the card layer knows of one game: how its cards, sets and decks are read."""

    id: str
    card_adapter: TypeAdapter[Any]
    """Validates one card of the game (a discriminated union on ``type``)."""
    set_adapter: TypeAdapter[Any]
    """Validates one set file of the game (a :class:`SetBase` with a ``cards`` tuple)."""
    types: tuple[str, ...]
    """The card types, in the order an editor offers them."""
    sections: tuple[str, ...]
    """The sections of a deck file, in file order."""
    deck_styles: bool = False
    """Whether a deck may declare a fighting style (``style:`` header)."""
    sets_folder: Path | None = None
    """A folder of the game's own bundled set files (None: ``assets/cards/<game>``)."""
    csv_columns: tuple[str, ...] = ()
    """The columns of the game's CSV files, in file order (empty: the card models' fields,
    flattened as :func:`tabletop.storage.card_csv.columns` says)."""
    known_sets: Mapping[str, str] = field(default_factory=dict)
    """Sets players enter themselves that an editor offers: set code -> English name."""

    @property
    def models(self) -> dict[str, type[CardBase]]:
        """The card model of each card type (from the card adapter's union), in type order."""
        found: dict[str, type[CardBase]] = {}
        for model in _union_members(getattr(self.card_adapter, "_type", None)):
            tag = model.model_fields["type"].annotation
            for card_type in typing.get_args(tag):
                found.setdefault(card_type, model)
        return {t: found[t] for t in self.types if t in found}

    def model(self, card_type: str) -> type[CardBase] | None:
        """The card model of ``card_type``, None when the game has no such type."""
        return self.models.get(card_type)


def _union_members(annotation: Any) -> list[type[CardBase]]:
    """The card models of an adapter's type: one model, or a union of them, maybe annotated."""
    if isinstance(annotation, type) and issubclass(annotation, CardBase):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in _union_members(arg)]


_CSV_HEAD = ("set", "number", "type", "name", "name_ja")
_CSV_TAIL = ("text", "note", "rarity", "limit_per_deck", "flags", "data_note",
             "set_name", "set_name_ja")  # fmt: skip

#: The Yu Yu Hakusho CSV columns in the order of the files already shared (spirit cost before
#: the attacks; the models' own order would put it after them).
_YYH_CSV = (
    *_CSV_HEAD,
    "alignment", "team", "team_leader", "defense", "spirit_cost",
    *(f"attack{n}_{part}" for n in range(1, 5) for part in ("name", "name_ja", "cost", "value")),
    "sideline_effect", "has_effect_text",
    *_CSV_TAIL,
)  # fmt: skip

CARD_GAMES: dict[str, CardGame] = {}
"""The games whose cards, sets and decks can be read, by game id."""


def register_card_game(game: CardGame) -> CardGame:
    """Make the cards of ``game`` readable (a game package calls this when imported)."""
    known = CARD_GAMES.get(game.id)
    if known is not None and known != game:
        raise TypeError(f"card game {game.id!r} registered twice")
    CARD_GAMES[game.id] = game
    return game


def card_game(game: str) -> CardGame | None:
    """The card models of ``game``, None when no such game is registered."""
    return CARD_GAMES.get(game)


def card_games() -> tuple[str, ...]:
    """The ids of the games whose cards can be read, in registration order."""
    return tuple(CARD_GAMES)


register_card_game(
    CardGame(
        "dbgt",
        DbgtCardAdapter,
        TypeAdapter(DbgtSet),
        DBGT_TYPES,
        ("main personality", "life deck"),
        deck_styles=True,
        known_sets={
            "BAB": "Baby",
            "S17": "Super 17",
            "SHD": "Shadow Dragon",
            "LOS": "Lost Episodes",
        },
    )
)
register_card_game(
    CardGame(
        "yyh",
        YyhCardAdapter,
        TypeAdapter(YyhSet),
        YYH_TYPES,
        ("team", "deck"),
        csv_columns=_YYH_CSV,
    )
)
