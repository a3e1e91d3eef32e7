"""Two or more ``computer.toml`` files compared fairly (issue 27): Strong against the scripted
level on the reference decks, each seed played once with each file in turn by one process
(seats alternate from seed to seed), so a machine shared with other work slows every file
alike. Prints each seed's results (W, L or D per file) and each file's wins and Strong's
decision time (99th percentile, mean). A tool for tuning, not a test, and no ``bench_*``
module (``run.py`` does not play it)::

    python tests/benchmarks/tune_ai.py --game dbgt --first-seed 101 --games 80 \\
        --budget-ms 50 old.toml new.toml

``-`` names the game's bundled file.
"""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path

from tabletop.ai import Level
from tabletop.ai.match import new_game, reference_decks
from tabletop.commands.selfplay import percentile
from tabletop.play.selfplay import play_game


def main(argv: list[str] | None = None) -> int:
    """Play the seeds with each file and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("dbgt", "yyh"), default="dbgt")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--budget-ms", type=int, default=50)
    parser.add_argument("files", nargs="+", help="computer.toml files (-: the bundled one)")
    args = parser.parse_args(argv)
    evaluation = importlib.import_module(f"tabletop.games.{args.game}.evaluation")
    bundled = evaluation.CONFIG
    pair = reference_decks(args.game)
    wins = dict.fromkeys(args.files, 0)
    times: dict[str, list[float]] = {name: [] for name in args.files}
    for index in range(args.games):
        seed = args.first_seed + index
        strong = index % 2
        levels = (Level.SCRIPTED, Level.STRONG) if strong else (Level.STRONG, Level.SCRIPTED)
        line = [str(seed)]
        for name in args.files:
            evaluation.CONFIG = bundled if name == "-" else Path(name)
            evaluation.computer_play.cache_clear()
            result = play_game(
                new_game(args.game, seed, pair), levels, budget_ms=args.budget_ms, seed=seed
            )
            wins[name] += result.winner == strong
            times[name] += result.times_ms[strong]
            line.append("D" if result.winner is None else "W" if result.winner == strong else "L")
        print(" ".join(line), flush=True)
    for name in args.files:
        spent = times[name]
        print(
            f"{name}: Strong won {wins[name]} of {args.games}; decision time p99 "
            f"{percentile(spent, 0.99):.1f} ms, mean {sum(spent) / max(len(spent), 1):.1f} ms"
        )
    evaluation.CONFIG = bundled
    evaluation.computer_play.cache_clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
