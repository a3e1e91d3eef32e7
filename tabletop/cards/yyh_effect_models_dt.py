"""Yu Yu Hakusho effect kinds first needed by the Dark Tournament cards (rules generation 4;
each card's entry carries ``"since": 4``): cards a player discards from their own hand by
their own choice (``discard_chosen``), the game waiting for that player's choice (see
:mod:`tabletop.games.yyh.opponent_choice`); a Sideline character of the player's choice
switched with its side's fighter (``switch``, a pick: see :mod:`tabletop.games.yyh.switching`),
or one of the switching player's own choice (``switch_chosen``); an attack turned on a Sideline
character of the player's choice (``redirect``, a pick); the bottom cards of the discard pile
drawn (``draw_bottom``); an Item of the player's choice its opponent pays for again or loses
(``toll``, a pick); Attack Costs changed (``cost_change``);
damage dealt at the end of the turn (``end_damage``, and ``after_blow``'s ``later``); an Event
played only to answer an attack (``answer_only``) or with a character in Match Slot 5
(``needs_fifth``); the opponent's attacks capped (``attack_cap``); the face-down cards attached
on a Sideline discarded (``discard_face_down``); attached cards that raise a DEF discarded
(``pick_guard``, a pick; ``discard_guards``); Techniques barred to the opponent
(``technique_lock``) or their damage made 0 (``no_technique_damage``); no more Events this
turn (``lock_events``); a pick of cards not of the card's own name (``pick_other``); a mill as this character is
attacked that weakens the attack (``attacked_mill``); villains' attacks raised for the game
(``villain_boost``); cards milling the opponent's deck barred for the match (``stand_off``).
an attack that may be used only while its condition holds (``attack_needs``, see
:mod:`tabletop.games.yyh.attack_needs`); minimum damage barred (``no_minimum``, see
:func:`tabletop.games.yyh.attack_needs.minimum_barred`); what follows an attack's blow that
dealt so many points (``after_blow``, see :func:`tabletop.games.yyh.timed_effects.blow`); the
discarded cards of a name shuffled back (``recycle_named``).

They derive from the base of :mod:`tabletop.cards.yyh_effect_models`, which imports them
into its ``YyhEffect`` union.

>>> from pydantic import TypeAdapter
>>> from tabletop.cards.yyh_effect_models import YyhEffect
>>> TypeAdapter(YyhEffect).validate_python({"do": "discard_chosen", "count": 1}).words()
('yyh.discard_chosen.opponent', {'count': 1})
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import Field, model_validator

from .effect_base import data_error
from .yyh_conditions import Condition, Slug
from .yyh_effect_base import EffectBase, Side, When
from .yyh_effect_kinds import PickCards

#: When a chosen discard applies, besides the moments of :data:`~.yyh_effect_models.When`:
#: when an attack deals points of damage to this character while it is the fighter
#: (``on_hurt``; its player is the one hurt, so ``opponent`` is the attacker).
ChosenWhen: TypeAlias = When | Literal["on_hurt"]

#: The kinds of this module that the rules apply (added to ``AUTOMATED``).
AUTOMATED_DT: frozenset[str] = frozenset({"discard_chosen", "switch", "attack_needs", "no_minimum"})


class DiscardChosen(EffectBase):
    """``side`` discards ``count`` cards of their own choice from their hand (the whole hand
    when it holds no more: nothing to choose). The choice is an action of theirs the game
    waits for, :class:`~tabletop.games.yyh.actions.ChooseDiscards`."""

    do: Literal["discard_chosen"]
    count: Annotated[int, Field(ge=1, le=5)] = 1
    side: Side = "opponent"
    #: Then that player draws this many cards (after their choice).
    then_draw: Annotated[int, Field(ge=0, le=10)] = 0
    #: Nothing happens when this holds ("unless ...").
    unless: Condition | None = None
    #: Instead of ``count``: as many cards as the hand holds above this many (none at or
    #: below it).
    keep: Annotated[int, Field(ge=0, le=10)] | None = None
    when: ChosenWhen = "on_play"  # type: ignore[assignment]

    @model_validator(mode="after")
    def _a_moment(self) -> DiscardChosen:
        if self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``on_hurt``: its own prefix)."""
        body = f"discard_chosen.{self.side}"
        params: dict[str, int | str] = {"count": self.count}
        if self.keep is not None:
            body, params = body + ".keep", {"keep": self.keep}
        if self.then_draw:
            body, params = body + ".then_draw", {**params, "draw": self.then_draw}
        if self.unless is not None:
            suffix, extra = self.unless.words()
            body, params = body + ".unless_" + suffix.removeprefix(".if_"), {**params, **extra}
        code, params = self._code(body, params)
        if self.when == "on_hurt":
            code = "yyh.on_hurt." + code.removeprefix("yyh.")
        return code, params


