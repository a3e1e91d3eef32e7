"""The rules of yyh.md corrected from the Japanese summary (each a profile parameter), the
defender's response moment and the card-effect actions, from the spec's words."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, Mode, NextStep
from tabletop.engine.actions import parse_action
from tabletop.games.yyh.actions import (
    AllowAttack,
    Attach,
    AttackWith,
    ConcedeMatch,
    DealDamage,
    EffectMove,
    Heal,
    Modify,
    PassMoment,
    PlaceFifth,
    PlayEvent,
    StartGame,
    SwitchFighter,
)
from tabletop.games.yyh.board import RULES_GENERATION, fighter
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import new_game
from .rules_helpers import arrange, game_at, hand, legal, refused, set_spirit, with_pick

SPIRIT_GUN_DOUBLE = "GF-C154"  # Technique, cost 0
BASEBALL_BAT = "GF-ST128"  # Item, cost 0
TEAMWORK = "GF-C78"  # Event, cost 0
GENKAI = "DT-TR7"  # "Genkai, Young Fighter"
YUSUKE_RESURRECTED = "GF-R5"  # the same character as Team Urameshi's Yusuke (GF-ST9)
KURAMA_TACTICIAN = "DT-C51"  # the same character as the fighter Kurama (GF-ST41)


def _given(game: Controller, seat: int, card_id: str) -> int:
    """A copy of ``card_id`` in ``seat``'s hand (as if the deck held it)."""
    return game.state.add_card(card_id, seat, f"p{seat}.hand", face_up=True)


def _sideline(game: Controller, seat: int = 0, slot: int = 2) -> int:
    return game.state.zones[f"p{seat}.slot{slot}"].cards[-1]


# ---------------------------------------------------------------- techniques_on_sideline


def test_techniques_go_on_the_fighter_only() -> None:
    """テクニック…選手に付ける: a Technique attaches to the fighter, never to the Sideline."""
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    refused(game, Attach(0, tech, _sideline(game)), "yyh.technique_fighter_only")
    assert "p0.slot2" not in game.destinations(0, tech)
    assert "p0.slot2_att" not in game.destinations(0, tech)
    legal(game, Attach(0, tech, own))
    assert game.state.cards[tech].zone == "p0.techs"


def test_items_still_go_on_the_sideline() -> None:
    """アイテム…待機中の選手に付ける場合もある: an Item may go on a Sideline character."""
    game = game_at("main")
    item = arrange(game, 0, BASEBALL_BAT, "p0.hand")
    legal(game, Attach(0, item, _sideline(game)))
    assert game.state.cards[item].zone == "p0.slot2_att"


def test_techniques_on_the_sideline_when_the_profile_allows() -> None:
    game = game_at("main", techniques_on_sideline=True)
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    legal(game, Attach(0, tech, _sideline(game)))
    assert game.state.cards[tech].zone == "p0.slot2_att"


def test_a_switched_out_fighter_leaves_its_techniques() -> None:
    """Techniques stay on fighters: a fighter switched to the Sideline discards them."""
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    item = arrange(game, 0, BASEBALL_BAT, "p0.hand")
    legal(game, Attach(0, tech, own))
    legal(game, Attach(0, item, own))
    legal(game, SwitchFighter(0, 0, 3))
    assert game.state.cards[tech].zone == "p0.discard"
    assert game.state.cards[item].zone == "p0.slot3_att"


def test_manual_mode_warns_of_a_sideline_technique() -> None:
    game = new_game(1, Mode.MANUAL, first=0)
    legal(game, NextStep(0))
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    outcome = game.submit(Attach(0, tech, _sideline(game)))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "yyh.technique_fighter_only"


# ---------------------------------------------------------------- characters_per_turn


@pytest.mark.parametrize(("limit", "code"), [(1, "yyh.characters_per_turn"), (2, None)])
def test_one_character_placed_per_turn(limit: int, code: str | None) -> None:
    """1ターンに1枚だけ配置可能: a second character card in one turn is refused."""
    game = game_at("main", characters_per_turn=limit)
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    legal(game, PlaceFifth(0, genkai))
    # A card effect empties Match Slot 5 again; the rule still counts this turn's placement.
    legal(game, EffectMove(0, genkai, "p0.discard"))
    game.state.values["fifth_used0"] = False
    second = arrange(game, 0, GENKAI, "p0.hand")
    if code is None:
        legal(game, PlaceFifth(0, second))
    else:
        outcome = refused(game, PlaceFifth(0, second), code)
        assert outcome.verdict.params == {"limit": 1}


def test_the_count_starts_again_each_turn() -> None:
    game = game_at("main")
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    legal(game, PlaceFifth(0, genkai))
    assert game.state.values["characters_placed"] == 1
    for _ in range(3):
        legal(game, NextStep(0))
    assert game.state.values["characters_placed"] == 0


# ---------------------------------------------------------------- unique_characters


