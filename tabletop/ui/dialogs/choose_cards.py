"""Choose cards from your hand: which ones pay a cost (the Attack Cost of a Yu Yu Hakusho
attack is paid by discarding cards from hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.table.card_item import card_pixmap
from tabletop.ui.table.choices import chooser_view

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession

THUMB = QSize(90, 126)


class ChooseCardsDialog(QDialog):
    """Pick exactly ``count`` of the cards of ``zone_id`` that the seat at the computer sees;
    the first ``count`` (or the ``preselected`` ones) are picked to begin with. ``prompt``
    replaces "choose N card(s) to discard" (``{purpose}`` and ``{count}`` fill in).
    :meth:`chosen` gives the picks in zone order."""

    def __init__(
        self,
        session: GameSession,
        zone_id: str,
        count: int,
        purpose: str,
        parent: QWidget | None = None,
        *,
        preselected: tuple[int, ...] | None = None,
        prompt: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ChooseCardsDialog")
        self.setWindowTitle(self.tr("Choose Cards"))
        self._count = count
        self._ask = prompt
        layout = QVBoxLayout(self)
        self._prompt = QLabel(self)
        self._prompt.setWordWrap(True)
        layout.addWidget(self._prompt)
        self.list = QListWidget(self)
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(THUMB)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setWordWrap(True)
        seen = chooser_view(session, zone_id)  # its own hand also while hands are face down
        shown = [c for c in seen.zones[zone_id].cards if c.uid is not None]
        for index, view in enumerate(shown):
            card = session.card(view.card_id)
            pixmap = card_pixmap(
                card, THUMB.width(), THUMB.height(), card is not None, self.devicePixelRatioF()
            )
            own = seen is not session.view()  # the table names these cards "a card" now
            name = session.card_name(view.card_id) if own else session.card_label(view.uid)  # type: ignore[arg-type]
            item = QListWidgetItem(QIcon(pixmap), name)
            item.setData(Qt.ItemDataRole.UserRole, view.uid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            picked = index < count if preselected is None else view.uid in preselected
            item.setCheckState(Qt.CheckState.Checked if picked else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.itemChanged.connect(self._update)
        self.list.itemActivated.connect(self._toggle)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self._purpose = purpose
        self._update()
        self.resize(640, 360)

    def _toggle(self, item: QListWidgetItem) -> None:
        checked = item.checkState() == Qt.CheckState.Checked
        item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)

    def _update(self) -> None:
        picked = len(self.chosen())
        ask = self._ask or self.tr("{purpose}: choose %n card(s) to discard.", "", self._count)
        self._prompt.setText(
            ask.format(purpose=self._purpose, count=self._count)
            + " "
            + self.tr("(%n chosen)", "", picked)
        )
        self.ok_button.setEnabled(picked == self._count)

    def chosen(self) -> list[int]:
        """The uids picked, in the order they were offered."""
        out: list[int] = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out
