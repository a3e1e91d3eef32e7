"""No obvious blunders (issue 27): the share of puzzle positions of real games Strong solves at
its budget (``tests/ai/puzzles.py``: a move wins by force, or some moves lose by force), goal
>= 90 % per game. ``TABLETOP_PUZZLE_GAMES`` (default 4) seeded games mined per game and
``TABLETOP_PUZZLE_BUDGET_MS`` (default 1000, the default budget) for ``run.py``; by hand::

    python tests/benchmarks/bench_puzzles.py --games 20 --budget-ms 1000 [--game dbgt]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from common import Figure, at_least

from tabletop.ai import Level, decide
from tests.ai.puzzles import puzzles

GAMES = ("dbgt", "yyh")
GOAL = 0.9


def solved(game_id: str, games: int, budget_ms: int) -> tuple[int, int, list[str]]:
    """(solved, puzzles, where each missed one was) of ``games`` seeded games."""
    found = missed = 0
    where = []
    for puzzle in puzzles(game_id, games):
        found += 1
        if not puzzle.solved_by(
            decide(puzzle.knowledge, Level.STRONG, budget_ms=budget_ms, seed=1)
        ):
            missed += 1
            where.append(f"{puzzle.where} ({puzzle.kind})")
    return found - missed, found, where


def figures() -> list[Figure]:
    """The short version for ``run.py``."""
    games = int(os.environ.get("TABLETOP_PUZZLE_GAMES", "4"))
    budget = int(os.environ.get("TABLETOP_PUZZLE_BUDGET_MS", "1000"))
    out = []
    for game_id in GAMES:
        good, total, _ = solved(game_id, games, budget)
        out.append(
            Figure(
                f"ai.{game_id}.puzzles_solved",
                good / total if total else 0.0,
                "share",
                (at_least(GOAL),),
                label=f"computer {game_id}: puzzles Strong solves ({total} from {games} games, "
                f"{budget} ms)",
            )
        )
    return out


def main(argv: list[str] | None = None) -> int:
    """Mine the puzzles, let Strong answer, print the share solved and the misses."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--budget-ms", type=int, default=1000)
    parser.add_argument("--game", choices=GAMES, action="append", default=None)
    args = parser.parse_args(argv)
    for game_id in args.game or GAMES:
        good, total, where = solved(game_id, args.games, args.budget_ms)
        share = good / total if total else 0.0
        met = "met" if share >= GOAL else "NOT met"
        print(f"{game_id}: {good} of {total} puzzles solved ({share:.0%}; goal >= 90 %: {met})")
        for line in where:
            print(f"  missed: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
