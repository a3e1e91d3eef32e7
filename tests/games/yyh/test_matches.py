"""Rules of yyh.md §5–§9: damage, matches, winning, Spirit, Team Bonus, manual mode."""

from __future__ import annotations

import pytest

from tabletop.engine import Draw, Mode, MoveCard, NextStep, SetCounter
from tabletop.games.yyh.actions import (
    Attach,
    ChangeSpirit,
    ConcedeMatch,
    DealDamage,
    EffectMove,
    Heal,
    Mill,
    PlaceFifth,
)
from tabletop.games.yyh.board import fighter
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import new_game
from .rules_helpers import arrange, game_at, hand, legal, refused, set_spirit

SPIRIT_GUN_DOUBLE = "GF-C154"  # Technique, cost 0: attack (2) 4000
DARKNESS_FLAME = "GF-S174"  # Technique, cost 0: attack (4) 12000
WHIP_DECEPTION = "DT-C112"  # Technique, Spirit cost 1
BASEBALL_BAT = "GF-ST128"  # Item, cost 0
BOTANS_HEALING = "GF-ST95"  # Event, cost 1
TEAMWORK = "GF-C78"  # Event, cost 0
GENKAI = "DT-TR7"  # Character (a 5th fighter)
YUSUKE_ATTACK_ATK = 5000  # Kurama (slot 1 of Team Urameshi) has Rose Whip (2) 3000
KARASU_DEF = 4000

# ---------------------------------------------------------------- damage and matches


def test_damage_turns_and_healing_turns_back() -> None:
    game = game_at("main")
    target = fighter(game.state, 1)
    assert target is not None
    legal(game, DealDamage(0, target, 2))
    assert game.state.cards[target].rotation == 180
    legal(game, Heal(0, target, 1))
    assert game.state.cards[target].rotation == 90
    legal(game, Heal(0, target, 3))
    assert game.state.cards[target].rotation == 0


def test_sideline_damage_and_defeat() -> None:
    game = game_at("main")
    sideline = game.state.zones["p1.slot3"].cards[0]
    legal(game, DealDamage(0, sideline, 3))
    assert game.state.cards[sideline].rotation == 270
    legal(game, DealDamage(0, sideline, 1))
    assert game.state.cards[sideline].zone == "p1.winners_circle"
    assert not game.state.cards[sideline].face_up
    assert game.state.counters[0]["match_wins"] == 0


@pytest.mark.parametrize(("next_first", "starts"), [("loser", 1), ("winner", 0)])
def test_the_fourth_point_ends_the_match(next_first: str, starts: int) -> None:
    game = game_at("main", next_match_first=next_first)
    own, target = fighter(game.state, 0), fighter(game.state, 1)
    assert own is not None and target is not None
    item = arrange(game, 0, BASEBALL_BAT, "p0.hand")
    legal(game, Attach(0, item, own))
    set_spirit(game, 1, 0)
    slot2 = game.state.zones["p1.slot2"].cards[0]
    game.state.values["active"] = 1
    att = arrange(game, 1, "GF-ST133", "p1.hand")  # Really Big Axe: Item, cost 0
    legal(game, Attach(1, att, slot2))
    game.state.values["active"] = 0
    legal(game, DealDamage(0, target, 3))
    assert game.state.counters[0]["match_wins"] == 0
    legal(game, DealDamage(0, target, 1))
    state = game.state
    assert state.counters[0]["match_wins"] == 1 and state.counters[1]["match_wins"] == 0
    assert state.cards[item].zone == "p0.discard"
    assert state.cards[own].zone == "p0.winners_circle" and state.cards[own].face_up
    assert state.cards[target].zone == "p1.winners_circle" and not state.cards[target].face_up
    assert state.cards[target].rotation == 0
    assert fighter(state, 1) == slot2
    assert fighter(state, 0) == game.state.zones["p0.arena"].cards[0]
    assert state.cards[att].zone == "p1.items" and state.cards[att].face_up
    assert state.values["match"] == 2
    assert state.values["active"] == starts and state.values["step"] == "draw"
    assert state.values["attacks"] == 0


def test_a_missing_fifth_character_loses_match_five() -> None:
    game = game_at("main")
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    legal(game, PlaceFifth(0, genkai))
    for loser in (0, 1, 0, 1):
        legal(game, ConcedeMatch(game.ruleset.active_seat(game.state), loser))
    state = game.state
    # Match 5: Player 2 has no fifth character: Player 1 wins it at once, 3-2.
    assert [state.counters[s]["match_wins"] for s in (0, 1)] == [3, 2]
    assert game.winner == 0 and state.values["win_reason"] == "matches"
    assert state.cards[genkai].zone == "p0.winners_circle" and state.cards[genkai].face_up


# ---------------------------------------------------------------- winning


def test_three_match_wins_win_and_end_the_game() -> None:
    game = game_at("main")
    for _ in range(3):
        legal(game, ConcedeMatch(0, 1))
    assert game.winner == 0 and game.state.values["win_reason"] == "matches"
    assert game.state.values["step"] == "over"
    refused(game, NextStep(game.ruleset.active_seat(game.state)), "yyh.game_over")
    refused(game, DealDamage(0, game.state.zones["p0.slot4"].cards[0], 1), "yyh.game_over")


