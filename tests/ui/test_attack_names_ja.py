"""A Yu Yu Hakusho attack is named in the interface language wherever its name reaches the
screen: on the fighter's face, in the Card Preview (whole, with the printed English name), on
the step bar's attack buttons and on the declared attack between the fighters; the card editor
keeps an attack's Japanese name; the hidden-card audit counts it as printed on a seen card."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.cards.models import Character
from tabletop.engine.state import CardInstance
from tabletop.games.yyh.actions import AttackWith
from tabletop.ui.audit import hidden_cards, leaks
from tabletop.ui.card_face import paint_card_face
from tabletop.ui.card_faces import kinds
from tabletop.ui.dialogs.card_editor import CardEditor
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.combat_items import marker_texts

from .conftest import shown_window
from .test_step_actions import labels, lift_curtain, start, to_attack_step

KURAMA = "GF-ST41"
"""Kurama: one attack, Rose Whip (ローズウィップ)."""


def _character(card_id: str) -> Character:
    card = default_database().get(card_id)
    assert isinstance(card, Character)
    return card


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot, "yyh", (1280, 800))
    yield win
    win.set_language("en")


def _painted_texts(card: Character, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the drawn face of ``card`` writes (the body's, through its text helper)."""
    written: list[str] = []
    real = kinds.draw_text

    def record(painter: QPainter, rect: QRectF, text: str, *args: Any, **kwargs: Any) -> None:
        written.append(text)
        real(painter, rect, text, *args, **kwargs)

    monkeypatch.setattr(kinds, "draw_text", record)
    image = QImage(252, 352, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    paint_card_face(painter, QRectF(0, 0, 252, 352), card)
    painter.end()
    return written


def test_a_fighters_face_names_its_attacks_in_the_interface_language(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = _character(KURAMA)
    english = _painted_texts(card, monkeypatch)
    assert "Rose Whip" in english and "ローズウィップ" not in english
    window.set_language("ja")
    try:
        japanese = _painted_texts(card, monkeypatch)
    finally:
        window.set_language("en")
    assert "ローズウィップ" in japanese and "Rose Whip" not in japanese


def _preview(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.preview_dock.findChildren(QLabel))


def test_the_preview_names_the_attacks_in_the_interface_language(window: MainWindow) -> None:
    card = _character("DT-S20")  # Yusuke, the Student: two attacks
    window.preview_dock.show_card(card, True)
    english = _preview(window)
    assert "Energy Focus: attack" in english and "Spirit Grenade Launcher: attack" in english
    assert "エネルギー集中" not in english
    window.set_language("ja")
    try:
        window.preview_dock.show_card(card, True)
        japanese = _preview(window)
    finally:
        window.set_language("en")
    # whole, the English name after it (a face may elide a long one)
    assert "エネルギー集中 (Energy Focus)" in japanese
    assert "霊気グレネードランチャー (Spirit Grenade Launcher)" in japanese


def test_the_step_bar_and_the_declared_attack_name_it_in_japanese(qtbot: QtBot) -> None:
    window = start(qtbot, "yyh", 5)
    try:
        session = window.session
        to_attack_step(window)
        seat = session.seat
        options = [o for o in session.ruleset.attacks(session.controller.state, seat)]  # type: ignore[attr-defined]
        named = [o for o in options if o.name_ja]
        assert named, options
        english = labels(window)
        window.set_language("ja")
        QApplication.processEvents()
        japanese = labels(window)
        for option in named:
            assert any(option.name in text for text in english)
            assert any(option.name_ja in text for text in japanese), (option, japanese)
            assert not any(option.name in text for text in japanese)
        first = next(o for o in options if o.name_ja)
        hand = session.controller.state.zones[f"p{seat}.hand"].cards
        action = AttackWith(seat, first.card, first.index, tuple(hand[: first.cost]))
        assert session.submit(action, None).applied
        lift_curtain(window)
        title, _damage = marker_texts(window.scene.combat)["marker"]
        assert first.name_ja in title and first.name not in title
    finally:
        window.set_language("en")


def test_the_card_editor_keeps_an_attacks_japanese_name(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = CardEditor()
    qtbot.addWidget(editor)
    editor.show()
    card = _character(KURAMA).model_copy(update={"id": "EX-1", "set": "EX", "number": "1"})
    editor.form.load_card(card)
    editor.form.set_name_edit.setText("Example set")
    name, name_ja, _cost, _value = editor.form.attacks.rows[0]
    assert (name.text(), name_ja.text()) == ("Rose Whip", "ローズウィップ")
    name_ja.setText("薔薇棘鞭刃")
    assert editor.save(), editor.reason_label.text()
    saved = default_database(reload=True)["EX-1"]
    assert isinstance(saved, Character)
    assert [(a.name, a.name_ja) for a in saved.attacks] == [("Rose Whip", "薔薇棘鞭刃")]
    editor.form.load_card(saved)
    editor.form.fields["defense_value"].write(5000)  # another field edited: the name stays
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert editor.save(), editor.reason_label.text()
    again = default_database(reload=True)["EX-1"]
    assert isinstance(again, Character) and again.attacks[0].name_ja == "薔薇棘鞭刃"
    assert again.defense == 5000


def test_an_attack_named_like_a_hidden_card_is_no_leak_in_japanese(window: MainWindow) -> None:
    """Seiryu's attack Ice Dragon (氷龍) is printed on him: with him seen, a hidden Ice
    Dragon technique named in Japanese on screen gives nothing away."""
    state = copy.deepcopy(window.session.controller.state)
    seiryu = _character("GF-TC5")
    technique = default_database()["GF-C147"]
    assert seiryu.attacks[0].name_ja == technique.name_ja == "氷龍"
    shown, hidden = max(state.cards) + 1, max(state.cards) + 2
    state.cards[shown] = CardInstance(shown, seiryu.id, 0, "p0.hand", face_up=True)
    state.zones["p0.hand"].cards.append(shown)
    state.cards[hidden] = CardInstance(hidden, technique.id, 1, "p1.hand", face_up=True)
    state.zones["p1.hand"].cards.append(hidden)
    found = hidden_cards(state, 0, window.session.database)
    assert "氷龍" not in found.names and "氷龍" in found.visible_names
    assert leaks([("step bar", "氷龍: ATK 4,000 → 1 damage")], found) == []
    state.zones["p0.hand"].cards.remove(shown)
    del state.cards[shown]
    found = hidden_cards(state, 0, window.session.database)
    assert leaks([("step bar", "氷龍")], found)  # unseen, his attack's name names the card
