"""The calculators follow the game: the damage they show is the damage the engine then deals.

DBGT: the Physical Attack Table between the personalities in control of the attacking and the
defending side, whoever attacks (the non-active player, an ally in control), with the game's
own table. YYH: the final ATK and DEF, modifiers included.
"""

from __future__ import annotations

import copy
import random
import re

from pytestqt.qtbot import QtBot

from tabletop.engine import Controller
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import (
    PHYSICAL,
    Attack,
    DeclareCombat,
    EffectStage,
    Pass,
    Take,
    TakeControl,
)
from tabletop.games.dbgt.table import COMBAT
from tabletop.games.yyh.actions import AttackWith, Modify, PassMoment
from tabletop.games.yyh.board import fighter
from tabletop.ui.docks.calculator import CalculatorDock
from tabletop.ui.main_window import MainWindow
from tabletop.ui.session import GameSession, NewGameOptions, default_profile

from ..games.dbgt.test_random_play import choose
from .conftest import shown_window


def start(qtbot: QtBot, game: str, profile: dict[str, object] | None = None) -> MainWindow:
    """A shown window at a new game (seed 5) with ``profile``."""
    window = shown_window(qtbot, game)
    options = NewGameOptions(game=game, seed=5, profile=profile)
    window.set_session(GameSession.new_game(options, autosave=False, parent=window))
    return window


def shown_stages(dock: CalculatorDock) -> int:
    """The stages of damage the PAT panel shows."""
    found = re.search(r"<b>(\d+)</b> stages", dock.pat_result.text())
    assert found is not None, dock.pat_result.text()
    return int(found.group(1))


def pat_attacks(game: Controller, seat: int) -> list[int]:
    """The cards in ``seat``'s hand that make a physical attack dealing the PAT's stages as
    they are (no printed damage, bonus or multiplier): the attacks the PAT panel shows. A
    personality's power no longer qualifies: the bundled ones attack only as their data says
    (Vegeta Lv1's is no attack, Goku Lv1's an energy attack)."""
    rules = game.ruleset
    assert isinstance(rules, DbgtRuleset)
    state = game.state
    found = []
    for uid in state.zones[f"p{seat}.hand"].cards:
        card = rules.facts.combat_card(state, uid)
        if card is None or not card.attack:
            continue
        preview = rules.preview_attack(state, seat, uid)
        pat_only = "table" in preview and preview["stages"] == preview["pat_damage"]
        if (
            preview["kind"] == PHYSICAL
            and pat_only
            and not (preview["life"] or "stopped" in preview)
        ):
            found.append(uid)
    return found


def combat_turn(game: Controller, seat: int) -> None:
    """Random legal play until ``seat``'s opponent is active and Combat begins with a PAT
    attack (:func:`pat_attacks`) in ``seat``'s hand; then the active player passes, so that
    ``seat`` (the non-active player) is to attack."""
    rules = game.ruleset
    assert isinstance(rules, DbgtRuleset)
    rng = random.Random(1)  # seed 5's play reaching a Saiyan Arm Throw in seat 1's hand
    for _ in range(600):
        state = game.state
        their_combat = rules.step(state) == COMBAT and rules.active_seat(state) == 1 - seat
        if (
            their_combat
            and rules.actor(state) == 1 - seat
            and pat_attacks(game, seat)
            and game.submit(Pass(1 - seat)).applied
        ):
            return  # the active player passed: the other player is to attack
        actor = rules.actor(state)
        declare = DeclareCombat(1 - seat)
        if actor == 1 - seat and game.check(declare).legal:
            assert game.submit(declare).applied
            continue
        action = choose(rng, rules, game)
        if isinstance(action, Attack | DeclareCombat) and actor == seat:
            action = next(
                (a for a in rules.legal_actions(state, seat) if not isinstance(a, Attack)),
                action,
            )
        assert game.submit(action).applied  # type: ignore[arg-type]
        if game.winner is not None:
            break
    raise AssertionError("no Combat with the non-active player to attack")


