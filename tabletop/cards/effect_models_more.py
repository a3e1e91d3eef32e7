"""More card effects as data (the Saiyan Saga cards of rules generation 3): Drills and cards in
play that act once an attack has dealt damage, spare life cards, change a cost or lower the
opponent for life lost; a defense that costs a card of the hand; a stage set; a card of the
opponent's removed. Part of the vocabulary of :mod:`tabletop.cards.effect_models` (its
``DbgtEffect``); both derive from :mod:`.effect_base`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .effect_base import AttacksOf, CombatWhen, DbgtEffectBase


class SetStages(DbgtEffectBase):
    """The opponent's Main Personality is put at power stage ``stage`` (above or below where
    it was, within its stages)."""

    do: Literal["set_stages"]
    whom: Literal["opponent"] = "opponent"
    stage: Annotated[int, Field(ge=0, le=20)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.set_stages.<whom>``."""
        return f"dbgt.set_stages.{self.whom}", {"stage": self.stage}


class RemoveFoeCard(DbgtEffectBase):
    """Remove one card the opponent has in play from the game, of a kind in ``what``: a
    Drill, an ally (with the cards under it), a Non-Combat card; the user chooses it (the
    use's ``target``)."""

    do: Literal["remove_foe_card"]
    what: tuple[Literal["drill", "ally", "non_combat"], ...] = Field(min_length=1)

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.remove_foe_card.<what, joined by _>``."""
        return "dbgt.remove_foe_card." + "_".join(self.what), {}


class AfterDamage(DbgtEffectBase):
    """While the card is in play (a Drill, or a personality in control of its side), once an
    attack of ``attacks`` has dealt damage, made by its owner (``own``: a successful attack)
    or against them (``foe``: damage taken): the owner draws ``amount`` cards from the top of
    the Life Deck (``draw``) or the bottom of the discard pile (``draw_discard_bottom``), or
    raises their anger ``amount`` (``anger``, a level up at 5); ``once_per_combat``: the first
    time in each Combat only; ``alone_of_style``: not while another Drill of the card's style
    is in play on its owner's side."""

    do: Literal["after_damage"]
    by: Literal["own", "foe"]
    attacks: AttacksOf
    gain: Literal["draw", "draw_discard_bottom", "anger"]
    amount: Annotated[int, Field(ge=1, le=10)] = 1
    once_per_combat: bool = False
    alone_of_style: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.after_damage.<by>.<attacks>.<gain>``, then ``.once``, then ``.alone``."""
        code = f"dbgt.after_damage.{self.by}.{self.attacks}.{self.gain}"
        code += ".once" if self.once_per_combat else ""
        return code + (".alone" if self.alone_of_style else ""), {"amount": self.amount}


class ChangeCost(DbgtEffectBase):
    """While the card is in play (a Drill), its owner's attacks of ``attacks`` that cost
    ``of`` power stages cost ``to`` instead."""

    do: Literal["change_cost"]
    attacks: Literal["physical", "energy"]
    of: Annotated[int, Field(ge=0, le=30)]
    to: Annotated[int, Field(ge=0, le=30)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.change_cost.<attacks>``."""
        return f"dbgt.change_cost.{self.attacks}", {"of": self.of, "to": self.to}


