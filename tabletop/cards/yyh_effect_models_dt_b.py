"""Yu Yu Hakusho effect kinds of the Dark Tournament's conditions at a later moment (rules
generation 4; each card's entry carries ``"since": 4``): cards drawn at the end of a turn
(``end_draw``), this turn's end if a condition holds then, or the end of each of the
opponent's turns for the rest of the match (see :mod:`tabletop.games.yyh.end_draws`); the
damage the player's characters take capped for a while (``damage_cap``, see
:mod:`tabletop.games.yyh.damage_caps`); an Event barred while a condition holds
(``play_unless``); attacks raised and cards drawn with them for the game while the player
has no Team Bonus (``lone_boost``); the deck discarded down to a card of a kind, attached
(``dig_attach``); the top of the discard pile shuffled back, Spirit gained for its cards of
a kind (``recycle_top``), a random card of the hand and the deck's top discarded, cards drawn
if both are of a kind (``twin_discard``; all three in :mod:`tabletop.games.yyh.piles_dt_b`);
and choices (see :mod:`tabletop.games.yyh.choice_effects_dt_b`): a character's attached
cards moved under a Sideline character (``move_attached``), a card of the hand discarded to
discard a face-up Item (``trade``), the opposing fighter switched for a weaker attack
(``opt_switch``), two picks of discard piles at once (``pick_pair``), a chosen number of
the discard pile's cards stacked on the deck and as many of the opponent's shuffled back
(``stack_back``), an Item of the pile attached on the Sideline and Techniques cleared with a
healing (``calling``); Items and Techniques
barred to both players for a while (``use_lock``); a named Technique's attack raised in the
player's next turn (``boost_next``; both in :mod:`tabletop.games.yyh.use_locks`).

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python(
...     {"do": "end_draw", "when": "on_attack", "attack": 1,
...      "at_end": {"kind": "fewer_than_opponent", "per": "hand"}}).words()
('yyh.attack.end_draw.turn.then_fewer_than_opponent_hand', {'count': 1, 'attack': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_conditions import Condition
from .yyh_effect_base import EffectBase
from .yyh_effect_kinds import PickCards

#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT_B: frozenset[str] = frozenset(
    {"end_draw", "damage_cap", "play_unless", "lone_boost", "attack_bar"}
)


class EndDraw(EffectBase):
    """The player draws ``count`` cards at the end of a turn: at the end of this turn if
    ``at_end`` holds then (``lasts="turn"``; None: always), or at the end of each of the
    opponent's turns for the rest of the match (``lasts="match"``). Its ``only_if`` is read
    as the effect applies, ``at_end`` as the turn ends."""

    do: Literal["end_draw"]
    count: Annotated[int, Field(ge=1, le=5)] = 1
    lasts: Literal["turn", "match"] = "turn"
    at_end: Condition | None = None
    #: Instead of ``count``: as many as the opponent's hand then holds more than the player's.
    until_equal: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> EndDraw:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        if self.lasts == "match" and (self.at_end is not None or self.until_equal):
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``at_end``: ``.then_<kind>`` and its words)."""
        body = f"end_draw.{self.lasts}" + (".until_equal" if self.until_equal else "")
        params: dict[str, int | str] = {} if self.until_equal else {"count": self.count}
        if self.at_end is not None:
            suffix, extra = self.at_end.words()
            body, params = body + ".then_" + suffix.removeprefix(".if_"), {**params, **extra}
        return self._code(body, params)


class DamageCap(EffectBase):
    """The player's characters (``whom="all"``) take at most ``points`` damage each time
    they are dealt damage during the opponent's next turn (``lasts="opponent_turn"``), or
    their Sideline characters (``whom="sideline"``) for the rest of the match
    (``lasts="match"``); ``points`` 0: none at all."""

    do: Literal["damage_cap"]
    points: Annotated[int, Field(ge=0, le=3)] = 1
    whom: Literal["all", "sideline"] = "all"
    lasts: Literal["opponent_turn", "match"] = "opponent_turn"

    @model_validator(mode="after")
    def _a_moment(self) -> DamageCap:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``none`` for 0 points)."""
        body = f"damage_cap.{self.whom}.{self.lasts}" + (".none" if self.points == 0 else "")
        return self._code(body, {"points": self.points} if self.points else {})


class PlayUnless(EffectBase):
    """The Event may not be played while ``bar`` holds for its player: refused, and left out
    of the legal actions (see :mod:`tabletop.games.yyh.play_limits`). Nothing happens when it
    is played."""

    do: Literal["play_unless"]
    when: Literal["on_play"] = "on_play"
    bar: Condition

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the bar's words)."""
        suffix, params = self.bar.words()
        return self._code("play_unless." + suffix.removeprefix(".if_"), params)