class SwitchPick(PickCards):
    """The player chooses a character on their own Sideline (``sideline``) or the opponent's
    (``opponent_sideline``): it and its side's fighter change places (the fighter's
    attachments go face down under it, the new fighter's turn face up, paid). The chosen
    character is the action's pick, as for :class:`~.yyh_effect_models.PickCards`; with no
    character on that Sideline nothing happens."""

    do: Literal["switch"]  # type: ignore[assignment]
    source: Literal["sideline", "opponent_sideline"]  # type: ignore[assignment]
    to: Literal["fighter"] = "fighter"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[1] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"switch.{self.source}", {})


class AttackNeeds(EffectBase):
    """Attack number ``attack`` of the card may be used only while ``only_if`` holds (for a
    Technique's attack: its fighter's condition), or (``pick``) only with a card for the
    attack's own pick (a cost the card asks): refused otherwise, and left out of the legal
    actions. Nothing happens when the attack is used."""

    do: Literal["attack_needs"]
    when: Literal["on_attack"] = "on_attack"
    pick: bool = False

    @model_validator(mode="after")
    def _conditioned(self) -> AttackNeeds:
        if (self.only_if is None) != self.pick:
            raise data_error("bad_effect_condition", kind="none")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("attack_needs" + (".pick" if self.pick else ""), {})


class NoMinimum(EffectBase):
    """Minimum damage barred: with attack ``attack`` (``on_attack``), that attack cannot deal
    it; while this character is the fighter (``in_play``), it cannot be dealt it; played
    (``on_play``), the player's fighter cannot be dealt it until the player's next Draw Step
    (``lasts: until_draw``); attached face up (``while_attached``), no player can deal it. A
    0-damage result then ends the attack: no minimum-damage moment opens."""

    do: Literal["no_minimum"]
    lasts: Literal["this_attack", "while_attached", "until_draw"] = "this_attack"

    @model_validator(mode="after")
    def _consistent(self) -> NoMinimum:
        expected = {
            "on_attack": "this_attack",
            "in_play": "while_attached",
            "while_attached": "while_attached",
            "on_play": "until_draw",
        }
        if expected.get(self.when) != self.lasts:
            raise data_error("bad_effect_lasts", when=self.when, lasts=self.lasts)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"no_minimum.{self.lasts}", {})


class AfterBlow(EffectBase):
    """Once an attack's blow has dealt at least ``least`` points to the opposing fighter (the
    attack's own, ``on_attack``; any attack of this character while it fights, ``in_play``):
    ``damage`` more points to that fighter (if it still fights) and ``spirit`` Spirit Energy
    for the opponent (negative: lost)."""

    do: Literal["after_blow"]
    when: Literal["on_attack", "in_play"] = "on_attack"
    least: Annotated[int, Field(ge=1, le=4)] = 1
    damage: Annotated[int, Field(ge=0, le=4)] = 0
    spirit: Annotated[int, Field(ge=-10, le=10)] = 0
    #: The more damage comes at the end of the turn (the fighter hurt takes it wherever it is
    #: in play then), not at once.
    later: bool = False

    @model_validator(mode="after")
    def _something(self) -> AfterBlow:
        if not self.damage and not self.spirit:
            raise data_error("bad_effect_amount", amount=0)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (one part for the damage, one for the Spirit)."""
        body = "after_blow" + (".damage" if self.damage else "") + (".later" if self.later else "")
        if self.spirit:
            body += ".spirit_gain" if self.spirit > 0 else ".spirit_lose"
        params: dict[str, int | str] = {"least": self.least}
        if self.damage:
            params["points"] = self.damage
        if self.spirit:
            params["amount"] = abs(self.spirit)
        return self._code(body, params)


class RecycleNamed(EffectBase):
    """The player shuffles every card of their discard pile whose name holds ``title``
    (letters alike in either case) into their deck."""

    do: Literal["recycle_named"]
    title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("recycle_named", {"title": self.title})


class SwitchChosen(EffectBase):
    """``side`` switches its fighter with a character of its own Sideline (of the Team Symbol
    ``team``, if given) of its own choice: at once when one only may come in, else the game
    waits for that player's :class:`~tabletop.games.yyh.actions.ChooseSwitch`; nothing with
    none. ``on_blow``: once this character's attack has dealt damage to the opposing fighter
    (its player switching it out, while it still fights)."""

    do: Literal["switch_chosen"]
    side: Side = "opponent"
    team: Slug | None = None
    when: When | Literal["on_blow"] = "on_play"  # type: ignore[assignment]

    @model_validator(mode="after")
    def _a_moment(self) -> SwitchChosen:
        if self.when in ("while_attached", "in_play") or (
            self.when == "on_blow" and self.side != "you"
        ):
            raise data_error("bad_effect_when", when=self.when)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``on_blow``: its own prefix)."""
        body = f"switch_chosen.{self.side}" + (".team" if self.team else "")
        params: dict[str, int | str] = {}
        if self.team:
            params["team"] = self.team.replace("_", " ").title()
        code, params = self._code(body, params)
        if self.when == "on_blow":
            code = "yyh.on_blow." + code.removeprefix("yyh.")
        return code, params


