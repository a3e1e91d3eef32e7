"""Dragon Ball GT figures: whole random games per second (issue 17: each decision chosen
uniformly among ``ruleset.legal_actions``, the median of several rounds against the goal of 200
on one core), actions per second, the time of one submit of a plain move (goal: 25 µs median),
and the cost of one action at turn 1 against turn 50 (it must not grow with the game)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator

from common import Figure, at_least, at_most, best_of, games_per_second, ratio_at_most

from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck, to_deck_spec
from tabletop.engine import Controller, DeckSpec, GameSetup
from tabletop.engine.table_actions import NextStep
from tabletop.games.dbgt import DbgtRuleset
from tabletop.games.dbgt.actions import DiscardCard
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
DECKS = _decks()

# Issue 17's goals, apart from the measuring below (figures() states them).
GAMES_PER_SECOND_GOAL = 200.0  # whole uniform random games a second, median, at least
SUBMIT_GOAL_US = 25.0  # one submit of a plain move, median, at most


def _new_game(seed: int) -> Controller:
    return Controller.new_game(RULES, GameSetup("dbgt", seed, decks=DECKS))


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


def _undoable_move(turns: int) -> tuple[Controller, NextStep]:
    """A game at ``turns`` turns in its Non-Combat step: Next (to Power Up) is undoable."""
    game = Controller.new_game(RULES, GameSetup("dbgt", 7, decks=_decks(repeat=4)))
    _quiet_turns(game, turns)
    seat = RULES.actor(game.state)
    assert seat is not None and game.state.values["step"] == "draw"
    game.submit(NextStep(seat))
    return game, NextStep(seat)


def _action_cost(turns: int, repeat: int = 2000) -> float:
    """Seconds per submit of an undoable action (Non-Combat -> Power Up), then undone."""
    game, action = _undoable_move(turns)

    def run() -> None:
        for _ in range(repeat):
            game.submit(action)
            game.undo()

    return best_of(5, run) / repeat


def submit_time(rounds: int = 7, repeat: int = 2000) -> tuple[float, float]:
    """Seconds per submit of a plain move, the undo between submits not counted: (min,
    median) over ``rounds`` rounds."""
    game, action = _undoable_move(1)
    times = []
    for _ in range(rounds):
        spent = 0.0
        for _ in range(repeat):
            start = time.perf_counter()
            game.submit(action)
            spent += time.perf_counter() - start
            game.undo()
        times.append(spent / repeat)
    return min(times), statistics.median(times)


def figures() -> Iterator[Figure]:
    """Every DBGT figure."""
    low, median, per_game = games_per_second(_new_game)
    yield Figure(
        "dbgt.random_games_per_second",
        median,
        "games/s",
        (at_least(GAMES_PER_SECOND_GOAL),),
        label="Dragon Ball GT: whole random games per second, one core",
        note=f"median; min {low:.1f}, {per_game:.0f} actions a game",
    )
    yield Figure(
        "dbgt.random_actions_per_second",
        median * per_game,
        "actions/s",
        label="Dragon Ball GT: actions per second in those games (with legal-action listing)",
    )
    fastest, typical = submit_time()
    yield Figure(
        "dbgt.submit_time.plain_move",
        typical * 1e6,
        "µs/action",
        (at_most(SUBMIT_GOAL_US),),
        label="Dragon Ball GT: one submit of a plain move",
        note=f"median; min {fastest * 1e6:.1f}",
    )
    early = _action_cost(1)
    late = _action_cost(50)
    yield Figure(
        "dbgt.action_time.turn_50",
        late * 1e6,
        "µs/action",
        (ratio_at_most(1.5),),
        baseline=early * 1e6,
        label="Dragon Ball GT: one action at turn 50 (baseline: at turn 1)",
    )