class AttackBar(EffectBase):
    """While this character is the fighter and its ``only_if`` holds for its player, the
    opponent may not attack (refused, and left out of the legal actions; see
    :func:`tabletop.games.yyh.attack_needs.attack_barred`)."""

    do: Literal["attack_bar"]
    when: Literal["in_play"] = "in_play"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("attack_bar", {})


class LoneBoost(EffectBase):
    """For the rest of the game, while the player has no Team Bonus: their attacks gain
    ``amount`` ATK and they draw ``draw`` card(s) each time they use an attack (see
    :mod:`tabletop.games.yyh.lone_boost`)."""

    do: Literal["lone_boost"]
    amount: Annotated[int, Field(ge=0, le=10_000)] = 0
    draw: Annotated[int, Field(ge=0, le=3)] = 0

    @model_validator(mode="after")
    def _something(self) -> LoneBoost:
        if self.when != "on_play" or not (self.amount or self.draw):
            raise data_error("bad_effect_amount", amount=self.amount)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("lone_boost", {"amount": self.amount, "count": self.draw})


#: The kinds of card a dig stops at, or a recycle counts.
CardKind = Literal["item", "technique", "event", "character"]


class DigAttach(EffectBase):
    """The player discards the top card of their deck until they discard a card of ``kind``
    (an Item or a Technique), and attaches that card face up to their fighter without paying
    its Spirit Energy (none found: the deck is gone, nothing attached)."""

    do: Literal["dig_attach"]
    kind: Literal["item", "technique"] = "item"

    @model_validator(mode="after")
    def _a_moment(self) -> DigAttach:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"dig_attach.{self.kind}", {})


class RecycleTop(EffectBase):
    """The player shuffles the top ``count`` cards of their discard pile into their deck and
    gains ``spirit`` Spirit Energy for each card of ``per`` among them."""

    do: Literal["recycle_top"]
    count: Annotated[int, Field(ge=1, le=20)]
    spirit: Annotated[int, Field(ge=0, le=5)] = 0
    per: CardKind = "item"

    @model_validator(mode="after")
    def _a_moment(self) -> RecycleTop:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "recycle_top" + (f".spirit_per_{self.per}" if self.spirit else "")
        params: dict[str, int | str] = {"count": self.count}
        return self._code(body, {**params, "amount": self.spirit} if self.spirit else params)


class MoveAttached(EffectBase):
    """The player chooses one of their characters with cards attached, then one of their
    Sideline characters: every card attached to the first goes, face down, under the second
    (the picks: those two, in that order; none when there is no such pair). Nothing is
    paid."""

    do: Literal["move_attached"]

    @model_validator(mode="after")
    def _a_moment(self) -> MoveAttached:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("move_attached", {})


class Trade(EffectBase):
    """The player may discard a card of their hand to discard a face-up Item in play (the
    picks: that card of the hand, then the Item; none, not to)."""

    do: Literal["trade"]

    @model_validator(mode="after")
    def _a_moment(self) -> Trade:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("trade.item", {})


class UseLock(EffectBase):
    """No player may use Items or Techniques until the card's player's next Draw Step: no
    Technique attack, no use of an attached Item or Technique (see
    :mod:`tabletop.games.yyh.use_locks`; the Items' own ATK and DEF still count)."""

    do: Literal["use_lock"]

    @model_validator(mode="after")
    def _played(self) -> UseLock:
        if self.when != "on_play":
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("use_lock", {})


class BoostNext(EffectBase):
    """The player's next turn: an attack of their Technique whose name holds ``title`` gains
    ``amount`` ATK (see :mod:`tabletop.games.yyh.use_locks`)."""

    do: Literal["boost_next"]
    title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]
    amount: Annotated[int, Field(ge=100, le=10_000)]

    @model_validator(mode="after")
    def _a_moment(self) -> BoostNext:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("boost_next", {"title": self.title, "amount": self.amount})


class TwinDiscard(EffectBase):
    """The player discards a card at random from their hand (a recorded chance) and the top
    card of their deck; if both are of ``kind``, they draw ``draw`` cards (see
    :mod:`tabletop.games.yyh.piles_dt_b`)."""

    do: Literal["twin_discard"]
    kind: CardKind = "event"
    draw: Annotated[int, Field(ge=1, le=10)]

    @model_validator(mode="after")
    def _a_moment(self) -> TwinDiscard:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"twin_discard.{self.kind}", {"count": self.draw})


