"""The step bar carries the current step's actions of the seat that must act (buttons with the
keys 1–9, submitted as the menus submit them), and says on Next what it will do; the table
shows the attack waiting for its answer and, for a moment, what it did."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tabletop.engine import Action, Controller, GameState, NextStep
from tabletop.games.dbgt.actions import (
    Attack,
    DeclareCombat,
    DefenderDraw,
    DiscardCard,
    Pass,
    Rejuvenate,
    Take,
)
from tabletop.games.yyh.actions import AttackWith, MinimumDamage, PassMoment
from tabletop.ui import audit
from tabletop.ui.dialogs.choose_cards import ChooseCardsDialog
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions
from tabletop.ui.table import combat_items
from tabletop.ui.table.combat_items import marker_texts

from ..games.dbgt.test_random_play import choose
from .conftest import shown_window
from .mouse import click_widget


def start(qtbot: QtBot, game: str, seed: int, size: tuple[int, int] = (1400, 900)) -> MainWindow:
    window = shown_window(qtbot, game, size)
    window.set_session(
        GameSession.new_game(NewGameOptions(game=game, seed=seed), autosave=False, parent=window)
    )
    # the buttons of every step, also of those that would pass by themselves
    window.session.automatic_steps = False
    return window


def press(window: MainWindow, key: Qt.Key) -> None:
    """A key pressed on the table (the window active, as a window system makes it)."""
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(window.view, key)


def buttons(window: MainWindow) -> list[QPushButton]:
    return [b for b in window.step_bar.action_buttons if not b.isHidden()]


def labels(window: MainWindow) -> list[str]:
    return [b.text() for b in buttons(window)]


def lift_curtain(window: MainWindow) -> None:
    """The player handed the computer lifts the curtain, or shows their hand (nothing acts
    before)."""
    if window.curtain.isVisible():
        click_widget(window.curtain.button)
    if window.session.covered:
        click_widget(window.hot_seat.hand_cover)


def as_the_menu_does(window: MainWindow, action: Action) -> object:
    """The state after submitting ``action`` directly, on a copy of the game."""
    controller = window.session.controller
    probe = Controller.replay(controller.ruleset, controller.setup, controller.log, controller.mode)
    assert probe.submit(action).applied
    return probe.state


def next_tip(window: MainWindow) -> str:
    return window.step_bar.next_button.toolTip()


# ---------------------------------------------------------------- Dragon Ball GT


def test_dbgt_buttons_follow_the_steps_and_do_what_the_menus_do(qtbot: QtBot) -> None:
    window = start(qtbot, "dbgt", 11)
    session = window.session
    state = session.controller.state
    assert session.step() == "draw" and labels(window) == []
    assert next_tip(window) == "Next step: Non-Combat (N)"
    log, message = len(session.controller.log), window.message()
    for key in (Qt.Key.Key_1, Qt.Key.Key_5, Qt.Key.Key_9):  # no buttons: the keys do nothing
        press(window, key)
    assert len(session.controller.log) == log and window.message() == message
    for _ in range(3):
        click_widget(window.step_bar.next_button)
    assert session.step() == "declare"
    seat = session.seat
    assert window.step_bar.step_actions() == [DeclareCombat(seat), NextStep(seat)]
    assert [t[2:] for t in labels(window)] == ["Declare Combat", "Skip Combat"]
    assert labels(window)[0].startswith("①") and labels(window)[1].startswith("②")
    assert "the defender draws" in buttons(window)[0].toolTip()
    assert "(key 1)" in buttons(window)[0].toolTip()
    assert "Discard step" in buttons(window)[1].toolTip()
    menu = session.zone_actions(f"p{seat}.discard")
    assert DeclareCombat(seat) in menu  # the zone menu offers the same action
    expected = as_the_menu_does(window, DeclareCombat(seat))
    click_widget(buttons(window)[0])
    assert state == expected and session.controller.log[-1].action == DeclareCombat(seat)
    # entering Combat: the defender's draw, Next stands for it
    assert window.step_bar.step_actions() == [DefenderDraw(seat)]
    assert next_tip(window) == "Next: The defender draws (N)"
    hand = len(state.zones[f"p{1 - seat}.hand"].cards)
    press(window, Qt.Key.Key_1)
    assert len(state.zones[f"p{1 - seat}.hand"].cards) == hand + 3
    # the attack phase: pass, or the attack of the personality in control's power, of the
    # kind its data says (Goku Lv1's: energy only), cost and damage on it; Next cannot end
    # Combat and says why
    rules = session.ruleset.facts  # type: ignore[attr-defined]
    mine = rules.in_control(state, seat)
    assert window.step_bar.step_actions()[:2] == [Pass(seat), Attack(seat, mine, "energy")]
    assert Attack(seat, mine, "physical") not in window.step_bar.step_actions()
    assert not session.check(Attack(seat, mine, "physical")).legal
    dealt = session.ruleset.preview_attack(state, seat, mine, "energy")  # type: ignore[attr-defined]
    cost = f"{dealt['cost']} stage" + ("s" if dealt["cost"] != 1 else "")
    assert labels(window)[1] == f"② Energy attack: cost {cost} → {dealt['life']} life cards"
    assert buttons(window)[1].isEnabled()
    assert session.card_label(mine) in buttons(window)[1].toolTip()
    assert "not now" in next_tip(window) and "both players pass" in next_tip(window)
    click_widget(buttons(window)[0])
    lift_curtain(window)
    assert session.seat == 1 - seat and window.step_bar.step_actions()[0] == Pass(1 - seat)
    click_widget(buttons(window)[0])  # two passes: Combat is over
    lift_curtain(window)
    assert session.step() in ("discard", "rejuvenation")
    to_rejuvenation(window)
    button = buttons(window)[0]  # no Rejuvenation after Combat: disabled, the reason told
    assert window.step_bar.step_actions() == [Rejuvenate(session.seat)]
    assert not button.isEnabled()
    assert "Not now: No Rejuvenation: Combat was declared this turn." in button.toolTip()
    log = len(session.controller.log)
    press(window, Qt.Key.Key_1)
    assert len(session.controller.log) == log
    # its key says why in the status bar, and so does its status tip
    assert "Combat was declared this turn" in window.message()
    assert "Combat was declared this turn" in button.statusTip()


def to_rejuvenation(window: MainWindow) -> None:
    """On to the Rejuvenation step: Combat skipped, hands discarded down to the limit."""
    session = window.session
    for _ in range(40):
        if session.step() == "rejuvenation":
            return
        seat = session.seat
        hand = session.controller.state.zones[f"p{seat}.hand"].cards
        limit = session.ruleset.facts.params.turn.hand_limit  # type: ignore[attr-defined]
        if session.step() == "discard" and len(hand) > limit:  # down to the hand limit
            assert session.submit(DiscardCard(seat, hand[0])).applied
            continue
        actions = window.step_bar.step_actions()
        # skip Combat when offered (the second button), else go on
        if NextStep(seat) in actions:
            click_widget(buttons(window)[actions.index(NextStep(seat))])
        else:
            click_widget(window.step_bar.next_button)
        lift_curtain(window)
    raise AssertionError("no Rejuvenation step")


def test_dbgt_rejuvenate_is_offered_disabled_with_its_reason(qtbot: QtBot) -> None:
    window = start(qtbot, "dbgt", 11)
    session = window.session
    to_rejuvenation(window)
    assert session.step() == "rejuvenation"
    seat = session.seat
    assert window.step_bar.step_actions() == [Rejuvenate(seat)]
    button = buttons(window)[0]
    if session.controller.state.zones[f"p{seat}.discard"].cards:
        assert button.isEnabled()
    else:  # nothing to rejuvenate with yet: disabled, and the tooltip says why
        assert not button.isEnabled()
        assert "Not now: There are not enough cards there." in button.toolTip()
    log, enabled = len(session.controller.log), button.isEnabled()
    press(window, Qt.Key.Key_1)
    assert len(session.controller.log) == log + (1 if enabled else 0)
    if enabled:
        assert session.controller.log[-1].action == Rejuvenate(seat)


def attack_pending(window: MainWindow, seed: int = 7) -> Attack:
    """Play the seeded random game to its first attack; the defender is at the computer.
    Seed 7 (game seed 11): a Saiyan Arm Throw of 1 stage, taken without a life card lost (a
    life card discarded shows hidden cards and closes undo)."""
    session = window.session
    rng = random.Random(seed)
    for _ in range(400):
        lift_curtain(window)
        action = choose(rng, session.ruleset, session.controller)  # type: ignore[arg-type]
        assert session.submit(action).applied  # type: ignore[arg-type]
        if isinstance(action, Attack):
            lift_curtain(window)
            return action
    raise AssertionError("no attack in 400 actions")


def test_dbgt_a_pending_attack_is_on_the_table_until_it_is_taken(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(combat_items, "RESULT_MS", 200)
    window = start(qtbot, "dbgt", 11)
    session = window.session
    assert marker_texts(window.scene.combat)["marker"] == []
    attack = attack_pending(window)
    defender = session.seat
    rules = session.ruleset.facts  # type: ignore[attr-defined]
    state = session.controller.state
    target = rules.in_control(state, defender)
    stage = rules.stage(state, target)
    dealt = session.ruleset.preview_attack(state, attack.seat, attack.card)  # type: ignore[attr-defined]
    marker = window.scene.combat.marker
    assert marker is not None and marker.scene() is window.scene
    title, damage = marker_texts(window.scene.combat)["marker"]
    assert session.card_label(rules.in_control(state, attack.seat)) in title
    assert session.card_label(target) in title and "→" in title
    if dealt["stages"] and not dealt["life"]:
        assert f"{dealt['stages']} stage" in damage
    # the marker's texts are among those the hidden-information audit reads
    texts = [text for _, text in audit.screen_texts(window, menus=False)]
    assert title in texts and damage in texts
    # the defender's button takes it, with the damage on it
    assert window.step_bar.step_actions() == [Take(defender)]
    assert labels(window)[0].startswith("① Take the attack (")
    expected = as_the_menu_does(window, Take(defender))
    click_widget(buttons(window)[0])
    assert state == expected
    assert window.scene.combat.marker is None
    results = marker_texts(window.scene.combat)["results"]
    lost = stage - rules.stage(state, target)
    assert results, "no result shown"
    if lost:
        assert results[0] == f"−{lost} stages" if lost > 1 else "−1 stage"
    elif not state.values.get("damage_cards"):
        assert results == ["No damage"]
    qtbot.waitUntil(lambda: not marker_texts(window.scene.combat)["results"], timeout=3000)
    # an undo brings the attack back, and shows no result
    assert session.undo()
    assert window.scene.combat.marker is not None
    assert marker_texts(window.scene.combat)["results"] == []


# ---------------------------------------------------------------- Yu Yu Hakusho


def to_attack_step(window: MainWindow) -> None:
    session = window.session
    for _ in range(60):
        state = session.controller.state
        if state.values.get("step") == "attack" and window.step_bar.step_actions():
            return
        click_widget(window.step_bar.next_button)
        lift_curtain(window)
    raise AssertionError("no attack step")


def accept_choice() -> None:
    """Accept the choose-cards dialog of a paid attack with the cards it suggests."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ChooseCardsDialog) and widget.isVisible():
            widget.ok_button.click()
            return
    QTimer.singleShot(20, accept_choice)


