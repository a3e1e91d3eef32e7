"""The lasting Sideline Effects (rules generation 4; the ``sideline`` moment of
:mod:`tabletop.cards.yyh_effect_models_dt_a`): read from the characters waiting face up on
either Sideline each time a value is worked out, so they stop by themselves when the character
leaves the Sideline or its condition stops holding: the Attack Cost of every attack
(``all_costs``, added by :func:`.costs_gf.cost_change`), the damage answered when a character
takes damage (``share_damage``, ``hurt_back``: see :func:`damage_reactions`, read by
:func:`.battle.deal_damage`), the cards drawn when a named fighter's attack deals damage
(``blow_draw``, see :func:`blow_draws`).
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import GameState

from .board import V_ACTIVE, CardLookup, int_value, sideline_zones, slot_of, zone
from .card_effects import condition_holds, effects_of, effects_on
from .conditions import folded


def _lasting(
    state: GameState, cards: CardLookup, seat: int, kind: str
) -> list[tuple[int, YyhEffect]]:
    """The ``kind`` Sideline Effects of ``seat``'s face-up Sideline characters whose condition
    holds now, with their characters, in slot order (none in a game of an older generation)."""
    if not effects_on(state):
        return []
    out: list[tuple[int, YyhEffect]] = []
    for zone_id in sideline_zones(seat):
        for uid in state.zones[zone_id].cards[-1:]:
            if not state.cards[uid].face_up:
                continue
            for effect in effects_of(state, cards, state.cards[uid].card_id):
                if (
                    effect.do == kind
                    and effect.when == "sideline"
                    and condition_holds(state, cards, seat, effect.only_if)
                ):
                    out.append((uid, effect))
    return out


def _named(state: GameState, cards: CardLookup, uid: int, name: str) -> bool:
    """Whether character ``uid``'s name holds ``name`` (folded alike)."""
    character = cards.character(state.cards[uid].card_id)
    return character is not None and folded(name) in folded(character.name)


def damage_reactions(
    state: GameState, cards: CardLookup, uid: int, points: int
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The damage Sideline Effects add as character ``uid`` takes ``points`` (its seat's
    ``share_damage`` characters naming it take as many, first; the opposing fighter takes a
    ``hurt_back`` character's points then, when ``uid`` is that character hurt in the
    opponent's turn): (first, then) lists of (character, points)."""
    where = slot_of(state, uid)
    if where is None or points <= 0:
        return [], []
    seat = where[0]
    first = [
        (held, points)
        for held, effect in _lasting(state, cards, seat, "share_damage")
        if held != uid and _named(state, cards, uid, getattr(effect, "name", ""))
    ]
    then: list[tuple[int, int]] = []
    if where[1] != 1 and int_value(state, V_ACTIVE) != seat:
        opposing = state.zones[zone(1 - seat, "arena")].cards[-1:]
        then = [
            (target, getattr(effect, "points", 1))
            for held, effect in _lasting(state, cards, seat, "hurt_back")
            if held == uid
            for target in opposing
        ]
    return first, then


def blow_draws(state: GameState, cards: CardLookup, seat: int, own: int | None) -> int:
    """How many cards ``seat`` draws when an attack of its fighter ``own`` deals damage: the
    ``blow_draw`` Sideline Effects naming it (read before the blow: a defeat moves them)."""
    if own is None:
        return 0
    return sum(
        getattr(effect, "count", 1)
        for _, effect in _lasting(state, cards, seat, "blow_draw")
        if _named(state, cards, own, getattr(effect, "name", ""))
    )


def sideline_cost_change(state: GameState, cards: CardLookup) -> int:
    """How many cards more (negative: fewer) every attack costs now by the ``all_costs``
    Sideline Effects of both players' face-up Sideline characters whose condition holds (for
    their own player); 0 in a game of an older generation."""
    return sum(
        getattr(effect, "amount", 0)
        for seat in (0, 1)
        for _, effect in _lasting(state, cards, seat, "all_costs")
    )
