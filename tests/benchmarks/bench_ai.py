"""Computer-opponent figures (issue 18): over N seeded games per game kind, seats swapped every
other game, the win rates of Strong against Random (goal >= 95%), Greedy against Random
(>= 80%) and Strong against Greedy (>= 70%), and the 99th percentile of Strong's decision time
against its budget (goal <= budget + 10%).

A benchmark, not a timed test. ``TABLETOP_AI_GAMES`` (default 4: the short version
``run.py`` plays) and ``TABLETOP_AI_BUDGET_MS`` (default 100) set N and the budget; by hand::

    python tests/benchmarks/bench_ai.py --games 50 --budget-ms 200 [--game yyh] [--first-seed S] [--json]

The full 200 games at 1 s per decision take hours on one core.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Figure, at_least, ratio_at_most

from tabletop.ai import Level
from tabletop.ai.match import new_game
from tabletop.commands.selfplay import percentile, tally
from tabletop.play.selfplay import play_game

PAIRS = (
    (Level.STRONG, Level.RANDOM, 0.95),
    (Level.GREEDY, Level.RANDOM, 0.80),
    (Level.STRONG, Level.GREEDY, 0.70),
)
GAMES = ("dbgt", "yyh")
FIRST_SEED = 1000


def _env(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw else default


def match(
    game_id: str, first: Level, second: Level, games: int, budget_ms: int, seed: int = FIRST_SEED
) -> dict[str, object]:
    """``games`` games of ``first`` against ``second``, seats swapped every other game: the
    figures of ``tabletop selfplay --json`` plus Strong's decision times and the seconds."""
    start = time.perf_counter()
    results = []
    for index in range(games):
        seats = (first, second) if index % 2 == 0 else (second, first)
        game = new_game(game_id, seed + index)
        results.append(play_game(game, seats, budget_ms=budget_ms, seed=seed + index))
    figures = tally([first.value, second.value], results)
    strong: list[float] = []
    for index, result in enumerate(results):
        for seat in (0, 1):
            level = (first, second)[(seat + index) % 2]
            if level is Level.STRONG:
                strong += result.times_ms[seat]
    figures["strong_p99_ms"] = percentile(strong, 0.99)
    figures["strong_max_ms"] = max(strong, default=0.0)
    figures["seconds"] = time.perf_counter() - start
    return figures


def measure(
    games: int,
    budget_ms: int,
    kinds: tuple[str, ...] = GAMES,
    echo: bool = False,
    seed: int = FIRST_SEED,
) -> list[dict[str, object]]:
    """Every pair of :data:`PAIRS` on every game kind, game ``i`` from seed ``seed + i``."""
    rows = []
    for game_id in kinds:
        for first, second, goal in PAIRS:
            figures = match(game_id, first, second, games, budget_ms, seed)
            wins = figures["wins"]
            assert isinstance(wins, list)
            row = {
                "game": game_id,
                "pair": f"{first.value}-{second.value}",
                "goal": goal,
                "win_rate": wins[0] / games,
                "budget_ms": budget_ms,
                **figures,
            }
            rows.append(row)
            if echo:
                print(_line(row), flush=True)
    return rows


def _line(row: dict[str, object]) -> str:
    rate = float(row["win_rate"])  # type: ignore[arg-type]
    goal = float(row["goal"])  # type: ignore[arg-type]
    budget = int(row["budget_ms"])  # type: ignore[call-overload]
    p99 = float(row["strong_p99_ms"])  # type: ignore[arg-type]
    timing = f"strong p99 {p99:.0f} ms (<= {budget * 1.1:.0f}: {'met' if p99 <= budget * 1.1 else 'NOT met'})"
    return (
        f"{row['game']:<5} {row['pair']:<14} wins {row['wins']} of {row['games']} "
        f"(draws {row['draws']}, unfinished {row['unfinished']}): {rate:.0%} "
        f"(goal >= {goal:.0%}: {'met' if rate >= goal else 'NOT met'}); {timing}; "
        f"{float(row['seconds']):.0f} s"  # type: ignore[arg-type]
    )


def figures() -> list[Figure]:
    """The short version for ``run.py``: ``TABLETOP_AI_GAMES`` games per pair."""
    games = _env("TABLETOP_AI_GAMES", 4)
    budget = _env("TABLETOP_AI_BUDGET_MS", 100)
    out = []
    for row in measure(games, budget):
        kind = f"{row['game']}.{row['pair']}"
        out.append(
            Figure(
                f"ai.{kind}.win_rate",
                float(row["win_rate"]),  # type: ignore[arg-type]
                "share",
                (at_least(float(row["goal"])),),  # type: ignore[arg-type]
                label=f"computer {kind}: games won ({games} games, Strong {budget} ms)",
            )
        )
        if row["pair"].startswith("strong"):  # type: ignore[union-attr]
            out.append(
                Figure(
                    f"ai.{kind}.strong_p99",
                    float(row["strong_p99_ms"]),  # type: ignore[arg-type]
                    "ms",
                    (ratio_at_most(1.1),),
                    baseline=float(budget),
                    label=f"computer {kind}: Strong's decision time, 99th percentile "
                    "(baseline: its budget)",
                )
            )
    return out


def main(argv: list[str] | None = None) -> int:
    """Play the pairs and print one line each (``--json``: the rows as a JSON list)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=_env("TABLETOP_AI_GAMES", 20))
    parser.add_argument("--budget-ms", type=int, default=_env("TABLETOP_AI_BUDGET_MS", 100))
    parser.add_argument("--game", choices=GAMES, action="append", default=None)
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    kinds = tuple(args.game or GAMES)
    rows = measure(args.games, args.budget_ms, kinds, echo=not args.json, seed=args.first_seed)
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
