"""The engine runs as it was built: from the checkout, as Python source; from the tree
``packaging/native.py`` compiles (marked by its ``.tabletop-native`` file, which lists the
modules compiled), every one of those modules as a mypyc extension module."""

from __future__ import annotations

import importlib
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
