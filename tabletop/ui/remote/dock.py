"""The Other Player dock of a remote game: the chat, the requests and their answers.

A line of chat is typed in the field (Enter sends it); what the other player says, asks and
answers is a line of the list. A request of the other player (an Undo, a draw, manual mode)
shows a small bar with Accept and Refuse; the buttons below ask an Undo, offer a draw, ask for
manual mode (or turn the rules back on: told, not asked) or concede (asked first). Every text is in the interface language and follows a change of it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.remote import requests as rq

CONTEXT = "RemoteDock"
ASKED: dict[str, str] = {
    rq.UNDO: QT_TRANSLATE_NOOP("RemoteDock", "{player} asks to take back their last move."),
    rq.DRAW: QT_TRANSLATE_NOOP("RemoteDock", "{player} offers a draw."),
    rq.CONCEDE: QT_TRANSLATE_NOOP("RemoteDock", "{player} concedes the game."),
    rq.MANUAL: QT_TRANSLATE_NOOP(
        "RemoteDock", "{player} asks to switch to manual mode (the rules only warn)."
    ),
    rq.ENFORCED: QT_TRANSLATE_NOOP("RemoteDock", "{player} turned the rules back on."),
}
ANSWERED: dict[tuple[str, bool], str] = {
    (rq.UNDO, True): QT_TRANSLATE_NOOP("RemoteDock", "{player} accepted: your move is taken back."),
    (rq.UNDO, False): QT_TRANSLATE_NOOP("RemoteDock", "{player} refused to take back your move."),
    (rq.DRAW, True): QT_TRANSLATE_NOOP("RemoteDock", "{player} accepted the draw."),
    (rq.DRAW, False): QT_TRANSLATE_NOOP("RemoteDock", "{player} refused the draw."),
    (rq.MANUAL, True): QT_TRANSLATE_NOOP(
        "RemoteDock", "{player} accepted: manual mode is on (the rules only warn)."
    ),
    (rq.MANUAL, False): QT_TRANSLATE_NOOP("RemoteDock", "{player} refused manual mode."),
}
DECLINED: dict[str, str] = {
    rq.PENDING: QT_TRANSLATE_NOOP("RemoteDock", "A request is already waiting for its answer."),
    rq.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP(
        "RemoteDock",
        "Nothing to take back: your last move is not the last one, or it showed a card.",
    ),
    rq.FLOOD: QT_TRANSLATE_NOOP("RemoteDock", "Too many messages at once: wait a moment."),
    rq.NOT_PLAYING: QT_TRANSLATE_NOOP("RemoteDock", "The game is not under way."),
    rq.NOT_ASKED: QT_TRANSLATE_NOOP("RemoteDock", "Nothing is asked now."),
    rq.OWN_REQUEST: QT_TRANSLATE_NOOP("RemoteDock", "You cannot answer your own request."),
    rq.BAD_REQUEST: QT_TRANSLATE_NOOP("RemoteDock", "That cannot be sent."),
    rq.SAME_MODE: QT_TRANSLATE_NOOP("RemoteDock", "The game is in that mode already."),
}
SENT: dict[str, str] = {
    rq.UNDO: QT_TRANSLATE_NOOP("RemoteDock", "You asked to take back your last move."),
    rq.DRAW: QT_TRANSLATE_NOOP("RemoteDock", "You offered a draw."),
    rq.CONCEDE: QT_TRANSLATE_NOOP("RemoteDock", "You conceded the game."),
    rq.MANUAL: QT_TRANSLATE_NOOP("RemoteDock", "You asked to switch to manual mode."),
    rq.ENFORCED: QT_TRANSLATE_NOOP("RemoteDock", "You turned the rules back on."),
}


def tr(text: str) -> str:
    """``text`` (marked in :data:`CONTEXT`) in the interface language."""
    return QCoreApplication.translate(CONTEXT, text)


def said(text: str) -> Callable[[], str]:
    """A line of the dock that reads the same in every language (what a player wrote)."""
    return lambda: text


def worded(source: str, **fields: str) -> Callable[[], str]:
    """A line of the dock in :data:`CONTEXT`'s words ``source``, ``fields`` filled in."""
    return lambda: tr(source).format(**fields)


