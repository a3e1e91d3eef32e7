"""Run every benchmark and print its figures: ``python tests/benchmarks/run.py [--json]``.

Each ``bench_*.py`` module beside this file provides ``figures()``. Run by hand, never by the
test suite: figures are ratios measured in one run, not pass/fail timings.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import Figure  # noqa: E402


def collect(only: str | None = None, echo: bool = True) -> list[Figure]:
    """Import each benchmark module and gather its figures, printing each line as it comes."""
    out: list[Figure] = []
    for path in sorted(HERE.glob("bench_*.py")):
        if only and only not in path.stem:
            continue
        module = importlib.import_module(path.stem)
        for figure in module.figures():
            out.append(figure)
            if echo:
                print(_line(figure), flush=True)
    return out


def _fmt(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.4g}" if abs(value) < 1000 else f"{value:,.0f}"


def _line(figure: Figure) -> str:
    return (
        f"{figure.name:<44} {_fmt(figure.value):>12} {figure.unit:<10} "
        f"baseline {_fmt(figure.baseline):>12}  ratio {_fmt(figure.ratio):>8}  "
        f"goal {figure.goal}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", help="run only modules whose name contains this")
    args = parser.parse_args(argv)
    figures = collect(args.only, echo=not args.json)
    if args.json:
        print(json.dumps({f.name: f.to_json() for f in figures}, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
