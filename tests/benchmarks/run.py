"""Run every benchmark, compare each figure with its goals and print the figures:
``python tests/benchmarks/run.py [--json] [--only NAME] [--skip NAME] [--check] [--readme README.md]``
(from inside the tree ``packaging/native.py`` compiles, with ``PYTHONPATH`` set to it, it measures
the compiled engine).

Each ``bench_*.py`` module beside this file provides ``figures()``. Run by hand, never by the
test suite: the figures are measured in one run, with their baselines, on whatever machine runs
them. ``--check`` exits with status 1 when a goal is missed; ``--readme`` writes the table of this
run into the README between its ``benchmarks:start`` and ``benchmarks:end`` markers.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib
import json
import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from common import Figure, Goal  # noqa: E402

from tabletop.engine.native import compiled  # noqa: E402

START = "<!-- benchmarks:start -->"
END = "<!-- benchmarks:end -->"
FIGURE = "figure: "  # how a module's process hands a figure over (a JSON object follows)


def collect(only: str | None = None, echo: bool = True, skip: str | None = None) -> list[Figure]:
    """Run each benchmark module (those whose name contains ``only``, none whose name contains
    ``skip``) in a process of its own and gather its figures, printing each line as it comes.

    A fresh process a module: in one process, the objects the earlier modules left (the
    window's, the card sets') made every collection of the garbage collector longer, and the
    whole random games of the last module ran at two thirds of their speed alone."""
    out: list[Figure] = []
    for path in sorted(HERE.glob("bench_*.py")):
        if (only and only not in path.stem) or (skip and skip in path.stem):
            continue
        child = [sys.executable, str(Path(__file__).resolve()), "--module", path.stem]
        done = subprocess.run(child, stdout=subprocess.PIPE, text=True, check=True)
        for line in done.stdout.splitlines():
            if not line.startswith(FIGURE):
                print(line, flush=True)  # the module's own output
                continue
            figure = _figure(json.loads(line.removeprefix(FIGURE)))
            out.append(figure)
            if echo:
                print(_line(figure), flush=True)
    return out


def _measure(module_name: str) -> None:
    """The child's part: print the figures of one module, a JSON object a line."""
    for figure in importlib.import_module(module_name).figures():
        print(FIGURE + json.dumps(dataclasses.asdict(figure), ensure_ascii=False), flush=True)


def _figure(data: dict[str, Any]) -> Figure:
    return Figure(**{**data, "goals": tuple(Goal(**goal) for goal in data["goals"])})


def _fmt(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.4g}" if abs(value) < 1000 else f"{value:,.0f}"


def _verdict(met: bool | None) -> str:
    return {True: "met", False: "MISSED", None: "-"}[met]


def _line(figure: Figure) -> str:
    return (
        f"{figure.name:<44} {_fmt(figure.value):>12} {figure.unit:<10} "
        f"baseline {_fmt(figure.baseline):>12}  ratio {_fmt(figure.ratio):>8}  "
        f"goal {figure.goal_text():<24} {_verdict(figure.met)}"
        + (f"  ({figure.note})" if figure.note else "")
    )


def summary(figures: list[Figure]) -> str:
    """One line: how many goals were met and which figures missed one."""
    judged = [f for f in figures if f.goals]
    missed = [f.name for f in judged if not f.met]
    text = f"{len(judged) - len(missed)} of {len(judged)} figures with goals met their goals"
    return text + (f"; missed: {', '.join(missed)}" if missed else "")


def readme_table(figures: list[Figure], command: str = "python tests/benchmarks/run.py") -> str:
    """The Markdown table of one run, with where and when it ran and the ``command`` run."""
    when = datetime.date.today().isoformat()
    engine = "the engine compiled with mypyc" if compiled() else "the engine as Python source"
    machine = (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, {engine}"
    )
    rows = [
        f"Measured on {when} ({machine}) by `{command}`; {summary(figures)}.",
        "",
        "| figure | value | baseline (same run) | ratio | goal | met |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for f in figures:
        label = f.label or f.name
        if f.note:
            label += f" ({f.note})"
        baseline = "—" if f.baseline is None else f"{_fmt(f.baseline)} {f.unit}"
        ratio = "—" if f.ratio is None else _fmt(f.ratio)
        met = {True: "yes", False: "**no**", None: "—"}[f.met]
        goal = f.goal_text() if f.goals else "—"
        rows.append(
            f"| {label} | {_fmt(f.value)} {f.unit} | {baseline} | {ratio} | {goal} | {met} |"
        )
    return "\n".join(rows)


def write_readme(path: Path, figures: list[Figure], command: str = "") -> None:
    """Replace the text between the README's benchmark markers with this run's table."""
    text = path.read_text(encoding="utf-8")
    head, start, rest = text.partition(START)
    _, end, tail = rest.partition(END)
    if not start or not end:
        raise SystemExit(f"{path} has no {START} … {END} markers")
    table = readme_table(figures, command) if command else readme_table(figures)
    path.write_text(f"{head}{START}\n{table}\n{END}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", help="run only modules whose name contains this")
    parser.add_argument("--skip", help="leave out modules whose name contains this")
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument("--readme", type=Path, help="write this run's table into this README")
    parser.add_argument("--module", help=argparse.SUPPRESS)  # a child of collect()
    args = parser.parse_args(argv)
    if args.module:
        _measure(args.module)
        return 0
    figures = collect(args.only, echo=not args.json, skip=args.skip)
    if args.json:
        print(json.dumps({f.name: f.to_json() for f in figures}, indent=2, ensure_ascii=False))
    else:
        print(summary(figures))
    if args.readme:
        command = " ".join(["python tests/benchmarks/run.py", *(argv or sys.argv[1:])])
        write_readme(args.readme, figures, command)
    missed = any(f.met is False for f in figures)
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
