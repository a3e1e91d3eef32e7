"""The Yu Yu Hakusho table with the mouse and keyboard: a fighter turns a quarter per point of
damage until the fourth point ends the match, and the next fighters come in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tabletop.engine.rng import SeededChance
from tabletop.engine.transaction import Transaction
from tabletop.games.yyh.actions import DealDamage, Heal
from tabletop.games.yyh.ruleset import YyhRuleset
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.card_item import CardItem
from tabletop.ui.table.counter_items import PlayerPlate

from .conftest import shown_window
from .mouse import LEFT, NONE, right_click_menu, visible_point


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return shown_window(qtbot, "yyh")


def fighter(window: MainWindow, seat: int) -> CardItem:
    arena = window.scene.zone_item(f"p{seat}.arena")
    assert arena is not None and len(arena.cards) == 1
    return arena.cards[0]


def click(window: MainWindow, card: CardItem) -> None:
    point = visible_point(window, card)
    assert point is not None
    QTest.mouseClick(window.view.viewport(), LEFT, NONE, point)
    assert card.isSelected()


def test_a_fighter_turns_per_damage_point_until_the_match_ends(window: MainWindow) -> None:
    session = window.session
    state = session.controller.state
    me = session.seat
    target = fighter(window, 1 - me)
    uid = target.uid
    assert uid is not None
    next_in = state.zones[f"p{1 - me}.slot2"].cards[0]
    for points in (1, 2, 3):
        click(window, target)
        QTest.keyClick(window.view, Qt.Key.Key_R)
        assert session.controller.log[-1].action == DealDamage(me, uid, 1)
        assert state.cards[uid].rotation == 90 * points
        assert round(target.rotation()) == 90 * points % 360
    # healing turns it back (the card's menu), and damage turns it again
    right_click_menu(window, visible_point(window, target),  # type: ignore[arg-type]
                     (session.action_text(Heal(me, uid, 1)),))  # fmt: skip
    assert state.cards[uid].rotation == 180
    right_click_menu(window, visible_point(window, target),  # type: ignore[arg-type]
                     (session.action_text(DealDamage(me, uid, 1)),))  # fmt: skip
    assert state.cards[uid].rotation == 270
    click(window, target)
    QTest.keyClick(window.view, Qt.Key.Key_R)  # the fourth point
    assert state.cards[uid].zone == f"p{1 - me}.winners_circle"
    assert state.counters[me]["match_wins"] == 1
    assert state.values["match"] == 2
    assert state.cards[next_in].zone == f"p{1 - me}.arena"
    assert fighter(window, 1 - me).uid == next_in
    circle = window.scene.zone_item(f"p{1 - me}.winners_circle")
    assert circle is not None and window.scene.card_item(uid) in circle.cards
    assert "wins the match" in window.message()
    assert "Next match" in window.message()
    plate = window.scene.plates()[me]
    assert plate.counters()["match_wins"] == 1


def test_the_player_chooses_the_cards_that_pay_an_attack(window: MainWindow) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tabletop.engine import NextStep
    from tabletop.games.yyh.actions import AttackWith
    from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog
    from tabletop.ui.session import GameSession, NewGameOptions

    session = GameSession.new_game(NewGameOptions(game="yyh", seed=5), autosave=False,
                                   parent=window)  # fmt: skip
    window.set_session(session)
    state = session.controller.state
    rules = session.ruleset
    for _ in range(60):  # on to an attack step with a paid attack and a choice of cards
        seat = session.seat
        options = [o for o in rules.attacks(state, seat) if o.cost]  # type: ignore[attr-defined]
        hand = state.zones[f"p{seat}.hand"].cards
        if state.values.get("step") == "attack" and options and len(hand) > options[0].cost:
            break
        assert session.submit(NextStep(seat)).applied
        window.curtain.hide()
    else:
        raise AssertionError("no paid attack in this game's first turns")
    option = options[0]
    hand = list(hand)  # the hand before the attack
    default = AttackWith(seat, option.card, option.index, tuple(hand[: option.cost]))
    card = window.scene.card_item(option.card)
    assert card is not None
    label = session.action_text(default)
    log_size = len(session.controller.log)

    def answer(accept: bool) -> None:
        dialog = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, ChooseCardsDialog) and w.isVisible())  # fmt: skip
        if accept:  # the last cards of the hand instead of the first
            for row in range(dialog.list.count()):
                item = dialog.list.item(row)
                keep = row >= dialog.list.count() - option.cost
                item.setCheckState(Qt.CheckState.Checked if keep else Qt.CheckState.Unchecked)
            dialog.ok_button.click()
        else:
            dialog.reject()

    QTimer.singleShot(50, lambda: answer(False))
    right_click_menu(window, visible_point(window, card), (label,))  # type: ignore[arg-type]
    assert len(session.controller.log) == log_size  # cancelled: nothing happened
    QTimer.singleShot(50, lambda: answer(True))
    right_click_menu(window, visible_point(window, card), (label,))  # type: ignore[arg-type]
    done = session.controller.log[-1].action
    assert isinstance(done, AttackWith) and done.discards == tuple(hand[-option.cost :])


def test_menu_entries_of_a_character_all_read_differently() -> None:
    """The card menu's modifiers differ in scope: each entry names its own."""
    from tabletop.i18n.names import action_name
    from tests.games.yyh.play import new_game

    game = new_game(1)
    rules = game.ruleset
    own = game.state.zones["p0.arena"].cards[0]
    texts = [
        action_name(a, card_name=str, zone_name=str, players=("A", "B"))
        for a in rules.card_actions(game.state, 0, own)
    ]
    assert len(texts) == len(set(texts)), texts
    assert any("+1000" in t and "this attack" in t for t in texts)


