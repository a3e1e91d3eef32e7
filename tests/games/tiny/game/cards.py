"""The tiny game's cards: tokens with a value, read from its own set folder."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from tabletop.cards.card_games import CardGame, register_card_game
from tabletop.cards.models import MAX_CARDS_PER_SET, CardBase, SetBase

GAME_ID = "tiny"


class Token(CardBase):
    """A token: a name and a value from 1 to 9."""

    game: ClassVar[str] = GAME_ID

    type: Literal["token"]
    value: Annotated[int, Field(ge=1, le=9)]


class TinySet(SetBase):
    """A set file of the tiny game."""

    game: Literal["tiny"]
    cards: Annotated[tuple[Token, ...], Field(max_length=MAX_CARDS_PER_SET)]


TINY = register_card_game(
    CardGame(
        GAME_ID,
        TypeAdapter(Token),
        TypeAdapter(TinySet),
        ("token",),
        ("deck",),
        sets_folder=Path(__file__).parent / "sets",
    )
)
