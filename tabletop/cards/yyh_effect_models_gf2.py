"""More Ghost Files card effects (rules generation 4, each card's entry with ``"since": 4``):
choices the opponent makes besides a discard of their hand (the Dark Tournament's
:class:`~tabletop.cards.yyh_effect_models_dt.DiscardChosen` machinery, see
:mod:`tabletop.games.yyh.opponent_choice_gf`): cards of their hand shuffled into their deck
(``shuffle_chosen``), a discard or a loss of Spirit Energy (``discard_or_spirit``), the cards
attached to their fighter discarded down to so many (``trim_attached``); a card attached to any
of the player's characters picked (``pick_own_attached``); two of the player's Sideline
characters trading Match Slots (``swap_sideline``); a card name the opponent may not play while
the card is attached (``ban_named``); an ATK bonus for the match that fades turn by turn
(``fading_atk``); the opponent's Team Bonus needing three characters for the match
(``strict_bonus``); no Events for either player until the end of the player's next turn
(``no_events``); the Main Steps of the next turns skipped (``skip_main``); an ATK bonus for the cards played after this one (``play_boost``); the opponent's next fighter switched out when the match ends this turn
(``switch_next``); a pick only at an exact Spirit Energy once the card is paid
(``pick_at_spirit``); the Team Symbol of a chosen character given to the player's characters
without one (``befriend``); a card of the hand the opponent discards to play an Event
(``event_tax``); cards attached to the opposing fighter (``foe_attach``, ``give_away``) and
a mill at the end of the turn of the character's player (``end_mill``); every card attached to either fighter discarded (``sweep_arena``); the next attack's Attack Value doubled (``double_atk``); the best printed Attack Value of a Sideline character added
(``sideline_best``). The rules are in :mod:`tabletop.games.yyh.effects_gf2`.

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python({"do": "shuffle_chosen", "count": 1}).words()
('yyh.shuffle_chosen.opponent', {'count': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_effect_base import EffectBase, Side
from .yyh_effect_kinds import PickCards
from .yyh_effect_models_dt import DiscardChosen

#: The kinds of this module (all applied by the rules; added to ``AUTOMATED``).
AUTOMATED_GF2: frozenset[str] = frozenset(
    {"shuffle_chosen", "discard_or_spirit", "trim_attached", "pick_own_attached"}
    | {"swap_sideline", "ban_named", "fading_atk", "strict_bonus", "no_events", "skip_main"}
    | {"play_boost", "switch_next", "pick_at_spirit", "befriend", "event_tax"}
    | {"foe_attach", "give_away", "end_mill", "sweep_arena", "double_atk", "sideline_best"}
)

_Title = Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]


class ShuffleChosen(DiscardChosen):
    """``side`` shuffles ``count`` cards of their own choice from their hand into their deck
    (the whole hand when it holds no more), the choice waited for as a chosen discard's."""

    do: Literal["shuffle_chosen"]  # type: ignore[assignment]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"shuffle_chosen.{self.side}", {"count": self.count})


class DiscardOrSpirit(DiscardChosen):
    """``side`` chooses: discard ``count`` cards of their choice from their hand, or lose
    ``spirit`` Spirit Energy (a choice of no card). Only what they can do is offered: with an
    empty hand they lose the Spirit, with too little Spirit they discard; neither, nothing."""

    do: Literal["discard_or_spirit"]  # type: ignore[assignment]
    spirit: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(
            f"discard_or_spirit.{self.side}", {"count": self.count, "amount": self.spirit}
        )


class TrimAttached(EffectBase):
    """If more than ``keep`` cards are attached to ``side``'s fighter, that player discards
    attached cards of their own choice until ``keep`` are left (waited for as a chosen
    discard, :class:`~tabletop.games.yyh.actions.ChooseDiscards` naming attached cards)."""

    do: Literal["trim_attached"]
    keep: Annotated[int, Field(ge=0, le=10)]
    side: Side = "opponent"

    @model_validator(mode="after")
    def _a_moment(self) -> TrimAttached:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"trim_attached.{self.side}", {"keep": self.keep})


