"""Help → How to play: for each game, its goal, the steps of a turn, what the step bar's buttons
do (texts from the game package's ``how_to_play`` module), and the keys of the table.

The game on the table opens first; the other games are tabs beside it. The text follows the
interface language (it is built again on a language change).
"""

from __future__ import annotations

import html
import importlib
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from tabletop.games import GAME_PACKAGES
from tabletop.i18n.noop import QT_TRANSLATE_NOOP

Sections = Sequence[tuple[str, Sequence[str]]]

KEYS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "<b>1</b>–<b>9</b>: the step bar's action buttons, "
        "left to right (the number is shown on each).",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "<b>N</b>: next step (its tooltip says where it "
        "leads, or why not now). <b>P</b>: end the turn.",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "<b>D</b>: draw a card. <b>S</b>: shuffle your deck. "
        "<b>H</b>: hand the computer to the other player.",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "<b>R</b> / <b>Shift+R</b>: rotate the selected card. <b>F</b>: turn it over.",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "<b>Ctrl+Z</b> / <b>Ctrl+Shift+Z</b>: undo / redo. "
        "<b>Ctrl+0</b>, <b>Ctrl+=</b>, <b>Ctrl+-</b>: fit and zoom the table. "
        "<b>Ctrl+S</b>: save.",
    ),
    QT_TRANSLATE_NOOP(
        "HowToPlayDialog",
        "Right-click a card or a place for everything you can "
        "do with it; drag cards to play them (the places they may go light up).",
    ),
)


def game_guide(game: str) -> tuple[str, Sections] | None:
    """The untranslated title and sections of ``game``'s guide (None: it has none)."""
    package = GAME_PACKAGES.get(game)
    if package is None:
        return None
    try:
        module = importlib.import_module(package + ".how_to_play")
    except ImportError:
        return None
    title, sections = module.how_to_play()
    return str(title), sections


def _tr(text: str) -> str:
    return QCoreApplication.translate("HowToPlay", text)


class HowToPlayDialog(QDialog):
    """A tab per game with a guide; ``game`` is shown first."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HowToPlayDialog")
        self.resize(640, 600)
        self._games = [g for g in GAME_PACKAGES if game_guide(g) is not None]
        if game in self._games:
            self._games.remove(game)
            self._games.insert(0, game)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs)
        self.pages: dict[str, QTextBrowser] = {}
        for name in self._games:
            page = QTextBrowser(self.tabs)
            page.setObjectName(f"HowToPlay-{name}")
            page.setOpenExternalLinks(False)
            self.tabs.addTab(page, "")
            self.pages[name] = page
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("How to Play"))
        for index, name in enumerate(self._games):
            guide = game_guide(name)
            if guide is None:
                continue
            title, sections = guide
            self.tabs.setTabText(index, _tr(title))
            self.pages[name].setHtml(self._page(sections))

    def _page(self, sections: Sections) -> str:
        parts = []
        for heading, paragraphs in sections:
            parts.append(f"<h3>{html.escape(_tr(heading))}</h3>")
            parts += [f"<p>{_tr(text)}</p>" for text in paragraphs]
        keys = self.tr("Keys and the mouse")
        parts.append(f"<h3>{html.escape(keys)}</h3>")
        parts += [f"<p>{QCoreApplication.translate('HowToPlayDialog', text)}</p>" for text in KEYS]
        return "\n".join(parts)

    def page_text(self, game: str) -> str:
        """The guide of ``game`` as plain text (for tests)."""
        return self.pages[game].toPlainText()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def show_how_to_play(parent: QWidget, game: str) -> HowToPlayDialog:
    """Open the guide (not modal: the table stays usable beside it), ``game`` first."""
    dialog = HowToPlayDialog(game, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setModal(False)
    dialog.show()
    return dialog
