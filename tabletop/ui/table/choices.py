"""The choices an action leaves open, asked before it is submitted: those the ruleset names
(:meth:`Ruleset.choices`: which discard-pile cards a Dragon Ball GT level-up removes, who pays
an attack's stages), then the cards from hand that pay a discard cost (``discards``) when the
hand holds more than the cost. The action carries the app's suggestion; the dialogs let the
player change it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Action
from tabletop.engine.ruleset import Choice
from tabletop.games.messages import lookup

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.scene import TableScene


def complete_choices(scene: TableScene, session: GameSession, action: Action) -> Action | None:
    """``action`` with the player's choices filled in (None: the player cancelled)."""
    parent = scene.views()[0] if scene.views() else None
    for choice in session.ruleset.choices(session.controller.state, action):
        answer = _ask(session, action, choice, parent)
        if answer is None:
            return None
        action = dataclasses.replace(action, **{choice.field: answer})  # type: ignore[arg-type]
    discards = getattr(action, "discards", None)
    hand = f"p{action.seat}.hand"
    if isinstance(discards, tuple) and discards and hand in session.zone_ids():
        seen = [c for c in session.view().zones[hand].cards if c.uid is not None]
        if len(seen) > len(discards):
            answer = _ask(session, action, Choice("cards", "discards", len(discards), hand), parent)
            if answer is None:
                return None
            action = dataclasses.replace(action, discards=answer)  # type: ignore[call-arg]
    return action


def _ask(
    session: GameSession, action: Action, choice: Choice, parent: Any
) -> tuple[int, ...] | None:
    """The player's answer to one choice (None: cancelled)."""
    purpose = session.action_text(action)
    if choice.kind == "payment":
        from tabletop.ui.dialogs.choose_payment import ChoosePaymentDialog

        payment = ChoosePaymentDialog(session, choice.payers, choice.count, choice.suggested,
                                      purpose, parent)  # fmt: skip
        accepted = payment.exec()
        paid = payment.paid_by()
        payment.deleteLater()
        return paid if accepted else None
    from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog

    source = lookup("Reason", choice.prompt) if choice.prompt else None
    prompt = QCoreApplication.translate("Reason", source) if source else None
    dialog = ChooseCardsDialog(session, choice.zone, choice.count, purpose, parent,
                               preselected=choice.suggested or None, prompt=prompt)  # fmt: skip
    accepted = dialog.exec()
    chosen = tuple(dialog.chosen())
    dialog.deleteLater()
    return chosen if accepted else None
