"""Card effects as data: what a Dragon Ball GT (and DBZ) card does, in the project's own words.

An effect is a small closed model discriminated on ``do``. The rules apply the kinds they
automate (:data:`AUTOMATED`); a ``by_hand`` effect names why the players apply it themselves
(with the card-effect actions of the table), so no effect is silently ignored. A card's own
effect overrides a general rule it contradicts: a Setup attacks only when its data holds an
``attack`` effect, never by its type.

>>> from pydantic import TypeAdapter
>>> TypeAdapter(DbgtEffect).validate_python({"do": "raise_stages", "amount": 5}).whom
'main'
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .effect_base import AttacksOf, ClosedModel, CombatWhen, DbgtEffectBase, data_error
from .effect_models_more import (
    AfterDamage,
    AllyCost,
    AttackTwice,
    BoostAttack,
    BuryFoeBall,
    ChangeCost,
    DiscardCost,
    DiscardFoeDrills,
    GiftStages,
    GuardBalls,
    GuardDrills,
    KeepHand,
    LifeLostLowers,
    LockFoeAnger,
    LowerFoeLevel,
    NeedsAlly,
    PowerUse,
    PreventLife,
    RemoveFoeCard,
    RemoveUser,
    ReuseBy,
    SearchPlay,
    SetStages,
    SkipNextCombat,
    SpareAlignment,
    StagesLostLowers,
    StealBall,
    TurnEndOnly,
)


class Damage(ClosedModel):
    """Printed damage of an attack.

    ``pat``: base damage from the Physical Attack Table, plus ``bonus`` stages, times
    ``multiplier``; ``life``: ``amount`` life cards; ``stages``: ``amount`` power stages.
    """

    kind: Literal["pat", "life", "stages"]
    amount: Annotated[int, Field(ge=0, le=99)] | None = None
    bonus: Annotated[int, Field(ge=-20, le=20)] | None = None
    multiplier: Annotated[int, Field(ge=1, le=10)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Damage:
        if self.kind == "pat":
            if self.amount is not None:
                raise data_error("bad_damage", kind=self.kind, field="amount")
        elif self.amount is None or self.bonus is not None or self.multiplier is not None:
            raise data_error("bad_damage", kind=self.kind, field="amount")
        return self


AttackKind = Literal["physical", "energy"]


class SetupAttack(DbgtEffectBase):
    """The card is used as an attack of ``kind`` (a Setup in play, in its owner's attack)."""

    do: Literal["attack"]
    kind: AttackKind
    #: Power stages the attack costs; None: the rules' default for its kind.
    cost_stages: Annotated[int, Field(ge=0, le=30)] | None = None
    #: None: the rules' default damage for its kind.
    damage: Damage | None = None

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The template code and parameters of this effect's sentence: the kind, then
        ``.cost`` when the cost is printed, then the kind of damage when it is printed."""
        code = f"dbgt.attack.{self.kind}"
        params: dict[str, int | str] = {}
        if self.cost_stages is not None:
            code += ".cost"
            params["cost"] = self.cost_stages
        damage = self.damage
        if damage is not None:
            code += f".{damage.kind}"
            if damage.kind == "pat":
                modifier = f" {damage.bonus:+d}" if damage.bonus else ""
                if damage.multiplier and damage.multiplier > 1:
                    modifier += f" ×{damage.multiplier}"
                params["modifier"] = modifier
            else:
                params["damage"] = damage.amount or 0
        return code, params


class RaiseStages(DbgtEffectBase):
    """Raise a personality ``amount`` power stages (None: to its highest stage)."""

    do: Literal["raise_stages"]
    amount: Annotated[int, Field(ge=1, le=20)] | None = None
    #: ``main``: the user's Main Personality; ``personality``: one of the user's personalities
    #: in play, chosen by the user (the Main Personality when none is chosen); ``opponent``:
    #: the opponent's Main Personality.
    whom: Literal["main", "personality", "opponent"] = "main"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.raise_stages.<whom>``, ``.one`` for one stage, ``.top`` to the highest."""
        code = f"dbgt.raise_stages.{self.whom}"
        if self.amount is None:
            return code + ".top", {}
        return code + (".one" if self.amount == 1 else ""), {"amount": self.amount}


class RejuvenateCards(DbgtEffectBase):
    """Put ``count`` cards of the user's discard pile at the bottom of their Life Deck."""

    do: Literal["rejuvenate"]
    count: Annotated[int, Field(ge=1, le=10)]
    #: Which cards: the top of the discard pile, its bottom, or chosen by the user (asked when
    #: the card is used; the top of the pile unless they choose others).
    pick: Literal["top", "bottom", "choose"] = "top"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.rejuvenate.<pick>``, ``.one`` for a single card."""
        code = f"dbgt.rejuvenate.{self.pick}"
        return code + (".one" if self.count == 1 else ""), {"count": self.count}


#: An effect on the opponent that applies only when their Main Personality is of this
#: alignment (a hero or a villain); counted from rules generation 3 (an older game applied the
#: effect whoever the opponent).
FoeAlignment = Literal["hero", "villain"] | None


class MillLife(DbgtEffectBase):
    """The opponent discards the top ``count`` cards of their Life Deck (``foe_alignment``:
    only an opponent of that alignment)."""

    do: Literal["mill"]
    count: Annotated[int, Field(ge=1, le=20)]
    foe_alignment: FoeAlignment = None
    #: ``count`` cards for each ally the user has in play.
    per_ally: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.mill``, ``.one`` for a single card, ``.per_ally``, then
        ``.<foe_alignment>``."""
        code = "dbgt.mill" + (".one" if self.count == 1 else "")
        code += ".per_ally" if self.per_ally else ""
        return code + (f".{self.foe_alignment}" if self.foe_alignment else ""), {
            "count": self.count
        }


class DrawCards(DbgtEffectBase):
    """The user draws ``count`` cards into their hand: from the top of their Life Deck (a draw
    as the rules' own, so an empty Life Deck loses), or from the top or the bottom of their
    discard pile (as many as it holds)."""

    do: Literal["draw"]
    count: Annotated[int, Field(ge=1, le=10)]
    source: Literal["life_deck", "discard_top", "discard_bottom"] = "life_deck"
    #: ``success``: once the attack of the card has succeeded (a combat card).
    when: CombatWhen = "played"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.draw.<source>``, ``.one`` for a single card, then ``.success``."""
        code = f"dbgt.draw.{self.source}" + (".one" if self.count == 1 else "")
        return code + (".success" if self.when == "success" else ""), {"count": self.count}


class RemoveAfterUse(DbgtEffectBase):
    """Once used, the card is removed from the game instead of discarded."""

    do: Literal["remove_after_use"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.remove_after_use``."""
        return "dbgt.remove_after_use", {}


ByHandReason = Literal[
    "anger",  # DBZ anger at a moment or under a condition the rules do not track
    "choice",  # a card to choose from a pile or a deck
    "shield",  # a Defense Shield: stops an attack later, at a time the players judge
    "timing",  # used at another time than its owner's step (entering Combat, end of turn, ...)
    "condition",  # needs a condition the rules do not track (a named ally in play, ...)
    "other",
]


class ByHand(DbgtEffectBase):
    """An effect the vocabulary cannot express yet: the players apply it themselves."""

    do: Literal["by_hand"]
    reason: ByHandReason

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``by_hand.<reason>`` (words common to the games, see
        :mod:`tabletop.games.effect_messages`)."""
        return f"by_hand.{self.reason}", {}


# --- Combat effects (tabletop.games.dbgt.combat_effects) -----------------------------------


def _signed(value: int) -> str:
    return "more" if value > 0 else "less"


class ModifyDamage(DbgtEffectBase):
    """While the card is in play (a Drill, a personality's power): the ``attacks`` made by
    the card's owner (``own``) or against them (``foe``) deal ``stages`` more power stages (of
    an attack whose damage is in stages) and ``life`` more life cards (of an attack that does
    any damage); negative: fewer, never below 0."""

    do: Literal["modify_damage"]
    attacks: AttacksOf
    by: Literal["own", "foe"]
    stages: Annotated[int, Field(ge=-10, le=10)] = 0
    life: Annotated[int, Field(ge=-10, le=10)] = 0

    @model_validator(mode="after")
    def _some(self) -> ModifyDamage:
        if (self.stages == 0) == (self.life == 0):
            raise data_error("bad_damage_modifier", field="stages")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        unit = "stages" if self.stages else "life"
        amount = self.stages or self.life
        code = f"dbgt.modify_damage.{self.by}.{self.attacks}.{unit}.{_signed(amount)}"
        return code, {"amount": abs(amount)}


class LowerStages(DbgtEffectBase):
    """Lower the opponent's personality ``amount`` power stages (never below stage 0):
    ``control``: the one in control of Combat; ``main``: their Main Personality."""

    do: Literal["lower_stages"]
    amount: Annotated[int, Field(ge=1, le=20)]
    whom: Literal["control", "main"] = "control"
    when: CombatWhen = "played"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return f"dbgt.lower_stages.{self.whom}.{self.when}", {"amount": self.amount}


class StopAttacks(DbgtEffectBase):
    """The opponent's attacks of ``kind`` against the card's user are stopped (they do no
    damage): for the rest of this Combat, or only in the opponent's next attack phase;
    from the moment the card is played, or once its attack has succeeded."""

    do: Literal["stop_attacks"]
    kind: AttacksOf
    lasts: Literal["combat", "next_phase"] = "combat"
    when: CombatWhen = "played"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return f"dbgt.stop_attacks.{self.kind}.{self.lasts}.{self.when}", {}


class PartialDefense(DbgtEffectBase):
    """A defense that stops only part of the attack's damage: ``prevent_life`` life cards
    fewer, or no more than ``max_life`` life cards; the rest is taken (a general defense
    stops the whole attack: the card's own words win)."""

    do: Literal["partial_defense"]
    prevent_life: Annotated[int, Field(ge=1, le=20)] | None = None
    max_life: Annotated[int, Field(ge=0, le=20)] | None = None

    @model_validator(mode="after")
    def _one(self) -> PartialDefense:
        if (self.prevent_life is None) == (self.max_life is None):
            raise data_error("bad_partial_defense", field="prevent_life")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        if self.prevent_life is not None:
            return "dbgt.partial_defense.prevent_life", {"amount": self.prevent_life}
        return "dbgt.partial_defense.max_life", {"amount": self.max_life or 0}


class AnswerOnly(DbgtEffectBase):
    """Played in answer to an attack (as a defense), the card does not stop it: its own
    effects apply and the attack's damage is taken."""

    do: Literal["answer_only"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return "dbgt.answer_only", {}


class EffectOnly(DbgtEffectBase):
    """Played in its owner's attack phase for its effects alone: no damage, no answer; the
    card is used up and the next attack phase begins."""

    do: Literal["effect_only"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return "dbgt.effect_only", {}


class EndCombat(DbgtEffectBase):
    """Playing the card ends Combat at once."""

    do: Literal["end_combat"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return "dbgt.end_combat", {}


class NoMoreAttacks(DbgtEffectBase):
    """The card's user makes no more attacks in this Combat (they may still defend)."""

    do: Literal["no_more_attacks"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return "dbgt.no_more_attacks", {}


class HeritageOnly(DbgtEffectBase):
    """Only a player whose personality in control is of ``heritage`` may play the card."""

    do: Literal["heritage_only"]
    heritage: Literal["saiyan", "earthling", "namekian", "saibaman"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        return f"dbgt.heritage_only.{self.heritage}", {}


class EnteringCombat(DbgtEffectBase):
    """While the card is in play, when its owner enters Combat (as the attacker, the
    defender, or either) and before the defender's draw: ``draw`` cards from the top of the
    Life Deck, ``draw_discard_bottom`` from the bottom of the discard pile, or ``stages`` on the
    Main Personality, ``amount`` of them; ``instead_of_draw``, in place of the defender's draw. A
    Setup acts once and is used (discarded, or removed when its data says so)."""

    do: Literal["entering_combat"]
    gain: Literal["draw", "draw_discard_bottom", "draw_discard_top", "stages"]
    amount: Annotated[int, Field(ge=1, le=10)]
    side: Literal["either", "attacker", "defender"] = "either"
    #: The gain replaces the defender's draw from the Life Deck (a defender's card).
    instead_of_draw: bool = False
    #: Only an owner whose Main Personality is of this alignment gains.
    alignment: Literal["hero", "villain"] | None = None
    #: The gain needs ``amount`` cards in the discard pile (with fewer, nothing happens and
    #: the card stays).
    needs_full_pile: bool = False

    @model_validator(mode="after")
    def _defender_draw(self) -> EnteringCombat:
        if self.instead_of_draw and self.side != "defender":
            raise data_error("bad_entering_combat", field="side")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """The sentence's template code and parameters."""
        code = f"dbgt.entering_combat.{self.side}.{self.gain}"
        code += ".instead" if self.instead_of_draw else ""
        code += f".{self.alignment}" if self.alignment else ""
        return code + (".full" if self.needs_full_pile else ""), {"amount": self.amount}


class DefenseShield(DbgtEffectBase):
    """While the card is in play (a Setup or a Drill), the first attack of ``kind`` against its
    owner that nothing else stops (the owner takes it) is stopped: ``once``, then the card is
    used (discarded, or removed when its data says so); ``each_combat``, the first such attack
    of each Combat, and the card stays."""

    do: Literal["shield"]
    kind: AttacksOf
    uses: Literal["once", "each_combat"] = "once"
    #: The shield stops nothing while a Drill of this style is in play on its owner's side.
    not_with_style: (
        Literal["red", "blue", "orange", "black", "saiyan", "white", "namekian"] | None
    ) = None

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.shield.<kind>.<uses>``, then ``.not_with_<style>``."""
        code = f"dbgt.shield.{self.kind}.{self.uses}"
        return code + (f".not_with_{self.not_with_style}" if self.not_with_style else ""), {}


class PowerDefense(DbgtEffectBase):
    """A personality's power that answers an attack of ``kind`` against its owner (the
    personality in control uses it, once a turn like any power; it pays nothing and stays in
    play): the attack then deals no more than ``max_life`` life cards or ``max_stages`` power
    stages, or ``prevent_life`` life cards fewer, the rest taken; with none of them, it stops
    the attack. ``guards``: the personality answers from anywhere in play, in control or not,
    an attack while its owner's personality in control is of one of these characters."""

    do: Literal["power_defense"]
    kind: AttacksOf
    max_life: Annotated[int, Field(ge=0, le=20)] | None = None
    max_stages: Annotated[int, Field(ge=0, le=20)] | None = None
    prevent_life: Annotated[int, Field(ge=1, le=20)] | None = None
    #: The attack deals this many power stages fewer (the rest taken).
    prevent_stages: Annotated[int, Field(ge=1, le=20)] | None = None
    guards: tuple[Annotated[str, Field(min_length=1, max_length=40)], ...] = ()

    @model_validator(mode="after")
    def _at_most_one(self) -> PowerDefense:
        given = [
            v
            for v in (self.max_life, self.max_stages, self.prevent_life, self.prevent_stages)
            if v is not None
        ]
        if len(given) > 1:
            raise data_error("bad_partial_defense", field="max_life")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.power_defense.<kind>.<max_life|max_stages|prevent_life|stop>``, then
        ``.guards_<names, lower case, joined by _>``."""
        guards = ("." + "guards_" + "_".join(g.lower() for g in self.guards)) if self.guards else ""
        for name in ("max_life", "max_stages", "prevent_life", "prevent_stages"):
            amount = getattr(self, name)
            if amount is not None:
                return f"dbgt.power_defense.{self.kind}.{name}{guards}", {"amount": amount}
        return f"dbgt.power_defense.{self.kind}.stop{guards}", {}


class Anger(DbgtEffectBase):
    """Raise (``amount`` above 0) or lower (below 0) the anger of the card's user or of their
    opponent, as the card is played or used: DBZ's anger track, which the GT rules dropped, so
    the card's own data carries its rule. Anger runs from 0 to ``level_at``; reaching it moves
    that player's Main Personality up one level (when there is one) and sets anger back to 0."""

    do: Literal["anger"]
    amount: Annotated[int, Field(ge=-5, le=5)]
    whom: Literal["user", "opponent"] = "user"
    level_at: Annotated[int, Field(ge=1, le=10)] = 5
    #: Only an opponent of that alignment (an effect on the opponent).
    foe_alignment: FoeAlignment = None
    #: Only while the user's Main Personality is at this level or lower.
    max_level: Annotated[int, Field(ge=1, le=6)] | None = None

    @model_validator(mode="after")
    def _some(self) -> Anger:
        if self.amount == 0:
            raise data_error("bad_anger", field="amount")
        return self

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.anger.<whom>.<more|less>``, then ``.<foe_alignment>``, then ``.max_level``:
        a raise names the level it moves up at."""
        code = f"dbgt.anger.{self.whom}.{_signed(self.amount)}"
        code += f".{self.foe_alignment}" if self.foe_alignment else ""
        code += ".max_level" if self.max_level else ""
        params: dict[str, int | str] = {"amount": abs(self.amount), "level_at": self.level_at}
        return code, {**params, "max_level": self.max_level} if self.max_level else params


DbgtEffect = Annotated[
    SetupAttack
    | RaiseStages
    | RejuvenateCards
    | MillLife
    | DrawCards
    | SetStages
    | RemoveFoeCard
    | RemoveAfterUse
    | ByHand
    | ModifyDamage
    | LowerStages
    | StopAttacks
    | PartialDefense
    | AnswerOnly
    | EffectOnly
    | EndCombat
    | NoMoreAttacks
    | HeritageOnly
    | EnteringCombat
    | AfterDamage
    | DiscardCost
    | ChangeCost
    | LifeLostLowers
    | PreventLife
    | GuardBalls
    | StealBall
    | SearchPlay
    | BuryFoeBall
    | PowerUse
    | DiscardFoeDrills
    | RemoveUser
    | AllyCost
    | KeepHand
    | LockFoeAnger
    | ReuseBy
    | AttackTwice
    | GuardDrills
    | GiftStages
    | BoostAttack
    | TurnEndOnly
    | LowerFoeLevel
    | NeedsAlly
    | StagesLostLowers
    | SkipNextCombat
    | SpareAlignment
    | DefenseShield
    | PowerDefense
    | Anger,
    Field(discriminator="do"),
]

#: The effect kinds the rules apply themselves (the rest are applied by hand).
AUTOMATED: frozenset[str] = frozenset(
    {"attack", "raise_stages", "rejuvenate", "mill", "draw", "remove_after_use"}
    | {"modify_damage", "lower_stages", "stop_attacks", "partial_defense", "answer_only"}
    | {"effect_only", "end_combat", "entering_combat", "heritage_only", "no_more_attacks"}
    | {"anger", "shield", "power_defense", "after_damage"}
    | {"discard_cost", "set_stages", "prevent_life", "change_cost", "life_lost_lowers"}
    | {"remove_foe_card", "guard_balls", "steal_ball", "needs_ally"}
    | {"stages_lost_lowers", "skip_next_combat", "spare_alignment"}
    | {"search_play", "bury_foe_ball", "power_use", "turn_end_only", "lower_foe_level"}
    | {"discard_foe_drills", "remove_user", "ally_cost", "keep_hand", "lock_foe_anger"}
    | {"reuse_by", "attack_twice", "guard_drills", "gift_stages"}
    | {"boost_attack"}
)


def automated(effects: tuple[object, ...]) -> bool:
    """Whether every effect of a card is applied by the rules (none is by hand)."""
    return all(getattr(e, "do", None) in AUTOMATED for e in effects)