class RemoteDock(QDockWidget):
    """The chat and the requests of a remote game."""

    chat_entered = Signal(str)
    requested = Signal(str)
    """An Undo, a draw, manual mode, the rules back on or a concession (a kind of
    :mod:`tabletop.remote.requests`)."""
    answered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RemoteDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.lines = QListWidget(body)
        self.lines.setWordWrap(True)
        self._words: list[Callable[[], str]] = []  # each line's words, in any language
        layout.addWidget(self.lines, 1)

        self.ask_bar = QFrame(body)
        self.ask_bar.setFrameShape(QFrame.Shape.StyledPanel)
        bar = QVBoxLayout(self.ask_bar)
        self.ask_label = QLabel(self.ask_bar)
        self.ask_label.setWordWrap(True)
        self.ask_label.setStyleSheet("font-weight: bold;")
        # room for a request of three lines (a wrapped label is not given its height by itself)
        self.ask_label.setMinimumHeight(self.ask_label.fontMetrics().lineSpacing() * 3)
        self._asked: tuple[str, str] | None = None  # (the request's words, who asks)
        self.accept_button = QPushButton(self.ask_bar)
        self.refuse_button = QPushButton(self.ask_bar)
        answers = QHBoxLayout()
        answers.addStretch(1)
        answers.addWidget(self.accept_button)
        answers.addWidget(self.refuse_button)
        bar.addWidget(self.ask_label)
        bar.addLayout(answers)
        self.accept_button.clicked.connect(lambda: self._answer(True))
        self.refuse_button.clicked.connect(lambda: self._answer(False))
        self.ask_bar.hide()
        layout.addWidget(self.ask_bar)

        row = QHBoxLayout()
        self.chat_label = QLabel(body)
        self.chat_field = QLineEdit(body)
        self.chat_field.setMaxLength(rq.CHAT_MAX)
        self.chat_label.setBuddy(self.chat_field)
        self.chat_field.returnPressed.connect(self._send_chat)
        row.addWidget(self.chat_label)
        row.addWidget(self.chat_field, 1)
        layout.addLayout(row)

        buttons = QHBoxLayout()
        self.undo_button = QPushButton(body)
        self.draw_button = QPushButton(body)
        self.concede_button = QPushButton(body)
        for button, kind in (
            (self.undo_button, rq.UNDO),
            (self.draw_button, rq.DRAW),
            (self.concede_button, rq.CONCEDE),
        ):
            button.clicked.connect(lambda _on=False, k=kind: self.requested.emit(k))
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.manual = False  # the game is in manual mode
        self.mode_button = QPushButton(body)
        self.mode_button.clicked.connect(
            lambda: self.requested.emit(rq.ENFORCED if self.manual else rq.MANUAL)
        )
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.mode_button)
        mode_row.addStretch(1)
        layout.addLayout(mode_row)
        self.setWidget(body)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every text in the interface language."""
        self.setWindowTitle(self.tr("Other Player"))
        self.chat_label.setText(self.tr("&Message:"))
        self.chat_field.setPlaceholderText(self.tr("Say something to the other player (Enter)"))
        self.accept_button.setText(self.tr("&Accept"))
        self.refuse_button.setText(self.tr("Re&fuse"))
        self.undo_button.setText(self.tr("Ask to &Undo"))
        self.draw_button.setText(self.tr("Offer a &Draw"))
        self.concede_button.setText(self.tr("&Concede…"))
        self.mode_button.setText(
            self.tr("Turn the Ru&les Back On") if self.manual else self.tr("Ask for Manua&l Mode")
        )
        if self._asked is not None:
            self.ask_label.setText(tr(self._asked[0]).format(player=self._asked[1]))
        for row, words in enumerate(self._words):
            self.lines.item(row).setText(words())

    @override
    def changeEvent(self, event: QEvent) -> None:
        """Re-translate when the application language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def add_line(self, words: Callable[[], str]) -> None:
        """One more line of the list (the latest in view): ``words`` gives it in the interface
        language, now and again after each change of language."""
        self._words.append(words)
        self.lines.addItem(words())
        self.lines.scrollToBottom()

    def show_request(self, words: str, player: str) -> None:
        """The other player asks something (``words``: one of :data:`ASKED`, untranslated):
        the bar with Accept and Refuse, in the interface language."""
        self._asked = (words, player)
        self.ask_label.setText(tr(words).format(player=player))
        self.ask_bar.show()
        self.accept_button.setFocus()

    def hide_request(self) -> None:
        """Nothing is asked any more."""
        self._asked = None
        self.ask_bar.hide()

    def set_playing(
        self, playing: bool, may_undo: bool, manual: bool = False, waiting: bool = False
    ) -> None:
        """The request buttons are on while the game is under way and no request waits for
        its answer (``waiting``; Undo when it may be); the mode button asks for manual mode, or
        in it turns the rules back on."""
        self.undo_button.setEnabled(playing and may_undo)
        self.draw_button.setEnabled(playing and not waiting)
        self.concede_button.setEnabled(playing)
        self.mode_button.setEnabled(playing and not waiting)
        if manual != self.manual:
            self.manual = manual
            self.retranslate_ui()

    def _answer(self, accept: bool) -> None:
        self.hide_request()
        self.answered.emit(accept)

    def _send_chat(self) -> None:
        text = self.chat_field.text()
        if text.strip():
            self.chat_field.clear()
            self.chat_entered.emit(text)
