"""Drops from hand onto one's own fighter (issue 13, point 1): an Item or a Technique attaches
and is paid; a character or an Event is refused with its reason, and Match Slot 5 stays free."""

from __future__ import annotations

from tabletop.engine import Mode, MoveCard, MoveTop
from tabletop.games.yyh.actions import Attach
from tabletop.games.yyh.board import fighter, v_fifth

from .play import new_game
from .rules_helpers import arrange, game_at, legal, refused, set_spirit

VILLAINOUS_TALONS = "DT-C105"  # Item, Spirit cost 2 (Team Toguro's deck)
DEMONIC_BACKBREAKER = "DT-C110"  # Technique, Spirit cost 1 (Team Toguro's deck)
WHIP_DECEPTION = "DT-C112"  # Technique, Spirit cost 1 (Team Urameshi's deck)
GENKAI = "DT-TR7"  # Character (a 5th fighter)
BOTANS_HEALING = "GF-ST95"  # Event, cost 1


def test_an_item_or_technique_dropped_on_the_fighter_is_attached_and_paid() -> None:
    game = game_at("main", seat=1)
    own = fighter(game.state, 1)
    assert own is not None
    set_spirit(game, 1, 3)
    talons = arrange(game, 1, VILLAINOUS_TALONS, "p1.hand")
    backbreaker = arrange(game, 1, DEMONIC_BACKBREAKER, "p1.hand")
    assert "p1.arena" in game.destinations(1, talons)
    legal(game, MoveCard(1, talons, "p1.arena"))
    assert game.log[-1].action == Attach(1, talons, own)
    assert game.state.cards[talons].zone == "p1.items"
    assert game.state.zones["p1.arena"].cards == [own]
    assert game.state.counters[1]["spirit"] == 1
    legal(game, MoveCard(1, backbreaker, "p1.arena", 0))  # onto the fighter's card
    assert game.state.cards[backbreaker].zone == "p1.techs"
    assert game.state.counters[1]["spirit"] == 0


def test_an_unpaid_technique_dropped_on_the_fighter_is_refused() -> None:
    game = game_at("main")
    set_spirit(game, 0, 0)
    whip = arrange(game, 0, WHIP_DECEPTION, "p0.hand")
    assert "p0.arena" not in game.destinations(0, whip)
    refused(game, MoveCard(0, whip, "p0.arena"), "yyh.spirit_short")


def test_a_character_or_event_dropped_on_the_fighter_is_refused() -> None:
    game = game_at("main")
    set_spirit(game, 0, 5)
    genkai = arrange(game, 0, GENKAI, "p0.hand")
    healing = arrange(game, 0, BOTANS_HEALING, "p0.hand")
    for uid in (genkai, healing):
        assert "p0.arena" not in game.destinations(0, uid)
        refused(game, MoveCard(0, uid, "p0.arena"), "yyh.move_not_allowed")
    assert not game.state.values.get(v_fifth(0))
    assert game.destinations(0, genkai) == ["p0.slot5"]
    legal(game, MoveCard(0, genkai, "p0.slot5"))
    assert game.state.values.get(v_fifth(0))


def test_cards_stay_where_no_rule_moves_them() -> None:
    game = game_at("main")
    own = fighter(game.state, 0)
    assert own is not None
    refused(game, MoveCard(0, own, "p0.discard"), "yyh.move_not_allowed")
    refused(game, MoveTop(0, "p0.deck", "p1.arena"), "yyh.move_not_allowed")
    sideline = game.state.zones["p0.slot2"].cards[-1]
    refused(game, MoveCard(0, sideline, "p0.slot3"), "yyh.move_not_allowed")


def test_manual_mode_moves_anything_with_a_warning() -> None:
    game = new_game(1, Mode.MANUAL, first=0)
    own = fighter(game.state, 0)
    assert own is not None
    outcome = game.submit(MoveCard(0, own, "p0.discard"))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "yyh.move_not_allowed"
    assert game.state.cards[own].zone == "p0.discard"
