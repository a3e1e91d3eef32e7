"""Helpers for YYH game tests and the benchmark: the demo decks, new games, random play."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from pathlib import Path

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine import Action, Controller, DeckSpec, GameSetup, GameState, Mode, NextStep
from tabletop.games.yyh.actions import (
    ChangeSpirit,
    DealDamage,
    Heal,
    Modify,
    SwitchFighter,
)
from tabletop.games.yyh.board import SLOTS, characters_in_play, fighter
from tabletop.games.yyh.legal import menu_candidates
from tabletop.games.yyh.ruleset import YyhRuleset

ROOT = Path(__file__).resolve().parents[3]
DECKS = ROOT / "assets" / "decks"


@cache
def demo_decks() -> tuple[DeckSpec, DeckSpec]:
    """Team Urameshi (seat 0) and Team Toguro (seat 1)."""
    db = default_database()
    specs = []
    for name in ("yyh-team-urameshi.deck", "yyh-team-toguro.deck"):
        result = read_deck(DECKS / name, db)
        assert result.deck is not None
        specs.append(to_deck_spec(result.deck))
    return specs[0], specs[1]


@cache
def ruleset(profile: tuple[tuple[str, object], ...] = (), first: int | None = None) -> YyhRuleset:
    """A (cached) ruleset for profile overrides given as sorted pairs."""
    return YyhRuleset(dict(profile) or None, first_player=first)


def new_game(
    seed: int = 1,
    mode: Mode = Mode.ENFORCED,
    decks: tuple[DeckSpec, DeckSpec] | None = None,
    first: int | None = None,
    profile: dict[str, object] | None = None,
    **params: object,
) -> Controller:
    """A started game between the demo decks (or ``decks``); ``first``: the first player
    (None: from the seed); ``profile`` and ``params``: profile overrides."""
    overrides = {**(profile or {}), **params}
    rules = ruleset(tuple(sorted(overrides.items())), first)
    setup = GameSetup("yyh", seed, ("Yusuke", "Toguro"), decks or demo_decks(), rules.profile)
    return Controller.new_game(rules, setup, mode)


def _seat(game: Controller) -> tuple[YyhRuleset, int]:
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    actor = rules.actor(game.state)
    return rules, actor if actor is not None else rules.active_seat(game.state)


def card_effect(game: Controller, rng: random.Random, seat: int | None = None) -> Action:
    """A random card-effect adjustment by ``seat`` (None: the seat that acts now): damage,
    healing, Spirit, a switch, a modifier (what a card's text makes a player do by hand)."""
    if seat is None:
        _, seat = _seat(game)
    state = game.state
    chars = characters_in_play(state, 0) + characters_in_play(state, 1)
    uid = rng.choice(chars)
    target = fighter(state, 1 - seat) or uid
    # Every variant's numbers are drawn, then one variant is made (the draws as ever, so a
    # seed plays the same game).
    hurt, harm, player, amount = (
        rng.randint(1, 2),
        rng.randint(1, 3),
        rng.randint(0, 1),
        rng.randint(-3, 3),
    )
    slot, stat, scope, other_stat = (
        rng.choice(SLOTS),
        rng.choice(_STATS),
        rng.choice(("attack", "match")),
        rng.choice(_STATS),
    )
    match rng.randrange(8):  # as rng.choice of the eight
        case 0:
            return DealDamage(seat, uid, hurt)
        case 1:
            return DealDamage(seat, target, harm)
        case 2:
            return Heal(seat, uid, 1)
        case 3:
            return ChangeSpirit(seat, player, amount)
        case 4:
            return SwitchFighter(seat, seat, slot)
        case 5:
            return Modify(seat, uid, stat, 1000, "turn")
        case 6:
            return Modify(seat, uid, "atk", 2000, scope)
        case _:
            return Modify(seat, target, other_stat, -1000, "attack")


_STATS = ("atk", "def")


def candidates(game: Controller, rng: random.Random) -> list[Action]:
    """Actions for the player who acts now, legal or not: every rule action the ruleset
    lists (:func:`tabletop.games.yyh.legal.menu_candidates`) and now and then a card effect."""
    rules, seat = _seat(game)
    out = menu_candidates(rules, game.state, seat)
    if rng.random() < 0.12:
        out.append(card_effect(game, rng))
    return out


def random_legal_action(game: Controller, rng: random.Random) -> Action:
    """A random legal action: one of the ruleset's legal actions (``next``, or ``pass`` in an
    attack's moment, is always among them while the game runs), or now and then a card
    effect; ``next`` is passed over four times in five when there is something else to do."""
    rules, seat = _seat(game)
    options = rules.legal_actions(game.state, seat)
    if rng.random() < 0.12:
        effect = card_effect(game, rng, seat)
        if game.check(effect).legal:
            options.append(effect)
    if len(options) > 1 and rng.random() < 0.8:
        options = [a for a in options if not isinstance(a, NextStep)] or options
    return rng.choice(options)


def card_census(state: GameState) -> Counter[int]:
    """How many zones list each card (every card exactly once when nothing is lost)."""
    return Counter(uid for z in state.zones.values() for uid in z.cards)


def play_random(game: Controller, rng: random.Random, limit: int = 2000) -> int:
    """Play random legal actions until the game ends; returns the number of actions."""
    count = 0
    while game.winner is None and not game.state.values.get("game_over") and count < limit:
        outcome = game.submit(random_legal_action(game, rng))
        assert outcome.applied, outcome.verdict
        count += 1
    return count
