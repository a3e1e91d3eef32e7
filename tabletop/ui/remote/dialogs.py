"""Game → Host Game… and Game → Join Game…: the dialogs.

Hosting chooses the game and the decks as a new game does (:class:`HostSetupDialog`: the New
Game dialog without the seats, the mode and open hands: a remote game is two people in enforced
mode), then shows the invitation to copy while it waits for the guest
(:class:`InvitationDialog`), saying plainly that the hosting player's computer runs the game.
Joining takes an invitation, or a bare ``host:port`` (:class:`JoinDialog`); watching takes a
spectators' invitation (:class:`WatchDialog`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.i18n.noop import QT_TRANSLATE_NOOP
from tabletop.play.seats import HUMAN
from tabletop.remote.invitation import Invitation, InvitationError, parse_address
from tabletop.remote.protocol import GAMES
from tabletop.ui.dialogs.new_game import NewGameDialog

CONTEXT = "RemoteDialogs"
RUNS_HERE = QT_TRANSLATE_NOOP(
    "RemoteDialogs",
    "Your computer runs this game: it holds both decks and deals the cards, and the other "
    "player's computer receives only what their seat may see. Each shuffle is checked by both "
    "computers at the end of the game.",
)
INVITATION_ERRORS: dict[str, str] = {
    "too_long": QT_TRANSLATE_NOOP("RemoteDialogs", "The invitation is too long."),
    "scheme": QT_TRANSLATE_NOOP("RemoteDialogs", "This is not a Tabletop invitation."),
    "address": QT_TRANSLATE_NOOP("RemoteDialogs", "The address cannot be read."),
    "port": QT_TRANSLATE_NOOP("RemoteDialogs", "The port must be a number from 1 to 65535."),
    "key": QT_TRANSLATE_NOOP("RemoteDialogs", "The invitation's key is missing or damaged."),
    "fingerprint": QT_TRANSLATE_NOOP("RemoteDialogs", "The invitation's fingerprint is damaged."),
    "relay": QT_TRANSLATE_NOOP("RemoteDialogs", "The invitation's relay cannot be read."),
    "room": QT_TRANSLATE_NOOP("RemoteDialogs", "The invitation's room cannot be read."),
    "query": QT_TRANSLATE_NOOP("RemoteDialogs", "The end of the invitation cannot be read."),
}


def tr(text: str) -> str:
    """``text`` (marked in :data:`CONTEXT`) in the interface language."""
    return QCoreApplication.translate(CONTEXT, text)


class HostSetupDialog(NewGameDialog):
    """The game and the decks of a hosted game (the hosting player is Player 1)."""

    def __init__(self, parent: QWidget | None = None, *, game: str = "") -> None:
        """``game``: the game first chosen (another, or none: the first game remote play knows)."""
        super().__init__(parent, game=game if game in GAMES else GAMES[0])
        self.setObjectName("HostSetupDialog")
        self.setWindowTitle(self.tr("Host Game"))
        for index in reversed(range(self.game_box.count())):
            if self.game_box.itemData(index) not in GAMES:
                self.game_box.removeItem(index)
        for box in self.seat_boxes:
            box.setCurrentIndex(max(0, box.findData(HUMAN)))
            box.hide()
        for widget in (self.enforced, self.manual, self.computer_note, self.open_hands):
            widget.hide()
        self._hide_mode_row()
        self.enforced.setChecked(True)
        self.open_hands.setChecked(False)
        self.names[1].setPlaceholderText(self.tr("The other player"))
        self.relay_field = QLineEdit(self)
        self.relay_field.setObjectName("RelayField")
        self.relay_field.setPlaceholderText(self.tr("optional: relay.example.org:47120"))
        self.relay_field.setToolTip(
            self.tr(
                "For players behind a router: a relay anyone may run (tabletop relay) pairs "
                "your computer and the other player's; it sees only encrypted bytes."
            )
        )
        relay_label = QLabel(self.tr("&Relay:"), self)
        relay_label.setBuddy(self.relay_field)
        relay_row = QHBoxLayout()
        relay_row.addWidget(relay_label)
        relay_row.addWidget(self.relay_field, 1)
        self.relay_problem = QLabel(self)
        self.relay_problem.setStyleSheet("color: #c62828;")
        self.relay_field.textChanged.connect(self._check_relay)
        note = QLabel(tr(RUNS_HERE), self)
        note.setObjectName("RunsHereNote")
        note.setWordWrap(True)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertLayout(layout.count() - 2, relay_row)
        layout.insertWidget(layout.count() - 2, self.relay_problem)
        layout.insertWidget(layout.count() - 2, note)
        self.start_button.setText(self.tr("&Host"))
        self.relay: tuple[str, int] | None = None

    def _check_relay(self) -> None:
        """The relay's address, read as it is typed (empty: no relay)."""
        text = self.relay_field.text().strip()
        self.relay = None
        problem = ""
        if text:
            try:
                self.relay = parse_address(text, "relay")
            except InvitationError as error:
                problem = tr(INVITATION_ERRORS.get(error.code, INVITATION_ERRORS["relay"]))
        self.relay_problem.setText(problem)
        if problem:
            self.start_button.setEnabled(False)
        else:
            self._check_decks()  # (which says whether the decks let the game start)

    def _hide_mode_row(self) -> None:
        """The Mode row goes with its label (a remote game is in enforced mode)."""
        form = self.findChild(QFormLayout)
        if form is None:
            return
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            inner = item.layout() if item is not None else None
            if inner is not None and inner.indexOf(self.enforced) >= 0:
                form.setRowVisible(row, False)


