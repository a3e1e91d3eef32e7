"""Dark Tournament cards that remember attacks (rules generation 4): Backstab (DT-C107: its
minimum damage free when the opponent attacked in their last turn) and One, Two Setup (DT-C115:
Quick Blow stronger in the player's next turn), besides Genkai, Young Fighter in
test_dt_sideline_more.py; and Botan, the Lovely (DT-L1: every character's DEF raised for the game
with Kayko, the Cute in play; a bet on the top card from the Sideline at the end of the turn)."""

from __future__ import annotations

from tabletop.engine import Controller, NextStep
from tabletop.games.yyh.actions import Attach, AttackWith, PassMoment
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.rules_gf import minimum_cost

from .rules_helpers import game_at, hand, legal, set_spirit


def _put(game: Controller, seat: int, card_id: str, where: str) -> int:
    """A copy of ``card_id`` for ``seat`` put on top of zone ``where`` (a test fixture)."""
    game.state.derived.clear()
    return game.state.add_card(card_id, seat, zone(seat, where), face_up=True)


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
    backstab = _put(game, 0, "DT-C107", "hand")
    legal(game, Attach(0, backstab, fighter(game.state, 0) or 0))
    _next(game)  # the Attack Step
    legal(game, AttackWith(0, backstab, 0, tuple(hand(game, 0)[:2])))
    return minimum_cost(game.state, 0, game.ruleset.params.min_damage_discard)  # type: ignore[attr-defined]


def test_backstab_deals_minimum_damage_for_free_after_an_attack_of_the_opponent() -> None:
    assert _backstab_minimum(opponent_attacks=True) == 0
    assert _backstab_minimum(opponent_attacks=False) > 0


def test_one_two_setup_makes_quick_blow_stronger_in_the_next_turn() -> None:
    game = game_at("main")
    set_spirit(game, 0, 9)
    own = fighter(game.state, 0) or 0
    setup = _put(game, 0, "DT-C115", "hand")
    legal(game, Attach(0, setup, own))
    _next(game)
    legal(game, AttackWith(0, setup, 0, tuple(hand(game, 0)[:1])))
    while game.state.values.get("moment"):
        legal(game, PassMoment(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]
    while game.state.values["active"] != 0 or game.state.values["step"] != "main":
        _next(game)
    own = fighter(game.state, 0) or 0
    set_spirit(game, 0, 9)
    blow = _put(game, 0, "DT-C117", "hand")  # Quick Blow
    legal(game, Attach(0, blow, own))
    _next(game)
    legal(game, AttackWith(0, blow, 0, tuple(hand(game, 0)[:2])))
    assert game.state.cards[own].counters.get("atk.attack") == 4000
    while game.state.values.get("moment"):
        legal(game, PassMoment(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]
    while game.state.values["step"] != "end":
        _next(game)
    _next(game)  # the turn ends: the promise is gone
    assert not any(k.startswith("next_turn.") for k in game.state.values)


def test_botan_the_lovely_raises_every_defense_with_kayko_the_cute_in_play() -> None:
    from tabletop.games.yyh.battle import defense_value
    from tabletop.games.yyh.board import characters_in_play

    for kayko in (True, False):
        game = game_at("attack")
        botan = _put(game, 0, "DT-L1", "arena")
        if kayko:
            _put(game, 0, "DT-L3", "slot2")  # Kayko, the Cute
        cards = game.ruleset.cards  # type: ignore[attr-defined]
        before = {u: defense_value(game.state, cards, u) for u in characters_in_play(game.state, 0)}
        legal(game, AttackWith(0, botan, 0, tuple(hand(game, 0)[:2])))
        after = {u: defense_value(game.state, cards, u) for u in before}
        assert after == {u: v + (500 if kayko else 0) for u, v in before.items()}


def test_botan_on_the_sideline_bets_the_top_card_at_the_end_of_the_turn() -> None:
    from tabletop.games.yyh.actions import UseAbility

    for top, yusuke, drawn in (("GF-ST128", False, 1), ("GF-ST128", True, 2), ("GF-C56", True, 0)):
        game = game_at("main")
        botan = _put(game, 0, "DT-L1", "slot2")
        if yusuke:
            _put(game, 0, "DT-L7", "slot3")  # Yusuke, Recourceful Apprentice
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
        _put(game, 0, "GF-C56", "hand")
    while len(hand(game, 1)) < len(hand(game, 0)) + extra:
        _put(game, 1, "GF-C56", "hand")


def _to_own_end(game: Controller) -> None:
    while game.state.values.get("moment"):
        legal(game, PassMoment(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]
    while game.state.values["step"] != "end":
        _next(game)


def test_genbu_draws_at_the_end_of_the_turn_when_the_opponent_holds_more() -> None:
    from tabletop.games.yyh.board import fighter as fighter_of

    for extra, drawn in ((3, 1), (0, 0)):
        game = game_at("attack")
        genbu = _put(game, 0, "DT-R24", "arena")
        legal(game, AttackWith(0, genbu, 0, tuple(hand(game, 0)[:2])))
        _even(game, extra)
        _to_own_end(game)
        mine = len(hand(game, 0))
        _next(game)  # the turn ends
        assert len(hand(game, 0)) == mine + drawn
        assert fighter_of(game.state, 0) == genbu


def test_genbu_takes_back_the_bottom_of_its_pile_after_a_tail_whip() -> None:
    for whipped in (True, False):
        game = game_at("attack")
        genbu = _put(game, 0, "DT-R24", "arena")
        if whipped:
            legal(game, AttackWith(0, genbu, 0, tuple(hand(game, 0)[:2])))
        _to_own_end(game)
        while game.state.values["active"] != 0 or game.state.values["step"] != "attack":
            _next(game)
        while len(hand(game, 0)) < 3:
            _put(game, 0, "GF-C56", "hand")
        for _ in range(2):  # at least two cards in the pile
            _put(game, 0, "GF-C56", "discard")
        bottom = list(game.state.zones[zone(0, "discard")].cards[:2])
        legal(game, AttackWith(0, genbu, 1, tuple(hand(game, 0)[:3])))
        moved = [game.state.cards[u].zone == zone(0, "hand") for u in bottom]
        assert moved == [whipped] * len(bottom) and len(bottom) == 2


def test_elder_toguro_draws_up_to_the_opponent_after_mind_games_this_match() -> None:
    game = game_at("attack")
    elder = _put(game, 0, "DT-C48", "arena")
    legal(game, AttackWith(0, elder, 1, tuple(hand(game, 0)[:2])))  # Mind Games
    _to_own_end(game)
    _next(game)
    while game.state.values["active"] != 0 or game.state.values["step"] != "attack":
        _next(game)
    legal(game, AttackWith(0, elder, 0, tuple(hand(game, 0)[:1])))  # Frighten
    _even(game, 3)
    _to_own_end(game)
    _next(game)  # the turn ends: as many cards as the opponent
    assert len(hand(game, 0)) == len(hand(game, 1))


def test_elder_toguro_draws_nothing_without_mind_games_this_match() -> None:
    game = game_at("attack")
    elder = _put(game, 0, "DT-C48", "arena")
    legal(game, AttackWith(0, elder, 0, tuple(hand(game, 0)[:1])))  # Frighten alone
    _even(game, 3)
    _to_own_end(game)
    mine = len(hand(game, 0))
    _next(game)
    assert len(hand(game, 0)) == mine
