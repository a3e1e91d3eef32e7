"""Card effects as data: what a Yu Yu Hakusho card does, in the project's own words.

An effect is a small closed model discriminated on ``do``: an Attack or Defense Value raised
or lowered (``atk`` / ``def``), Spirit Energy gained or lost (``spirit``), cards drawn
(``draw``) or discarded from the top of a deck (``mill``), damage dealt to or healed from a
fighter (``damage`` / ``heal``), one more attack this turn (``extra_attack``), a match lost
(``concede``), cards discarded at random from a hand (``discard_random``), a deck shuffled
(``shuffle``), the discarded cards of a kind shuffled back (``recycle``), what using an
attached card costs (``use_cost``), the card discarded at the turn's end (``discard_self``), and ``by_hand`` with the reason the players apply it
themselves. Each says **when** it applies (``when``: while the card is attached, when an Event
is played, when an Item or Technique is attached, when the card's attack number ``attack`` is
used, at a moment of a turn, when the attached card is used: see :data:`When`), **whom** it
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

#: When an effect applies: while its card is attached (face up, to the fighter), when an
#: Event is played, when an Item or Technique is attached, when attack number ``attack`` of
#: the card is used (a Character's or a Technique's), while a Character is in play (its own
#: abilities and Sideline Effects); at its player's Draw Step (``draw_step``: after the draw
#: and the Spirit gain) and at the start of their Main Step (``main_step``), for the fighter
#: and its face-up attachments; when its player discards the attached card to use it in
#: their Draw Step (``use_draw``) or Main Step (``use_main``; see :data:`USES`); once for each
#: point of damage the player's attack deals to the other fighter (``on_hit``, the fighter's
#: and its attachments' as the attack was declared).
When = Literal[
    "while_attached", "on_play", "on_attach", "on_attack", "in_play", "draw_step", "main_step",
    "use_draw", "use_main", "on_hit",
]  # fmt: skip
#: The moments of a turn's steps that fire by themselves, and the step each use belongs to.
STEP_MOMENTS: tuple[str, ...] = ("draw_step", "main_step")
USES: dict[str, str] = {"use_draw": "draw", "use_main": "main"}
#: Where the attached character of an effect is the player's fighter (an attached card's).
_ATTACHED_WHEN = ("while_attached", "on_attach", *STEP_MOMENTS, *USES, "on_hit")
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
Slug = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]

#: What a lasting value change is multiplied by, counted when it applies: cards in the
#: player's hand, Spirit Energy, cards in their discard pile or the opponent's, characters on
#: their Sideline or the opponent's, Techniques / Items / all cards attached to the fighter,
#: Items attached to the opponent's fighter, damage points on the fighter.
Per = Literal[
    "hand", "spirit", "discard", "opponent_discard", "sideline", "opponent_sideline",
    "techniques", "items", "attached", "opponent_items", "damage",
]  # fmt: skip


class Condition(BaseModel):
    """An effect applies only if this holds now: the player's fighter (for an attached card:
    the character it is attached to) is ``named`` (its name contains ``value``), has the Team
    Symbol ``team`` (``value``), has ``no_team``, is a ``hero`` or a ``villain``; the other
    fighter is an ``opponent_hero`` / ``opponent_villain`` / has ``opponent_no_team``; all of
    the player's characters in play share one Team Symbol (``same_team``); the player has the
    Team Bonus ``team_bonus`` (``value``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    kind: Literal[
        "named", "team", "no_team", "hero", "villain", "opponent_hero", "opponent_villain",
        "opponent_no_team", "same_team", "team_bonus",
    ]  # fmt: skip
    value: Slug | None = None

    @model_validator(mode="after")
    def _value(self) -> Condition:
        if (self.kind in ("named", "team", "team_bonus")) != (self.value is not None):
            raise data_error("bad_effect_condition", kind=self.kind)
        return self


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
        if (
            self.only_if is not None
            and self.only_if.kind == "team_bonus"
            and self.when in ("while_attached", "in_play")
        ):
            raise data_error("bad_effect_condition", kind=self.only_if.kind)
        return self

    def _code(self, body: str, params: dict[str, int | str]) -> tuple[str, dict[str, int | str]]:
        """``body`` with the prefix of its timing (``attack.`` and the attack's number,
        ``attach.``, ``in_play.``, ``draw_step.``, ``use_main.``, ...; none for an Event's effect or a lasting one) and the suffix
        of its condition (``.if_<kind>``, the value as ``name`` or ``team``)."""
        cond = self.only_if
        if cond is not None:
            body = f"{body}.if_{cond.kind}"
            if cond.value is not None:
                key = "name" if cond.kind == "named" else "team"
                params = {**params, key: cond.value.replace("_", " ").title()}
        if self.when == "on_attack" and self.attack is not None:
            return f"yyh.attack.{body}", {**params, "attack": self.attack}
        if self.when == "on_attach":
            return f"yyh.attach.{body}", params
        if self.when in ("in_play", *STEP_MOMENTS, *USES, "on_hit"):
            return f"yyh.{self.when}.{body}", params
        return f"yyh.{body}", params


class StatChange(_Effect):
    """``amount`` more (negative: less) Attack (``atk``) or Defense (``def``) Value for
    ``whom``, lasting ``lasts``. ``while_attached`` goes with ``when="while_attached"``."""

    do: Literal["atk", "def"]
    amount: Amount
    when: When = "while_attached"
    whom: Whom = "attached"
    lasts: Lasts = "while_attached"
    #: ``amount`` for each one of these, counted when the effect applies (None: once).
    per: Per | None = None

    @model_validator(mode="after")
    def _consistent(self) -> StatChange:
        if self.amount == 0:
            raise data_error("bad_effect_amount", amount=self.amount)
        if (self.when == "while_attached") != (self.lasts == "while_attached"):
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        if self.whom == "attached" and self.when not in _ATTACHED_WHEN:
            raise data_error("bad_effect_whom", when=self.when, whom=self.whom)
        if self.when == "while_attached" and self.whom == "fighter":
            raise data_error("bad_effect_whom", when=self.when, whom=self.whom)
        if self.per is not None and self.when == "while_attached":
            raise data_error("bad_effect_per", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign)."""
        way = "up" if self.amount > 0 else "down"
        body = f"{self.do}_{way}.{self.whom}.{self.lasts}"
        if self.per is not None:
            body += f".per_{self.per}"
        return self._code(body, {"amount": abs(self.amount)})


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
    """``side`` discards the top ``count`` cards of their deck."""

    do: Literal["mill"]
    count: Annotated[int, Field(ge=1, le=20)]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"mill.{self.side}", {"count": self.count})


class DiscardRandom(_Effect):
    """``side`` discards ``count`` cards at random from their hand (a recorded chance)."""

    do: Literal["discard_random"]
    count: Annotated[int, Field(ge=1, le=10)]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_random.{self.side}", {"count": self.count})


class ShuffleDeck(_Effect):
    """``side`` shuffles their deck."""

    do: Literal["shuffle"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"shuffle.{self.side}", {})


class Recycle(_Effect):
    """The player shuffles every card of ``kind`` in their discard pile into their deck."""

    do: Literal["recycle"]
    kind: Literal["character", "technique", "item", "event"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
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
    """Heal ``points`` of damage from ``whom`` (the attached character or a fighter)."""

    do: Literal["heal"]
    points: Annotated[int, Field(ge=1, le=4)]
    whom: Literal["attached", "fighter", "opponent_fighter"] = "fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"heal.{self.whom}", {"points": self.points})


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


class DiscardSelf(_Effect):
    """The card itself is discarded at the end of the turn (an attack's Technique, say)."""

    do: Literal["discard_self"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("discard_self", {})


class UseCost(_Effect):
    """What using an attached card costs besides discarding it (``use_draw`` / ``use_main``):
    ``discard`` more cards from the player's hand (chosen with the use), and where the card
    goes (``to``: its owner's discard pile, or the bottom of their deck)."""

    do: Literal["use_cost"]
    when: When = "use_main"
    discard: Annotated[int, Field(ge=0, le=5)] = 0
    to: Literal["discard", "deck_bottom"] = "discard"

    @model_validator(mode="after")
    def _a_use(self) -> UseCost:
        if self.when not in USES or (self.discard == 0 and self.to == "discard"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "use_cost.discard" if self.discard else "use_cost"
        if self.to == "deck_bottom":
            body += ".deck_bottom"
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


YyhEffect = Annotated[
    StatChange | Spirit | DrawCards | MillCards | DiscardRandom | ShuffleDeck | Recycle
    | DamageCharacter | HealCharacter | ExtraAttack | Concede | DiscardSelf | UseCost | ByHand,
    Field(discriminator="do"),
]  # fmt: skip

#: The effect kinds the rules apply themselves (the rest are applied by hand).
AUTOMATED: frozenset[str] = frozenset(
    {
        "atk",
        "def",
        "spirit",
        "draw",
        "mill",
        "discard_random",
        "shuffle",
        "recycle",
        "damage",
        "heal",
        "extra_attack",
        "concede",
        "use_cost",
        "discard_self",
    }
)


def automated(effects: tuple[object, ...]) -> bool:
    """Whether every effect of a card is applied by the rules (none is by hand)."""
    return all(getattr(e, "do", None) in AUTOMATED for e in effects)