class LifeLostLowers(DbgtEffectBase):
    """While the card is in play (a Drill), for each life card its owner loses to an attack,
    the opponent's Main Personality loses ``stages`` power stages (never below 0)."""

    do: Literal["life_lost_lowers"]
    stages: Annotated[int, Field(ge=1, le=10)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.life_lost_lowers``."""
        return "dbgt.life_lost_lowers", {"amount": self.stages}


class DiscardCost(DbgtEffectBase):
    """Playing the card (a defense) costs one other card of its user's hand, discarded: the
    card chosen is a parameter of the defense (the first other card when none is named)."""

    do: Literal["discard_cost"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.discard_cost``."""
        return "dbgt.discard_cost", {}


class PreventLife(DbgtEffectBase):
    """While the card is in play (a Drill, a Non-Combat card), an attack of ``attacks``
    against its owner that would discard life cards (its stages left over counted) discards
    ``amount`` fewer; ``once_per_combat``: the first such attack of each Combat only;
    ``foe_has_ally``: only while the opponent has an ally in play."""

    do: Literal["prevent_life"]
    attacks: AttacksOf
    amount: Annotated[int, Field(ge=1, le=10)] = 1
    once_per_combat: bool = False
    foe_has_ally: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.prevent_life.<attacks>``, then ``.once``, then ``.foe_ally``."""
        code = f"dbgt.prevent_life.{self.attacks}" + (".once" if self.once_per_combat else "")
        return code + (".foe_ally" if self.foe_has_ally else ""), {"amount": self.amount}


class GuardBalls(DbgtEffectBase):
    """While the card is in play (a Drill), the Dragon Balls its owner controls may not be
    captured (a Life Card Capture of theirs is refused)."""

    do: Literal["guard_balls"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.guard_balls``."""
        return "dbgt.guard_balls", {}


class StealBall(DbgtEffectBase):
    """Capture one of the Dragon Balls the opponent controls (one a Drill does not guard):
    the user chooses it (the use's or the attack's ``target``); ``success``: once the attack
    that named it has succeeded."""

    do: Literal["steal_ball"]
    when: CombatWhen = "played"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.steal_ball``, then ``.success``."""
        return "dbgt.steal_ball" + (".success" if self.when == "success" else ""), {}


class NeedsAlly(DbgtEffectBase):
    """The card may be played or used only while its user has an ally of character ``ally``
    in play (``any``: an ally of any character; and, with ``main``, a Main Personality of that
    character)."""

    do: Literal["needs_ally"]
    ally: Annotated[str, Field(min_length=1, max_length=40)]
    main: Annotated[str, Field(min_length=1, max_length=40)] | None = None

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.needs_ally.<ally>``, then ``.main_<main>`` (names in lower case)."""
        code = f"dbgt.needs_ally.{self.ally.lower()}"
        return code + (f".main_{self.main.lower()}" if self.main else ""), {}


class StagesLostLowers(DbgtEffectBase):
    """While the card is in play (a Drill), for each ``per`` power stages its owner's
    personality loses to one attack, the opponent's Main Personality loses ``stages`` power
    stages (never below 0)."""

    do: Literal["stages_lost_lowers"]
    per: Annotated[int, Field(ge=1, le=10)]
    stages: Annotated[int, Field(ge=1, le=10)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.stages_lost_lowers``."""
        return "dbgt.stages_lost_lowers", {"per": self.per, "amount": self.stages}


class SkipNextCombat(DbgtEffectBase):
    """The user skips their next Combat step: this turn's when the card is used before
    Combat is declared, else their next turn's (they may not declare Combat then)."""

    do: Literal["skip_next_combat"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.skip_next_combat``."""
        return "dbgt.skip_next_combat", {}


class SpareAlignment(DbgtEffectBase):
    """Played (a combat card), for the rest of this Combat every attack against a player whose
    Main Personality is of ``alignment`` discards ``amount`` life cards fewer."""

    do: Literal["spare_alignment"]
    alignment: Literal["hero", "villain"]
    amount: Annotated[int, Field(ge=1, le=10)] = 1

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.spare_alignment.<alignment>``."""
        return f"dbgt.spare_alignment.{self.alignment}", {"amount": self.amount}


class SearchPlay(DbgtEffectBase):
    """Search the user's Life Deck (``source``: or their discard pile too) for a card of
    ``what`` that may be placed now and put it in play (the use's or the defense's ``target``,
    the user's choice; a Dragon Ball's placement effect applies; an ally, of a character not in
    play on the user's side and a level up to their Main Personality's, comes into a free ally
    slot at its highest stage); the Life Deck is shuffled after, found or not."""

    do: Literal["search_play"]
    what: Literal["dragon_ball", "drill", "ally"]
    source: Literal["life_deck", "life_deck_or_discard"] = "life_deck"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.search_play.<what>.<source>``."""
        return f"dbgt.search_play.{self.what}.{self.source}", {}


class BuryFoeBall(DbgtEffectBase):
    """The first Dragon Ball from the top of the opponent's Life Deck goes to its bottom,
    the rest of the deck shuffled (a deck without one is shuffled all the same)."""

    do: Literal["bury_foe_ball"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.bury_foe_ball``."""
        return "dbgt.bury_foe_ball", {}


class PowerUse(DbgtEffectBase):
    """A personality's power that is no attack: in its owner's attack phase, in place of an
    attack, the personality in control uses it for its other effects alone (once a turn, like
    any power): no damage, no answer; the next attack phase begins. ``by`` ``drill``: a Drill
    in play used so, once a Combat; ``setup``: a Non-Combat card in play used so (then
    discarded, or removed), never used otherwise."""

    do: Literal["power_use"]
    by: Literal["personality", "drill", "setup"] = "personality"

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.power_use``, then ``.drill`` or ``.setup``."""
        return "dbgt.power_use" + ("" if self.by == "personality" else f".{self.by}"), {}


class DiscardFoeDrills(DbgtEffectBase):
    """Every Drill the opponent has in play goes to their discard pile."""

    do: Literal["discard_foe_drills"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.discard_foe_drills``."""
        return "dbgt.discard_foe_drills", {}


class TurnEndOnly(DbgtEffectBase):
    """The card is used only at the end of a turn, either player's: in its Discard or
    Rejuvenation step."""

    do: Literal["turn_end_only"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.turn_end_only``."""
        return "dbgt.turn_end_only", {}


class LowerFoeLevel(DbgtEffectBase):
    """When the opponent's Main Personality is at level ``at_level``, it goes down one level
    (to the profile's stage for a level down, its Drills discarded as any level change does);
    at another level nothing happens."""

    do: Literal["lower_foe_level"]
    at_level: Annotated[int, Field(ge=2, le=6)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.lower_foe_level``."""
        return "dbgt.lower_foe_level", {"level": self.at_level}


class RemoveUser(DbgtEffectBase):
    """As its power attacks, the personality leaves the game: an ally with the cards under it
    (the Main Personality back in control of Combat); a Main Personality so removed loses its
    player the game."""

    do: Literal["remove_user"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.remove_user``."""
        return "dbgt.remove_user", {}


class AllyCost(DbgtEffectBase):
    """Playing the card (a defense) costs one of its user's allies in play, removed from the
    game with the cards under it: the defense's ``target``, the user's choice (with no ally in
    play, the card may not be played)."""

    do: Literal["ally_cost"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.ally_cost``."""
        return "dbgt.ally_cost", {}


class KeepHand(DbgtEffectBase):
    """Until the Rejuvenation step of its user's next turn, the user discards nothing down to
    the hand limit (they keep every card of their hand)."""

    do: Literal["keep_hand"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.keep_hand``."""
        return "dbgt.keep_hand", {}


class LockFoeAnger(DbgtEffectBase):
    """The opponent's anger goes to 0 and goes up no more until an attack of theirs makes
    the card's user discard a life card."""

    do: Literal["lock_foe_anger"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.lock_foe_anger``."""
        return "dbgt.lock_foe_anger", {}


class ReuseBy(DbgtEffectBase):
    """Played while its user's personality in control is ``character``, the combat card comes
    back to its user's hand once it has done its work, to be played once more this Combat
    (then it goes where it goes; at the Combat's end, one still held goes there too)."""

    do: Literal["reuse_by"]
    character: Annotated[str, Field(min_length=1, max_length=40)]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.reuse_by.<character, lower case>``."""
        return f"dbgt.reuse_by.{self.character.lower()}", {}


class AttackTwice(DbgtEffectBase):
    """A personality's power whose physical attack is made twice in a row: after the first,
    the opponent's next attack phase is skipped and the power may attack once more (or its
    owner passes)."""

    do: Literal["attack_twice"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.attack_twice``."""
        return "dbgt.attack_twice", {}


class GuardDrills(DbgtEffectBase):
    """While the card is in play (a Drill), its owner's other Drills are neither discarded nor
    removed from the game by a card's effect (a level change still discards them all)."""

    do: Literal["guard_drills"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.guard_drills``."""
        return "dbgt.guard_drills", {}


class GiftStages(DbgtEffectBase):
    """One of its user's allies (the use's ``target``; the card needs one) gives their Main
    Personality power stages one for one: as many as the ally has and the Main Personality
    lacks of its highest stage."""

    do: Literal["gift_stages"]

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.gift_stages``."""
        return "dbgt.gift_stages", {}


class BoostAttack(DbgtEffectBase):
    """While the card is in play (a Non-Combat card), its owner's next attack of ``attacks``
    deals ``life`` more life cards, and the card is used as that attack is made;
    ``lost_on_hit``: a successful attack of that kind against its owner discards it first."""

    do: Literal["boost_attack"]
    attacks: AttacksOf
    life: Annotated[int, Field(ge=1, le=10)] = 1
    lost_on_hit: bool = False

    def words(self) -> tuple[str, dict[str, int | str]]:
        """``dbgt.boost_attack.<attacks>``, then ``.lost_on_hit``."""
        code = f"dbgt.boost_attack.{self.attacks}"
        return code + (".lost_on_hit" if self.lost_on_hit else ""), {"amount": self.life}
