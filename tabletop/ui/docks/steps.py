"""What the log and the history share: the words of a session's steps (one sentence per step,
and the cards each names, so that a dock re-words only the rows whose cards the seat at the
computer now sees otherwise: a card revealed, a hand-over), and a list of wrapped rows that
costs the same to add to however long it is."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget
from typing_extensions import override

from tabletop.engine.history import AppliedAction
from tabletop.engine.phrase import Phrase
from tabletop.i18n.names import step_sentence

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession


def common_start(rows: Sequence[object], shown: Sequence[object], *, tail_only: bool = True) -> int:
    """How many rows ``rows`` and ``shown`` begin with alike (the same objects).

    ``tail_only``: the two differ only after some row, never before one they share (the steps
    of a history: an undo drops the last, a new step replaces every undone one), so the search
    starts from the end and costs what changed, not the length of the game."""
    bound = min(len(rows), len(shown))
    if tail_only:
        while bound > 0 and rows[bound - 1] is not shown[bound - 1]:
            bound -= 1
        return bound
    kept = 0
    while kept < bound and rows[kept] is shown[kept]:
        kept += 1
    return kept


SHOWN_ROWS = 300
"""A dock words at most this many of a game's latest rows when it is put up (a new session, a
language switch); the rows before them wait behind a "show earlier" row, so that opening a long
game costs the same as opening a short one."""


def first_shown(count: int, first: int) -> int:
    """The first of ``count`` rows a dock shows, keeping ``first`` while it is still a row; a
    dock that follows a game back past its first row starts again :data:`SHOWN_ROWS` earlier."""
    if first <= count:
        return first
    return max(0, count - SHOWN_ROWS)


class StepWords:
    """Sentences for the steps of one session; a step's phrases are read once (they are codes
    and card numbers, the same in every language and for every seat)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self._phrases: dict[int, tuple[AppliedAction, list[Phrase]]] = {}
        self._labels: dict[int, str] = {}

    def phrases(self, step: AppliedAction) -> list[Phrase]:
        """What ``step`` did (the ruleset's :meth:`~tabletop.engine.ruleset.Ruleset.describe`)."""
        known = self._phrases.get(id(step))
        if known is not None and known[0] is step:
            return known[1]
        try:
            found = self.session.described(step)
        except Exception:  # a ruleset's slip must not cost the log its line
            found = []
        self._phrases[id(step)] = (step, found)
        return found

    def sentence(self, step: AppliedAction) -> str:
        """The step as one sentence in the interface language, its cards named as the seat at
        the computer sees them now (a hidden card is "a card")."""
        session = self.session
        return step_sentence(
            step.action,
            self.phrases(step),
            card_name=self.label,
            zone_name=session.zone_name,
            players=session.players,
        )

    def cards(self, step: AppliedAction) -> set[int]:
        """The cards the sentence of ``step`` names."""
        named = Phrase(step.action.kind, step.action.to_json()).cards()
        for phrase in self.phrases(step):
            named |= phrase.cards()
        if step.warning is not None:
            named |= Phrase("warning", step.warning.params).cards()
        return named

    def label(self, uid: int) -> str:
        """A card's name for the seat at the computer, remembered as last shown."""
        text = self.session.card_label(uid)
        self._labels[uid] = text
        return text

    def relabelled(self, uids: Iterable[int]) -> set[int]:
        """The cards of ``uids`` whose name for the seat at the computer is not the one last
        shown (revealed, hidden again, another seat at the computer)."""
        session = self.session
        return {uid for uid in uids if self._labels.get(uid) != session.card_label(uid)}

    def forget_labels(self) -> None:
        """Start naming afresh (a language switch re-words everything anyway)."""
        self._labels.clear()


class CardRows:
    """Which rows of a dock name which cards (rows are added and removed at the end only)."""

    def __init__(self) -> None:
        self._cards: list[set[int]] = []
        self._rows: dict[int, set[int]] = {}

    def __len__(self) -> int:
        return len(self._cards)

    def append(self, cards: set[int]) -> None:
        """Add a row naming ``cards``."""
        row = len(self._cards)
        self._cards.append(cards)
        for uid in cards:
            self._rows.setdefault(uid, set()).add(row)

    def truncate(self, count: int) -> None:
        """Keep the first ``count`` rows."""
        while len(self._cards) > count:
            row = len(self._cards) - 1
            for uid in self._cards.pop():
                rows = self._rows[uid]
                rows.discard(row)
                if not rows:
                    del self._rows[uid]

    def named(self) -> list[int]:
        """Every card some row names."""
        return list(self._rows)

    def rows_of(self, uids: Iterable[int]) -> list[int]:
        """The rows naming any of ``uids``, in order."""
        found: set[int] = set()
        for uid in uids:
            found |= self._rows.get(uid, set())
        return sorted(found)


class WrappingList(QListWidget):
    """A list whose rows wrap their text (never cut it), each row's height measured once when
    its text is set, and again only when the list's width changes: Qt would otherwise measure
    every wrapped row again whenever one is added or the current row moves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # a steady width
        self._width = -1
        self._shown_row: int | None = None
        """The row to bring into view (and make current) once the list is shown; -1: the last."""

    def scroll_to_end(self) -> None:
        """Bring the last row into view (when the list is next shown, if it is hidden: Qt
        would lay out every row of a list behind another dock's tab for nothing)."""
        self._shown_row = -1
        if self.isVisible():
            self._show_row()

    def set_current(self, row: int) -> None:
        """Make ``row`` the current row and bring it into view (when the list is shown)."""
        self._shown_row = row
        if self.isVisible():
            self._show_row()

    def _show_row(self) -> None:
        row, self._shown_row = self._shown_row, None
        if row == -1:
            self.scrollToBottom()
        elif row is not None and self.item(row) is not None:
            self.setCurrentRow(row)
            self.scrollToItem(self.item(row))

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._show_row()

    def add_text(self, text: str) -> QListWidgetItem:
        """Append a row showing ``text``."""
        item = QListWidgetItem(text)
        self._fit(item, self._text_width())
        self.addItem(item)
        return item

    def set_text(self, item: QListWidgetItem, text: str) -> None:
        """Show ``text`` in ``item`` (measured again only when it changed)."""
        if item.text() != text:
            item.setText(text)
            self._fit(item, self._text_width())

    def refit(self) -> None:
        """Measure every row again (the width or the font changed)."""
        width = self._text_width()
        for row in range(self.count()):
            self._fit(self.item(row), width)

    def _text_width(self) -> int:
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        return max(40, self.viewport().width() - 2 * margin - 2)

    def _fit(self, item: QListWidgetItem, width: int) -> None:
        font = QFont(self.font())
        font.setBold(True)  # the widest a row is drawn (the current row of the history)
        rect = QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), item.text()
        )
        item.setSizeHint(QSize(width, rect.height() + 6))

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._text_width() != self._width:
            self._width = self._text_width()
            self.refit()

    @override
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.refit()
