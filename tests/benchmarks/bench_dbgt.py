"""Dragon Ball GT figures: whole random games per second, actions per second, and the cost of
one action at turn 1 against turn 50 (it must not grow with the length of the game)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from common import Figure, best_of

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine import Controller, DeckSpec, GameSetup
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import Attack, DeclareCombat, DiscardCard, Pass
from tabletop.paths import resource_path


def _decks(repeat: int = 1) -> tuple[DeckSpec, DeckSpec]:
    db = default_database()
    out = []
    for name in ("goku", "vegeta"):
        parsed = read_deck(resource_path("decks", f"dbgt-{name}.deck"), db)
        assert parsed.deck is not None
        spec = to_deck_spec(parsed.deck)
        life = spec.sections["life deck"] * repeat
        out.append(DeckSpec(spec.name, {**spec.sections, "life deck": life}))
    return out[0], out[1]


RULES = DbgtRuleset()


def _choose(rng: random.Random, game: Controller) -> object:
    seat = RULES.actor(game.state)
    assert seat is not None
    actions = RULES.legal_actions(game.state, seat)
    declare = [a for a in actions if isinstance(a, DeclareCombat)]
    if declare and rng.random() < 0.8:
        return declare[0]
    attacks = [a for a in actions if isinstance(a, Attack)]
    if attacks and rng.random() < 0.6:
        return rng.choice(attacks)
    movers = [a for a in actions if isinstance(a, NextStep | Pass)]
    if movers and rng.random() < 0.3:
        return rng.choice(movers)
    return rng.choice(actions)


def _random_games(count: int) -> tuple[float, int]:
    decks = _decks()
    actions = 0
    start = time.perf_counter()
    for seed in range(count):
        game = Controller.new_game(RULES, GameSetup("dbgt", seed, decks=decks))
        rng = random.Random(seed)
        while game.winner is None:
            game.submit(_choose(rng, game))  # type: ignore[arg-type]
            actions += 1
    return time.perf_counter() - start, actions


def _quiet_turns(game: Controller, turns: int) -> None:
    """Play whole turns without Combat (next, discard down to the limit) up to ``turns``."""
    while (game.state.values.get("turn") or 0) < turns:
        seat = RULES.actor(game.state)
        assert seat is not None
        hand = game.state.zones[f"p{seat}.hand"].cards
        if game.state.values["step"] == "discard" and len(hand) > RULES.params.turn.hand_limit:
            game.submit(DiscardCard(seat, hand[0]))
        else:
            assert game.submit(NextStep(seat)).applied


def _action_cost(turns: int, repeat: int = 2000) -> float:
    """Seconds per submit of an undoable action (Non-Combat -> Power Up), then undone."""
    game = Controller.new_game(RULES, GameSetup("dbgt", 7, decks=_decks(repeat=4)))
    _quiet_turns(game, turns)
    seat = RULES.actor(game.state)
    assert seat is not None and game.state.values["step"] == "draw"
    game.submit(NextStep(seat))
    action = NextStep(seat)

    def run() -> None:
        for _ in range(repeat):
            game.submit(action)
            game.undo()

    return best_of(5, run) / repeat


def figures() -> Iterator[Figure]:
    """Every DBGT figure."""
    elapsed, actions = _random_games(100)
    yield Figure("dbgt.random_games_per_second", 100 / elapsed, "games/s", "informative")
    yield Figure("dbgt.actions_per_second", actions / elapsed, "actions/s", "informative")
    early = _action_cost(1)
    late = _action_cost(50)
    yield Figure(
        "dbgt.action_time.turn_50",
        late * 1e6,
        "µs/action",
        "ratio to turn 1 <= 1.5",
        baseline=early * 1e6,
    )