def test_yyh_attacks_by_name_the_answer_and_the_result(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(combat_items, "RESULT_MS", 200)
    window = start(qtbot, "yyh", 5)
    session = window.session
    state = session.controller.state
    ruleset = session.ruleset
    assert labels(window) == []  # the Draw step
    to_attack_step(window)
    seat = session.seat
    options = ruleset.attacks(state, seat)  # type: ignore[attr-defined]
    actions = window.step_bar.step_actions()
    assert [(a.card, a.index) for a in actions] == [(o.card, o.index) for o in options]  # type: ignore[attr-defined]
    for option, action, text in zip(options, actions, labels(window), strict=True):
        preview = ruleset.preview_attack(state, seat, action)  # type: ignore[attr-defined]
        assert isinstance(action, AttackWith)
        if option.name:
            assert option.name in text
        if option.value is not None:
            assert f"ATK {preview['atk']:,} →" in text
            points = preview["points"]
            assert text.endswith(f"{points} damage" if points else "no damage")
    assert next_tip(window) == "Next step: End (N)"
    # attack with the first one: the cost cards are chosen as from the card's menu
    first = actions[0]
    assert isinstance(first, AttackWith)
    preview = ruleset.preview_attack(state, seat, first)  # type: ignore[attr-defined]
    if len(state.zones[f"p{seat}.hand"].cards) > len(first.discards):
        QTimer.singleShot(20, accept_choice)
    press(window, Qt.Key.Key_1)
    assert session.controller.log[-1].action == first
    lift_curtain(window)
    # the defender answers; the attack is shown between the fighters
    assert session.seat == 1 - seat
    assert window.step_bar.step_actions() == [PassMoment(1 - seat)]
    points = preview["points"]
    assert labels(window)[0] == "① Take the attack (" + (
        f"{points} damage)" if points else "no damage)"
    )
    title, damage = marker_texts(window.scene.combat)["marker"]
    fighters = [state.zones[f"p{s}.arena"].cards[0] for s in (seat, 1 - seat)]
    assert session.card_label(fighters[0]) in title and session.card_label(fighters[1]) in title
    assert f"ATK {preview['atk']:,} against DEF {preview['def']:,}" in damage
    assert next_tip(window) == "Next: Pass: the attack goes on (N)"
    target = fighters[1]
    before = state.cards[target].rotation
    click_widget(buttons(window)[0])
    shown = marker_texts(window.scene.combat)["results"]
    if window.curtain.isVisible():  # the result waits for the curtain to be lifted
        qtbot.wait(500)
        assert marker_texts(window.scene.combat)["results"] == shown
    lift_curtain(window)
    if state.values.get("moment") == "minimum":  # 0 damage: the attacker may pay for 1
        assert [type(a) for a in window.step_bar.step_actions()] == [MinimumDamage, PassMoment]
        assert window.scene.combat.marker is not None
        return
    assert window.scene.combat.marker is None
    results = marker_texts(window.scene.combat)["results"]
    dealt = (state.cards[target].rotation - before) // 90
    if state.cards[target].zone.endswith(".arena"):
        assert results == (
            [f"+{dealt} damage: {state.cards[target].rotation // 90} of 4"]
            if dealt
            else ["No damage"]
        )
    else:
        assert results == ["Defeated!"]
    qtbot.waitUntil(lambda: not marker_texts(window.scene.combat)["results"], timeout=3000)


def test_a_won_match_is_announced_on_the_table(qtbot: QtBot) -> None:
    from tabletop.games.yyh.actions import DealDamage

    window = start(qtbot, "yyh", 5)
    session = window.session
    me = session.seat
    uid = session.controller.state.zones[f"p{1 - me}.arena"].cards[0]
    assert session.submit(DealDamage(me, uid, 4)).applied
    lift_curtain(window)
    banner = marker_texts(window.scene.combat)["banner"]
    assert banner and "wins the match" in banner[0] and "Next match" in banner[0]
    assert window.scene.combat.banner is not None
    assert window.scene.combat.banner.scene() is window.scene


@pytest.mark.parametrize("width", [800, 1280])
def test_action_buttons_never_hold_the_window_wide(qtbot: QtBot, width: int) -> None:
    """Attacks with long names never hold the window wide, and show whole (issue 25)."""
    window = start(qtbot, "yyh", 5, (width, 600))
    to_attack_step(window)
    assert len(buttons(window)) >= 2
    QApplication.processEvents()
    assert window.width() == width
    bar = window.step_bar
    for button, step in zip(buttons(window), bar.step_actions(), strict=True):
        assert button.text()[0] in "①②③④⑤⑥⑦⑧⑨"
        assert button.geometry().right() <= bar.width()
        full = button.toolTip().split("\n", 1)[0]
        assert full.startswith(button.text()[2:].rstrip("…"))
        assert isinstance(step, AttackWith)
    # whole: under the steps, on two lines when that row is narrow; the steps all shown
    assert not any("…" in b.text() for b in buttons(window))
    assert not bar.compact
    if width == 800:
        assert bar.placement in ("below", "two_lines")
    window.resize(1900, 600)
    qtbot.waitUntil(lambda: bar.placement == "inline")
    assert all(b.toolTip().startswith(b.text()[2:] + "\n") for b in buttons(window))


def test_nine_long_actions_fit_a_small_window(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.engine.table_aids import Message, StepAction, TableAids

    class Many(TableAids):
        def step_actions(self, state: GameState, seat: int) -> list[StepAction]:
            text = "Spirit Sword of the Dark Tournament: ATK 12,000 → 2 damage"
            return [StepAction(NextStep(seat), Message(text)) for _ in range(12)]

    window = start(qtbot, "yyh", 5, (800, 600))
    monkeypatch.setattr(type(window.session.ruleset), "table_aids", lambda self: Many())
    window.session.reset.emit()  # the bar asks again
    QApplication.processEvents()
    assert len(buttons(window)) == 9  # the keys 1-9
    assert window.width() == 800
    assert all(b.geometry().right() <= window.step_bar.width() for b in buttons(window))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_attack_buttons_show_whole_at_1280_by_800(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The fighter's attacks, and four long ones, show name, ATK and damage whole at
    1280×800 in both languages (beside the steps, under them or on two lines), and every step
    stays in view (issue 25: "② 即席爆弾: 攻撃力 6,000…", the steps gone)."""
    from tabletop.engine.table_aids import PrintedName, StepAction, TableAids
    from tabletop.engine.table_aids import message as msg

    window = start(qtbot, "yyh", 5, (1280, 800))
    window.set_language(lang)
    try:
        to_attack_step(window)
        bar = window.step_bar

        def whole() -> None:
            QApplication.processEvents()
            assert window.width() == 1280 and not bar.compact
            for button in buttons(window):
                text = button.text()
                assert "…" not in text, text
                assert button.fontMetrics().horizontalAdvance(text.split("\n")[0]) <= (
                    button.width()
                )
                assert button.geometry().right() <= bar.width()
                shown, tip = (
                    t.replace(": ", "").replace("\n", "") for t in (text[2:], button.toolTip())
                )
                assert shown in tip  # the whole label, on one line or two

        whole()
        assert buttons(window) and all(("攻撃力" if lang == "ja" else "ATK") in t
                                       for t in labels(window))  # fmt: skip

        class Long(TableAids):
            def step_actions(self, state: GameState, seat: int) -> list[StepAction]:
                name = PrintedName("Spirit Sword of the Dark Tournament", "暗黒武術会の霊剣")
                detail = msg("ATK {atk:,} → {damage}", atk=12000,
                             damage=msg("{points} damage", points=2))  # fmt: skip
                return [StepAction(NextStep(seat), msg("{a}", a=name), None, detail)] * 4

        monkeypatch.setattr(type(window.session.ruleset), "table_aids", lambda self: Long())
        window.session.reset.emit()  # the bar asks again
        assert len(buttons(window)) == 4
        whole()
        assert bar.placement in ("below", "two_lines")
    finally:
        window.set_language("en")


def test_defeated_sits_on_the_defeated_fighter_not_on_the_next_one(qtbot: QtBot) -> None:
    """The blow that wins a match: "Defeated!" on the fighter it defeated (now in its Winner's
    Circle), never over the Arena, where the next match's fighter already stands."""
    from tabletop.games.yyh.actions import DealDamage

    window = start(qtbot, "yyh", 5, (1280, 800))
    session = window.session
    to_attack_step(window)
    seat = session.seat
    target = session.controller.state.zones[f"p{1 - seat}.arena"].cards[0]
    assert session.submit(DealDamage(seat, target, 3)).applied  # the next point defeats it
    attack = window.step_bar.step_actions()[0]
    assert session.submit(attack).applied
    assert session.submit(PassMoment(1 - seat)).applied
    if session.controller.state.values.get("moment") == "minimum":
        hand = session.controller.state.zones[f"p{seat}.hand"].cards
        assert session.submit(MinimumDamage(seat, tuple(hand[:2]))).applied
    lift_curtain(window)
    state = session.controller.state
    assert state.cards[target].zone == f"p{1 - seat}.winners_circle"
    layer = window.scene.combat
    assert marker_texts(layer)["results"] == ["Defeated!"]
    bubble = layer.results[0][0]
    centre = bubble.sceneBoundingRect().center()
    newcomer = window.scene.card_item(state.zones[f"p{1 - seat}.arena"].cards[0])
    assert newcomer is not None
    assert not bubble.sceneBoundingRect().intersects(newcomer.sceneBoundingRect())
    defeated = window.scene.card_item(target)
    if defeated is not None:  # seen face down in its Winner's Circle: on it
        assert defeated.sceneBoundingRect().contains(centre)
    else:
        circle = window.scene.zone_item(f"p{1 - seat}.winners_circle")
        assert circle is not None and circle.scene_rect().contains(centre)
