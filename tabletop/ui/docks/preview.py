"""The card preview dock: the hovered or selected card, large, with its facts.

It shows a card only as the seat at the computer sees it now: it follows the session, so a card
that turns face down, goes to a hidden zone or is taken back by an undo is no longer shown, and
it is cleared when the computer is handed to the other player or a new game starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget
from typing_extensions import override

from tabletop.cards import Card
from tabletop.engine.view import CardView
from tabletop.ui.table.card_item import card_pixmap

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession

PREVIEW = QSize(220, 307)


class PreviewDock(QDockWidget):
    """Shows one card; a hidden card shows its back and nothing else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreviewDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self._image = QLabel(body)
        self._image.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._image.setMinimumSize(60, 84)
        self._text = QLabel(body)
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self._image)
        layout.addWidget(self._text, 1)
        self.setWidget(body)
        self._card: Card | None = None
        self._face_up = False
        self._counters: dict[str, int] = {}
        self._back = False
        self._uid: int | None = None
        self._session: GameSession | None = None
        self.retranslate_ui()

    def set_session(self, session: GameSession | None) -> None:
        """Follow ``session`` (the preview starts empty)."""
        old = self._session
        if old is not None:
            old.changed.disconnect(self._follow)
            old.reset.disconnect(self._follow)
            old.seat_changed.disconnect(self._seat_changed)
        self._session = session
        if session is not None:
            session.changed.connect(self._follow)
            session.reset.connect(self._follow)
            session.seat_changed.connect(self._seat_changed)
        self.clear()

    def show_view(self, view: CardView | None) -> None:
        """Show a card as the seat at the computer sees it (a hidden card: its back)."""
        session = self._session
        if view is None or view.hidden or session is None:
            self._uid = None
            self.show_card(None, False, back=view is not None)
            return
        self._uid = view.uid
        self.show_card(session.card(view.card_id), view.face_up, dict(view.counters))

    def clear(self) -> None:
        """Show nothing."""
        self._uid = None
        self.show_card(None, False)

    def shown_uid(self) -> int | None:
        """The card shown (None: none, or a card's back)."""
        return self._uid

    def _seat_changed(self, seat: int) -> None:
        self.clear()  # the next player starts with an empty preview

    def _follow(self, *args: object) -> None:
        """Show the card anew as the view now has it, or nothing when it is hidden now."""
        session = self._session
        uid = self._uid
        if session is None or uid is None:
            return
        for zone in session.view().zones.values():
            for view in zone.cards:
                if view.uid == uid:
                    self.show_view(view)
                    return
        self.clear()

    def show_card(
        self,
        card: Card | None,
        face_up: bool,
        counters: dict[str, int] | None = None,
        *,
        back: bool = False,
    ) -> None:
        """Show ``card`` face up or its back, with ``counters``; no card: nothing, or a card's
        back when ``back``."""
        self._card, self._face_up, self._counters = card, face_up, dict(counters or {})
        self._back = back or card is not None or bool(self._counters)
        if not self._back:
            self._image.clear()
        else:
            dpr = self.devicePixelRatioF()
            pixmap = card_pixmap(card if face_up else None, PREVIEW.width(), PREVIEW.height(),
                                 face_up and card is not None, dpr)  # fmt: skip
            self._image.setPixmap(pixmap)
        self._text.setText(self._describe())

    def card(self) -> Card | None:
        return self._card if self._face_up else None

    def _describe(self) -> str:
        card = self._card
        if card is None or not self._face_up:
            return self.tr("<i>A face-down card.</i>") if self._back else ""
        lines = [f"<b>{card.name}</b>" + (f" ({card.name_ja})" if card.name_ja else ""),
                 f"{card.id} · {str(getattr(card, 'type', '')).replace('_', ' ')}"]  # fmt: skip
        stages = getattr(card, "stages", None)
        if isinstance(stages, tuple):
            stage = self._counters.get("stage")
            lines.append(self.tr("Level {level} · PUR {pur}").format(
                level=getattr(card, "level", "?"), pur=getattr(card, "pur", "?")))  # fmt: skip
            if isinstance(stage, int) and 0 <= stage < len(stages):
                lines.append(self.tr("Stage {stage}: power {power}").format(
                    stage=stage, power=stages[stage]))  # fmt: skip
        defense = getattr(card, "defense", None)
        if isinstance(defense, int):
            lines.append(self.tr("Defense {value}").format(value=f"{defense:,}"))
        for attack in getattr(card, "attacks", ()) or ():
            lines.append(self.tr("{name}: attack {value}, cost {cost}").format(
                name=attack.name or "—", value=attack.value, cost=attack.cost))  # fmt: skip
        cost = getattr(card, "spirit_cost", None)
        if isinstance(cost, int):
            lines.append(self.tr("Spirit cost {cost}").format(cost=cost))
        for name, value in sorted(self._counters.items()):
            if name != "stage":
                lines.append(f"{name}: {value}")
        if card.note:
            lines.append(f"<i>{card.note}</i>")
        return "<br>".join(lines)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card Preview"))
        self._text.setText(self._describe())

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
