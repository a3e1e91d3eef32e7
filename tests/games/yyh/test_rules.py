"""Each rule of shared/rules/yyh.md and issue 5, legal and refused."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, MoveCard, NextStep, Rotate
from tabletop.games import make_ruleset
from tabletop.games.profiles import ProfileError
from tabletop.games.yyh.actions import (
    AllowAttack,
    Attach,
    AttackWith,
    ConcedeMatch,
    MinimumDamage,
    Modify,
    PassMoment,
    PlaceFifth,
    PlayEvent,
    SwitchFighter,
)
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.profile import YyhParams
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import demo_decks, new_game
from .rules_helpers import arrange, game_at, hand, legal, put, refused, set_spirit, with_pick

SPIRIT_GUN_DOUBLE = "GF-C154"  # Technique, cost 0: attack (2) 4000
DARKNESS_FLAME = "GF-S174"  # Technique, cost 0: attack (4) 12000
WHIP_DECEPTION = "DT-C112"  # Technique, Spirit cost 1
BASEBALL_BAT = "GF-ST128"  # Item, cost 0
BOTANS_HEALING = "GF-ST95"  # Event, cost 1
TEAMWORK = "GF-C78"  # Event, cost 0
CLIMATIC_FINISH = "GF-C54"  # Event, cost 0, its effect applied by hand
GENKAI = "DT-TR7"  # Character (a 5th fighter)
YUSUKE_ATTACK_ATK = 5000  # Kurama (slot 1 of Team Urameshi) has Rose Whip (2) 3000
KARASU_DEF = 4000

# ---------------------------------------------------------------- registry and setup


def test_make_ruleset_validates_the_profile() -> None:
    rules = make_ruleset("yyh", {"damage_cap": None})
    assert isinstance(rules, YyhRuleset) and rules.params.damage_cap is None
    assert rules.profile == YyhParams(damage_cap=None).model_dump(mode="json")
    with pytest.raises(ProfileError):
        make_ruleset("yyh", {"spirit_cap": "ten"})


def test_setup_places_the_team_in_match_slot_order_revealed() -> None:
    game = new_game(5)
    state = game.state
    for seat, deck in enumerate(demo_decks()):
        team = deck.sections["team"]
        placed = [state.zones[zone(seat, name)].cards for name in ("arena", "slot2", "slot3")]
        placed.append(state.zones[zone(seat, "slot4")].cards)
        assert [state.cards[z[0]].card_id for z in placed] == list(team)
        assert all(state.cards[z[0]].face_up and state.cards[z[0]].rotation == 0 for z in placed)
        assert len(state.zones[zone(seat, "hand")].cards) == 4
        assert len(state.zones[zone(seat, "deck")].cards) == 36
        assert state.counters[seat] == {"spirit": 0, "match_wins": 0}
        assert not state.zones[zone(seat, "slot5")].cards
    assert state.values["turn"] == 1 and state.values["step"] == "draw"
    assert state.values["match"] == 1
    assert state.values["active"] == state.values["first_player"]


def test_opening_shuffles_and_first_player_are_recorded_chance() -> None:
    game = new_game(5)
    kinds = [entry.action.kind for entry in game.log]
    assert kinds == ["shuffle", "shuffle", "yyh.start"]
    assert all(entry.chance for entry in game.log)
    firsts = {new_game(seed).state.values["first_player"] for seed in range(12)}
    assert firsts == {0, 1}
    assert not game.history.can_undo


@pytest.mark.parametrize("first", [0, 1])
def test_a_chosen_first_player(first: int) -> None:
    game = new_game(5, first=first)
    assert game.state.values["active"] == first
    assert len(game.log[2].chance) == 0


@pytest.mark.parametrize(("skips", "hand_after"), [(True, 4), (False, 6)])
def test_the_first_player_skips_the_first_draw(skips: bool, hand_after: int) -> None:
    game = new_game(1, first=0, first_player_skips_draw=skips)
    legal(game, NextStep(0))
    assert len(hand(game, 0)) == hand_after
    assert game.state.counters[0]["spirit"] == 2
    for _ in range(3):
        legal(game, NextStep(0))
    legal(game, NextStep(1))  # the second player draws in their first turn
    assert len(hand(game, 1)) == 6 and game.state.counters[1]["spirit"] == 2


# ---------------------------------------------------------------- turn machine


def test_the_turn_runs_draw_main_attack_end() -> None:
    game = new_game(1, first=0)
    assert game.ruleset.steps() == ("draw", "main", "attack", "end")
    seen = []
    for _ in range(5):
        seen.append((game.state.values["active"], game.state.values["step"]))
        legal(game, NextStep(game.ruleset.active_seat(game.state)))
    assert seen == [(0, "draw"), (0, "main"), (0, "attack"), (0, "end"), (1, "draw")]
    assert game.state.values["turn"] == 2


def test_only_the_active_player_moves_the_turn_on() -> None:
    refused(new_game(1, first=0), NextStep(1), "yyh.not_your_turn")


@pytest.mark.parametrize(("before", "after"), [(0, 2), (7, 9), (9, 10), (10, 10)])
def test_draw_step_gains_spirit_up_to_the_cap(before: int, after: int) -> None:
    game = new_game(1, first=0)
    set_spirit(game, 0, before)
    legal(game, NextStep(0))
    assert game.state.counters[0]["spirit"] == after


def test_draw_step_is_irreversible_and_draws_two() -> None:
    game = game_at("end", 0)
    legal(game, NextStep(0))
    deck = len(game.state.zones["p1.deck"].cards)
    outcome = legal(game, NextStep(1))
    assert outcome.step is not None and not outcome.step.undoable
    assert len(game.state.zones["p1.deck"].cards) == deck - 2


# ---------------------------------------------------------------- main step


def test_attach_to_the_fighter_pays_spirit() -> None:
    game = game_at("main")
    uid = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    set_spirit(game, 0, 3)
    own = fighter(game.state, 0)
    assert own is not None
    legal(game, Attach(0, uid, own))
    assert game.state.cards[uid].zone == "p0.techs" and game.state.cards[uid].face_up
    assert game.state.counters[0]["spirit"] == 2
    item = arrange(game, 0, BASEBALL_BAT, "p0.hand")
    legal(game, Attach(0, item, own))
    assert game.state.cards[item].zone == "p0.items"


@pytest.mark.parametrize(
    ("spirit", "step", "seat", "code"),
    [
        (0, "main", 0, "yyh.spirit_short"),
        (5, "attack", 0, "yyh.wrong_step"),
        (5, "main", 1, "yyh.not_your_turn"),
    ],
)
def test_attach_refused(spirit: int, step: str, seat: int, code: str) -> None:
    game = game_at(step)
    card_id = WHIP_DECEPTION if seat == 0 else "DT-C110"  # Spirit cost 1 each
    uid = arrange(game, seat, card_id, f"p{seat}.hand")
    set_spirit(game, seat, spirit)
    target = fighter(game.state, seat)
    assert target is not None
    outcome = refused(game, Attach(seat, uid, target), code)
    if code == "yyh.spirit_short":
        assert dict(outcome.verdict.params) == {"cost": 1, "spirit": 0}


def test_attach_refuses_events_and_other_players_characters() -> None:
    game = game_at("main")
    event = arrange(game, 0, TEAMWORK, "p0.hand")
    own, other = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and other is not None
    refused(game, Attach(0, event, own), "yyh.not_attachable")
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    refused(game, Attach(0, tech, other), "yyh.not_your_character")


def test_sideline_attachments_lie_face_down_free_and_are_paid_on_entering() -> None:
    game = game_at("main", techniques_on_sideline=True)
    set_spirit(game, 0, 0)
    slot2 = game.state.zones["p0.slot2"].cards[0]
    tech = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    legal(game, Attach(0, tech, slot2))
    assert game.state.cards[tech].zone == "p0.slot2_att"
    assert not game.state.cards[tech].face_up
    assert game.view(1).zones["p0.slot2_att"].cards[0].hidden
    assert game.state.counters[0]["spirit"] == 0
    # Entering the Arena with Spirit to pay: face up, paid.
    set_spirit(game, 0, 4)
    legal(game, SwitchFighter(0, 0, 2))
    assert fighter(game.state, 0) == slot2
    assert game.state.cards[tech].zone == "p0.techs" and game.state.cards[tech].face_up
    assert game.state.counters[0]["spirit"] == 3


def test_an_unpaid_face_down_attachment_is_discarded_on_entering() -> None:
    game = game_at("main", techniques_on_sideline=True)
    set_spirit(game, 0, 0)
    slot2 = game.state.zones["p0.slot2"].cards[0]
    tech = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    legal(game, Attach(0, tech, slot2))
    legal(game, SwitchFighter(0, 0, 2))
    assert game.state.cards[tech].zone == "p0.discard"


def test_switching_out_turns_the_old_fighters_attachments_face_down() -> None:
    game = game_at("main")
    old = fighter(game.state, 0)
    assert old is not None
    item = arrange(game, 0, BASEBALL_BAT, "p0.hand")
    legal(game, Attach(0, item, old))
    legal(game, SwitchFighter(0, 0, 3))
    assert game.state.cards[old].zone == "p0.slot3"
    assert game.state.cards[item].zone == "p0.slot3_att" and not game.state.cards[item].face_up


@pytest.mark.parametrize(("spirit", "code"), [(1, None), (0, "yyh.spirit_short")])
def test_events_pay_their_cost(spirit: int, code: str | None) -> None:
    game = game_at("main")
    uid = arrange(game, 0, BOTANS_HEALING, "p0.hand")
    set_spirit(game, 0, spirit)
    if code:
        refused(game, PlayEvent(0, uid), code)
        return
    legal(game, PlayEvent(0, uid))
    assert game.state.cards[uid].zone == "p0.discard"
    assert game.state.counters[0]["spirit"] == 0


def test_events_only_in_the_main_step_and_only_events() -> None:
    game = game_at("attack")
    uid = arrange(game, 0, TEAMWORK, "p0.hand")
    refused(game, PlayEvent(0, uid, "turn"), "yyh.wrong_step")
    game = game_at("main")
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    refused(game, PlayEvent(0, tech), "yyh.not_event")


@pytest.mark.parametrize(
    ("duration", "expires_at"),
    [("turn", "end_of_turn"), ("draw", "own_draw"), ("match", "match_end")],
)
def test_lasting_events_expire(duration: str, expires_at: str) -> None:
    """An Event the player says the duration of (its effect applied by hand) leaves the
    effects area when that duration ends."""
    game = game_at("main")
    uid = put(game, 0, CLIMATIC_FINISH, "hand")
    legal(game, PlayEvent(0, uid, duration))
    assert game.state.cards[uid].zone == "p0.effects"
    legal(game, NextStep(0))
    legal(game, NextStep(0))
    legal(game, NextStep(0))  # end of turn 1
    gone = game.state.cards[uid].zone == "p0.discard"
    assert gone == (expires_at == "end_of_turn")
    for _ in range(4):
        legal(game, NextStep(1))
    legal(game, NextStep(0))  # Player 1's next Draw Step
    gone = game.state.cards[uid].zone == "p0.discard"
    assert gone == (expires_at in ("end_of_turn", "own_draw"))
    legal(game, ConcedeMatch(0, 1))
    assert game.state.cards[uid].zone == "p0.discard"


def test_modifiers_expire_with_their_scope() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    legal(game, Modify(0, own, "atk", 2000, "turn"))
    legal(game, Modify(0, own, "atk", 1000, "match"))
    assert game.state.cards[own].counters == {"atk.turn": 2000, "atk.match": 1000}
    for _ in range(3):
        legal(game, NextStep(0))
    assert game.state.cards[own].counters == {"atk.match": 1000}


def test_match_slot_5_once_per_game() -> None:
    game = game_at("main")
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    legal(game, PlaceFifth(0, genkai))
    assert game.state.cards[genkai].zone == "p0.slot5"
    assert not game.state.cards[genkai].face_up
    assert game.view(1).zones["p0.slot5"].cards[0].hidden
    second = arrange(game, 0, GENKAI, "p0.hand")
    refused(game, PlaceFifth(0, second), "yyh.fifth_used")


def test_match_slot_5_takes_only_characters_in_main() -> None:
    game = game_at("main")
    tech = arrange(game, 0, SPIRIT_GUN_DOUBLE, "p0.hand")
    refused(game, PlaceFifth(0, tech), "yyh.not_character")
    game = game_at("attack")
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    refused(game, PlaceFifth(0, genkai), "yyh.wrong_step")


def test_table_gestures_become_rule_actions() -> None:
    game = game_at("main")
    set_spirit(game, 0, 0)
    tech = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    refused(game, MoveCard(0, tech, "p0.techs"), "yyh.spirit_short")
    assert "p0.techs" not in game.destinations(0, tech)
    set_spirit(game, 0, 1)
    assert "p0.techs" in game.destinations(0, tech)
    legal(game, MoveCard(0, tech, "p0.techs"))
    assert game.state.counters[0]["spirit"] == 0
    target = fighter(game.state, 1)
    assert target is not None
    legal(game, Rotate(0, target, 1))
    assert game.state.cards[target].rotation == 90


# ---------------------------------------------------------------- attack


def _attack(game: Controller, seat: int = 0, index: int = 0, extra: int = 0) -> AttackWith:
    own = fighter(game.state, seat)
    assert own is not None
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    option = [o for o in rules.attacks(game.state, seat) if o.card == own][index]
    cards = hand(game, seat)[: option.cost + extra]
    return with_pick(game, AttackWith(seat, own, index, tuple(cards)))


def test_an_attack_pays_its_cost_and_deals_damage() -> None:
    game = game_at("attack")  # Kurama: Rose Whip (2) 3000 against Karasu DEF 4000
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    own = fighter(game.state, 0)
    target = fighter(game.state, 1)
    assert own is not None and target is not None
    legal(game, Modify(0, own, "atk", 1000, "turn"))
    attack = with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2])))
    assert rules.preview_attack(game.state, 0, attack) == {
        "atk": 4000,
        "def": 4000,
        "points": 1,
        "cost": 2,
    }
    paid = attack.discards
    legal(game, attack)
    assert all(game.state.cards[u].zone == "p0.discard" for u in paid)
    assert game.state.cards[target].rotation == 0  # declared: the defender answers first
    legal(game, PassMoment(1))
    assert game.state.cards[target].rotation == 90
    assert game.state.values["last_points"] == 1
    refused(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2])), "yyh.attack_used")
    legal(game, AllowAttack(0))
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2]))))
    legal(game, PassMoment(1))
    assert game.state.cards[target].rotation == 180


@pytest.mark.parametrize(
    ("step", "seat", "cards", "code"),
    [
        ("main", 0, 2, "yyh.wrong_step"),
        ("attack", 0, 1, "yyh.attack_cost"),
        ("attack", 0, 3, "yyh.attack_cost"),
    ],
)
def test_attack_refused(step: str, seat: int, cards: int, code: str) -> None:
    game = game_at(step)
    own = fighter(game.state, seat)
    assert own is not None
    refused(game, AttackWith(seat, own, 0, tuple(hand(game, seat)[:cards])), code)


def test_attack_refused_when_the_hand_is_too_small() -> None:
    game = game_at("attack")
    own = fighter(game.state, 0)
    assert own is not None
    tx_hand = hand(game, 0)
    for uid in tx_hand[1:]:
        arrange_back = game.state.cards[uid]
        game.state.zones["p0.hand"].cards.remove(uid)
        game.state.zones["p0.deck"].cards.append(uid)
        arrange_back.zone, arrange_back.face_up = "p0.deck", False
    outcome = refused(game, AttackWith(0, own, 0, tuple(hand(game, 0))), "yyh.hand_short")
    assert dict(outcome.verdict.params) == {"cost": 2, "hand": 1}


def test_technique_attacks_and_face_down_techniques() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    flame = arrange(game, 0, DARKNESS_FLAME, "p0.hand")
    legal(game, Attach(0, flame, own))
    legal(game, NextStep(0))
    for _ in range(4):
        arrange(game, 0, TEAMWORK, "p0.hand")
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    assert {o.card for o in rules.attacks(game.state, 0)} == {own, flame}
    attack = AttackWith(0, flame, 0, tuple(hand(game, 0)[:4]))
    assert rules.preview_attack(game.state, 0, attack)["points"] == 2  # 12000 vs 4000, cap 2
    game.state.cards[flame].face_up = False
    refused(game, attack, "yyh.technique_face_down")
    game.state.cards[flame].face_up = True
    legal(game, attack)
    legal(game, PassMoment(1))
    target = fighter(game.state, 1)
    assert target is not None and game.state.cards[target].rotation == 180


@pytest.mark.parametrize(
    ("atk", "defense", "cap", "points"),
    [
        (3999, 4000, 2, 0),
        (4000, 4000, 2, 1),
        (7999, 4000, 2, 1),
        (8000, 4000, 2, 2),
        (16000, 4000, 2, 2),
        (16000, 4000, None, 4),
        (12000, 4000, None, 3),
        (5, 0, 2, 2),
        (0, 0, None, 0),
    ],
)
def test_the_damage_formula(atk: int, defense: int, cap: int | None, points: int) -> None:
    assert YyhParams(damage_cap=cap).damage_points(atk, defense) == points


def test_defense_never_below_one() -> None:
    game = game_at("attack")
    target = fighter(game.state, 1)
    assert target is not None
    legal(game, Modify(0, target, "def", -9000, "turn"))
    attack = _attack_with_preview(game)
    assert game.ruleset.preview_attack(game.state, 0, attack)["def"] == 1  # type: ignore[attr-defined]


def _attack_with_preview(game: Controller) -> AttackWith:
    own = fighter(game.state, 0)
    assert own is not None
    return with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2])))


def test_minimum_damage() -> None:
    """最低ダメージ: only after the attack resolved to 0, by discarding 2 cards from hand."""
    game = game_at("attack")  # Rose Whip 3000 against Karasu 4000: 0 points
    for _ in range(2):
        arrange(game, 0, TEAMWORK, "p0.hand")
    own, target = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and target is not None
    cards = hand(game, 0)
    up_front = AttackWith(0, own, 0, tuple(cards[:2]), True, tuple(cards[2:4]))
    refused(game, up_front, "yyh.min_damage_later")
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(cards[:2]))))
    refused(game, MinimumDamage(0, tuple(cards[2:4])), "yyh.no_moment")
    legal(game, PassMoment(1))
    assert game.state.values["moment"] == "minimum" and game.ruleset.actor(game.state) == 0
    assert game.state.cards[target].rotation == 0
    refused(game, MinimumDamage(0, tuple(cards[2:3])), "yyh.min_damage_cost")
    refused(game, MinimumDamage(1, ()), "yyh.not_your_moment")
    legal(game, MinimumDamage(0, tuple(cards[2:4])))
    assert game.state.cards[target].rotation == 90
    assert len(hand(game, 0)) == len(cards) - 4
    assert game.ruleset.actor(game.state) == 0 and "moment" not in _live(game)


def test_minimum_damage_can_be_declined() -> None:
    game = game_at("attack")
    own, target = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and target is not None
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2]))))
    legal(game, NextStep(1))  # the defender's "next" is a pass
    assert game.log[-1].action == PassMoment(1)
    legal(game, NextStep(0))  # the attacker's "next" declines minimum damage
    assert game.log[-1].action == PassMoment(0)
    assert game.state.cards[target].rotation == 0 and "moment" not in _live(game)
    legal(game, NextStep(0))
    assert game.state.values["step"] == "end"


def test_minimum_damage_not_offered_when_the_attack_deals_damage() -> None:
    game = game_at("attack")
    own = fighter(game.state, 0)
    target = fighter(game.state, 1)
    assert own is not None and target is not None
    legal(game, Modify(0, own, "atk", 5000, "turn"))
    cards = hand(game, 0)
    outcome = refused(
        game,
        AttackWith(0, own, 0, tuple(cards[:2]), True, tuple(cards[2:4])),
        "yyh.min_damage_later",
    )
    legal(game, with_pick(game, AttackWith(0, own, 0, tuple(cards[:2]))))
    legal(game, PassMoment(1))
    assert game.state.cards[target].rotation == 180
    outcome = refused(game, MinimumDamage(0, tuple(cards[2:4])), "yyh.no_moment")
    assert outcome.verdict.params == {}


def _live(game: Controller) -> dict[str, object]:
    """The state values that are set (a cleared value reads None)."""
    return {k: v for k, v in game.state.values.items() if v is not None}
