"""What Strong's search does at its root, decision by decision (issue 27): Strong against the
scripted level on the reference decks, each decision's iterations, root actions and root
actions with at least one real visit (the one-ply prior's virtual visits not counted), summed
up by the kind of decision (a Main Step with a card to play, an attack, a defense, other).
``--show KIND`` prints every decision of that kind where Strong's move differs from the
scripted player's: each root action's one-ply value (the prior), real visits and mean value.
A tool for diagnosis, not a test, and no ``bench_*`` module (``run.py`` does not play it)::

    python tests/benchmarks/search_roots.py --game dbgt --first-seed 416 --games 4 --show defense

It wraps the search's functions (``playout``, ``_seed_root``, ``_choice``) for its run.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from tabletop.ai import Level, search
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.match import new_game, reference_decks
from tabletop.ai.scripted import Tryout
from tabletop.games.computer import ComputerPlay
from tabletop.play.selfplay import play_game

KINDS = {"Take": "defense", "Defend": "defense", "Attack": "attack", "PlayCard": "main"}
"""The kind of a decision by the kinds of its actions (the first found, in this order)."""


def _kind(names: set[str]) -> str:
    return next((kind for name, kind in KINDS.items() if name in names), "other")


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("dbgt", "yyh"), default="dbgt")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--budget-ms", type=int, default=50)
    parser.add_argument("--show", choices=("main", "attack", "defense", "other"))
    args = parser.parse_args(argv)
    records: list[dict[str, Any]] = []
    current: dict[str, Any] = {"iterations": 0, "prior": {}}
    playout, seed_root, choice = search.playout, search._seed_root, search._choice

    def counted(*a: Any, **k: Any) -> float:
        current["iterations"] += 1
        return playout(*a, **k)

    def seeded(knowledge: Knowledge, play: ComputerPlay | None, root: search.Node,
               rng: random.Random, deadline: float = float("inf")) -> None:  # fmt: skip
        seed_root(knowledge, play, root, rng, deadline)
        current["prior"] = {a: (c.reward / c.visits, c.visits) for a, c in root.children.items()}

    def chosen(knowledge: Knowledge, play: ComputerPlay | None, root: search.Node,
               rng: random.Random) -> Any:  # fmt: skip
        move = choice(knowledge, play, root, rng)
        rows = []
        for action in knowledge.legal_actions:
            child = root.children.get(action)
            prior, virtual = current["prior"].get(action, (None, 0))
            real = 0 if child is None else child.visits - virtual
            mean = None if child is None or not child.visits else child.reward / child.visits
            rows.append((action, prior, real, mean))
        scripted = None
        if play is not None and play.scripted is not None:
            trial = Tryout(knowledge.ruleset, 0)
            scripted = play.scripted(
                knowledge.state, knowledge.seat, knowledge.legal_actions, trial
            )
        names = {type(a).__name__ for a in knowledge.legal_actions}
        records.append(dict(kind=_kind(names), iterations=current["iterations"], rows=rows,
                            move=move, scripted=scripted))  # fmt: skip
        current.update(iterations=0, prior={})
        return move

    search.playout, search._seed_root, search._choice = counted, seeded, chosen  # type: ignore[assignment]
    try:
        pair = reference_decks(args.game)
        for seed in range(args.first_seed, args.first_seed + args.games):
            strong = seed % 2
            levels = (Level.SCRIPTED, Level.STRONG) if strong else (Level.STRONG, Level.SCRIPTED)
            first = len(records)
            result = play_game(
                new_game(args.game, seed, pair), levels, budget_ms=args.budget_ms, seed=seed
            )
            for record in records[first:]:
                record["seed"] = seed
            print(f"seed {seed}: Strong {'won' if result.winner == strong else 'did not win'}")
    finally:
        search.playout, search._seed_root, search._choice = playout, seed_root, choice
    for kind in ("main", "attack", "defense", "other"):
        found = [r for r in records if r["kind"] == kind]
        if not found:
            continue
        its = sorted(r["iterations"] for r in found)
        roots = sorted(len(r["rows"]) for r in found)
        seen = sorted(sum(1 for row in r["rows"] if row[2] > 0) for r in found)
        differ = sum(r["move"] != r["scripted"] for r in found)
        print(f"{kind}: {len(found)} decisions; iterations median {its[len(its) // 2]} "
              f"(min {its[0]}, max {its[-1]}); root actions median {roots[len(roots) // 2]} "
              f"(max {roots[-1]}); really visited median {seen[len(seen) // 2]}; "
              f"not the scripted move {differ}")  # fmt: skip
    for record in records:
        if record["kind"] != args.show or record["move"] == record["scripted"]:
            continue
        print(f"seed {record['seed']}: {record['iterations']} iterations, Strong {record['move']}, "
              f"scripted {record['scripted']}")  # fmt: skip
        for action, prior, real, mean in record["rows"]:
            shown = "-" if prior is None else f"{prior:.3f}"
            average = "-" if mean is None else f"{mean:.3f}"
            print(f"    {str(action)[:60]:60s} prior {shown} visits {real} mean {average}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
