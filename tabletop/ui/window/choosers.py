"""The window's answer to the table's open choices: the dialogs that choose cards, payers and
amounts.

The table asks through its :class:`~tabletop.ui.table.host.Chooser`; :class:`DialogChooser`
is the one the main window installs, so the table never opens (or imports) a dialog itself.
A cancelled dialog answers None, and the action is not submitted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tabletop.games.messages import lookup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tabletop.engine.ruleset import Choice
    from tabletop.ui.session import GameSession
    from tabletop.ui.table.amounts import AmountQuestion


class DialogChooser:
    """Asks each choice in a modal dialog over ``parent`` (the table view)."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent

    def ask_cards(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        """The cards chosen in a :class:`ChooseCardsDialog` (None: cancelled)."""
        from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog

        source = lookup("Reason", choice.prompt) if choice.prompt else None
        prompt = QCoreApplication.translate("Reason", source) if source else None
        dialog = ChooseCardsDialog(
            session,
            choice.zone,
            choice.count,
            purpose,
            self._parent,
            preselected=choice.suggested or None,
            prompt=prompt,
        )
        accepted = dialog.exec()
        chosen = tuple(dialog.chosen())
        dialog.deleteLater()
        return chosen if accepted else None

    def ask_payment(
        self, session: GameSession, choice: Choice, purpose: str
    ) -> tuple[int, ...] | None:
        """Who pays, as chosen in a :class:`ChoosePaymentDialog` (None: cancelled)."""
        from tabletop.ui.dialogs.choose_payment import ChoosePaymentDialog

        payment = ChoosePaymentDialog(
            session, choice.payers, choice.count, choice.suggested, purpose, self._parent
        )
        accepted = payment.exec()
        paid = payment.paid_by()
        payment.deleteLater()
        return paid if accepted else None

    def ask_amount(self, question: AmountQuestion) -> tuple[int, str | None] | None:
        """The amount and scope chosen in a :class:`ChooseAmountDialog` (None: cancelled)."""
        from tabletop.ui.dialogs.choose_amount import ChooseAmountDialog

        dialog = ChooseAmountDialog(question, self._parent)
        accepted = dialog.exec()
        answer = dialog.answer()
        dialog.deleteLater()
        return answer if accepted else None


__all__ = ["DialogChooser"]
