"""Cards in play that act once an attack has dealt damage (rules generation 3, the data's
``after_damage``): a Drill, or the personality in control, whose owner draws (or grows
angry) after a successful attack of theirs, or after taking an attack's damage. Once-a-Combat cards note their use in the game value
``after_damage{seat}`` (entries ``uid:turn``), so a use of an earlier turn counts for nothing.

A game of an older generation sees no such effect (:func:`.generations.effects_of`)."""

from __future__ import annotations

from tabletop.cards.effect_models import Anger
from tabletop.cards.effect_models_more import AfterDamage
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from . import card_effects, generations
from .damage import take_cards
from .table import COMBAT, DISCARD, DRILLS, HAND, TableFacts, int_value, other, zid


def used_this_combat(state: GameState, key: str) -> list[int]:
    """The once-a-Combat cards noted in the game value ``key`` (entries ``uid:turn``) as used
    in this turn's Combat."""
    raw = state.values.get(key)
    if not isinstance(raw, str) or state.values.get("step") != COMBAT:
        return []
    turn = str(int_value(state, "turn") or 0)
    return [int(uid) for uid, made in (e.split(":") for e in raw.split(",")) if made == turn]


def mark_used(state: GameState, tx: Transaction, key: str, uid: int) -> None:
    """Note in the game value ``key`` that the once-a-Combat card ``uid`` is used."""
    turn = int_value(state, "turn") or 0
    used = used_this_combat(state, key)
    tx.set_value(key, ",".join(f"{card}:{turn}" for card in (*used, uid)))


def _alone(facts: TableFacts, state: GameState, seat: int, uid: int) -> bool:
    """Whether no other Drill of ``uid``'s style is in play on ``seat``'s side."""
    style = getattr(facts.card(state, uid), "style", None)
    drills = state.zones[zid(seat, DRILLS)].cards
    return not any(
        d != uid and getattr(facts.card(state, d), "style", None) == style for d in drills
    )


def _gain(
    facts: TableFacts, state: GameState, tx: Transaction, seat: int, effect: AfterDamage
) -> None:
    if effect.gain == "draw":
        take_cards(facts, state, tx, seat, effect.amount, zid(seat, HAND))
        return
    if effect.gain == "anger":
        anger = Anger(do="anger", amount=effect.amount)
        card_effects.change_anger(facts, state, tx, seat, anger)
        return
    for card in list(state.zones[zid(seat, DISCARD)].cards[: effect.amount]):
        tx.move(card, zid(seat, HAND))


def damage_dealt(
    facts: TableFacts, state: GameState, tx: Transaction, defender: int, kind: str
) -> None:
    """An attack of ``kind`` against ``defender`` has dealt damage: the ``after_damage``
    effects of both sides' Drills in play act, the attacker's first."""
    for seat, by in ((other(defender), "own"), (defender, "foe")):
        control = facts.in_control(state, seat)
        acting = [
            *state.zones[zid(seat, DRILLS)].cards,
            *([control] if control is not None else []),
        ]
        for uid in acting:
            for effect in generations.effects_of(facts, state, uid):
                if not isinstance(effect, AfterDamage) or effect.by != by:
                    continue
                if effect.attacks not in ("any", kind):
                    continue
                if effect.alone_of_style and not _alone(facts, state, seat, uid):
                    continue
                if effect.once_per_combat:
                    if uid in used_this_combat(state, f"after_damage{seat}"):
                        continue
                    mark_used(state, tx, f"after_damage{seat}", uid)
                _gain(facts, state, tx, seat, effect)