def attack_and_take(window: MainWindow, attacker: int, uid: int) -> int:
    """Attack with ``uid`` (a physical attack dealing the PAT's stages, :func:`pat_attacks`)
    and let the defender take it: the calculator's stages, checked against the stages and life
    cards the defender then lost."""
    session = window.session
    assert session is not None
    game, rules = session.controller, session.ruleset
    assert isinstance(rules, DbgtRuleset)
    assert session.submit(Attack(attacker, uid, PHYSICAL)).applied
    shown = shown_stages(window.calculator_dock)
    defender = 1 - attacker
    personality = rules.facts.in_control(game.state, defender)
    assert personality is not None
    stage = rules.facts.stage(game.state, personality)
    life = len(game.state.zones[f"p{defender}.life_deck"].cards)
    assert session.submit(Take(defender)).applied
    lost = stage - rules.facts.stage(game.state, personality)
    lost += life - len(game.state.zones[f"p{defender}.life_deck"].cards)
    assert shown == lost
    return shown


def test_pat_for_an_attack_by_the_non_active_player(qtbot: QtBot) -> None:
    window = start(qtbot, "dbgt")
    session = window.session
    assert session is not None
    game = session.controller
    combat_turn(game, 1)
    assert session.active_seat() == 0
    mp = game.state.zones["p1.mp"].cards[-1]
    window.calculator_dock.refresh()
    dock = window.calculator_dock
    rules = game.ruleset
    assert isinstance(rules, DbgtRuleset)
    assert dock.attacker.value() == rules.facts.power(game.state, mp)
    attack_and_take(window, 1, pat_attacks(game, 1)[0])


def test_pat_for_an_attack_by_an_ally_in_control(qtbot: QtBot) -> None:
    window = start(qtbot, "dbgt")
    session = window.session
    assert session is not None
    game = session.controller
    rules = game.ruleset
    assert isinstance(rules, DbgtRuleset)
    rng = random.Random(3)
    for _ in range(400):  # until seat 0 has an ally in play and it is its Combat
        allies = rules.facts.ally_tops(game.state, 0)
        attacking = rules.step(game.state) == COMBAT and not game.state.values.get("entering")
        if allies and attacking and rules.actor(game.state) == 0 and pat_attacks(game, 0):
            break
        assert game.submit(choose(rng, rules, game)).applied  # type: ignore[arg-type]
    else:
        raise AssertionError("no ally in play in seat 0's Combat with a PAT attack in hand")
    ally = allies[0]
    mp = game.state.zones["p0.mp"].cards[-1]
    assert session.submit(EffectStage(0, mp, 1)).applied
    assert session.submit(TakeControl(0, ally)).applied
    dock = window.calculator_dock
    assert dock.attacker.value() == rules.facts.power(game.state, ally)
    attack = pat_attacks(game, 0)[0]  # with the ally in control: the PAT of the ally's power
    assert rules.preview_attack(game.state, 0, attack)["attacker_power"] == dock.attacker.value()
    attack_and_take(window, 0, attack)


def test_pat_uses_the_games_own_table(qtbot: QtBot) -> None:
    profile = copy.deepcopy(default_profile("dbgt"))
    profile["combat"]["pat_table"] = "gt"
    window = start(qtbot, "dbgt", profile)
    dock = window.calculator_dock
    assert dock.table_box.currentData() == "gt"
    session = window.session
    assert session is not None
    game = session.controller
    combat_turn(game, 1)
    window.calculator_dock.refresh()
    assert dock.table_box.currentData() == "gt"
    attack_and_take(window, 1, pat_attacks(game, 1)[0])


def test_yyh_damage_uses_the_final_values_with_modifiers(qtbot: QtBot) -> None:
    window = start(qtbot, "yyh")
    session = window.session
    assert session is not None
    game = session.controller
    while game.state.values["step"] != "attack":
        seat = session.active_seat()
        assert session.submit(session.zone_actions(f"p{seat}.arena")[0]).applied
    seat = session.active_seat()
    own, target = fighter(game.state, seat), fighter(game.state, 1 - seat)
    assert own is not None and target is not None
    assert session.submit(Modify(seat, own, "atk", 3000, "turn")).applied
    dock = window.calculator_dock
    option = next(o for o in session.ruleset.attacks(game.state, seat) if o.value is not None)
    assert dock.atk.value() == option.value + 3000
    shown = re.search(r"<b>(\d+)</b> damage", dock.points_result.text())
    assert shown is not None
    hand = list(game.state.zones[f"p{seat}.hand"].cards)
    attack = AttackWith(seat, option.card, option.index, tuple(hand[: option.cost]))
    before = game.state.cards[target].rotation
    assert session.submit(attack).applied
    assert session.submit(PassMoment(1 - seat)).applied  # the defender lets it resolve
    dealt = (game.state.cards[target].rotation - before) // 90
    assert int(shown.group(1)) == dealt
