"""The YYH legal-action list, built without asking a verdict, equals the verdict's answer on
every menu candidate (:func:`tabletop.games.yyh.legal.legal_by_verdict`) under each profile
setting and rules generation the list reads: Techniques on the Sideline or not, one of each
character or not, several characters a turn, no minimum-damage discard, uncapped damage, a game
started under rules generation 1, and decks holding copies of the team's characters. Positions come from enforced games played by the lists
and from manual games pushed into odd corners (an attack forced in the Main Step, moves by the
wrong seat, any card moved anywhere by a card effect) by random candidates, legal or not, from
either seat.
(tests/games/test_legal_actions.py holds the same for the default profile of both games.)"""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.engine import Action, Controller, DeckSpec, Mode, NextStep
from tabletop.games.yyh import legal
from tabletop.games.yyh.actions import (
    AttackWith,
    EffectMove,
    MinimumDamage,
    PassMoment,
    PlaceFifth,
    StartGame,
)
from tabletop.games.yyh.board import fighter
from tabletop.games.yyh.ruleset import YyhRuleset

from .play import card_effect, demo_decks, new_game
from .rules_helpers import arrange, game_at, hand, with_pick
from .rules_helpers import legal as legal_move

POSITIONS = 400  # per setting and mode
SETTINGS: dict[str, dict[str, object]] = {
    "techniques_on_sideline": {"techniques_on_sideline": True},
    "repeated_characters": {"unique_characters": False},
    "two_characters_a_turn": {"characters_per_turn": 2, "unique_characters": False},
    "free_minimum_damage": {"min_damage_discard": 0},
    "uncapped_damage": {"damage_cap": None, "spirit_gain": 4},
    "generation_1": {},
    "copies_of_the_team": {},
    "copies_of_the_team_repeated": {"unique_characters": False},
}


def _crowded(deck: DeckSpec) -> DeckSpec:
    """``deck`` with two more copies of each team character shuffled into its deck: the hand
    often holds a character already in play."""
    team = deck.sections["team"]
    sections = dict(deck.sections)
    sections["deck"] = (*team, *team, *sections["deck"])
    return DeckSpec(deck.name, sections)


def _game(setting: str, seed: int, mode: Mode) -> Controller:
    """A started game under ``setting`` (generation 1: the opening replayed, then the old
    ``yyh.start`` naming no rules generation)."""
    decks = None
    if setting.startswith("copies_of_the_team"):
        decks = (_crowded(demo_decks()[0]), _crowded(demo_decks()[1]))
    game = new_game(seed, mode, decks, profile=SETTINGS[setting])
    if setting != "generation_1":
        return game
    old = Controller(game.ruleset, game.setup, mode)
    for entry in game.log[:2]:  # the two shuffles
        old.replay_entry(entry)
    assert old.submit(StartGame(0, seed % 2)).applied
    return old


def _positions(game: Controller, rng: random.Random, steps: int) -> int:
    """Play up to ``steps`` random actions, checking both seats' lists before each; returns
    the number of positions checked."""
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    checked = 0
    for _ in range(steps):
        seat = rules.actor(game.state)
        if seat is None:
            break
        for anyone in (0, 1):
            expected = legal.legal_by_verdict(rules, game.state, anyone)
            assert legal.legal_actions(rules, game.state, anyone) == expected, (
                anyone,
                game.state.values,
            )
        checked += 1
        chance = rng.random()
        action: Action
        if game.mode is Mode.MANUAL and chance < 0.15:  # any card anywhere
            state = game.state
            action = EffectMove(seat, rng.choice(list(state.cards)), rng.choice(list(state.zones)))
        elif game.mode is Mode.MANUAL and chance < 0.55:
            anyone = rng.randint(0, 1)
            action = rng.choice(legal.menu_candidates(rules, game.state, anyone))
            if rng.random() < 0.2:
                action = dataclasses.replace(action, seat=1 - action.seat)
        elif chance > 0.9:
            action = card_effect(game, rng)
        else:
            options = rules.legal_actions(game.state, seat)
            assert options, game.state.values
            action = rng.choice(options)
        game.submit(action)
    return checked


@pytest.mark.parametrize("mode", [Mode.ENFORCED, Mode.MANUAL])
@pytest.mark.parametrize("setting", sorted(SETTINGS))
def test_the_legal_list_equals_the_verdicts(setting: str, mode: Mode) -> None:
    checked, seed = 0, 0
    while checked < POSITIONS:
        game = _game(setting, seed, mode)
        checked += _positions(game, random.Random(seed), 150)
        seed += 1


def _lists(game: Controller) -> list[Action]:
    """Both seats' lists, checked against the verdicts; the actor's."""
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    for seat in (0, 1):
        expected = legal.legal_by_verdict(rules, game.state, seat)
        assert legal.legal_actions(rules, game.state, seat) == expected, seat
    actor = rules.actor(game.state)
    assert actor is not None
    return legal.legal_actions(rules, game.state, actor)


def test_minimum_damage_needs_its_discards_in_hand() -> None:
    game = game_at("attack")  # Kurama 3000 against Karasu 4000: 0 points
    own = fighter(game.state, 0)
    assert own is not None
    legal_move(game, with_pick(game, AttackWith(0, own, 0, tuple(hand(game, 0)[:2]))))
    legal_move(game, PassMoment(1))
    assert MinimumDamage(0, tuple(hand(game, 0)[:2])) in _lists(game)
    for uid in hand(game, 0)[1:]:  # a card effect discards all but one
        legal_move(game, EffectMove(0, uid, "p0.discard"))
    assert _lists(game) == [PassMoment(0)]


def test_the_lists_after_a_character_placed_out_of_turn() -> None:
    """The other player puts a character into play during this turn (manual mode): the count
    of characters placed this turn that ``characters_per_turn`` limits has moved; the lists
    follow the verdicts."""
    game = new_game(1, Mode.MANUAL, first=0)
    while game.state.values["step"] != "main":
        assert game.submit(NextStep(0)).applied
    genkai = arrange(game, 0, "DT-TR7", "p0.hand")
    assert PlaceFifth(0, genkai) in _lists(game)
    sakyo = arrange(game, 1, "DT-C63", "p1.hand")
    outcome = game.submit(PlaceFifth(1, sakyo))
    assert outcome.applied and not outcome.verdict.legal
    _lists(game)
