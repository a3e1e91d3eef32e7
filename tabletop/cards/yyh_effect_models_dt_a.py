"""Yu Yu Hakusho effect kinds for a character's own abilities and Sideline Effects and for
Events of another moment, first needed by Dark Tournament cards (rules generation 4; each
card's entry carries ``"since": 4``).

A character's ability is the card's effects of a character moment of
:data:`~.yyh_effect_models.When`: ``ability_main`` / ``ability_attack`` / ``ability_end`` while
it is its side's fighter, ``sideline_main`` / ``sideline_end`` while it waits face up on the
Sideline (a Sideline Effect), in its player's Draw (``sideline_draw``), Main, Attack or End Step; its player uses it
once a turn, the card staying where it is (see :mod:`tabletop.games.yyh.abilities`).
``ability`` says what using it costs (cards of the hand, chosen or at random, of a kind) and,
with its ``only_if``, when it may be used; an ability without one costs nothing. A Sideline
Effect that fires by itself at a Draw Step (``sideline_draw_step``,
``sideline_opponent_draw_step``) needs no use.

Besides: as many cards drawn as the same trigger picked (``draw_picked``); an Event played
only in its player's End Step (``end_step``: maybe only when they did not attack this turn,
maybe once a game); every character in play healed (``heal_all``); every attack's Attack Cost
changed while a character waits on the Sideline (``all_costs``); the Items a trigger's own mill
discarded attached to the fighter (``attach_milled``); damage answered from the Sideline: the
opposing fighter hurt when this character is hurt in the opponent's turn (``hurt_back``), this
character hurt as much as a named character of its player's (``share_damage``); cards drawn
when a named fighter's attack deals damage (``blow_draw``); a card of a hand at random shuffled
back for a fresh one (``random_back``); the ATK and DEF of a team's fighters raised while a
character waits on the Sideline (``team_stat``); every character of the player's raised for
the game (``boost_all``); cards drawn for the Items and Techniques a trigger's own mill
discarded (``draw_milled``).

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "ability", "when": "sideline_main", "discard": 1}).words()
('yyh.sideline_main.ability.discard', {'count': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_conditions import Slug
from .yyh_effect_base import EffectBase
from .yyh_effect_kinds import PickCards

#: The character moments a player uses (the others fire by themselves), and the step each
#: belongs to and where the character must be: the Arena (``fighter``) or the Sideline.
ABILITY_STEPS: dict[str, tuple[str, str]] = {
    "ability_main": ("main", "fighter"),
    "ability_attack": ("attack", "fighter"),
    "ability_end": ("end", "fighter"),
    "sideline_draw": ("draw", "sideline"),
    "sideline_main": ("main", "sideline"),
    "sideline_end": ("end", "sideline"),
    "item_draw": ("draw", "attached"),  # an Item attached face up to the fighter
}
#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT_A: frozenset[str] = frozenset(
    {"ability", "draw_picked", "end_step", "heal_all", "all_costs", "attach_milled"}
    | {"hurt_back", "share_damage", "blow_draw", "random_back", "team_stat"}
    | {"boost_all", "draw_milled", "damage_pick"}
)


class Ability(EffectBase):
    """Using the character's ability of ``when`` costs ``discard`` cards of its player's hand
    (of their choice, given with the use; ``random``: at random, a recorded chance; ``kind``:
    each one an Event) or ``spirit`` of their Spirit Energy, and may be done only while
    ``only_if`` holds and the hand (or the Spirit) holds them. An Item's ability
    (``item_draw``) is the same, used while the Item is attached face up to the fighter."""

    do: Literal["ability"]
    when: Literal[
        "ability_main", "ability_attack", "ability_end", "sideline_draw", "sideline_main",
        "sideline_end", "item_draw",
    ]  # fmt: skip
    discard: Annotated[int, Field(ge=0, le=5)] = 0
    random: bool = False
    kind: Literal["any", "event"] = "any"
    spirit: Annotated[int, Field(ge=0, le=20)] = 0

    @model_validator(mode="after")
    def _a_cost(self) -> Ability:
        if self.discard == 0 and (self.random or self.kind != "any"):
            raise data_error("bad_effect_amount", amount=self.discard)
        if self.spirit and self.discard:
            raise data_error("bad_effect_amount", amount=self.spirit)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the cost's cards, or its Spirit, as ``count``)."""
        if self.spirit:
            return self._code("ability.spirit", {"count": self.spirit})
        if not self.discard:
            return self._code("ability", {})
        way = ".random" if self.random else ".event" if self.kind == "event" else ""
        return self._code(f"ability.discard{way}", {"count": self.discard})


