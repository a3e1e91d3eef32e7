"""Card effects of the player's choice that Ghost Files cards need besides ``pick`` (rules
generation 4): the top cards of a deck put back in the order the player chooses
(``arrange``), a character searched from the deck into an empty Match Slot 5
(``search_fifth``), one of the player's characters in play healed (``heal_chosen``), and the
hand discarded but for the cards the player keeps (``keep_hand``), an Item of the fighter
whose + ATK counts twice this turn (``double_item``), a named card of the deck attached to
the fighter and paid (``search_attach``), the discarded cards of a word shuffled back
(``word_recycle``), an Item of the opposing fighter borrowed for a turn (``borrow``), up to
so many cards of the deck's top discarded (``mill_up_to``), discarded cards of another name
shuffled back (``recycle_others``). Like ``pick``, the chosen
cards are a parameter of the action that applies the effect (its ``picks``; see
:mod:`tabletop.games.yyh.choice_effects_gf`). And a change of the Attack Cost (``cost``), and attacks or healing forbidden for a while
(``forbid``), and weak attacks dealing no damage for a while (``guard``).

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "arrange", "side": "opponent", "count": 4, "when": "on_attack", "attack": 1}
... ).words()
('yyh.attack.arrange.opponent', {'count': 4, 'attack': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_conditions import Per
from .yyh_effect_base import EffectBase, Lasts, Side


class _Chosen(EffectBase):
    """A kind whose cards the player chooses: never a lasting effect."""

    @model_validator(mode="after")
    def _not_lasting(self) -> _Chosen:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self


class ArrangeTop(_Chosen):
    """The player looks at the top ``count`` cards of ``side``'s deck and puts them back on
    top in the order they choose (the picks: those cards, the new top card first)."""

    do: Literal["arrange"]
    side: Side = "you"
    count: Annotated[int, Field(ge=2, le=10)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"arrange.{self.side}", {"count": self.count})


class SearchFifth(_Chosen):
    """If the player's Match Slot 5 is empty, they search their deck (``from_discard``: or
    their discard pile) for a character (not the same character as one of theirs in play) and
    put it there face down (the pick: that card; none when there is none)."""

    do: Literal["search_fifth"]
    #: The discard pile is searched too (a character there may be chosen as well).
    from_discard: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("search_fifth" + (".or_discard" if self.from_discard else ""), {})


class HealChosen(_Chosen):
    """``points`` of damage healed from one of the player's characters in play (Arena or
    Sideline) that they choose (the pick: that character; none when none is damaged)."""

    do: Literal["heal_chosen"]
    points: Annotated[int, Field(ge=1, le=4)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("heal_chosen", {"points": self.points})


class KeepHand(_Chosen):
    """The player discards every card of their hand but ``count`` they keep (the picks: the
    cards kept; the whole hand when it holds no more)."""

    do: Literal["keep_hand"]
    count: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("keep_hand", {"count": self.count})


class CostChange(EffectBase):
    """``amount`` more (negative: fewer, never below 0) cards to discard for the Attack Cost
    of ``whom``'s attacks (the player's fighter, or the other fighter), lasting ``lasts``; with
    ``when="in_play"``, a character's own ability while it is the fighter (``whom``
    ``attached``, ``lasts`` ``while_attached``)."""

    do: Literal["cost"]
    amount: Annotated[int, Field(ge=-3, le=3)]
    whom: Literal["attached", "fighter", "opponent_fighter"] = "fighter"
    lasts: Lasts = "turn"

    @model_validator(mode="after")
    def _consistent(self) -> CostChange:
        if self.amount == 0:
            raise data_error("bad_effect_amount", amount=self.amount)
        own = self.when == "in_play"
        if own != (self.whom == "attached") or own != (self.lasts == "while_attached"):
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        if self.when == "while_attached" or self.lasts == "this_attack":
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign)."""
        way = "up" if self.amount > 0 else "down"
        return self._code(f"cost_{way}.{self.whom}.{self.lasts}", {"amount": abs(self.amount)})


class Forbid(EffectBase):
    """No player may do ``what`` (use an attack, heal damage; ``again``: the card's player
    may not use this card's attack again; ``opponent_costs``: the other player pays Attack
    Costs with Events only) while it lasts (``lasts``: this turn, until the card's player's
    next Draw Step, this match)."""

    do: Literal["forbid"]
    what: Literal["attacks", "heal", "again", "opponent_costs"]
    lasts: Literal["turn", "until_draw", "match"] = "until_draw"

    @model_validator(mode="after")
    def _once(self) -> Forbid:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"forbid.{self.what}.{self.lasts}", {})


