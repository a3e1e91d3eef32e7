"""The steps of a Yu Yu Hakusho turn that pass by themselves (shared/rules/yyh.md §4).

* The Draw step: drawing and gaining Spirit Energy are not choices; characters, Items,
  Techniques and Events are placed in the Main step that follows. (Unless an attached card
  may be used in it: then the player chooses.) Its draw goes into the
  active player's own hand, and the hot seat has handed the computer to them before it.
* The Attack step once no attack can be made (the turn's attacks are used, or none is
  payable): nothing is left to choose there.
* The attacker's minimum-damage moment (after a 0-damage result) when the hand cannot pay the
  minimum damage: declining is all that is left.

The End step stays with the player: it is the moment of "end of turn" card effects, and the
step bar's End turn button ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from .abilities import usable_abilities
from .actions import AttackWith, MinimumDamage, PassMoment
from .board import MINIMUM, V_ACTIVE, V_MOMENT, V_STEP, int_value, zone
from .choice_effects import pick_effect, pick_options
from .opponent_choice import owing_seat
from .rules_gf import cost_cards, minimum_cost
from .timed_effects import usable

if TYPE_CHECKING:
    from .ruleset import YyhRuleset


def automatic_action(ruleset: YyhRuleset, state: GameState) -> Action | None:
    """The Next Step (or pass) that goes on where nobody has a choice, or None."""
    actor = ruleset.actor(state)
    if actor is None or owing_seat(state) is not None:  # a player's choice: never by itself
        return None
    if state.values.get(V_MOMENT) == MINIMUM:
        hand = state.zones[zone(actor, "hand")].cards
        count = minimum_cost(state, actor, ruleset.params.min_damage_discard)
        if ruleset.verdict(state, MinimumDamage(actor, tuple(hand[:count]))).legal:
            return None
        decline = PassMoment(actor)
        return decline if ruleset.verdict(state, decline).legal else None
    if state.values.get(V_MOMENT):
        return None
    step = state.values.get(V_STEP)
    if step not in ("draw", "attack"):
        return None
    seat = int_value(state, V_ACTIVE)
    action = NextStep(seat)
    if not ruleset.verdict(state, action).legal:
        return None
    if step == "attack" and _can_attack(ruleset, state, seat):
        return None
    if usable_abilities(state, ruleset.cards, ruleset.params, seat):
        return None  # a character's ability of the step: the player chooses
    if step == "draw" and usable(state, ruleset.cards, ruleset.params, seat):
        return None  # a card to use in the Draw Step: the player chooses
    return action


def _can_attack(ruleset: YyhRuleset, state: GameState, seat: int) -> bool:
    """Whether ``seat`` can make one of its fighter's attacks now (paid with any cards: the
    first ones of the hand stand for them), with any of the picks its effect offers."""
    hand = cost_cards(state, ruleset.cards, seat)  # the cards that may pay
    threshold = ruleset.params.team_bonus_threshold
    for option in ruleset.attacks(state, seat):
        paid = tuple(hand[: option.cost])
        number = option.index + 1
        effect = pick_effect(
            state, ruleset.cards, seat, option.card, "on_attack", number, threshold
        )
        for picks in pick_options(state, ruleset.cards, seat, effect, (option.card, *paid)):
            attack = AttackWith(seat, option.card, option.index, paid, picks=picks)
            if ruleset.verdict(state, attack).legal:
                return True
    return False
