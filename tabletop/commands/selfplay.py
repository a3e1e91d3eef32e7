"""``tabletop selfplay --game dbgt|yyh --players A,B --games N --seed S [--budget-ms MS]
[--decks demo|reference] [--json]``:
computer against computer, for tuning and for checking strength.

Plays ``N`` enforced games between the game's demo decks (``--decks reference``: its balanced
reference pair, :func:`tabletop.ai.match.reference_decks`), game ``i`` from seed ``S + i``; the
players (levels ``random``, ``greedy``, ``strong``) swap seats from one game to the next. Prints
each player's wins, the draws and unfinished games (past the action limit), and the mean and
maximum time of a decision; ``--json`` prints one object instead: ``wins`` (one count per
player, in the order given), ``games``, ``draws``, ``unfinished``, ``mean_decision_ms``,
``max_decision_ms`` and ``players`` (each player's level, wins and decision times). Bad
arguments: a message on stderr and exit status 2. No Qt here.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.i18n.noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tabletop.ai.match import GameResult

OK, BAD_ARGS = 0, 2
CONTEXT = "SelfplayCommand"
LEVELS = ("random", "greedy", "strong", "scripted")


def register(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add the ``selfplay`` subparser (handler :func:`run`) to ``subparsers``; returns it."""
    parser = subparsers.add_parser(
        "selfplay",
        help="play the computer against itself and print each player's wins",
        description=(
            "Play N games of computer against computer between the game's demo decks, the "
            "players swapping seats from one game to the next; print each player's wins, the "
            "draws and unfinished games, and the decision times."
        ),
    )
    parser.add_argument("--game", choices=("dbgt", "yyh"), required=True, help="the game")
    parser.add_argument(
        "--players",
        metavar="A,B",
        required=True,
        help="the two players' levels, each random, greedy, strong or scripted (say strong,scripted)",
    )
    parser.add_argument("--games", metavar="N", type=int, default=10, help="games (default 10)")
    parser.add_argument("--seed", metavar="S", type=int, default=0, help="first seed (default 0)")
    parser.add_argument(
        "--budget-ms",
        metavar="MS",
        type=int,
        default=1000,
        help="thinking time of a strong player per decision, in ms (default 1000)",
    )
    parser.add_argument(
        "--decks",
        choices=("demo", "reference"),
        default="demo",
        help="the game's demo decks (default) or its balanced reference pair (the computer's "
        "measure: the demo decks are not even)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help="message language")
    parser.set_defaults(run=run)
    return parser


def _problem(args: argparse.Namespace) -> tuple[str, dict[str, Any]] | None:
    """What is wrong with the arguments (a message and its parameters), or None."""
    levels = [part.strip() for part in str(args.players).split(",")]
    if len(levels) != 2 or any(level not in LEVELS for level in levels):
        text = QT_TRANSLATE_NOOP(
            "SelfplayCommand",
            "--players takes two levels separated by a comma, each random, greedy, strong or "
            "scripted (not {players}).",
        )
        return text, {"players": args.players}
    if not 1 <= args.games <= 100_000:
        text = QT_TRANSLATE_NOOP(
            "SelfplayCommand", "--games must be from 1 to 100000 (not {value})."
        )
        return text, {"value": args.games}
    if not 1 <= args.budget_ms <= 600_000:
        text = QT_TRANSLATE_NOOP(
            "SelfplayCommand", "--budget-ms must be from 1 to 600000 (not {value})."
        )
        return text, {"value": args.budget_ms}
    if not 0 <= args.seed <= 2**62:
        text = QT_TRANSLATE_NOOP("SelfplayCommand", "--seed must be from 0 to 2^62 (not {value}).")
        return text, {"value": args.seed}
    return None


def percentile(values: list[float], share: float) -> float:
    """The ``share`` (0..1) percentile of ``values`` (nearest rank; 0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def tally(levels: list[str], results: list[GameResult]) -> dict[str, Any]:
    """The figures of ``results`` (game ``i`` with player ``(s + i) % 2`` at seat ``s``): the
    object ``--json`` prints."""
    wins = [0, 0]
    times: list[list[float]] = [[], []]
    draws = unfinished = 0
    for index, result in enumerate(results):
        for seat in (0, 1):
            times[(seat + index) % 2] += result.times_ms[seat]
        if result.winner is not None:
            wins[(result.winner + index) % 2] += 1
        elif result.over:
            draws += 1
        else:
            unfinished += 1
    every = times[0] + times[1]
    return {
        "wins": wins,
        "games": len(results),
        "draws": draws,
        "unfinished": unfinished,
        "mean_decision_ms": round(sum(every) / len(every), 3) if every else 0.0,
        "max_decision_ms": round(max(every), 3) if every else 0.0,
        "players": [
            {
                "level": levels[p],
                "wins": wins[p],
                "decisions": len(times[p]),
                "mean_decision_ms": round(sum(times[p]) / len(times[p]), 3) if times[p] else 0.0,
                "p99_decision_ms": round(percentile(times[p], 0.99), 3),
                "max_decision_ms": round(max(times[p]), 3) if times[p] else 0.0,
            }
            for p in (0, 1)
        ],
    }


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Play the games of ``args``; print the figures; the exit status."""
    from tabletop.i18n.plain import command_translate

    out = out or sys.stdout
    err = err or sys.stderr
    translate = command_translate(args.lang)

    def tr(text: str) -> str:
        return translate(CONTEXT, text)

    problem = _problem(args)
    if problem is not None:
        print(f"tabletop selfplay: {tr(problem[0]).format(**problem[1])}", file=err)
        return BAD_ARGS

    from tabletop.ai import Level
    from tabletop.ai.match import demo_decks, new_game, reference_decks
    from tabletop.play.selfplay import play_game

    levels = [part.strip() for part in str(args.players).split(",")]
    players = [Level(level) for level in levels]
    pick = reference_decks if args.decks == "reference" else demo_decks
    decks = pick(args.game)
    results = []
    for index in range(args.games):
        seated = (players[index % 2], players[(index + 1) % 2])
        game = new_game(args.game, args.seed + index, decks)
        results.append(play_game(game, seated, budget_ms=args.budget_ms, seed=args.seed + index))
    figures = tally(levels, results)
    if args.json:
        head = {"game": args.game, "decks": args.decks, "budget_ms": args.budget_ms}
        print(json.dumps({**head, **figures}), file=out)
        return OK
    for number, player in enumerate(figures["players"], start=1):
        label = tr(QT_TRANSLATE_NOOP("SelfplayCommand", "Player {number} ({level})")).format(
            number=number, level=player["level"]
        )
        wins = tr(QT_TRANSLATE_NOOP("SelfplayCommand", "{player}: won {wins} of {games} games"))
        print(wins.format(player=label, wins=player["wins"], games=figures["games"]), file=out)
        timing = QT_TRANSLATE_NOOP(
            "SelfplayCommand",
            "{player}: {decisions} decisions, mean {mean} ms, at most {max} ms",
        )
        print(
            tr(timing).format(
                player=label,
                decisions=player["decisions"],
                mean=f"{player['mean_decision_ms']:.1f}",
                max=f"{player['max_decision_ms']:.1f}",
            ),
            file=out,
        )
    rest = QT_TRANSLATE_NOOP("SelfplayCommand", "Draws: {draws}; unfinished games: {unfinished}")
    print(tr(rest).format(draws=figures["draws"], unfinished=figures["unfinished"]), file=out)
    every = QT_TRANSLATE_NOOP("SelfplayCommand", "Every decision: mean {mean} ms, at most {max} ms")
    print(
        tr(every).format(
            mean=f"{figures['mean_decision_ms']:.1f}", max=f"{figures['max_decision_ms']:.1f}"
        ),
        file=out,
    )
    return OK
