"""Card effects as data: what a Yu Yu Hakusho card does, in the project's own words.

An effect is a small closed model discriminated on ``do``: an Attack or Defense Value raised
or lowered (``atk`` / ``def``), Spirit Energy gained or lost (``spirit``), cards drawn
(``draw``) or discarded from the top of a deck (``mill``), damage dealt to or healed from a
fighter (``damage`` / ``heal``), one more attack this turn (``extra_attack``), a match lost
(``concede``), cards discarded at random from a hand (``discard_random``), a deck shuffled
(``shuffle``), the discarded cards of a kind shuffled back (``recycle``), a fighter's
attachments discarded (``discard_attached``), a stronger blow this turn (``strike``), the
played card shuffled back (``shuffle_self``), a character in Match Slot 5 discarded
(``discard_fifth``), cards of the player's choice moved from one place to another (``pick``),
what using an attached card costs (``use_cost``), the card discarded at the turn's end
(``discard_self``), and ``by_hand`` with the reason the players apply it themselves. Each says
**when** it applies (``when``: while the card is attached, when an Event is played, when an
Item or Technique is attached, when the card's attack number ``attack`` is used, at a moment
of a turn, when the attached card is used: see :data:`When`), **whom** it
affects and, for a value change, **how long** it lasts (``lasts``). The rules apply every
kind but ``by_hand`` (see :data:`AUTOMATED`); a card's own effect overrides a general rule
by being data, never by a special case in the rules.

Every model has ``words()``: a template code (registered under the context ``"Effect"`` by
:mod:`tabletop.games.yyh.messages`) and its parameters, one whole sentence per code.

>>> from pydantic import TypeAdapter
>>> e = TypeAdapter(YyhEffect).validate_python({"do": "atk", "amount": 2000})
>>> e.words()
('yyh.atk_up.attached.while_attached', {'amount': 2000})
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "def", "amount": 2000, "when": "on_attack", "attack": 1, "whom": "fighter",
...      "lasts": "until_draw"}).words()
('yyh.attack.def_up.fighter.until_draw', {'amount': 2000, 'attack': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .effect_models import Generation, data_error
from .yyh_conditions import NAMED_PER, Condition, Per, Slug

#: When an effect applies: while its card is attached (face up, to the fighter), when an
#: Event is played, when an Item or Technique is attached, when attack number ``attack`` of
#: the card is used (a Character's or a Technique's), while a Character is in play (its own
#: abilities and Sideline Effects); at its player's Draw Step (``draw_step``: after the draw
#: and the Spirit gain) and at the start of their Main Step (``main_step``), for the fighter
#: and its face-up attachments; when its player discards the attached card to use it in
#: their Draw Step (``use_draw``) or Main Step (``use_main``; see :data:`USES`); once for each
#: point of damage the player's attack deals to the other fighter (``on_hit``, the fighter's
#: and its attachments' as the attack was declared); at the start of the other player's Draw
#: Step, before their draw (``opponent_draw_step``, the fighter's and its attachments').
When = Literal[
    "while_attached", "on_play", "on_attach", "on_attack", "in_play", "draw_step", "main_step",
    "use_draw", "use_main", "on_hit", "opponent_draw_step",
]  # fmt: skip
#: The moments of a turn's steps that fire by themselves, and the step each use belongs to.
STEP_MOMENTS: tuple[str, ...] = ("draw_step", "main_step")
USES: dict[str, str] = {"use_draw": "draw", "use_main": "main"}
#: Where the attached character of an effect is the player's fighter (an attached card's).
_ATTACHED_WHEN = (
    "while_attached", "on_attach", *STEP_MOMENTS, *USES, "on_hit", "opponent_draw_step",
)  # fmt: skip
#: Whom a value change, damage or healing affects: the character the card is attached to,
#: the player's own fighter (for an attack: the attacking character), the other fighter.
Whom = Literal["attached", "fighter", "opponent_fighter"]
#: How long a value change lasts: while the card stays attached, the next attack to resolve,
#: this turn, until its player's next Draw Step, this match.
Lasts = Literal["while_attached", "this_attack", "turn", "until_draw", "match"]
#: Whose Spirit, hand or deck: the card's player or the other player.
Side = Literal["you", "opponent"]

#: The scope of the modifier counter each lasting value change uses (see ``Modify``).
SCOPE_OF: dict[str, str] = {
    "this_attack": "attack",
    "turn": "turn",
    "until_draw": "draw",
    "match": "match",
}

Amount = Annotated[int, Field(ge=-99_000, le=99_000)]


class _Effect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    when: When = "on_play"
    #: The attack (1 = the first printed) whose use triggers an ``on_attack`` effect.
    attack: Annotated[int, Field(ge=1, le=4)] | None = None
    #: The effect applies only when this holds (None: always).
    only_if: Condition | None = None
    #: The first rules generation that applies this effect (None: the first that applies card
    #: effects); a game started under an older one leaves it to the players, so its replay
    #: stays what it was.
    since: Generation | None = None

    @model_validator(mode="after")
    def _timing(self) -> _Effect:
        if (self.when == "on_attack") != (self.attack is not None):
            raise data_error("bad_effect_attack", when=self.when)
        bonus = {"team_bonus", "opponent_team_bonus"}
        if (
            self.only_if is not None
            and bonus & set(self.only_if.kinds())
            and self.when in ("while_attached", "in_play")
        ):
            raise data_error("bad_effect_condition", kind=self.only_if.kind)
        return self

    def _code(self, body: str, params: dict[str, int | str]) -> tuple[str, dict[str, int | str]]:
        """``body`` with the prefix of its timing (``attack.`` and the attack's number,
        ``attach.``, ``in_play.``, ``draw_step.``, ``use_main.``, ...; none for an Event's effect or a lasting one) and the suffix
        of its condition (:meth:`Condition.words`)."""
        if self.only_if is not None:
            suffix, extra = self.only_if.words()
            body, params = body + suffix, {**params, **extra}
        if self.when == "on_attack" and self.attack is not None:
            return f"yyh.attack.{body}", {**params, "attack": self.attack}
        if self.when == "on_attach":
            return f"yyh.attach.{body}", params
        if self.when in ("in_play", *STEP_MOMENTS, *USES, "on_hit", "opponent_draw_step"):
            return f"yyh.{self.when}.{body}", params
        return f"yyh.{body}", params


class StatChange(_Effect):
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
        if self.whom == "attached" and self.when not in (*_ATTACHED_WHEN, "in_play"):
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


class Spirit(_Effect):
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


class DrawCards(_Effect):
    """``side`` draws ``count`` cards."""

    do: Literal["draw"]
    count: Annotated[int, Field(ge=1, le=10)]
    side: Side = "you"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"draw.{self.side}", {"count": self.count})


class MillCards(_Effect):
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


class DiscardRandom(_Effect):
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


class DiscardAttached(_Effect):
    """Every card attached to ``whom`` (a fighter) is discarded."""

    do: Literal["discard_attached"]
    whom: Literal["fighter", "opponent_fighter"] = "opponent_fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_attached.{self.whom}", {})


class ShuffleDeck(_Effect):
    """``side`` shuffles their deck."""

    do: Literal["shuffle"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"shuffle.{self.side}", {})


class Recycle(_Effect):
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


class DamageCharacter(_Effect):
    """Deal ``points`` of damage to ``whom`` (a fighter)."""

    do: Literal["damage"]
    points: Annotated[int, Field(ge=1, le=4)]
    whom: Literal["fighter", "opponent_fighter"] = "opponent_fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"damage.{self.whom}", {"points": self.points})


class HealCharacter(_Effect):
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


class ShuffleSelf(_Effect):
    """The played card itself is shuffled into its owner's deck."""

    do: Literal["shuffle_self"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("shuffle_self", {})


class DiscardFifth(_Effect):
    """``side``'s character in Match Slot 5 is discarded, with every card attached to it."""

    do: Literal["discard_fifth"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_fifth.{self.side}", {})


class Strike(_Effect):
    """This turn, an attack of the player's whose ATK is at least ``ratio`` times the defending
    DEF deals ``points`` damage points (when it would deal fewer)."""

    do: Literal["strike"]
    ratio: Annotated[int, Field(ge=1, le=10)]
    points: Annotated[int, Field(ge=1, le=4)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("strike", {"ratio": self.ratio, "points": self.points})


class ExtraAttack(_Effect):
    """The player may attack once more this turn."""

    do: Literal["extra_attack"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("extra_attack", {})


class Concede(_Effect):
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


class PickCards(_Effect):
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


class DiscardSelf(_Effect):
    """The card itself is discarded at the end of the turn (an attack's Technique, say)."""

    do: Literal["discard_self"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("discard_self", {})


class UseCost(_Effect):
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


class ByHand(_Effect):
    """An effect the vocabulary cannot express: the players apply it themselves."""

    do: Literal["by_hand"]
    reason: ByHandReason

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"by_hand.{self.reason}", {})


# The Ghost Files choices of :mod:`tabletop.cards.yyh_effect_models_gf` (from ``_Effect``).
# The kinds of :mod:`tabletop.cards.yyh_effect_models_dt` (they derive from ``_Effect`` above).
from .yyh_effect_models_dt import (  # noqa: E402
    AUTOMATED_DT,
    AfterBlow,
    AnswerOnly,
    AttackCap,
    AttackedMill,
    AttackNeeds,
    CostChangeSides,
    DiscardChosen,
    DiscardFaceDown,
    DiscardGuards,
    DrawBottom,
    EndDamage,
    GuardPick,
    LockEvents,
    NeedsFifth,
    NoMinimum,
    NoTechniqueDamage,
    PickOther,
    RecycleNamed,
    RedirectPick,
    StandOff,
    SwitchChosen,
    SwitchPick,
    TechniqueLock,
    TollPick,
    VillainBoost,
)
from .yyh_effect_models_dt_b import (  # noqa: E402
    AUTOMATED_DT_B,
    BoostNext,
    Calling,
    DamageCap,
    DigAttach,
    EndDraw,
    LoneBoost,
    MoveAttached,
    OptSwitch,
    PickPair,
    PlayUnless,
    RecycleTop,
    StackBack,
    Trade,
    TwinDiscard,
    UseLock,
)
from .yyh_effect_models_gf import (  # noqa: E402
    CHOSEN_KINDS,
    Align,
    ArrangeTop,
    Borrow,
    CostChange,
    CostlyAttacks,
    DoubleItem,
    DrawEcho,
    ExactPoints,
    Forbid,
    FreeMinimum,
    Guard,
    HealChosen,
    KeepHand,
    MayPay,
    MillUpTo,
    Mulligan,
    PayCard,
    RecycleOthers,
    RefreshHand,
    SearchAttach,
    SearchFifth,
    TeamBoost,
    TechniqueBoost,
    WordRecycle,
)

YyhEffect = Annotated[
    StatChange | Spirit | DrawCards | MillCards | DiscardRandom | ShuffleDeck | Recycle
    | DamageCharacter | HealCharacter | ExtraAttack | Concede | DiscardAttached | Strike
    | ShuffleSelf | DiscardFifth | PickCards | DiscardSelf | UseCost | ByHand
    | ArrangeTop | SearchFifth | HealChosen | KeepHand | CostChange | Forbid | DoubleItem
    | SearchAttach | WordRecycle | Borrow | MillUpTo | RecycleOthers | Guard | ExactPoints
    | FreeMinimum | MayPay | RefreshHand | Align | PayCard | CostlyAttacks | DrawEcho
    | Mulligan | TeamBoost | TechniqueBoost | DiscardChosen
    | SwitchPick | AttackNeeds | NoMinimum | AfterBlow | RecycleNamed | SwitchChosen
    | RedirectPick | DrawBottom | TollPick | CostChangeSides | EndDamage | AnswerOnly | AttackCap
    | NeedsFifth | DiscardFaceDown | GuardPick | DiscardGuards | TechniqueLock
    | NoTechniqueDamage | LockEvents | PickOther | AttackedMill | VillainBoost | StandOff
    | EndDraw | DamageCap | PlayUnless | LoneBoost | DigAttach | RecycleTop | MoveAttached
    | Trade | UseLock | BoostNext | TwinDiscard | OptSwitch | PickPair | StackBack | Calling,
    Field(discriminator="do"),
]  # fmt: skip

#: The effect kinds the rules apply themselves (the rest are applied by hand).
AUTOMATED: frozenset[str] = frozenset({
    "atk", "def", "spirit", "draw", "mill", "discard_random", "shuffle", "recycle", "damage",
    "heal", "extra_attack", "concede", "discard_attached", "strike", "shuffle_self",
    "discard_fifth", "pick", "use_cost", "discard_self", *CHOSEN_KINDS,
}) | AUTOMATED_DT | AUTOMATED_DT_B  # fmt: skip


def automated(effects: tuple[object, ...]) -> bool:
    """Whether every effect of a card is applied by the rules (none is by hand)."""
    return all(getattr(e, "do", None) in AUTOMATED for e in effects)