def test_the_plates_show_the_active_team_bonus(window: MainWindow) -> None:
    """Both demo teams share a Team Symbol: each plate names its Team Bonus, the description
    as tooltip, in the interface language; a bonus lost is no longer shown."""
    session = window.session
    plates = {plate.seat: plate for plate in window.scene.plates()}
    shown = {tuple(plate.notes()): plate for plate in plates.values()}
    assert set(shown) == {("Team Urameshi",), ("Team Toguro",)}
    assert "Attack Cost cards go under your deck" in shown["Team Urameshi",].toolTip()
    assert "+3000 ATK" in shown["Team Toguro",].toolTip()
    state = session.controller.state
    me = session.seat
    for slot in (2, 3):  # two of the four leave play: fewer than 3 share the symbol
        uid = state.zones[f"p{me}.slot{slot}"].cards[0]
        assert session.submit(DealDamage(me, uid, 4)).applied
    window.scene.update_plates()
    assert plates[me].notes() == [] and plates[me].toolTip() == ""
    window.set_language("ja")
    window.scene.update_plates(force=True)
    other = plates[1 - me]
    assert other.notes() and other.notes()[0] != other.notes()[0].encode("ascii", "ignore").decode()
    window.set_language("en")


def test_a_plate_shows_only_the_team_bonus_its_viewer_may_know(window: MainWindow) -> None:
    """A face-down Match Slot 5 character counts for its owner's Team Bonus, but the other
    player's plate (and its tooltip) must not tell its team: swapping it for a character of
    another team changes nothing the seat at the computer sees; its owner's plate shows it."""
    session = window.session
    state = session.controller.state
    me, them = session.seat, 1 - session.seat
    tx = Transaction(state, SeededChance(0, 0))
    rules = session.ruleset
    assert isinstance(rules, YyhRuleset)
    plates: dict[int, PlayerPlate] = {}

    def redraw() -> None:  # the game's own bookkeeping after the arranged change, then the table
        session._view_cache = None  # the arranged change is outside the history
        window.scene.update_plates()
        plates.update({plate.seat: plate for plate in window.scene.plates()})

    third = state.zones[f"p{them}.slot3"].cards[0]
    for slot in (3, 4):  # two of their four starters leave: two share the symbol
        tx.move(state.zones[f"p{them}.slot{slot}"].cards[0], f"p{them}.discard", face_up=True)
    tx.move(third, f"p{them}.slot5", face_up=False)  # the third, hidden in Match Slot 5
    redraw()
    hidden_team = (plates[them].notes(), plates[them].toolTip())
    tx.move(third, f"p{them}.discard", face_up=True)
    other = state.add_card("DT-U6", them, f"p{them}.slot5", face_up=False)  # Yukina: ronin
    redraw()
    assert (plates[them].notes(), plates[them].toolTip()) == hidden_team
    assert hidden_team == ([], "")  # two face-up starters only
    session.set_seat(them)  # the owner sees the hidden card, and its team (the table redrawn)
    redraw()
    assert plates[them].notes() == []
    state.zones[f"p{them}.slot5"].cards.remove(other)
    del state.cards[other]
    tx.move(third, f"p{them}.slot5", face_up=False)
    redraw()
    assert len(plates[them].notes()) == 1 and plates[them].toolTip()
    session.set_seat(me)
    redraw()
    assert (plates[them].notes(), plates[them].toolTip()) == hidden_team


def test_turn_over_is_disabled_with_its_reason_in_the_card_menu(window: MainWindow) -> None:
    """Enforced mode: the owner's own face-down Sideline attachment cannot be turned over from
    its menu (the rules turn it as its character enters the Arena); the entry says why."""
    session = window.session
    state = session.controller.state
    me = session.seat
    uid = next(u for u in state.zones[f"p{me}.deck"].cards
               if session.card(state.cards[u].card_id).type in ("item", "technique"))  # fmt: skip
    Transaction(state, SeededChance(0, 0)).move(uid, f"p{me}.slot2_att", face_up=False)
    session._view_cache = None  # the arranged change is outside the history
    window.scene.sync([f"p{me}.deck", f"p{me}.slot2_att"], animate=False)
    item = window.scene.card_item(uid)
    assert item is not None
    menu = window.scene.card_menu(item)
    refused = [a for a in menu.actions() if a.toolTip().startswith("Only the rules turn cards")]
    assert len(refused) == 1 and not refused[0].isEnabled()  # Turn Over, with the reason
    menu.deleteLater()


def test_an_attached_items_bonus_shows_on_the_fighter_at_the_next_change(
    window: MainWindow,
) -> None:
    session = window.session
    state = session.controller.state
    me = session.seat
    mine = fighter(window, me)
    assert mine.view is not None and "atk.attached" not in mine.view.counters
    # Rose Whip (+1,000 ATK to the character it is attached to) put under the fighter by
    # hand, outside the rules, so that no change names the fighter or its zone.
    state.add_card("GF-ST134", me, f"p{me}.items", face_up=True)
    actor = session.actor()
    assert actor is not None
    step = next(
        a for a in session.ruleset.legal_actions(state, actor) if type(a).__name__ == "NextStep"
    )
    assert session.submit(step, window).applied
    mine = fighter(window, me)
    assert mine.view is not None and mine.view.counters.get("atk.attached") == 1000
