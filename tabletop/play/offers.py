"""What the table offers one seat: the hooks the interface asks, answered for that seat.

The games work out the step bar's actions, the attack waiting for its answer, the damage
calculator's figures and the choices an action leaves open from the whole game (they need the
hidden cards to know what is legal and what an attack would deal). The interface never holds
that state for them: it asks a :class:`SeatOffers`, made by the match for the seat at the
computer, whose methods take no state at all, and whose answers name a card only when the seat
may see it (a hidden card's number becomes None, or leaves a list of suggestions). So a hidden
card cannot reach the screen through these hooks by type, not only because the audit tests
find none (issue 28).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop.engine import Action, Controller
from tabletop.engine.ruleset import Choice
from tabletop.engine.table_aids import AttackMark, ResultMark, StepAction
from tabletop.engine.view import StateView

CALCULATION_CARDS = ("attacker", "defender")
"""The keys of a damage calculation that hold a card's number (see
:meth:`tabletop.engine.Ruleset.damage_calculation`)."""


class SeatOffers:
    """The table's hooks for ``seat`` of a match's game, answered from the whole game inside
    the play layer and handed out as the seat may see them."""

    def __init__(self, controller: Controller, seat: int) -> None:
        self._controller = controller
        self.seat = seat

    def _seen(self, uid: object) -> int | None:
        """``uid`` when it is a card the seat may see now, else None."""
        state = self._controller.state
        if isinstance(uid, int) and uid in state.cards and state.can_see(self.seat, uid):
            return uid
        return None

    def step_actions(self) -> list[StepAction]:
        """The current step's actions of the seat (the game's words name cards by number: the
        interface names each as the seat's view shows it)."""
        controller = self._controller
        return controller.ruleset.table_aids().step_actions(controller.state, self.seat)

    def pending_attack(self) -> AttackMark | None:
        """The attack waiting for its answer now, its sides only when the seat sees them."""
        controller = self._controller
        mark = controller.ruleset.table_aids().pending_attack(controller.state)
        if mark is None:
            return None
        attacker, defender = self._seen(mark.attacker), self._seen(mark.defender)
        if (attacker, defender) == (mark.attacker, mark.defender):
            return mark
        return dataclasses.replace(mark, attacker=attacker, defender=defender)

    def attack_result(
        self, before: StateView, after: StateView, attack: AttackMark
    ) -> list[ResultMark]:
        """What ``attack`` did once resolved (worked out from the seat's views alone)."""
        return self._controller.ruleset.table_aids().attack_result(before, after, attack)

    def damage_calculation(self, inputs: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        """The damage calculator's figures now (``inputs``: the figures the player edited); a
        side's card only when the seat sees it. None: the game has no calculator."""
        controller = self._controller
        found = controller.ruleset.damage_calculation(controller.state, inputs)
        if not isinstance(found, dict):
            return None
        for key in CALCULATION_CARDS:
            if found.get(key) is not None:
                found[key] = self._seen(found[key])
        return found

    def choices(self, action: Action) -> list[Choice]:
        """What the seat's ``action`` leaves open to choose before it is submitted; the
        suggested cards and the payers are the ones the seat sees."""
        controller = self._controller
        found = controller.ruleset.choices(controller.state, action)
        return [self._seen_choice(choice) for choice in found]

    def _seen_choice(self, choice: Choice) -> Choice:
        suggested = tuple(uid for uid in choice.suggested if self._seen(uid) is not None)
        payers = tuple(pair for pair in choice.payers if self._seen(pair[0]) is not None)
        if (suggested, payers) == (choice.suggested, choice.payers):
            return choice
        return dataclasses.replace(choice, suggested=suggested, payers=payers)