class OptSwitch(EffectBase):
    """As the attack is used the player may have the opposing fighter switched with a
    character of the opponent's Sideline: of the opponent's choice (``chooser="opponent"``,
    the pick: the attacking card itself, to do it; none, not to) or of the player's (the pick:
    that character; with ``later_own``, then one of the player's own Sideline characters, who
    switches with the player's fighter at the end of the turn). If they do, the attack gets
    ``atk`` (negative: less) ATK (see :mod:`tabletop.games.yyh.choice_effects_dt_b`)."""

    do: Literal["opt_switch"]
    when: Literal["on_attack"] = "on_attack"
    chooser: Literal["opponent", "you"] = "opponent"
    later_own: bool = False
    atk: Annotated[int, Field(ge=-99_000, le=0)] = 0

    @model_validator(mode="after")
    def _consistent(self) -> OptSwitch:
        if self.later_own and self.chooser != "you":
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount``: the ATK lost)."""
        body = f"opt_switch.{self.chooser}" + (".later" if self.later_own else "")
        return self._code(body, {"amount": -self.atk})


class PickPair(EffectBase):
    """Two picks of discard piles in one choice (the action's picks: the cards of ``first``,
    then those of ``second``; each applies only while its own ``only_if`` holds): cards of
    the player's or the opponent's discard pile put on top of their owner's deck or shuffled
    into it (see :mod:`tabletop.games.yyh.choice_effects_dt_b`)."""

    do: Literal["pick_pair"]
    first: PickCards
    second: PickCards

    @model_validator(mode="after")
    def _piles(self) -> PickPair:
        picks = (self.first, self.second)
        if (
            any(p.source not in ("discard", "opponent_discard") for p in picks)
            or any(p.to not in ("deck", "deck_top") for p in picks)
            or self.first.source == self.second.source
            or self.when in ("while_attached", "in_play")
        ):
            raise data_error("bad_effect_pick", kind=self.first.kind)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters: each pick's words (the second's numbered 2)."""
        params: dict[str, int | str] = {}
        body = "pick_pair"
        for mark, pick in (("", self.first), ("2", self.second)):
            code, found = pick.words()
            body += "." + code.removeprefix("yyh.pick.")
            params.update({f"{key}{mark}": value for key, value in found.items()})
        return self._code(body, params)


class StackBack(EffectBase):
    """The player chooses ``counts[0]``, ``counts[1]`` or ``counts[2]`` cards of their discard
    pile and puts them on top of their deck in the order they choose (the first chosen
    topmost); then as many cards of the opponent's discard pile (all there are, if fewer),
    also of the player's choice, are shuffled into the opponent's deck (the picks: the
    player's cards, then the opponent's; none when the pile holds too few; see
    :mod:`tabletop.games.yyh.choice_effects_dt_b`)."""

    do: Literal["stack_back"]
    counts: Annotated[list[Annotated[int, Field(ge=1, le=20)]], Field(min_length=3, max_length=3)]

    @model_validator(mode="after")
    def _a_moment(self) -> StackBack:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the three counts: ``a``, ``b``, ``c``)."""
        a, b, c = self.counts
        return self._code("stack_back", {"a": a, "b": b, "c": c})


class Calling(EffectBase):
    """Two choices in one (the action's picks, in this order): while ``attach_if`` holds the
    player may attach an Item of their discard pile face down, unpaid, to one of their
    Sideline characters (the Item, then the character); while ``clear_if`` holds they may
    discard up to ``count`` face-up Techniques in play, then heal ``points`` damage of one of
    their characters (see :mod:`tabletop.games.yyh.choice_effects_dt_b`)."""

    do: Literal["calling"]
    attach_if: Condition
    clear_if: Condition
    count: Annotated[int, Field(ge=1, le=5)] = 2
    points: Annotated[int, Field(ge=1, le=4)] = 2

    @model_validator(mode="after")
    def _played(self) -> Calling:
        if self.when != "on_play":
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the second condition's numbered 2)."""
        first, params = self.attach_if.words()
        second, more = self.clear_if.words(2)
        body = "calling" + first + ".then_" + second.removeprefix(".and_")
        return self._code(body, {**params, **more, "count": self.count, "points": self.points})
