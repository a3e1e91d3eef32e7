"""A Japanese player sees Japanese everywhere: every text of both games' tables (as painted:
zone labels, plates, card faces), menus, tooltips, docks, the Card Preview, the curtain after
a language switch and the dialogs (New Game, Settings, the file dialogs) holds no Latin word
but card codes, player names and the few words of :data:`ALLOWED`.

Texts come from :func:`tabletop.ui.audit.screen_texts` (its card-face stand-ins, English names
for the hidden-card audit, are replaced here by what the faces really draw) and from painting
the table and each face-up card through a painter that records every text it draws. Markup
(``<b>``) and file patterns (``*.deck``) are not words.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel
from pytestqt.qtbot import QtBot
from typing_extensions import override

from tabletop.ui.audit import screen_texts
from tabletop.ui.card_face import paint_card_face
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import NewGameOptions

from ..games.dbgt.test_random_play import choose
from ..games.yyh.play import random_legal_action
from .conftest import shown_window

ALLOWED = {
    "Lv": "the level of a Dragon Ball GT personality, part of its Japanese card name (孫悟空 Lv4)",
    "GT": "part of the game's Japanese title, ドラゴンボールGT",
    "DBZ": "the older game the GT rules grew from, named so in Japanese too (DBZ式)",
    "PUR": "the glossary's abbreviation of パワーアップ値, on a face's small chip (the preview "
    "spells it out)",
    "OK": "the button Japanese software and Qt's own Japanese catalog call OK",
    "Tabletop": "the application's name",
    "English": "the Language menu names each language in itself",
    "Ctrl": "a key as its keycap and Qt's Japanese shortcuts name it (How to Play's keys)",
    "Shift": "a key as its keycap and Qt's Japanese shortcuts name it",
}
"""Latin words a Japanese screen may show, and why."""
SINGLE_LETTER = re.compile(r"^[A-Z]$")
"""A key (N), a menu accelerator (&G) or a Dragon Ball GT rank (A–H, printed on the cards)."""
CARD_CODE = re.compile(r"^[A-Z][A-Z0-9]{0,7}-[A-Z0-9]{1,12}$")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’\-]*")
MARKUP = re.compile(r"(?<!\S)/\S*|<[^>]*>|&[a-z]+;|&(?=\S)|\*\.[a-z]+")
PRINTED_NAME = re.compile(r" \([^()]*\)(?=</b>|: )")
"""In the Card Preview, the printed (English) name after the Japanese one, of the card (its
bold title) and of each attack ("霊丸 (Spirit Gun): 攻撃力…"): the card as printed."""
NOT_YET = ("ParamsForm",)
"""Known to be English still: the rule parameters of the New Game dialog (their tooltips are
the profiles' field descriptions; their line edits hold raw values)."""
ACTIONS = 60
LOOK_EVERY = 12


class Recording(QPainter):
    """A painter that keeps every text drawn through it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    @override
    def drawText(self, *args: object) -> None:  # type: ignore[override]
        self.texts += [arg for arg in args if isinstance(arg, str)]
        super().drawText(*args)  # type: ignore[call-overload]


def painted(window: MainWindow) -> Iterator[tuple[str, str]]:
    """What the table paints (zone labels, plates, badges) and what each face-up card's face
    draws."""
    source = window.scene.sceneRect()  # drawn at its own size: texts as large as on screen
    image = QImage(int(source.width()) + 1, int(source.height()) + 1,
                   QImage.Format.Format_ARGB32_Premultiplied)  # fmt: skip
    painter = Recording(image)
    window.scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
    for item in window.scene.card_items():
        view = item.view
        if item.card is not None and view is not None and view.face_up and not view.hidden:
            paint_card_face(painter, QRectF(0, 0, 126, 176), item.card)
    painter.end()
    yield from (("painted", text) for text in painter.texts)


def latin(window: MainWindow, texts: list[tuple[str, str]]) -> list[str]:
    """Each text with a Latin word that is not allowed, as "where: text [words]"."""
    players = {word for name in window.session.players for word in WORD.findall(name)}
    found = []
    for where, text in dict.fromkeys(texts):
        if where.endswith("(face)") or any(part in where for part in NOT_YET):
            continue  # (face): the hidden-card audit's stand-in, not drawn
        plain = PRINTED_NAME.sub("", text) if "PreviewDock" in where else text
        plain = MARKUP.sub(" ", plain)
        words = [
            w
            for w in WORD.findall(plain)
            if w.rstrip("0123456789") not in ALLOWED  # Lv4
            and w not in players
            and not SINGLE_LETTER.match(w)
            and not CARD_CODE.match(w)
        ]
        if words:
            found.append(f"{where}: {text!r} {words}")
    return found


def everything(window: MainWindow) -> list[tuple[str, str]]:
    return [*screen_texts(window, menus=True), *painted(window)]


def in_dialog(
    window: MainWindow, open_it: Callable[[], object], kinds: list[type] | None = None
) -> list[tuple[str, str]]:
    """The texts while the modal dialog ``open_it`` opens is up (then it is cancelled);
    ``kinds`` gets the classes of the dialogs that were up."""
    seen: list[tuple[str, str]] = []

    def look() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, QDialog) and w.isVisible()]  # fmt: skip
        if not dialogs:
            QTimer.singleShot(20, look)
            return
        seen.extend(screen_texts(window, menus=False))
        if kinds is not None:
            kinds.extend(type(dialog) for dialog in dialogs)
        for dialog in dialogs:
            dialog.reject()

    QTimer.singleShot(20, look)
    open_it()
    assert seen, "no dialog came"
    return seen


def curtain_texts(window: MainWindow) -> list[tuple[str, str]]:
    curtain = window.curtain
    labels = [label.text() for label in curtain.findChildren(QLabel)]
    return [("Curtain", text) for text in (*labels, curtain.button.text())]


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    """Every test leaves the interface in English (the language is the application's)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):  # each removes the translators it installed
            widget.set_language("en")


def alone(window: MainWindow) -> None:
    """Close the windows earlier tests left open (a pile viewer, How to Play): the screen is
    this game's."""
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    QApplication.processEvents()


def lift(window: MainWindow) -> None:
    if window.curtain.isVisible():
        window.curtain.button.click()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_a_japanese_screen_has_no_english_word(qtbot: QtBot, game: str) -> None:
    window = shown_window(qtbot, game, (1280, 800))
    alone(window)
    window.set_language("ja")
    QApplication.processEvents()
    assert window.start_game(NewGameOptions(game=game, seed=3))
    session = window.session
    rng = random.Random(3)
    found: list[str] = []
    for done in range(ACTIONS):
        lift(window)
        controller = session.controller
        if controller.winner is not None:
            break
        if game == "yyh":
            action = random_legal_action(controller, rng)
        else:
            action = choose(rng, controller.ruleset, controller)  # type: ignore[arg-type]
        session.submit(action)  # type: ignore[arg-type]
        if window.curtain.isVisible():  # the hand-over: its last move in words
            found += latin(window, curtain_texts(window))
        lift(window)
        shown = [card for card in window.scene.card_items() if not card.hidden]
        if shown:
            window.scene.card_hovered(rng.choice(shown))  # the Card Preview shows it
        if done % LOOK_EVERY == 0:
            found += latin(window, everything(window))
    found += latin(window, in_dialog(window, window.files.new_game_dialog))
    found += latin(window, in_dialog(window, window.open_settings))
    found += latin(window, in_dialog(window, window.open_game))
    assert not found, "\n".join(dict.fromkeys(found))


def test_qt_file_dialogs_speak_japanese(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "yyh", (1280, 800))
    alone(window)
    window.set_language("ja")
    kinds: list[type] = []
    texts = in_dialog(window, window.open_game, kinds)
    assert QFileDialog in kinds
    found = latin(window, texts)
    assert not found, "\n".join(found)


def test_the_curtain_speaks_the_new_language_after_a_switch(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "yyh", (1280, 800))
    assert window.start_game(NewGameOptions(game="yyh", seed=3))
    session = window.session
    for _ in range(40):  # to the first hand-over curtain, in English
        window.next_step()
        if window.curtain.isVisible():
            break
    assert window.curtain.isVisible()
    window.set_language("ja")
    QApplication.processEvents()
    texts = [(where, text) for where, text in screen_texts(window, menus=False)
             if "Curtain" in where]  # fmt: skip
    assert texts
    found = latin(window, texts)
    assert not found, "\n".join(found)
    assert session.player_name(session.seat) in " ".join(text for _, text in texts)
