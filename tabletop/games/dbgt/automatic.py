"""The steps of a Dragon Ball GT turn that pass by themselves (shared/rules/dbgt.md §4).

A step passes by itself when nobody has a choice there that passing would take away:

* the Draw step: its draw was made as the turn began; what a player may do there (a level-up,
  a card's use) is open in the Non-Combat step that follows too;
* the Power Up step: the power-up was made as the step began; what a player may do there is
  open in the Declare step that follows too;
* the Discard step, once the player discarding has come down to the hand limit (no discard
  is left to choose): the other player discards next, or Rejuvenation; the active player's
  level-up is open in the Rejuvenation step, which waits for it;
* the Rejuvenation step, when the active player may neither rejuvenate (an empty discard pile,
  Combat declared, already done) nor level up: passing ends the turn.

In the last two, using a card (an Event, a Setup) is not counted as a choice: the app does not
know a card's printed timing, and card text is applied with card-effect actions (players who
need such a moment step by hand in manual mode).

Passing reveals nothing: the Draw, Power Up and Discard steps move no card, and the end of the
turn draws the next player's cards into their own hand, unseen by the player at the computer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.state import GameState
from tabletop.engine.table_actions import NextStep

from .actions import LevelUp, UseCard
from .table import DISCARD_STEP, DRAW, POWER_UP, REJUVENATION, int_value

if TYPE_CHECKING:
    from .ruleset import DbgtRuleset

PASSING = (DRAW, POWER_UP)
"""Steps whose every choice is open in the step after them as well."""
CHOOSING = (DISCARD_STEP, REJUVENATION)
"""Steps that pass by themselves only when the player has no rule choice left there."""


def automatic_action(ruleset: DbgtRuleset, state: GameState) -> Action | None:
    """The Next Step that passes a step with no choice for anyone, or None."""
    rules = ruleset.facts
    step = rules.step(state)
    if step not in (*PASSING, *CHOOSING) or int_value(state, "winner") is not None:
        return None
    seat = rules.actor(state)
    if seat is None:
        return None
    action = NextStep(seat)
    if not ruleset.verdict(state, action).legal:
        return None
    if step in PASSING:
        return action
    later = (NextStep, UseCard, LevelUp) if step == DISCARD_STEP else (NextStep, UseCard)
    choices = [a for a in ruleset.legal_actions(state, seat) if not isinstance(a, later)]
    return None if choices else action
