"""The first Yu Yu Hakusho effect kinds (:mod:`.yyh_effect_models` names them all): ATK/DEF
changes, Spirit Energy, draws, mills, discards, damage and healing, strikes, extra attacks, a
conceded match, cards picked from one place to another, what a use costs, and ``by_hand``."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_conditions import NAMED_PER, Per, Slug
from .yyh_effect_base import (
    ATTACHED_WHEN,
    USES,
    Amount,
    EffectBase,
    Lasts,
    Side,
    When,
    Whom,
)


class StatChange(EffectBase):
    """``amount`` more (negative: less) Attack (``atk``) or Defense (``def``) Value for
    ``whom``, lasting ``lasts``. ``while_attached`` goes with ``when="while_attached"``, or
    with ``in_play``: a character's own ability while it is the fighter (``attached``: it)."""

    do: Literal["atk", "def"]
    amount: Amount
    when: When = "while_attached"
    whom: Whom = "attached"
    lasts: Lasts = "while_attached"
    #: ``amount`` for each one of these, counted when the effect applies (None: once); a
    #: ``while_attached`` bonus counts them each time the value is worked out.
    per: Per | None = None
    #: The name of the cards a ``named_attached`` / ``named_in_play`` count counts.
    per_name: Slug | None = None

    @model_validator(mode="after")
    def _consistent(self) -> StatChange:
        if self.amount == 0:
            raise data_error("bad_effect_amount", amount=self.amount)
        lasting = self.when in ("while_attached", "in_play")  # in_play: while it fights
        if lasting != (self.lasts == "while_attached"):
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        if self.whom == "attached" and self.when not in (*ATTACHED_WHEN, "in_play"):
            raise data_error("bad_effect_whom", when=self.when, whom=self.whom)
        if lasting and self.whom == "fighter":
            raise data_error("bad_effect_whom", when=self.when, whom=self.whom)
        if (self.per in NAMED_PER) != (self.per_name is not None):
            raise data_error("bad_effect_per", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign; a named count's
        cards as ``thing``)."""
        way = "up" if self.amount > 0 else "down"
        body = f"{self.do}_{way}.{self.whom}.{self.lasts}"
        params: dict[str, int | str] = {"amount": abs(self.amount)}
        if self.per is not None:
            body += f".per_{self.per}"
        if self.per_name is not None:
            params["thing"] = self.per_name.replace("_", " ").title()
        return self._code(body, params)


class Spirit(EffectBase):
    """``side`` gains ``amount`` Spirit Energy (negative: loses it), within 0 and the cap."""

    do: Literal["spirit"]
    amount: Annotated[int, Field(ge=-20, le=20)]
    side: Side = "you"

    @model_validator(mode="after")
    def _nonzero(self) -> Spirit:
        if self.amount == 0:
            raise data_error("bad_effect_amount", amount=self.amount)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        way = "gain" if self.amount > 0 else "lose"
        return self._code(f"spirit_{way}.{self.side}", {"amount": abs(self.amount)})


class DrawCards(EffectBase):
    """``side`` draws ``count`` cards."""

    do: Literal["draw"]
    count: Annotated[int, Field(ge=1, le=10)]
    side: Side = "you"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"draw.{self.side}", {"count": self.count})


class MillCards(EffectBase):
    """``side`` discards the top ``count`` cards of their deck (``count`` for each of
    ``per``, counted when the effect applies, if given)."""

    do: Literal["mill"]
    count: Annotated[int, Field(ge=1, le=50)]
    side: Side = "opponent"
    per: Per | None = None

    @model_validator(mode="after")
    def _counted(self) -> MillCards:
        if self.per in NAMED_PER:
            raise data_error("bad_effect_per", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = f"mill.{self.side}" + (f".per_{self.per}" if self.per is not None else "")
        return self._code(body, {"count": self.count})


class DiscardRandom(EffectBase):
    """``side`` discards ``count`` cards at random from their hand (a recorded chance;
    ``count`` for each of ``per``, counted when the effect applies, if given: one for each
    card in the opponent's hand is their whole hand)."""

    do: Literal["discard_random"]
    count: Annotated[int, Field(ge=1, le=10)]
    side: Side = "opponent"
    per: Per | None = None

    @model_validator(mode="after")
    def _counted(self) -> DiscardRandom:
        if self.per in NAMED_PER:
            raise data_error("bad_effect_per", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = f"discard_random.{self.side}" + (f".per_{self.per}" if self.per else "")
        return self._code(body, {"count": self.count})


class DiscardAttached(EffectBase):
    """Every card attached to ``whom`` (a fighter) is discarded."""

    do: Literal["discard_attached"]
    whom: Literal["fighter", "opponent_fighter"] = "opponent_fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_attached.{self.whom}", {})


class ShuffleDeck(EffectBase):
    """``side`` shuffles their deck."""

    do: Literal["shuffle"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"shuffle.{self.side}", {})


class Recycle(EffectBase):
    """The player shuffles every card of ``kind`` (``any``: every card) in their discard pile
    into their deck; with ``bottom``, only those among its bottom ``bottom`` cards."""

    do: Literal["recycle"]
    kind: Literal["character", "technique", "item", "event", "any"]
    bottom: Annotated[int, Field(ge=1, le=20)] | None = None

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the bottom cards' number as ``count``)."""
        if self.bottom is not None:
            return self._code(f"recycle.{self.kind}.bottom", {"count": self.bottom})
        return self._code(f"recycle.{self.kind}", {})


class DamageCharacter(EffectBase):
    """Deal ``points`` of damage to ``whom`` (a fighter)."""

    do: Literal["damage"]
    points: Annotated[int, Field(ge=1, le=4)]
    whom: Literal["fighter", "opponent_fighter"] = "opponent_fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"damage.{self.whom}", {"points": self.points})


class HealCharacter(EffectBase):
    """Heal ``points`` of damage from ``whom`` (the attached character, a fighter, or the
    player's character in play ``named`` ``name``, if there is one)."""

    do: Literal["heal"]
    points: Annotated[int, Field(ge=1, le=4)]
    whom: Literal["attached", "fighter", "opponent_fighter", "named"] = "fighter"
    name: Slug | None = None

    @model_validator(mode="after")
    def _named(self) -> HealCharacter:
        if (self.whom == "named") != (self.name is not None):
            raise data_error("bad_effect_whom", when=self.when, whom=self.whom)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (a named character as ``who``)."""
        params: dict[str, int | str] = {"points": self.points}
        if self.name is not None:
            params["who"] = self.name.replace("_", " ").title()
        return self._code(f"heal.{self.whom}", params)


class ShuffleSelf(EffectBase):
    """The played card itself is shuffled into its owner's deck."""

    do: Literal["shuffle_self"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("shuffle_self", {})


class DiscardFifth(EffectBase):
    """``side``'s character in Match Slot 5 is discarded, with every card attached to it."""

    do: Literal["discard_fifth"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_fifth.{self.side}", {})


class Strike(EffectBase):
    """This turn, an attack of the player's whose ATK is at least ``ratio`` times the defending
    DEF deals ``points`` damage points (when it would deal fewer)."""

    do: Literal["strike"]
    ratio: Annotated[int, Field(ge=1, le=10)]
    points: Annotated[int, Field(ge=1, le=4)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("strike", {"ratio": self.ratio, "points": self.points})


class ExtraAttack(EffectBase):
    """The player may attack once more this turn."""

    do: Literal["extra_attack"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("extra_attack", {})


class Concede(EffectBase):
    """``side`` loses the current match."""

    do: Literal["concede"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"concede.{self.side}", {})


#: Where a ``pick`` takes its cards: the player's discard pile, deck or hand, the other
#: player's hand or discard pile, the cards attached to the player's fighter or to the other
#: fighter, the face-up cards attached to either fighter (``in_play``), the face-down cards
#: attached to any character in play, either player's (``face_down``).
PickFrom = Literal[
    "discard", "deck", "hand", "opponent_hand", "opponent_discard", "attached",
    "opponent_attached", "in_play", "face_down",
]  # fmt: skip
#: Where the picked cards go, each into its owner's zone: the hand, the top or the bottom of
#: the deck, the deck shuffled afterwards, the discard pile; or attached face up to the
#: player's fighter, its Spirit cost unpaid (``attached``).
PickTo = Literal["hand", "deck_top", "deck_bottom", "deck", "discard", "attached"]
#: What a picked card must be: any card, a character, an Item, a Technique, an Event, a card
#: whose name contains ``title`` (``named``).
PickKind = Literal["any", "character", "item", "technique", "event", "named"]


class PickCards(EffectBase):
    """The player chooses ``count`` cards of ``kind`` in ``source`` and puts them into ``to``
    (fewer only when fewer are there; ``optional``: "you may" / "up to", so fewer, even none).
    The chosen cards are a parameter of the action that applies the effect (see
    :mod:`tabletop.games.yyh.choice_effects`)."""

    do: Literal["pick"]
    source: PickFrom
    to: PickTo
    kind: PickKind = "any"
    #: For ``kind="named"``: a picked card's name contains this (letters alike in either case).
    title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")] | None = None
    count: Annotated[int, Field(ge=1, le=10)] = 1
    optional: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> PickCards:
        if (self.kind == "named") != (self.title is not None):
            raise data_error("bad_effect_pick", kind=self.kind)
        if self.source.removeprefix("opponent_") == self.to:
            raise data_error("bad_effect_pick", kind=self.kind)
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_pick", kind=self.kind)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``title`` for a named card)."""
        body = f"pick.{self.source}.{self.to}.{self.kind}" + (".up_to" if self.optional else "")
        params: dict[str, int | str] = {"count": self.count}
        if self.title is not None:
            params["title"] = self.title
        return self._code(body, params)


class DiscardSelf(EffectBase):
    """The card itself is discarded at the end of the turn (an attack's Technique, say)."""

    do: Literal["discard_self"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("discard_self", {})


class UseCost(EffectBase):
    """What using an attached card costs besides discarding it (``use_draw`` / ``use_main``):
    ``discard`` more cards from the player's hand (chosen with the use), and where the card
    goes (``to``: its owner's discard pile, the bottom of their deck, their deck shuffled)."""

    do: Literal["use_cost"]
    when: When = "use_main"
    discard: Annotated[int, Field(ge=0, le=5)] = 0
    to: Literal["discard", "deck_bottom", "deck"] = "discard"

    @model_validator(mode="after")
    def _a_use(self) -> UseCost:
        if self.when not in USES or (self.discard == 0 and self.to == "discard"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "use_cost.discard" if self.discard else "use_cost"
        if self.to != "discard":
            body += f".{self.to}"
        return self._code(body, {"count": self.discard} if self.discard else {})


ByHandReason = Literal[
    "choice",  # a card, a character or an amount to choose (from hand, deck, discard pile)
    "condition",  # needs a condition the rules do not track (a team, a previous attack, ...)
    "timing",  # at another time (the defender's moment, end of turn, a Draw Step, ...)
    "sideline",  # a Sideline Effect, working while the character waits on the Sideline
    "rule",  # changes a rule of the game (no Events, no attacks, costs, ...)
    "other",
]


class ByHand(EffectBase):
    """An effect the vocabulary cannot express: the players apply it themselves."""

    do: Literal["by_hand"]
    reason: ByHandReason

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"by_hand.{self.reason}", {})
