"""Compile the engine's core and the games' rules with mypyc, into a tree of their own.

    python packaging/native.py [OUT]        (OUT: build/native by default)

OUT receives a copy of the checkout (the files git tracks or would, and the compiled
translations); the modules of :data:`MODULES` are compiled there, each extension module
beside its source, which Python then imports in its stead. The checkout itself is not touched,
so the Python package stays what runs everywhere else and nothing compiled can go stale in it.
Use the tree from inside it, first on the path (child processes then run compiled too)::

    cd build/native && export PYTHONPATH=$PWD
    python -m tabletop
    QT_QPA_PLATFORM=offscreen python -m pytest -q tests
    python tests/benchmarks/run.py

It needs mypy (the ``dev`` extra) and a C compiler with Python's headers. ``tabletop.engine.
native.compiled()`` tells which engine runs.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = ".tabletop-native"  # names a tree this script made (and may therefore replace)

# The path of every action (controller, transaction, history) and the two games' rules: what
# a whole game runs through. The rest (storage, the UI, the computer's search) stays Python.
ENGINE = (
    "changes",
    "controller",
    "free_table",
    "history",
    "log",
    "rng",
    "ruleset",
    "state",
    "transaction",
    "verdict",
    "view",
    "zones",
)
DBGT = (
    "combat",
    "damage",
    "effects",
    "legal",
    "placing",
    "ruleset",
    "step_actions",
    "table",
    "turn",
)
YYH = (
    "battle",
    "board",
    "card_moves",
    "checks",
    "legal",
    "matches",
    "offers",
    "ruleset",
    "step_actions",
    "table_checks",
    "teams",
)
MODULES = (
    *(f"tabletop/engine/{name}.py" for name in ENGINE),
    *(f"tabletop/games/dbgt/{name}.py" for name in DBGT),
    *(f"tabletop/games/yyh/{name}.py" for name in YYH),
)


def _files() -> list[str]:
    """The checkout's files, tracked or new, that git does not ignore."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    return [name for name in listed.stdout.decode().split("\0") if name]


def copy_sources(out: Path) -> None:
    """Make ``out`` a fresh copy of the checkout, with its compiled translations, but for
    ``pyproject.toml`` (replacing a tree this script made before; refusing any other folder)."""
    if out.exists():
        if not (out / MARK).exists():
            raise SystemExit(f"{out} exists and was not made by {Path(__file__).name}")
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in _files():
        source = ROOT / name
        if name != "pyproject.toml" and source.is_file():
            (out / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, out / name)
    shutil.copytree(ROOT / "tabletop" / "i18n" / "qm", out / "tabletop" / "i18n" / "qm")
    # The mark lists the modules compiled (tests/engine/test_native.py checks each one).
    (out / MARK).write_text("".join(f"{path}\n" for path in MODULES), encoding="utf-8")


def build(out: Path) -> None:
    """Copy the sources into ``out`` and compile :data:`MODULES` there."""
    subprocess.run([sys.executable, "-m", "tabletop.i18n.catalog"], cwd=ROOT, check=True)
    copy_sources(out)
    subprocess.run([sys.executable, "-m", "mypyc", *MODULES], cwd=out, check=True)
    shutil.rmtree(out / "build", ignore_errors=True)  # mypyc's C sources and objects
    # Copied last: setuptools (which mypyc runs) would read it as its own.
    shutil.copy2(ROOT / "pyproject.toml", out / "pyproject.toml")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "build" / "native")
    args = parser.parse_args(argv)
    build(args.out.resolve())
    print(f"compiled {len(MODULES)} modules into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
