"""A refused move says which card could not go where, named as the table names them, and why."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tabletop.engine import MoveCard, NextStep

from .conftest import shown_window


def test_a_refused_drop_names_the_card_and_the_place(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt")
    session = window.session
    seat = session.seat
    card = session.view().zones[f"p{seat}.hand"].cards[0].uid
    assert card is not None
    target = f"p{1 - seat}.discard"
    assert not session.submit(MoveCard(seat, card, target)).applied
    text = window.message()
    label, place = session.card_label(card), session.zone_name(target)
    assert text.startswith(f"✖ {label} cannot go to {place} now: "), text
    assert str(card) not in text.replace(label, "").replace(place, "")  # no table numbers
    assert target not in text


def test_another_refused_action_is_named_too(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "dbgt")
    session = window.session
    other = 1 - session.active_seat()
    assert not session.submit(NextStep(other)).applied
    assert window.message().startswith(f"✖ Not allowed: {session.action_text(NextStep(other))} — ")


def test_cards_are_named_in_the_language_of_their_faces(qtbot: QtBot) -> None:
    window = shown_window(qtbot, "yyh")
    session = window.session
    seen = [c for z in session.view().zones.values() for c in z.cards if c.card_id and c.uid]
    card = next(c for c in seen if (found := session.card(c.card_id)) and found.name_ja)
    model = session.card(card.card_id)
    assert model is not None and card.uid is not None
    try:
        window.set_language("ja")
        assert session.card_label(card.uid) == model.name_ja
    finally:
        window.set_language("en")
    assert session.card_label(card.uid) == model.name
