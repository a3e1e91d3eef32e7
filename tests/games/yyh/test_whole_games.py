"""Scripted whole games between the demo teams, played through the engine in enforced mode:
a 3–0, a 3–2 and a deck-out. A fixed policy plays each turn: draw, attach the strongest
affordable Technique to the fighter, put a character into Match Slot 5, attack with the most
damaging attack if the script lets that seat attack in this match (the defender passes; the
attacker takes minimum damage when it dealt 0), end the turn."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import Controller, NextStep
from tabletop.games.yyh.actions import Attach, AttackWith, MinimumDamage, PassMoment, PlaceFifth
from tabletop.games.yyh.board import fighter, zone
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import card_census, new_game

Attacks = Callable[[int, int], bool]  # (seat, match) -> may attack


def ok(game: Controller, action: object) -> None:
    """Submit an action that must be legal."""
    from tabletop.engine import Action

    assert isinstance(action, Action)
    outcome = game.submit(action)
    assert outcome.applied and outcome.verdict.legal, (str(action), outcome.verdict)


def play_turn(game: Controller, attacks: Attacks) -> None:
    """One turn of the scripted policy for the active seat."""
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    state = game.state
    seat = rules.active_seat(state)
    match = state.values["match"]
    ok(game, NextStep(seat))  # draw step: draw 2, gain 2 Spirit
    if state.values.get("game_over"):
        return
    own = fighter(state, seat)
    techs = [
        uid
        for uid in state.zones[zone(seat, "hand")].cards
        if rules.cards.technique(state.cards[uid].card_id)
    ]
    techs.sort(key=lambda u: -rules.cards.spirit_cost(state.cards[u].card_id))
    for uid in techs:
        if own is not None and game.check(Attach(seat, uid, own)).legal:
            ok(game, Attach(seat, uid, own))
    for uid in list(state.zones[zone(seat, "hand")].cards):
        if game.check(PlaceFifth(seat, uid)).legal:
            ok(game, PlaceFifth(seat, uid))
    ok(game, NextStep(seat))  # to the Attack Step
    assert isinstance(match, int)
    if attacks(seat, match):
        hand = list(state.zones[zone(seat, "hand")].cards)
        best: AttackWith | None = None
        best_points = -1
        for option in rules.attacks(state, seat):
            if option.cost > len(hand):
                continue
            attack = AttackWith(seat, option.card, option.index, tuple(hand[: option.cost]))
            points = rules.preview_attack(state, seat, attack)["points"]
            if points == 0 and len(hand) >= option.cost + 2:
                points = 1  # minimum damage after the attack resolves
            if points > best_points and game.check(attack).legal:
                best, best_points = attack, points
        if best is not None:
            ok(game, best)
            assert rules.actor(state) == 1 - seat  # the defender's response moment
            ok(game, PassMoment(1 - seat))
            if state.values.get("moment") == "minimum":
                assert rules.actor(state) == seat
                ok(game, MinimumDamage(seat, tuple(state.zones[zone(seat, "hand")].cards[:2])))
            if state.values["match"] != match or state.values.get("game_over"):
                return  # the match ended: the loser's turn has begun
    ok(game, NextStep(seat))  # to the End Step
    ok(game, NextStep(seat))  # end of turn


def play_script(attacks: Attacks, seed: int = 3, **params: object) -> Controller:
    """A whole game under the policy."""
    game = new_game(seed, first=0, profile=params)
    cards = len(game.state.cards)
    for _ in range(400):
        if game.state.values.get("game_over"):
            break
        play_turn(game, attacks)
        assert set(card_census(game.state).values()) == {1}
        assert len(card_census(game.state)) == cards
    assert game.state.values.get("game_over")
    again = Controller.replay(game.ruleset, game.setup, game.log, game.mode)
    assert again.state == game.state
    return game


def test_a_three_nil_game() -> None:
    # Seed 10: with the cards' effects applied (rules generation 3) most seeds end in a deck-out
    # first, Hiei's attack discarding the top of the opponent's deck.
    game = play_script(lambda seat, match: seat == 0, seed=10)
    assert game.winner == 0
    assert game.state.values["win_reason"] == "matches"
    assert [game.state.counters[s]["match_wins"] for s in (0, 1)] == [3, 0]
    circle = game.state.zones["p0.winners_circle"].cards
    assert len(circle) == 3 and all(game.state.cards[u].face_up for u in circle)
    lost = game.state.zones["p1.winners_circle"].cards
    assert len(lost) == 3 and not any(game.state.cards[u].face_up for u in lost)
    assert game.state.values["match"] == 3  # the last match played
    assert not game.state.zones["p0.arena"].cards and not game.state.zones["p1.arena"].cards


def test_a_three_two_game() -> None:
    # Player 2 attacks in matches 1-2, Player 1 in 3-5 (uncapped damage keeps the decks alive).
    game = play_script(lambda seat, match: (seat == 1) == (match <= 2), seed=2, damage_cap=None)
    assert [game.state.counters[s]["match_wins"] for s in (0, 1)] == [3, 2]
    assert game.winner == 0
    assert game.state.values["win_reason"] == "matches"
    assert game.state.values["match"] == 5 and game.state.values["fifth_used0"]
    assert len(game.state.zones["p0.winners_circle"].cards) == 5


def test_a_deck_out_game() -> None:
    game = play_script(lambda seat, match: False)
    assert game.state.values["win_reason"] == "deck_out"
    # Player 1 went first and skipped a draw: Player 2 runs out first and loses.
    assert game.winner == 0
    assert game.state.values["deck_out"] == 1
    assert game.state.zones["p1.deck"].cards == []
