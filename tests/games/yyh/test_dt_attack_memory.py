"""Botan, the Lovely (DT-L1: every character's DEF raised for the game with Kayko, the Cute in
play; a bet on the top card from the Sideline at the end of the turn)."""

from __future__ import annotations

from tabletop.engine import Controller, NextStep
from tabletop.games.yyh.actions import Attach, AttackWith, PassMoment
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.rules_gf import minimum_cost

from .rules_helpers import game_at, hand, legal, put, set_spirit


def _next(game: Controller) -> None:
    legal(game, NextStep(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]


def _attack_through(game: Controller, seat: int) -> None:
    """``seat`` makes its first attack, the defender lets it resolve, no minimum damage."""
    option = game.ruleset.attacks(game.state, seat)[0]  # type: ignore[attr-defined]
    legal(game, AttackWith(seat, option.card, option.index, tuple(hand(game, seat)[: option.cost])))
    while game.state.values.get("moment"):
        legal(game, PassMoment(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]


def _backstab_minimum(opponent_attacks: bool) -> int:
    """The minimum-damage cost of Backstab's attack in the turn after the opponent's."""
    game = game_at("main", seat=1)
    while game.state.values["step"] != "attack":
        _next(game)
    if opponent_attacks:
        _attack_through(game, 1)
    while game.state.values["active"] != 0 or game.state.values["step"] != "main":
        _next(game)
    set_spirit(game, 0, 9)
    backstab = put(game, 0, "DT-C107", "hand")
    legal(game, Attach(0, backstab, fighter(game.state, 0) or 0))
    _next(game)  # the Attack Step
    legal(game, AttackWith(0, backstab, 0, tuple(hand(game, 0)[:2])))
    return minimum_cost(game.state, 0, game.ruleset.params.min_damage_discard)  # type: ignore[attr-defined]


def test_botan_the_lovely_raises_every_defense_with_kayko_the_cute_in_play() -> None:
    from tabletop.games.yyh.board import characters_in_play
    from tabletop.games.yyh.card_effects import defense_value

    for kayko in (True, False):
        game = game_at("attack")
        botan = put(game, 0, "DT-L1", "arena")
        if kayko:
            put(game, 0, "DT-L3", "slot2")  # Kayko, the Cute
        cards = game.ruleset.cards  # type: ignore[attr-defined]
        before = {u: defense_value(game.state, cards, u) for u in characters_in_play(game.state, 0)}
        legal(game, AttackWith(0, botan, 0, tuple(hand(game, 0)[:2])))
        after = {u: defense_value(game.state, cards, u) for u in before}
        assert after == {u: v + (500 if kayko else 0) for u, v in before.items()}


def test_botan_on_the_sideline_bets_the_top_card_at_the_end_of_the_turn() -> None:
    from tabletop.games.yyh.actions import UseAbility

    for top, yusuke, drawn in (("GF-ST128", False, 1), ("GF-ST128", True, 2), ("GF-C56", True, 0)):
        game = game_at("main")
        botan = put(game, 0, "DT-L1", "slot2")
        if yusuke:
            put(game, 0, "DT-L7", "slot3")  # Yusuke, Recourceful Apprentice
        while game.state.values["step"] != "end":
            _next(game)
        game.state.derived.clear()
        card = game.state.add_card(top, 0, zone(0, "deck"), face_up=False)
        theirs = len(hand(game, 1))
        legal(game, UseAbility(0, botan))
        assert game.state.cards[card].zone == zone(0, "discard")
        assert len(hand(game, 1)) == theirs + drawn


def _even(game: Controller, extra: int) -> None:
    """The hands made even, then ``extra`` more cards for the opponent (a fixture)."""
    while len(hand(game, 0)) < len(hand(game, 1)):
        put(game, 0, "GF-C56", "hand")
    while len(hand(game, 1)) < len(hand(game, 0)) + extra:
        put(game, 1, "GF-C56", "hand")


def _to_own_end(game: Controller) -> None:
    while game.state.values.get("moment"):
        legal(game, PassMoment(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]
    while game.state.values["step"] != "end":
        _next(game)


def test_the_opponents_last_turn_attacks_are_one_count_in_either_players_turn() -> None:
    """The Ghost Files count (``opponent_attacks_last_turn``) and the Dark Tournament
    condition (``opponent_attacked``) read the same record: in the player's turn the
    opponent's turn just before, in the opponent's own turn the one before that."""
    from tabletop.games.yyh.board import V_ACTIVE
    from tabletop.games.yyh.conditions_dt_b import opponent_attacked
    from tabletop.games.yyh.rules_gf import USED, USED_LAST, opponent_attacks_last_turn

    state = game_at("main").state
    state.values[f"{USED}1"], state.values[f"{USED_LAST}1"] = "spirit gun|shotgun", None
    state.values[V_ACTIVE] = 0  # player 0's turn: player 1's attacks not rolled over yet
    assert opponent_attacks_last_turn(state, 0) == 2 and opponent_attacked(state, 0)
    state.values[V_ACTIVE] = 1  # player 1's own turn: its attacks so far are this turn's
    assert opponent_attacks_last_turn(state, 0) == 0 and not opponent_attacked(state, 0)
    state.values[f"{USED_LAST}1"] = "rose whip"
    assert opponent_attacks_last_turn(state, 0) == 1 and opponent_attacked(state, 0)
