"""The card preview dock: the hovered or selected card, as wide as the dock, with its facts,
its effects in words (marked when applied by hand), its printed text and the player's note.

It follows the pointer: the card under it, else the selected card (the table says which,
:meth:`PreviewDock.show_view`). It shows a card only as the seat at the computer sees it now: it follows the session, so a card
that turns face down, goes to a hidden zone or is taken back by an undo is no longer shown, and
it is cleared when the computer is handed to the other player or a new game starts.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget
from typing_extensions import override

from tabletop.cards import Card
from tabletop.cards.models import Attack, CombatCardBase
from tabletop.engine.view import CardView
from tabletop.games.effect_words import all_automated
from tabletop.i18n.names import badge_text
from tabletop.ui.card_faces.effect_text import BY_HAND_FILL, by_hand_label, effect_lines
from tabletop.ui.card_faces.kinds import combat_lines
from tabletop.ui.card_labels import attack_name, display_name, type_label, use_japanese_names
from tabletop.ui.table.card_item import card_pixmap

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession

CARD_ASPECT = 88 / 63
"""Height over width of a card."""
IMAGE_SHARE = 0.72
"""The most of the dock's height the card takes (the rest is for its text)."""
MIN_CARD = QSize(60, 84)


def _attack_words(attack: Attack) -> str:
    """An attack's name in the interface language, whole (a face may elide it); in Japanese
    with the printed English name after it, as the card's own name is shown."""
    shown = attack_name(attack)
    if not shown:
        return "—"
    if use_japanese_names() and attack.name and shown != attack.name:
        return f"{shown} ({attack.name})"
    return shown


def _card_words(card: Card) -> str:
    """The card's name in the interface language first, its other name after it (in Japanese
    the printed English name, as the attacks show theirs)."""
    shown = display_name(card)
    other = card.name if shown != card.name else card.name_ja
    return f"{shown} ({other})" if other and other != shown else shown


class _Body(QWidget):
    """The dock's contents; tells the dock when its size changes (to size the card anew)."""

    def __init__(self, dock: PreviewDock) -> None:
        super().__init__(dock)
        self._dock = dock

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._dock.refit()


class PreviewDock(QDockWidget):
    """Shows one card; a hidden card shows its back and nothing else."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreviewDock")
        self._card: Card | None = None
        self._face_up = False
        self._counters: dict[str, int] = {}
        self._back = False
        self._uid: int | None = None
        self._session: GameSession | None = None
        body = _Body(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self._image = QLabel(body)
        self._image.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._image.setMinimumSize(MIN_CARD)
        self._text = QLabel()
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        scroll = QScrollArea(body)
        scroll.setWidget(self._text)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(24)  # the dock may get small: the text then scrolls
        layout.addWidget(self._image)
        layout.addWidget(scroll, 1)
        self._body, self._box = body, layout
        self.setWidget(body)
        self.retranslate_ui()

    def set_session(self, session: GameSession | None) -> None:
        """Follow ``session`` (the preview starts empty)."""
        old = self._session
        if old is not None:
            old.reset.disconnect(self._follow)
            old.seat_changed.disconnect(self._seat_changed)
        self._session = session
        if session is not None:  # a change: the window's chrome calls follow (after a drop's paint)
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

    def follow(self) -> None:
        """After a change: show the card anew as the view now has it (see :meth:`_follow`)."""
        self._follow()

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
        self._paint_card()
        self._text.setText(self._describe())

    def card_size(self) -> QSize:
        """The size the card is shown at: the dock's width, aspect kept, at most
        :data:`IMAGE_SHARE` of its height."""
        margins = self._box.contentsMargins()
        width = self._body.width() - margins.left() - margins.right()
        height = (self._body.height() - margins.top() - margins.bottom()) * IMAGE_SHARE
        width = max(MIN_CARD.width(), min(width, round(height / CARD_ASPECT)))
        return QSize(width, round(width * CARD_ASPECT))

    def refit(self) -> None:
        """Size the card to the dock anew (after the dock was resized)."""
        if self._back and self.card_size() != self._image.pixmap().deviceIndependentSize().toSize():
            self._paint_card()

    def _paint_card(self) -> None:
        if not self._back:
            self._image.clear()
            return
        size = self.card_size()
        face_up = self._face_up and self._card is not None
        pixmap = card_pixmap(
            self._card if face_up else None,
            size.width(),
            size.height(),
            face_up,
            self.devicePixelRatioF(),
        )
        self._image.setPixmap(pixmap)  # its minimum stays MIN_CARD: the dock may shrink

    def card(self) -> Card | None:
        return self._card if self._face_up else None

    def _describe(self) -> str:
        card = self._card
        if card is None or not self._face_up:
            return self.tr("<i>A face-down card.</i>") if self._back else ""
        name = html.escape(_card_words(card), quote=False)
        lines = [f"<b>{name}</b>", f"{card.id} · {type_label(card.game, str(card.type))}"]
        stages = getattr(card, "stages", None)
        if isinstance(stages, tuple):
            stage = self._counters.get("stage")
            lines.append(
                self.tr("Level {level} · PUR {pur}").format(
                    level=getattr(card, "level", "?"), pur=getattr(card, "pur", "?")
                )
            )
            if isinstance(stage, int) and 0 <= stage < len(stages):
                lines.append(
                    self.tr("Stage {stage}: power {power}").format(stage=stage, power=stages[stage])
                )
        defense = getattr(card, "defense", None)
        if isinstance(defense, int) and not isinstance(card, CombatCardBase):  # (its role there)
            lines.append(self.tr("Defense {value}").format(value=f"{defense:,}"))
        for attack in getattr(card, "attacks", ()) or ():
            lines.append(
                self.tr("{name}: attack {value}, cost {cost}").format(
                    name=html.escape(_attack_words(attack), quote=False),
                    value="?" if attack.value is None else attack.value,
                    cost=attack.cost,
                )
            )
        if isinstance(card, CombatCardBase):  # the face's lines, here whole
            lines.extend(html.escape(line, quote=False) for line in combat_lines(card))
        cost = getattr(card, "spirit_cost", None)
        if isinstance(cost, int):
            lines.append(self.tr("Spirit cost {cost}").format(cost=cost))
        effects = effect_lines(card)  # the card's effects in words, whole
        if effects:
            said = [html.escape(line, quote=False) for line in effects]
            if not all_automated(card):
                mark = html.escape(by_hand_label(), quote=False)
                said.insert(0, f'<b style="color:{BY_HAND_FILL.name()}">{mark}</b>')
            lines.append("<hr>" + "<br>".join(said))
        for counter, value in sorted(self._counters.items()):
            badge = badge_text(counter, value) if counter != "stage" else None
            if badge is not None:  # in words, as the card's badge says it
                lines.append(html.escape(badge, quote=False))
        text = getattr(card, "text", None)
        if text:
            lines.append("<hr>" + html.escape(text, quote=False).replace("\n", "<br>"))
        if card.note:
            lines.append(
                "<hr><i>" + html.escape(card.note, quote=False).replace("\n", "<br>") + "</i>"
            )
        return "<br>".join(lines)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card Preview"))
        self._text.setText(self._describe())

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
