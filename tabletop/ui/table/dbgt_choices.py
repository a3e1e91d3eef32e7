"""The choices a Dragon Ball GT player makes when an action leaves them open: which discard-pile
cards a Main Personality level-up removes from the game, and which personalities pay the stages
of an attack's or a defense's cost (dbgt.md §4, §5). The ruleset's actions carry the app's
suggestion; the dialogs let the player change it."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from tabletop.engine import Action

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.scene import TableScene

CONTEXT = "DbgtChoices"


def complete_choices(scene: TableScene, session: GameSession, action: Action) -> Action | None:
    """``action`` with the player's choices filled in (None: the player cancelled)."""
    parent = scene.views()[0] if scene.views() else None
    if action.kind == "dbgt.level_up":
        return _level_up_cards(session, action, parent)
    if action.kind in ("dbgt.attack", "dbgt.defend") and not getattr(action, "paid_by", ()):
        return _payment(session, action, parent)
    return action


def _level_up_cards(session: GameSession, action: Action, parent: Any) -> Action | None:
    cards: tuple[int, ...] = getattr(action, "cards", ())
    pile = f"p{action.seat}.discard"
    seen = [c.uid for c in session.view().zones[pile].cards if c.uid is not None]
    if not cards or len(seen) <= len(cards):
        return action  # nothing to choose (or the verdict says why it cannot be done)
    from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog

    prompt = QCoreApplication.translate(
        CONTEXT, "{purpose}: choose the {count} cards of your discard pile to remove from the game."
    )
    dialog = ChooseCardsDialog(session, pile, len(cards), session.action_text(action), parent,
                               preselected=cards, prompt=prompt)  # fmt: skip
    accepted = dialog.exec()
    chosen = tuple(dialog.chosen())
    dialog.deleteLater()
    return dataclasses.replace(action, cards=chosen) if accepted else None  # type: ignore[call-arg]


def _payment(session: GameSession, action: Action, parent: Any) -> Action | None:
    payment = getattr(session.ruleset, "payment", None)
    if not callable(payment) or not session.check(action).legal:
        return action
    cost, payers, suggested = payment(session.controller.state, action)
    if cost <= 0 or payers < 2:
        return action  # one personality can pay: nothing to choose
    from tabletop.ui.dialogs.choose_payment import ChoosePaymentDialog

    dialog = ChoosePaymentDialog(session, action.seat, cost, suggested,
                                 session.action_text(action), parent)  # fmt: skip
    accepted = dialog.exec()
    chosen = dialog.paid_by()
    dialog.deleteLater()
    return dataclasses.replace(action, paid_by=chosen) if accepted else None  # type: ignore[call-arg]
