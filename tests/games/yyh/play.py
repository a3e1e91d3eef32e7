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
    Attach,
    AttackWith,
    ChangeSpirit,
    DealDamage,
    Heal,
    MinimumDamage,
    Modify,
    PassMoment,
    PlaceFifth,
    PlayEvent,
    SwitchFighter,
)
from tabletop.games.yyh.board import SLOTS, fighter, slot_zone, zone
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


def candidates(game: Controller, rng: random.Random) -> list[Action]:
    """Plausible actions for the player who acts now (legal or not)."""
    state = game.state
    rules = game.ruleset
    assert isinstance(rules, YyhRuleset)
    actor = rules.actor(state)
    seat = actor if actor is not None else rules.active_seat(state)
    hand = list(state.zones[zone(seat, "hand")].cards)
    step = state.values.get("step")
    out: list[Action] = [NextStep(seat)]
    if state.values.get("moment") == "response":  # the defender: pass, or an effect first
        out += [PassMoment(seat)] * 3
        target = fighter(state, 1 - seat)
        if target is not None and rng.random() < 0.3:
            out.append(Modify(seat, target, rng.choice(("atk", "def")), -1000, "attack"))
        return out
    if state.values.get("moment") == "minimum":
        out += [MinimumDamage(seat, tuple(hand[:2]))] * 2
        return out
    if step == "main":
        targets = [fighter(state, seat)] + [
            state.zones[slot_zone(seat, s)].cards[-1]
            for s in SLOTS
            if state.zones[slot_zone(seat, s)].cards
        ]
        for uid in hand:
            card_id = state.cards[uid].card_id
            if rules.cards.attachable(card_id):
                target = targets[0] if rng.random() < 0.6 else rng.choice(targets)
                if target is not None:
                    out.append(Attach(seat, uid, target))
            elif rules.cards.event(card_id):
                out.append(PlayEvent(seat, uid, rng.choice(("now", "turn", "match", "draw"))))
            elif rules.cards.character(card_id):
                out.append(PlaceFifth(seat, uid))
    if step == "attack":
        for option in rules.attacks(state, seat):
            picked = rng.sample(hand, min(option.cost, len(hand)))
            attack = AttackWith(seat, option.card, option.index, tuple(picked))
            out += [attack] * 4
    if rng.random() < 0.12:
        chars = [u for s in (0, 1) for u in _in_play(state, s)]
        uid = rng.choice(chars)
        target = fighter(state, 1 - seat) or uid
        out.append(
            rng.choice(
                (
                    DealDamage(seat, uid, rng.randint(1, 2)),
                    DealDamage(seat, target, rng.randint(1, 3)),
                    Heal(seat, uid, 1),
                    ChangeSpirit(seat, rng.randint(0, 1), rng.randint(-3, 3)),
                    SwitchFighter(seat, seat, rng.choice(SLOTS)),
                    Modify(seat, uid, rng.choice(("atk", "def")), 1000, "turn"),
                    Modify(seat, uid, "atk", 2000, rng.choice(("attack", "match"))),
                )
            )
        )
    return out


def _in_play(state: GameState, seat: int) -> list[int]:
    out = list(state.zones[zone(seat, "arena")].cards)
    for s in SLOTS:
        out += state.zones[slot_zone(seat, s)].cards
    return out


def random_legal_action(game: Controller, rng: random.Random) -> Action:
    """A random legal action (``next`` is always among them while the game runs)."""
    options = [a for a in candidates(game, rng) if game.check(a).legal]
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