class PickOwnAttached(PickCards):
    """The player chooses ``count`` cards attached to any of their characters in play (the
    fighter's or a Sideline character's, face up or down) and puts them into their owner's
    ``to`` zone (the action's pick, as for :class:`~.yyh_effect_models.PickCards`)."""

    do: Literal["pick_own_attached"]  # type: ignore[assignment]
    source: Literal["own_attached"] = "own_attached"  # type: ignore[assignment]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"pick_own_attached.{self.to}", {"count": self.count})


class SwapSideline(PickCards):
    """The player chooses two characters on their own Sideline: they trade Match Slots, each
    with the cards attached to it (the action's picks; fewer than two, nothing happens)."""

    do: Literal["swap_sideline"]  # type: ignore[assignment]
    source: Literal["sideline"] = "sideline"  # type: ignore[assignment]
    to: Literal["fighter"] = "fighter"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[2] = 2

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("swap_sideline", {})


class BanNamed(EffectBase):
    """While this card is attached face up, the opponent may not play a card whose name holds
    ``title`` (refused, and left out of the legal actions)."""

    do: Literal["ban_named"]
    when: Literal["while_attached"] = "while_attached"
    title: _Title

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("ban_named", {"title": self.title})


class FadingAtk(EffectBase):
    """The player's attacks gain ``amount`` ATK until the match ends; at the start of each of
    the player's later turns in the match the bonus loses ``step`` (never below 0). Several
    played add up, each fading on its own (a game value, ended with the match)."""

    do: Literal["fading_atk"]
    amount: Annotated[int, Field(ge=100, le=99_000)]
    step: Annotated[int, Field(ge=100, le=99_000)]

    @model_validator(mode="after")
    def _once(self) -> FadingAtk:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("fading_atk", {"amount": self.amount, "step": self.step})


class StrictBonus(EffectBase):
    """Until the match ends the opponent has a Team Bonus only with at least ``least`` of
    their characters in play (Arena and Sideline) sharing its Team Symbol, whatever lowers
    that number otherwise."""

    do: Literal["strict_bonus"]
    least: Annotated[int, Field(ge=1, le=5)] = 3

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("strict_bonus", {"least": self.least})


class NoEvents(EffectBase):
    """Until the end of the player's next turn no player may play an Event (refused, and left
    out of the legal actions): a game value holding the last turn barred."""

    do: Literal["no_events"]

    @model_validator(mode="after")
    def _once(self) -> NoEvents:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("no_events", {})


class SkipMain(EffectBase):
    """The Main Steps of the next ``turns`` turns (either player's) are skipped: their Draw
    Step goes on to the Attack Step; with ``now``, the player's own Main Step ends at once."""

    do: Literal["skip_main"]
    turns: Annotated[int, Field(ge=1, le=4)]
    now: bool = False

    @model_validator(mode="after")
    def _once(self) -> SkipMain:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("skip_main" + (".now" if self.now else ""), {"count": self.turns})


class PlayBoost(EffectBase):
    """The player's attacks gain ``amount`` ATK this turn for each card they play after this
    one this turn (attached, played as an Event or put into Match Slot 5): of any kind
    (``any``), or one with an effect raising an Attack Value (``atk_up``); ``main_only``:
    only the cards played in this Main Step count."""

    do: Literal["play_boost"]
    amount: Annotated[int, Field(ge=100, le=99_000)]
    kind: Literal["any", "atk_up"] = "any"
    main_only: bool = False

    @model_validator(mode="after")
    def _once(self) -> PlayBoost:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = f"play_boost.{self.kind}" + (".main" if self.main_only else "")
        return self._code(body, {"amount": self.amount})


