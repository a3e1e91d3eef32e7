"""A third game from its own package alone: the tiny game (:mod:`.game`) registers its cards,
ruleset, deck rule and descriptor when imported, and the window plays it (a legal move by its
one rule, and the refusal of an illegal one in enforced mode, in the game's own words)."""

from __future__ import annotations

from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from tabletop.cards import default_database
from tabletop.cards.decklist import read_deck
from tabletop.games.base import descriptors
from tabletop.games.deck_check import check_parsed
from tabletop.storage.user_sets import validate_card
from tabletop.ui.card_face import band_colours
from tabletop.ui.card_labels import game_label, type_label
from tabletop.ui.dialogs.new_game import NewGameDialog
from tabletop.ui.main_window import MainWindow
from tests.ui.conftest import shown_window
from tests.ui.mouse import drag, visible_point

pytestmark = pytest.mark.usefixtures("tiny")


def test_the_tiny_game_is_known_by_its_id_alone(tiny: ModuleType) -> None:
    assert "tiny" in [d.id for d in descriptors()]
    card = validate_card("tiny", {"id": "TNY-9", "set": "TNY", "number": "9", "name": "Nine",
                                  "type": "token", "value": 9})  # fmt: skip
    assert card.game == "tiny" and type_label("tiny", "token") == "Token"
    assert band_colours(card)[0].name() == "#2e7d32"
    db = default_database()
    assert db.get("TNY-3") is not None and [s.code for s in db.sets("tiny")] == ["TNY"]
    parsed = read_deck(tiny.descriptor.demo_decks()[0], db)
    assert parsed.ok and parsed.deck is not None and parsed.deck.count() == 6
    assert check_parsed(parsed, db).legal


def test_the_new_game_dialog_offers_it(qtbot: QtBot) -> None:
    dialog = NewGameDialog(game="tiny")
    qtbot.addWidget(dialog)
    assert dialog.game() == "tiny"
    assert dialog.game_box.currentText() == game_label("tiny") == "Tiny game"


def test_the_window_plays_it_by_its_rule(qtbot: QtBot, tiny: ModuleType) -> None:
    window = shown_window(qtbot, "tiny")
    session = window.session
    assert window.game_id == session.game_id == "tiny"
    assert isinstance(session.ruleset, tiny.ruleset.TinyRuleset)
    assert "Tiny game" in window.windowTitle()
    me = session.seat
    window.draw_card()
    hand = session.controller.state.zones[f"p{me}.hand"].cards
    assert len(hand) == 1
    uid = hand[0]
    card, table = window.scene.card_item(uid), window.scene.zone_item(f"p{me}.table")
    assert card is not None and table is not None
    start, end = visible_point(window, card), visible_point(window, table)
    assert start is not None and end is not None
    drag(window, start, end)  # by the rule: from my hand to my table
    assert session.controller.state.cards[uid].zone == f"p{me}.table"
    moves = len(session.controller.log)
    other = window.scene.zone_item(f"p{1 - me}.table")
    card = window.scene.card_item(uid)
    assert other is not None and card is not None
    start, end = visible_point(window, card), visible_point(window, other)
    assert start is not None and end is not None
    drag(window, start, end)  # against it: a card on a table goes to no other table
    assert session.controller.state.cards[uid].zone == f"p{me}.table"
    assert len(session.controller.log) == moves
    assert "goes onto a table only from your hand" in window.message()
    assert window.message().startswith("✖")


def test_the_demo_deck_is_dealt_to_both_seats(qtbot: QtBot) -> None:
    window: MainWindow = shown_window(qtbot, "tiny")
    state = window.session.controller.state
    assert len(state.zones["p0.deck"].cards) == len(state.zones["p1.deck"].cards) == 6