class DamagePick(PickCards):
    """The player chooses a character on the opponent's Sideline (``sideline``: on their own)
    (the use's pick) and deals it ``points`` of damage (none there: nothing happens)."""

    do: Literal["damage_pick"]  # type: ignore[assignment]
    source: Literal["opponent_sideline", "sideline"] = "opponent_sideline"  # type: ignore[assignment]
    to: Literal["damage"] = "damage"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[1] = 1
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"damage_pick.{self.source}", {"points": self.points})


class DrawPicked(EffectBase):
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


class EndStep(EffectBase):
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


class HealAll(EffectBase):
    """Every character in play, either player's, fighter or on the Sideline, heals ``points``
    of damage."""

    do: Literal["heal_all"]
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("heal_all", {"points": self.points})


class AllCosts(EffectBase):
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


class AttachMilled(EffectBase):
    """The Items among the cards the same trigger's ``mill`` of the player's own deck discarded
    are attached face up to the player's fighter, their Spirit cost unpaid."""

    do: Literal["attach_milled"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("attach_milled", {})


class HurtBack(EffectBase):
    """While this character waits face up on the Sideline (``sideline``), each time it takes
    damage in the opponent's turn the opposing fighter takes ``points`` of damage."""

    do: Literal["hurt_back"]
    when: Literal["sideline"] = "sideline"
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("hurt_back", {"points": self.points})


class ShareDamage(EffectBase):
    """While this character waits face up on the Sideline (``sideline``), each time a
    character of its player's in play whose name holds ``name`` takes damage, this character
    takes as many points."""

    do: Literal["share_damage"]
    when: Literal["sideline"] = "sideline"
    name: Slug

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the character as ``who``)."""
        return self._code("share_damage", {"who": self.name.replace("_", " ").title()})


class BlowDraw(EffectBase):
    """While this character waits face up on the Sideline (``sideline``), each time an attack
    of its player's fighter whose name holds ``name`` deals damage, its player draws ``count``
    cards."""

    do: Literal["blow_draw"]
    when: Literal["sideline"] = "sideline"
    name: Slug
    count: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the character as ``who``)."""
        params: dict[str, int | str] = {"count": self.count}
        return self._code("blow_draw", {**params, "who": self.name.replace("_", " ").title()})


class RandomBack(EffectBase):
    """A card at random of ``side``'s hand is shuffled into their deck, then they draw a card
    (nothing with an empty hand)."""

    do: Literal["random_back"]
    side: Literal["you", "opponent"] = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"random_back.{self.side}", {})


class TeamStat(EffectBase):
    """While this character waits face up on the Sideline (``sideline``), each fighter (either
    player's) with the Team Symbol ``team`` has ``atk`` more Attack Value on its attacks and
    ``defense`` more Defense Value."""

    do: Literal["team_stat"]
    when: Literal["sideline"] = "sideline"
    team: Slug
    atk: Annotated[int, Field(ge=0, le=9000)] = 0
    defense: Annotated[int, Field(ge=0, le=9000)] = 0

    @model_validator(mode="after")
    def _something(self) -> TeamStat:
        if not self.atk and not self.defense:
            raise data_error("bad_effect_amount", amount=0)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the team as ``team``)."""
        params: dict[str, int | str] = {"atk": self.atk, "defense": self.defense}
        return self._code("team_stat", {**params, "team": self.team.replace("_", " ").title()})


class BoostAll(EffectBase):
    """Each of the player's characters in play (fighter and Sideline) gains ``amount`` of
    ``stat`` for the rest of the game (a modifier counter of each, shown on it)."""

    do: Literal["boost_all"]
    stat: Literal["atk", "def"]
    amount: Annotated[int, Field(ge=100, le=9000)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"boost_all.{self.stat}", {"amount": self.amount})


class DrawMilled(EffectBase):
    """``side`` draws ``count`` cards for each Item or Technique among the cards the same
    trigger's ``mill`` of the player's own deck discarded."""

    do: Literal["draw_milled"]
    side: Literal["you", "opponent"] = "opponent"
    count: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"draw_milled.{self.side}", {"count": self.count})


#: The kinds of this module, for the ``YyhEffect`` union.
DtAEffect: TypeAlias = (
    Ability | AllCosts | AttachMilled | BlowDraw | DrawPicked | EndStep | HealAll | HurtBack
    | RandomBack | ShareDamage | TeamStat | BoostAll | DrawMilled | DamagePick
)  # fmt: skip