class SwitchNext(EffectBase):
    """If the match in the Arena ends this turn, ``side``'s character that comes in for the
    next match is switched with another character of that side's Sideline, of that player's
    choice (a switch of their own choice, waited for; nothing with none)."""

    do: Literal["switch_next"]
    side: Side = "opponent"

    @model_validator(mode="after")
    def _once(self) -> SwitchNext:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"switch_next.{self.side}", {})


class PickAtSpirit(PickCards):
    """A :class:`~.yyh_effect_models.PickCards` offered only when the player has exactly
    ``spirit`` Spirit Energy once the card's own Spirit cost ``paid`` is paid (the pick is
    checked before the payment, so the player's Spirit Energy less ``paid`` counts)."""

    do: Literal["pick_at_spirit"]  # type: ignore[assignment]
    spirit: Annotated[int, Field(ge=0, le=99)]
    paid: Annotated[int, Field(ge=0, le=20)] = 0

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        code, params = super().words()
        code = code.replace("yyh.pick.", "yyh.pick_at_spirit.", 1)
        return code, {**params, "spirit": self.spirit}


class Befriend(PickCards):
    """The player chooses one of their characters in play with a Team Symbol (a bonus-bearing
    one): each of their characters in play without a Team Symbol has that one for the rest
    of the game (the action's pick; a card counter of each, read wherever a Team Symbol is)."""

    do: Literal["befriend"]  # type: ignore[assignment]
    source: Literal["own_characters"] = "own_characters"  # type: ignore[assignment]
    to: Literal["fighter"] = "fighter"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[1] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("befriend", {})


class EventTax(EffectBase):
    """While this card is attached face up, the opponent discards ``count`` card(s) of their
    choice from their hand to play an Event (an Event is refused, and left out of the legal
    actions, without as many other cards in hand; the choice is owed once it is played)."""

    do: Literal["event_tax"]
    when: Literal["while_attached"] = "while_attached"
    count: Annotated[int, Field(ge=1, le=3)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("event_tax", {"count": self.count})


class FoeAttach(EffectBase):
    """This Item or Technique is attached from the hand to the opposing fighter only (its
    Spirit cost paid by its player): the Attach action's target is that fighter. Its owner
    keeps it (its discard pile takes it); the opponent never uses it."""

    do: Literal["foe_attach"]
    when: Literal["while_attached"] = "while_attached"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("foe_attach", {})


class GiveAway(EffectBase):
    """At the end of the turn this card is attached face up to the opposing fighter (both
    still in play), its owner keeping it; the opponent never uses it."""

    do: Literal["give_away"]

    @model_validator(mode="after")
    def _once(self) -> GiveAway:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("give_away", {})


class EndMill(EffectBase):
    """While this card is attached face up to the fighter of its owner's opponent, that
    fighter's player discards the top ``count`` cards of their deck at the end of each of
    their turns."""

    do: Literal["end_mill"]
    when: Literal["while_attached"] = "while_attached"
    count: Annotated[int, Field(ge=1, le=5)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("end_mill", {"count": self.count})


class SweepArena(EffectBase):
    """Every card attached to either fighter is discarded; the card that applies the effect
    (a Technique, for its own attack) at the end of the turn, once its attack is over."""

    do: Literal["sweep_arena"]

    @model_validator(mode="after")
    def _once(self) -> SweepArena:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("sweep_arena", {})


class DoubleAtk(EffectBase):
    """The Attack Value of the player's next attack this turn is doubled (once a turn: a
    card with this effect is not usable again that turn once one was)."""

    do: Literal["double_atk"]

    @model_validator(mode="after")
    def _once(self) -> DoubleAtk:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("double_atk", {})


class SidelineBest(EffectBase):
    """If the same trigger's pick took a card (a ``pay_card`` paid), the player's fighter gains
    ATK this turn equal to the highest printed Attack Value among the attacks of their
    face-up Sideline characters (the one a player would choose: adding less gains nothing)."""

    do: Literal["sideline_best"]

    @model_validator(mode="after")
    def _once(self) -> SidelineBest:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("sideline_best", {})
