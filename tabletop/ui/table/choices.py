"""The choices an action leaves open, asked before it is submitted: those the ruleset names
(:meth:`Ruleset.choices`: which discard-pile cards a Dragon Ball GT level-up removes, who pays
an attack's stages), then the cards from hand that pay a discard cost (``discards``) when the
hand holds more than the cost, face up or not: the cards are never chosen unasked. The action
carries the app's suggestion; the host's :class:`~tabletop.ui.table.host.Chooser` (the window's
dialogs) lets the player change it, also while both hands are face down (the dialog shows the
chooser's own hand, the table not)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from tabletop.engine import Action
from tabletop.engine.ruleset import Choice
from tabletop.engine.view import StateView

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.host import Chooser, TableHost


def complete_choices(host: TableHost, session: GameSession, action: Action) -> Action | None:
    """``action`` with the player's choices filled in (None: the player cancelled). With no
    chooser installed on ``host`` the action keeps the app's suggestions."""
    chooser = host.chooser
    if chooser is None:
        return action
    for choice in session.offers().choices(action):
        answer = _ask(chooser, session, action, choice)
        if answer is None:
            return None
        action = dataclasses.replace(action, **{choice.field: answer})  # type: ignore[arg-type]
    discards = getattr(action, "discards", None)
    hand = f"p{action.seat}.hand"
    if isinstance(discards, tuple) and discards and hand in session.zone_ids():
        held = session.controller.state.zones[hand].cards  # face up or not: the choice is theirs
        if len(held) > len(discards):
            choice = Choice("cards", "discards", len(discards), hand)
            answer = _ask(chooser, session, action, choice)
            if answer is None:
                return None
            action = dataclasses.replace(action, discards=answer)  # type: ignore[call-arg]
    return action


def chooser_view(session: GameSession, zone: str) -> StateView:
    """What the player choosing among the cards of ``zone`` sees: the table as the seat at
    the computer sees it, and its own hand also while both hands are face down (a hand-over
    for an answer): the choice shows them to that player only, in the dialog, and the table
    keeps them face down."""
    seat = session.seat
    zones = session.controller.state.zones
    if session.covered and zone in zones and zones[zone].owner == seat:
        return session.controller.view(seat)
    return session.view()


def _ask(
    chooser: Chooser, session: GameSession, action: Action, choice: Choice
) -> tuple[int, ...] | None:
    """The player's answer to one choice (None: cancelled)."""
    purpose = session.action_text(action)
    if choice.kind == "payment":
        return chooser.ask_payment(session, choice, purpose)
    return chooser.ask_cards(session, choice, purpose)
