"""Card effects in the Yu Yu Hakusho rules (rules generation 3): the effects a card's data
holds (:mod:`tabletop.cards.yyh_effect_models`), the lasting ATK/DEF bonuses of face-up
attached Items and Techniques, and the modifier counters lasting effects are kept in.

A ``while_attached`` bonus is read from the cards in play each time a value is worked out,
so it stops by itself when its card leaves; a lasting effect of an Event, an attachment or an
attack is a modifier counter ``<stat>.<scope>`` that the turn machine expires (see
:func:`.card_moves.expire`). Games recorded under an older generation read no card effect.
"""

from __future__ import annotations

from tabletop.cards.yyh_conditions import Condition
from tabletop.cards.yyh_effect_kinds import ByHand
from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import (
    C_SPIRIT,
    CardLookup,
    characters_in_play,
    counter,
    damage_of,
    fighter,
    generation,
    sideline_zones,
    slot_of,
    zone,
)
from .conditions import EXTRA_KINDS, EXTRA_PER, extra_count, extra_holds
from .conditions_dt_b import DT_B_KINDS, dt_b_holds
from .gf2_marks import team_of
from .matches import team_bonuses
from .rules_gf import TWICE, alignment_of

#: The first rules generation whose rules apply the cards' effects.
EFFECTS_GENERATION = 3


def effects_on(state: GameState) -> bool:
    """Whether the game's rules apply card effects (its generation is 3 or later)."""
    return generation(state) >= EFFECTS_GENERATION


def effects_of(state: GameState, cards: CardLookup, card_id: str) -> tuple[YyhEffect, ...]:
    """The effects the card's data holds that the game's rules generation applies (none for
    an unknown card or another game's); an effect of a later generation (its ``since``) is
    left to the players, as ``by_hand``."""
    found = getattr(cards.card(card_id), "effects", ())
    if not isinstance(found, tuple):
        return ()
    played = generation(state)
    return tuple(
        e if (e.since or EFFECTS_GENERATION) <= played else ByHand(do="by_hand", reason="other")
        for e in found
    )


def attached_bonus(state: GameState, cards: CardLookup, uid: int, stat: str) -> int:
    """The ``while_attached`` ``stat`` (``atk`` / ``def``) bonus of fighter ``uid``: the
    effects of its own face-up attachments and its own ``in_play`` abilities for the
    ``attached`` character, and those of the other fighter (its attachments' and its own)
    for the ``opponent_fighter`` (0 for a Sideline character or an older game)."""
    if not effects_on(state):
        return 0
    where = slot_of(state, uid)
    if where is None or where[1] != 1:
        return 0
    seat = where[0]
    total = 0
    for side, whom in ((seat, "attached"), (1 - seat, "opponent_fighter")):
        own = fighter(state, side)
        for held in [own] if own is not None else []:  # its own abilities, while it fights
            for effect in effects_of(state, cards, state.cards[held].card_id):
                if (
                    effect.do == stat
                    and effect.when == "in_play"
                    and getattr(effect, "whom", None) == whom
                    and condition_holds(state, cards, side, effect.only_if)
                ):
                    total += getattr(effect, "amount", 0) * count_per(
                        state, side, getattr(effect, "per", None), cards,
                        getattr(effect, "per_name", None),
                    )  # fmt: skip
        for area in ("items", "techs"):
            for held in state.zones[zone(side, area)].cards:
                card = state.cards[held]
                if not card.face_up:
                    continue
                twice = whom == "attached" and card.counters.get(f"{stat}{TWICE}")  # doubled
                for effect in effects_of(state, cards, card.card_id):
                    if (
                        effect.do == stat
                        and effect.when == "while_attached"
                        and getattr(effect, "whom", None) == whom
                        and condition_holds(state, cards, side, effect.only_if)
                    ):
                        gain = getattr(effect, "amount", 0) * count_per(
                            state, side, getattr(effect, "per", None), cards,
                            getattr(effect, "per_name", None),
                        )  # fmt: skip
                        total += 2 * gain if twice and gain > 0 else gain
    return total + _team_stat(state, cards, uid, stat)  # Sideline Effects for its team


def _team_stat(state: GameState, cards: CardLookup, uid: int, stat: str) -> int:
    """The ``stat`` the ``team_stat`` Sideline Effects of both players' face-up Sideline
    characters (their condition holding for their own player) give fighter ``uid`` of their
    team (rules generation 4)."""
    character = cards.character(state.cards[uid].card_id)
    total = 0
    for side in (0, 1):
        for zone_id in sideline_zones(side) if character is not None else ():
            for held in state.zones[zone_id].cards[-1:]:
                for effect in effects_of(state, cards, state.cards[held].card_id):
                    if (
                        effect.do == "team_stat"
                        and state.cards[held].face_up
                        and getattr(effect, "team", None) == getattr(character, "team", "")
                        and condition_holds(state, cards, side, effect.only_if)
                    ):
                        total += getattr(effect, "atk" if stat == "atk" else "defense", 0)
    return total


