"""The questions asked before a move: a forced move in manual mode, or a menu action that
cannot be undone. Each has a "Don't ask again" box that silences that kind of question only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from tabletop.engine import Action, Verdict
from tabletop.ui.session import FORCED, GameSession


def move_question(
    session: GameSession, kind: str, action: Action, verdict: Verdict
) -> tuple[str, str, str]:
    """(title, question, the go-ahead button's text) before ``action`` of ``kind``
    (:data:`FORCED`: against the rules in manual mode; else it cannot be undone)."""
    text = session.action_text(action)
    if kind == FORCED:
        question = QCoreApplication.translate(
            "MainWindow", "“{action}” is against the rules: {reason}"
        ).format(action=text, reason=session.verdict_message(verdict))
        question += "\n" + QCoreApplication.translate("MainWindow", "Do it anyway (manual mode)?")
        return (
            QCoreApplication.translate("MainWindow", "Against the Rules"),
            question,
            QCoreApplication.translate("MainWindow", "Do It Anyway"),
        )
    question = QCoreApplication.translate(
        "MainWindow", "“{action}” shows cards or shuffles, so it cannot be undone. Go ahead?"
    ).format(action=text)
    return (
        QCoreApplication.translate("MainWindow", "Cannot Be Undone"),
        question,
        QCoreApplication.translate("MainWindow", "Go Ahead"),
    )


def ask_with_dont_ask_again(parent: QWidget, title: str, text: str, go: str) -> tuple[bool, bool]:
    """A small question with a "Don't ask again" box: (go ahead?, stop asking?)."""
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    box.setObjectName("ConfirmBox")
    yes = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(yes)
    box.setCheckBox(QCheckBox(QCoreApplication.translate("MainWindow", "Don't ask again"), box))
    box.exec()
    ok = box.clickedButton() is yes
    stop = ok and box.checkBox().isChecked()
    box.deleteLater()
    return ok, stop