@pytest.mark.parametrize("how", ["draw_step", "draw_effect", "mill"])
def test_deck_out_loses(how: str) -> None:
    game = game_at("end", 0)
    legal(game, NextStep(0))
    deck = game.state.zones["p1.deck"].cards
    for uid in list(deck[1:]):
        card = game.state.cards[uid]
        deck.remove(uid)
        game.state.zones["p1.discard"].cards.append(uid)
        card.zone, card.face_up = "p1.discard", True
    if how == "draw_step":
        legal(game, NextStep(1))
    elif how == "draw_effect":
        legal(game, Draw(1, 2))
    else:
        legal(game, Mill(0, 1, 2))
    assert game.winner == 0 and game.state.values["win_reason"] == "deck_out"


def test_drawing_the_last_card_does_not_lose() -> None:
    game = game_at("main")
    deck = game.state.zones["p1.deck"].cards
    for uid in list(deck[2:]):
        card = game.state.cards[uid]
        deck.remove(uid)
        game.state.zones["p1.discard"].cards.append(uid)
        card.zone, card.face_up = "p1.discard", True
    legal(game, Draw(1, 2))
    assert game.winner is None and not game.state.values.get("game_over")


# ---------------------------------------------------------------- Spirit, team bonus, manual


@pytest.mark.parametrize(("start", "amount", "result"), [(5, 3, 8), (9, 4, 10), (2, -5, 0)])
def test_spirit_changes_stay_within_the_cap(start: int, amount: int, result: int) -> None:
    game = game_at("main")
    set_spirit(game, 1, start)
    legal(game, ChangeSpirit(0, 1, amount))
    assert game.state.counters[1]["spirit"] == result


def test_setting_spirit_beyond_the_cap_is_refused() -> None:
    game = game_at("main")
    refused(game, SetCounter(0, 0, "spirit", 11), "yyh.spirit_range")
    legal(game, SetCounter(0, 0, "spirit", 10))


def test_team_bonus_follows_the_characters_in_play() -> None:
    game = game_at("main")
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    legal(game, NextStep(0))
    assert rules.team_bonuses(game.state, 0) == ("urameshi",)
    assert rules.team_bonuses(game.state, 1) == ("toguro",)
    # not kept in the game values, which every view shows (a face-down character's team)
    assert not any(key.startswith("bonus") for key in game.state.values)
    legal(game, ConcedeMatch(1, 0))
    assert rules.team_bonuses(game.state, 0) == ("urameshi",)  # 3 left in play
    legal(game, ConcedeMatch(0, 0))
    assert rules.team_bonuses(game.state, 0) == ()  # 2 left: below the threshold
    assert rules.team_bonuses(game.state, 1) == ()


def test_team_bonus_threshold_is_a_parameter() -> None:
    game = game_at("main", team_bonus_threshold=5)
    legal(game, NextStep(0))
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    assert rules.team_bonuses(game.state, 0) == ()


def test_manual_mode_applies_refused_moves_with_a_warning() -> None:
    game = new_game(1, mode=Mode.MANUAL, first=0)
    legal(game, NextStep(0))
    uid = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    set_spirit(game, 0, 0)
    own = fighter(game.state, 0)
    assert own is not None
    outcome = game.submit(Attach(0, uid, own))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "yyh.spirit_short"
    assert game.state.counters[0]["spirit"] == 0
    outcome = game.submit(NextStep(1))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "yyh.not_your_turn"
    assert game.log[-1].forced
    impossible = game.submit(Attach(0, 9999, own))
    assert not impossible.applied


def test_card_effect_moves_keep_out_of_the_other_players_hidden_cards() -> None:
    game = game_at("main")
    theirs = hand(game, 1)[0]
    refused(game, EffectMove(0, theirs, "p0.hand"), "yyh.not_your_card")
    refused(game, MoveCard(0, theirs, "p1.discard"), "yyh.not_your_card")
    legal(game, EffectMove(1, theirs, "p1.discard"))
    own = hand(game, 0)[0]
    outcome = legal(game, EffectMove(0, own, "p0.discard"))
    assert outcome.step is not None and outcome.step.undoable
    assert game.undo() is not None and game.state.cards[own].zone == "p0.hand"


def test_effect_moves_out_of_play_turn_the_card_upright() -> None:
    """A Sideline character returned to hand by a card effect: upright, its attachments
    discarded with it; the fighter leaves the Arena only by defeat, a lost match or a switch."""
    game = game_at("main")
    target = game.state.zones["p1.slot2"].cards[0]
    attached = arrange(game, 1, "GF-ST166", "p1.slot2_att", face_up=False)  # Power Slam
    legal(game, DealDamage(0, target, 2))
    legal(game, EffectMove(1, target, "p1.hand"))
    assert game.state.cards[target].rotation == 0
    assert game.state.cards[attached].zone == "p1.discard"
    own = fighter(game.state, 1)
    assert own is not None
    refused(game, EffectMove(1, own, "p1.hand"), "yyh.fighter_stays")
