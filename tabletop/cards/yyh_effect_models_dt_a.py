"""Yu Yu Hakusho effect kinds for a character's own abilities and Sideline Effects and for
Events of another moment, first needed by Dark Tournament cards (rules generation 4; each
card's entry carries ``"since": 4``).

A character's ability is the card's effects of a character moment of
:data:`~.yyh_effect_models.When`: ``ability_main`` / ``ability_attack`` / ``ability_end`` while
it is its side's fighter, ``sideline_main`` / ``sideline_end`` while it waits face up on the
Sideline (a Sideline Effect), in its player's Main, Attack or End Step; its player uses it
once a turn, the card staying where it is (see :mod:`tabletop.games.yyh.abilities`).
``ability`` says what using it costs (cards of the hand, chosen or at random, of a kind) and,
with its ``only_if``, when it may be used; an ability without one costs nothing. A Sideline
Effect that fires by itself at a Draw Step (``sideline_draw_step``,
``sideline_opponent_draw_step``) needs no use.

Besides: as many cards drawn as the same trigger picked (``draw_picked``); an Event played
only in its player's End Step (``end_step``: maybe only when they did not attack this turn,
maybe once a game); every character in play healed (``heal_all``); every attack's Attack Cost
changed while a character waits on the Sideline (``all_costs``).

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "ability", "when": "sideline_main", "discard": 1}).words()
('yyh.sideline_main.ability.discard', {'count': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_models import data_error
from .yyh_effect_models import _Effect

#: The character moments a player uses (the others fire by themselves), and the step each
#: belongs to and where the character must be: the Arena (``fighter``) or the Sideline.
ABILITY_STEPS: dict[str, tuple[str, str]] = {
    "ability_main": ("main", "fighter"),
    "ability_attack": ("attack", "fighter"),
    "ability_end": ("end", "fighter"),
    "sideline_main": ("main", "sideline"),
    "sideline_end": ("end", "sideline"),
}
#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT_A: frozenset[str] = frozenset(
    {"ability", "draw_picked", "end_step", "heal_all", "all_costs"}
)


class Ability(_Effect):
    """Using the character's ability of ``when`` costs ``discard`` cards of its player's hand
    (of their choice, given with the use; ``random``: at random, a recorded chance; ``kind``:
    each one an Event), and may be done only while ``only_if`` holds and the hand holds them."""

    do: Literal["ability"]
    when: Literal[
        "ability_main", "ability_attack", "ability_end", "sideline_main", "sideline_end"
    ]  # fmt: skip
    discard: Annotated[int, Field(ge=0, le=5)] = 0
    random: bool = False
    kind: Literal["any", "event"] = "any"

    @model_validator(mode="after")
    def _a_cost(self) -> Ability:
        if self.discard == 0 and (self.random or self.kind != "any"):
            raise data_error("bad_effect_amount", amount=self.discard)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the cost's cards as ``count``)."""
        if not self.discard:
            return self._code("ability", {})
        way = ".random" if self.random else ".event" if self.kind == "event" else ""
        return self._code(f"ability.discard{way}", {"count": self.discard})


class DrawPicked(_Effect):
    """The player draws as many cards as the same trigger's ``pick`` picked."""

    do: Literal["draw_picked"]

    @model_validator(mode="after")
    def _a_moment(self) -> DrawPicked:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("draw_picked", {})


class EndStep(_Effect):
    """The Event may be played only in its player's End Step (refused, and left out of the
    legal actions, in the Main Step); ``no_attack``: only if they made no attack this turn;
    ``once``: a player who played a card of its name may not play another this game."""

    do: Literal["end_step"]
    when: Literal["on_play"] = "on_play"
    no_attack: bool = False
    once: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "end_step" + (".no_attack" if self.no_attack else "")
        return self._code(body + (".once" if self.once else ""), {})


class HealAll(_Effect):
    """Every character in play, either player's, fighter or on the Sideline, heals ``points``
    of damage."""

    do: Literal["heal_all"]
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("heal_all", {"points": self.points})


class AllCosts(_Effect):
    """While this character waits face up on the Sideline (``sideline``), every attack of
    either player costs ``amount`` more cards (negative: fewer, never below 0)."""

    do: Literal["all_costs"]
    when: Literal["sideline"] = "sideline"
    amount: Annotated[int, Field(ge=-3, le=3)]

    @model_validator(mode="after")
    def _nonzero(self) -> AllCosts:
        if self.amount == 0:
            raise data_error("bad_effect_amount", amount=self.amount)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign)."""
        way = "up" if self.amount > 0 else "down"
        return self._code(f"all_costs_{way}", {"amount": abs(self.amount)})
