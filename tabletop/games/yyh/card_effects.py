"""Card effects in the Yu Yu Hakusho rules (rules generation 3): the effects a card's data
holds (:mod:`tabletop.cards.yyh_effect_models`), the lasting ATK/DEF bonuses of face-up
attached Items and Techniques, and the modifier counters lasting effects are kept in.

A ``while_attached`` bonus is read from the cards in play each time a value is worked out,
so it stops by itself when its card leaves; a lasting effect of an Event, an attachment or an
attack is a modifier counter ``<stat>.<scope>`` that the turn machine expires (see
:func:`.matches.expire`). Games recorded under an older generation read no card effect.
"""

from __future__ import annotations

from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Transaction

from .board import CardLookup, generation, slot_of, zone

#: The first rules generation whose rules apply the cards' effects.
EFFECTS_GENERATION = 3


def effects_on(state: GameState) -> bool:
    """Whether the game's rules apply card effects (its generation is 3 or later)."""
    return generation(state) >= EFFECTS_GENERATION


def effects_of(cards: CardLookup, card_id: str) -> tuple[YyhEffect, ...]:
    """The effects the card's data holds (none for an unknown card or another game's)."""
    found = getattr(cards.card(card_id), "effects", ())
    return found if isinstance(found, tuple) else ()


def attached_bonus(state: GameState, cards: CardLookup, uid: int, stat: str) -> int:
    """The ``while_attached`` ``stat`` (``atk`` / ``def``) bonus of fighter ``uid``: the
    effects of its own face-up attachments for the ``attached`` character and of the other
    fighter's for the ``opponent_fighter`` (0 for a Sideline character or an older game)."""
    if not effects_on(state):
        return 0
    where = slot_of(state, uid)
    if where is None or where[1] != 1:
        return 0
    seat = where[0]
    total = 0
    for side, whom in ((seat, "attached"), (1 - seat, "opponent_fighter")):
        for area in ("items", "techs"):
            for held in state.zones[zone(side, area)].cards:
                card = state.cards[held]
                if not card.face_up:
                    continue
                for effect in effects_of(cards, card.card_id):
                    if (
                        effect.do == stat
                        and effect.when == "while_attached"
                        and getattr(effect, "whom", None) == whom
                    ):
                        total += getattr(effect, "amount", 0)
    return total


def add_modifier(
    state: GameState, tx: Transaction, seat: int, uid: int, stat: str, amount: int, scope: str
) -> None:
    """``amount`` more ``stat`` for character ``uid`` in a modifier counter of ``scope`` (a
    ``draw`` scope is named for ``seat``, whose next Draw Step ends it)."""
    name = f"{stat}.{scope}" + (str(seat) if scope == "draw" else "")
    old = state.cards[uid].counters.get(name, 0)
    tx.set_card_counter(uid, name, (old + amount) or None)
