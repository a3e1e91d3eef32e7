"""The benchmark runner compares every figure with numeric goals (tests/benchmarks is not
collected as tests; its comparison and README table are checked here)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent / "benchmarks"
sys.path.insert(0, str(BENCH))

from common import Figure, at_least, at_most, ratio_at_most  # noqa: E402
from run import END, START, readme_table, summary, write_readme  # noqa: E402


def test_goals_compare_value_or_ratio() -> None:
    fast = Figure("f", 210.0, "games/s", (at_least(200),))
    slow = Figure("s", 40.0, "games/s", (at_least(200),))
    assert fast.met is True and slow.met is False
    assert Figure("t", 25.0, "µs", (at_most(25),)).met is True
    ratio = Figure("r", 300.0, "ms", (ratio_at_most(1.5),), baseline=100.0)
    assert ratio.ratio == 3.0 and ratio.met is False
    both = Figure("b", 10.0, "ms", (ratio_at_most(1.5), at_most(16)), baseline=8.0)
    assert both.verdicts() == [True, True]
    assert Figure("b", 20.0, "ms", (ratio_at_most(1.5), at_most(16)), baseline=8.0).met is False
    assert Figure("n", 1.0, "ms").met is None
    assert Figure("x", 1.0, "ms", (ratio_at_most(2),)).met is False  # no baseline: not met


def test_summary_and_table_name_what_was_missed(tmp_path: Path) -> None:
    figures = [
        Figure("a.fast", 250.0, "games/s", (at_least(200),), label="fast games"),
        Figure("a.slow", 40.0, "games/s", (at_least(200),), label="slow games", note="median"),
        Figure("a.info", 3.0, "MB"),
    ]
    assert summary(figures) == "1 of 2 figures with goals met their goals; missed: a.slow"
    table = readme_table(figures)
    assert "| slow games (median) | 40 games/s | — | — | >= 200 games/s | **no** |" in table
    assert "| fast games | 250 games/s | — | — | >= 200 games/s | yes |" in table
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n{START}\nold\n{END}\nafter\n", encoding="utf-8")
    write_readme(readme, figures)
    text = readme.read_text(encoding="utf-8")
    assert "old" not in text and text.endswith(f"{END}\nafter\n") and "slow games" in text


@pytest.mark.parametrize("path", sorted(BENCH.glob("bench_*.py")), ids=lambda p: p.stem)
def test_every_goal_is_a_number(path: Path) -> None:
    """No figure states its goal as a string (a string goal can never be missed)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Figure":
            goals = node.args[3] if len(node.args) > 3 else None
            goals = goals or next((k.value for k in node.keywords if k.arg == "goals"), None)
            assert not isinstance(goals, ast.Constant), f"{path.name}:{node.lineno}"
            assert not isinstance(goals, ast.JoinedStr), f"{path.name}:{node.lineno}"


def test_the_readme_has_the_runners_markers() -> None:
    readme = (BENCH.parent.parent / "README.md").read_text(encoding="utf-8")
    assert readme.index(START) < readme.index(END)


def test_a_figure_comes_back_whole_from_its_modules_process() -> None:
    """collect() runs each module in a process of its own, which hands its figures over as
    JSON: each comes back equal, goals and all."""
    import dataclasses
    import json

    from run import _figure

    sent = Figure("f", 210.0, "games/s", (at_least(200), ratio_at_most(2)), 150.0, "F", "n")
    assert _figure(json.loads(json.dumps(dataclasses.asdict(sent)))) == sent