class DoubleItem(_Chosen):
    """The player chooses an Item attached to their fighter: its + ATK bonus counts twice
    this turn (the pick: that Item; none when the fighter has none)."""

    do: Literal["double_item"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("double_item", {})


class SearchAttach(_Chosen):
    """The player searches their deck for a card whose name contains ``title`` and attaches
    it face up to their fighter, paying its Spirit cost (the pick: that card; none when the
    deck holds none)."""

    do: Literal["search_attach"]
    title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("search_attach", {"title": self.title})


class WordRecycle(_Chosen):
    """The player chooses a word: every card of their discard pile with that word in its name
    is shuffled into their deck (a card of the same name as this one aside; the picks: those
    cards, all the cards of one word, none when the pile holds none)."""

    do: Literal["word_recycle"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("word_recycle", {})


class Borrow(_Chosen):
    """The player takes an Item attached to the opposing fighter and attaches it to their own
    fighter, unpaid; at the end of the opponent's next turn it goes back to the opposing
    fighter if it is still in play (the pick: that Item; none when there is none)."""

    do: Literal["borrow"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("borrow", {})


class MillUpTo(_Chosen):
    """The player may discard up to ``count`` cards from the top of their own deck (the
    picks: those cards, the top ones, as many as they choose; a ``per: picked`` value of
    the same trigger counts them)."""

    do: Literal["mill_up_to"]
    count: Annotated[int, Field(ge=1, le=10)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("mill_up_to", {"count": self.count})


class RecycleOthers(_Chosen):
    """The player chooses ``count`` cards of their discard pile, not of the name of the card
    that applies the effect, and shuffles them into their deck (fewer when fewer are
    there)."""

    do: Literal["recycle_others"]
    count: Annotated[int, Field(ge=1, le=10)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("recycle_others", {"count": self.count})


class Guard(EffectBase):
    """Until the player's next Draw Step (``lasts``), an attack of at most ``most`` ATK deals
    no damage to the player's characters, minimum damage included."""

    do: Literal["guard"]
    most: Annotated[int, Field(ge=0, le=99_000)]
    lasts: Literal["until_draw"] = "until_draw"

    @model_validator(mode="after")
    def _once(self) -> Guard:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"guard.{self.lasts}", {"most": self.most})


class ExactPoints(EffectBase):
    """The attack deals ``points`` damage points instead of the damage rule's (a card that
    spares its target still does)."""

    do: Literal["exact_points"]
    points: Annotated[int, Field(ge=1, le=4)]

    @model_validator(mode="after")
    def _an_attack(self) -> ExactPoints:
        if self.when != "on_attack":
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("exact_points", {"points": self.points})


class MayPay(_Chosen):
    """The player may pay ``amount`` Spirit Energy (the pick: the card that applies the
    effect, to pay; none, not to); a ``per: picked`` value of the same trigger counts the
    payment."""

    do: Literal["may_pay"]
    amount: Annotated[int, Field(ge=1, le=10)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("may_pay", {"amount": self.amount})


class RefreshHand(_Chosen):
    """The player chooses a player (the pick: that player's fighter): they discard their hand
    and draw as many cards."""

    do: Literal["refresh_hand"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("refresh_hand", {})


class Align(_Chosen):
    """The player chooses one of their characters in play that is not ``to`` (a hero for
    ``villain``, a villain for ``hero``): it is ``to`` for the rest of the game (the pick:
    that character; none when there is none)."""

    do: Literal["align"]
    to: Literal["hero", "villain"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"align.{self.to}", {})


class PayCard(_Chosen):
    """The player may discard a card of their hand and the card that applies the effect (at
    the end of the turn) for the rest of the trigger (the pick: the card of the hand; none, not
    to; a ``per: picked`` value of the same trigger counts the payment)."""

    do: Literal["pay_card"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("pay_card", {})


class CostlyAttacks(EffectBase):
    """Until the player's next Draw Step, each attack of the opponent gains -``amount`` ATK
    (not below 0) for each card its Attack Cost discards."""

    do: Literal["costly_attacks"]
    amount: Annotated[int, Field(ge=100, le=10_000)]

    @model_validator(mode="after")
    def _once(self) -> CostlyAttacks:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("costly_attacks", {"amount": self.amount})


class DrawEcho(EffectBase):
    """While the character is the player's fighter (``in_play``), each time a card effect of
    the opponent's makes the opponent draw, the player draws ``count`` (its own echo aside)."""

    do: Literal["draw_echo"]
    when: Literal["in_play"] = "in_play"
    count: Annotated[int, Field(ge=1, le=3)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("draw_echo", {"count": self.count})


class Mulligan(_Chosen):
    """The player may shuffle any cards of their hand into their deck and draw as many (the
    picks: those cards, none or more)."""

    do: Literal["mulligan"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("mulligan", {})


class TeamBoost(EffectBase):
    """Each other character of the player's in play with the Team Symbol ``team`` gains
    ``amount`` ATK for the rest of the game (a modifier of the scope ``game``, which no turn
    machine ends)."""

    do: Literal["team_boost"]
    amount: Annotated[int, Field(ge=100, le=10_000)]
    team: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,39}$")]

    @model_validator(mode="after")
    def _once(self) -> TeamBoost:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the team as ``team``)."""
        return self._code(
            "team_boost", {"amount": self.amount, "team": self.team.replace("_", " ").title()}
        )


class TechniqueBoost(EffectBase):
    """While the character is the player's fighter (``in_play``), an attack of a Technique
    attached to it whose name contains ``title`` gains ``amount`` ATK for the attack (for each
    of ``per``, counted as it is declared)."""

    do: Literal["technique_boost"]
    when: Literal["in_play"] = "in_play"
    title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]
    amount: Annotated[int, Field(ge=100, le=10_000)]
    per: Per | None = None

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "technique_boost" + (f".per_{self.per}" if self.per else "")
        return self._code(body, {"title": self.title, "amount": self.amount})


class FreeMinimum(EffectBase):
    """Minimum damage for this attack costs no cards from the hand."""

    do: Literal["free_minimum"]

    @model_validator(mode="after")
    def _an_attack(self) -> FreeMinimum:
        if self.when != "on_attack":
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("free_minimum", {})


#: The kinds of this module (all applied by the rules).
CHOSEN_KINDS: frozenset[str] = frozenset(
    {"arrange", "search_fifth", "heal_chosen", "keep_hand", "cost", "forbid", "double_item"}
    | {"search_attach", "word_recycle", "borrow", "mill_up_to", "recycle_others", "guard"}
    | {"exact_points", "free_minimum", "may_pay", "refresh_hand", "align", "pay_card"}
    | {"costly_attacks", "draw_echo", "mulligan", "team_boost", "technique_boost"}
)
