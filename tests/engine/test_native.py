"""The engine runs as it was built: from the checkout, as Python source; from the tree
``packaging/native.py`` compiles (marked by its ``.tabletop-native`` file, which lists the
modules compiled), every one of those modules as a mypyc extension module."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import tabletop
from tabletop.engine.native import compiled

TREE = Path(tabletop.__file__).resolve().parent.parent
MARK = TREE / ".tabletop-native"


def test_the_engine_runs_compiled_exactly_in_the_compiled_tree() -> None:
    assert compiled() is MARK.exists()


def test_every_module_listed_as_compiled_is_an_extension_module() -> None:
    listed = MARK.read_text(encoding="utf-8").split() if MARK.exists() else []
    for path in listed:
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        assert module.__file__ is not None and not module.__file__.endswith(".py"), path
    assert not MARK.exists() or len(listed) >= 20  # the engine and both games' rules


def test_the_version_names_the_engine_that_runs() -> None:
    """``tabletop --version`` in a fresh process, started as a user starts it, from the tree
    this test runs in (the checkout: Python; the compiled tree: compiled)."""
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "--version"],
        cwd=TREE,
        env={**os.environ, "PYTHONPATH": str(TREE)},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    engine = "compiled with mypyc" if MARK.exists() else "Python"
    assert done.stdout == f"tabletop {tabletop.__version__} (engine: {engine})\n"