class RedirectPick(PickCards):
    """The player may choose a character on the opponent's Sideline (``target``: any one, the
    one in Match Slot 2 or 4, one with a card attached, one with damage) for the attack to hit
    instead of the opposing fighter (the attack's pick; none: the fighter, as usual)."""

    do: Literal["redirect"]  # type: ignore[assignment]
    source: Literal["opponent_sideline"] = "opponent_sideline"  # type: ignore[assignment]
    to: Literal["fighter"] = "fighter"  # type: ignore[assignment]
    kind: Literal["character"] = "character"
    count: Literal[1] = 1
    optional: Literal[True] = True
    target: Literal["any", "slot_2_4", "attached", "damaged"] = "any"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"redirect.{self.target}", {})


class DrawBottom(EffectBase):
    """``side`` (the player, or the opponent) puts the bottom ``count`` cards of their discard
    pile into their hand."""

    do: Literal["draw_bottom"]
    count: Annotated[int, Field(ge=1, le=5)] = 1
    side: Side = "you"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        body = "draw_bottom" + (".opponent" if self.side == "opponent" else "")
        return self._code(body, {"count": self.count})


class TollPick(PickCards):
    """The player chooses a face-up Item in play (the action's pick): the opponent pays its
    Spirit cost again, or, short of it, the Item is discarded."""

    do: Literal["toll"]  # type: ignore[assignment]
    source: Literal["in_play"] = "in_play"
    to: Literal["discard"] = "discard"
    kind: Literal["item"] = "item"
    count: Literal[1] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("toll", {})


class CostChangeSides(EffectBase):
    """The Attack Costs of the player's fighter (``you``) or of both fighters (``both``) change
    by ``amount`` (never below 0), for the next attack to resolve, until the player's next
    Draw Step, or this match (a modifier counter of each fighter, as ATK/DEF changes are)."""

    do: Literal["cost_change"]
    amount: Annotated[int, Field(ge=-3, le=3)]
    side: Literal["you", "both"] = "you"
    lasts: Literal["this_attack", "until_draw", "match"] = "this_attack"

    @model_validator(mode="after")
    def _nonzero(self) -> CostChangeSides:
        if self.amount == 0 or self.when in ("while_attached", "in_play"):
            raise data_error("bad_effect_amount", amount=self.amount)
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign)."""
        way = "down" if self.amount < 0 else "up"
        return self._code(f"cost_{way}.{self.side}.{self.lasts}", {"amount": abs(self.amount)})


class EndDamage(EffectBase):
    """``whom`` (the player's fighter, or the opposing one) takes ``points`` of damage at the
    end of the turn, wherever it is in play then (a counter of the character)."""

    do: Literal["end_damage"]
    points: Annotated[int, Field(ge=1, le=4)]
    whom: Literal["fighter", "opponent_fighter"] = "fighter"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"end_damage.{self.whom}", {"points": self.points})


class AnswerOnly(EffectBase):
    """The Event may be played only to answer the opponent's declared attack (in its response
    moment): refused, and left out of the legal actions, in its player's own Main Step."""

    do: Literal["answer_only"]
    when: Literal["on_play"] = "on_play"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("answer_only", {})


