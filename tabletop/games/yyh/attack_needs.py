"""Attacks a card allows only under a condition (rules generation 4: its ``attack_needs``
effect, :class:`~tabletop.cards.yyh_effect_models_dt.AttackNeeds`): the attack is refused
while the condition does not hold (:func:`.checks.check_attack`) and left out of the legal
actions (:func:`.legal.legal_actions`)."""

from __future__ import annotations

from tabletop.engine.state import GameState

from .board import CardLookup
from .card_effects import condition_holds, effects_of, effects_on

#: The refusal of an attack whose card's condition does not hold now.
ATTACK_NEEDS = "yyh.attack_needs"


def attack_allowed(
    state: GameState, cards: CardLookup, seat: int, card: int, number: int, threshold: int = 3
) -> bool:
    """Whether attack ``number`` (1 the first) of card ``card`` may be used by ``seat`` now:
    every ``attack_needs`` effect of that attack holds (none: always)."""
    if not effects_on(state) or card not in state.cards:
        return True
    return all(
        condition_holds(state, cards, seat, effect.only_if, threshold)
        for effect in effects_of(state, cards, state.cards[card].card_id)
        if effect.do == "attack_needs" and effect.attack == number
    )
