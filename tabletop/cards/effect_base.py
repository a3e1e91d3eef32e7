"""The base of the Dragon Ball GT card effects (:mod:`.effect_models` and
:mod:`.effect_models_more`): the closed model every card-data record derives from, the fields
every effect holds, the rules generation, the reason-coded validation error, and the words of
a combat card's timing."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError


def data_error(code: str, **params: object) -> PydanticCustomError:
    """A validation error whose type is our reason code (the message is for developers)."""
    return PydanticCustomError(code, code, params)


class ClosedModel(BaseModel):
    """A card-data model that refuses unknown fields and never changes once read."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


#: A rules generation (the ``rules`` game value a game was started under).
Generation = Annotated[int, Field(ge=1, le=99)]


class DbgtEffectBase(ClosedModel):
    """The fields every Dragon Ball GT card effect holds (the kinds derive from it)."""

    #: The first rules generation that applies this effect (None: the first that applies card
    #: effects); a game started under an older one leaves it to the players, so its replay
    #: stays what it was.
    since: Generation | None = None
    #: The card says its user *may* do this; the rules apply it at once, since it is always
    #: to the user's good (a card drawn, a stage gained): a mark for the reader, not a choice.
    may: bool = False


#: When a combat card's effect applies: as the card is played (an attack, or a defense in
#: answer to one), or once its attack has succeeded (the defender took damage).
CombatWhen = Literal["played", "success"]
#: Which attacks a card's effect is about.
AttacksOf = Literal["physical", "energy", "any"]