class AttackCap(EffectBase):
    """While this character is the fighter, the opponent may not use an attack whose final
    Attack Value is above ``most`` (refused, and left out of the legal actions)."""

    do: Literal["attack_cap"]
    when: Literal["in_play"] = "in_play"
    most: Annotated[int, Field(ge=0, le=99_000)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("attack_cap", {"most": self.most})


class NeedsFifth(EffectBase):
    """The Event may be played only while its player has a character in Match Slot 5
    (refused, and left out of the legal actions, without one)."""

    do: Literal["needs_fifth"]
    when: Literal["on_play"] = "on_play"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("needs_fifth", {})


class DiscardFaceDown(EffectBase):
    """Every face-down card attached to ``side``'s Sideline characters is discarded."""

    do: Literal["discard_face_down"]
    side: Side = "opponent"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code(f"discard_face_down.{self.side}", {})


class GuardPick(PickCards):
    """The player chooses ``count`` face-up attached cards in play that raise their
    character's Defense Value now (an effect of theirs adding DEF while attached, its
    condition holding) and discards them (the action's pick)."""

    do: Literal["pick_guard"]  # type: ignore[assignment]
    source: Literal["in_play"] = "in_play"
    to: Literal["discard"] = "discard"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("pick_guard", {"count": self.count})


class DiscardGuards(EffectBase):
    """Every card attached to the opposing fighter that raises its Defense Value now is
    discarded."""

    do: Literal["discard_guards"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("discard_guards", {})


class TechniqueLock(EffectBase):
    """While this card is attached face up, the opponent may not use Techniques: their
    attacks and their uses are refused (and left out of the legal actions)."""

    do: Literal["technique_lock"]
    when: Literal["while_attached"] = "while_attached"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("technique_lock", {})


class NoTechniqueDamage(EffectBase):
    """Until the player's next Draw Step the attacks of Techniques deal no damage (nor minimum
    damage): a counter of each fighter of the moment."""

    do: Literal["no_technique_damage"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("no_technique_damage", {})


class LockEvents(EffectBase):
    """The player may play no more Events this turn (refused, and left out of the legal
    actions)."""

    do: Literal["lock_events"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("lock_events", {})


class PickOther(PickCards):
    """A :class:`~.yyh_effect_models.PickCards` whose cards may not be named ``not_title``
    (the card's own name, say)."""

    do: Literal["pick_other"]  # type: ignore[assignment]
    not_title: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9' ,.!-]{0,39}$")]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (the name left out as ``title``)."""
        code, params = super().words()
        code = code.replace(".pick.", ".pick_other.", 1).replace("yyh.pick.", "yyh.pick_other.", 1)
        return code, {**params, "title": self.not_title}


class AttackedMill(EffectBase):
    """When the opponent declares an attack on this character as the fighter
    (``on_attacked``): its player discards the top ``count`` cards of their deck, and the
    attack gains ``amount`` ATK for each Technique among them (the attacking fighter's
    modifier for this attack)."""

    do: Literal["attacked_mill"]
    when: Literal["on_attacked"] = "on_attacked"  # type: ignore[assignment]
    count: Annotated[int, Field(ge=1, le=10)] = 1
    amount: Annotated[int, Field(ge=-99_000, le=99_000)] = 0

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters (``amount`` without its sign)."""
        way = "down" if self.amount < 0 else "up"
        code, params = self._code(
            f"mill.atk_{way}", {"count": self.count, "amount": abs(self.amount)}
        )
        return "yyh.on_attacked." + code.removeprefix("yyh."), params


class VillainBoost(EffectBase):
    """For the rest of the game, the attacks of villain fighters (either player's) gain
    ``amount`` ATK (a game value, added up over the cards played)."""

    do: Literal["villain_boost"]
    amount: Annotated[int, Field(ge=1, le=99_000)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("villain_boost", {"amount": self.amount})


class StandOff(EffectBase):
    """For the rest of the match, no player may use a card whose effects discard cards from
    the other player's deck (an Event, an attack, a use that holds such a ``mill``)."""

    do: Literal["stand_off"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's code and parameters."""
        return self._code("stand_off", {})