def test_one_of_each_character_the_first_stays() -> None:
    """同一キャラクター、自軍ユニーク、先出し生存: "Yusuke, Resurrected" is Yusuke, who is
    already on the Sideline; the second is refused, the first stays."""
    game = game_at("main")
    yusuke = game.state.zones["p0.slot4"].cards[-1]
    second = _given(game, 0, YUSUKE_RESURRECTED)
    outcome = refused(game, PlaceFifth(0, second), "yyh.same_character")
    assert outcome.verdict.params == {"name": "Yusuke"}
    assert "p0.slot5" not in game.destinations(0, second)
    assert game.state.cards[yusuke].zone == "p0.slot4"
    refused(game, EffectMove(0, second, "p0.slot5"), "yyh.same_character")


def test_the_same_character_on_the_other_side_is_allowed() -> None:
    game = game_at("main")
    kurama = _given(game, 1, KURAMA_TACTICIAN)  # Player 2 may have a Kurama too
    game.state.values["active"] = 1
    legal(game, PlaceFifth(1, kurama))


def test_a_character_no_longer_in_play_may_come_again() -> None:
    game = game_at("main")
    kurama = fighter(game.state, 0)
    legal(game, ConcedeMatch(0, 0))  # Kurama goes to the Winner's Circle: out of play
    assert kurama is not None and game.state.cards[kurama].zone == "p0.winners_circle"
    while game.state.values["active"] != 0 or game.state.values["step"] != "main":
        legal(game, NextStep(game.ruleset.active_seat(game.state)))
    second = _given(game, 0, KURAMA_TACTICIAN)
    legal(game, PlaceFifth(0, second))


def test_duplicates_allowed_when_the_profile_says_so() -> None:
    game = game_at("main", unique_characters=False)
    legal(game, PlaceFifth(0, _given(game, 0, YUSUKE_RESURRECTED)))


# ---------------------------------------------------------------- the response moment


def _declare(game: Controller) -> AttackWith:
    own = fighter(game.state, 0)
    assert own is not None
    attack = with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2])))
    legal(game, attack)
    return attack


def test_the_defender_answers_before_damage_resolves() -> None:
    """After the declaration the defender acts: the table hands over; the attacker waits."""
    game = game_at("attack")  # Kurama 3000 + 1000 against Karasu 4000: 1 point
    own, target = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and target is not None
    legal(game, Modify(0, own, "atk", 1000, "turn"))
    _declare(game)
    rules = game.ruleset
    assert rules.actor(game.state) == 1
    refused(game, NextStep(0), "yyh.attack_pending")
    refused(game, PassMoment(0), "yyh.not_your_moment")
    # Sphere of Protection-like answer: +1000 DEF for this attack, then pass.
    legal(game, Modify(1, target, "def", 1000, "attack"))
    calc = rules.damage_calculation(game.state)
    assert calc is not None and (calc["atk"], calc["def"], calc["points"]) == (4000, 5000, 0)
    legal(game, PassMoment(1))
    assert game.state.cards[target].rotation == 0
    assert rules.actor(game.state) == 0  # 0 damage: the attacker's minimum-damage choice
    legal(game, PassMoment(0))
    assert "def.attack" not in game.state.cards[target].counters  # lasted this attack
    assert game.state.cards[own].counters == {"atk.turn": 1000}
    assert rules.actor(game.state) == 0


def test_the_defender_may_play_an_event_in_the_response() -> None:
    game = game_at("attack")
    event = arrange(game, 1, "GF-C56", "p1.hand")  # Defensive Posture
    set_spirit(game, 1, 5)
    refused(game, PlayEvent(1, event, "draw"), "yyh.not_your_turn")
    _declare(game)
    legal(game, PlayEvent(1, event, "draw"))
    assert game.state.cards[event].zone == "p1.effects"  # to the defender's next Draw Step


def test_no_second_attack_while_one_is_pending() -> None:
    game = game_at("attack")
    legal(game, AllowAttack(0))
    attack = _declare(game)
    refused(game, AttackWith(0, attack.card, 0, tuple(hand(game, 0)[:2])), "yyh.attack_pending")


def test_a_game_recorded_before_the_response_moment_still_loads() -> None:
    """Old logs: ``yyh.start`` with no rules generation, an attack resolving at once with its
    minimum damage chosen up front; they replay (and such a game goes on by its old rules)."""
    game = new_game(1, first=0)
    old = Controller(game.ruleset, game.setup, game.mode)
    for entry in game.log[:2]:
        old.replay_entry(entry)
    assert parse_action("yyh.start 0 0") == StartGame(0, 0)
    assert str(game.log[2].action) == f"yyh.start 0 0 {RULES_GENERATION}"
    legal(old, StartGame(0, 0))
    legal(old, NextStep(0))
    legal(old, NextStep(0))
    own, target = fighter(old.state, 0), fighter(old.state, 1)
    assert own is not None and target is not None
    cards = hand(old, 0)  # Rose Whip 3000 against Karasu 4000: minimum damage
    legal(old, AttackWith(0, own, 0, tuple(cards[:2]), True, tuple(cards[2:4])))
    assert old.state.cards[target].rotation == 90 and old.ruleset.actor(old.state) == 0
    again = Controller.replay(old.ruleset, old.setup, old.log, old.mode)
    assert again.state == old.state
    legal(old, NextStep(0))
    legal(old, NextStep(0))
    legal(old, NextStep(1))
    tech = arrange(old, 1, "GF-C151", "p1.hand")  # Reduction: a Technique
    legal(old, Attach(1, tech, _sideline(old, 1)))  # the old rules allowed it