def condition_holds(
    state: GameState, cards: CardLookup, seat: int, condition: Condition | None, threshold: int = 3
) -> bool:
    """Whether an effect's condition holds now for ``seat`` (None: always; its ``either``
    holding is enough). ``threshold``: the characters a Team Bonus needs (the profile's
    ``team_bonus_threshold``)."""
    if condition is None:
        return True
    if condition.either is not None and condition_holds(
        state, cards, seat, condition.either, threshold
    ):
        return True  # the other condition is enough
    also = condition.also
    if also is not None and not condition_holds(state, cards, seat, also, threshold):
        return False
    if condition.kind in DT_B_KINDS:
        return dt_b_holds(state, cards, seat, condition)
    if condition.kind in EXTRA_KINDS:
        return extra_holds(
            state, cards, seat, condition, threshold,
            lambda side, per: count_per(state, side, per, cards, condition.value),
        )  # fmt: skip
    kind, value = condition.kind, condition.value or ""
    if kind == "team_bonus":
        return value in team_bonuses(state, cards, seat, threshold)
    if kind == "same_team":
        teams: set[str | None] = set()
        for held in characters_in_play(state, seat):
            teams.add(_symbol(team_of(state, cards, held)))  # a gained one too
        return len(teams) == 1 and None not in teams
    side = 1 - seat if kind.startswith("opponent_") else seat
    uid = fighter(state, side)
    character = None if uid is None else cards.character(state.cards[uid].card_id)
    if character is None or uid is None:
        return False
    match kind:
        case "named":
            return value.replace("_", " ") in character.name.casefold()
        case "team":
            return team_of(state, cards, uid) == value
        case "no_team" | "opponent_no_team":
            return _symbol(team_of(state, cards, uid)) is None
        case "hero" | "opponent_hero":  # as a card may have changed it (rules_gf.align)
            return alignment_of(state, cards, uid) in ("hero", "both")
        case _:  # villain, opponent_villain
            return alignment_of(state, cards, uid) in ("villain", "both")


def _symbol(team: str | None) -> str | None:
    """A character's Team Symbol: "ronin" (Team Ronin, the card list's word for none) is none."""
    return None if team == "ronin" else team


def count_per(
    state: GameState,
    seat: int,
    per: str | None,
    cards: CardLookup | None = None,
    name: str | None = None,
) -> int:
    """How many of ``per`` (:data:`~tabletop.cards.yyh_effect_models.Per`) ``seat`` has now
    (1 when ``per`` is None; 0 for ``picked``, which the action's picks count; the counts of
    :mod:`.conditions` need ``cards``, a named one its ``name``, and are 0 without them)."""
    if per in EXTRA_PER:
        return (
            0 if cards is None else extra_count(state, cards, seat, per or "", defense_value, name)
        )
    zones = state.zones
    other = 1 - seat
    match per:
        case None:
            return 1
        case "hand":
            return len(zones[zone(seat, "hand")].cards)
        case "spirit":
            return counter(state, seat, C_SPIRIT)
        case "discard" | "opponent_discard":
            return len(zones[zone(other if per == "opponent_discard" else seat, "discard")].cards)
        case "sideline" | "opponent_sideline":
            side = other if per == "opponent_sideline" else seat
            return sum(1 for zone_id in sideline_zones(side) if zones[zone_id].cards)
        case "techniques":
            return len(zones[zone(seat, "techs")].cards)
        case "items":
            return len(zones[zone(seat, "items")].cards)
        case "attached":
            return len(zones[zone(seat, "items")].cards) + len(zones[zone(seat, "techs")].cards)
        case "opponent_items":
            return len(zones[zone(other, "items")].cards)
        case "picked":  # the action's picks: counted by the one applying them
            return 0
        case _:  # damage
            uid = fighter(state, seat)
            return 0 if uid is None else damage_of(state, uid)


def modifier(state: GameState, uid: int, stat: str) -> int:
    """The sum of a character's ``<stat>.<scope>`` modifier counters."""
    prefix = stat + "."
    return sum(v for k, v in state.cards[uid].counters.items() if k.startswith(prefix))


def defense_value(state: GameState, cards: CardLookup, uid: int) -> int:
    """A character's final Defense Value (never below 1): printed, modifier counters and,
    from rules generation 3, its attachments' bonuses."""
    character = cards.character(state.cards[uid].card_id)
    base = character.defense if character is not None else 1
    bonus = modifier(state, uid, "def") + attached_bonus(state, cards, uid, "def")
    return max(1, base + bonus)


def add_modifier(
    state: GameState, tx: Transaction, seat: int, uid: int, stat: str, amount: int, scope: str
) -> None:
    """``amount`` more ``stat`` for character ``uid`` in a modifier counter of ``scope`` (a
    ``draw`` scope is named for ``seat``, whose next Draw Step ends it)."""
    name = f"{stat}.{scope}" + (str(seat) if scope == "draw" else "")
    old = state.cards[uid].counters.get(name, 0)
    tx.set_card_counter(uid, name, (old + amount) or None)