class InvitationDialog(QDialog):
    """The invitation to copy, shown while the host waits for the guest (closed when the guest
    joins; Cancel stops hosting)."""

    def __init__(
        self,
        invitation: Invitation,
        parent: QWidget | None = None,
        *,
        watch: Invitation | None = None,
    ) -> None:
        """``watch``: the spectators' invitation (its own key), shown below the guest's."""
        super().__init__(parent)
        self.setObjectName("InvitationDialog")
        self.setWindowTitle(self.tr("Host Game"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Send this invitation to the other player; they choose Game → Join Game… and "
                "paste it. It works once, for this game."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        self.field = QLineEdit(invitation.text(), self)
        self.field.setReadOnly(True)
        self.field.setMinimumWidth(
            self.field.fontMetrics().horizontalAdvance(self.field.text()) + 24
        )
        self.copy_button = QPushButton(self.tr("&Copy"), self)
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.field, 1)
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        self.watch_field: QLineEdit | None = None
        if watch is not None:
            self._watch_row(layout, watch)
        self.waiting = QLabel(self.tr("Waiting for the other player to join…"), self)
        layout.addWidget(self.waiting)
        runs = QLabel(tr(RUNS_HERE), self)
        runs.setWordWrap(True)
        layout.addWidget(runs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.copy_button.setFocus()

    def _watch_row(self, layout: QVBoxLayout, watch: Invitation) -> None:
        """The spectators' invitation, with its own Copy button."""
        label = QLabel(
            self.tr("Spectators (Game → Watch Game…) use this one; they see both hands face down:"),
            self,
        )
        label.setWordWrap(True)
        layout.addWidget(label)
        row = QHBoxLayout()
        field = QLineEdit(watch.text(), self)
        field.setObjectName("WatchInvitation")
        field.setReadOnly(True)
        field.setMinimumWidth(field.fontMetrics().horizontalAdvance(field.text()) + 24)
        label.setBuddy(field)
        button = QPushButton(self.tr("Copy for &Spectators"), self)
        button.clicked.connect(lambda: QGuiApplication.clipboard().setText(field.text()))
        row.addWidget(field, 1)
        row.addWidget(button)
        layout.addLayout(row)
        self.watch_field = field
        self.watch_button = button

    def copy(self) -> None:
        """Put the invitation on the clipboard."""
        QGuiApplication.clipboard().setText(self.field.text())
        self.waiting.setText(self.tr("Copied. Waiting for the other player to join…"))


class JoinDialog(QDialog):
    """Paste an invitation (or type ``host:port``) and join."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setWindowTitle(self.tr("Join Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.field = QLineEdit(self)
        self.field.setMinimumWidth(44 * self.field.fontMetrics().averageCharWidth())
        self.field.setPlaceholderText("tabletop://192.168.1.20:47110/…  /  192.168.1.20:47110")
        label = QLabel(self.tr("&Invitation:"), self)
        label.setBuddy(self.field)
        form.addRow(label, self.field)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "The hosting player's computer runs the game; yours receives only what your "
                "seat may see, and checks the shuffles at the end."
            ),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.note = note
        self.problem = QLabel(self)
        self.problem.setObjectName("JoinProblem")
        self.problem.setStyleSheet("color: #c62828;")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("&Join"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.invitation: Invitation | None = None
        self.field.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        text = self.field.text().strip()
        self.invitation = None
        if not text:
            self.problem.setText("")
        else:
            try:
                self.invitation = Invitation.parse(text)
                self.problem.setText("")
            except InvitationError as error:
                self.problem.setText(
                    tr(INVITATION_ERRORS.get(error.code, INVITATION_ERRORS["address"]))
                )
        self.join_button.setEnabled(self.invitation is not None)


class WatchDialog(JoinDialog):
    """Paste a spectators' invitation and watch the game (both hands stay hidden)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WatchDialog")
        self.setWindowTitle(self.tr("Watch Game"))
        self.join_button.setText(self.tr("&Watch"))
        self.note.setText(
            self.tr(
                "Paste the spectators' invitation the hosting player (or the server's match) "
                "gave you. You see the table as a spectator: both hands and both decks stay "
                "face down, and you cannot move anything."
            )
        )