# ---------------------------------------------------------------- card-effect actions


@pytest.mark.parametrize(
    ("scope", "after_attack", "after_turn", "after_match"),
    [("attack", False, False, False), ("turn", True, False, False), ("match", True, True, False)],
)
def test_atk_and_def_modifiers_last_their_scope(
    scope: str, after_attack: bool, after_turn: bool, after_match: bool
) -> None:
    game = game_at("attack")
    own, target = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and target is not None
    legal(game, Modify(0, own, "atk", 1000, scope))
    legal(game, Modify(0, target, "def", -1000, scope))
    assert game.ruleset.damage_calculation(game.state)["atk"] == 4000  # type: ignore[index]
    assert game.log[-1].action.kind == "yyh.modify" and game.ruleset.is_card_effect(
        game.log[-1].action
    )
    _declare(game)
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    assert (f"atk.{scope}" in game.state.cards[own].counters) == after_attack
    assert (f"def.{scope}" in game.state.cards[target].counters) == after_attack
    legal(game, NextStep(0))
    legal(game, NextStep(0))  # end of turn
    assert (f"atk.{scope}" in game.state.cards[own].counters) == after_turn
    legal(game, ConcedeMatch(1, 1))
    assert f"atk.{scope}" not in game.state.cards[own].counters or after_match


def test_modifiers_on_a_sideline_character() -> None:
    game = game_at("main")
    waiting = _sideline(game)
    legal(game, Modify(0, waiting, "def", 2000, "match"))
    assert game.state.cards[waiting].counters == {"def.match": 2000}
    game.undo()
    assert game.state.cards[waiting].counters == {}


def test_one_more_attack_this_turn() -> None:
    game = game_at("attack")
    attack = _declare(game)
    legal(game, PassMoment(1))
    if game.state.values.get("moment"):
        legal(game, PassMoment(0))
    again = with_pick(game, AttackWith(0, attack.card, 0, tuple(hand(game, 0)[:2])))
    refused(game, again, "yyh.attack_used")
    legal(game, AllowAttack(0))
    legal(game, again)
    legal(game, NextStep(1))
    for _ in range(2):  # the next turn allows one attack again
        if game.state.values.get("moment"):
            legal(game, PassMoment(0))
    legal(game, NextStep(0))
    legal(game, NextStep(0))
    assert game.state.values["attacks_allowed"] == 1


def test_a_fighter_loses_the_match() -> None:
    game = game_at("main")
    legal(game, ConcedeMatch(0, 1))
    assert game.state.counters[0]["match_wins"] == 1
    assert game.state.values["match"] == 2
    game.undo()
    assert game.state.counters[0]["match_wins"] == 0 and game.state.values["match"] == 1


def test_damage_and_heal_a_sideline_character() -> None:
    """Damage can also land on Sideline characters through card effects; healing turns back."""
    game = game_at("main")
    waiting = _sideline(game, 1)
    legal(game, DealDamage(0, waiting, 2))
    assert game.state.cards[waiting].rotation == 180
    legal(game, Heal(0, waiting, 1))
    assert game.state.cards[waiting].rotation == 90
    legal(game, DealDamage(0, waiting, 3))  # the fourth point defeats it: out, face down
    assert game.state.cards[waiting].zone == "p1.winners_circle"
    assert game.state.counters[0]["match_wins"] == 0


def test_switch_the_fighter_with_a_sideline_character() -> None:
    game = game_at("main")
    old, waiting = fighter(game.state, 0), _sideline(game, 0, 3)
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    offered = rules.card_actions(game.state, 0, waiting)
    assert SwitchFighter(0, 0, 3) in offered
    legal(game, SwitchFighter(0, 0, 3))
    assert fighter(game.state, 0) == waiting and game.state.cards[old or 0].zone == "p0.slot3"
    game.undo()
    assert fighter(game.state, 0) == old


def test_the_card_effects_are_in_the_menus() -> None:
    game = game_at("attack")
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    own, waiting = fighter(game.state, 0), _sideline(game)
    assert own is not None
    on_fighter = rules.card_actions(game.state, 0, own)
    for scope in ("attack", "turn", "match"):
        assert Modify(0, own, "atk", 1000, scope) in on_fighter
        assert Modify(0, own, "def", -1000, scope) in on_fighter
    assert ConcedeMatch(0, 0) in on_fighter
    on_sideline = rules.card_actions(game.state, 0, waiting)
    assert DealDamage(0, waiting, 1) in on_sideline and Heal(0, waiting, 1) in on_sideline
    assert Modify(0, waiting, "atk", 1000, "turn") in on_sideline
    assert AllowAttack(0) in rules.zone_actions(game.state, 0, "p0.arena")
    _declare(game)
    assert PassMoment(1) in rules.zone_actions(game.state, 1, "p1.arena")
