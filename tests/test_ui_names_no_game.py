"""The window never names a game (issue 28): a game describes itself from its own package, so no
name, attribute, function, class or string of ``tabletop/ui`` (docstrings and comments aside)
holds a game's id. A new game then needs no change to the window."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tabletop.games.packages import GAME_PACKAGES

UI = Path(__file__).resolve().parent.parent / "tabletop" / "ui"


def _docstrings(tree: ast.AST) -> set[int]:
    bodies = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, bodies)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def game_names(source: str, ids: list[str]) -> list[str]:
    """``line: word`` for each identifier or string of ``source`` holding one of ``ids``."""
    pattern = re.compile("|".join(re.escape(game) for game in ids), re.IGNORECASE)
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            word = node.id
        elif isinstance(node, ast.Attribute):
            word = node.attr
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            word = node.name
        elif (
            isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
        ):
            word = node.value
        else:
            continue
        if pattern.search(word):
            found.append(f"{getattr(node, 'lineno', 0)}: {word[:60]}")
    return found


def test_no_module_of_the_window_names_a_game() -> None:
    ids = sorted(GAME_PACKAGES)
    assert len(ids) >= 2
    named = {
        str(path.relative_to(UI)): found
        for path in sorted(UI.rglob("*.py"))
        if (found := game_names(path.read_text(encoding="utf-8"), ids))
    }
    assert named == {}


def test_the_check_finds_a_game_named() -> None:
    source = 'def f(game: str = "dbgt") -> None:\n    """dbgt in a docstring is fine."""\n'
    source += "yyh_page = 1\n"
    assert sorted(game_names(source, ["dbgt", "yyh"])) == ["1: dbgt", "3: yyh_page"]
